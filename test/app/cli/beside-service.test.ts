// The back office beside a running service on the embedded engine: a real
// `npm start` process (the compiled entry it runs, every role, free ports, a
// fresh data directory) holds PGlite's data directory, and the real CLI
// binary runs beside it. Every command works, through the service, with the
// same output and exit code as the CLI on its own once the service stopped.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { binary, type CliResult } from '../../helpers/cli.ts';
import { TEST_NODE_FLAGS, TEST_PASSWORD_COST } from '../../helpers/service-process.ts';
import { engineIndependent } from '../../helpers/engines.ts';

// Its service and CLI run on a data directory of their own, whatever the run's engine (../../helpers/engines.ts).
engineIndependent(() => {
  const ADMIN_TOKEN = 'beside-test-admin-token-0123456789';
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-beside-'));
  const data = join(dir, 'pglite');
  const lock = `${data}.server.json`;
  const env = { DATABASE_URL: data, STORAGE_DIR: join(dir, 'storage'), REDIS_URL: '', ADMIN_TOKEN };
  let child: ChildProcess;
  let output = '';

  function exited(): Promise<void> {
    return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
  }

  before(async () => {
    writeFileSync(join(dir, 'garbage.pem'), 'this is not a certificate\n');
    writeFileSync(join(dir, 'proof.pdf'), '%PDF-1.4\n%%EOF\n');
    child = spawn(process.execPath, [...TEST_NODE_FLAGS, 'scripts/launch.mjs', 'main'], {
      env: {
        ...process.env,
        ...env,
        ...TEST_PASSWORD_COST,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: '0',
        ADMIN_PORT: '0',
        METRICS_PORT: '0',
        STORAGE_PORT: '0',
        MTLS_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; !(existsSync(lock) && /is running/.test(output)); i++) {
      if (child.exitCode !== null || i > 2_400) throw new Error(`the service did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  after(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) => binary(env, ...args);

  /** Read-only command lines (and failing ones): their output is the same with and without the service. */
  const COMMANDS = [
    ['--help'],
    ['sites', 'list'],
    ['--json', 'partners', 'list'],
    ['workers', 'status'],
    ['audit', '--limit', '3'],
    ['submissions', 'show', 'not-a-uuid'],
    ['sites', 'no-such-command'],
    ['certificates', 'register', '--partner', '1', '--pem', join(dir, 'missing.pem')],
    ['certificates', 'register', '--partner', '1', `--pem=${join(dir, 'garbage.pem')}`],
  ];

  let beside: CliResult[] = [];

  test('with the service holding the data directory, its lock file says how to reach it and is readable by its user only', () => {
    const owner = JSON.parse(readFileSync(lock, 'utf8'));
    assert.equal(owner.pid, child.pid);
    assert.match(owner.cli.url, /^http:\/\/127\.0\.0\.1:\d+\/admin\/cli$/);
    assert.ok(owner.cli.secret.length >= 40);
    assert.equal(statSync(lock).mode & 0o777, 0o600);
  });

  test('the banner prints the metrics URL; the process serves its metrics, with every role, and is live and ready', async () => {
    const url = /Metrics +(http:\/\/localhost:\d+)\/metrics +\(health: \/livez, \/readyz\)/.exec(output)?.[1];
    assert.ok(url, `the banner names the metrics listener:\n${output}`);
    const metrics = await fetch(`${url}/metrics`);
    assert.equal(metrics.status, 200);
    const text = await metrics.text();
    assert.match(text, /^partner_api_info\{version="[^"]+",roles="admin,api,dispatcher,mtls,sandbox,storage,worker"\} 1$/m);
    assert.match(text, /^nodejs_eventloop_lag_p99_seconds \d/m);
    assert.equal((await fetch(`${url}/livez`)).status, 200);
    const ready = await fetch(`${url}/readyz`);
    assert.equal(ready.status, 200);
    assert.equal(((await ready.json()) as { checks: Record<string, string> }).checks.database, 'ok');
  });

  test('every command works beside the running service: a write goes through the service, reads and failures answer as usual', async () => {
    const created = await cli('--json', 'sites', 'create', '--name', 'Beside', '--url', 'https://beside.example.com');
    assert.equal(created.code, 0, created.stderr);
    const site = JSON.parse(created.stdout);
    assert.equal(site.name, 'Beside');
    // The service sees it at once: the command ran in its process, on its database.
    const admin = JSON.parse(readFileSync(lock, 'utf8')).adminUrl;
    const sites = await (await fetch(`${admin}/admin/sites`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json();
    assert.ok(JSON.stringify(sites).includes('"Beside"'), JSON.stringify(sites));

    // The README's order lifecycle beside the service: a proof published from a file on the CLI's side.
    const proof = await cli(
      '--json',
      'orders',
      'proof',
      'publish',
      '--order',
      '100001',
      '--item',
      '500001',
      '--file',
      join(dir, 'proof.pdf'),
    );
    assert.equal(proof.code, 0, proof.stderr);
    assert.equal(JSON.parse(proof.stdout).proofStatus, 'PENDING_REVIEW');
    assert.match(proof.stdout, /proof\.pdf/);

    beside = [];
    for (const args of COMMANDS) beside.push(await cli(...args));
    assert.equal(beside[0]!.code, 0, beside[0]!.stderr);
    assert.match(beside[0]!.stdout, /Usage: partner-api/);
    assert.equal(beside[1]!.code, 0, beside[1]!.stderr);
    assert.match(beside[1]!.stdout, /Beside/);
    assert.equal(beside[3]!.stdout, 'workers running\njobs: 0 waiting, 0 claimed\n');
    assert.equal(beside[5]!.code, 1);
    assert.match(beside[5]!.stderr, /invalid_submission_id/);
    assert.notEqual(beside[6]!.code, 0);
    // Files are read on the CLI's side: a missing one is reported as a local run reports it, a present one is sent.
    assert.match(beside[7]!.stderr, /Cannot read .*missing\.pem: ENOENT/);
    assert.equal(beside[8]!.code, 1);
    assert.doesNotMatch(beside[8]!.stderr, /Cannot read/);
  });

  test('the same command lines with no service running print the same and exit with the same codes', async () => {
    child.kill('SIGTERM');
    await exited();
    assert.equal(existsSync(lock), false);
    const alone: CliResult[] = [];
    for (const args of COMMANDS) alone.push(await cli(...args));
    assert.deepEqual(alone, beside);
  });
});
