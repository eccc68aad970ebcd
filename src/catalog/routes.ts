// Partner API: catalog routes. HTTP only: each handler parses the product id
// and calls one service method.
import { renderPage } from '../http/cursor.ts';
import { problems } from '../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../http/operations/docs.ts';
import { callerOf } from '../access/tenancy.ts';
import { refOf } from './ids.ts';
import * as R from './render.ts';
import * as S from './schemas.ts';
import type { CatalogService } from './service.ts';
import { catalogWriteRoutes } from './writes/routes.ts';
import type { CatalogWriteService } from './writes/service.ts';
import { PRODUCTS_READ } from '../access/scopes.ts';
import { operation, READ_ONLY } from '../http/operations/operation.ts';
import { PAGES, pagedBy } from '../http/operations/pages.ts';

const { read } = partnerDocs(['Catalog'], { read: PRODUCTS_READ });

export function catalogRoutes(app: PartnerApp, { catalog, writes }: { catalog: CatalogService; writes: CatalogWriteService }): void {
  app.get(
    '/v1/products',
    operation(
      'productsList',
      read(
        'List or search products of the granted sites',
        'Products of the granted sites, filtered by `siteId` and `serviceType` (`STOCK` or `POD`), ' +
          pagedBy(PAGES.products) +
          '. `q` searches: it must be non-blank, requires `siteId`, cannot be combined with `cursor` (a search returns a ranked set with `nextCursor` null) and is 400 `search_not_available` where the environment has no search. `updatedSince` is always refused.',
        {
          querystring: S.ProductListQuery,
          response: {
            200: S.ProductList,
            ...problems('cursor_not_supported_with_search', 'search_not_available', 'site_id_required_for_search'),
          },
        },
      ),
      { mcp: { words: 'List or search products of the granted sites.', hints: READ_ONLY } },
    ),
    async (request) => renderPage('products', await catalog.listProducts(callerOf(request), request.query), R.renderProduct),
  );

  app.get(
    '/v1/sites/:siteId/products',
    operation(
      'sitesProducts',
      read(
        'List or search the products of one granted site',
        'The product list filtered to one granted site; `q` is allowed here without `siteId`. An ungranted site is 404 `site_not_found`.',
        {
          params: S.SiteProductsParams,
          querystring: S.SiteProductListQuery,
          response: { 200: S.ProductList, ...problems('cursor_not_supported_with_search', 'site_not_found') },
        },
      ),
    ),
    async (request) =>
      renderPage('products', await catalog.listProducts(callerOf(request), request.query, request.params.siteId), R.renderProduct),
  );

  app.get(
    '/v1/products/:productId',
    operation(
      'productsGet',
      read(
        'One product with its variants',
        'One product with its variants. Product ids are strings (`SLO_` for a product the site owns, `SLS_` for one shared to it); a product on an ungranted site answers exactly like a missing one.',
        {
          params: S.ProductParams,
          response: { 200: S.ProductDetailSchema, ...problems('product_not_found') },
        },
      ),
      { mcp: { words: 'One product with its variants.', hints: READ_ONLY } },
    ),
    async (request) => R.renderProductDetail(await catalog.getProduct(callerOf(request), refOf(request.params))),
  );

  app.get(
    '/v1/products/:productId/images',
    operation(
      'productsImages',
      read("The product's images", "The product's images, as `{images: [Image]}`.", {
        params: S.ProductParams,
        response: { 200: S.ImageList, ...problems('product_not_found') },
      }),
      { mcp: { words: "The product's images.", hints: READ_ONLY } },
    ),
    async (request) => ({ images: (await catalog.images(callerOf(request), refOf(request.params))).map(R.renderImage) }),
  );

  app.get(
    '/v1/products/:productId/template',
    operation(
      'productsTemplate',
      read(
        "The product's template, read live from the template vendor",
        "The template record of a product whose `artworkSource` is `TEMPLATE`, read live from the template service (no cache): each variable's `name` is the exact key to send in `templateVariables`. A product that is not templated, uses an unsupported legacy vendor, or has no document configured is 404 `template_not_found` alike.",
        {
          params: S.ProductParams,
          response: { 200: S.TemplateSchema, ...problems('product_not_found', 'template_not_found') },
        },
      ),
    ),
    async (request) => catalog.template(callerOf(request), refOf(request.params)),
  );

  app.post(
    '/v1/products/:productId/quote',
    operation(
      'productsQuote',
      read(
        'Price a quantity of the product',
        'Prices a quantity (a positive integer) of the product. Business validation, such as a quantity over the configured maximum, is 422 `quote_invalid` with the message in `detail`.',
        {
          params: S.ProductParams,
          body: S.QuoteBody,
          response: { 200: S.QuoteSchema, ...problems('product_not_found', 'quote_invalid', 'quote_product_not_found') },
        },
      ),
      {
        answers: { 200: 'The price of the product at that quantity.' },
        mcp: { words: 'Price a quantity of the product (no order is placed).', hints: READ_ONLY },
        sdk: { bodyField: 'quantity' },
      },
    ),
    async (request) => {
      const { product, quote } = await catalog.quote(callerOf(request), refOf(request.params), request.body.quantity);
      return R.renderQuote(product, quote);
    },
  );

  app.get(
    '/v1/segments',
    operation(
      'segmentsList',
      read('Segments of the granted sites', 'The segments of the granted sites, to assign to products and users.', {
        querystring: S.SegmentListQuery,
        response: { 200: S.SegmentList, ...problems() },
      }),
      { mcp: { words: 'Segments of the granted sites.', hints: READ_ONLY } },
    ),
    async (request) => renderPage('segments', await catalog.listSegments(callerOf(request), request.query), R.renderSegment),
  );

  catalogWriteRoutes(app, { writes });
}
