import { PartnerClient } from '@partner-commerce/sdk';

// The demo's values: `npm start` prints client_id and client_secret.
const client = new PartnerClient({
  baseUrl: process.env.API ?? 'http://localhost:3000',
  clientId: process.env.CLIENT_ID!,
  clientSecret: process.env.CLIENT_SECRET!,
});

const me = await client.me();
console.log(`partner ${me.partnerId} (${me.authMethod}), sites ${me.grantedSiteIds.join(', ')}`);

// Submit: idempotent by partnerOrderId, waits (and polls) until the order exists.
const { order } = await client.orders.submit({
  siteId: 1,
  partnerOrderId: `PO-SDK-${Date.now()}`,
  shipTo: { name: 'Ada Lovelace', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43215', country: 'US' },
  lines: [{ productId: 'SLO_1', partnerLineId: 'tee-m', quantity: 30, variantId: 2 }],
});
console.log(`order ${order.orderNumber} ${order.status}, total ${order.totalPrice}`);

// Every line of it, and every order of site 1, page after page.
for await (const item of client.orders.items(order.orderNumber)) console.log(`  line ${item.itemNumber}: ${item.productName} × ${item.quantity}`);
let orders = 0;
for await (const _ of client.orders.list({ siteId: 1 })) orders += 1;
console.log(`${orders} orders on site 1`);
