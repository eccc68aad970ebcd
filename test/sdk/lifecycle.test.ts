// End to end through the SDK: a partner submits an order, the worker creates
// it, staff publish a proof, the partner approves it, staff ship the line,
// and the partner's receiver (the SDK's webhookHandler on node:http) gets the
// signed deliveries, verified and typed, and re-reads what each names. The
// test ping is verified and set apart.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isKnownEvent, type OrderSubmission, type WebhookEvent, webhookHandler, type WebhookRequestHandler } from '../../sdk/src/index.ts';
import type { Worker } from '../../src/jobs/worker.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { registerEndpoint, TEST_SETTINGS, withDispatcher } from '../events/webhooks/fixtures.ts';
import { waitFor } from '../events/webhooks/receiver.ts';
import { orderBody, orderWorld, type OrderWorld } from '../submissions/fixtures.ts';
import { listen, sdkClient } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
let baseUrl: string;
let worker: Worker;
let receiver: Server;
let receiverUrl: string;
let handle: WebhookRequestHandler = (_req, res) => void res.writeHead(503).end();
before(async () => {
  ctx = await createTestContext({ ...TEST_SETTINGS, SUBMISSION_WAIT_MS: '5000' });
  world = await orderWorld(ctx);
  baseUrl = await listen(ctx);
  receiver = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
});
after(async () => {
  await worker.stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await ctx.close();
});

const admin = async (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
  const res = await ctx.adminCall({ method, url, ...(payload && { payload }) });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

test('submit → order → proof → approve → ship → signed webhooks verified and typed by the SDK', async () => {
  const endpoint = await registerEndpoint(ctx, world.partner.partnerId, { url: receiverUrl });
  const events: WebhookEvent[] = [];
  const pings: WebhookEvent[] = [];
  const refused: unknown[] = [];
  // The partner's receiver: verified against the platform's clock, answered at once, handed over after.
  handle = webhookHandler({
    secret: endpoint.signingSecret!,
    onEvent: (event) => void events.push(event),
    onTestPing: (event) => void pings.push(event),
    onError: (error) => void refused.push(error),
    now: () => ctx.clock.now(),
  });
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

  await withDispatcher(ctx, () =>
    waitFor(() => events.some((e) => e.type === 'shipment.shipped') && pings.length > 0, 10_000, 'the shipment event and the ping'),
  );
  assert.deepEqual(refused, []);
  assert.equal(pings[0]!.orderNumber, 0);
  assert.ok(!events.includes(pings[0]!), 'the ping is set apart');
  const ours = events.filter((e) => e.orderNumber === order.orderNumber).filter(isKnownEvent);
  assert.equal(ours.length, events.filter((e) => e.orderNumber === order.orderNumber).length, 'every type is known');
  assert.ok(ours.some((e) => e.type === 'order.status_changed'));
  const shipped = ours.find((e) => e.type === 'shipment.shipped');
  assert.ok(shipped && shipped.type === 'shipment.shipped');
  assert.equal(shipped.shipmentNumber, shipment.shipmentNumber);
  assert.equal(shipped.partnerOrderId, body.partnerOrderId);

  // The event names what to re-read: the shipment, shipped, with both lines.
  const shipments = await client.orders.shipments(shipped.orderNumber).toArray();
  assert.equal(shipments.length, 1);
  assert.equal(shipments[0]!.shipped, true);
  assert.equal(shipments[0]!.trackingNumber, '1ZSDK');
  assert.deepEqual(shipments[0]!.lines.map((l) => l.itemNumber).sort(), items.map((i) => i.itemNumber).sort());
  const after = await client.orders.items(order.orderNumber).toArray();
  assert.ok(after.every((i) => i.shipped));
});
