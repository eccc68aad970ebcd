// Example responses of the orders back office, as render.ts returns them
// (shown on /admin/docs; lint:openapi requires one on every success response).
const T = '2026-01-15T09:30:00.000Z';
const SHIP_BY = '2026-01-20T09:30:00.000Z';

export const line = {
  orderNumber: 100001,
  siteId: 1,
  itemNumber: 500001,
  sku: 'BC-100',
  productId: 'SLO_1',
  productName: 'Business cards',
  productCode: 'BC',
  jobName: 'Jane Doe cards',
  externalId: null,
  quantity: 100,
  lineListTotal: '40.00',
  lineTotal: '36.00',
  shipped: false,
  shippedOn: null,
  cancelled: false,
  estimatedShipBy: SHIP_BY,
  shipBy: null,
  turnaroundBusinessDays: 3,
  productionStatus: 'PROOFING',
  proofStatus: 'PENDING_REVIEW',
  note: null,
  variantAttributes: [{ name: 'Paper', choice: 'Matte' }],
  productDiscount: { name: 'Spring sale', percent: '10.00', amount: '4.00' },
  userDiscount: null,
  handlingAmount: '2.50',
  problem: false,
  reorder: false,
  backorderQuantity: null,
  shippable: true,
  digitalDelivery: false,
  storedProofStatus: 'PENDING_REVIEW',
  hidden: false,
  internalRecord: false,
  partnerLineId: 'L1',
};
export const order = {
  orderNumber: 100001,
  siteId: 1,
  status: 'IN_PRODUCTION',
  placedOn: T,
  orderingUserId: 3,
  sourcePartnerId: 1,
  partnerOrderId: 'PO-30294',
  shipTo: { name: 'Dana Reyes', address1: '12 Harbor St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
  billTo: null,
  shippingMethod: 'Ground',
  shippingNotes: null,
  itemTotal: '36.00',
  handlingTotal: '2.50',
  shippingTotal: '5.00',
  totalPrice: '43.50',
  lines: [line],
};
export const orderList = {
  orders: [{ orderNumber: 100001, siteId: 1, status: 'IN_PRODUCTION', placedOn: T, partnerOrderId: 'PO-30294', totalPrice: '43.50' }],
  nextCursor: null,
};
export const placed = {
  orderNumber: 100001,
  projectId: 900001,
  siteId: 1,
  status: 'RECEIVED',
  placedOn: T,
  itemTotal: '36.00',
  handlingTotal: '2.50',
  shippingTotal: '5.00',
  totalPrice: '43.50',
  lines: [
    {
      itemNumber: 500001,
      partnerLineId: null,
      productId: 'SLO_1',
      quantity: 100,
      unitPrice: '0.40',
      lineListTotal: '40.00',
      lineTotal: '36.00',
      productDiscount: line.productDiscount,
      userDiscount: null,
      handlingAmount: '2.50',
    },
  ],
};
export const lineDetail = {
  ...line,
  proofFiles: [
    { fileId: '1', name: 'proof-v1.pdf', active: false, archived: true, consumerVisible: true, createdOn: T, link: null },
    {
      fileId: '2',
      name: 'proof-v2.pdf',
      active: true,
      archived: false,
      consumerVisible: true,
      createdOn: T,
      link: 'http://localhost:3002/o/proofs/100001/500001/Qk9x1mT7aLpZ/proof-v2.pdf?X-Expires=1768485900&X-Signature=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
    },
  ],
  denialReasons: [{ code: 'TYPO', description: 'Typo in the text' }],
  proofLog: [{ actor: 'bootstrap', entry: 'Proof revision published: proof-v2.pdf.', createdOn: T }],
  printFiles: [
    {
      fileName: 'business-card-front.pdf',
      fileSize: 20971520,
      md5: '8f14e45fceea167a5a36dedd4bea2543',
      active: true,
      link: 'http://localhost:3002/o/artwork/100001/500001/rsv_3q2-9XyZb7kLmN0pQrStUvWx/business-card-front.pdf?X-Expires=1768485900&X-Signature=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
    },
  ],
};
export const internalRecord = { itemNumber: 500002 };
export const shipment = {
  shipmentNumber: 700001,
  orderNumber: 100001,
  carrier: 'UPS',
  service: 'Ground',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: null,
  shippedOn: T,
  cancelled: false,
  lines: [{ itemNumber: 500001, quantity: 100 }],
};
export const shipments = { shipments: [shipment] };
