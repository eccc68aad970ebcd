// Catalog request and response schemas (TypeBox: validation markers for the
// preValidation hook, response shapes for the serializer and the OpenAPI
// document) and the renderers from records to the wire.
import { Type, type Static } from 'typebox';
import { cursorQuery, DateTime, DecimalString, idString, limitQuery, Nullable } from '../http/schema-helpers.ts';
import { formatProductId, PRODUCT_ID_EXPECT, PRODUCT_ID_PATTERN, ROW_ID_EXPECT, ROW_ID_PATTERN } from './ids.ts';
import type { ImageRecord, ProductRecord, SegmentRecord, VariantRecord } from './repo.ts';
import type { Quote } from './rules.ts';
import type { ProductDetail } from './service.ts';

export const VISIBILITIES = ['ALL_USERS', 'SEGMENTS', 'HIDDEN'] as const;
export const SERVICE_TYPES = ['STOCK', 'POD'] as const;
export const ARTWORK_SOURCES = ['TEMPLATE', 'UPLOAD', 'NONE'] as const;

/** A bounded text field. (NUL characters are refused for every route by the validation hook.) */
export const Str = (options: { minLength?: number; maxLength: number; description?: string; 'x-error-code'?: string }) => Type.String(options);

const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const ProductIdParam = Type.String({ pattern: PRODUCT_ID_PATTERN, 'x-expect': PRODUCT_ID_EXPECT, 'x-error-code': 'invalid_product_id', description: '`SLO_<n>` (owned) or `SLS_<n>` (shared).' });
export const ProductParams = Type.Object({ productId: ProductIdParam }, { additionalProperties: false });
export const ImageParams = Type.Object(
  { productId: ProductIdParam, imageId: Type.String({ pattern: ROW_ID_PATTERN, 'x-expect': ROW_ID_EXPECT, 'x-error-code': 'invalid_image_id' }) },
  { additionalProperties: false },
);
export const VariantParams = Type.Object(
  { productId: ProductIdParam, variantId: Type.String({ pattern: ROW_ID_PATTERN, 'x-expect': ROW_ID_EXPECT, 'x-error-code': 'invalid_variant_id' }) },
  { additionalProperties: false },
);
export const SiteProductsParams = Type.Object({ siteId: idString('invalid_site_id') }, { additionalProperties: false });

const searchAndPaging = {
  serviceType: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...SERVICE_TYPES], 'x-error-code': 'invalid_service_type' })),
  q: Type.Optional(Str({ maxLength: 200, 'x-error-code': 'invalid_query', description: 'Full-text search (needs siteId; no cursor; one ranked page).' })),
  cursor: cursorQuery,
  limit: limitQuery(100, 500, 'capped'),
  updatedSince: Type.Optional(Type.String({ 'x-error-code': 'updated_since_not_supported', description: 'Always rejected: no change-polling mechanism exists.' })),
};
export const ProductListQuery = Type.Object({ siteId: Type.Optional(idString('invalid_site_id')), ...searchAndPaging }, { additionalProperties: false });
export const SiteProductListQuery = Type.Object(searchAndPaging, { additionalProperties: false });
export const SegmentListQuery = Type.Object(
  { siteId: Type.Optional(idString('invalid_site_id')), cursor: cursorQuery, limit: limitQuery(100, 500, 'capped') },
  { additionalProperties: false },
);

export const ProductPatchBody = Type.Object(
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
);
export type ProductPatchBody = Static<typeof ProductPatchBody>;

const Choice = Str({ minLength: 1, maxLength: 100 });
export const VariantPatchBody = Type.Object(
  {
    attribute1Choice: Type.Optional(Choice),
    attribute2Choice: Type.Optional(Choice),
    attribute3Choice: Type.Optional(Choice),
    location: Type.Optional(Nullable(Str({ maxLength: 100 }))),
    weight: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 5000000, description: 'Ounces.' }))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type VariantPatchBody = Static<typeof VariantPatchBody>;

