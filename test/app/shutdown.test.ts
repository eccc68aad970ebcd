// Graceful shutdown of real processes (src/app/shutdown.ts, docs/operations.md
// "Shutdown"): the service under load gets SIGTERM; every request it had
// accepted is answered (one arriving on a kept-alive connection while it
// closes gets 503 service_unavailable), the POSTs waiting for their outcome answer at once
// with Retry-After, and it exits 0 having drained. A worker holding a job past
// its grace hands the job back, and another worker takes it at once (on
// PostgreSQL a second process; on the embedded engine the job is claimable
// as soon as the first process is gone), not when its ten-minute lease ends.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/app/config.ts';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { createPlatform, type Platform } from '../../src/app/platform.ts';
import { openDatabase, type Database } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { SCOPES } from '../../src/access/scopes.ts';
import { freshDatabase } from '../helpers/database.ts';
import { serviceEntry, TEST_NODE_FLAGS, TEST_PASSWORD_COST } from '../helpers/service-process.ts';

/** The partner API's "Server listening" line (role api): it listens last of the process's listeners, so not the first such line. */
function partnerListening(output: string): string | undefined {
  return output.split('\n').find((l) => l.includes('"role":"api"') && l.includes('Server listening at'));
}

const ROOT = join(import.meta.dirname, '..', '..');
const ADMIN_TOKEN = 'shutdown-test-admin-token-0123456789';
const postgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;
const cleanups: Array<() => Promise<unknown> | unknown> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const SHIP_TO = { name: 'Ada Lovelace', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43215', country: 'US' };
const TEE = { productId: 'SLO_1', partnerLineId: 'tee', quantity: 30, variantId: 2 };
const CARDS = {
  productId: 'SLO_2',
  partnerLineId: 'cards',
  quantity: 500,
  templateVariables: { fullName: 'Ada Lovelace', office: 'Boston' },
};

/** A database with the demo world, which child processes open in turn (PGlite) or together (PostgreSQL). */
async function demoDatabase(prepare: (p: Platform, demo: DemoWorld) => Promise<void>): Promise<{ url: string; demo: DemoWorld }> {
  let url: string;
  let database: Database;
  if (postgres) {
    const fresh = await freshDatabase({ poolSize: 2 });
    cleanups.push(() => fresh.close().catch(() => {}));
    url = fresh.url!;
    database = fresh.database;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'pcapi-shutdown-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    url = join(dir, 'pglite');
    database = await openDatabase(url);
    await migrateToLatest(database.db);
  }
  const platform = await createPlatform(loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, ...TEST_PASSWORD_COST }), database);
  const demo = await seedDemo(platform);
  await prepare(platform, demo);
  await platform.gateway.close();
  await platform.submissions.close();
  // PGlite is one process's at a time: the children open it next.
  if (!postgres) await database.close();
  return { url, demo };
}

/** Opens the database again after the children are gone (PGlite) or beside them (PostgreSQL). */
async function reopen(url: string): Promise<Database> {
  const database = await openDatabase(url, { poolSize: 1 });
  cleanups.push(() => database.close());
  return database;
}

interface Child {
  process: ChildProcess;
  output(): string;
  lines(): Array<Record<string, unknown>>;
  exited: Promise<number | null>;
}

/** The service (compiled when dist/ is fresh, serviceEntry) with these roles on free ports, JSON logs at info. */
async function startService(roles: string, env: Record<string, string>): Promise<Child> {
  const storage = mkdtempSync(join(tmpdir(), 'pcapi-shutdown-storage-'));
  cleanups.push(() => rmSync(storage, { recursive: true, force: true }));
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, ...(await serviceEntry()), '--roles', roles], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      ADMIN_PORT: '0',
      STORAGE_PORT: '0',
      METRICS_PORT: '0',
      STORAGE_DIR: storage,
      REDIS_URL: process.env.REDIS_URL ?? '',
      LOG_LEVEL: 'info',
      ADMIN_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  const lines = () =>
    text
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { process: child, output: () => text, lines, exited };
}

