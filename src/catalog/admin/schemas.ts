// Back-office catalog request schemas.
import { Type } from 'typebox';
import { DecimalString, idString, Nullable, SITE_ID, withExample } from '../../http/schema-helpers.ts';
import { PRODUCT_ID_EXPECT, PRODUCT_ID_PATTERN, ROW_ID_EXPECT, ROW_ID_PATTERN } from '../ids.ts';
import { PRODUCT } from '../fields.ts';
import { ARTWORK_SOURCES, literals, SERVICE_TYPES, Str, VISIBILITIES } from '../schemas.ts';

/** The catalogue's fields as the back office words them (the partner API's where they mean the same: ../fields.ts). */
export const ADMIN = {
  serviceType: 'STOCK (held in inventory, has variants) or POD (printed on demand).',
  artworkSource: 'Where the artwork of an order line comes from: TEMPLATE, UPLOAD or NONE.',
  metaDescription: "The product page's meta description.",
  metaKeywords: "The product page's meta keywords.",
  visibility: 'Who on the site sees the product: ALL_USERS, SEGMENTS (members of its segments) or HIDDEN.',
  requiresApproval: 'Whether orders of the product wait for an approver.',
  minQuantity: 'The smallest quantity an order line may ask for.',
  maxQuantity: 'The largest quantity an order line may ask for; null for no limit.',
  turnaroundBusinessDays: 'Business days from approval to shipment.',
  fulfilmentCentreId: "The fulfilment centre's id.",
  location: 'Where the variant is stored in the warehouse.',
  imageAlt: 'The alternative text of the image.',
  sequence: 'The position among the product images (0 first).',
  template: 'The template the product is personalised with.',
  vendor: 'The template vendor.',
  templateId: "The vendor's template id.",
} as const;

const oneOf = literals;
const Text = (max: number, description?: string) => Nullable(Str({ maxLength: max }), description ? { description } : {});
const quantity = (description: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });
// The maximum is the int32 bound every request integer gets (schema-bounds.ts), written before the description as published.
const siteId = () => Type.Integer({ minimum: 1, maximum: 2147483647, description: SITE_ID });

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
  code: Str({ minLength: 1, maxLength: 100, description: "The product's code." }),
  name: Str({ minLength: 1, maxLength: 200, description: PRODUCT.name }),
  serviceType: oneOf(SERVICE_TYPES, ADMIN.serviceType),
  artworkSource: Type.Optional(oneOf(ARTWORK_SOURCES, ADMIN.artworkSource)),
  description: Type.Optional(Text(20000, "The product's description.")),
  metaDescription: Type.Optional(Text(1000, ADMIN.metaDescription)),
  metaKeywords: Type.Optional(Text(1000, ADMIN.metaKeywords)),
  visibility: Type.Optional(oneOf(VISIBILITIES, ADMIN.visibility)),
  requiresApproval: Type.Optional(Type.Boolean({ description: ADMIN.requiresApproval })),
  minQuantity: Type.Optional(quantity(ADMIN.minQuantity)),
  maxQuantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }), { description: ADMIN.maxQuantity })),
  turnaroundBusinessDays: Type.Optional(
    Nullable(Type.Integer({ minimum: 1, maximum: 365 }), { description: ADMIN.turnaroundBusinessDays }),
  ),
  attributeNames: Type.Optional(
    Type.Unsafe<[string | null, string | null, string | null]>(
      Type.Array(Text(100), { minItems: 3, maxItems: 3, description: 'Names of variant attributes 1 to 3 (null where unused).' }),
    ),
  ),
  fulfilmentCentreId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }), { description: ADMIN.fulfilmentCentreId })),
};
export const NewProductBody = withExample(Type.Object({ siteId: siteId(), ...productFields }, { additionalProperties: false }), {
  siteId: 1,
  code: 'TEE-LOGO',
  name: 'Logo T-shirt',
  serviceType: 'STOCK',
  artworkSource: 'NONE',
  description: 'Soft cotton crew-neck T-shirt with the Acme logo on the chest.',
  minQuantity: 1,
  maxQuantity: 500,
  attributeNames: ['Size', 'Colour', null],
});
export const ProductPatchBody = withExample(Type.Partial(Type.Object(productFields), { additionalProperties: false, minProperties: 1 }), {
  name: 'Logo T-shirt (organic cotton)',
  maxQuantity: 250,
});

