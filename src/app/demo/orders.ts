// The demo orders: one in every interesting state, on the demo catalog.
// In a fresh database the numbers are predictable (README examples):
//   100001  Acme, submitted by the demo partner (PO-DEMO-1001):
//           500001 business cards PENDING_REVIEW, reasons offered, two proof
//                  revisions (the first archived: link null) and a preview;
//           500002 banner approved, in production; plus an internal rework record
//   100002  Acme storefront order: 500004 DECLINED (reason on the proof log),
//           500005 cancelled
//   100003  Northwind, partly shipped: 500006 shipped with tracking, 500007 waiting
//   100004  Acme, every line hidden from the customer (items: [])
//   100005  Globex (not granted to the demo partner: 404)
import { withTransaction } from '../../db/transaction.ts';
import { DemoRepo } from './repo.ts';
import type { DemoPlace } from './world.ts';
import type { Platform } from '../platform.ts';
import { placeOrder } from '../../orders/placement/place-order.ts';
import type { StoredAddress } from '../../db/tables/orders.ts';
import { EXAMPLE_ADDRESS } from '../../orders/schemas.ts';

const ACTOR = 'seed';
// The documents' example address, so that their examples read like the demo's answers.
const SHIP_TO: StoredAddress = { ...EXAMPLE_ADDRESS, email: 'dana@reyes.example.com' };
const REASONS = [
  { code: 'TYPO', description: 'Text contains a typo' },
  { code: 'WRONG_COLOR', description: 'Colours are not as expected' },
  { code: 'LAYOUT', description: 'Layout or positioning is wrong' },
];

/** A one-page PDF proof file named `name`. */
function pdf(name: string, text: string) {
  return { name, content: Buffer.from(`%PDF-1.4 ${text}\n`), contentType: 'application/pdf' };
}

function productByCode(platform: Platform, code: string): Promise<{ productId: string; variantId: string | null }> {
  return new DemoRepo(platform.db).productByCode(code);
}

