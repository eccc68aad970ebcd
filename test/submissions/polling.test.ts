// The wait window, polling to completion, the submissions list and tenancy.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';
import { Worker } from '../../src/jobs/worker.ts';
import type { OrderIntake } from '../../src/orders/placement/intake.ts';
import { SubmissionPreparation } from '../../src/submissions/worker/preparation.ts';
import { submissionJobHandler } from '../../src/submissions/worker/processor.ts';
import { SubmissionsRepo } from '../../src/submissions/repo.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from './fixtures.ts';

const submissionRecord = async (id: string) => (await new SubmissionsRepo(ctx.platform.db).find(id))!;

let ctx: TestContext;
let world: OrderWorld;
before(async () => {
  // Workers are started by the tests that want them; the window is short.
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '300' });
  world = await orderWorld(ctx);
});
after(() => ctx.close());

const get = (token: string, url: string) => ctx.call(token, { method: 'GET', url });

test('with no worker the window elapses: 201 queued with Retry-After: 2 and Location; polling shows the same shape until a worker completes it', async () => {
  const started = Date.now();
  const res = await postOrder(ctx, world.partner.token, orderBody(world));
  const waited = Date.now() - started;
  assert.ok(waited >= 250 && waited < 15_000, `waited ${waited} ms`);
  assert.equal(res.statusCode, 201);
  const submission = res.json();
  assert.deepEqual(submission, { submissionId: submission.submissionId, status: 'queued' });
  assert.equal(res.headers['retry-after'], '2');
  assert.equal(res.headers.location, `/v1/orders/submissions/${submission.submissionId}`);

  const polled = await get(world.partner.token, res.headers.location as string);
  assert.equal(polled.statusCode, 200);
  assert.deepEqual(polled.json(), submission);
  assert.equal(polled.headers['retry-after'], '2');
  assert.equal(polled.headers.location, undefined);

  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
  let final = polled.json();
  for (let i = 0; i < 100 && (final.status === 'queued' || final.status === 'processing'); i++) {
    await new Promise((r) => setTimeout(r, 20));
    final = (await get(world.partner.token, res.headers.location as string)).json();
  }
  await worker.stop();
  assert.equal(final.status, 'completed');
  assert.equal(final.order.lines.length, 2);
  const done = await get(world.partner.token, res.headers.location as string);
  assert.equal(done.headers['retry-after'], undefined);
  assert.equal(done.headers.location, undefined);
});

test('a slow worker: the POST answers at the window with the submission processing, which completes later', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const { db, submissions } = { db: ctx.platform.db, submissions: ctx.platform.submissions };
  const real = new SubmissionPreparation(db, ctx.platform.catalog.templates);
  const slow = { prepare: async (intake: OrderIntake) => (await gate, real.prepare(intake)) } as SubmissionPreparation;
  const worker = new Worker(db, submissions.signals, [submissionJobHandler(db, submissions.signals, slow, ctx.clock)], {
    concurrency: 1,
    leaseMs: 30_000,
    idlePollMs: 20,
  });
  worker.start();
  const res = await postOrder(ctx, world.partner.token, orderBody(world));
  assert.equal(res.statusCode, 201);
  assert.equal(res.json().status, 'processing');
  assert.equal(res.headers['retry-after'], '2');
  release();
  const done = await ctx.platform.submissions.service.awaitOutcome(await submissionRecord(res.json().submissionId));
  await worker.stop();
  assert.equal(done.status, 'completed');
  const polled = await get(world.partner.token, `/v1/orders/submissions/${done.id}`);
  assert.equal(polled.json().status, 'completed');
});

