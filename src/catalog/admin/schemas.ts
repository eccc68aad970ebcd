// Back-office catalog request schemas.
import { Type } from 'typebox';
import { DecimalString, idString, Nullable, withExample } from '../../http/schema-helpers.ts';
import { PRODUCT_ID_EXPECT, PRODUCT_ID_PATTERN, ROW_ID_EXPECT, ROW_ID_PATTERN } from '../ids.ts';
import { ARTWORK_SOURCES, SERVICE_TYPES, Str, VISIBILITIES } from '../schemas.ts';

const oneOf = (values: readonly string[]) => Type.Unsafe<string>({ type: 'string', enum: [...values] });
const Text = (max: number) => Nullable(Str({ maxLength: max }));
const Quantity = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const MasterParams = Type.Object(
  { productId: Type.String({ pattern: ROW_ID_PATTERN, 'x-expect': ROW_ID_EXPECT, description: 'The number of an SLO_ product.' }) },
  { additionalProperties: false },
);
export const ShareParams = Type.Object(
  { shareId: Type.String({ pattern: ROW_ID_PATTERN, 'x-expect': ROW_ID_EXPECT, description: 'The number of an SLS_ share.' }) },
  { additionalProperties: false },
);
export const AnyProductParams = Type.Object(
  { productId: Type.String({ pattern: PRODUCT_ID_PATTERN, 'x-expect': PRODUCT_ID_EXPECT, 'x-error-code': 'invalid_product_id' }) },
  { additionalProperties: false },
);
export const VariantIdParams = Type.Object(
  { variantId: Type.String({ pattern: ROW_ID_PATTERN, 'x-expect': ROW_ID_EXPECT }) },
  { additionalProperties: false },
);
export const ImageIdParams = Type.Object(
  { imageId: Type.String({ pattern: ROW_ID_PATTERN, 'x-expect': ROW_ID_EXPECT }) },
  { additionalProperties: false },
);
export const SiteQuery = Type.Object({ siteId: idString('invalid_site_id') }, { additionalProperties: false });

const productFields = {
  code: Str({ minLength: 1, maxLength: 100 }),
  name: Str({ minLength: 1, maxLength: 200 }),
  serviceType: oneOf(SERVICE_TYPES),
  artworkSource: Type.Optional(oneOf(ARTWORK_SOURCES)),
  description: Type.Optional(Text(20000)),
  metaDescription: Type.Optional(Text(1000)),
  metaKeywords: Type.Optional(Text(1000)),
  visibility: Type.Optional(oneOf(VISIBILITIES)),
  requiresApproval: Type.Optional(Type.Boolean()),
  minQuantity: Type.Optional(Quantity),
  maxQuantity: Type.Optional(Nullable(Quantity)),
  turnaroundBusinessDays: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 365 }))),
  attributeNames: Type.Optional(
    Type.Unsafe<[string | null, string | null, string | null]>(
      Type.Array(Text(100), { minItems: 3, maxItems: 3, description: 'Names of variant attributes 1 to 3 (null where unused).' }),
    ),
  ),
  fulfilmentCentreId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }))),
};
export const NewProductBody = withExample(
  Type.Object({ siteId: Type.Integer({ minimum: 1 }), ...productFields }, { additionalProperties: false }),
  {
    siteId: 1,
    code: 'TEE-LOGO',
    name: 'Logo T-shirt',
    serviceType: 'STOCK',
    artworkSource: 'NONE',
    description: 'Soft cotton crew-neck T-shirt with the Acme logo on the chest.',
    minQuantity: 1,
    maxQuantity: 500,
    attributeNames: ['Size', 'Colour', null],
  },
);
export const ProductPatchBody = withExample(Type.Partial(Type.Object(productFields), { additionalProperties: false, minProperties: 1 }), {
  name: 'Logo T-shirt (organic cotton)',
  maxQuantity: 250,
});

