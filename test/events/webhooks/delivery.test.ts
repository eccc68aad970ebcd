import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { verifyDelivery } from '../../../src/events/webhooks/verify.ts';
import type { TestContext } from '../../helpers/context.ts';
import { deliveriesOf, emit, registerEndpoint, withDispatcher, webhooksTestFile } from './fixtures.ts';
import { waitFor, type Receiver } from './receiver.ts';
import { onEveryKind } from '../../helpers/kinds.ts';

onEveryKind((kind) => {
  let ctx: TestContext;
  const receiver = webhooksTestFile((c) => (ctx = c), kind);

  test('a signed endpoint receives exactly the spec payload, Platform-Event-Id and a signature that verifies', async () => {
    const site = await ctx.site();
    const partner = await ctx.partner({ siteIds: [site] });
    const r = await receiver();
    const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url });
    assert.match(endpoint.signingSecret!, /^whsec_/);
    const status = await emit(ctx, {
      type: 'order.status_changed',
      siteId: site,
      orderNumber: 501,
      sourcePartnerId: partner.partnerId,
      partnerOrderId: 'PO-501',
    });
    const shipped = await emit(ctx, { type: 'shipment.shipped', siteId: site, orderNumber: 501, shipmentNumber: 3 });
    const cancelled = await emit(ctx, { type: 'shipment.cancelled', siteId: site, orderNumber: 501, shipmentNumber: 3 });
    const line = await emit(ctx, { type: 'order_line.cancelled', siteId: site, orderNumber: 501 });

    await withDispatcher(ctx, () => waitFor(() => r.received.length === 4, 5000, 'four deliveries'));
    const byId = new Map(r.received.map((d) => [d.body.eventId, d]));
    const now = ctx.clock.now();
    for (const d of r.received) {
      assert.equal(d.headers['content-type'], 'application/json');
      assert.equal(d.headers['platform-event-id'], d.body.eventId);
      assert.deepEqual(verifyDelivery(endpoint.signingSecret!, d.rawBody, d.headers['platform-signature'] as string, now), {
        ok: true,
        t: Math.floor(now.getTime() / 1000),
      });
      assert.equal(d.body.occurredAt, now.toISOString());
    }
    const at = now.toISOString();
    assert.deepEqual(byId.get(status.eventId)!.body, {
      eventId: status.eventId,
      type: 'order.status_changed',
      occurredAt: at,
      siteId: site,
      orderNumber: 501,
      partnerOrderId: 'PO-501',
    });
    assert.deepEqual(byId.get(shipped.eventId)!.body, {
      eventId: shipped.eventId,
      type: 'shipment.shipped',
      occurredAt: at,
      siteId: site,
      orderNumber: 501,
      shipmentNumber: 3,
    });
    assert.deepEqual(byId.get(cancelled.eventId)!.body, {
      eventId: cancelled.eventId,
      type: 'shipment.cancelled',
      occurredAt: at,
      siteId: site,
      orderNumber: 501,
      shipmentNumber: 3,
    });
    assert.deepEqual(byId.get(line.eventId)!.body, {
      eventId: line.eventId,
      type: 'order_line.cancelled',
      occurredAt: at,
      siteId: site,
      orderNumber: 501,
    });
    // A signature over any other bytes (a re-serialisation, another secret) does not verify.
    const first = r.received[0]!;
    const reserialised = JSON.stringify(first.body, null, 1);
    assert.equal(verifyDelivery(endpoint.signingSecret!, reserialised, first.headers['platform-signature'] as string, now).ok, false);
    assert.equal(verifyDelivery('whsec_other', first.rawBody, first.headers['platform-signature'] as string, now).ok, false);

    const log = await deliveriesOf(ctx, endpoint.endpointId);
    assert.equal(log.length, 4);
    for (const entry of log) {
      assert.equal(entry.status, 'succeeded');
      assert.equal(entry.responseStatus, 204);
      assert.equal(entry.errorClass, null);
      assert.equal(typeof entry.latencyMs, 'number');
      assert.equal(entry.attemptedOn, at);
    }
  });

  test('the signature timestamp comes from the injected clock; a receiver more than 300 s away refuses it', async () => {
    const site = await ctx.site();
    const partner = await ctx.partner({ siteIds: [site] });
    const r = await receiver();
    const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url });
    const before = ctx.clock.now();
    ctx.clock.set('2026-03-01T00:00:00.000Z');
    try {
      await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 7 });
      await withDispatcher(ctx, () => waitFor(() => r.received.length === 1));
    } finally {
      ctx.clock.set(before);
    }
    const d = r.received[0]!;
    const header = d.headers['platform-signature'] as string;
    assert.match(header, /^t=1772323200,v1=[0-9a-f]{64}$/);
    assert.equal(d.body.occurredAt, '2026-03-01T00:00:00.000Z');
    assert.equal(verifyDelivery(endpoint.signingSecret!, d.rawBody, header, new Date('2026-03-01T00:05:00.000Z')).ok, true);
    assert.deepEqual(verifyDelivery(endpoint.signingSecret!, d.rawBody, header, new Date('2026-03-01T00:05:01.000Z')), {
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
    assert.deepEqual(verifyDelivery(endpoint.signingSecret!, d.rawBody, header, new Date('2026-02-28T23:54:59.000Z')), {
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
  });

  test('an endpoint registered without a secret gets no signature header', async () => {
    const site = await ctx.site();
    const partner = await ctx.partner({ siteIds: [site] });
    const r = await receiver();
    const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url, signed: false });
    assert.equal(endpoint.signingSecret, null);
    const event = await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 8 });
    await withDispatcher(ctx, () => waitFor(() => r.received.length === 1));
    assert.equal(r.received[0]!.headers['platform-signature'], undefined);
    assert.equal(r.received[0]!.headers['platform-event-id'], event.eventId);
  });

  test('subscription: other types are filtered out at fan-out', async () => {
    const site = await ctx.site();
    const partner = await ctx.partner({ siteIds: [site] });
    const r = await receiver();
    const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url, eventTypes: ['shipment.shipped'] });
    await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 9 });
    const shipped = await emit(ctx, { type: 'shipment.shipped', siteId: site, orderNumber: 9, shipmentNumber: 1 });
    await emit(ctx, { type: 'order_line.cancelled', siteId: site, orderNumber: 9 });
    await withDispatcher(ctx, async () => {
      await waitFor(() => r.received.length === 1);
      await waitFor(
        async () =>
          (await ctx.platform.db.selectFrom('outbox_events').select('id').where('fanned_out_at', 'is', null).execute()).length === 0,
      );
    });
    assert.deepEqual(
      r.received.map((d) => d.body.eventId),
      [shipped.eventId],
    );
    assert.deepEqual(
      (await deliveriesOf(ctx, endpoint.endpointId)).map((d) => d.type),
      ['shipment.shipped'],
    );
  });

  test("per-site scope: a partner not granted the event's site gets nothing; storefront orders reach every granted partner without partnerOrderId", async () => {
    const site = await ctx.site();
    const other = await ctx.site();
    const submitter = await ctx.partner({ siteIds: [site] });
    const neighbour = await ctx.partner({ siteIds: [site, other] });
    const outsider = await ctx.partner({ siteIds: [other] });
    const [rs, rn, ro] = await Promise.all([receiver(), receiver(), receiver()]);
    await registerEndpoint(ctx, submitter.partnerId, { url: rs.url });
    await registerEndpoint(ctx, neighbour.partnerId, { url: rn.url });
    await registerEndpoint(ctx, outsider.partnerId, { url: ro.url });

    const own = await emit(ctx, {
      type: 'order.status_changed',
      siteId: site,
      orderNumber: 20,
      sourcePartnerId: submitter.partnerId,
      partnerOrderId: 'SUB-20',
    });
    const storefront = await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 21 });
    await withDispatcher(ctx, () => waitFor(() => rs.received.length === 2 && rn.received.length === 2));

    const bodyOf = (r: Receiver, eventId: string) => r.received.find((d) => d.body.eventId === eventId)!.body;
    assert.equal(bodyOf(rs, own.eventId).partnerOrderId, 'SUB-20');
    assert.equal('partnerOrderId' in bodyOf(rn, own.eventId), false, "another partner never sees the submitter's partnerOrderId");
    assert.equal('partnerOrderId' in bodyOf(rs, storefront.eventId), false);
    assert.equal('partnerOrderId' in bodyOf(rn, storefront.eventId), false);
    assert.equal(ro.received.length, 0, 'the partner without the site gets nothing');
  });

  test('a disabled endpoint, or a disabled partner, receives nothing', async () => {
    const site = await ctx.site();
    const partner = await ctx.partner({ siteIds: [site] });
    const disabledPartner = await ctx.partner({ siteIds: [site] });
    const [r, rp] = await Promise.all([receiver(), receiver()]);
    await registerEndpoint(ctx, partner.partnerId, { url: r.url, enabled: false });
    await registerEndpoint(ctx, disabledPartner.partnerId, { url: rp.url });
    await ctx.platform.admin.partners.update(disabledPartner.partnerId, { enabled: false }, 'test');
    await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 30 });
    await withDispatcher(ctx, () =>
      waitFor(
        async () =>
          (await ctx.platform.db.selectFrom('outbox_events').select('id').where('fanned_out_at', 'is', null).execute()).length === 0,
      ),
    );
    assert.equal(r.received.length + rp.received.length, 0);
  });
});
