// The reconciler against the running service: a first walk reports every
// order, line and shipment; a walk with the stored checkpoint reports
// nothing when nothing moved, and exactly what staff changed when they did
// (a status, a cancelled line, a shipment) — changes no webhook was there to
// announce. A closed order that did not change is not re-read; a run whose
// onChange fails leaves the old checkpoint, so its changes come again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ReconcileChange, ReconcileCheckpoint } from '../../sdk/src/index.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { order } from '../orders/fixtures.ts';
import { listen, sdkClient } from './fixtures.ts';

let ctx: TestContext;
let baseUrl: string;
before(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx);
});
after(() => ctx.close());

const admin = async (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
  const res = await ctx.adminCall({ method, url, ...(payload && { payload }) });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const summary = (changes: ReconcileChange[]) =>
  changes
    .map((c) =>
      c.kind === 'order'
        ? `order ${c.orderNumber} ${c.change}`
        : c.kind === 'item'
          ? `item ${c.orderNumber}/${c.itemNumber} ${c.change}`
          : `shipment ${c.orderNumber}/${c.shipmentNumber} ${c.change}`,
    )
    .sort();

test('first walk, quiet walk, then exactly the changes staff made', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const a = await order(ctx, site, { lines: 2 });
  const b = await order(ctx, site, { lines: 1 });
  const { client } = sdkClient(ctx, baseUrl, partner);
  const [a1, a2] = a.lines.map((l) => l.itemNumber) as [number, number];
  const b1 = b.lines[0]!.itemNumber;

  const changes: ReconcileChange[] = [];
  const run = async (checkpoint: ReconcileCheckpoint | null) => {
    changes.length = 0;
    return client.reconcile({ checkpoint, filter: { siteId: site }, onChange: (c) => void changes.push(c) });
  };

  const first = await run(null);
  assert.deepEqual(summary(changes), [
    `item ${a.orderNumber}/${a1} added`,
    `item ${a.orderNumber}/${a2} added`,
    `item ${b.orderNumber}/${b1} added`,
    `order ${a.orderNumber} added`,
    `order ${b.orderNumber} added`,
  ]);
  assert.equal(first.ordersSeen, 2);
  // The checkpoint is plain JSON, stored by the partner.
  const stored = JSON.parse(JSON.stringify(first.checkpoint)) as ReconcileCheckpoint;

  const quiet = await run(stored);
  assert.equal(changes.length, 0);
  assert.equal(quiet.changes, 0);

  // Staff ship a line of A, cancel B's line and close B, without any webhook endpoint.
  const shipment = await admin('POST', `/admin/orders/${a.orderNumber}/shipments`, { carrier: 'UPS', lines: [{ itemNumber: a1 }] });
  await admin('POST', `/admin/shipments/${shipment.shipmentNumber}/ship`, { trackingNumber: '1ZREC' });
  await admin('POST', `/admin/orders/${b.orderNumber}/items/${b1}/cancel`);
  await admin('PUT', `/admin/orders/${b.orderNumber}/status`, { status: 'CANCELLED' });

  const moved = await run(quiet.checkpoint);
  const seen = summary(changes);
  assert.ok(seen.includes(`shipment ${a.orderNumber}/${shipment.shipmentNumber} added`), seen.join('\n'));
  assert.ok(seen.includes(`item ${a.orderNumber}/${a1} changed`), seen.join('\n'));
  assert.ok(seen.includes(`item ${b.orderNumber}/${b1} changed`), seen.join('\n'));
  assert.ok(seen.includes(`order ${b.orderNumber} changed`), seen.join('\n'));
  assert.ok(!seen.includes(`item ${a.orderNumber}/${a2} changed`), 'the untouched line is not reported');
  const cancelled = changes.find((c) => c.kind === 'item' && c.itemNumber === b1);
  assert.ok(cancelled?.kind === 'item' && cancelled.item?.cancelled === true);
  const closed = changes.find((c) => c.kind === 'order' && c.orderNumber === b.orderNumber);
  assert.ok(closed?.kind === 'order' && closed.order.status === 'CANCELLED');

  // B is closed and unchanged now: the next walk lists it and reads A's lines and shipments, and B's
  // only as the sweep's turn (one closed order, sweep of 25); with the sweep off, B costs its row alone.
  const after = await run(moved.checkpoint);
  assert.equal(changes.length, 0);
  assert.equal(after.ordersSeen, 2);
  assert.equal(after.ordersRead, 2);
  const unswept = await client.reconcile({ checkpoint: moved.checkpoint, filter: { siteId: site }, sweep: 0, onChange: () => {} });
  assert.equal(unswept.ordersRead, 1);
});

test('a line moved on a closed order whose row did not change is found by the rotating sweep, within ⌈closed / sweep⌉ runs', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const closed = [];
  for (let i = 0; i < 3; i++) {
    const o = await order(ctx, site);
    await admin('PUT', `/admin/orders/${o.orderNumber}/status`, { status: 'COMPLETED' });
    closed.push(o);
  }
  const open = await order(ctx, site);
  const { client } = sdkClient(ctx, baseUrl, partner);
  const changes: ReconcileChange[] = [];
  const run = (checkpoint: ReconcileCheckpoint) =>
    client.reconcile({ checkpoint, filter: { siteId: site }, sweep: 1, onChange: (c) => void changes.push(c) });
  let { checkpoint } = await client.reconcile({ filter: { siteId: site }, sweep: 1, onChange: () => {} });

  // The receiver is down; staff move a line's production status on the last closed order (no order-level change).
  const target = closed[2]!;
  const itemNumber = target.lines[0]!.itemNumber;
  await admin('PUT', `/admin/orders/${target.orderNumber}/items/${itemNumber}/production-status`, { productionStatus: 'FINISHING' });

  let foundAfter = 0;
  for (let runs = 1; runs <= closed.length && foundAfter === 0; runs++) {
    const result = await run(checkpoint);
    // Each run reads the open order and one closed order: the cost per run is bounded by the sweep.
    assert.equal(result.ordersRead, 2, `run ${runs}`);
    assert.ok(!changes.some((c) => c.kind === 'item' && c.orderNumber === open.orderNumber));
    checkpoint = result.checkpoint;
    if (changes.some((c) => c.kind === 'item' && c.orderNumber === target.orderNumber && c.itemNumber === itemNumber)) foundAfter = runs;
  }
  assert.ok(foundAfter >= 1, `the moved line was reported within ${closed.length} runs`);
  const moved = changes.find((c) => c.kind === 'item' && c.orderNumber === target.orderNumber);
  assert.ok(moved?.kind === 'item' && moved.change === 'changed' && moved.item?.productionStatus === 'FINISHING');
  assert.equal(changes.filter((c) => c.kind === 'order').length, 0, 'no order row changed');
});

test('a run whose onChange fails yields no checkpoint; the next run reports the same changes again', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const o = await order(ctx, site);
  const { client } = sdkClient(ctx, baseUrl, partner);
  const base = await client.reconcile({ filter: { siteId: site }, onChange: () => {} });
  await admin('PUT', `/admin/orders/${o.orderNumber}/status`, { status: 'IN_PRODUCTION' });

  const failed = client.reconcile({
    checkpoint: base.checkpoint,
    filter: { siteId: site },
    onChange: () => {
      throw new Error('the partner database is down');
    },
  });
  await assert.rejects(failed, /database is down/);
  const changes: ReconcileChange[] = [];
  await client.reconcile({ checkpoint: base.checkpoint, filter: { siteId: site }, onChange: (c) => void changes.push(c) });
  assert.deepEqual(summary(changes), [`order ${o.orderNumber} changed`]);
});
