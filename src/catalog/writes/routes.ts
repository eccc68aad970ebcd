// Partner API: catalog writes (products:write).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../../http/schema-helpers.ts';
import { callerOf } from '../../access/tenancy.ts';
import { refOf } from '../ids.ts';
import * as R from '../render.ts';
import * as S from '../schemas.ts';
import type { CatalogWriteService } from './service.ts';

const WRITE = 'partner-api/products:write' as const;
const tags = ['Catalog'];

export const catalogWriteRoutes: FastifyPluginAsyncTypebox<{ writes: CatalogWriteService }> = async (app, { writes }) => {
  app.patch(
    '/v1/products/:productId',
    {
      config: { scope: WRITE, bodyErrorCode: 'invalid_product_patch' },
      schema: {
        tags,
        summary: 'Change a product (strict allow-list); returns the product re-read',
        params: S.ProductParams,
        body: S.ProductPatchBody,
        response: { 200: S.ProductDetailSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => R.renderProductDetail(await writes.patchProduct(callerOf(request), refOf(request.params), request.body)),
  );

  app.patch(
    '/v1/products/:productId/variants/:variantId',
    {
      config: { scope: WRITE, bodyErrorCode: 'invalid_variant_patch' },
      schema: {
        tags,
        summary: 'Change a STOCK variant; returns the variant re-read',
        params: S.VariantParams,
        body: S.VariantPatchBody,
        response: { 200: S.Variant, ...problemResponses(400, 404) },
      },
    },
    async (request) =>
      R.renderVariant(await writes.patchVariant(callerOf(request), refOf(request.params), request.params.variantId, request.body)),
  );

  app.patch(
    '/v1/products/:productId/images/:imageId',
    {
      config: { scope: WRITE, bodyErrorCode: 'invalid_image_patch' },
      schema: {
        tags,
        summary: "Change an image; returns the product's whole image list",
        params: S.ImageParams,
        body: S.ImagePatchBody,
        response: { 200: S.ImageList, ...problemResponses(400, 404) },
      },
    },
    async (request) => ({
      images: (await writes.patchImage(callerOf(request), refOf(request.params), request.params.imageId, request.body)).map(R.renderImage),
    }),
  );

  app.put(
    '/v1/products/:productId/segments',
    {
      config: { scope: WRITE, bodyErrorCode: 'invalid_segments_body' },
      schema: {
        tags,
        summary: "Replace the product's segment assignment; returns the product re-read",
        params: S.ProductParams,
        body: S.SegmentsBody,
        response: { 200: S.ProductDetailSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => R.renderProductDetail(await writes.putSegments(callerOf(request), refOf(request.params), request.body.segmentIds)),
  );
};
