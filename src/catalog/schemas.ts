// Catalog request and response schemas (TypeBox: validation markers for the
// preValidation hook, response shapes for the serializer and the OpenAPI
// document). The renderers from records to the wire are in render.ts.
import { Type, type Static } from 'typebox';
import { cursorQuery, DateTime, DecimalString, idString, limitQuery, Nullable, withExample, named } from '../http/schema-helpers.ts';
import { PRODUCT_ID_EXPECT, PRODUCT_ID_PATTERN, ROW_ID_EXPECT, ROW_ID_PATTERN } from './ids.ts';
import { PRODUCT_PAGE, SEGMENT_PAGE } from './pages.ts';

export const VISIBILITIES = ['ALL_USERS', 'SEGMENTS', 'HIDDEN'] as const;
export const SERVICE_TYPES = ['STOCK', 'POD'] as const;
export const ARTWORK_SOURCES = ['TEMPLATE', 'UPLOAD', 'NONE'] as const;

/** A bounded text field. (NUL characters are refused for every route by the validation hook.) */
export const Str = (options: { minLength?: number; maxLength: number; description?: string; 'x-error-code'?: string }) =>
  Type.String(options);

const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const ProductIdParam = Type.String({
  pattern: PRODUCT_ID_PATTERN,
  'x-expect': PRODUCT_ID_EXPECT,
  'x-error-code': 'invalid_product_id',
  description: '`SLO_<n>` (owned) or `SLS_<n>` (shared).',
});
export const ProductParams = Type.Object({ productId: ProductIdParam }, { additionalProperties: false });
export const ImageParams = Type.Object(
  {
    productId: ProductIdParam,
    imageId: Type.String({ pattern: ROW_ID_PATTERN, 'x-expect': ROW_ID_EXPECT, 'x-error-code': 'invalid_image_id' }),
  },
  { additionalProperties: false },
);
export const VariantParams = Type.Object(
  {
    productId: ProductIdParam,
    variantId: Type.String({ pattern: ROW_ID_PATTERN, 'x-expect': ROW_ID_EXPECT, 'x-error-code': 'invalid_variant_id' }),
  },
  { additionalProperties: false },
);
export const SiteProductsParams = Type.Object({ siteId: idString('invalid_site_id') }, { additionalProperties: false });

const searchAndPaging = {
  serviceType: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...SERVICE_TYPES], 'x-error-code': 'invalid_service_type' })),
  q: Type.Optional(
    Str({ maxLength: 200, 'x-error-code': 'invalid_query', description: 'Full-text search (needs siteId; no cursor; one ranked page).' }),
  ),
  cursor: cursorQuery,
  limit: limitQuery(PRODUCT_PAGE.default, PRODUCT_PAGE.max, PRODUCT_PAGE.overflow),
  updatedSince: Type.Optional(
    Type.String({ 'x-error-code': 'updated_since_not_supported', description: 'Always rejected: no change-polling mechanism exists.' }),
  ),
};
export const ProductListQuery = Type.Object(
  { siteId: Type.Optional(idString('invalid_site_id')), ...searchAndPaging },
  { additionalProperties: false },
);
export const SiteProductListQuery = Type.Object(searchAndPaging, { additionalProperties: false });
export const SegmentListQuery = Type.Object(
  {
    siteId: Type.Optional(idString('invalid_site_id')),
    cursor: cursorQuery,
    limit: limitQuery(SEGMENT_PAGE.default, SEGMENT_PAGE.max, SEGMENT_PAGE.overflow),
  },
  { additionalProperties: false },
);

export const ProductPatchBody = named(
  'ProductPatch',
  withExample(
    Type.Object(
      {
        name: Type.Optional(Str({ minLength: 1, maxLength: 200 })),
        description: Type.Optional(Nullable(Str({ maxLength: 20000 }))),
        metaDescription: Type.Optional(Nullable(Str({ maxLength: 1000 }))),
        metaKeywords: Type.Optional(Nullable(Str({ maxLength: 1000 }))),
        visibility: Type.Optional(literals(VISIBILITIES)),
        requiresApproval: Type.Optional(Type.Boolean()),
        overrideDisplay: Type.Optional(Type.Boolean({ description: 'SLS_ only; false restores inheritance of the display fields.' })),
        minQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
        maxQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
        turnaroundBusinessDays: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 365, description: 'POD only.' }))),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    { name: 'Logo T-shirt (organic cotton)', visibility: 'SEGMENTS', maxQuantity: 250 },
  ),
);
export type ProductPatchBody = Static<typeof ProductPatchBody>;