test('a stalled worker whose lease lapsed writes nothing: another worker places the order, the stalled one finds its lease lost, one order in the end', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  let entered: () => void = () => {};
  const stalledInPreparation = new Promise<void>((r) => (entered = r));
  const { db, submissions } = { db: ctx.platform.db, submissions: ctx.platform.submissions };
  const real = new SubmissionPreparation(db, ctx.platform.catalog.templates);
  const stalled = {
    prepare: async (intake: OrderIntake) => {
      entered();
      await gate;
      return real.prepare(intake);
    },
  } as SubmissionPreparation;
  const lost: unknown[] = [];
  const slowWorker = new Worker(db, submissions.signals, [submissionJobHandler(db, submissions.signals, stalled, ctx.clock)], {
    concurrency: 1,
    leaseMs: 200,
    idlePollMs: 20,
    onError: (error) => lost.push(error),
  });
  slowWorker.start();
  const body = orderBody(world);
  const res = await postOrder(ctx, world.partner.token, body);
  assert.equal(res.statusCode, 201);
  await stalledInPreparation;
  // The stalled worker's lease (200 ms) lapses; a healthy worker takes the job up and completes it.
  const healthy = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  healthy.start();
  let done = await submissionRecord(res.json().submissionId);
  for (let i = 0; i < 1_000 && done.status !== 'completed'; i++) {
    await new Promise((r) => setTimeout(r, 20));
    done = await submissionRecord(done.id);
  }
  await healthy.stop();
  assert.equal(done.status, 'completed');
  // The stalled worker resumes: its completion statement finds the lease gone and writes nothing.
  release();
  for (let i = 0; i < 500 && lost.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  await slowWorker.stop();
  assert.match(String(lost[0]), /lost its lease/);
  const orders = await db
    .selectFrom('orders')
    .select('order_number')
    .where('partner_order_id', '=', body.partnerOrderId as string)
    .execute();
  assert.deepEqual(
    orders.map((o) => o.order_number),
    [done.orderNumber],
  );
  const polled = (await get(world.partner.token, `/v1/orders/submissions/${done.id}`)).json();
  assert.equal(polled.status, 'completed');
  assert.equal(polled.order.orderNumber, done.orderNumber);
});

test("the window is also the resubmission's: an identical POST of a finished submission answers 200 at once", async () => {
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
  const body = orderBody(world);
  const first = await postOrder(ctx, world.partner.token, body);
  await worker.stop();
  assert.equal(first.statusCode, 201);
  assert.equal(first.json().status, 'completed');
  const again = await postOrder(ctx, world.partner.token, body);
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.json(), first.json());
});

test("GET /v1/orders/submissions/{id}: invalid_submission_id, and another partner's id answers exactly like a random one", async () => {
  const mine = (await postOrder(ctx, world.partner.token, orderBody(world))).json().submissionId as string;
  assertProblem(await get(world.partner.token, '/v1/orders/submissions/not-a-uuid'), 400, 'invalid_submission_id');
  assertProblem(await get(world.partner.token, '/v1/orders/submissions/12345'), 400, 'invalid_submission_id');
  assertProblem(await get(world.partner.token, `/v1/orders/submissions/${mine}?x=1`), 400, 'unknown_query_parameter');
  const stranger = await ctx.partner({ siteIds: [world.siteId] });
  const foreign = await get(stranger.token, `/v1/orders/submissions/${mine}`);
  const random = await get(stranger.token, `/v1/orders/submissions/${randomUUID()}`);
  assertProblem(foreign, 404, 'submission_not_found');
  assertProblem(random, 404, 'submission_not_found');
  assert.equal(withoutRequestId(foreign), withoutRequestId(random));
  // Upper-case hex names the same submission.
  assert.equal((await get(world.partner.token, `/v1/orders/submissions/${mine.toUpperCase()}`)).json().submissionId, mine);
});

