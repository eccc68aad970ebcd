// Partner API: catalog writes (products:write).
import { problems } from '../../http/schema-helpers.ts';
import { type PartnerApp } from '../../http/operations/docs.ts';
import { callerOf } from '../../access/tenancy.ts';
import { refOf } from '../ids.ts';
import * as R from '../render.ts';
import * as S from '../schemas.ts';
import * as B from './schemas.ts';
import type { CatalogWriteService } from './service.ts';
import { PRODUCTS_WRITE } from '../../access/scopes.ts';
import { operation, DESTRUCTIVE_IDEMPOTENT, WRITE_IDEMPOTENT } from '../../http/operations/operation.ts';

const tags = ['Catalog'];

export function catalogWriteRoutes(app: PartnerApp, { writes }: { writes: CatalogWriteService }): void {
  app.patch(
    '/v1/products/:productId',
    operation(
      'productsUpdate',
      {
        config: { scope: PRODUCTS_WRITE, bodyErrorCode: 'invalid_product_patch' },
        schema: {
          tags,
          summary: 'Change a product (strict allow-list); returns the product re-read',
          description:
            'Changes a product through a strict allow-list; an empty body is refused. `visibility`, `requiresApproval`, `overrideDisplay`, `minQuantity` and `maxQuantity` can be set but not cleared (`null_not_supported`). On an `SLS_` product, `null` for `description`, `metaDescription` or `metaKeywords` is 400 `sls_null_backfills_master`. `"overrideDisplay": false` restores inheritance of those fields together. A wrong-shape or unwritable field is `invalid_product_patch`. Returns the product re-read.',
          params: S.ProductParams,
          body: B.ProductPatchBody,
          response: {
            200: S.ProductDetailSchema,
            ...problems('product_not_found', 'sls_null_backfills_master', 'unsupported_field_for_service_type'),
          },
        },
      },
      { mcp: { words: 'Change a product (strict allow-list); returns it re-read.', hints: WRITE_IDEMPOTENT } },
    ),
    async (request) => R.renderProductDetail(await writes.patchProduct(callerOf(request), refOf(request.params), request.body)),
  );

  app.patch(
    '/v1/products/:productId/variants/:variantId',
    operation(
      'productsUpdateVariant',
      {
        config: { scope: PRODUCTS_WRITE, bodyErrorCode: 'invalid_variant_patch' },
        schema: {
          tags,
          summary: 'Change a STOCK variant; returns the variant re-read',
          description:
            'Changes a STOCK variant: `attribute1Choice`, `attribute2Choice`, `attribute3Choice`, `location` and `weight` are writable. POD products have no addressable variant (`variant_not_site_addressable`). Returns the variant re-read.',
          params: S.VariantParams,
          body: B.VariantPatchBody,
          response: { 200: S.Variant, ...problems('product_not_found', 'variant_not_site_addressable') },
        },
      },
      { mcp: { words: 'Change a STOCK variant; returns it re-read.', hints: WRITE_IDEMPOTENT } },
    ),
    async (request) =>
      R.renderVariant(await writes.patchVariant(callerOf(request), refOf(request.params), request.params.variantId, request.body)),
  );

  app.patch(
    '/v1/products/:productId/images/:imageId',
    operation(
      'productsUpdateImage',
      {
        config: { scope: PRODUCTS_WRITE, bodyErrorCode: 'invalid_image_patch' },
        schema: {
          tags,
          summary: "Change an image; returns the product's whole image list",
          description:
            "Changes an image: at least one of `imageAlt` (string, or null to clear it), `sequence` and `primary` (only `true`: makes this image primary and demotes the previous one). `imagePath`, `attribution`, `imageWidth` and `imageHeight` are refused by name. An image of another product is 404 `image_not_found`, like a missing one. Returns the product's whole image list.",
          params: S.ImageParams,
          body: B.ImagePatchBody,
          response: { 200: S.ImageList, ...problems('image_not_found', 'product_not_found') },
        },
      },
      {
        answers: { 200: "The product's images, as they now are." },
        mcp: { words: "Change a product image; returns the product's whole image list.", hints: WRITE_IDEMPOTENT },
      },
    ),
    async (request) => ({
      images: (await writes.patchImage(callerOf(request), refOf(request.params), request.params.imageId, request.body)).map(R.renderImage),
    }),
  );

  app.put(
    '/v1/products/:productId/segments',
    operation(
      'productsSetSegments',
      {
        config: { scope: PRODUCTS_WRITE, bodyErrorCode: 'invalid_segments_body' },
        schema: {
          tags,
          summary: "Replace the product's segment assignment; returns the product re-read",
          description:
            "Replaces the product's segment assignment with `segmentIds`. A malformed body or an unknown field is `invalid_segments_body`; any id not on the product's site is `invalid_segment_ids` and nothing changes. Returns the product re-read.",
          params: S.ProductParams,
          body: B.SegmentsBody,
          response: { 200: S.ProductDetailSchema, ...problems('invalid_segment_ids', 'product_not_found') },
        },
      },
      {
        mcp: { words: "Replace the product's segment assignment; returns it re-read.", hints: DESTRUCTIVE_IDEMPOTENT },
        sdk: { bodyField: 'segmentIds' },
      },
    ),
    async (request) => R.renderProductDetail(await writes.putSegments(callerOf(request), refOf(request.params), request.body.segmentIds)),
  );
}
