// Signed URLs are credentials: run the real binary (every role, info-level
// logs, a fresh embedded database with the demo world), go through the
// upload flow and a proof download, and search everything it logged.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { serviceEntry, TEST_NODE_FLAGS, TEST_PASSWORD_COST } from '../helpers/service-process.ts';
import { engineIndependent } from '../helpers/engines.ts';

/** The partner API's "Server listening" line (role api): it listens last of the process's listeners, so not the first such line. */
function partnerListeningLine(output: string): string | undefined {
  return output.split('\n').find((l) => l.includes('"role":"api"') && l.includes('Server listening at'));
}

function partnerListening(output: string): string {
  const line = partnerListeningLine(output);
  if (!line) throw new Error(`the partner API never said where it listens:\n${output}`);
  return line;
}

// Its service runs on a data directory of its own, whatever the run's engine (../helpers/engines.ts).
engineIndependent(() => {
  let child: ChildProcess;
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-logs-'));
  let output = '';
  let api = '';
  let clientId = '';
  let clientSecret = '';

  function waitFor(predicate: () => boolean, what: string, ms = 240_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (predicate()) {
          clearInterval(timer);
          resolve();
        } else if (Date.now() - started > ms || child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`${what} did not happen; output:\n${output}`));
        }
      }, 100);
    });
  }

  before(async () => {
    child = spawn(process.execPath, [...TEST_NODE_FLAGS, ...(await serviceEntry())], {
      env: {
        ...process.env,
        DATABASE_URL: join(dir, 'pglite'),
        STORAGE_DIR: join(dir, 'storage'),
        LOG_LEVEL: 'info',
        PORT: '0',
        ADMIN_PORT: '0',
        METRICS_PORT: '0',
        STORAGE_PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_TOKEN: 'log-test-admin-token-0123456789',
        ...TEST_PASSWORD_COST,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Log lines leave once per turn of the event loop and the banner at once: the API's line may follow the banner.
    await waitFor(() => /client_secret\s+\S+/.test(output) && partnerListeningLine(output) !== undefined, 'start-up');
    api = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(partnerListening(output))![1]!;
    clientId = /client_id\s+(\S+)/.exec(output)![1]!;
    clientSecret = /client_secret\s+(\S+)/.exec(output)![1]!;
  });
  after(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test('upload URLs and proof links never appear in the logs', async () => {
    const token = (
      (await (
        await fetch(`${api}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
        })
      ).json()) as { access_token: string }
    ).access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const line = `${api}/v1/orders/100001/items/500002`;
    const reserved = (await (
      await fetch(`${line}/artwork/upload-url`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ fileName: 'banner.pdf', contentType: 'application/pdf' }),
      })
    ).json()) as { uploadUrl: string; reservationName: string };
    assert.match(reserved.uploadUrl, /X-Signature=/);
    const put = await fetch(reserved.uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(Buffer.from('%PDF banner art')),
      headers: { 'content-type': 'application/pdf' },
    });
    assert.equal(put.status, 200);
    const attached = await fetch(`${line}/artwork`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ reservationName: reserved.reservationName }),
    });
    assert.equal(attached.status, 200);
    const proof = (await (await fetch(`${api}/v1/orders/100001/items/500001/proof`, { headers })).json()) as {
      files: Array<{ link: string | null }>;
    };
    const link = proof.files.find((f) => f.link)!.link!;
    assert.equal((await fetch(link)).status, 200);
    // The service writes its log lines asynchronously: wait for the storage host's lines of the upload and the proof link.
    const storageLines = () => output.match(/"msg":"storage request"/g)?.length ?? 0;
    for (let i = 0; i < 100 && storageLines() < 2; i++) await new Promise((r) => setTimeout(r, 100));

    assert.ok(
      output.split('\n').some((line) => line.includes('"msg":"storage request"') && /"key":"artwork\/100001\/500002\/[^"?]*"/.test(line)),
      'the storage host logged the upload (without its query)',
    );
    assert.match(output, /upload-url/, 'the API logged the reservation request');
    for (const secret of [new URL(reserved.uploadUrl).searchParams.get('X-Signature')!, new URL(link).searchParams.get('X-Signature')!]) {
      assert.ok(!output.includes(secret), 'a signature was logged');
    }
    assert.ok(!output.includes('X-Signature'), 'no signed URL query was logged');
    assert.ok(!output.includes(token), 'the bearer token was not logged');
  });
});
