// The demo catalog: STOCK and POD products on the two granted demo sites, a
// product of site 1 shared into site 2, a templated product, images,
// segments and price tiers, and one product on the ungranted site (answers
// 404). Fulfilment centres are left to the shipping demo.
import type { DemoPlace } from './world.ts';
import type { Platform } from '../platform.ts';
import { TEMPLATE_VENDOR_ID } from '../../catalog/templates.ts';
import { frontImage } from '../../catalog/schemas.ts';

const ACTOR = 'seed';

export interface DemoCatalog {
  /** Named demo product ids (`SLO_`/`SLS_`). */
  productIds: Record<string, string>;
  segmentIds: number[];
}

/** Price tiers from [minimum quantity, unit price] pairs. */
function tiers(...pairs: [number, string][]) {
  return pairs.map(([minQuantity, unitPrice]) => ({ minQuantity, unitPrice }));
}

export async function seedDemoCatalog(platform: Platform, world: DemoPlace): Promise<DemoCatalog> {
  const admin = platform.catalog.admin;
  const [acme, northwind] = world.siteIds as [number, number];

  const staff = await admin.createSegment({ siteId: acme, name: 'Staff' }, ACTOR);
  const franchisees = await admin.createSegment({ siteId: acme, name: 'Franchisees' }, ACTOR);
  const vip = await admin.createSegment({ siteId: northwind, name: 'VIP customers' }, ACTOR);

  const tee = await admin.createProduct(
    {
      siteId: acme,
      code: 'TEE-LOGO',
      name: 'Logo T-shirt',
      serviceType: 'STOCK',
      artworkSource: 'NONE',
      description: 'Soft cotton crew-neck T-shirt with the Acme logo on the chest.',
      metaDescription: 'Acme logo T-shirt',
      metaKeywords: 'shirt, apparel, logo',
      minQuantity: 1,
      maxQuantity: 500,
      attributeNames: ['Size', 'Colour', null],
    },
    ACTOR,
  );
  const teeId = tee.product.id;
  for (const [size, colour, weight] of [
    ['S', 'Navy', 5.2],
    ['M', 'Navy', 5.6],
    ['L', 'Navy', 6.1],
    ['M', 'White', 5.6],
  ] as const) {
    await admin.addVariant(
      teeId,
      {
        sku: `TEE-${size}-${colour.toUpperCase()}`,
        attribute1Choice: size,
        attribute2Choice: colour,
        location: `Aisle 3 / Bin ${size}`,
        weight,
      },
      ACTOR,
    );
  }
  // The documents' example image (the product examples show the logo T-shirt).
  const { imagePath, sequence, primary, imageAlt, attribution, imageWidth, imageHeight } = frontImage;
  await admin.addImage(teeId, { imagePath, sequence, primary, imageAlt, attribution, width: imageWidth, height: imageHeight }, ACTOR);
  await admin.addImage(teeId, { imagePath: 'catalog/tee-logo/back.jpg', sequence: null, width: 1600, height: 1600 }, ACTOR);
  await admin.setPriceTiers(teeId, tiers([1, '14.50'], [25, '12.75'], [100, '10.90']), ACTOR);
  await admin.setProductSegments({ kind: 'SLO', id: teeId }, [staff.id, franchisees.id], ACTOR);

  await admin.putTemplateDocument(
    {
      vendor: TEMPLATE_VENDOR_ID,
      templateId: 'acme-business-card-v2',
      variables: [
        { name: 'fullName', displayName: 'Full name', dataType: 'TEXT', listItems: null },
        { name: 'jobTitle', displayName: 'Job title', dataType: 'TEXT', listItems: null },
        { name: 'office', displayName: 'Office', dataType: 'LIST', listItems: ['Boston', 'Denver', 'Toronto'] },
        { name: 'phone', displayName: 'Direct phone', dataType: 'PHONE', listItems: null },
      ],
    },
    ACTOR,
  );
  const cards = await admin.createProduct(
    {
      siteId: acme,
      code: 'BC-STD',
      name: 'Business cards',
      serviceType: 'POD',
      artworkSource: 'TEMPLATE',
      description: 'Personalised 16pt matte business cards, printed double-sided.',
      minQuantity: 250,
      maxQuantity: 5000,
      turnaroundBusinessDays: 3,
      requiresApproval: true,
    },
    ACTOR,
  );
  await admin.setProductTemplate(cards.product.id, { vendor: TEMPLATE_VENDOR_ID, templateId: 'acme-business-card-v2' }, ACTOR);
  await admin.setPriceTiers(cards.product.id, tiers([250, '0.0960'], [1000, '0.0545']), ACTOR);
  await admin.addImage(
    cards.product.id,
    { imagePath: 'catalog/bc-std/sample.png', sequence: 0, primary: true, imageAlt: 'Sample business card', width: 1050, height: 600 },
    ACTOR,
  );

  const banner = await admin.createProduct(
    {
      siteId: acme,
      code: 'BNR-VINYL',
      name: 'Vinyl banner',
      serviceType: 'POD',
      artworkSource: 'UPLOAD',
      description: 'Weatherproof 13oz vinyl banner with grommets; upload print-ready artwork.',
      turnaroundBusinessDays: 5,
    },
    ACTOR,
  );
  await admin.setPriceTiers(banner.product.id, tiers([1, '48.00'], [10, '41.50']), ACTOR);

  const teeShare = await admin.createShare({ productId: teeId, siteId: northwind, visibility: 'SEGMENTS' }, ACTOR);
  await admin.setProductSegments({ kind: 'SLS', id: teeShare.product.id }, [vip.id], ACTOR);

  const mug = await admin.createProduct(
    {
      siteId: northwind,
      code: 'MUG-11',
      name: 'Branded mug',
      serviceType: 'STOCK',
      description: '11oz ceramic mug with the Northwind wordmark.',
      attributeNames: ['Colour', null, null],
    },
    ACTOR,
  );
  await admin.addVariant(mug.product.id, { sku: 'MUG-11-WHT', attribute1Choice: 'White', location: 'Shelf B2', weight: 12.5 }, ACTOR);
  await admin.addVariant(mug.product.id, { sku: 'MUG-11-BLK', attribute1Choice: 'Black', location: 'Shelf B3', weight: 12.5 }, ACTOR);
  await admin.setPriceTiers(mug.product.id, tiers([1, '7.25'], [48, '5.95']), ACTOR);
  await admin.addImage(
    mug.product.id,
    { imagePath: 'catalog/mug-11/white.jpg', primary: true, imageAlt: 'White mug', width: 1200, height: 1200 },
    ACTOR,
  );

  const hidden = await admin.createProduct({ siteId: world.otherSiteId, code: 'GLX-PEN', name: 'Globex pen', serviceType: 'STOCK' }, ACTOR);

  return {
    productIds: {
      logoTee: `SLO_${teeId}`,
      businessCards: `SLO_${cards.product.id}`,
      vinylBanner: `SLO_${banner.product.id}`,
      logoTeeShare: `SLS_${teeShare.product.id}`,
      brandedMug: `SLO_${mug.product.id}`,
      ungrantedPen: `SLO_${hidden.product.id}`,
    },
    segmentIds: [staff.id, franchisees.id, vip.id],
  };
}