const readOnly = (name: string) => Type.Optional(Type.Unknown({ readOnly: true, description: `${name} is read-only: refused by name (invalid_image_patch).` }));
export const ImagePatchBody = Type.Object(
  {
    imageAlt: Type.Optional(Nullable(Str({ maxLength: 1000 }))),
    sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    primary: Type.Optional(Type.Boolean({ description: 'Only true is accepted: makes this image primary and demotes the previous one.' })),
    imagePath: readOnly('imagePath'),
    attribution: readOnly('attribution'),
    imageWidth: readOnly('imageWidth'),
    imageHeight: readOnly('imageHeight'),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ImagePatchBody = Static<typeof ImagePatchBody>;

const QUANTITY = { 'x-error-code': 'invalid_quantity' };
export const QuoteBody = Type.Object(
  {
    quantity: Type.Unsafe<number>({
      ...QUANTITY,
      description: 'A positive integer.',
      allOf: [{ ...QUANTITY, not: { type: 'null' } }, { ...QUANTITY, type: 'integer', minimum: 1, maximum: 2147483647 }],
    }),
  },
  { additionalProperties: false },
);

export const SegmentsBody = Type.Object(
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
export const ProductSummary = Type.Object(productFields, { additionalProperties: false });
export const ProductList = Type.Object({ products: Type.Array(ProductSummary), nextCursor: Nullable(Type.String()) }, { additionalProperties: false });

export const Variant = Type.Object(
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
);

export const ProductDetailSchema = Type.Object(
  {
    ...productFields,
    attribute1Name: Nullable(Type.String()),
    attribute2Name: Nullable(Type.String()),
    attribute3Name: Nullable(Type.String()),
    variants: Type.Array(Variant, { description: 'STOCK variants; [] for POD.' }),
    segmentIds: Type.Array(Type.Integer(), { description: 'Segments of the product\'s site it is visible to; [] for none.' }),
  },
  { additionalProperties: false },
);

export const Image = Type.Object(
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
);
export const ImageList = Type.Object({ images: Type.Array(Image) }, { additionalProperties: false });

export const TemplateSchema = Type.Object(
  {
    vendor: Type.String(),
    templateId: Nullable(Type.String()),
    variables: Type.Array(
      Type.Object(
        { name: Type.String(), displayName: Nullable(Type.String()), dataType: Nullable(Type.String()), listItems: Nullable(Type.Array(Type.String())) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const QuoteSchema = Type.Object(
  {
    productId: Type.String(),
    quantity: Type.Integer(),
    unitPrice: DecimalString,
    totalPrice: DecimalString,
  },
  { additionalProperties: false },
);

export const Segment = Type.Object({ segmentId: Type.Integer(), siteId: Type.Integer(), name: Type.String() }, { additionalProperties: false });
export const SegmentList = Type.Object({ segments: Type.Array(Segment), nextCursor: Nullable(Type.String()) }, { additionalProperties: false });

export function renderProduct(p: ProductRecord): Static<typeof ProductSummary> {
  return {
    productId: formatProductId(p.kind, p.id),
    siteId: p.siteId,
    code: p.code,
    name: p.name,
    description: p.description,
    metaDescription: p.metaDescription,
    metaKeywords: p.metaKeywords,
    overrideDisplay: p.overrideDisplay,
    serviceType: p.serviceType as (typeof SERVICE_TYPES)[number],
    artworkSource: p.artworkSource,
    visibility: p.visibility as (typeof VISIBILITIES)[number],
    requiresApproval: p.requiresApproval,
    minQuantity: p.minQuantity,
    maxQuantity: p.maxQuantity,
    turnaroundBusinessDays: p.turnaroundBusinessDays,
    createdOn: p.createdAt.toISOString(),
    updatedOn: p.updatedAt.toISOString(),
  };
}

export function renderVariant(v: VariantRecord): Static<typeof Variant> {
  return {
    variantId: Number(v.id),
    sku: v.sku,
    attribute1Choice: v.choices[0],
    attribute2Choice: v.choices[1],
    attribute3Choice: v.choices[2],
    location: v.location,
    weight: v.weight === null ? null : Number(v.weight),
  };
}

export function renderProductDetail(d: ProductDetail): Static<typeof ProductDetailSchema> {
  return {
    ...renderProduct(d.product),
    attribute1Name: d.product.attributeNames[0],
    attribute2Name: d.product.attributeNames[1],
    attribute3Name: d.product.attributeNames[2],
    variants: d.variants.map(renderVariant),
    segmentIds: d.segmentIds,
  };
}

export function renderImage(i: ImageRecord): Static<typeof Image> {
  return {
    imageId: Number(i.id),
    imagePath: i.imagePath,
    sequence: i.sequence ?? 0,
    primary: i.primary,
    imageAlt: i.imageAlt,
    attribution: i.attribution,
    imageWidth: i.width,
    imageHeight: i.height,
  };
}

export function renderQuote(product: ProductRecord, q: Quote): Static<typeof QuoteSchema> {
  return { productId: formatProductId(product.kind, product.id), quantity: q.quantity, unitPrice: q.unitPrice, totalPrice: q.totalPrice };
}

export function renderSegment(s: SegmentRecord): Static<typeof Segment> {
  return { segmentId: s.id, siteId: s.siteId, name: s.name };
}
