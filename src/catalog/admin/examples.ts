// Example responses of the catalog back office, shown on /admin/docs.
import { exampleProduct, frontImage } from '../schemas.ts';
const T = '2026-01-15T09:30:00.000Z';

const summary = exampleProduct;
export const productList = { products: [summary] };
export const product = {
  ...summary,
  attribute1Name: 'Size',
  attribute2Name: 'Colour',
  attribute3Name: null,
  variants: [
    {
      variantId: 1,
      sku: 'TEE-S-NAVY',
      attribute1Choice: 'S',
      attribute2Choice: 'Navy',
      attribute3Choice: null,
      location: 'Aisle 3 / Bin S',
      weight: 5.2,
    },
  ],
  segmentIds: [1],
  masterProductId: 'SLO_1',
  fulfilmentCentreId: 1,
  images: [frontImage],
  priceTiers: [
    { minQuantity: 1, unitPrice: '14.50' },
    { minQuantity: 25, unitPrice: '12.75' },
  ],
  template: null,
};
export const segment = { segmentId: 1, siteId: 1, name: 'Staff' };
export const segmentList = { segments: [segment, { segmentId: 2, siteId: 1, name: 'Franchisees' }] };
export const templateDocument = {
  vendor: 'studio',
  templateId: 'acme-business-card-v2',
  variables: [{ name: 'office', displayName: 'Office', dataType: 'LIST', listItems: ['Boston', 'Denver', 'Toronto'] }],
};