export const NewShareBody = withExample(
  Type.Object(
    {
      siteId: Type.Integer({ minimum: 1 }),
      visibility: Type.Optional(oneOf(VISIBILITIES)),
      requiresApproval: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  { siteId: 2, visibility: 'SEGMENTS', requiresApproval: false },
);
export const SharePatchBody = withExample(
  Type.Object(
    {
      overrideDisplay: Type.Optional(Type.Boolean()),
      description: Type.Optional(Text(20000)),
      metaDescription: Type.Optional(Text(1000)),
      metaKeywords: Type.Optional(Text(1000)),
      visibility: Type.Optional(oneOf(VISIBILITIES)),
      requiresApproval: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  { overrideDisplay: true, description: 'The Northwind edition of the Acme logo T-shirt.' },
);

const variantFields = {
  sku: Type.Optional(Text(100)),
  attribute1Choice: Type.Optional(Str({ minLength: 1, maxLength: 100 })),
  attribute2Choice: Type.Optional(Str({ minLength: 1, maxLength: 100 })),
  attribute3Choice: Type.Optional(Str({ minLength: 1, maxLength: 100 })),
  location: Type.Optional(Text(100)),
  weight: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 5000000 }))),
};
export const VariantBody = withExample(Type.Object(variantFields, { additionalProperties: false }), {
  sku: 'TEE-M-NAVY',
  attribute1Choice: 'M',
  attribute2Choice: 'Navy',
  location: 'Aisle 3 / Bin M',
  weight: 5.6,
});
export const VariantPatchBody = withExample(Type.Object(variantFields, { additionalProperties: false, minProperties: 1 }), {
  location: 'Aisle 4 / Bin M',
  weight: 5.8,
});

export const NewImageBody = withExample(
  Type.Object(
    {
      imagePath: Str({ minLength: 1, maxLength: 2000 }),
      sequence: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 2147483647 }))),
      primary: Type.Optional(Type.Boolean()),
      imageAlt: Type.Optional(Text(1000)),
      attribution: Type.Optional(Text(1000)),
      width: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100000 }))),
      height: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100000 }))),
    },
    { additionalProperties: false },
  ),
  {
    imagePath: 'catalog/tee-logo/front.jpg',
    sequence: 1,
    primary: true,
    imageAlt: 'Front of the navy logo T-shirt',
    attribution: 'Acme studio',
    width: 1600,
    height: 1600,
  },
);
export const ImagePatchBody = withExample(
  Type.Object(
    {
      imageAlt: Type.Optional(Text(1000)),
      sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
      primary: Type.Optional(
        Type.Literal(true, {
          'x-expect': 'true (to demote this image, make another one primary)',
          description: 'Only true is accepted: makes this image primary and demotes the previous one (demote by promoting another).',
        }),
      ),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  { imageAlt: 'Back of the navy logo T-shirt', sequence: 2 },
);

export const PriceTiersBody = withExample(
  Type.Object(
    {
      tiers: Type.Array(
        Type.Object(
          { minQuantity: Quantity, unitPrice: Type.String({ ...DecimalString, pattern: '^[0-9]{1,10}(\\.[0-9]{1,4})?$' }) },
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
    },
    { additionalProperties: false },
  ),
  {
    tiers: [
      { minQuantity: 1, unitPrice: '14.50' },
      { minQuantity: 25, unitPrice: '12.75' },
      { minQuantity: 100, unitPrice: '10.90' },
    ],
  },
);

export const ProductTemplateBody = withExample(
  Type.Object(
    {
      template: Nullable(
        Type.Object({ vendor: Str({ minLength: 1, maxLength: 100 }), templateId: Text(200) }, { additionalProperties: false }),
      ),
    },
    { additionalProperties: false },
  ),
  { template: { vendor: 'studio', templateId: 'acme-business-card-v2' } },
);

export const TemplateVariableSchema = Type.Object(
  {
    name: Str({ minLength: 1, maxLength: 200 }),
    displayName: Text(200),
    dataType: Text(100),
    listItems: Nullable(Type.Array(Str({ maxLength: 500 }), { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export const TemplateDocumentBody = withExample(
  Type.Object(
    {
      vendor: Type.Optional(Str({ minLength: 1, maxLength: 100 })),
      templateId: Str({ minLength: 1, maxLength: 200 }),
      variables: Type.Array(TemplateVariableSchema, { maxItems: 200 }),
    },
    { additionalProperties: false },
  ),
  {
    vendor: 'studio',
    templateId: 'acme-business-card-v2',
    variables: [{ name: 'office', displayName: 'Office', dataType: 'LIST', listItems: ['Boston', 'Denver', 'Toronto'] }],
  },
);

export const NewSegmentBody = withExample(
  Type.Object({ siteId: Type.Integer({ minimum: 1 }), name: Str({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
  { siteId: 1, name: 'Staff' },
);
export const SegmentIdParams = Type.Object({ segmentId: idString('invalid_request') }, { additionalProperties: false });
export const SegmentPatchBody = withExample(Type.Object({ name: Str({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }), {
  name: 'Head-office staff',
});
export const SegmentIdsBody = withExample(
  Type.Object(
    { segmentIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 500 }) },
    { additionalProperties: false },
  ),
  { segmentIds: [1, 2] },
);
