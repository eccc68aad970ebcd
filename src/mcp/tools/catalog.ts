// Products, quotes, segments and the shipping quote as MCP tools.
import { refOf } from '../../catalog/ids.ts';
import * as R from '../../catalog/render.ts';
import * as S from '../../catalog/schemas.ts';
import { ShippingQuoteBody, ShippingQuoteResponse } from '../../shipping/schemas.ts';
import { READ_ONLY, WRITE_IDEMPOTENT, type McpToolDefinition } from '../tool.ts';
import { PRODUCTS_READ, PRODUCTS_WRITE } from '../../access/scopes.ts';

export const catalogTools: McpToolDefinition[] = [
  {
    route: 'GET /v1/products',
    output: S.ProductList,
    description: 'List or search products of the granted sites.',
    scope: PRODUCTS_READ,
    annotations: READ_ONLY,
    query: S.ProductListQuery,
    run: async (p, caller, { query }) => {
      const page = await p.catalog.listProducts(caller, query);
      return { products: page.items.map(R.renderProduct), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'GET /v1/products/{productId}',
    output: S.ProductDetailSchema,
    description: 'One product with its variants.',
    scope: PRODUCTS_READ,
    annotations: READ_ONLY,
    params: S.ProductParams,
    run: async (p, caller, { params }) => R.renderProductDetail(await p.catalog.getProduct(caller, refOf(params))),
  },
  {
    route: 'GET /v1/products/{productId}/images',
    output: S.ImageList,
    description: "The product's images.",
    scope: PRODUCTS_READ,
    annotations: READ_ONLY,
    params: S.ProductParams,
    run: async (p, caller, { params }) => ({ images: (await p.catalog.images(caller, refOf(params))).map(R.renderImage) }),
  },
  {
    route: 'POST /v1/products/{productId}/quote',
    output: S.QuoteSchema,
    description: 'Price a quantity of the product (no order is placed).',
    scope: PRODUCTS_READ,
    annotations: READ_ONLY,
    params: S.ProductParams,
    body: S.QuoteBody,
    run: async (p, caller, { params, body }) => {
      const { product, quote } = await p.catalog.quote(caller, refOf(params), body.quantity);
      return R.renderQuote(product, quote);
    },
  },
  {
    route: 'GET /v1/segments',
    output: S.SegmentList,
    description: 'Segments of the granted sites.',
    scope: PRODUCTS_READ,
    annotations: READ_ONLY,
    query: S.SegmentListQuery,
    run: async (p, caller, { query }) => {
      const page = await p.catalog.listSegments(caller, query);
      return { segments: page.items.map(R.renderSegment), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'POST /v1/shipping/quote',
    output: ShippingQuoteResponse,
    description: 'Shipping rates for a destination and parcels (no order is placed).',
    scope: PRODUCTS_READ,
    annotations: READ_ONLY,
    body: ShippingQuoteBody,
    bodyErrorCode: 'invalid_shipping_quote_request',
    run: async (p, caller, { body }) => p.shipping.quote(caller, body),
  },
  {
    route: 'PATCH /v1/products/{productId}',
    output: S.ProductDetailSchema,
    description: 'Change a product (strict allow-list); returns it re-read.',
    scope: PRODUCTS_WRITE,
    annotations: WRITE_IDEMPOTENT,
    params: S.ProductParams,
    body: S.ProductPatchBody,
    bodyErrorCode: 'invalid_product_patch',
    run: async (p, caller, { params, body }) => R.renderProductDetail(await p.catalogWrites.patchProduct(caller, refOf(params), body)),
  },
  {
    route: 'PATCH /v1/products/{productId}/variants/{variantId}',
    output: S.Variant,
    description: 'Change a STOCK variant; returns it re-read.',
    scope: PRODUCTS_WRITE,
    annotations: WRITE_IDEMPOTENT,
    params: S.VariantParams,
    body: S.VariantPatchBody,
    bodyErrorCode: 'invalid_variant_patch',
    run: async (p, caller, { params, body }) =>
      R.renderVariant(await p.catalogWrites.patchVariant(caller, refOf(params), params.variantId, body)),
  },
  {
    route: 'PATCH /v1/products/{productId}/images/{imageId}',
    output: S.ImageList,
    description: "Change a product image; returns the product's whole image list.",
    scope: PRODUCTS_WRITE,
    annotations: WRITE_IDEMPOTENT,
    params: S.ImageParams,
    body: S.ImagePatchBody,
    bodyErrorCode: 'invalid_image_patch',
    run: async (p, caller, { params, body }) => ({
      images: (await p.catalogWrites.patchImage(caller, refOf(params), params.imageId, body)).map(R.renderImage),
    }),
  },
  {
    route: 'PUT /v1/products/{productId}/segments',
    output: S.ProductDetailSchema,
    description: "Replace the product's segment assignment; returns it re-read.",
    scope: PRODUCTS_WRITE,
    annotations: { ...WRITE_IDEMPOTENT, destructiveHint: true },
    params: S.ProductParams,
    body: S.SegmentsBody,
    bodyErrorCode: 'invalid_segments_body',
    run: async (p, caller, { params, body }) =>
      R.renderProductDetail(await p.catalogWrites.putSegments(caller, refOf(params), body.segmentIds)),
  },
];
