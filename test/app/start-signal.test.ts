// The process as scripts meet it: one start signal and keep-alive connections
// that outlive the clients' own idle limits. A real process with a sandbox
// beside production (the most listeners a process opens), with its default
// listener timeouts: a script waits for /v1/ping, then calls every other
// listener at once; a client keeps a connection to each listener idle for
// 7 s and sends its next request on the same socket. (7 s, not 5.5: Node 20
// closes an idle connection a second after its keep-alive timeout, so a 5 s
// timeout still took a 5.5 s reuse; clients read the advertised
// `Keep-Alive: timeout=N` instead and leave a second before it: undici's pool
// left after 4 s, at the edge of the server's 5 s.)
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { serviceEntry, TEST_NODE_FLAGS, TEST_PASSWORD_COST } from '../helpers/service-process.ts';
import { engineIndependent } from '../helpers/engines.ts';
import { freePorts } from '../readme/service.ts';

const root = join(import.meta.dirname, '..', '..');

interface Answer {
  status: number;
  reusedSocket: boolean;
  /** The `Keep-Alive` header's timeout, in seconds (what clients' pools read); null without one. */
  keepAliveSeconds: number | null;
}

/** One GET through `agent` (none: a connection of its own); rejects on any socket error. */
function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: agent ?? false, timeout: 30_000 }, (res) => {
      res.resume();
      const hint = /timeout=(\d+)/.exec(String(res.headers['keep-alive'] ?? ''));
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket, keepAliveSeconds: hint ? Number(hint[1]) : null }),
      );
    });
    req.once('timeout', () => req.destroy(new Error(`no answer from port ${port} within 30 s`)));
    req.once('error', reject);
    req.end();
  });
}

// Its process runs on a fresh embedded data directory of its own, whatever the run's engine (../helpers/engines.ts).
engineIndependent(() => {
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-start-signal-'));
  const names = [
    'PORT',
    'ADMIN_PORT',
    'STORAGE_PORT',
    'METRICS_PORT',
    'SANDBOX_PORT',
    'SANDBOX_ADMIN_PORT',
    'SANDBOX_STORAGE_PORT',
    'SANDBOX_METRICS_PORT',
  ];
  const ports: Record<string, number> = {};
  let child: ChildProcess;
  let output = '';
  let exited: Promise<void>;
  /** Where each listener is asked something it answers (any status: what matters is that it answers). */
  const pathOf = (name: string) =>
    name.endsWith('METRICS_PORT')
      ? '/livez'
      : name.endsWith('STORAGE_PORT')
        ? '/'
        : name.endsWith('ADMIN_PORT')
          ? '/admin/openapi.json'
          : '/v1/ping';

  before(async () => {
    // Below the ephemeral range: a port above it can be taken by any connection the suite opens before the process binds it.
    const free = await freePorts(names.length + 1);
    for (const [i, name] of names.entries()) ports[name] = free[i]!;
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'ADMIN_TOKEN',
      'ROLES',
      'PUBLIC_BASE_URL',
      'SANDBOX_BASE_URL',
      'STORAGE_DIR',
      'NODE_TEST_CONTEXT',
    ])
      delete env[name];
    for (const name of Object.keys(env)) if (name.startsWith('HTTP_')) delete env[name];
    Object.assign(
      env,
      { HOST: '127.0.0.1', DATABASE_URL: join(dir, 'pglite'), LOG_LEVEL: 'info', ...TEST_PASSWORD_COST },
      Object.fromEntries(names.map((n) => [n, String(ports[n])])),
      // Not called here (it asks for a client certificate), but kept off its fixed default, which another file may hold.
      { MTLS_PORT: String(free.at(-1)) },
    );
    child = spawn(process.execPath, [...TEST_NODE_FLAGS, ...(await serviceEntry())], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', () => resolve()));
  });

  after(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  });

  test('once /v1/ping answers, every listener of the process (production and sandbox) answers too', async () => {
    const deadline = Date.now() + 180_000;
    let pinged = false;
    // A script's wait: connection refused until the partner API listens, then 200.
    for (let i = 0; i < 20_000 && !pinged && Date.now() < deadline && child.exitCode === null; i++) {
      pinged = (await get(ports.PORT!, '/v1/ping').catch(() => null))?.status === 200;
      if (!pinged) await sleep(20);
    }
    assert.ok(pinged, `the partner API never answered /v1/ping:\n${output}`);
    const answers = await Promise.all(
      names.map(
        async (name) =>
          [
            name,
            await get(ports[name]!, pathOf(name)).then(
              (a) => a.status,
              (e: Error) => e.message,
            ),
          ] as const,
      ),
    );
    for (const [name, status] of answers)
      assert.equal(typeof status, 'number', `${name} (port ${ports[name]}) refused a call made right after ping: ${status}`);
    assert.equal(answers.find(([name]) => name === 'SANDBOX_PORT')![1], 200);
  });

  test('every listener keeps an idle connection at least 65 s, says so to clients, and a connection idle 7 s is reused without error', async () => {
    for (let i = 0; i < 1_800 && !/"msg":"started"/.test(output) && child.exitCode === null; i++) await sleep(100);
    assert.match(output, /"msg":"started"/);
    await Promise.all(
      names.map(async (name) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          const first = await get(ports[name]!, pathOf(name), agent);
          assert.equal(first.reusedSocket, false);
          // Longer than common load balancers' 60 s idle, so the balancer always closes first.
          assert.ok(
            first.keepAliveSeconds !== null && first.keepAliveSeconds >= 65,
            `${name} advertises Keep-Alive timeout=${first.keepAliveSeconds}`,
          );
          await sleep(7_000);
          const second = await get(ports[name]!, pathOf(name), agent);
          assert.equal(second.status, first.status, name);
          assert.equal(second.reusedSocket, true, `${name}: the server closed the idle connection, so the client opened a new one`);
        } finally {
          agent.destroy();
        }
      }),
    );
  });
});
