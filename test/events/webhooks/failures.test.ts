import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DeliveryClaims } from '../../../src/events/webhooks/delivery-claims.ts';
import { DeliveryOutcomes } from '../../../src/events/webhooks/delivery-outcomes.ts';
import type { SendResult } from '../../../src/events/webhooks/sender.ts';
import { verifyDelivery } from '../../../src/events/webhooks/verify.ts';
import type { TestContext } from '../../helpers/context.ts';
import { deliveriesOf, emit, registerEndpoint, withDispatcher, webhooksTestFile } from './fixtures.ts';
import { pause, startReceiver, waitFor, type Receiver } from './receiver.ts';

let ctx: TestContext;
const receiver = webhooksTestFile((c) => (ctx = c));

// The spec's 5 s cut is waited out for real (its duration is the subject of the last test): sent before the first test,
// so the others run while it waits.
let productionCut: Promise<{ hung: Receiver; result: SendResult }>;
before(() => {
  productionCut = receiver({ hang: true }).then(async (hung) => ({
    hung,
    result: await ctx.platform.webhooks.sender(
      { url: hung.url, body: '{}', headers: { 'content-type': 'application/json' } },
      ctx.platform.webhooks.settings.timeoutMs,
    ),
  }));
  // Awaited by the last test; a rejection meanwhile is its failure, not an unhandled one.
  productionCut.catch(() => {});
});

// Time is not this test's subject: the cut is set far beyond the test (a loaded machine serves the fast endpoint long
// before it), and the hung receiver drops its requests at the end rather than hold them. The next test proves the cut.
test('a hung endpoint holds only its own slots: a fast one is delivered meanwhile, nothing waits for the hung requests', async () => {
  const site = await ctx.site();
  const slowPartner = await ctx.partner({ siteIds: [site] });
  const fastPartner = await ctx.partner({ siteIds: [site] });
  const [slow, fast] = await Promise.all([receiver({ hang: true }), receiver()]);
  const slowEndpoint = await registerEndpoint(ctx, slowPartner.partnerId, { url: slow.url });
  await registerEndpoint(ctx, fastPartner.partnerId, { url: fast.url });
  for (let i = 1; i <= 8; i++) await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 100 + i });

  await withDispatcher(
    ctx,
    async () => {
      try {
        // The hung endpoint holds its 2 slots; the fast one gets all 8 meanwhile.
        await waitFor(() => fast.received.length === 8, 30_000, 'the fast endpoint');
        await waitFor(() => slow.received.length === 2, 30_000, 'the hung endpoint’s 2 slots');
        const held = await deliveriesOf(ctx, slowEndpoint.endpointId);
        assert.ok(
          held.every((d) => d.status === 'pending' || d.status === 'delivering'),
          `no hung request ended: ${JSON.stringify(held.map((d) => d.status))}`,
        );
        // Stop the rest: disabling the endpoint skips what it has not claimed yet; the receiver drops the others.
        const disabled = await ctx.adminCall({
          method: 'PATCH',
          url: `/admin/webhook-endpoints/${slowEndpoint.endpointId}`,
          payload: { enabled: false },
        });
        assert.equal(disabled.statusCode, 200, disabled.body);
      } finally {
        // Whatever failed above, the dispatcher's stop must not wait for the far cut.
        slow.cut();
      }
      await waitFor(
        async () => (await deliveriesOf(ctx, slowEndpoint.endpointId)).every((d) => d.status === 'failed' || d.status === 'skipped'),
        20_000,
        'the rest',
      );
    },
    { overrides: { perEndpointConcurrency: 2, perEndpointMaxConcurrency: 2, timeoutMs: 600_000 } },
  );
  const log = await deliveriesOf(ctx, slowEndpoint.endpointId);
  const failed = log.filter((d) => d.status === 'failed');
  // The 2 held, and those claimed before the endpoint was disabled, all dropped; the others skipped.
  assert.ok(failed.length >= 2, `${failed.length} failed`);
  for (const d of failed) assert.equal(d.errorClass, 'network');
  for (const d of log.filter((d) => d.status === 'skipped')) assert.equal(d.errorClass, 'endpoint_disabled');
  assert.equal(slow.received.length, failed.length, 'each (event, endpoint) sent once');
});

