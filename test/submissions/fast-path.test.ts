import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
before(async () => {
  ctx = await createTestContext();
  world = await orderWorld(ctx);
  ctx.platform.submissions.createWorker({ idlePollMs: 50 }).start();
});
after(() => ctx.close());

test('POST /v1/orders completes inside the call with priced lines (201), the identical body answers 200 with the same submission', async () => {
  const body = orderBody(world);
  const res = await postOrder(ctx, world.partner.token, body);
  assert.equal(res.statusCode, 201, res.body);
  const submission = res.json();
  assert.equal(submission.status, 'completed');
  assert.equal(res.headers['retry-after'], undefined);
  assert.match(submission.submissionId, /^[0-9a-f-]{36}$/);
  assert.deepEqual(Object.keys(submission).sort(), ['order', 'status', 'submissionId']);
  const order = submission.order;
  assert.equal(typeof order.orderNumber, 'number');
  assert.equal(typeof order.projectId, 'number');
  assert.equal(order.status, 'RECEIVED');
  assert.equal(order.totalPrice, 8.5); // 3 × 2.50 + 10 × 0.10
  assert.deepEqual(order.lines, [
    { partnerLineId: 'L1', quantity: 3, lineListTotal: 7.5, lineTotalBeforeAdjustments: 7.5 },
    { partnerLineId: 'L2', quantity: 10, lineListTotal: 1, lineTotalBeforeAdjustments: 1 },
  ]);

  // Key order and whitespace do not matter.
  const reversed = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(reversed)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .reverse()
              .map(([k, x]) => [k, reversed(x)]),
          )
        : v;
  const reordered = reversed(body);
  const again = await ctx.call(world.partner.token, {
    method: 'POST',
    url: '/v1/orders',
    headers: { 'content-type': 'application/json' },
    payload: `  ${JSON.stringify(reordered, null, 2)} `,
  });
  assert.equal(again.statusCode, 200, again.body);
  assert.deepEqual(again.json(), submission);

  const polled = await ctx.call(world.partner.token, { method: 'GET', url: `/v1/orders/submissions/${submission.submissionId}` });
  assert.equal(polled.statusCode, 200);
  assert.deepEqual(polled.json(), submission);
  assert.equal(polled.headers['retry-after'], undefined);

  const orders = await ctx.platform.db
    .selectFrom('orders')
    .selectAll()
    .where('partner_order_id', '=', body.partnerOrderId as string)
    .execute();
  assert.equal(orders.length, 1);
  assert.equal(orders[0]!.order_number, order.orderNumber);
  const events = await ctx.platform.db.selectFrom('outbox_events').selectAll().where('order_number', '=', order.orderNumber).execute();
  assert.deepEqual(
    events.map((e) => [e.type, e.source_partner_id, e.partner_order_id]),
    [['order.status_changed', world.partner.partnerId, body.partnerOrderId]],
  );
});
