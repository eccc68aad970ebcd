// Webhooks on commit (docs/webhooks.md, "Delivery timing"): the dispatcher is
// woken when an event commits (the outbox bell in its own process; NOTIFY
// from other processes on PostgreSQL), so delivery never waits for its poll,
// here configured to an hour. A hung endpoint holds only its own window.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isPostgresUrl, openDatabase } from '../../../src/db/engine.ts';
import { withTransaction } from '../../../src/db/transaction.ts';
import { recordEvent } from '../../../src/events/outbox.ts';
import type { TestContext } from '../../helpers/context.ts';
import { order } from '../../orders/fixtures.ts';
import { deliveriesOf, emit, registerEndpoint, withDispatcher, webhooksTestFile } from './fixtures.ts';
import { waitFor } from './receiver.ts';

const AN_HOUR = 3_600_000;

let ctx: TestContext;
const receiver = webhooksTestFile((c) => (ctx = c));

test('an order placed and shipped through the back office is delivered at once, with the poll set to an hour', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const r = await receiver();
  await registerEndpoint(ctx, partner.partnerId, { url: r.url });
  await withDispatcher(
    ctx,
    async () => {
      // The dispatcher's first round has run once this order's event is delivered; the next poll is an hour away.
      const placed = await order(ctx, site, { partner: { partnerId: partner.partnerId, partnerOrderId: 'PO-WAKE-1' } });
      await waitFor(() => r.received.length === 1, 30_000, 'the placement event');
      assert.equal(r.received[0]!.body.orderNumber, placed.orderNumber);
      // Now only a wake-up can fan out: ship through the admin API.
      const created = await ctx.adminCall({
        method: 'POST',
        url: `/admin/orders/${placed.orderNumber}/shipments`,
        payload: { carrier: 'UPS', service: 'Ground', lines: [{ itemNumber: placed.lines[0]!.itemNumber }] },
      });
      assert.equal(created.statusCode, 201, created.body);
      const shipped = await ctx.adminCall({
        method: 'POST',
        url: `/admin/shipments/${created.json().shipmentNumber}/ship`,
        payload: { trackingNumber: '1Z-WAKE' },
      });
      assert.equal(shipped.statusCode, 200, shipped.body);
      await waitFor(() => r.received.some((d) => d.body.type === 'shipment.shipped'), 30_000, 'the shipment event, before the poll');
      assert.equal(r.received.filter((d) => d.body.type === 'shipment.shipped').length, 1, 'delivered once');
    },
    { overrides: { pollMs: AN_HOUR } },
  );
});

test('a hung endpoint holds only its own window: another endpoint is delivered meanwhile, and each hung event is attempted before the first times out', async () => {
  const [hungSite, fastSite] = [await ctx.site(), await ctx.site()];
  const hungPartner = await ctx.partner({ siteIds: [hungSite] });
  const fastPartner = await ctx.partner({ siteIds: [fastSite] });
  const [hung, fast] = await Promise.all([receiver({ hang: true }), receiver()]);
  const hungEndpoint = await registerEndpoint(ctx, hungPartner.partnerId, { url: hung.url });
  await registerEndpoint(ctx, fastPartner.partnerId, { url: fast.url });
  // Beyond the test: a loaded machine does all of the below long before a cut, and nothing here waits for one
  // (the held requests are dropped at the end; failures.test.ts proves the cut).
  const timeoutMs = 600_000;
  const HUNG_EVENTS = 12;
  await withDispatcher(
    ctx,
    async () => {
      for (let i = 1; i <= HUNG_EVENTS; i++) await emit(ctx, { type: 'order.status_changed', siteId: hungSite, orderNumber: 500 + i });
      await waitFor(() => hung.received.length >= 4, 10_000, 'the hung endpoint’s first window');
      await emit(ctx, { type: 'order.status_changed', siteId: fastSite, orderNumber: 600 });
      await waitFor(() => fast.received.length === 1, 10_000, 'the fast endpoint');
      // Its window opens while the first POSTs hang (past the 4 it starts with), not after they time out.
      await waitFor(() => hung.received.length === HUNG_EVENTS, 10_000, 'every hung event attempted');
      const ended = (await deliveriesOf(ctx, hungEndpoint.endpointId)).filter((d) => d.status !== 'delivering');
      assert.equal(ended.length, 0, 'no hung request ended yet: nothing waited for one to end');
      hung.cut();
      await waitFor(
        async () => (await deliveriesOf(ctx, hungEndpoint.endpointId)).every((d) => d.status === 'failed'),
        30_000,
        'the dropped requests recorded',
      );
    },
    { overrides: { timeoutMs } },
  );
  const log = await deliveriesOf(ctx, hungEndpoint.endpointId);
  assert.equal(log.length, HUNG_EVENTS);
  for (const d of log) assert.equal(d.errorClass, 'network');
  assert.equal(hung.received.length, HUNG_EVENTS, 'each (event, endpoint) sent once');
});

test('deliveries a round leaves pending (its batch was full) are claimed at once, not at the next poll (set to an hour)', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const r = await receiver();
  await registerEndpoint(ctx, partner.partnerId, { url: r.url });
  await withDispatcher(
    ctx,
    async () => {
      await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 800 });
      await waitFor(() => r.received.length === 1, 30_000, 'the first round');
      // Three events in one commit, one claimed per round: the fan-out takes the first and leaves two pending.
      await withTransaction(ctx.platform.db, async (trx) => {
        for (let n = 801; n <= 803; n++) await recordEvent(trx, { type: 'order.status_changed', siteId: site, orderNumber: n });
      });
      await waitFor(() => r.received.length === 4, 30_000, 'the deliveries left pending, before the poll');
      assert.deepEqual(r.received.map((d) => d.body.orderNumber).sort(), [800, 801, 802, 803]);
    },
    { overrides: { pollMs: AN_HOUR, claimBatch: 1 } },
  );
});

// Across processes: the event is written through another pool (as another process would), so this process's bell never
// rings; only PostgreSQL's NOTIFY, delivered at commit to the LISTEN connection, can wake the dispatcher.
if (isPostgresUrl(process.env.DATABASE_URL ?? '')) {
  test('PostgreSQL: an event committed by another process wakes the dispatcher through LISTEN/NOTIFY', async () => {
    const site = await ctx.site();
    const partner = await ctx.partner({ siteIds: [site] });
    const r = await receiver();
    await registerEndpoint(ctx, partner.partnerId, { url: r.url });
    const other = await openDatabase(ctx.platform.database.url, { poolSize: 1 });
    try {
      await withDispatcher(
        ctx,
        async () => {
          await ctx.platform.submissions.signals.ready();
          await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 700 });
          await waitFor(() => r.received.length === 1, 30_000, 'the first round');
          const event = await withTransaction(other.db, (trx) =>
            recordEvent(trx, { type: 'order.status_changed', siteId: site, orderNumber: 701 }),
          );
          await waitFor(() => r.received.some((d) => d.body.eventId === event.eventId), 30_000, 'the other process’s event');
        },
        { overrides: { pollMs: AN_HOUR } },
      );
    } finally {
      await other.close();
    }
  });
}
