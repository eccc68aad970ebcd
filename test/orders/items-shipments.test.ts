import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { itemsUrl, order, podProduct } from './fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let site: number;

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
  site = partner.siteIds[0]!;
});
after(() => ctx.close());

const get = (url: string) => ctx.call(partner.token, { method: 'GET', url });
const admin = () => ctx.platform.orders.admin;

test('items: every field of the line, with the extras; amounts are exact decimal strings', async () => {
  const placed = await order(ctx, site, { lines: 1, extra: { note: 'Rush please', templateVariables: { name: 'Ann' } } });
  const res = await get(itemsUrl(placed.orderNumber));
  assert.equal(res.statusCode, 200);
  const { items, nextCursor } = res.json();
  assert.equal(nextCursor, null);
  assert.equal(items.length, 1);
  const item = items[0];
  assert.equal(item.itemNumber, placed.lines[0]!.itemNumber);
  assert.equal(item.orderNumber, placed.orderNumber);
  assert.equal(item.siteId, site);
  assert.match(item.productId, /^SLO_\d+$/);
  assert.equal(item.jobName, 'Job 1');
  assert.equal(item.externalId, 'L1');
  assert.equal(item.quantity, 10);
  assert.equal(item.lineListTotal, '10.00');
  assert.equal(item.lineTotal, '10.00');
  assert.equal(item.shipped, false);
  assert.equal(item.shippedOn, null);
  assert.equal(item.cancelled, false);
  assert.equal(item.turnaroundBusinessDays, 2);
  assert.ok(item.estimatedShipBy);
  assert.equal(item.productionStatus, null);
  assert.equal(item.proofStatus, 'NOT_CREATED');
  assert.equal(item.note, 'Rush please');
  assert.deepEqual(item.variantAttributes, []);
  assert.equal(item.productDiscount, null);
  assert.equal(item.userDiscount, null);
  assert.equal(item.handlingAmount, null);
  assert.equal(item.problem, false);
  assert.equal(item.reorder, false);
  assert.equal(item.backorderQuantity, null, 'null = not computed');
  assert.equal(item.shippable, true);
  assert.equal(item.digitalDelivery, false);

  await admin().lines.patch(
    placed.orderNumber,
    item.itemNumber,
    { backorderQuantity: 0, problem: true, reorder: true, shippable: false, digitalDelivery: true },
    'test',
  );
  const again = (await get(itemsUrl(placed.orderNumber))).json().items[0];
  assert.equal(again.backorderQuantity, 0, '0 is distinct from null');
  assert.equal(again.problem, true);
  assert.equal(again.reorder, true);
  assert.equal(again.shippable, false);
  assert.equal(again.digitalDelivery, true);
});

test('items omit hidden lines, internal production records and lines whose own site disagrees; empty items is legitimate', async () => {
  const placed = await order(ctx, site, { lines: 4 });
  const [a, b, c, d] = placed.lines.map((l) => l.itemNumber) as [number, number, number, number];
  const otherSite = await ctx.site();
  await admin().lines.patch(placed.orderNumber, b, { hidden: true }, 'test');
  await admin().lines.patch(placed.orderNumber, c, { siteId: otherSite }, 'test');
  const record = await admin().orders.addInternalRecord(placed.orderNumber, { kind: 'REWORK', quantity: 5 }, 'test');
  await admin().lines.cancel(placed.orderNumber, d, 'test');
  const items = (await get(itemsUrl(placed.orderNumber))).json().items;
  assert.deepEqual(
    items.map((i: { itemNumber: number }) => i.itemNumber),
    [a, d],
  );
  assert.equal(items[1].cancelled, true, 'cancelled lines stay listed');
  for (const hidden of [b, c, record.itemNumber]) {
    assertProblem(await get(`/v1/orders/${placed.orderNumber}/items/${hidden}/proof`), 404, 'order_item_not_found');
  }
  assert.equal((await get(`/v1/orders/${placed.orderNumber}`)).json().itemCount, 2);

  const allHidden = await order(ctx, site, { lines: 1 });
  await admin().lines.patch(allHidden.orderNumber, allHidden.lines[0]!.itemNumber, { hidden: true }, 'test');
  const empty = await get(itemsUrl(allHidden.orderNumber));
  assert.equal(empty.statusCode, 200);
  assert.deepEqual(empty.json(), { items: [], nextCursor: null });
});