async function until(what: string, child: Child, check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; !(await check()); i++) {
    if (child.process.exitCode !== null || i > 3_000) throw new Error(`${what} did not happen:\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('SIGTERM under load: every accepted request is answered, waiting POSTs get Retry-After at once, exit 0 drained', async () => {
  // Workers paused: a POST waits for an outcome that does not come (its window is ten minutes).
  const { url, demo } = await demoDatabase((p) => p.submissions.pause.pause('queued', 'shutdown test', 'test').then(() => {}));
  const service = await startService('api,admin,storage,worker,dispatcher', {
    DATABASE_URL: url,
    SUBMISSION_WAIT_MS: '600000',
    SHUTDOWN_GRACE_MS: '20000',
    // At debug each request also logs its arrival: every one that arrived must have logged its end.
    LOG_LEVEL: 'debug',
  });
  // The log lines go out through the logger's own buffer, the banner straight to stdout: on a loaded machine the
  // banner can be read before the listener's line, so both are waited for.
  await until('start-up', service, () => /Partner Commerce API is running/.test(service.output()) && !!partnerListening(service.output()));
  const api = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(partnerListening(service.output())!)![1]!;
  const token = (
    (await (
      await fetch(`${api}/oauth2/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: demo.clientId, client_secret: demo.clientSecret }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  // Three POSTs waiting for their outcome.
  const posts = [1, 2, 3].map((n) =>
    fetch(`${api}/v1/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ siteId: 1, partnerOrderId: `SHUTDOWN-${n}`, shipTo: SHIP_TO, lines: [TEE] }),
    }),
  );
  await until('three submissions stored', service, async () => {
    const res = await fetch(`${api}/v1/orders/submissions?status=queued`, { headers });
    return ((await res.json()) as { submissions: unknown[] }).submissions.length === 3;
  });

  // Four clients reading in a loop until the service is gone.
  let signalled = false;
  const outcomes: Array<{ before: boolean; status: number | null; code?: string; error: string | null }> = [];
  const reader = async () => {
    for (;;) {
      const before = !signalled;
      try {
        const res = await fetch(`${api}/v1/sites/1/products?limit=5`, { headers });
        const body = (await res.json()) as { code?: string };
        outcomes.push({ before, status: res.status, code: body.code, error: null });
      } catch (error) {
        outcomes.push({ before, status: null, error: String((error as { cause?: unknown }).cause ?? error) });
        return;
      }
    }
  };
  const readers = [reader(), reader(), reader(), reader()];
  await until('reads under way', service, () => outcomes.length >= 20);

  signalled = true;
  service.process.kill('SIGTERM');
  const answered = await Promise.all(posts);
  assert.equal(await service.exited, 0, service.output());
  await Promise.all(readers);

  for (const res of answered) {
    assert.equal(res.status, 201);
    assert.equal(res.headers.get('retry-after'), '2');
    const body = (await res.json()) as { submissionId: string; status: string };
    assert.equal(body.status, 'queued');
    assert.equal(res.headers.get('location'), `/v1/orders/submissions/${body.submissionId}`);
  }
  // Reads sent before the signal were all answered; after it, each was answered (200, or 503 while closing) or refused a connection.
  // With Redis the demo partner's bucket and daily quota are shared with every other run of the day: a 429 is an answer too.
  for (const o of outcomes) {
    // "Sent" is when the client called fetch; one whose connection was still being set up when the listener closed
    // (a loaded machine delays the client's connect) was never accepted: `connect ECONNRESET`/`ECONNREFUSED`.
    // A request the service accepted fails otherwise (a reset or closed socket mid-answer), and that must not happen.
    const neverAccepted = o.error !== null && /connect ECONN(RESET|REFUSED)/.test(o.error);
    if (o.before && !neverAccepted) assert.ok(o.status !== null, `a read sent before SIGTERM failed: ${o.error}`);
    if (o.status !== null) assert.ok([200, 429, 503].includes(o.status), `status ${o.status}`);
    // A read that reached a closing listener on a kept-alive connection: the API's problem, retry elsewhere.
    if (o.status === 503) assert.equal(o.code, 'service_unavailable');
  }
  const lines = service.lines();
  // Every request the service accepted (logged as incoming) was answered (logged as completed).
  const incoming = new Set(lines.filter((l) => l.msg === 'incoming request').map((l) => l.requestId));
  assert.ok(incoming.size > 0, 'the arrivals were logged (debug)');
  const completed = new Set(lines.filter((l) => l.msg === 'request completed').map((l) => l.requestId));
  assert.deepEqual(
    [...incoming].filter((id) => !completed.has(id)),
    [],
    'accepted requests left unanswered',
  );
  const done = lines.find((l) => l.role === 'process' && typeof l.msg === 'string' && l.msg.startsWith('shutdown complete'));
  assert.deepEqual(done?.forced, [], `drained within the grace, nothing forced:\n${service.output()}`);
  for (const line of lines) {
    assert.equal(typeof line.role, 'string', JSON.stringify(line));
    assert.equal(typeof line.level, 'string', JSON.stringify(line));
    assert.equal(typeof line.time, 'string', JSON.stringify(line));
  }
});

/** A template vendor whose first request never answers (the worker holding it must hand its job back). */
async function vendor(): Promise<{ url: string; requests: () => number }> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    count++;
    if (count === 1) return; // hangs
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        templateId: 'acme-business-card-v2',
        variables: [
          { name: 'fullName', dataType: 'TEXT' },
          { name: 'office', dataType: 'LIST', listItems: ['Boston', 'Denver', 'Toronto'] },
        ],
      }),
    );
    void req;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => count };
}

/** The demo partner's business cards: the worker asks the template vendor before placing them. */
async function submitCards(p: Platform, demo: DemoWorld): Promise<string> {
  const caller = {
    partnerId: demo.partnerId,
    partnerName: demo.partnerName,
    tier: 'standard' as const,
    authMethod: 'IDP_M2M' as const,
    credentialId: 'c',
    grantedSiteIds: demo.siteIds,
    scopes: [...SCOPES],
  };
  const body = { siteId: 1, partnerOrderId: 'HANDBACK-1', shipTo: SHIP_TO, lines: [CARDS] };
  return (await p.submissions.service.accept(caller, body, 'req-handback-test')).submission.id;
}

test('a worker stopped past its grace hands its job back: another worker takes it at once, not after its lease', async () => {
  const templates = await vendor();
  let submissionId = '';
  // Embedded: the one worker process opens the database after the submission is stored.
  const { url, demo } = await demoDatabase(async (p, world) => {
    if (!postgres) submissionId = await submitCards(p, world);
  });
  const env = { DATABASE_URL: url, TEMPLATE_VENDOR_URL: templates.url, JOB_LEASE_MS: '600000', SHUTDOWN_GRACE_MS: '500' };
  const workers = [await startService('worker', env), ...(postgres ? [await startService('worker', env)] : [])];
  if (postgres) {
    // Both workers up, then the submission: whichever claims it holds it (its template call hangs).
    for (const w of workers) await until('a worker started', w, () => /Partner Commerce API is running/.test(w.output()));
    const database = await reopen(url);
    const p = await createPlatform(loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url }), database);
    submissionId = await submitCards(p, demo);
    await p.gateway.close();
    await p.submissions.close();
  }
  await until('a worker holding the job', workers[0]!, () => templates.requests() === 1);
  // Which process holds it: its lease names the pid (PostgreSQL; the embedded engine has one worker and is its alone).
  const owner = postgres
    ? (await (await reopen(url)).db.selectFrom('jobs').select('lease_owner').executeTakeFirstOrThrow()).lease_owner
    : null;
  const first = postgres ? workers.find((w) => owner?.includes(`:${w.process.pid}:`))! : workers[0]!;
  const second = workers.find((w) => w !== first) ?? null;
  assert.ok(first, `the job's lease names a worker process: ${owner}`);

  first.process.kill('SIGTERM');
  assert.equal(await first.exited, 0, first.output());
  const handedBack = first.lines().find((l) => l.msg === 'job handed back at shutdown: another worker takes it now');
  assert.equal(handedBack?.requestId, 'req-handback-test', first.output());
  assert.equal(handedBack?.submissionId, submissionId);
  const done = first.lines().find((l) => typeof l.msg === 'string' && l.msg.startsWith('shutdown complete'));
  assert.deepEqual(done?.forced, ['worker']);

  if (second) {
    await until('the second worker placed the order', second, () =>
      second.lines().some((l) => l.msg === 'submission completed: order placed' && l.submissionId === submissionId),
    );
    const placed = second.lines().find((l) => l.msg === 'submission completed: order placed')!;
    assert.equal(placed.requestId, 'req-handback-test', 'the second worker logs the creating request too');
    second.process.kill('SIGTERM');
    assert.equal(await second.exited, 0, second.output());
  }
  const settled = await reopen(url);
  const job = await settled.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
  const submission = await settled.db.selectFrom('order_submissions').select('status').executeTakeFirstOrThrow();
  if (second) {
    // One counted attempt: the handed-back one was given back uncounted.
    assert.deepEqual([job.state, job.attempts, submission.status], ['done', 1, 'completed']);
  } else {
    // Claimable now: ready, no lease, the attempt not counted, the submission queued again.
    assert.deepEqual([job.state, job.lease_owner, job.attempts, submission.status], ['ready', null, 0, 'queued']);
  }
});