const Choice = Str({ minLength: 1, maxLength: 100 });
export const VariantPatchBody = named(
  'VariantPatch',
  withExample(
    Type.Object(
      {
        attribute1Choice: Type.Optional(Choice),
        attribute2Choice: Type.Optional(Choice),
        attribute3Choice: Type.Optional(Choice),
        location: Type.Optional(Nullable(Str({ maxLength: 100 }))),
        weight: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 5000000, description: 'Ounces.' }))),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    { location: 'Aisle 4 / Bin M', weight: 5.8 },
  ),
);
export type VariantPatchBody = Static<typeof VariantPatchBody>;

const readOnly = (name: string) =>
  Type.Optional(Type.Unknown({ readOnly: true, description: `${name} is read-only: refused by name (invalid_image_patch).` }));
export const ImagePatchBody = named(
  'ImagePatch',
  withExample(
    Type.Object(
      {
        imageAlt: Type.Optional(Nullable(Str({ maxLength: 1000 }))),
        sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
        primary: Type.Optional(
          Type.Literal(true, {
            'x-expect': 'true (to demote this image, make another one primary)',
            description: 'Only true is accepted: makes this image primary and demotes the previous one (demote by promoting another).',
          }),
        ),
        imagePath: readOnly('imagePath'),
        attribution: readOnly('attribution'),
        imageWidth: readOnly('imageWidth'),
        imageHeight: readOnly('imageHeight'),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    { imageAlt: 'Back of the navy logo T-shirt', primary: true },
  ),
);
export type ImagePatchBody = Static<typeof ImagePatchBody>;

const QUANTITY = { 'x-error-code': 'invalid_quantity' };
export const QuoteBody = named(
  'QuoteRequest',
  withExample(
    Type.Object(
      {
        quantity: Type.Unsafe<number>({
          ...QUANTITY,
          description: 'A positive integer.',
          allOf: [
            { ...QUANTITY, not: { type: 'null' } },
            { ...QUANTITY, type: 'integer', minimum: 1, maximum: 2147483647 },
          ],
        }),
      },
      { additionalProperties: false },
    ),
    { quantity: 50 },
  ),
);

export const SegmentsBody = named(
  'ProductSegmentsRequest',
  withExample(
    Type.Object(
      // The assignment is cleared with [], so null here is a malformed body, not
      // the convention's null_not_supported (`x-null: malformed`).
      {
        segmentIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647, 'x-null': 'malformed' }), {
          maxItems: 200,
          'x-null': 'malformed',
          description: 'Replaces the assignment; [] clears it; duplicates collapse.',
        }),
      },
      { additionalProperties: false },
    ),
    { segmentIds: [1, 2] },
  ),
);

// Responses

const productFields = {
  productId: Type.String({ pattern: PRODUCT_ID_PATTERN, 'x-expect': PRODUCT_ID_EXPECT }),
  siteId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  metaDescription: Nullable(Type.String()),
  metaKeywords: Nullable(Type.String()),
  overrideDisplay: Type.Boolean({ description: 'SLS_: the share uses its own display fields; always false on SLO_.' }),
  serviceType: literals(SERVICE_TYPES),
  artworkSource: Type.String({ description: 'TEMPLATE, UPLOAD or NONE; not a closed enumeration.' }),
  visibility: literals(VISIBILITIES),
  requiresApproval: Type.Boolean(),
  minQuantity: Type.Integer(),
  maxQuantity: Nullable(Type.Integer()),
  turnaroundBusinessDays: Nullable(Type.Integer()),
  createdOn: DateTime,
  updatedOn: DateTime,
};
export const ProductSummary = named('Product', Type.Object(productFields, { additionalProperties: false }));
const EXAMPLE_TIME = '2026-01-15T09:30:00.000Z';
/** The example product of the partner and back-office documents. */
export const exampleProduct: Static<typeof ProductSummary> = {
  productId: 'SLO_1',
  siteId: 1,
  code: 'TEE-LOGO',
  name: 'Logo T-shirt',
  description: 'Soft cotton crew-neck T-shirt with the Acme logo on the chest.',
  metaDescription: 'Acme logo T-shirt',
  metaKeywords: 'shirt, apparel, logo',
  overrideDisplay: false,
  serviceType: 'STOCK',
  artworkSource: 'NONE',
  visibility: 'ALL_USERS',
  requiresApproval: false,
  minQuantity: 1,
  maxQuantity: 500,
  turnaroundBusinessDays: null,
  createdOn: EXAMPLE_TIME,
  updatedOn: EXAMPLE_TIME,
};
export const ProductList = withExample(
  Type.Object({ products: Type.Array(ProductSummary), nextCursor: Nullable(Type.String()) }, { additionalProperties: false }),
  { products: [exampleProduct], nextCursor: 'eyJyIjoicHJvZHVjdHMubGlzdCIsImsiOlsiMSJdfQ.ZGtHk9H6w8CxO6YIJmJfhkvAz2ymfAfuT183ATEuwvw' },
);

