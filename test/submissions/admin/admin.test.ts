// The submissions back office through the admin API: list a partner's, read
// one with its request and job, requeue a stuck one, end one as failed;
// every write audited.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from '../fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '50' });
  world = await orderWorld(ctx);
});
after(() => ctx.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.adminCall({ method, url, ...(payload ? { payload } : {}) });

test("list and read a partner's submissions with their request and job", async () => {
  const body = orderBody(world);
  const id = (await postOrder(ctx, world.partner.token, body)).json().submissionId as string;
  const list = await admin('GET', `/admin/partners/${world.partner.partnerId}/submissions?status=queued`);
  assert.equal(list.statusCode, 200);
  const [row] = list.json().submissions;
  assert.equal(row.submissionId, id);
  assert.equal(row.partnerOrderId, body.partnerOrderId);
  assert.equal(row.status, 'queued');
  assert.equal((await admin('GET', `/admin/partners/${world.partner.partnerId}/submissions?status=failed`)).json().submissions.length, 0);
  assertProblem(await admin('GET', `/admin/partners/${world.partner.partnerId}/submissions?limit=201`), 400, 'invalid_request');

  const detail = (await admin('GET', `/admin/submissions/${id}`)).json();
  assert.deepEqual(detail.request, body);
  assert.equal(detail.job.state, 'ready');
  assert.equal(detail.job.attempts, 0);
  assertProblem(await admin('GET', `/admin/submissions/${randomUUID()}`), 404, 'not_found');
  assertProblem(await admin('GET', '/admin/submissions/nope'), 400, 'invalid_submission_id');
});

test('requeue: a dead job runs again with fresh attempts, and the submission completes; terminal ones are refused', async () => {
  const id = (await postOrder(ctx, world.partner.token, orderBody(world))).json().submissionId as string;
  // A job that used up its attempts while the submission was processing.
  await ctx.platform.db
    .updateTable('jobs')
    .set({ state: 'dead', attempts: 5, last_error: 'boom' })
    .where('payload', '@>', JSON.stringify({ submissionId: id }) as never)
    .execute();
  await ctx.platform.db.updateTable('order_submissions').set({ status: 'processing' }).where('id', '=', id).execute();

  const requeued = await admin('POST', `/admin/submissions/${id}/requeue`);
  assert.equal(requeued.statusCode, 200, requeued.body);
  assert.equal(requeued.json().status, 'queued');
  assert.equal(requeued.json().job.state, 'ready');
  assert.equal(requeued.json().job.attempts, 0);

  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  while (await worker.runOnce());
  const done = (await admin('GET', `/admin/submissions/${id}`)).json();
  assert.equal(done.status, 'completed');
  assert.equal(done.job.state, 'done');
  assertProblem(await admin('POST', `/admin/submissions/${id}/requeue`), 409, 'conflict');

  const audit = await ctx.platform.db.selectFrom('audit_log').selectAll().where('action', '=', 'submission.requeue').execute();
  assert.deepEqual(
    audit.map((a) => [a.actor, a.target_id]),
    [['bootstrap', id]],
  );
});

test('fail: staff end a stuck submission as failed; the job never places it; the partner reads the detail', async () => {
  const id = (await postOrder(ctx, world.partner.token, orderBody(world))).json().submissionId as string;
  assertProblem(await admin('POST', `/admin/submissions/${id}/fail`, {}), 400, 'invalid_request');
  const failed = await admin('POST', `/admin/submissions/${id}/fail`, { detail: "Cancelled at the partner's request." });
  assert.equal(failed.statusCode, 200, failed.body);
  assert.equal(failed.json().status, 'failed');
  assert.equal(failed.json().job.state, 'done');
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  while (await worker.runOnce());
  const polled = await ctx.call(world.partner.token, { method: 'GET', url: `/v1/orders/submissions/${id}` });
  assert.deepEqual(polled.json(), {
    submissionId: id,
    status: 'failed',
    errors: [{ code: 'order_rejected', detail: "Cancelled at the partner's request." }],
  });
  assertProblem(await admin('POST', `/admin/submissions/${id}/fail`, { detail: 'again' }), 409, 'conflict');
  const orders = await ctx.platform.db.selectFrom('orders').select('order_number').where('partner_order_id', 'is not', null).execute();
  const completed = await ctx.platform.db.selectFrom('order_submissions').select('id').where('status', '=', 'completed').execute();
  assert.equal(orders.length, completed.length);
  assert.equal((await ctx.platform.db.selectFrom('audit_log').select('id').where('action', '=', 'submission.fail').execute()).length, 1);
});
