// On PostgreSQL, a submission accepted in a process whose own worker has a
// loop asleep has its placement reads started beside the worker's claim,
// not after it (src/submissions/worker/read-ahead.ts): used once, by its own
// run; never past its age bound; a failed read ahead is read again by the
// run; a held job (not claimable yet), a job claimed in another process, and
// every job on the embedded engine (one statement at a time: nothing to
// overlap) read after their claim.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { isPostgresUrl } from '../../src/db/url.ts';
import { JobQueue } from '../../src/jobs/queue.ts';
import { Signals } from '../../src/jobs/signals.ts';
import { Worker } from '../../src/jobs/worker.ts';
import type { SubmissionRecord } from '../../src/submissions/repo.ts';
import { SubmissionPreparation, type Prepared } from '../../src/submissions/worker/preparation.ts';
import { submissionJobHandler } from '../../src/submissions/worker/processor.ts';
import { ReadAhead } from '../../src/submissions/worker/read-ahead.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { waitFor } from '../events/webhooks/receiver.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from './fixtures.ts';

let ctx: TestContext;
let sandbox: TestContext;
let world: OrderWorld;
const postgres = isPostgresUrl(process.env.DATABASE_URL ?? '');
let sandboxWorld: OrderWorld;
/** What happened, in order: a preparation started, a claim answered with a job (by submission id). */
let events: string[] = [];
/** Preparations to fail, by the partnerOrderId of their submission. */
const failing = new Set<string>();
const prepare = SubmissionPreparation.prototype.prepare;
const claim = JobQueue.prototype.claim;

before(async () => {
  ctx = await createTestContext();
  // A sandbox's `sandbox-slow` ids hold their job for twice the POST's wait.
  sandbox = await createTestContext({ SUBMISSION_WAIT_MS: '200', ENVIRONMENT_KIND: 'sandbox' });
  world = await orderWorld(ctx);
  sandboxWorld = await orderWorld(sandbox);
  SubmissionPreparation.prototype.prepare = function (this: SubmissionPreparation, intake) {
    const partnerOrderId = String(intake.source?.partnerOrderId);
    events.push(`prepare ${partnerOrderId}`);
    if (failing.delete(partnerOrderId)) return Promise.reject(new Error('the read failed'));
    return prepare.call(this, intake);
  };
  JobQueue.prototype.claim = async function (this: JobQueue, ...args: Parameters<typeof claim>) {
    const job = await claim.apply(this, args);
    if (job) events.push(`claimed ${String(job.payload.submissionId)}`);
    return job;
  };
});
after(async () => {
  SubmissionPreparation.prototype.prepare = prepare;
  JobQueue.prototype.claim = claim;
  await ctx.close();
  await sandbox.close();
});
afterEach(() => {
  events = [];
  failing.clear();
});

/** This process's worker, started, once a loop of it is asleep (as a running service's idle worker is). */
async function idleWorker(on: TestContext, idlePollMs = 60_000): Promise<Worker> {
  await on.platform.submissions.signals.ready();
  const worker = on.platform.submissions.createWorker({ idlePollMs });
  worker.start();
  await waitFor(async () => worker.asleep > 0, 10_000, 'a worker loop asleep');
  return worker;
}

/** The events of one submission, its id given by the answer. */
function eventsOf(partnerOrderId: string, submissionId: string): string[] {
  return events.filter((e) => e.endsWith(` ${partnerOrderId}`) || e.endsWith(` ${submissionId}`)).map((e) => e.split(' ')[0]!);
}

test("on PostgreSQL a worker of this process with a loop asleep starts the submission's reads before its claim answers, and its run uses them; on the embedded engine after", async () => {
  assert.equal(ctx.platform.database.kind === 'postgres', postgres);
  const worker = await idleWorker(ctx);
  try {
    for (let i = 0; i < 3; i++) {
      const body = orderBody(world);
      const res = await postOrder(ctx, world.partner.token, body);
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().status, 'completed');
      assert.deepEqual(
        eventsOf(String(body.partnerOrderId), res.json().submissionId),
        postgres ? ['prepare', 'claimed'] : ['claimed', 'prepare'],
      );
      await waitFor(async () => worker.asleep > 0, 10_000, 'the loop asleep again');
    }
  } finally {
    await worker.stop();
  }
});