export const Variant = named(
  'Variant',
  withExample(
    Type.Object(
      {
        variantId: Type.Integer(),
        sku: Nullable(Type.String()),
        attribute1Choice: Nullable(Type.String()),
        attribute2Choice: Nullable(Type.String()),
        attribute3Choice: Nullable(Type.String()),
        location: Nullable(Type.String()),
        weight: Nullable(Type.Number({ description: 'Ounces.' })),
      },
      { additionalProperties: false },
    ),
    {
      variantId: 2,
      sku: 'TEE-M-NAVY',
      attribute1Choice: 'M',
      attribute2Choice: 'Navy',
      attribute3Choice: null,
      location: 'Aisle 3 / Bin M',
      weight: 5.6,
    },
  ),
);

export const ProductDetailSchema = named(
  'ProductDetail',
  withExample(
    Type.Object(
      {
        ...productFields,
        attribute1Name: Nullable(Type.String()),
        attribute2Name: Nullable(Type.String()),
        attribute3Name: Nullable(Type.String()),
        variants: Type.Array(Variant, { description: 'STOCK variants; [] for POD.' }),
        segmentIds: Type.Array(Type.Integer(), { description: "Segments of the product's site it is visible to; [] for none." }),
      },
      { additionalProperties: false },
    ),
    {
      ...exampleProduct,
      attribute1Name: 'Size',
      attribute2Name: 'Colour',
      attribute3Name: null,
      variants: [
        {
          variantId: 2,
          sku: 'TEE-M-NAVY',
          attribute1Choice: 'M',
          attribute2Choice: 'Navy',
          attribute3Choice: null,
          location: 'Aisle 3 / Bin M',
          weight: 5.6,
        },
      ],
      segmentIds: [1, 2],
    },
  ),
);

export const Image = named(
  'ProductImage',
  Type.Object(
    {
      imageId: Type.Integer(),
      imagePath: Type.String(),
      sequence: Type.Integer(),
      primary: Type.Boolean(),
      imageAlt: Nullable(Type.String()),
      attribution: Nullable(Type.String()),
      imageWidth: Nullable(Type.Integer()),
      imageHeight: Nullable(Type.Integer()),
    },
    { additionalProperties: false },
  ),
);
/** The primary image of the example product (the partner and back-office examples show the same one). */
export const frontImage = {
  imageId: 1,
  imagePath: 'catalog/tee-logo/front.jpg',
  sequence: 1,
  primary: true,
  imageAlt: 'Front of the navy logo T-shirt',
  attribution: 'Acme studio',
  imageWidth: 1600,
  imageHeight: 1600,
};
export const ImageList = withExample(Type.Object({ images: Type.Array(Image) }, { additionalProperties: false }), {
  images: [
    frontImage,
    {
      imageId: 2,
      imagePath: 'catalog/tee-logo/back.jpg',
      sequence: 2,
      primary: false,
      imageAlt: null,
      attribution: null,
      imageWidth: 1600,
      imageHeight: 1600,
    },
  ],
});

export const TemplateSchema = named(
  'Template',
  withExample(
    Type.Object(
      {
        vendor: Type.String(),
        templateId: Nullable(Type.String()),
        variables: Type.Array(
          Type.Object(
            {
              name: Type.String(),
              displayName: Nullable(Type.String()),
              dataType: Nullable(Type.String()),
              listItems: Nullable(Type.Array(Type.String())),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    {
      vendor: 'studio',
      templateId: 'acme-business-card-v2',
      variables: [
        { name: 'fullName', displayName: 'Full name', dataType: 'TEXT', listItems: null },
        { name: 'office', displayName: 'Office', dataType: 'LIST', listItems: ['Boston', 'Denver', 'Toronto'] },
      ],
    },
  ),
);

export const QuoteSchema = named(
  'ProductQuote',
  withExample(
    Type.Object(
      {
        productId: Type.String(),
        quantity: Type.Integer(),
        unitPrice: DecimalString,
        totalPrice: DecimalString,
      },
      { additionalProperties: false },
    ),
    { productId: 'SLO_1', quantity: 50, unitPrice: '12.75', totalPrice: '637.50' },
  ),
);

export const Segment = named(
  'Segment',
  Type.Object({ segmentId: Type.Integer(), siteId: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
);
export const SegmentList = withExample(
  Type.Object({ segments: Type.Array(Segment), nextCursor: Nullable(Type.String()) }, { additionalProperties: false }),
  {
    segments: [
      { segmentId: 1, siteId: 1, name: 'Staff' },
      { segmentId: 2, siteId: 1, name: 'Franchisees' },
    ],
    nextCursor: null,
  },
);
