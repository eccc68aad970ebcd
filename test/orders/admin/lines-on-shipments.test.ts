// A shipment that is not cancelled carries no cancelled and no unshippable
// line, at every transition that could break it: cancelling a line or making
// it unshippable while such a shipment carries it (409
// `order_item_on_shipment`, nothing written), and shipping a shipment whose
// line was cancelled or made unshippable before the rule held (409
// `conflict`, nothing shipped, no `shipment.shipped`). Through the admin API,
// the CLI, the console and the sandbox's test helpers. The race of a cancel
// against a ship: test/db/admin-racing-orders.test.ts. Beside it, the other
// move a cancelled line once allowed: a proof revision (409 `conflict`).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { signInConsole } from '../../console/browser.ts';
import { teamMember } from '../../team/world.ts';
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

const adm = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.adminCall({ method, url, ...(payload === undefined ? {} : { payload }) });

/** An order of two lines (10 and 11 units); its number and item numbers. */
async function place(): Promise<{ order: number; items: [number, number] }> {
  const res = await adm('POST', '/admin/orders', {
    siteId: site,
    shipTo: SHIP_TO,
    shippingMethod: 'Ground',
    shippingPrice: '5.00',
    lines: [
      { productId, quantity: 10 },
      { productId, quantity: 11 },
    ],
  });
  assert.equal(res.statusCode, 201, res.body);
  return { order: res.json().orderNumber, items: res.json().lines.map((l: { itemNumber: number }) => l.itemNumber) };
}

async function shipmentOf(order: number, items: number[]): Promise<number> {
  const res = await adm('POST', `/admin/orders/${order}/shipments`, { carrier: 'UPS', lines: items.map((itemNumber) => ({ itemNumber })) });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().shipmentNumber;
}

const ship = (shipment: number) => adm('POST', `/admin/shipments/${shipment}/ship`, { trackingNumber: 'T1' });
const cancelShipment = (shipment: number) => adm('POST', `/admin/shipments/${shipment}/cancel`);

/** What the order's lines, shipments and events read: what a refused write must leave unchanged. */
async function state(order: number) {
  const o = (await adm('GET', `/admin/orders/${order}`)).json();
  const shipments = (await adm('GET', `/admin/orders/${order}/shipments`)).json().shipments;
  const events = await ctx.platform.db
    .selectFrom('outbox_events')
    .select(['type', 'shipment_number'])
    .where('order_number', '=', order)
    .orderBy('created_at')
    .execute();
  const audit = await ctx.platform.db.selectFrom('audit_log').select('action').where('target_id', 'like', `${order}%`).execute();
  return { status: o.status, lines: o.lines, shipments, events, audit: audit.length };
}

/** No line of the order reads cancelled and shipped at once, and no shipment that is not cancelled carries a cancelled line. */
async function assertRuleHolds(order: number): Promise<void> {
  const { lines, shipments } = await state(order);
  for (const l of lines) assert.ok(!(l.cancelled && l.shipped), `item ${l.itemNumber} reads cancelled and shipped`);
  const cancelled = new Set(lines.filter((l: { cancelled: boolean }) => l.cancelled).map((l: { itemNumber: number }) => l.itemNumber));
  for (const s of shipments)
    if (!s.cancelled)
      for (const l of s.lines) assert.ok(!cancelled.has(l.itemNumber), `shipment ${s.shipmentNumber} carries cancelled ${l.itemNumber}`);
}

const CHANGES = {
  cancelled: (order: number, item: number) => adm('POST', `/admin/orders/${order}/items/${item}/cancel`),
  'made unshippable': (order: number, item: number) => adm('PATCH', `/admin/orders/${order}/items/${item}`, { shippable: false }),
} as const;