if (postgres)
  test('on PostgreSQL a read ahead that failed is read again by the run, which completes the submission', async () => {
    const worker = await idleWorker(ctx);
    try {
      const body = orderBody(world);
      failing.add(String(body.partnerOrderId));
      const res = await postOrder(ctx, world.partner.token, body);
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().status, 'completed');
      assert.deepEqual(eventsOf(String(body.partnerOrderId), res.json().submissionId), ['prepare', 'claimed', 'prepare']);
    } finally {
      await worker.stop();
    }
  });

test('a held job (sandbox-slow) is not read ahead: its reads come after its claim, when it is due', async () => {
  // Polling often: the held job is found by the poll once due.
  const worker = await idleWorker(sandbox, 50);
  try {
    const body = orderBody(sandboxWorld, { partnerOrderId: `sandbox-slow-${Date.now()}` });
    const res = await postOrder(sandbox, sandboxWorld.partner.token, body);
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().submissionId;
    let status = res.json().status;
    await waitFor(
      async () => {
        status = (await sandbox.call(sandboxWorld.partner.token, { method: 'GET', url: `/v1/orders/submissions/${id}` })).json().status;
        return status === 'completed';
      },
      30_000,
      'the held submission to complete',
    );
    assert.deepEqual(eventsOf(String(body.partnerOrderId), id), ['claimed', 'prepare']);
  } finally {
    await worker.stop();
  }
});

if (postgres)
  test('on PostgreSQL a worker in another process (no record with its signal) reads after its claim', async () => {
    await ctx.platform.submissions.signals.ready();
    const signals = new Signals(ctx.databaseUrl);
    await signals.ready();
    const { db } = ctx.platform;
    const handler = submissionJobHandler(db, signals, new SubmissionPreparation(db, ctx.platform.catalog.templates), ctx.platform.clock);
    const worker = new Worker(db, signals, [handler], { concurrency: 1, leaseMs: 30_000, idlePollMs: 60_000 });
    worker.start();
    try {
      await waitFor(async () => worker.asleep > 0, 10_000, 'the other worker asleep');
      const body = orderBody(world);
      const res = await postOrder(ctx, world.partner.token, body);
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().status, 'completed');
      assert.deepEqual(eventsOf(String(body.partnerOrderId), res.json().submissionId), ['claimed', 'prepare']);
    } finally {
      await worker.stop();
      await signals.close();
    }
  });

/** A ReadAhead over a preparation that answers each intake with a marker, on a clock the test moves. */
function readAhead() {
  let now = 1_000_000;
  let started = 0;
  const preparation = {
    prepare: async (intake: { source: { partnerOrderId: string } }) => {
      started++;
      return { marker: intake.source.partnerOrderId } as unknown as Prepared;
    },
  } as unknown as SubmissionPreparation;
  const ahead = new ReadAhead(preparation, () => now);
  const record = (id: string, status = 'queued') =>
    ({
      id,
      status,
      siteId: 1,
      orderingUserId: 1,
      partnerId: 'p',
      partnerOrderId: id,
      request: { lines: [] },
    }) as unknown as SubmissionRecord;
  return {
    ahead,
    record,
    started: () => started,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

test('a read ahead is taken once, by its own submission; a terminal record is not read', async () => {
  const { ahead, record, started } = readAhead();
  ahead.start('a', record('a'));
  ahead.start('a', record('a'));
  ahead.start('b', record('b', 'completed'));
  assert.equal(started(), 1);
  assert.equal(ahead.take('b'), null);
  assert.deepEqual(await ahead.take('a'), { marker: 'a' });
  assert.equal(ahead.take('a'), null);
  assert.equal(ahead.size, 0);
});

test('a read ahead is not used past its age bound, and stale ones are dropped as others start or are taken', async () => {
  const { ahead, record, advance } = readAhead();
  ahead.start('old', record('old'));
  advance(1_001);
  assert.equal(ahead.take('old'), null);
  ahead.start('unclaimed', record('unclaimed'));
  advance(1_001);
  ahead.start('fresh', record('fresh'));
  assert.equal(ahead.size, 1, 'the unclaimed one was dropped');
  advance(1_000);
  assert.deepEqual(await ahead.take('fresh'), { marker: 'fresh' });
});

test('reads ahead that no run takes (another process claimed their jobs) are bounded: the oldest goes first', async () => {
  const { ahead, record } = readAhead();
  for (let i = 0; i < 100; i++) ahead.start(`s${i}`, record(`s${i}`));
  assert.equal(ahead.size, 64);
  assert.equal(ahead.take('s35'), null);
  assert.deepEqual(await ahead.take('s36'), { marker: 's36' });
});
