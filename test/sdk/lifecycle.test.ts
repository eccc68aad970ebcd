// End to end through the SDK: a partner submits an order, the worker creates
// it, staff publish a proof, the partner approves it, staff ship the line,
// and the partner's receiver gets the signed deliveries, verified and typed
// by the SDK, and re-reads what each names. The test ping is verified and
// recognised too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isKnownEvent, isTestPing, type OrderSubmission, verifyWebhook, type WebhookEvent } from '../../sdk/src/index.ts';
import type { Worker } from '../../src/jobs/worker.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { registerEndpoint, TEST_SETTINGS, withDispatcher } from '../events/webhooks/fixtures.ts';
import { startReceiver, waitFor, type Receiver } from '../events/webhooks/receiver.ts';
import { orderBody, orderWorld, type OrderWorld } from '../submissions/fixtures.ts';
import { listen, sdkClient } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
let baseUrl: string;
let worker: Worker;
let receiver: Receiver;
before(async () => {
  ctx = await createTestContext({ ...TEST_SETTINGS, SUBMISSION_WAIT_MS: '5000' });
  world = await orderWorld(ctx);
  baseUrl = await listen(ctx);
  receiver = await startReceiver();
  worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
});
after(async () => {
  await worker.stop();
  await receiver.close();
  await ctx.close();
});

const admin = async (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
  const res = await ctx.adminCall({ method, url, ...(payload && { payload }) });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

test('submit → order → proof → approve → ship → signed webhooks verified and typed by the SDK', async () => {
  const endpoint = await registerEndpoint(ctx, world.partner.partnerId, { url: receiver.url });
  const secret = endpoint.signingSecret!;
  const { client } = sdkClient(ctx, baseUrl, world.partner);

  // The partner submits; the SDK waits for the order.
  const body = orderBody(world) as OrderSubmission;
  const { order } = await client.orders.submit(body);
  const header = await client.orders.get(order.orderNumber);
  assert.equal(header.partnerOrderId, body.partnerOrderId);
  const items = await client.orders.items(order.orderNumber).toArray();
  assert.equal(items.length, 2);
  const line = items[1]!;

  // Staff publish a proof; the partner sees it pending and approves it.
  await admin('POST', `/admin/orders/${order.orderNumber}/items/${line.itemNumber}/proof-files`, {
    name: 'proof-v1.pdf',
    contentBase64: Buffer.from('%PDF-1.4 proof').toString('base64'),
    contentType: 'application/pdf',
  });
  const proof = await client.orders.proof(order.orderNumber, line.itemNumber);
  assert.equal(proof.proofStatus, 'PENDING_REVIEW');
  assert.equal(proof.files.length, 1);
  const decision = await client.orders.approveProof(order.orderNumber, line.itemNumber);
  assert.equal(decision.orderNumber, order.orderNumber);
  assert.equal(decision.itemNumber, line.itemNumber);
  assert.notEqual((await client.orders.proof(order.orderNumber, line.itemNumber)).proofStatus, 'PENDING_REVIEW');

  // Staff ship both lines.
  const shipment = await admin('POST', `/admin/orders/${order.orderNumber}/shipments`, {
    carrier: 'UPS',
    service: 'Ground',
    lines: items.map((i) => ({ itemNumber: i.itemNumber })),
  });
  await admin('POST', `/admin/shipments/${shipment.shipmentNumber}/ship`, { trackingNumber: '1ZSDK' });
  await admin('POST', `/admin/webhook-endpoints/${endpoint.endpointId}/test`);

  // The receiver verifies every delivery with the SDK (the raw bytes, the platform's clock).
  const events: WebhookEvent[] = [];
  const verified = () => {
    events.length = 0;
    for (const d of receiver.received) events.push(verifyWebhook({ secret, rawBody: d.rawBody, headers: d.headers, now: ctx.clock.now() }));
    return events;
  };
  await withDispatcher(ctx, () =>
    waitFor(
      () => verified().some((e) => e.type === 'shipment.shipped') && events.some(isTestPing),
      10_000,
      'the shipment event and the ping',
    ),
  );
  const ping = events.find(isTestPing)!;
  assert.equal(ping.orderNumber, 0);
  const ours = events.filter((e) => !isTestPing(e) && e.orderNumber === order.orderNumber).filter(isKnownEvent);
  assert.equal(ours.length, events.filter((e) => !isTestPing(e) && e.orderNumber === order.orderNumber).length, 'every type is known');
  assert.ok(ours.some((e) => e.type === 'order.status_changed'));
  const shipped = ours.find((e) => e.type === 'shipment.shipped');
  assert.ok(shipped && shipped.type === 'shipment.shipped');
  assert.equal(shipped.shipmentNumber, shipment.shipmentNumber);
  assert.equal(shipped.partnerOrderId, body.partnerOrderId);
  for (const d of receiver.received) assert.equal(d.headers['platform-event-id'], JSON.parse(d.rawBody.toString()).eventId);

  // The event names what to re-read: the shipment, shipped, with both lines.
  const shipments = await client.orders.shipments(shipped.orderNumber).toArray();
  assert.equal(shipments.length, 1);
  assert.equal(shipments[0]!.shipped, true);
  assert.equal(shipments[0]!.trackingNumber, '1ZSDK');
  assert.deepEqual(shipments[0]!.lines.map((l) => l.itemNumber).sort(), items.map((i) => i.itemNumber).sort());
  const after = await client.orders.items(order.orderNumber).toArray();
  assert.ok(after.every((i) => i.shipped));
});
