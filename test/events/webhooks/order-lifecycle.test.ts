// End to end: the order lifecycle moved by staff through the admin API writes
// its events, and the dispatcher delivers them to a partner's endpoint,
// signed, with partnerOrderId on the partner's own order only.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { verifyDelivery } from '../../../src/events/webhooks/verify.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { order } from '../../orders/fixtures.ts';
import { registerEndpoint, TEST_SETTINGS, withDispatcher } from './fixtures.ts';
import { startReceiver, waitFor, type Receiver } from './receiver.ts';
import { onEveryKind } from '../../helpers/kinds.ts';

onEveryKind((kind) => {
  let ctx: TestContext;
  let receiver: Receiver;
  before(async () => {
    ctx = await createTestContext({ ...TEST_SETTINGS, ENVIRONMENT_KIND: kind });
    receiver = await startReceiver();
  });
  after(async () => {
    await receiver.close();
    await ctx.close();
  });

  const adm = (method: 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.adminCall({ method, url, ...(payload === undefined ? {} : { payload }) });

  test('shipping, cancelling a shipment and cancelling a line in the back office reach the partner, signed', async () => {
    const site = await ctx.site();
    const partner = await ctx.partner({ siteIds: [site] });
    const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: receiver.url });
    const own = await order(ctx, site, { lines: 2, partner: { partnerId: partner.partnerId, partnerOrderId: 'PO-E2E-1' } });
    const storefront = await order(ctx, site);
    const [a, b] = own.lines.map((l) => l.itemNumber) as [number, number];

    const created = await adm('POST', `/admin/orders/${own.orderNumber}/shipments`, {
      carrier: 'UPS',
      service: 'Ground',
      lines: [{ itemNumber: a }],
    });
    assert.equal(created.statusCode, 201, created.body);
    const shipmentNumber = created.json().shipmentNumber as number;
    assert.equal((await adm('POST', `/admin/shipments/${shipmentNumber}/ship`, { trackingNumber: '1Z1' })).statusCode, 200);
    assert.equal((await adm('POST', `/admin/shipments/${shipmentNumber}/cancel`)).statusCode, 200);
    assert.equal((await adm('POST', `/admin/orders/${own.orderNumber}/items/${b}/cancel`)).statusCode, 200);

    const ours = new Set([own.orderNumber, storefront.orderNumber]);
    const got = () => receiver.received.filter((d) => ours.has(d.body.orderNumber as number));
    const typesOf = (orderNumber: number) =>
      got()
        .filter((d) => d.body.orderNumber === orderNumber)
        .map((d) => d.body.type as string);
    const everyType = ['order.status_changed', 'shipment.shipped', 'shipment.cancelled', 'order_line.cancelled'];
    await withDispatcher(ctx, () =>
      waitFor(
        () => everyType.every((t) => typesOf(own.orderNumber).includes(t)) && typesOf(storefront.orderNumber).length > 0,
        10_000,
        'every type of event',
      ),
    );
    const now = ctx.clock.now();
    for (const d of got()) {
      assert.equal(verifyDelivery(endpoint.signingSecret!, d.rawBody, d.headers['platform-signature'] as string, now).ok, true);
      assert.equal(d.headers['platform-event-id'], d.body.eventId);
    }
    const shipped = got().find((d) => d.body.type === 'shipment.shipped')!.body;
    assert.deepEqual(shipped, {
      eventId: shipped.eventId,
      type: 'shipment.shipped',
      occurredAt: shipped.occurredAt,
      siteId: site,
      orderNumber: own.orderNumber,
      partnerOrderId: 'PO-E2E-1',
      shipmentNumber,
    });
    // A storefront order reaches the partner too, without partnerOrderId.
    const placed = got().find((d) => d.body.orderNumber === storefront.orderNumber)!.body;
    assert.equal(placed.type, 'order.status_changed');
    assert.equal('partnerOrderId' in placed, false);
  });
});