test('a hung endpoint is cut at the timeout and recorded failed, each delivery sent once', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const hung = await receiver({ hang: true });
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: hung.url });
  for (let i = 1; i <= 3; i++) await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 150 + i });
  // Short here (the last test proves the production 5 s): the rule is the cut itself and what is recorded.
  const timeoutMs = 300;
  await withDispatcher(
    ctx,
    async () => {
      try {
        await waitFor(
          async () => {
            const log = await deliveriesOf(ctx, endpoint.endpointId);
            return log.length === 3 && log.every((d) => d.status === 'failed');
          },
          30_000,
          'the timeouts',
        );
      } finally {
        // Had the cut not come, the dispatcher's stop would wait for the held requests: drop them (nothing held when it came).
        hung.cut();
      }
    },
    { overrides: { perEndpointConcurrency: 2, perEndpointMaxConcurrency: 2, timeoutMs } },
  );
  const log = await deliveriesOf(ctx, endpoint.endpointId);
  assert.equal(log.length, 3);
  for (const d of log) {
    assert.equal(d.status, 'failed');
    assert.equal(d.errorClass, 'timeout');
    assert.equal(d.responseStatus, null);
    // Timers fire late on a loaded machine, never early: the lower bound is the rule, the upper one only says "cut".
    assert.ok(d.latencyMs >= timeoutMs - 20 && d.latencyMs < timeoutMs + 8000, `latency ${d.latencyMs}`);
  }
  assert.equal(hung.received.length, 3, 'each (event, endpoint) sent once');
});

test('a 500 is a final failure (no retry); a refused connection is one too', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const refusing = await receiver({ status: 500 });
  const gone = await startReceiver();
  await gone.close();
  const e500 = await registerEndpoint(ctx, partner.partnerId, { url: refusing.url });
  const eGone = await registerEndpoint(ctx, partner.partnerId, { url: gone.url });
  await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 40 });
  await withDispatcher(ctx, async () => {
    await waitFor(async () => (await deliveriesOf(ctx, eGone.endpointId)).some((d) => d.status === 'failed'));
    await waitFor(async () => (await deliveriesOf(ctx, e500.endpointId)).some((d) => d.status === 'failed'));
    await pause(200); // many dispatcher rounds: nothing is sent again
  });
  assert.equal(refusing.received.length, 1);
  const [failed] = await deliveriesOf(ctx, e500.endpointId);
  assert.equal(failed!.responseStatus, 500);
  assert.equal(failed!.errorClass, 'http_status');
  const [refused] = await deliveriesOf(ctx, eGone.endpointId);
  assert.equal(refused!.errorClass, 'connection_refused');
  assert.equal(refused!.responseStatus, null);
});

test('subscription: a type removed after fan-out is filtered out again at delivery', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const r = await receiver();
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url });
  await emit(ctx, { type: 'order_line.cancelled', siteId: site, orderNumber: 50 });
  await new DeliveryClaims(ctx.platform.db).fanOut(100); // fanned out while subscribed
  const patch = await ctx.adminCall({
    method: 'PATCH',
    url: `/admin/webhook-endpoints/${endpoint.endpointId}`,
    payload: { eventTypes: ['order.status_changed'] },
  });
  assert.equal(patch.statusCode, 200, patch.body);
  await withDispatcher(ctx, () => waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId))[0]!.status !== 'pending'));
  const [d] = await deliveriesOf(ctx, endpoint.endpointId);
  assert.equal(d!.status, 'skipped');
  assert.equal(d!.errorClass, 'not_subscribed');
  assert.equal(r.received.length, 0);
});