describe('a line on a shipment that is not cancelled cannot be cancelled or made unshippable', () => {
  for (const [change, send] of Object.entries(CHANGES)) {
    for (const shipped of [false, true]) {
      test(`${change}, on a ${shipped ? 'shipped' : 'not yet shipped'} shipment: 409 order_item_on_shipment, nothing written; allowed once the shipment is cancelled`, async () => {
        const { order, items } = await place();
        const shipment = await shipmentOf(order, items);
        if (shipped) assert.equal((await ship(shipment)).statusCode, 200);
        const before = await state(order);
        const body = assertProblem(await send(order, items[0]), 409, 'order_item_on_shipment');
        assert.equal(
          body.detail,
          `Item ${items[0]} is carried by shipment ${shipment}, which is not cancelled: a line on a shipment cannot be ${change}. ` +
            'Cancel the shipment first (cancelling a shipped one un-ships the line).',
        );
        assert.deepEqual(await state(order), before);
        if (!shipped) {
          // The refused cancel left the line live: the shipment ships with it.
          assert.equal((await ship(shipment)).statusCode, 200);
        }
        await assertRuleHolds(order);
        assert.equal((await cancelShipment(shipment)).statusCode, 200);
        const done = await send(order, items[0]);
        assert.equal(done.statusCode, 200, done.body);
        assert.equal(done.json().shipped, false);
        await assertRuleHolds(order);
      });
    }
  }

  test('every live shipment carrying the line is named; a line on none, or on cancelled ones only, changes at once', async () => {
    const { order, items } = await place();
    const first = await shipmentOf(order, [items[0]]);
    const second = await adm('POST', `/admin/orders/${order}/shipments`, { lines: [{ itemNumber: items[0], quantity: 1 }] });
    assert.equal(second.statusCode, 409, 'the first carries the whole line');
    await cancelShipment(first);
    const a = await shipmentOf(order, [items[0]]);
    assert.equal((await cancelShipment(a)).statusCode, 200);
    const parts = [
      await adm('POST', `/admin/orders/${order}/shipments`, { lines: [{ itemNumber: items[0], quantity: 4 }] }),
      await adm('POST', `/admin/orders/${order}/shipments`, { lines: [{ itemNumber: items[0], quantity: 6 }] }),
    ].map((r) => r.json().shipmentNumber);
    assert.equal((await ship(parts[1]!)).statusCode, 200);
    const body = assertProblem(await CHANGES.cancelled(order, items[0]), 409, 'order_item_on_shipment');
    assert.match(String(body.detail), new RegExp(`carried by shipments ${parts[0]}, ${parts[1]}, which are not cancelled`));
    // The other line is on no shipment (only cancelled ones): both changes go through.
    assert.equal((await CHANGES['made unshippable'](order, items[1])).statusCode, 200);
    assert.equal((await CHANGES.cancelled(order, items[1])).statusCode, 200);
    await assertRuleHolds(order);
  });
});

describe('shipping re-checks the lines it carries, under the order lock', () => {
  // Lines changed under a shipment by data written before the rule held (or by SQL): the ship refuses them.
  const BROKEN = {
    cancelled: sql`UPDATE order_lines SET cancelled = true, cancelled_at = now()`,
    unshippable: sql`UPDATE order_lines SET shippable = false`,
  };
  for (const [kind, update] of Object.entries(BROKEN)) {
    test(`a shipment carrying a line since ${kind}: 409 conflict naming it, nothing shipped, no shipment.shipped`, async () => {
      const { order, items } = await place();
      const shipment = await shipmentOf(order, items);
      await sql`${update} WHERE order_number = ${order} AND item_number = ${items[1]}`.execute(ctx.platform.db);
      const before = await state(order);
      const body = assertProblem(await ship(shipment), 409, 'conflict');
      assert.equal(body.detail, `Item ${items[1]} is ${kind === 'cancelled' ? 'cancelled' : 'not shippable'}.`);
      assert.deepEqual(await state(order), before);
      assert.ok(!before.events.some((e) => e.type === 'shipment.shipped'));
    });
  }
});

test('CLI: orders line cancel and line set --shippable false answer the code, exit 1, nothing written', async () => {
  const cli = inProcessCli(ctx.platform);
  const { order, items } = await place();
  const shipment = await shipmentOf(order, items);
  const before = await state(order);
  const cancel = await cli('--json', 'orders', 'line', 'cancel', '--order', String(order), '--item', String(items[0]));
  assert.equal(cancel.code, 1, cancel.stdout);
  assert.equal(JSON.parse(cancel.stderr).code, 'order_item_on_shipment');
  const human = await cli('orders', 'line', 'set', '--order', String(order), '--item', String(items[1]), '--shippable', 'false');
  assert.equal(human.code, 1, human.stdout);
  assert.match(human.stderr, new RegExp(`^error \\(order_item_on_shipment\\): Item ${items[1]} is carried by shipment ${shipment}`));
  assert.deepEqual(await state(order), before);
});

test("console: Cancel on a line a shipment carries shows the refusal on the order's page (409), nothing written", async () => {
  const browser = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
  const { order, items } = await place();
  const shipment = await shipmentOf(order, items);
  const before = await state(order);
  const res = await ctx.admin.inject({
    method: 'POST',
    url: `/console/orders/${order}/items/${items[0]}/cancel`,
    headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _csrf: browser.csrf, confirmed: 'yes' }).toString(),
  });
  assert.equal(res.statusCode, 409, res.body);
  assert.match(res.body, new RegExp(`Item ${items[0]} is carried by shipment ${shipment}, which is not cancelled`));
  assert.deepEqual(await state(order), before);
});

test('a cancelled line takes no proof revision: 409 conflict, nothing stored on the line', async () => {
  const { order, items } = await place();
  assert.equal((await CHANGES.cancelled(order, items[0])).statusCode, 200);
  const url = `/admin/orders/${order}/items/${items[0]}`;
  const before = (await adm('GET', url)).json();
  const res = await adm('POST', `${url}/proof-files`, {
    name: 'late.pdf',
    contentBase64: Buffer.from('%PDF late').toString('base64'),
    contentType: 'application/pdf',
  });
  const body = assertProblem(res, 409, 'conflict');
  assert.equal(body.detail, `Item ${items[0]} is cancelled: a cancelled line takes no proof revision.`);
  assert.deepEqual((await adm('GET', url)).json(), before);
});