test('items paginate by item number: default 50, capped at 200, cursor bound to the order', async () => {
  const productId = await podProduct(ctx, site);
  const big = await order(ctx, site, { lines: 205, productId });
  const first = (await get(itemsUrl(big.orderNumber))).json();
  assert.equal(first.items.length, 50);
  const capped = (await get(`${itemsUrl(big.orderNumber)}?limit=500`)).json();
  assert.equal(capped.items.length, 200);
  const rest = (await get(`${itemsUrl(big.orderNumber)}?limit=500&cursor=${encodeURIComponent(capped.nextCursor)}`)).json();
  assert.equal(rest.items.length, 5);
  assert.equal(rest.nextCursor, null);
  const numbers = [...capped.items, ...rest.items].map((i: { itemNumber: number }) => i.itemNumber);
  assert.deepEqual(
    numbers,
    [...numbers].sort((x, y) => x - y),
  );
  assert.equal(new Set(numbers).size, 205);
  const small = await order(ctx, site, { productId });
  assertProblem(await get(`${itemsUrl(small.orderNumber)}?cursor=${encodeURIComponent(first.nextCursor)}`), 400, 'invalid_cursor');
  assertProblem(await get(`${itemsUrl(small.orderNumber)}?limit=0`), 400, 'invalid_request');
  assertProblem(await get(`${itemsUrl(small.orderNumber)}?siteId=1`), 400, 'unknown_query_parameter');
});

test('shipments: carrier, tracking, shipped and cancelled ones with the visible lines they carry; limit default 25, capped at 50', async () => {
  const placed = await order(ctx, site, { lines: 3 });
  const [a, b, c] = placed.lines.map((l) => l.itemNumber) as [number, number, number];
  await admin().lines.patch(placed.orderNumber, c, { hidden: true }, 'test');
  const s1 = await admin().shipments.create(
    placed.orderNumber,
    {
      carrier: 'UPS',
      service: 'Ground',
      trackingNumber: '1Z1',
      trackingUrl: 'https://ups.example/1Z1',
      lines: [{ itemNumber: a }, { itemNumber: c }],
    },
    'test',
  );
  await admin().shipments.ship(s1.shipmentNumber, {}, 'test');
  const s2 = await admin().shipments.create(placed.orderNumber, { carrier: 'FedEx', lines: [{ itemNumber: b, quantity: 1 }] }, 'test');
  await admin().shipments.cancel(s2.shipmentNumber, 'test');
  const body = (await get(`/v1/orders/${placed.orderNumber}/shipments`)).json();
  assert.equal(body.nextCursor, null);
  assert.equal(body.shipments.length, 2);
  const [first, second] = body.shipments;
  assert.equal(first.shipmentNumber, s1.shipmentNumber);
  assert.equal(first.carrier, 'UPS');
  assert.equal(first.trackingNumber, '1Z1');
  assert.equal(first.shipped, true);
  assert.ok(first.shippedOn);
  assert.deepEqual(first.lines, [{ itemNumber: a, quantity: 10 }], 'a hidden line is not named');
  assert.equal(second.cancelled, true);
  assert.equal(second.shipped, false);
  const items = (await get(itemsUrl(placed.orderNumber))).json().items;
  assert.equal(items.find((i: { itemNumber: number }) => i.itemNumber === a).shipped, true);
  assert.equal(items.find((i: { itemNumber: number }) => i.itemNumber === b).shipped, false);
  assert.equal((await get(`/v1/orders/${placed.orderNumber}`)).json().status, 'PARTIALLY_SHIPPED');

  const unshipped = await order(ctx, site);
  const none = await get(`/v1/orders/${unshipped.orderNumber}/shipments`);
  assert.equal(none.statusCode, 200, 'an order with no shipment answers an empty page, not order_not_found');
  assert.deepEqual(none.json(), { shipments: [], nextCursor: null });

  const many = await order(ctx, site, { extra: { quantity: 55 } });
  for (let i = 0; i < 55; i++)
    await admin().shipments.create(many.orderNumber, { lines: [{ itemNumber: many.lines[0]!.itemNumber, quantity: 1 }] }, 'test');
  const page = (await get(`/v1/orders/${many.orderNumber}/shipments`)).json();
  assert.equal(page.shipments.length, 25);
  const capped = (await get(`/v1/orders/${many.orderNumber}/shipments?limit=100`)).json();
  assert.equal(capped.shipments.length, 50);
  const tail = (await get(`/v1/orders/${many.orderNumber}/shipments?limit=100&cursor=${encodeURIComponent(capped.nextCursor)}`)).json();
  assert.equal(tail.shipments.length, 5);
  assert.equal(tail.nextCursor, null);
  assertProblem(
    await get(`/v1/orders/${placed.orderNumber}/shipments?cursor=${encodeURIComponent(page.nextCursor)}`),
    400,
    'invalid_cursor',
  );
});