export const NewShareBody = withExample(
  Type.Object(
    {
      siteId: siteId(),
      visibility: Type.Optional(oneOf(VISIBILITIES, ADMIN.visibility)),
      requiresApproval: Type.Optional(Type.Boolean({ description: ADMIN.requiresApproval })),
    },
    { additionalProperties: false },
  ),
  { siteId: 2, visibility: 'SEGMENTS', requiresApproval: false },
);
export const SharePatchBody = withExample(
  Type.Object(
    {
      overrideDisplay: Type.Optional(
        Type.Boolean({ description: "Whether the site's own display settings override the master product's." }),
      ),
      description: Type.Optional(Text(20000, "The shared product's description on the site.")),
      metaDescription: Type.Optional(Text(1000, ADMIN.metaDescription)),
      metaKeywords: Type.Optional(Text(1000, ADMIN.metaKeywords)),
      visibility: Type.Optional(oneOf(VISIBILITIES, ADMIN.visibility)),
      requiresApproval: Type.Optional(Type.Boolean({ description: ADMIN.requiresApproval })),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  { overrideDisplay: true, description: 'The Northwind edition of the Acme logo T-shirt.' },
);

const variantFields = {
  sku: Type.Optional(Text(100, PRODUCT.sku)),
  attribute1Choice: Type.Optional(Str({ minLength: 1, maxLength: 100, description: PRODUCT.choice[0] })),
  attribute2Choice: Type.Optional(Str({ minLength: 1, maxLength: 100, description: PRODUCT.choice[1] })),
  attribute3Choice: Type.Optional(Str({ minLength: 1, maxLength: 100, description: PRODUCT.choice[2] })),
  location: Type.Optional(Text(100, ADMIN.location)),
  weight: Type.Optional(
    Nullable(Type.Number({ minimum: 0, maximum: 5000000 }), { description: 'The weight of one unit, in the platform unit (ounces).' }),
  ),
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
      imagePath: Str({ minLength: 1, maxLength: 2000, description: "The image's storage path." }),
      sequence: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 2147483647 }), { description: ADMIN.sequence })),
      primary: Type.Optional(Type.Boolean({ description: 'Whether this is the primary image of the product (exactly one is).' })),
      imageAlt: Type.Optional(Text(1000, ADMIN.imageAlt)),
      attribution: Type.Optional(Text(1000, 'The credit line of the image.')),
      width: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100000 }), { description: 'Width in pixels.' })),
      height: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100000 }), { description: 'Height in pixels.' })),
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
      imageAlt: Type.Optional(Text(1000, ADMIN.imageAlt)),
      sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: ADMIN.sequence })),
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
          {
            minQuantity: quantity(ADMIN.minQuantity),
            unitPrice: Type.String({ ...DecimalString, pattern: '^[0-9]{1,10}(\\.[0-9]{1,4})?$' }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 100, description: 'The price tiers, by quantity.' },
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
        Type.Object(
          { vendor: Str({ minLength: 1, maxLength: 100, description: ADMIN.vendor }), templateId: Text(200, ADMIN.templateId) },
          { additionalProperties: false },
        ),
        { description: ADMIN.template },
      ),
    },
    { additionalProperties: false },
  ),
  { template: { vendor: 'studio', templateId: 'acme-business-card-v2' } },
);

export const TemplateVariableSchema = Type.Object(
  {
    name: Str({ minLength: 1, maxLength: 200, description: 'The exact key sent in templateVariables on order submission.' }),
    displayName: Text(200, 'The name shown to users.'),
    dataType: Text(100, 'The type of value the variable takes.'),
    listItems: Nullable(Type.Array(Str({ maxLength: 500 }), { maxItems: 500 }), { description: 'The choices of a list variable.' }),
  },
  { additionalProperties: false },
);
export const TemplateDocumentBody = withExample(
  Type.Object(
    {
      vendor: Type.Optional(Str({ minLength: 1, maxLength: 100, description: ADMIN.vendor })),
      templateId: Str({ minLength: 1, maxLength: 200, description: ADMIN.templateId }),
      variables: Type.Array(TemplateVariableSchema, { maxItems: 200, description: "The template's variables." }),
    },
    { additionalProperties: false },
  ),
  {
    vendor: 'studio',
    templateId: 'acme-business-card-v2',
    variables: [{ name: 'office', displayName: 'Office', dataType: 'LIST', listItems: ['Boston', 'Denver', 'Toronto'] }],
  },
);

const SEGMENT_NAME = "The segment's name.";
export const NewSegmentBody = withExample(
  Type.Object(
    { siteId: siteId(), name: Str({ minLength: 1, maxLength: 200, description: SEGMENT_NAME }) },
    { additionalProperties: false },
  ),
  { siteId: 1, name: 'Staff' },
);
export const SegmentIdParams = Type.Object({ segmentId: idString('invalid_request') }, { additionalProperties: false });
export const SegmentPatchBody = withExample(
  Type.Object({ name: Str({ minLength: 1, maxLength: 200, description: SEGMENT_NAME }) }, { additionalProperties: false }),
  {
    name: 'Head-office staff',
  },
);
export const SegmentIdsBody = withExample(
  Type.Object(
    { segmentIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 500, description: 'The segments, by id.' }) },
    { additionalProperties: false },
  ),
  { segmentIds: [1, 2] },
);
