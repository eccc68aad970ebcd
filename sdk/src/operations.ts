// Which SDK call serves each operation of the partner document, by
// operationId (the names come from one table: operation-names.ts): the
// reference pages show its sample beside curl, and test/sdk/operations.test.ts
// and test/docs/vocabulary.test.ts hold it complete (every partner operation
// of docs/openapi-sandbox.json, each naming a method the client has).
import { OPERATION_NAMES, operationIdOf, type SdkMethodName } from './operation-names.ts';

export interface SdkOperation {
  /** The method's path on a PartnerClient, e.g. `orders.list`. */
  method: string;
  /** A one-line sample, with the demo world's ids. */
  sample: string;
}

/** A one-line sample per SDK call. */
const SAMPLES: Record<SdkMethodName, string> = {
  ping: 'await client.ping()',
  me: 'const me = await client.me()',
  'sites.list': 'const sites = await client.sites.list()',
  'sites.get': 'const site = await client.sites.get(1)',
  'sites.products': 'for await (const product of client.sites.products(1)) console.log(product.productId)',
  'sites.users': 'for await (const user of client.sites.users(1)) console.log(user.email)',
  'sites.creditAccounts': 'for await (const account of client.sites.creditAccounts(1)) console.log(account.currentBalance)',
  'products.list': 'for await (const product of client.products.list({ siteId: 1 })) console.log(product.productId)',
  'products.get': "const product = await client.products.get('SLO_1')",
  'products.update': "await client.products.update('SLO_1', { minQuantity: 10 })",
  'products.images': "const { images } = await client.products.images('SLO_1')",
  'products.updateImage': "await client.products.updateImage('SLO_1', 1, { primary: true })",
  'products.template': "const template = await client.products.template('SLO_2')",
  'products.quote': "const quote = await client.products.quote('SLO_1', 30)",
  'products.updateVariant': "await client.products.updateVariant('SLO_1', 2, { location: 'B-12' })",
  'products.setSegments': "await client.products.setSegments('SLO_1', [1])",
  'segments.list': 'for await (const segment of client.segments.list({ siteId: 1 })) console.log(segment.name)',
  'shipping.quote':
    "const { quotes } = await client.shipping.quote({ siteId: 1, productId: 'SLO_1', shipTo: { country: 'US', state: 'OH', postalCode: '43215' }, weightOunces: 12 })",
  'users.list': 'for await (const user of client.users.list({ siteId: 1 })) console.log(user.email)',
  'users.create': "const user = await client.users.create({ siteId: 1, username: 'jane', email: 'jane@example.com' })",
  'users.get': 'const user = await client.users.get(1)',
  'users.update': "await client.users.update(1, { phone: '+1 555 0100' })",
  'users.addresses': 'const addresses = await client.users.addresses(1).toArray()',
  'users.setSegments': 'await client.users.setSegments(1, { segmentIds: [1] })',
  'divisions.list': 'for await (const division of client.divisions.list({ siteId: 1 })) console.log(division.name)',
  'divisions.create': "const { divisionId } = await client.divisions.create({ siteId: 1, name: 'West', code: 'W' })",
  'divisions.get': 'const division = await client.divisions.get(1)',
  'divisions.update': "await client.divisions.update(1, { name: 'West coast' })",
  'creditAccounts.list': 'for await (const account of client.creditAccounts.list({ siteId: 1 })) console.log(account.currentBalance)',
  'creditAccounts.get': 'const account = await client.creditAccounts.get(1)',
  'creditAccounts.adjustments': 'const adjustments = await client.creditAccounts.adjustments(1).toArray()',
  'orders.submit': 'const { order } = await client.orders.submit(body) // waits and polls until the order exists',
  'orders.list': 'for await (const order of client.orders.list({ siteId: 1 })) console.log(order.orderNumber, order.status)',
  'orders.submissions': "const failed = await client.orders.submissions({ status: 'failed' }).toArray()",
  'orders.submission': 'const submission = await client.orders.submission(submissionId)',
  'orders.get': 'const order = await client.orders.get(100001)',
  'orders.items': 'for await (const item of client.orders.items(100001)) console.log(item.itemNumber, item.proofStatus)',
  'orders.shipments': 'const shipments = await client.orders.shipments(100001).toArray()',
  'orders.proof': 'const proof = await client.orders.proof(100001, 500001)',
  'orders.denialReasons': 'const { reasons } = await client.orders.denialReasons(100001, 500001)',
  'orders.approveProof': 'await client.orders.approveProof(100001, 500001)',
  'orders.declineProof': "await client.orders.declineProof(100001, 500001, { reason: 'TYPO', comment: 'Line 2 misspells our name' })",
  'orders.artworkUploadUrl':
    "const { uploadUrl, reservationName } = await client.orders.artworkUploadUrl(100001, 500001, { fileName: 'art.pdf' })",
  'orders.attachArtwork': 'const file = await client.orders.attachArtwork(100001, 500001, reservationName)',
  'testHelpers.setOrderStatus': "const order = await client.testHelpers.setOrderStatus(100001, 'IN_PRODUCTION')",
  'testHelpers.setProductionStatus': "const item = await client.testHelpers.setProductionStatus(100001, 500001, 'FINISHING')",
  'testHelpers.publishProof':
    "const proof = await client.testHelpers.publishProof(100001, 500001, { reasons: [{ code: 'TYPO', description: 'Text contains a typo' }] })",
  'testHelpers.cancelLine': 'const item = await client.testHelpers.cancelLine(100001, 500002)',
  'testHelpers.ship': "const shipment = await client.testHelpers.ship(100001, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })",
  'testHelpers.cancelShipment': 'const shipment = await client.testHelpers.cancelShipment(100001, 700001)',
  accessToken: 'const token = await client.accessToken() // cached, refreshed once on 401',
};

/** operationId (`ordersApproveProof`) → its SDK call and sample. */
export const SDK_OPERATIONS: Record<string, SdkOperation> = Object.fromEntries(
  Object.values(OPERATION_NAMES).map((method) => [operationIdOf(method), { method, sample: SAMPLES[method] }]),
);
