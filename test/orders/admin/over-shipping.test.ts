// A line's quantities on shipments that are not cancelled never add up to
// more than the line's quantity: refused with 409
// `order_item_quantity_exceeded` through the admin API and the CLI, both on
// ShipmentsAdminService. Racing shipments: test/db/admin-racing-orders.test.ts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { podProduct, SHIP_TO } from '../fixtures.ts';

let ctx: TestContext;
let site: number;
let productId: string;
before(async () => {
  ctx = await createTestContext();
  site = await ctx.site();
  productId = await podProduct(ctx, site);
});
after(() => ctx.close());

const adm = (method: string, url: string, payload?: unknown) =>
  ctx.adminCall({ method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }) });

/** An order of one line per quantity; its number and item numbers. */
async function place(...quantities: number[]): Promise<{ order: number; items: number[] }> {
  const res = await adm('POST', '/admin/orders', {
    siteId: site,
    shipTo: SHIP_TO,
    shippingMethod: 'Ground',
    shippingPrice: '5.00',
    lines: quantities.map((quantity) => ({ productId, quantity })),
  });
  assert.equal(res.statusCode, 201, res.body);
  return { order: res.json().orderNumber, items: res.json().lines.map((l: { itemNumber: number }) => l.itemNumber) };
}

const ship = (order: number, lines: Array<{ itemNumber: number; quantity?: number }>) =>
  adm('POST', `/admin/orders/${order}/shipments`, { carrier: 'UPS', lines });

async function carried(order: number): Promise<Record<number, number>> {
  const res = await adm('GET', `/admin/orders/${order}/shipments`);
  const sums: Record<number, number> = {};
  for (const s of res.json().shipments as Array<{ cancelled: boolean; lines: Array<{ itemNumber: number; quantity: number }> }>)
    if (!s.cancelled) for (const l of s.lines) sums[l.itemNumber] = (sums[l.itemNumber] ?? 0) + l.quantity;
  return sums;
}

test('admin API: 31 units of a 30-unit line is 409 order_item_quantity_exceeded, and nothing is written', async () => {
  const { order, items } = await place(30);
  const body = assertProblem(await ship(order, [{ itemNumber: items[0]!, quantity: 31 }]), 409, 'order_item_quantity_exceeded');
  assert.match(String(body.detail), new RegExp(`Item ${items[0]} has 30 units, 0 of them on shipments`));
  assert.deepEqual((await adm('GET', `/admin/orders/${order}/shipments`)).json().shipments, []);
  assert.equal((await ship(order, [{ itemNumber: items[0]!, quantity: 30 }])).statusCode, 201);
});

test('admin API: across shipments, shipped or not, the sum never exceeds the line; a cancelled shipment frees its units', async () => {
  const { order, items } = await place(30, 5);
  const [a, b] = items as [number, number];
  const first = await ship(order, [{ itemNumber: a, quantity: 20 }]);
  assert.equal(first.statusCode, 201, first.body);
  assert.equal((await adm('POST', `/admin/shipments/${first.json().shipmentNumber}/ship`, {})).statusCode, 200);
  assert.equal((await ship(order, [{ itemNumber: a, quantity: 8 }])).statusCode, 201);
  // 2 left of a: 3 more is refused, even beside a line that fits (the shipment is refused whole).
  assertProblem(
    await ship(order, [
      { itemNumber: b, quantity: 5 },
      { itemNumber: a, quantity: 3 },
    ]),
    409,
    'order_item_quantity_exceeded',
  );
  assert.deepEqual(await carried(order), { [a]: 28 });
  // Without a quantity a shipment carries what is left of the line; with nothing left it is refused.
  const rest = await ship(order, [{ itemNumber: a }, { itemNumber: b }]);
  assert.equal(rest.statusCode, 201, rest.body);
  assert.deepEqual(rest.json().lines, [
    { itemNumber: a, quantity: 2 },
    { itemNumber: b, quantity: 5 },
  ]);
  const none = assertProblem(await ship(order, [{ itemNumber: a }]), 409, 'order_item_quantity_exceeded');
  assert.match(String(none.detail), /none is left to ship/);
  // Cancelling a shipment gives its units back.
  assert.equal((await adm('POST', `/admin/shipments/${rest.json().shipmentNumber}/cancel`)).statusCode, 200);
  assert.equal((await ship(order, [{ itemNumber: a, quantity: 2 }])).statusCode, 201);
  assert.deepEqual(await carried(order), { [a]: 30 });
});

test('CLI: shipment create takes item:quantity and refuses over-shipping with the code, exit 1', async () => {
  const cli = inProcessCli(ctx.platform);
  const { order, items } = await place(30);
  const ok = await cli('--json', 'orders', 'shipment', 'create', '--order', String(order), '--items', `${items[0]}:20`);
  assert.equal(ok.code, 0, ok.stderr);
  assert.deepEqual(JSON.parse(ok.stdout).lines, [{ itemNumber: items[0], quantity: 20 }]);
  const over = await cli('--json', 'orders', 'shipment', 'create', '--order', String(order), '--items', `${items[0]}:11`);
  assert.equal(over.code, 1);
  assert.deepEqual(
    { ...JSON.parse(over.stderr), detail: undefined },
    { status: 409, code: 'order_item_quantity_exceeded', detail: undefined },
  );
  const human = await cli('orders', 'shipment', 'create', '--order', String(order), '--items', `${items[0]}:31`);
  assert.equal(human.code, 1);
  assert.match(human.stderr, /^error \(order_item_quantity_exceeded\): Item \d+ has 30 units, 20 of them on shipments/);
  const bad = await cli('orders', 'shipment', 'create', '--order', String(order), '--items', `${items[0]}:0`);
  assert.notEqual(bad.code, 0);
  assert.match(bad.stderr, /--items must be item\[:quantity\]/);
  assert.deepEqual(await carried(order), { [items[0]!]: 20 });
});
