// A line cancel racing the shipment moves that carry the line, on one order,
// sent through two admin APIs on two pools of one database: two processes of
// the service. Each process queues writers of an order in process
// (src/db/row-queue.ts), so within one process these writers never overlap;
// across processes only the order's row lock in the database serialises
// them. Without it the race is lost by write skew: the cancel checks that no
// live shipment carries the line while a create checks that the line is not
// cancelled, each before the other commits, and both commit. The database
// is then asserted to hold the rule whatever order the writers ran in.
//
// The racing harness's 20 ms lock_timeout is not used here: two processes'
// writers of one order legitimately wait on its row lock for each other.
// On the embedded engine there is one process and no overlap, so the test
// only checks the end state there.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildAdminApp } from '../../src/app/hosts/admin.ts';
import { createPlatform, type Platform } from '../../src/app/platform.ts';
import { openDatabase, type Database } from '../../src/db/engine.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../helpers/context.ts';
import { podProduct, SHIP_TO } from '../orders/fixtures.ts';
import { N, RACE_SETTINGS, raceAll } from './admin-race.ts';

/** Orders raced one after another: each race is decided by its first writers, so a few rounds give the skew its chances. */
const ROUNDS = process.env.DATABASE_URL?.startsWith('postgres') ? 5 : 1;

let ctx: TestContext;
/** The second process: its own pool, its own in-process queue, the same database. */
let other: { database: Database; platform: Platform; admin: FastifyInstance } | null = null;
const figures: string[] = [];

before(async () => {
  ctx = await createTestContext(RACE_SETTINGS, { poolSize: 10 });
  if (ctx.databaseUrl) {
    const database = await openDatabase(ctx.databaseUrl, { poolSize: 10 });
    const platform = await createPlatform(ctx.config, database, ctx.clock);
    other = { database, platform, admin: await buildAdminApp(platform) };
  }
});
after(async () => {
  for (const line of figures) console.log(line);
  if (other) {
    await other.admin.close();
    await other.platform.usage.close();
    await other.platform.gateway.close();
    await other.platform.submissions.close();
    await other.database.close();
  }
  await ctx.close();
});

type Call = { method: 'POST'; url: string; payload?: object };
/** Sends on the first process, or on the second (the first again on the embedded engine). */
const on = (process: 0 | 1, call: Call) =>
  (process === 1 && other ? other.admin : ctx.admin).inject({
    ...call,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });

