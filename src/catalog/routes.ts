// Partner API: catalog routes. HTTP only: each handler parses the product id
// and calls one service method.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import { refOf } from './ids.ts';
import * as R from './render.ts';
import * as S from './schemas.ts';
import type { CatalogService } from './service.ts';
import { catalogWriteRoutes } from './writes/routes.ts';
import type { CatalogWriteService } from './writes/service.ts';

const READ = 'partner-api/products:read' as const;
const tags = ['Catalog'];

export const catalogRoutes: FastifyPluginAsyncTypebox<{ catalog: CatalogService; writes: CatalogWriteService }> = async (
  app,
  { catalog, writes },
) => {
  app.get(
    '/v1/products',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'List or search products of the granted sites',
        querystring: S.ProductListQuery,
        response: { 200: S.ProductList, ...problemResponses(400) },
      },
    },
    async (request) => {
      const page = await catalog.listProducts(callerOf(request), request.query);
      return { products: page.items.map(R.renderProduct), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/sites/:siteId/products',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'List or search the products of one granted site',
        params: S.SiteProductsParams,
        querystring: S.SiteProductListQuery,
        response: { 200: S.ProductList, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await catalog.listProducts(callerOf(request), request.query, request.params.siteId);
      return { products: page.items.map(R.renderProduct), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/products/:productId',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'One product with its variants',
        params: S.ProductParams,
        response: { 200: S.ProductDetailSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => R.renderProductDetail(await catalog.getProduct(callerOf(request), refOf(request.params))),
  );

  app.get(
    '/v1/products/:productId/images',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: "The product's images",
        params: S.ProductParams,
        response: { 200: S.ImageList, ...problemResponses(400, 404) },
      },
    },
    async (request) => ({ images: (await catalog.images(callerOf(request), refOf(request.params))).map(R.renderImage) }),
  );

  app.get(
    '/v1/products/:productId/template',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: "The product's template, read live from the template vendor",
        params: S.ProductParams,
        response: { 200: S.TemplateSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => catalog.template(callerOf(request), refOf(request.params)),
  );

  app.post(
    '/v1/products/:productId/quote',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'Price a quantity of the product',
        params: S.ProductParams,
        body: S.QuoteBody,
        response: { 200: S.QuoteSchema, ...problemResponses(400, 404, 422) },
      },
    },
    async (request) => {
      const { product, quote } = await catalog.quote(callerOf(request), refOf(request.params), request.body.quantity);
      return R.renderQuote(product, quote);
    },
  );

  app.get(
    '/v1/segments',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'Segments of the granted sites',
        querystring: S.SegmentListQuery,
        response: { 200: S.SegmentList, ...problemResponses(400) },
      },
    },
    async (request) => {
      const page = await catalog.listSegments(callerOf(request), request.query);
      return { segments: page.items.map(R.renderSegment), nextCursor: page.nextCursor };
    },
  );

  await app.register(catalogWriteRoutes, { writes });
};