test('the test ping goes through the normal path, signed, and bypasses the subscription filter', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const r = await receiver();
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url, eventTypes: ['shipment.shipped'] });
  const ping = await ctx.adminCall({ method: 'POST', url: `/admin/webhook-endpoints/${endpoint.endpointId}/test` });
  assert.equal(ping.statusCode, 202, ping.body);
  const queued = ping.json();
  assert.match(queued.eventId, /^test_[0-9a-f-]{36}$/);
  assert.equal(queued.status, 'pending');
  await withDispatcher(ctx, () => waitFor(() => r.received.length === 1));
  const d = r.received[0]!;
  assert.deepEqual(d.body, {
    eventId: queued.eventId,
    type: 'order.status_changed',
    occurredAt: ctx.clock.now().toISOString(),
    siteId: 0,
    orderNumber: 0,
  });
  assert.equal(d.headers['platform-event-id'], queued.eventId);
  assert.equal(verifyDelivery(endpoint.signingSecret!, d.rawBody, d.headers['platform-signature'] as string, ctx.clock.now()).ok, true);
  const logged = await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries/${queued.deliveryId}` });
  assert.equal(logged.json().status, 'succeeded');
  assert.equal(logged.json().kind, 'test');
});

test('staff redelivery sends the same eventId again and logs it as a new delivery', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const r = await receiver();
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url });
  const event = await emit(ctx, { type: 'shipment.shipped', siteId: site, orderNumber: 60, shipmentNumber: 2 });
  await withDispatcher(ctx, async () => {
    await waitFor(() => r.received.length === 1);
    await waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId))[0]!.status === 'succeeded');
    const [original] = await deliveriesOf(ctx, endpoint.endpointId);
    const res = await ctx.adminCall({ method: 'POST', url: `/admin/webhook-deliveries/${original!.deliveryId}/redeliver` });
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(res.json().redeliveryOf, original!.deliveryId);
    assert.equal(res.json().eventId, event.eventId);
    await waitFor(() => r.received.length === 2);
  });
  assert.deepEqual(
    r.received.map((d) => d.body.eventId),
    [event.eventId, event.eventId],
  );
  assert.equal(r.received[1]!.body.shipmentNumber, 2);
  const log = await deliveriesOf(ctx, endpoint.endpointId);
  assert.equal(log.length, 2);
  await waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId)).every((d) => d.status === 'succeeded'));
});

test('a dispatcher that dies after claiming loses nothing: the claim is taken over after its lease', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const r = await receiver();
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url });
  const event = await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 70 });
  // The "crashed" dispatcher: fans out and claims with a short lease, then never sends or records.
  const repo = new DeliveryClaims(ctx.platform.db);
  await repo.fanOut(100);
  const claimed = await repo.claim({ total: 10, free: new Map(), defaultFree: 10, leaseMs: 300 });
  assert.deepEqual(
    claimed.map((c) => c.eventId),
    [event.eventId],
  );
  assert.equal(
    (await repo.claim({ total: 10, free: new Map(), defaultFree: 10, leaseMs: 300 })).length,
    0,
    'claimed rows are not handed out twice',
  );
  await withDispatcher(ctx, () => waitFor(() => r.received.length === 1, 3000, 'the takeover'));
  assert.equal(r.received[0]!.body.eventId, event.eventId);
  await waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId))[0]!.status === 'succeeded');
  // The dead claim's late outcome is refused: its lease was taken over.
  const late = await new DeliveryOutcomes(ctx.platform.db).record([
    {
      id: claimed[0]!.id,
      claimId: claimed[0]!.claimId,
      outcome: { status: 'failed', attemptedAt: null, latencyMs: null, responseStatus: null, errorClass: 'timeout' },
    },
  ]);
  assert.equal(late.size, 0);
  assert.equal((await deliveriesOf(ctx, endpoint.endpointId))[0]!.status, 'succeeded');
});

test("the production timeout is the spec's 5 s: a hung receiver is cut then, not before", async () => {
  assert.equal(ctx.platform.webhooks.settings.timeoutMs, 5000);
  const { hung, result } = await productionCut;
  assert.equal(result.ok, false);
  assert.equal(result.errorClass, 'timeout');
  assert.ok(result.latencyMs >= 4990 && result.latencyMs < 15_000, `cut after ${result.latencyMs} ms`);
  assert.equal(hung.received.length, 1);
});
