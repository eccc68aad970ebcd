// orders.submit through real HTTP: the service's wait window (300 ms here, the
// spec's 20 s by default: SUBMISSION_WAIT_MS) outlasted by a submission held
// by paused workers, then Location polling to the completed order; safe to
// call again after the connection dropped with the order already stored;
// typed failures for a rejected order and a reused partnerOrderId; a
// deadline that hands back the submission to resume.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { OrderSubmission } from '../../sdk/src/index.ts';
import { ConflictError, SubmissionFailedError, SubmissionPendingError } from '../../sdk/src/index.ts';
import type { Worker } from '../../src/jobs/worker.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { orderBody, orderWorld, type OrderWorld } from '../submissions/fixtures.ts';
import { listen, sdkClient, startStub } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
let baseUrl: string;
let worker: Worker;
before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '300' });
  world = await orderWorld(ctx);
  baseUrl = await listen(ctx);
  worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
});
after(async () => {
  await worker.stop();
  await ctx.close();
});

const admin = (url: string, payload?: Record<string, unknown>) => ctx.adminCall({ method: 'POST', url, ...(payload && { payload }) });
const body = (overrides: Record<string, unknown> = {}) => orderBody(world, overrides) as OrderSubmission;
/** Polls are waited for a little in real time, so the worker gets to run. */
const realSleep = async (ms: number) => {
  ctx.clock.advance(ms);
  await new Promise((r) => setTimeout(r, Math.min(ms, 20)));
};

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(check(), `waited for ${what}`);
}

test('a submission held past the wait window: the client follows Location until the order is created', async () => {
  assert.equal((await admin('/admin/workers/pause', { hold: 'queued', reason: 'sdk test' })).statusCode, 200);
  const { client, sent } = sdkClient(ctx, baseUrl, world.partner, { sleep: realSleep });
  const submitted = body();
  const pending = client.orders.submit(submitted);
  try {
    // The POST answered at the end of its window, queued; the client now polls the Location.
    await until(() => sent.filter((s) => s.startsWith('GET /v1/orders/submissions/')).length >= 3, 'three polls');
  } finally {
    assert.equal((await admin('/admin/workers/resume')).statusCode, 200);
  }
  const done = await pending;
  assert.equal(done.status, 'completed');
  assert.equal(done.order.lines.length, 2);
  assert.deepEqual(
    done.order.lines.map((l) => l.partnerLineId),
    ['L1', 'L2'],
  );
  assert.equal(sent.filter((s) => s === 'POST /v1/orders').length, 1);
  const order = await client.orders.get(done.order.orderNumber);
  assert.equal(order.partnerOrderId, submitted.partnerOrderId);

  // Again with the same body: the original submission, not a second order.
  const again = await client.orders.submit(submitted);
  assert.equal(again.submissionId, done.submissionId);
  assert.equal(again.order.orderNumber, done.order.orderNumber);
});

test('the connection drops after the service stored the order: submit repeats the POST and gets the original, one order', async () => {
  let dropped = 0;
  const stub = await startStub(baseUrl, (req) => {
    if (req.method === 'POST' && req.url === '/v1/orders' && dropped === 0) {
      dropped += 1;
      return 'reset-after-forward';
    }
    return 'forward';
  });
  try {
    const { client, retries } = sdkClient(ctx, stub.url, world.partner);
    const submitted = body();
    const done = await client.orders.submit(submitted);
    assert.equal(done.status, 'completed');
    assert.equal(retries.length, 1);
    assert.equal(retries[0]!.status, undefined, 'a connection error, no status');
    assert.equal(stub.seen.filter((s) => s === 'POST /v1/orders').length, 2);
    const mine = (await client.orders.list({ siteId: world.siteId }).toArray()).filter(
      (o) => o.partnerOrderId === submitted.partnerOrderId,
    );
    assert.deepEqual(
      mine.map((o) => o.orderNumber),
      [done.order.orderNumber],
    );
  } finally {
    await stub.close();
  }
});

test('a rejected order is a SubmissionFailedError with the submission errors; a reused partnerOrderId a ConflictError', async () => {
  const { client } = sdkClient(ctx, baseUrl, world.partner);
  const rejected = body({
    lines: [{ productId: world.pod.productId, partnerLineId: 'untemplated', quantity: 1, templateVariables: { headline: 'x' } }],
  });
  const failure = await client.orders.submit(rejected).catch((e: unknown) => e);
  assert.ok(failure instanceof SubmissionFailedError, String(failure));
  assert.match(failure.submissionId, /^[0-9a-f-]{36}$/);
  assert.equal(failure.errors.length, 1);
  assert.equal(failure.errors[0]!.code, 'order_rejected');
  assert.equal(failure.errors[0]!.partnerLineId, 'untemplated');
  assert.match(failure.errors[0]!.field ?? '', /templateVariables\.headline/);

  const reused = await client.orders.submit({ ...rejected, shippingNotes: 'different' }).catch((e: unknown) => e);
  assert.ok(reused instanceof ConflictError);
  assert.equal(reused.code, 'partner_order_id_reused');
  assert.equal(reused.status, 409);
});

test('past its own deadline submit hands back the submission (SubmissionPendingError); waitForSubmission resumes it', async () => {
  assert.equal((await admin('/admin/workers/pause', { hold: 'processing' })).statusCode, 200);
  const { client, sent } = sdkClient(ctx, baseUrl, world.partner, { sleep: realSleep });
  let pendingId = '';
  try {
    // The deadline counts from the call's start: the POST's own wait (300 ms here) outlasts 50 ms, so no poll follows it.
    const pending = await client.orders.submit(body(), { deadlineMs: 50 }).catch((e: unknown) => e);
    assert.ok(pending instanceof SubmissionPendingError, String(pending));
    assert.deepEqual(
      sent.filter((line) => line.includes('/v1/orders')),
      ['POST /v1/orders'],
    );
    assert.ok(['queued', 'processing'].includes(pending.status));
    pendingId = pending.submissionId;
    assert.ok(['queued', 'processing'].includes((await client.orders.submission(pendingId)).status));
  } finally {
    assert.equal((await admin('/admin/workers/resume')).statusCode, 200);
  }
  const done = await client.orders.waitForSubmission(pendingId);
  assert.equal(done.status, 'completed');
  const listed = await client.orders.submissions({ status: 'completed', limit: 1 }).toArray();
  assert.ok(listed.some((s) => s.submissionId === pendingId));
});
