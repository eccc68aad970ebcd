// Which SDK call serves each operation of the partner document, by
// operationId: the reference pages show it as the operation's SDK sample, and
// test/sdk/operations.test.ts holds it complete (every partner operation of
// docs/openapi.json, each naming a method the client has).
export interface SdkOperation {
  /** The method's path on a PartnerClient, e.g. `orders.list`. */
  method: string;
  /** A one-line sample, with the demo world's ids. */
  sample: string;
}

export const SDK_OPERATIONS: Record<string, SdkOperation> = {
  getV1Ping: { method: 'ping', sample: 'await client.ping()' },
  getV1Me: { method: 'me', sample: 'const me = await client.me()' },
  getV1Sites: { method: 'sites.list', sample: 'const sites = await client.sites.list()' },
  getV1SitesBySiteId: { method: 'sites.get', sample: 'const site = await client.sites.get(1)' },
  getV1Products: {
    method: 'products.list',
    sample: 'for await (const product of client.products.list({ siteId: 1 })) console.log(product.productId)',
  },
  getV1SitesBySiteIdProducts: {
    method: 'products.list',
    sample: 'for await (const product of client.products.list({ siteId: 1 })) console.log(product.productId)',
  },
  getV1ProductsByProductId: { method: 'products.get', sample: "const product = await client.products.get('SLO_1')" },
  patchV1ProductsByProductId: { method: 'products.update', sample: "await client.products.update('SLO_1', { minQuantity: 10 })" },
  getV1ProductsByProductIdImages: { method: 'products.images', sample: "const { images } = await client.products.images('SLO_1')" },
  patchV1ProductsByProductIdImagesByImageId: {
    method: 'products.updateImage',
    sample: "await client.products.updateImage('SLO_1', 1, { primary: true })",
  },
  getV1ProductsByProductIdTemplate: { method: 'products.template', sample: "const template = await client.products.template('SLO_2')" },
  postV1ProductsByProductIdQuote: { method: 'products.quote', sample: "const quote = await client.products.quote('SLO_1', 30)" },
  patchV1ProductsByProductIdVariantsByVariantId: {
    method: 'products.updateVariant',
    sample: "await client.products.updateVariant('SLO_1', 2, { location: 'B-12' })",
  },
  putV1ProductsByProductIdSegments: { method: 'products.setSegments', sample: "await client.products.setSegments('SLO_1', [1])" },
  getV1Segments: {
    method: 'segments.list',
    sample: 'for await (const segment of client.segments.list({ siteId: 1 })) console.log(segment.name)',
  },
  postV1ShippingQuote: {
    method: 'shipping.quote',
    sample:
      "const { quotes } = await client.shipping.quote({ siteId: 1, productId: 'SLO_1', shipTo: { country: 'US', state: 'OH', postalCode: '43215' }, weightOunces: 12 })",
  },
  getV1Users: { method: 'users.list', sample: 'for await (const user of client.users.list({ siteId: 1 })) console.log(user.email)' },
  getV1SitesBySiteIdUsers: {
    method: 'users.list',
    sample: 'for await (const user of client.users.list({ siteId: 1 })) console.log(user.email)',
  },
  postV1Users: {
    method: 'users.create',
    sample: "const user = await client.users.create({ siteId: 1, username: 'jane', email: 'jane@example.com' })",
  },
  getV1UsersByUserId: { method: 'users.get', sample: 'const user = await client.users.get(1)' },
  patchV1UsersByUserId: { method: 'users.update', sample: "await client.users.update(1, { phone: '+1 555 0100' })" },
  getV1UsersByUserIdAddresses: { method: 'users.addresses', sample: 'const addresses = await client.users.addresses(1).toArray()' },
  putV1UsersByUserIdSegments: { method: 'users.setSegments', sample: 'await client.users.setSegments(1, { segmentIds: [1] })' },
  getV1Divisions: {
    method: 'divisions.list',
    sample: 'for await (const division of client.divisions.list({ siteId: 1 })) console.log(division.name)',
  },
  postV1Divisions: {
    method: 'divisions.create',
    sample: "const { divisionId } = await client.divisions.create({ siteId: 1, name: 'West', code: 'W' })",
  },
  getV1DivisionsByDivisionId: { method: 'divisions.get', sample: 'const division = await client.divisions.get(1)' },
  patchV1DivisionsByDivisionId: { method: 'divisions.update', sample: "await client.divisions.update(1, { name: 'West coast' })" },
  getV1CreditAccounts: {
    method: 'creditAccounts.list',
    sample: 'for await (const account of client.creditAccounts.list({ siteId: 1 })) console.log(account.currentBalance)',
  },
  getV1SitesBySiteIdCreditAccounts: {
    method: 'creditAccounts.list',
    sample: 'for await (const account of client.creditAccounts.list({ siteId: 1 })) console.log(account.currentBalance)',
  },
  getV1CreditAccountsByCreditAccountId: { method: 'creditAccounts.get', sample: 'const account = await client.creditAccounts.get(1)' },
  getV1CreditAccountsByCreditAccountIdAdjustments: {
    method: 'creditAccounts.adjustments',
    sample: 'const adjustments = await client.creditAccounts.adjustments(1).toArray()',
  },
  postV1Orders: {
    method: 'orders.submit',
    sample: 'const { order } = await client.orders.submit(body) // waits and polls until the order exists',
  },
  getV1Orders: {
    method: 'orders.list',
    sample: 'for await (const order of client.orders.list({ siteId: 1 })) console.log(order.orderNumber, order.status)',
  },
  getV1OrdersSubmissions: {
    method: 'orders.submissions',
    sample: "const failed = await client.orders.submissions({ status: 'failed' }).toArray()",
  },
  getV1OrdersSubmissionsBySubmissionId: {
    method: 'orders.submission',
    sample: 'const submission = await client.orders.submission(submissionId)',
  },
  getV1OrdersByOrderNumber: { method: 'orders.get', sample: 'const order = await client.orders.get(100001)' },
  getV1OrdersByOrderNumberItems: {
    method: 'orders.items',
    sample: 'for await (const item of client.orders.items(100001)) console.log(item.itemNumber, item.proofStatus)',
  },
  getV1OrdersByOrderNumberShipments: {
    method: 'orders.shipments',
    sample: 'const shipments = await client.orders.shipments(100001).toArray()',
  },
  getV1OrdersByOrderNumberItemsByItemNumberProof: {
    method: 'orders.proof',
    sample: 'const proof = await client.orders.proof(100001, 500001)',
  },
  getV1OrdersByOrderNumberItemsByItemNumberProofDenialReasons: {
    method: 'orders.denialReasons',
    sample: 'const { reasons } = await client.orders.denialReasons(100001, 500001)',
  },
  postV1OrdersByOrderNumberItemsByItemNumberProofApprove: {
    method: 'orders.approveProof',
    sample: 'await client.orders.approveProof(100001, 500001)',
  },
  postV1OrdersByOrderNumberItemsByItemNumberProofDecline: {
    method: 'orders.declineProof',
    sample: "await client.orders.declineProof(100001, 500001, { reason: 'TYPO', comment: 'Line 2 misspells our name' })",
  },
  postV1OrdersByOrderNumberItemsByItemNumberArtworkUploadUrl: {
    method: 'orders.artworkUploadUrl',
    sample: "const { uploadUrl, reservationName } = await client.orders.artworkUploadUrl(100001, 500001, { fileName: 'art.pdf' })",
  },
  postV1OrdersByOrderNumberItemsByItemNumberArtwork: {
    method: 'orders.attachArtwork',
    sample: 'const file = await client.orders.attachArtwork(100001, 500001, reservationName)',
  },
  // The sandbox's test helpers (docs/openapi-sandbox.json).
  putV1TestHelpersOrdersByOrderNumberStatus: {
    method: 'testHelpers.setOrderStatus',
    sample: "const order = await client.testHelpers.setOrderStatus(100001, 'IN_PRODUCTION')",
  },
  putV1TestHelpersOrdersByOrderNumberItemsByItemNumberProductionStatus: {
    method: 'testHelpers.setProductionStatus',
    sample: "const item = await client.testHelpers.setProductionStatus(100001, 500001, 'FINISHING')",
  },
  postV1TestHelpersOrdersByOrderNumberItemsByItemNumberProof: {
    method: 'testHelpers.publishProof',
    sample:
      "const proof = await client.testHelpers.publishProof(100001, 500001, { reasons: [{ code: 'TYPO', description: 'Text contains a typo' }] })",
  },
  postV1TestHelpersOrdersByOrderNumberItemsByItemNumberCancel: {
    method: 'testHelpers.cancelLine',
    sample: 'const item = await client.testHelpers.cancelLine(100001, 500002)',
  },
  postV1TestHelpersOrdersByOrderNumberShipments: {
    method: 'testHelpers.ship',
    sample: "const shipment = await client.testHelpers.ship(100001, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })",
  },
  postV1TestHelpersOrdersByOrderNumberShipmentsByShipmentNumberCancel: {
    method: 'testHelpers.cancelShipment',
    sample: 'const shipment = await client.testHelpers.cancelShipment(100001, 700001)',
  },
  postOauth2Token: { method: 'accessToken', sample: 'const token = await client.accessToken() // cached, refreshed once on 401' },
};
