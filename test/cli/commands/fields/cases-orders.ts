// Orders, their lines, proofs and shipments, and the pricing rules: each body field set through the CLI, null where
// it takes null.
import type { FieldCase, Fixtures } from './fields.ts';

const SHIP_TO = {
  name: 'Dana Reyes',
  company: 'Acme',
  address1: '12 Harbor St',
  address2: 'Floor 2',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  phone: '555-0102',
  email: 'dana@x.example',
};
const BILL_TO = { ...SHIP_TO, name: 'Accounts', address1: '1 Ledger Ln' };
const LINES = [
  { productId: 'SLO_2', quantity: 250, jobName: 'Cards', note: 'Rush', sku: 'BC-250' },
  { productId: 'SLO_1', variantId: 2, quantity: 3 },
];
/** Order 100004's only line (not on a shipment, not cancelled); order 100001's second line. */
const LINE = { orderNumber: 100004, itemNumber: 500008 };
const item = ['--order', '100004', '--item', '500008'];
const PDF = Buffer.from('%PDF-1.4\n%fields\n');
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

export const orderCases = (f: Fixtures): FieldCase[] => [
  {
    op: 'ordersPricingSetProductDiscount',
    params: { productId: 'SLO_2' },
    body: { name: 'Spring', percent: '10' },
    cli: ['orders', 'pricing', 'set-product-discount', '--product', 'SLO_2', '--name', 'Spring', '--percent', '10'],
  },
  {
    op: 'ordersPricingSetHandlingFee',
    params: { productId: 'SLO_2' },
    body: { amount: '2.50' },
    cli: ['orders', 'pricing', 'set-handling-fee', '--product', 'SLO_2', '--amount', '2.50'],
  },
  {
    op: 'ordersPricingSetUserDiscount',
    params: { userId: 1 },
    body: { name: 'Loyal', percent: '5' },
    cli: ['orders', 'pricing', 'set-user-discount', '--user', '1', '--name', 'Loyal', '--percent', '5'],
  },
  {
    op: 'ordersPlace',
    body: {
      siteId: 1,
      orderingUserId: 1,
      shipTo: SHIP_TO,
      billTo: BILL_TO,
      shippingMethod: 'Ground',
      shippingPrice: '7.50',
      shippingNotes: 'Leave at dock',
      placedOn: '2026-04-01T09:00:00.000Z',
      lines: LINES,
    },
    cli: [
      ...['orders', 'place', '--site', '1', '--user', '1', '--ship-to', JSON.stringify(SHIP_TO), '--bill-to', JSON.stringify(BILL_TO)],
      ...['--shipping-method', 'Ground', '--shipping-price', '7.50', '--shipping-notes', 'Leave at dock'],
      ...['--placed-on', '2026-04-01T09:00:00.000Z', '--lines', JSON.stringify(LINES)],
    ],
  },
  {
    op: 'ordersPlace',
    body: { siteId: 1, orderingUserId: null, lines: [{ productId: 'SLO_2', quantity: 250 }] },
    cli: ['orders', 'place', '--site', '1', '--line', 'SLO_2:250'],
  },
  {
    op: 'ordersSetStatus',
    params: { orderNumber: 100005 },
    body: { status: 'ON_HOLD' },
    cli: ['orders', 'status', '--order', '100005', '--status', 'ON_HOLD'],
  },
  {
    op: 'ordersAddInternalRecord',
    params: { orderNumber: 100001 },
    body: { kind: 'REWORK', quantity: 2, note: 'Trim fault' },
    cli: ['orders', 'internal-record', '--order', '100001', '--kind', 'REWORK', '--quantity', '2', '--note', 'Trim fault'],
  },
  {
    op: 'ordersAddInternalRecord',
    params: { orderNumber: 100001 },
    body: { kind: 'PROOF', quantity: 1, note: null },
    cli: ['orders', 'internal-record', '--order', '100001', '--kind', 'PROOF', '--note', 'null'],
  },
  {
    op: 'ordersLineUpdate',
    params: LINE,
    body: {
      hidden: false,
      problem: true,
      reorder: true,
      backorderQuantity: 4,
      shippable: true,
      digitalDelivery: true,
      note: 'Check bleed',
      shipBy: '2026-05-01T00:00:00.000Z',
      estimatedShipBy: '2026-04-28T00:00:00.000Z',
      siteId: 1,
    },
    cli: [
      ...['orders', 'line', 'set', ...item, '--hidden', 'false', '--problem', 'true', '--reorder', 'true', '--backorder', '4'],
      ...['--shippable', 'true', '--digital-delivery', 'true', '--note', 'Check bleed', '--ship-by', '2026-05-01T00:00:00.000Z'],
      ...['--estimated-ship-by', '2026-04-28T00:00:00.000Z', '--site', '1'],
    ],
  },
  {
    op: 'ordersLineUpdate',
    params: LINE,
    body: { backorderQuantity: null, note: null, shipBy: null, estimatedShipBy: null },
    cli: ['orders', 'line', 'set', ...item, '--backorder', 'null', '--note', 'null', '--ship-by', 'null', '--estimated-ship-by', 'null'],
  },
  {
    op: 'ordersLineSetProductionStatus',
    params: LINE,
    body: { productionStatus: 'PREPRESS' },
    cli: ['orders', 'line', 'production', ...item, '--status', 'PREPRESS'],
  },
  {
    op: 'ordersLineSetProductionStatus',
    params: LINE,
    body: { productionStatus: null },
    cli: ['orders', 'line', 'production', ...item, '--status', 'null'],
  },
  {
    op: 'ordersLineSetProofStatus',
    params: LINE,
    body: { proofStatus: 'ON_CUSTOMER_HOLD' },
    cli: ['orders', 'line', 'proof-status', ...item, '--status', 'ON_CUSTOMER_HOLD'],
  },
  {
    op: 'ordersLineSetProofStatus',
    params: LINE,
    body: { proofStatus: null },
    cli: ['orders', 'line', 'proof-status', ...item, '--status', 'null'],
  },
  {
    op: 'ordersProofPublish',
    params: LINE,
    body: { name: 'proof.pdf', contentBase64: PDF.toString('base64'), contentType: 'application/pdf', consumerVisible: false },
    cli: ['orders', 'proof', 'publish', ...item, '--file', 'proof.pdf', '--content-type', 'application/pdf', '--consumer-visible', 'false'],
    files: { 'proof.pdf': PDF },
  },
  {
    op: 'ordersProofSetVisual',
    params: LINE,
    body: { contentBase64: PNG.toString('base64'), contentType: 'image/png' },
    cli: ['orders', 'proof', 'visual', ...item, '--file', 'visual.png', '--content-type', 'image/png'],
    files: { 'visual.png': PNG },
  },
  {
    op: 'ordersProofSetReasons',
    params: LINE,
    body: { reasons: [{ code: 'TYPO', description: 'Text contains a typo' }] },
    cli: ['orders', 'proof', 'reasons', ...item, '--reason', 'TYPO=Text contains a typo'],
  },
  {
    op: 'ordersShipmentCreate',
    params: { orderNumber: 100001 },
    body: {
      carrier: 'UPS',
      service: 'Ground',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      lines: [{ itemNumber: 500002, quantity: 1 }],
    },
    cli: [
      ...['orders', 'shipment', 'create', '--order', '100001', '--items', '500002:1', '--carrier', 'UPS', '--service', 'Ground'],
      ...['--tracking', '1Z999AA10123456784', '--tracking-url', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ],
  },
  {
    op: 'ordersShipmentShip',
    params: { shipmentNumber: f.shipmentNumber },
    body: { carrier: 'FedEx', service: 'Express', trackingNumber: '7489', trackingUrl: 'https://www.fedex.com/track?n=7489' },
    cli: [
      ...['orders', 'shipment', 'ship', '--shipment', String(f.shipmentNumber), '--carrier', 'FedEx', '--service', 'Express'],
      ...['--tracking', '7489', '--tracking-url', 'https://www.fedex.com/track?n=7489'],
    ],
  },
];