async function adminJson(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await ctx.adminCall({ method, url, ...(payload && { payload }) });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** An order of two lines, the first of N units (every racing create can take one). */
async function placeOrder(): Promise<{ orderNumber: number; item: number; other: number }> {
  const site = await ctx.site();
  const productId = await podProduct(ctx, site);
  const placed = await adminJson('POST', '/admin/orders', {
    siteId: site,
    shipTo: SHIP_TO,
    lines: [
      { productId, quantity: N },
      { productId, quantity: 2 },
    ],
  });
  return { orderNumber: placed.orderNumber, item: placed.lines[0].itemNumber, other: placed.lines[1].itemNumber };
}

/** The rule, read from the tables: no live shipment carries a cancelled line, no line reads cancelled and shipped, none over-shipped. */
async function assertRuleHolds(orderNumber: number): Promise<void> {
  const db = ctx.platform.db;
  const { rows: onLive } = await sql<{ shipment_number: number; item_number: number }>`
    SELECT s.shipment_number, l.item_number FROM shipments s
      JOIN shipment_lines sl ON sl.shipment_number = s.shipment_number
      JOIN order_lines l ON l.id = sl.line_id
    WHERE s.order_number = ${orderNumber} AND NOT s.cancelled AND l.cancelled`.execute(db);
  assert.deepEqual(onLive, [], `order ${orderNumber}: live shipments carry cancelled lines`);
  const lines = await db
    .selectFrom('order_lines')
    .select(['item_number', 'cancelled', 'shipped', 'quantity', 'id'])
    .where('order_number', '=', orderNumber)
    .execute();
  for (const l of lines) assert.ok(!(l.cancelled && l.shipped), `order ${orderNumber}: item ${l.item_number} reads cancelled and shipped`);
  const { rows: over } = await sql<{ item_number: number }>`
    SELECT l.item_number FROM order_lines l
    WHERE l.order_number = ${orderNumber} AND l.quantity < (
      SELECT coalesce(sum(sl.quantity), 0) FROM shipment_lines sl JOIN shipments s ON s.shipment_number = sl.shipment_number
      WHERE sl.line_id = l.id AND NOT s.cancelled)`.execute(db);
  assert.deepEqual(over, [], `order ${orderNumber}: lines shipped past their quantity`);
}

/** The order's events, in the order they were written (the outbox's sequence). */
async function eventsOf(orderNumber: number) {
  return ctx.platform.db
    .selectFrom('outbox_events')
    .select(['type', 'shipment_number'])
    .where('order_number', '=', orderNumber)
    .where('type', 'in', ['order_line.cancelled', 'shipment.shipped', 'shipment.cancelled'])
    .orderBy('id')
    .execute();
}

describe(`${N} writers on one order from two processes: a line cancel against the shipment moves carrying it`, () => {
  test(`line cancels against shipment creates carrying the line (${ROUNDS} order(s)): one side wins, never both, no 5xx`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const o = await placeOrder();
      const cancel: Call = { method: 'POST', url: `/admin/orders/${o.orderNumber}/items/${o.item}/cancel` };
      const create: Call = {
        method: 'POST',
        url: `/admin/orders/${o.orderNumber}/shipments`,
        payload: { lines: [{ itemNumber: o.item, quantity: 1 }] },
      };
      // The cancels on one process, the creates on the other: the first writer of each starts at once.
      const counts = await raceAll(ctx, 'POST line cancel (process 1) / POST shipment of the line (process 2), one order', figures, (i) =>
        i % 2 ? on(1, create) : on(0, cancel),
      );
      const created = counts[201] ?? 0;
      const cancelled = counts[200] ?? 0;
      assert.ok(cancelled <= 1, `round ${round}: ${cancelled} cancels succeeded`);
      // Once a shipment carries the line it cannot be cancelled; once it is cancelled no shipment takes it.
      assert.ok(
        cancelled === 0 || created === 0,
        `round ${round}: the line was cancelled and ${created} shipments were created: ${JSON.stringify(counts)}`,
      );
      assert.equal(created + cancelled + (counts[409] ?? 0), N, JSON.stringify(counts));
      await assertRuleHolds(o.orderNumber);
      const events = await eventsOf(o.orderNumber);
      assert.equal(events.filter((e) => e.type === 'order_line.cancelled').length, cancelled);
    }
  });

  test(`line cancels and shipment cancels against the ship of a shipment carrying the line (${ROUNDS} order(s)): a cancelled shipment never ships, a shipped line is never cancelled`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const o = await placeOrder();
      const s = await adminJson('POST', `/admin/orders/${o.orderNumber}/shipments`, { lines: [{ itemNumber: o.item, quantity: 1 }] });
      const ship: Call = { method: 'POST', url: `/admin/shipments/${s.shipmentNumber}/ship`, payload: { trackingNumber: '1Z' } };
      const cancelShipment: Call = { method: 'POST', url: `/admin/shipments/${s.shipmentNumber}/cancel` };
      const cancelLine: Call = { method: 'POST', url: `/admin/orders/${o.orderNumber}/items/${o.item}/cancel` };
      // Process 1 cancels the shipment, then the line (allowed once the shipment is cancelled); process 2 ships.
      const counts = await raceAll(
        ctx,
        'POST shipment cancel + line cancel (process 1) / POST ship (process 2), one order',
        figures,
        (i) => (i % 2 ? on(1, ship) : on(0, i % 4 === 0 ? cancelShipment : cancelLine)),
      );
      assert.ok((counts[200] ?? 0) <= 3, JSON.stringify(counts));
      await assertRuleHolds(o.orderNumber);
      // Serial orders only: a ship comes before the shipment's cancel, and the line's cancel after it.
      const events = (await eventsOf(o.orderNumber)).map((e) => e.type);
      const at = (type: string) => events.indexOf(type);
      assert.ok(events.filter((t) => t === 'shipment.shipped').length <= 1, events.join(', '));
      assert.ok(events.filter((t) => t === 'order_line.cancelled').length <= 1, events.join(', '));
      if (at('shipment.shipped') >= 0 && at('shipment.cancelled') >= 0)
        assert.ok(at('shipment.shipped') < at('shipment.cancelled'), `a cancelled shipment shipped: ${events.join(', ')}`);
      if (at('order_line.cancelled') >= 0)
        assert.ok(
          at('shipment.cancelled') >= 0 && at('shipment.cancelled') < at('order_line.cancelled'),
          `the line was cancelled on a live shipment: ${events.join(', ')}`,
        );
    }
  });
});
