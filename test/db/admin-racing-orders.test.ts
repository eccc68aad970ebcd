// Racing back-office writes of orders (lines, proofs, shipments, the order
// itself) and pricing rules, each kind on one row, through the admin API with
// the service's pool: no 5xx, and the end state a serial order would give
// (see admin-race.ts for the harness and src/db/row-queue.ts for the queue).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { product } from '../catalog/fixtures.ts';
import { podProduct, SHIP_TO } from '../orders/fixtures.ts';
import { user } from '../users/fixtures.ts';
import { N, racingContext, subsetOf } from './admin-race.ts';

const racing = racingContext();
const { race, get, call } = racing;

async function place(lines = 1): Promise<{ orderNumber: number; items: number[] }> {
  const site = await racing.ctx.site();
  const productId = await podProduct(racing.ctx, site);
  const placed = await call('POST', '/admin/orders', {
    siteId: site,
    shipTo: SHIP_TO,
    shippingMethod: 'Ground',
    shippingPrice: '5.00',
    lines: Array.from({ length: lines }, (_, i) => ({ productId, quantity: 100 + i })),
  });
  return { orderNumber: placed.orderNumber, items: placed.lines.map((l: { itemNumber: number }) => l.itemNumber) };
}

describe(`${N} racing back-office writes of orders and pricing per kind on one row: no 5xx, a consistent end state`, () => {
  test('order lines: flags, production and proof status of one line', async () => {
    const { orderNumber, items } = await place();
    const base = `/admin/orders/${orderNumber}/items/${items[0]}`;
    const counts = await race('PATCH line / PUT line statuses, one line', (i) =>
      i % 3 === 0
        ? { method: 'PATCH', url: base, payload: { note: `Note ${i}`, hidden: i % 2 === 0 } }
        : i % 3 === 1
          ? { method: 'PUT', url: `${base}/production-status`, payload: { productionStatus: i % 2 ? 'FINISHING' : 'PREPRESS' } }
          : { method: 'PUT', url: `${base}/proof-status`, payload: { proofStatus: i % 2 ? 'APPROVED' : 'DECLINED' } },
    );
    assert.deepEqual(counts, { 200: N });
    const line = await get(base);
    assert.match(line.note, /^Note \d+$/);
  });

  test('order lines: one line cancelled once', async () => {
    const { orderNumber, items } = await place(2);
    const counts = await race('POST line cancel, one line', () => ({
      method: 'POST',
      url: `/admin/orders/${orderNumber}/items/${items[0]}/cancel`,
    }));
    assert.deepEqual(counts, { 200: 1, 409: N - 1 });
    const order = await get(`/admin/orders/${orderNumber}`);
    assert.deepEqual(
      order.lines.map((l: { cancelled: boolean }) => l.cancelled),
      [true, false],
    );
  });

  test('proofs: revisions published and reasons offered on one line, one active file', async () => {
    const { orderNumber, items } = await place();
    const base = `/admin/orders/${orderNumber}/items/${items[0]}`;
    const counts = await race('POST proof revision, one line', (i) => ({
      method: 'POST',
      url: `${base}/proof-files`,
      payload: { name: `proof-${i}.pdf`, contentBase64: Buffer.from(`%PDF ${i}`).toString('base64'), contentType: 'application/pdf' },
    }));
    assert.deepEqual(counts, { 201: N });
    const files = (await get(base)).proofFiles as Array<{ active: boolean }>;
    assert.equal(files.length, N);
    assert.equal(files.filter((f) => f.active).length, 1);

    const codes = ['TYPO', 'COLOUR', 'BLEED', 'LAYOUT', 'SIZE'];
    const reasonsFor = (i: number) => subsetOf(codes, i).map((code) => ({ code, description: `${code} ${i}` }));
    const reasons = await race('PUT denial reasons, one line', (i) => ({
      method: 'PUT',
      url: `${base}/denial-reasons`,
      payload: { reasons: reasonsFor(i) },
    }));
    assert.deepEqual(reasons, { 200: N });
    const stored = (await get(base)).denialReasons as Array<{ code: string; description: string }>;
    const winners = Array.from({ length: N }, (_, i) => JSON.stringify(reasonsFor(i)));
    assert.ok(winners.includes(JSON.stringify(stored)), JSON.stringify(stored));
  });

  test('orders: status set and internal records added on one order', async () => {
    const { orderNumber } = await place();
    const counts = await race('PUT order status / POST internal record, one order', (i) =>
      i % 2
        ? { method: 'PUT', url: `/admin/orders/${orderNumber}/status`, payload: { status: i % 4 === 1 ? 'IN_PRODUCTION' : 'ON_HOLD' } }
        : { method: 'POST', url: `/admin/orders/${orderNumber}/internal-records`, payload: { kind: 'REWORK', quantity: 1 } },
    );
    assert.deepEqual(counts, { 200: N / 2, 201: N / 2 });
    const order = await get(`/admin/orders/${orderNumber}`);
    assert.equal(order.lines.filter((l: { internalRecord: boolean }) => l.internalRecord).length, N / 2);
  });

  test('shipments: created on one order, never more of a line than it has; shipped once, cancelled once', async () => {
    // Lines of 100 and 101 units, each racer asking 7 units of one of them:
    // 14 fit on each line (98), every other racer is refused, none with a 5xx.
    const { orderNumber, items } = await place(2);
    const counts = await race('POST shipment of 7 units, two lines of one order', (i) => ({
      method: 'POST',
      url: `/admin/orders/${orderNumber}/shipments`,
      payload: { carrier: 'UPS', lines: [{ itemNumber: items[i % 2]!, quantity: 7 }] },
    }));
    assert.deepEqual(counts, { 201: 28, 409: N - 28 });
    const shipments = (await get(`/admin/orders/${orderNumber}/shipments`)).shipments as Array<{
      shipmentNumber: number;
      lines: Array<{ itemNumber: number; quantity: number }>;
    }>;
    assert.equal(shipments.length, 28);
    for (const item of items) {
      const sum = shipments.flatMap((s) => s.lines).reduce((total, l) => total + (l.itemNumber === item ? l.quantity : 0), 0);
      assert.equal(sum, 98, `item ${item}`);
    }
    const [first, second] = shipments.map((s) => s.shipmentNumber);
    const ships = await race('POST ship / cancel, two shipments of one order', (i) =>
      i % 2
        ? { method: 'POST', url: `/admin/shipments/${first}/ship`, payload: { trackingNumber: `1Z${i}` } }
        : { method: 'POST', url: `/admin/shipments/${second}/cancel` },
    );
    assert.deepEqual(ships, { 200: 2, 409: N - 2 });
    assert.equal((await get(`/admin/orders/${orderNumber}`)).status, 'PARTIALLY_SHIPPED');
  });

  test('lines and shipments of one order together: line writes and cancels against ship and cancel, no deadlock', async () => {
    // A line write that ends in an order change (the last line cancelled)
    // and a shipment move that updates the order's lines take the same two
    // rows; they must take them in the same order (the order, then its line).
    // A line is cancelled only once no live shipment carries it: the racers
    // cancel all eight shipments early, so later line cancels go through.
    const { orderNumber, items } = await place(2);
    const shipments: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const created = await call('POST', `/admin/orders/${orderNumber}/shipments`, {
        carrier: 'UPS',
        lines: [{ itemNumber: items[i % 2]!, quantity: 1 }],
      });
      shipments.push(created.shipmentNumber);
    }
    const counts = await race('line writes and cancels / shipment ship and cancel, one order', (i) => {
      const item = items[Math.floor(i / 4) % 2]!;
      const shipment = shipments[Math.floor(i / 4) % shipments.length]!;
      switch (i % 4) {
        case 0:
          return { method: 'POST', url: `/admin/orders/${orderNumber}/items/${item}/cancel` };
        case 1:
          return {
            method: 'PUT',
            url: `/admin/orders/${orderNumber}/items/${item}/production-status`,
            payload: { productionStatus: 'FINISHING' },
          };
        case 2:
          return { method: 'POST', url: `/admin/shipments/${shipment}/ship`, payload: { trackingNumber: `1Z${i}` } };
        default:
          return { method: 'POST', url: `/admin/shipments/${shipment}/cancel` };
      }
    });
    assert.equal(Object.keys(counts).filter((status) => Number(status) >= 500).length, 0);
    // Whatever order the racers ran in: no line reads cancelled and shipped; every shipment ends cancelled, then both lines cancel.
    const raced = await get(`/admin/orders/${orderNumber}`);
    for (const l of raced.lines) assert.ok(!(l.cancelled && l.shipped), `item ${l.itemNumber} reads cancelled and shipped`);
    for (const s of (await get(`/admin/orders/${orderNumber}/shipments`)).shipments) assert.equal(s.cancelled, true);
    for (const l of raced.lines) if (!l.cancelled) await call('POST', `/admin/orders/${orderNumber}/items/${l.itemNumber}/cancel`);
    const order = await get(`/admin/orders/${orderNumber}`);
    assert.deepEqual(
      order.lines.map((l: { cancelled: boolean }) => l.cancelled),
      [true, true],
    );
    assert.equal(order.status, 'CANCELLED');
  });

  // On the embedded engine the transactions run one after another, so this is no race there, but the
  // same invariant must hold whichever of the two runs first.
  test(`a line cancel against a ship of the shipment carrying it, on ${N / 2} orders at once: one wins per order, no cancelled line ships`, async () => {
    const site = await racing.ctx.site();
    const productId = await podProduct(racing.ctx, site);
    const orders: Array<{ orderNumber: number; item: number; shipmentNumber: number }> = [];
    for (let k = 0; k < N / 2; k += 1) {
      const placed = await call('POST', '/admin/orders', {
        siteId: site,
        shipTo: SHIP_TO,
        lines: [
          { productId, quantity: 3 },
          { productId, quantity: 4 },
        ],
      });
      const items = placed.lines.map((l: { itemNumber: number }) => ({ itemNumber: l.itemNumber }));
      const shipment = await call('POST', `/admin/orders/${placed.orderNumber}/shipments`, { carrier: 'UPS', lines: items });
      orders.push({ orderNumber: placed.orderNumber, item: items[0].itemNumber, shipmentNumber: shipment.shipmentNumber });
    }
    const counts = await race('POST line cancel / POST ship of the shipment carrying it, one pair per order', (i) => {
      const o = orders[i >> 1]!;
      return i % 2
        ? { method: 'POST', url: `/admin/shipments/${o.shipmentNumber}/ship`, payload: { trackingNumber: `1Z${i}` } }
        : { method: 'POST', url: `/admin/orders/${o.orderNumber}/items/${o.item}/cancel` };
    });
    assert.deepEqual(counts, { 200: N / 2, 409: N / 2 });
    const numbers = orders.map((o) => o.orderNumber);
    const events = await racing.ctx.platform.db
      .selectFrom('outbox_events')
      .select(['order_number', 'type'])
      .where('order_number', 'in', numbers)
      .where('type', 'in', ['order_line.cancelled', 'shipment.shipped'])
      .execute();
    for (const o of orders) {
      const order = await get(`/admin/orders/${o.orderNumber}`);
      const line = order.lines.find((l: { itemNumber: number }) => l.itemNumber === o.item);
      const shipment = await get(`/admin/orders/${o.orderNumber}/shipments`);
      const shipped = shipment.shipments[0].shippedOn !== null;
      // Exactly one of the two moves happened, and the partner was told of that one only.
      assert.notEqual(line.cancelled, shipped, `order ${o.orderNumber}: cancelled ${line.cancelled}, shipped ${shipped}`);
      assert.equal(line.shipped, shipped);
      assert.deepEqual(
        events.filter((e) => e.order_number === o.orderNumber).map((e) => e.type),
        [shipped ? 'shipment.shipped' : 'order_line.cancelled'],
      );
    }
  });

  test('pricing: one product discount and handling fee, one user discount', async () => {
    const site = await racing.ctx.site();
    const p = await product(racing.ctx, site);
    const u = await user(racing.ctx, site);
    const counts = await race('PUT / DELETE pricing rules, one product and one user', (i) =>
      i % 4 === 0
        ? { method: 'PUT', url: `/admin/products/${p.productId}/discount`, payload: { name: `Sale ${i}`, percent: String(1 + (i % 50)) } }
        : i % 4 === 1
          ? { method: 'PUT', url: `/admin/products/${p.productId}/handling-fee`, payload: { amount: `${i}.00` } }
          : i % 4 === 2
            ? { method: 'PUT', url: `/admin/users/${u}/discount`, payload: { name: `Loyal ${i}`, percent: '5' } }
            : { method: 'DELETE', url: `/admin/users/${u}/discount` },
    );
    assert.equal((counts[200] ?? 0) + (counts[204] ?? 0) + (counts[404] ?? 0), N);
    const rules = await get('/admin/pricing-rules');
    assert.equal(rules.productDiscounts.filter((r: { productId: string }) => r.productId === p.productId).length, 1);
    assert.equal(rules.handlingFees.filter((r: { productId: string }) => r.productId === p.productId).length, 1);
  });
});