export async function seedDemoOrders(platform: Platform, world: DemoPlace): Promise<void> {
  const [acme, northwind] = world.siteIds as [number, number];
  const { orders, lines, shipments } = platform.orders.admin;
  const cards = await productByCode(platform, 'BC-STD');
  const banner = await productByCode(platform, 'BNR-VINYL');
  const mug = await productByCode(platform, 'MUG-11');

  // 100001: the partner's own order, with a proof waiting on review.
  const submitted = await withTransaction(platform.db, (trx) =>
    placeOrder(
      trx,
      {
        siteId: acme,
        orderingUserId: world.orderingUserIds[String(acme)] ?? null,
        shipTo: SHIP_TO,
        shipping: { provider: 'UPS', method: 'Ground', price: '12.40' },
        shippingNotes: 'Leave at reception.',
        source: { partnerId: world.partnerId, partnerOrderId: 'PO-DEMO-1001' },
        lines: [
          {
            productId: cards.productId,
            quantity: 500,
            partnerLineId: 'line-1',
            jobName: 'Dana Reyes cards',
            templateVariables: { name: 'Dana Reyes', title: 'DDS' },
          },
          {
            productId: banner.productId,
            quantity: 2,
            partnerLineId: 'line-2',
            jobName: 'Grand opening banner',
            artworkUrl: 'https://partner.example.com/art/banner.pdf',
          },
        ],
      },
      platform.clock,
    ),
  );
  const [pending, approved] = submitted.lines.map((l) => l.itemNumber) as [number, number];
  await lines.publishProof(submitted.orderNumber, pending, pdf('cards-proof-v1.pdf', 'demo proof v1'), ACTOR);
  await lines.publishProof(submitted.orderNumber, pending, pdf('cards-proof-v2.pdf', 'demo proof v2'), ACTOR);
  await lines.setVisual(submitted.orderNumber, pending, { content: Buffer.from('demo preview image\n'), contentType: 'image/png' }, ACTOR);
  const first = (await lines.detail(submitted.orderNumber, pending)).proofFiles[0]!;
  await lines.archiveProofFile(first.fileId, ACTOR);
  await lines.setDenialReasons(submitted.orderNumber, pending, REASONS, ACTOR);
  await lines.publishProof(submitted.orderNumber, approved, pdf('banner-proof.pdf', 'banner proof'), ACTOR);
  await lines.setProofStatus(submitted.orderNumber, approved, 'APPROVED', ACTOR);
  await lines.setProductionStatus(submitted.orderNumber, approved, 'IN_PRODUCTION', ACTOR);
  await orders.addInternalRecord(submitted.orderNumber, { kind: 'REWORK', quantity: 1, note: 'Grommet fault on first print' }, ACTOR);
  await orders.setStatus(submitted.orderNumber, 'IN_PRODUCTION', ACTOR);

  // 100002: a storefront order with a declined proof and a cancelled line.
  const storefront = await orders.placeStorefrontOrder(
    {
      siteId: acme,
      orderingUserId: null,
      shipTo: SHIP_TO,
      lines: [
        { productId: cards.productId, quantity: 250, jobName: 'Front desk cards' },
        { productId: banner.productId, quantity: 1 },
      ],
    },
    ACTOR,
  );
  const [declined, cancelled] = storefront.lines.map((l) => l.itemNumber) as [number, number];
  await lines.publishProof(storefront.orderNumber, declined, pdf('front-desk-proof.pdf', 'front desk'), ACTOR);
  await lines.setDenialReasons(storefront.orderNumber, declined, REASONS, ACTOR);
  await lines.setProofStatus(storefront.orderNumber, declined, 'DECLINED', ACTOR);
  await lines.setProductionStatus(storefront.orderNumber, declined, 'PREPRESS', ACTOR);
  await lines.cancel(storefront.orderNumber, cancelled, ACTOR);

  // 100003: partly shipped.
  const shipping = await orders.placeStorefrontOrder(
    {
      siteId: northwind,
      orderingUserId: world.orderingUserIds[String(northwind)] ?? null,
      shipTo: SHIP_TO,
      lines: [
        { productId: mug.productId, variantId: mug.variantId, quantity: 48 },
        { productId: mug.productId, variantId: mug.variantId, quantity: 12 },
      ],
    },
    ACTOR,
  );
  const shipment = await shipments.create(
    shipping.orderNumber,
    {
      carrier: 'UPS',
      service: 'Ground',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      lines: [{ itemNumber: shipping.lines[0]!.itemNumber }],
    },
    ACTOR,
  );
  await shipments.ship(shipment.shipmentNumber, {}, ACTOR);
  await lines.patch(shipping.orderNumber, shipping.lines[1]!.itemNumber, { backorderQuantity: 12 }, ACTOR);

  // 100004: every line hidden from the customer.
  const hidden = await orders.placeStorefrontOrder(
    { siteId: acme, orderingUserId: null, shipTo: SHIP_TO, lines: [{ productId: banner.productId, quantity: 1 }] },
    ACTOR,
  );
  await lines.patch(hidden.orderNumber, hidden.lines[0]!.itemNumber, { hidden: true }, ACTOR);

  // 100005: on the site the demo partner is not granted.
  const penId = await new DemoRepo(platform.db).anyProductOf(world.otherSiteId);
  if (penId !== undefined) {
    await platform.catalog.admin.setPriceTiers(penId, [{ minQuantity: 1, unitPrice: '1.20' }], ACTOR);
    const variant = await platform.catalog.admin.addVariant(penId, { sku: 'GLX-PEN-BLU', attribute1Choice: 'Blue' }, ACTOR);
    await orders.placeStorefrontOrder(
      {
        siteId: world.otherSiteId,
        orderingUserId: null,
        shipTo: SHIP_TO,
        lines: [{ productId: `SLO_${penId}`, variantId: variant.variants[0]!.id, quantity: 100 }],
      },
      ACTOR,
    );
  }
}
