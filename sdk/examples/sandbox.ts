import { createServer } from 'node:http';
import { isKnownEvent, PartnerClient, SubmissionFailedError, webhookHandler } from '@partner-commerce/sdk';

const sandbox = new PartnerClient({
  baseUrl: process.env.SANDBOX ?? 'http://localhost:3100',
  clientId: process.env.SANDBOX_CLIENT_ID!,
  clientSecret: process.env.SANDBOX_CLIENT_SECRET!,
});

// The endpoint registered through the sandbox's admin API, verifying every delivery.
const received = new Map<number, Set<string>>();
const receiver = createServer(
  webhookHandler({
    secret: process.env.WEBHOOK_SECRET!,
    onEvent: (event) => {
      // A type added later need not name an order: log it or let it be, never fail on it.
      if (isKnownEvent(event)) received.set(event.orderNumber, (received.get(event.orderNumber) ?? new Set()).add(event.type));
    },
  }),
).listen(Number(process.env.RECEIVER_PORT ?? 8080));

const shipTo = { name: 'Ada Lovelace', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43215', country: 'US' };
const line = (partnerLineId: string) => ({ productId: 'SLO_1', partnerLineId, quantity: 30, variantId: 2 });
// New order ids each run: submitting an id again answers the order it already made (cancelled and shipped by then).
const run = Date.now();

const { order } = await sandbox.orders.submit({ siteId: 1, partnerOrderId: `guide-sdk-${run}`, shipTo, lines: [line('L1'), line('L2')] });
const [first, second] = (await sandbox.orders.items(order.orderNumber).toArray()).map((item) => item.itemNumber);
const helpers = sandbox.testHelpers;

await helpers.publishProof(order.orderNumber, first!);
await sandbox.orders.declineProof(order.orderNumber, first!, { reason: 'TYPO' });
await helpers.publishProof(order.orderNumber, first!, { fileName: 'proof-v2.pdf' });
await sandbox.orders.approveProof(order.orderNumber, first!);
await helpers.setOrderStatus(order.orderNumber, 'IN_PRODUCTION');
await helpers.setProductionStatus(order.orderNumber, first!, 'READY_TO_SHIP');
await helpers.cancelLine(order.orderNumber, second!);
const shipment = await helpers.ship(order.orderNumber, { carrier: 'UPS' });
console.log(`shipment ${shipment.shipmentNumber}: ${shipment.trackingNumber}, order ${(await sandbox.orders.get(order.orderNumber)).status}`);
await helpers.cancelShipment(order.orderNumber, shipment.shipmentNumber);

try {
  await sandbox.orders.submit({ siteId: 1, partnerOrderId: `sandbox-reject-sdk-${run}`, shipTo, lines: [line('L1')] });
} catch (error) {
  if (!(error instanceof SubmissionFailedError)) throw error;
  console.log(`rejected: ${error.errors.map((e) => e.code).join(', ')}`);
}
// submit() waits the POST's window, then polls until the slow submission completes.
const slow = await sandbox.orders.submit({ siteId: 1, partnerOrderId: `sandbox-slow-sdk-${run}`, shipTo, lines: [line('L1')] });
console.log(`slow: ${slow.status}`);

while ((received.get(order.orderNumber)?.size ?? 0) < 4) await new Promise((r) => setTimeout(r, 200));
console.log(`events: ${[...received.get(order.orderNumber)!].sort().join(' ')}`);
receiver.close();
