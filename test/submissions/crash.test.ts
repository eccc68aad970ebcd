// A worker killed mid-job (a real child process, SIGKILL, inside the
// placement's transaction): its lease lapses, another worker takes the job
// up, and exactly one order exists in the end.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadConfig } from '../../src/app/config.ts';
import { openDatabase, type Database } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Caller } from '../../src/access/caller.ts';
import { SCOPES } from '../../src/access/scopes.ts';
import { createPlatform, type Platform } from '../../src/app/platform.ts';
import { SubmissionsRepo } from '../../src/submissions/repo.ts';
import type { OrderBody } from '../../src/submissions/schemas.ts';
import { freshDatabase } from '../helpers/database.ts';
import { compiledFresh, TEST_NODE_FLAGS } from '../helpers/service-process.ts';
import { address } from './fixtures.ts';

const LEASE_MS = '1000';
const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** PostgreSQL (a cloned test database) when DATABASE_URL says so, else an embedded database in a directory both processes can open in turn. */
async function sharedDatabase(): Promise<{ url: string; open: () => Promise<Database> }> {
  if (process.env.DATABASE_URL?.startsWith('postgres')) {
    const fresh = await freshDatabase();
    await fresh.database.close();
    cleanups.push(() => fresh.close().catch(() => {}));
    return { url: fresh.url!, open: () => openDatabase(fresh.url!, { poolSize: 2 }) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-crash-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { url: dir, open: () => openDatabase(dir) };
}

async function withPlatform<T>(database: Database, url: string, work: (p: Platform) => Promise<T>): Promise<T> {
  const platform = await createPlatform(
    loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, JOB_LEASE_MS: LEASE_MS, SUBMISSION_WAIT_MS: '100' }),
    database,
  );
  try {
    return await work(platform);
  } finally {
    await platform.submissions.close();
  }
}

async function runChild(url: string): Promise<void> {
  // The compiled modules when dist/ is up to date with src/ (what the child runs is not about tsx), else the sources.
  const file = join(import.meta.dirname, 'worker-child.mjs');
  const args = [...TEST_NODE_FLAGS, ...((await compiledFresh()) ? [file, 'dist'] : ['--import', 'tsx', file, 'src'])];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: url, JOB_LEASE_MS: LEASE_MS },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the child never placed the order'));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('placed')) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`the child exited on its own (${signal ?? _code})`));
    });
  });
}

test('a worker SIGKILLed inside its placement transaction: the job is taken up again after its lease, one order in the end', async () => {
  const shared = await sharedDatabase();
  let database = await shared.open();
  await migrateToLatest(database.db);

  const submissionId = await withPlatform(database, shared.url, async (p) => {
    const siteId = (await p.admin.sites.create({ name: 'Crash site', url: 'https://crash.example.com' }, 'test')).id;
    const user = await p.admin.users.create({ siteId, username: 'buyer' }, 'test');
    await p.admin.sites.setOrderingUser(siteId, user.id, 'test');
    const partner = await p.admin.partners.create({ name: 'Crash partner', capabilities: [...SCOPES], siteIds: [siteId] }, 'test');
    const pod = await p.catalog.admin.createProduct({ siteId, code: 'POD-1', name: 'Poster', serviceType: 'POD' }, 'test');
    await p.catalog.admin.setPriceTiers(pod.product.id, [{ minQuantity: 1, unitPrice: '1.25' }], 'test');
    const caller: Caller = {
      partnerId: partner.id,
      partnerName: 'Crash partner',
      tier: 'standard',
      authMethod: 'IDP_M2M',
      credentialId: 'c',
      grantedSiteIds: [siteId],
      scopes: [...SCOPES],
    };
    const body: OrderBody = {
      siteId,
      partnerOrderId: 'CRASH-1',
      shipTo: address,
      lines: [{ productId: `SLO_${pod.product.id}`, partnerLineId: 'L1', quantity: 4 }],
    };
    return (await p.submissions.service.accept(caller, body)).submission.id;
  });
  // PGlite is one process's at a time: hand the directory to the child.
  if (database.kind === 'pglite') await database.close();

  await runChild(shared.url);

  if (database.kind === 'pglite') database = await shared.open();
  cleanups.push(() => database.close());
  const db = database.db;
  const job = await db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
  assert.equal(job.state, 'running', 'the killed worker still holds its lease');
  assert.equal(job.attempts, 1);
  assert.equal((await db.selectFrom('orders').selectAll().execute()).length, 0, 'the uncommitted order died with the worker');
  assert.equal((await new SubmissionsRepo(db).find(submissionId))!.status, 'processing');

  await withPlatform(database, shared.url, async (p) => {
    const worker = p.submissions.createWorker({ idlePollMs: 100 });
    worker.start();
    const submission = await new SubmissionsRepo(db).find(submissionId);
    const deadline = Date.now() + 20_000;
    let status = submission!.status;
    while (status !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await new SubmissionsRepo(db).find(submissionId))!.status;
    }
    await worker.stop();
    assert.equal(status, 'completed');
  });

  const orders = await db.selectFrom('orders').selectAll().execute();
  assert.equal(orders.length, 1);
  const done = await db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
  assert.equal(done.state, 'done');
  assert.equal(done.attempts, 2);
  const submission = (await new SubmissionsRepo(db).find(submissionId))!;
  assert.equal(submission.orderNumber, orders[0]!.order_number);
  assert.equal(submission.order!.totalPrice, '5.00');
});
