// The waiting POST answers from the completion's own record, never reading
// the submission again: handed over by a worker of its own process, or, on
// PostgreSQL, carried by the completion's NOTIFY from a worker in another
// process (another Signals, as in the production split), unless the row is
// too large for a NOTIFY payload, when the POST reads it once.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { onEventCommitted } from '../../src/events/outbox.ts';
import { Signals } from '../../src/jobs/signals.ts';
import { Worker } from '../../src/jobs/worker.ts';
import { SubmissionsRepo, settledRecord } from '../../src/submissions/repo.ts';
import { SubmissionPreparation } from '../../src/submissions/worker/preparation.ts';
import { submissionJobHandler } from '../../src/submissions/worker/processor.ts';
import { SETTLED_DETAIL_MAX_BYTES } from '../../src/submissions/worker/completion-repo.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
let postgres: string | null;
let reads: string[] = [];
const find = SubmissionsRepo.prototype.find;

before(async () => {
  ctx = await createTestContext();
  world = await orderWorld(ctx);
  postgres = ctx.platform.database.kind === 'postgres' ? ctx.databaseUrl : null;
  // Counts the submission reads by id (what a waiting POST does when no record came with its signal).
  SubmissionsRepo.prototype.find = function (this: SubmissionsRepo, ...args: Parameters<typeof find>) {
    reads.push(args[0]);
    return find.apply(this, args);
  };
});
after(async () => {
  SubmissionsRepo.prototype.find = find;
  await ctx.close();
});
afterEach(() => {
  reads = [];
});

/** A worker with Signals of its own: on PostgreSQL it hears and is heard only through LISTEN/NOTIFY, as another process. */
async function workerElsewhere(): Promise<{ stop(): Promise<void> }> {
  // The POST's own process listening before it waits, as a running API process is.
  await ctx.platform.submissions.signals.ready();
  const signals = new Signals(postgres);
  await signals.ready();
  const { db } = ctx.platform;
  const handler = submissionJobHandler(db, signals, new SubmissionPreparation(db, ctx.platform.catalog.templates), ctx.platform.clock);
  const worker = new Worker(db, signals, [handler], { concurrency: 1, leaseMs: 30_000, idlePollMs: 50 });
  worker.start();
  return {
    async stop() {
      await worker.stop();
      await signals.close();
    },
  };
}

/** The embedded engine runs in one process only: no other process's signal can carry anything there. */
function embeddedOnly(): boolean {
  if (postgres) return false;
  assert.equal(ctx.platform.submissions.signals.crossProcess, false);
  return true;
}

test('a worker of this process hands the waiting POST its record: answered completed, the submission not read again', async () => {
  // Listening, as a running API process is.
  await ctx.platform.submissions.signals.ready();
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 50 });
  worker.start();
  reads = [];
  try {
    const res = await postOrder(ctx, world.partner.token, orderBody(world));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().status, 'completed');
    assert.deepEqual(reads, []);
  } finally {
    await worker.stop();
  }
});

test("the waiting POST is woken before the order's event wakes the dispatcher: the answer a client waits for goes first", async () => {
  await ctx.platform.submissions.signals.ready();
  const order: string[] = [];
  const offBell = onEventCommitted(ctx.platform.db, () => order.push('dispatcher woken'));
  const offDone = ctx.platform.submissions.signals.subscribe('submission_done', (_payload, detail) => {
    if (detail !== undefined && typeof detail !== 'string') order.push('POST woken');
  });
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 50 });
  worker.start();
  try {
    const res = await postOrder(ctx, world.partner.token, orderBody(world));
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(order, ['POST woken', 'dispatcher woken']);
  } finally {
    offBell();
    offDone();
    await worker.stop();
  }
});

test('on PostgreSQL a worker in another process sends the completed row with its signal: the POST answers from it, as a poll would', async () => {
  if (embeddedOnly()) return;
  const worker = await workerElsewhere();
  try {
    reads = [];
    const res = await postOrder(ctx, world.partner.token, orderBody(world));
    assert.equal(res.statusCode, 201, res.body);
    const answered = res.json();
    assert.equal(answered.status, 'completed');
    assert.deepEqual(reads, [], 'answered from the signal, not by reading the submission');
    const polled = await ctx.call(world.partner.token, { method: 'GET', url: `/v1/orders/submissions/${answered.submissionId}` });
    assert.deepEqual(answered, polled.json());
  } finally {
    await worker.stop();
  }
});

test('on PostgreSQL a row too large for a NOTIFY payload is signalled by its id: the POST reads it once, and the completion commits', async () => {
  if (embeddedOnly()) return;
  // 100 lines with long partnerLineIds: the completed row's outcome alone passes the bound.
  const lines = Array.from({ length: 100 }, (_, i) => ({
    productId: world.pod.productId,
    partnerLineId: `${String(i).padStart(3, '0')}-${'x'.repeat(90)}`,
    quantity: 1,
  }));
  const worker = await workerElsewhere();
  try {
    reads = [];
    const res = await postOrder(ctx, world.partner.token, orderBody(world, { lines }));
    assert.equal(res.statusCode, 201, res.body);
    const answered = res.json();
    assert.equal(answered.status, 'completed');
    assert.equal(answered.order.lines.length, 100);
    assert.ok(JSON.stringify(answered).length > SETTLED_DETAIL_MAX_BYTES);
    assert.deepEqual(reads, [answered.submissionId]);
  } finally {
    await worker.stop();
  }
});

test('what a signal carries is used only when it is the held submission, terminal, and JSON', async () => {
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 50 });
  worker.start();
  try {
    const res = await postOrder(ctx, world.partner.token, orderBody(world));
    const id = res.json().submissionId as string;
    const held = (await find.call(new SubmissionsRepo(ctx.platform.db), id))!;
    const row = await ctx.platform.db.selectFrom('order_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const json = (overrides: Record<string, unknown>) =>
      JSON.stringify({ ...row, request: undefined, request_digest: undefined, seq: Number(row.seq), ...overrides });
    const completed = settledRecord(json({ status: 'completed' }), held);
    assert.equal(completed?.status, 'completed');
    assert.deepEqual(completed?.request, held.request);
    assert.equal(completed?.requestDigest, held.requestDigest);
    assert.equal(settledRecord(json({ status: 'processing' }), held), null);
    assert.equal(settledRecord(json({ status: 'completed', id: '00000000-0000-4000-8000-000000000000' }), held), null);
    assert.equal(settledRecord('{"id":', held), null);
    assert.equal(settledRecord('null', held), null);
  } finally {
    await worker.stop();
  }
});
