// Catalog request and response schemas (TypeBox: validation markers for the
// preValidation hook, response shapes for the serializer and the OpenAPI
// document). The renderers from records to the wire are in render.ts.
import { Type, type Static } from 'typebox';
import {
  CreatedOn,
  cursorQuery,
  DecimalString,
  idString,
  NextCursor,
  Nullable,
  SiteIdField,
  UpdatedOn,
  withExample,
  named,
  pageLimitQuery,
} from '../http/schema-helpers.ts';
import { PRODUCT_ID_DESCRIPTION, PRODUCT_ID_EXPECT, PRODUCT_ID_PATTERN, ROW_ID_EXPECT, ROW_ID_PATTERN } from './ids.ts';
import { PRODUCT as P, SEGMENTS } from './fields.ts';
import { PAGES } from '../http/operations/pages.ts';

export const VISIBILITIES = ['ALL_USERS', 'SEGMENTS', 'HIDDEN'] as const;
export const SERVICE_TYPES = ['STOCK', 'POD'] as const;
export const ARTWORK_SOURCES = ['TEMPLATE', 'UPLOAD', 'NONE'] as const;

/** A bounded text field. (NUL characters are refused for every route by the validation hook.) */
export const Str = (options: { minLength?: number; maxLength: number; description?: string; 'x-error-code'?: string }) =>
  Type.String(options);

export const literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

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
  limit: pageLimitQuery(PAGES.products),
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
    limit: pageLimitQuery(PAGES.segments),
  },
  { additionalProperties: false },
);

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

// Responses

// The fields Product and ProductDetail share. Product is published in both
// documents, in these words (one owner per field's wording).
const productFields = {
  productId: Type.String({ pattern: PRODUCT_ID_PATTERN, 'x-expect': PRODUCT_ID_EXPECT, description: PRODUCT_ID_DESCRIPTION }),
  siteId: SiteIdField,
  code: Type.String({ description: "The product's code." }),
  name: Type.String({ description: P.name }),
  description: Nullable(Type.String(), { description: "The product's description; null when none." }),
  metaDescription: Nullable(Type.String(), { description: P.metaDescription }),
  metaKeywords: Nullable(Type.String(), { description: P.metaKeywords }),
  overrideDisplay: Type.Boolean({ description: 'SLS_: the share uses its own display fields; always false on SLO_.' }),
  serviceType: literals(SERVICE_TYPES, P.serviceType),
  artworkSource: Type.String({ description: 'TEMPLATE, UPLOAD or NONE; not a closed enumeration.' }),
  visibility: literals(VISIBILITIES, P.visibility),
  requiresApproval: Type.Boolean({ description: P.requiresApproval }),
  minQuantity: Type.Integer({ description: P.minQuantity }),
  maxQuantity: Nullable(Type.Integer(), { description: P.maxQuantity }),
  turnaroundBusinessDays: Nullable(Type.Integer(), { description: P.turnaroundBusinessDays }),
  createdOn: CreatedOn,
  updatedOn: UpdatedOn,
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
  Type.Object(
    { products: Type.Array(ProductSummary, { description: 'The page of products.' }), nextCursor: NextCursor },
    { additionalProperties: false },
  ),
  { products: [exampleProduct], nextCursor: 'eyJyIjoicHJvZHVjdHMubGlzdCIsImsiOlsiMSJdfQ.ZGtHk9H6w8CxO6YIJmJfhkvAz2ymfAfuT183ATEuwvw' },
);

export const Variant = named(
  'Variant',
  withExample(
    Type.Object(
      {
        variantId: Type.Integer({ description: "The variant's id (STOCK products only)." }),
        sku: Nullable(Type.String(), { description: P.sku }),
        attribute1Choice: Nullable(Type.String(), { description: P.choice[0] }),
        attribute2Choice: Nullable(Type.String(), { description: P.choice[1] }),
        attribute3Choice: Nullable(Type.String(), { description: P.choice[2] }),
        location: Nullable(Type.String(), { description: P.location }),
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
        attribute1Name: Nullable(Type.String(), { description: P.attributeName('first') }),
        attribute2Name: Nullable(Type.String(), { description: P.attributeName('second') }),
        attribute3Name: Nullable(Type.String(), { description: P.attributeName('third') }),
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
      imageId: Type.Integer({ description: "The image's id." }),
      imagePath: Type.String({ description: P.imagePath }),
      sequence: Type.Integer({ description: P.sequence }),
      primary: Type.Boolean({ description: P.primary }),
      imageAlt: Nullable(Type.String(), { description: P.imageAlt }),
      attribution: Nullable(Type.String(), { description: P.attribution }),
      imageWidth: Nullable(Type.Integer(), { description: 'Width in pixels; null when unknown.' }),
      imageHeight: Nullable(Type.Integer(), { description: 'Height in pixels; null when unknown.' }),
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
export const ImageList = withExample(
  Type.Object({ images: Type.Array(Image, { description: "The product's images." }) }, { additionalProperties: false }),
  {
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
  },
);

export const TemplateSchema = named(
  'Template',
  withExample(
    Type.Object(
      {
        vendor: Type.String({ description: P.vendor }),
        templateId: Nullable(Type.String(), { description: P.templateId }),
        variables: Type.Array(
          Type.Object(
            {
              name: Type.String({ description: P.variableName }),
              displayName: Nullable(Type.String(), { description: P.displayName }),
              dataType: Nullable(Type.String(), { description: P.dataType }),
              listItems: Nullable(Type.Array(Type.String()), { description: P.listItems }),
            },
            { additionalProperties: false },
          ),
          { description: "Each variable's name is the exact key to send in templateVariables." },
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
        productId: Type.String({ description: PRODUCT_ID_DESCRIPTION }),
        quantity: Type.Integer({ description: 'The quantity priced.' }),
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
  Type.Object(
    {
      segmentId: Type.Integer({ description: "The segment's id." }),
      siteId: SiteIdField,
      name: Type.String({ description: "The segment's name." }),
    },
    { additionalProperties: false },
  ),
);
export const SegmentList = withExample(
  Type.Object({ segments: Type.Array(Segment, { description: SEGMENTS }), nextCursor: NextCursor }, { additionalProperties: false }),
  {
    segments: [
      { segmentId: 1, siteId: 1, name: 'Staff' },
      { segmentId: 2, siteId: 1, name: 'Franchisees' },
    ],
    nextCursor: null,
  },
);