test("GET /v1/orders/submissions: newest first, status filter, keyset pages, limit rules, only the caller's", async () => {
  const w = await orderWorld(ctx);
  const ids: string[] = [];
  // The first completes (a worker runs), the other four stay queued.
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
  ids.push((await postOrder(ctx, w.partner.token, orderBody(w))).json().submissionId);
  await worker.stop();
  for (let i = 0; i < 4; i++) ids.push((await postOrder(ctx, w.partner.token, orderBody(w))).json().submissionId);
  const list = async (query: string) => get(w.partner.token, `/v1/orders/submissions${query}`);

  const all = (await list('')).json();
  assert.deepEqual(
    all.submissions.map((s: { submissionId: string }) => s.submissionId),
    [...ids].reverse(),
  );
  assert.equal(all.nextCursor, null);
  assert.equal(all.submissions.at(-1).status, 'completed');

  const completed = (await list('?status=completed')).json();
  assert.deepEqual(
    completed.submissions.map((s: { submissionId: string }) => s.submissionId),
    [ids[0]],
  );
  const queued = (await list('?status=queued')).json();
  assert.equal(queued.submissions.length, 4);

  const page1 = (await list('?limit=2')).json();
  assert.deepEqual(
    page1.submissions.map((s: { submissionId: string }) => s.submissionId),
    [ids[4], ids[3]],
  );
  const page2 = (await list(`?limit=2&cursor=${page1.nextCursor}`)).json();
  assert.deepEqual(
    page2.submissions.map((s: { submissionId: string }) => s.submissionId),
    [ids[2], ids[1]],
  );
  const page3 = (await list(`?limit=2&cursor=${page2.nextCursor}`)).json();
  assert.deepEqual(
    page3.submissions.map((s: { submissionId: string }) => s.submissionId),
    [ids[0]],
  );
  assert.equal(page3.nextCursor, null);

  assert.equal((await list('?limit=100')).statusCode, 200);
  assertProblem(await list('?limit=101'), 400, 'invalid_request');
  assertProblem(await list('?limit=0'), 400, 'invalid_request');
  assertProblem(await list('?limit=abc'), 400, 'invalid_request');
  assertProblem(await list('?status=done'), 400, 'invalid_request');
  assertProblem(await list('?status=QUEUED'), 400, 'invalid_request');
  assertProblem(await list('?Status=queued'), 400, 'unknown_query_parameter');
  assertProblem(await list(`?status=queued&cursor=${page1.nextCursor}`), 400, 'invalid_cursor');
  assertProblem(await list('?cursor=garbage'), 400, 'invalid_cursor');

  // Another partner sees none of them.
  const stranger = await ctx.partner({ siteIds: [w.siteId] });
  assert.deepEqual((await get(stranger.token, '/v1/orders/submissions')).json(), { submissions: [], nextCursor: null });
});

test('tenancy: a submission on a site the partner no longer holds is not found', async () => {
  const w = await orderWorld(ctx);
  const id = (await postOrder(ctx, w.partner.token, orderBody(w))).json().submissionId as string;
  const extra = await ctx.site();
  await ctx.platform.admin.partners.grantSite(w.partner.partnerId, extra, 'test');
  await ctx.platform.admin.partners.revokeSite(w.partner.partnerId, w.siteId, 'test');
  const token = (
    await ctx.requestToken({ grant_type: 'client_credentials', client_id: w.partner.clientId, client_secret: w.partner.clientSecret })
  ).json().access_token;
  assertProblem(await get(token, `/v1/orders/submissions/${id}`), 404, 'submission_not_found');
  assert.deepEqual((await get(token, '/v1/orders/submissions')).json(), { submissions: [], nextCursor: null });
});

test('waiting POSTs hold no connection: with many waiting (the pool is 1 on PGlite, 4 on PostgreSQL), other calls still answer', async () => {
  // A window far longer than the test: the POSTs answer only when the service drains them (as at shutdown).
  const slow = await createTestContext({ SUBMISSION_WAIT_MS: '600000' });
  try {
    const w = await orderWorld(slow);
    let answered = 0;
    const waiting = Array.from({ length: 12 }, () => postOrder(slow, w.partner.token, orderBody(w)).finally(() => answered++));
    // Once every one is stored, each waits for its outcome (no worker runs).
    for (let stored = 0; stored < 12; ) {
      await new Promise((r) => setTimeout(r, 20));
      stored = (await slow.platform.db.selectFrom('order_submissions').select('id').execute()).length;
    }
    // Bounded: a POST holding the connection would hold the read for the whole window.
    let bound: NodeJS.Timeout | undefined;
    const read = await Promise.race([
      slow.call(w.partner.token, { method: 'GET', url: '/v1/orders/submissions?limit=1' }),
      new Promise<never>((_, reject) => (bound = setTimeout(() => reject(new Error('the read did not answer in 30 s')), 30_000))),
    ]).finally(() => clearTimeout(bound));
    assert.equal(read.statusCode, 200);
    assert.equal(answered, 0, 'the read answered while every POST was still waiting');
    slow.platform.submissions.service.drain();
    const answers = await Promise.all(waiting);
    for (const res of answers) assert.equal(res.headers['retry-after'], '2');
  } finally {
    await slow.close();
  }
});
