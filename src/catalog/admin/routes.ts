// Back-office catalog API: products, shares, variants, images, price tiers,
// templates and segments. Each handler calls
// one audited service method. Paths name products by their SLO_/SLS_ id.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CatalogAdminService } from './service.ts';
import { renderAdminProduct } from './render.ts';
import * as A from './schemas.ts';
import { idOfKind, refOf } from '../ids.ts';
import { renderProduct, renderSegment } from '../render.ts';
import { TEMPLATE_VENDOR_ID } from '../templates.ts';
import { answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import * as EX from './examples.ts';
import type { TSchema } from 'typebox';
import { operation } from '../../http/operations/operation.ts';

const { read, write, resource } = adminDocs(['Catalog']);
const product = resource(Answer.AdminCatalogProduct, EX.product);
const segment = resource(Answer.Segment, EX.segment);

export const catalogAdminRoutes: FastifyPluginAsyncTypebox<{ catalog: CatalogAdminService }> = async (app, { catalog }) => {
  const master = (req: { params: { productId: string } }) => idOfKind(req.params.productId, 'SLO');
  const params = A.AnyProductParams;
  /** An audited edit of a product or share that answers the product (200). */
  const editProduct = <B extends TSchema>(summary: string, description: string, body: B) =>
    write('catalog.manage', summary, description, { response: { 200: answer(Answer.AdminCatalogProduct, EX.product) }, params, body });

  app.get(
    '/admin/products',
    operation(
      'catalogProductsList',
      read('List the products and shares of a site', 'The products a site owns and the shares it receives, for staff.', {
        response: { 200: answer(Answer.AdminProductList, EX.productList) },
        querystring: A.SiteQuery,
      }),
    ),
    async (req) => ({ products: (await catalog.listProducts(req.query.siteId)).map(renderProduct) }),
  );
  app.post(
    '/admin/products',
    operation(
      'catalogProductsCreate',
      product.create(
        'catalog.manage',
        'Create an owned product',
        'Creates a product owned by a site (an `SLO_` product).',
        { body: A.NewProductBody },
        'not_found',
      ),
    ),
    async (req, reply) => reply.code(201).send(renderAdminProduct(await catalog.createProduct(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/products/:productId',
    operation(
      'catalogProductsShow',
      product.read(
        'One product or share, with variants, images, tiers, template',
        'One product or share with its variants, images, price tiers and template, as staff see it.',
        { params },
        'not_found',
      ),
    ),
    async (req) => renderAdminProduct(await catalog.getProduct(refOf(req.params))),
  );
  app.patch(
    '/admin/products/:productId',
    operation(
      'catalogProductsUpdate',
      editProduct('Edit an owned product', 'Edits an owned product; only the named fields change.', A.ProductPatchBody),
    ),
    async (req) => renderAdminProduct(await catalog.updateProduct(master(req), req.body, actorOf(req))),
  );
  // PUT /admin/products/:productId/fulfilment-centre is the shipping back office's (it validates the centre).
  app.post(
    '/admin/products/:productId/shares',
    operation(
      'catalogSharesCreate',
      product.create(
        'catalog.manage',
        'Share a product into another site',
        'Shares an owned product into another site, where it appears as an `SLS_` product.',
        { params, body: A.NewShareBody },
        'conflict',
      ),
    ),
    async (req, reply) =>
      reply.code(201).send(renderAdminProduct(await catalog.createShare({ productId: master(req), ...req.body }, actorOf(req)))),
  );
  app.patch(
    '/admin/shares/:productId',
    operation(
      'catalogSharesUpdate',
      editProduct('Edit a share (SLS_)', 'Edits the fields a share may override on its site.', A.SharePatchBody),
    ),
    async (req) => renderAdminProduct(await catalog.updateShare(idOfKind(req.params.productId, 'SLS'), req.body, actorOf(req))),
  );
  app.post(
    '/admin/products/:productId/variants',
    operation(
      'catalogVariantsAdd',
      product.create(
        'catalog.manage',
        'Add a variant to a STOCK product',
        'Adds a variant to a STOCK product (POD products have no addressable variant).',
        { params, body: A.VariantBody },
        'unsupported_field_for_service_type',
      ),
    ),
    async (req, reply) => reply.code(201).send(renderAdminProduct(await catalog.addVariant(master(req), req.body, actorOf(req)))),
  );
  app.patch(
    '/admin/variants/:variantId',
    operation(
      'catalogVariantsUpdate',
      product.write('catalog.manage', 'Edit a variant', 'Edits a variant; only the named fields change.', {
        params: A.VariantIdParams,
        body: A.VariantPatchBody,
      }),
    ),
    async (req) => renderAdminProduct(await catalog.updateVariant(req.params.variantId, req.body, actorOf(req))),
  );
  app.post(
    '/admin/products/:productId/images',
    operation(
      'catalogImagesAdd',
      product.create('catalog.manage', 'Add an image', 'Adds an image to a product.', { params, body: A.NewImageBody }),
    ),
    async (req, reply) => reply.code(201).send(renderAdminProduct(await catalog.addImage(master(req), req.body, actorOf(req)))),
  );
  app.patch(
    '/admin/images/:imageId',
    operation(
      'catalogImagesUpdate',
      product.write('catalog.manage', 'Edit an image', 'Edits an image; only the named fields change.', {
        params: A.ImageIdParams,
        body: A.ImagePatchBody,
      }),
    ),
    async (req) => renderAdminProduct(await catalog.updateImage(req.params.imageId, req.body, actorOf(req))),
  );
  app.put(
    '/admin/products/:productId/price-tiers',
    operation(
      'catalogProductsSetPriceTiers',
      editProduct(
        'Replace the price tiers',
        "Replaces the product's price tiers, which product quotes and order pricing read.",
        A.PriceTiersBody,
      ),
      { answers: { 200: 'The product, with its new price tiers.' } },
    ),
    async (req) => renderAdminProduct(await catalog.setPriceTiers(master(req), req.body.tiers, actorOf(req))),
  );
  app.put(
    '/admin/products/:productId/template',
    operation(
      'catalogProductsSetTemplate',
      editProduct(
        'Point the product at a template (null: none)',
        'Points the product at a document of the template store, or at none with null.',
        A.ProductTemplateBody,
      ),
    ),
    async (req) => renderAdminProduct(await catalog.setProductTemplate(master(req), req.body.template, actorOf(req))),
  );
  app.put(
    '/admin/products/:productId/segments',
    operation(
      'catalogProductsSetSegments',
      editProduct(
        'Replace the segments of a product or share',
        'Replaces the segments a product or share is visible to.',
        A.SegmentIdsBody,
      ),
      { answers: { 200: 'The product, with its new segments.' } },
    ),
    async (req) => renderAdminProduct(await catalog.setProductSegments(refOf(req.params), req.body.segmentIds, actorOf(req))),
  );
  app.put(
    '/admin/template-documents',
    operation(
      'catalogTemplatesPut',
      write(
        'catalog.manage',
        'Create or replace a document in the built-in template store',
        'Creates or replaces a document in the built-in template store, with the variables partners send in `templateVariables`.',
        { response: { 200: answer(Answer.TemplateSchema, EX.templateDocument) }, body: A.TemplateDocumentBody },
      ),
      { answers: { 200: 'The template document, as stored.' } },
    ),
    async (req) =>
      catalog.putTemplateDocument(
        { vendor: req.body.vendor ?? TEMPLATE_VENDOR_ID, templateId: req.body.templateId, variables: req.body.variables },
        actorOf(req),
      ),
  );
  app.get(
    '/admin/segments',
    operation(
      'catalogSegmentsList',
      read('List the segments of a site', 'The segments of one site.', {
        response: { 200: answer(Answer.AdminSegmentList, EX.segmentList) },
        querystring: A.SiteQuery,
      }),
    ),
    async (req) => ({ segments: (await catalog.listSegments(req.query.siteId)).map(renderSegment) }),
  );
  app.post(
    '/admin/segments',
    operation(
      'catalogSegmentsCreate',
      segment.create('catalog.manage', 'Create a segment', 'Creates a segment on a site.', { body: A.NewSegmentBody }, 'not_found'),
    ),
    async (req, reply) => reply.code(201).send(renderSegment(await catalog.createSegment(req.body, actorOf(req)))),
  );
  app.patch(
    '/admin/segments/:segmentId',
    operation(
      'catalogSegmentsUpdate',
      segment.write(
        'catalog.manage',
        'Rename a segment',
        'Renames a segment.',
        { params: A.SegmentIdParams, body: A.SegmentPatchBody },
        'not_found',
      ),
    ),
    async (req) => renderSegment(await catalog.renameSegment(req.params.segmentId, req.body.name, actorOf(req))),
  );
};
