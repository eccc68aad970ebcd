// GET /admin/orders/{n}/timeline (everything that happened to an order, from
// the tables that record it) and GET /admin/orders's search (filters, keyset
// cursor bound to them), on the demo world.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { seedDemo } from '../../../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../../../src/app/demo/world.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { assertProblem } from '../../../helpers/problems.ts';

let ctx: TestContext;
let world: DemoWorld;
before(async () => {
  ctx = await createTestContext();
  world = await seedDemo(ctx.platform);
});
after(() => ctx.close());

const get = (url: string) => ctx.adminCall({ method: 'GET', url });

test("an order's timeline holds its placement, staff actions, proof log, events and each webhook delivery, oldest first", async () => {
  const endpoint = await ctx.adminCall({
    method: 'POST',
    url: `/admin/partners/${world.partnerId}/webhook-endpoints`,
    payload: { url: 'https://hooks.example.com/in', signed: false },
  });
  assert.equal(endpoint.statusCode, 201, endpoint.body);
  const approve = await ctx.adminCall({ method: 'PUT', url: '/admin/orders/100001/status', payload: { status: 'ON_HOLD' } });
  assert.equal(approve.statusCode, 200, approve.body);
  // Fan the event out to the endpoint (the dispatcher's first half); the delivery stays pending.
  const dispatcher = ctx.platform.webhooks.dispatcher();
  await dispatcher.tick();
  await dispatcher.stop();

  const res = await get('/admin/orders/100001/timeline');
  assert.equal(res.statusCode, 200, res.body);
  const { orderNumber, status, entries } = res.json() as { orderNumber: number; status: string; entries: Array<Record<string, any>> };
  assert.equal(orderNumber, 100001);
  assert.equal(status, 'ON_HOLD');
  assert.equal(entries[0]!.kind, 'placed');
  assert.match(entries[0]!.summary, /PO-DEMO-1001/);
  const kinds = new Set(entries.map((e) => e.kind));
  for (const kind of ['placed', 'staff', 'proof', 'event', 'delivery']) assert.ok(kinds.has(kind), `no ${kind} entry`);
  assert.ok(entries.some((e) => e.kind === 'staff' && e.summary === 'order.set_status' && e.actor === 'bootstrap'));
  assert.ok(entries.some((e) => e.kind === 'proof' && /Proof revision published/.test(e.summary) && e.ref === 'item 500001'));
  const delivery = entries.find((e) => e.kind === 'delivery')!;
  assert.equal(delivery.details.endpointId, endpoint.json().endpointId);
  assert.match(delivery.summary, /order\.status_changed to endpoint/);
  const times = entries.map((e) => Date.parse(e.at));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => a - b),
  );

  assertProblem(await get('/admin/orders/999999/timeline'), 404, 'not_found');
  assertProblem(await get('/admin/orders/abc/timeline'), 400, 'invalid_request');
});

test("the timeline holds the staff actions on the order's shipments, and no other order's", async () => {
  const shipments = await ctx.platform.db.selectFrom('shipments').select(['shipment_number', 'order_number']).execute();
  const mine = shipments.find((s) => s.order_number === 100003)!;
  const other = shipments.find((s) => s.order_number !== 100003);
  assert.ok(mine, 'the demo world ships part of order 100003');
  const entry = (targetId: number, action: string) => ({
    actor: 'tester',
    action,
    target_type: 'shipment',
    target_id: String(targetId),
    details: '{}',
  });
  await ctx.platform.db.insertInto('audit_log').values(entry(mine.shipment_number, 'shipment.mine')).execute();
  if (other) await ctx.platform.db.insertInto('audit_log').values(entry(other.shipment_number, 'shipment.other')).execute();
  const { entries } = (await get('/admin/orders/100003/timeline')).json() as { entries: Array<Record<string, any>> };
  const staff = entries.filter((e) => e.kind === 'staff');
  assert.ok(staff.some((e) => e.summary === 'shipment.mine' && e.ref === `shipment ${mine.shipment_number}`));
  assert.ok(!staff.some((e) => e.summary === 'shipment.other'));
});

test('the order search filters by partner, partnerOrderId, status and placement day, and pages with a cursor bound to its filters', async () => {
  const byPartner = (await get(`/admin/orders?partnerId=${world.partnerId}`)).json();
  assert.deepEqual(
    byPartner.orders.map((o: { orderNumber: number }) => o.orderNumber),
    [100001],
  );
  const byPo = (await get('/admin/orders?partnerOrderId=PO-DEMO-1001')).json();
  assert.equal(byPo.orders[0].orderNumber, 100001);
  const partly = (await get('/admin/orders?status=PARTIALLY_SHIPPED')).json();
  assert.deepEqual(
    partly.orders.map((o: { orderNumber: number }) => o.orderNumber),
    [100003],
  );
  const today = ctx.clock.now().toISOString().slice(0, 10);
  assert.equal((await get(`/admin/orders?to=${today}`)).json().orders.length, 0);
  assert.ok((await get(`/admin/orders?from=${today}`)).json().orders.length >= 5);

  const seen: number[] = [];
  let url = '/admin/orders?limit=2';
  for (;;) {
    const page = (await get(url)).json();
    seen.push(...page.orders.map((o: { orderNumber: number }) => o.orderNumber));
    if (!page.nextCursor) break;
    url = `/admin/orders?limit=2&cursor=${encodeURIComponent(page.nextCursor)}`;
  }
  assert.deepEqual(
    seen,
    [...seen].sort((a, b) => b - a),
  );
  assert.equal(new Set(seen).size, seen.length);
  assert.ok(seen.length >= 5);

  const first = (await get('/admin/orders?limit=1')).json();
  assertProblem(await get(`/admin/orders?limit=1&status=RECEIVED&cursor=${encodeURIComponent(first.nextCursor)}`), 400, 'invalid_cursor');
  assertProblem(await get('/admin/orders?status=LOST'), 400, 'invalid_request');
  assertProblem(await get('/admin/orders?from=yesterday'), 400, 'invalid_request');
});
