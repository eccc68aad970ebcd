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
import { okExample, problems } from '../../http/schema-helpers.ts';
import * as EX from './examples.ts';

const tags = ['Catalog'];

export const catalogAdminRoutes: FastifyPluginAsyncTypebox<{ catalog: CatalogAdminService }> = async (app, { catalog }) => {
  const master = (req: { params: { productId: string } }) => idOfKind(req.params.productId, 'SLO');
  const params = A.AnyProductParams;

  app.get(
    '/admin/products',
    {
      schema: {
        tags,
        summary: 'List the products and shares of a site',
        description: 'The products a site owns and the shares it receives, for staff.',
        response: { 200: okExample(EX.productList) },
        querystring: A.SiteQuery,
      },
    },
    async (req) => ({
      products: (await catalog.listProducts(req.query.siteId)).map(renderProduct),
    }),
  );
  app.post(
    '/admin/products',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Create an owned product',
        description:
          'Creates a product owned by a site (an `SLO_` product). The change is written to the audit log in the same transaction.',
        response: { 201: okExample(EX.product), ...problems('not_found') },
        body: A.NewProductBody,
      },
    },
    async (req, reply) => reply.code(201).send(renderAdminProduct(await catalog.createProduct(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/products/:productId',
    {
      schema: {
        tags,
        summary: 'One product or share, with variants, images, tiers, template',
        description: 'One product or share with its variants, images, price tiers and template, as staff see it.',
        response: { 200: okExample(EX.product), ...problems('not_found') },
        params,
      },
    },
    async (req) => renderAdminProduct(await catalog.getProduct(refOf(req.params))),
  );
  app.patch(
    '/admin/products/:productId',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Edit an owned product',
        description:
          'Edits an owned product; only the named fields change. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.product) },
        params,
        body: A.ProductPatchBody,
      },
    },
    async (req) => renderAdminProduct(await catalog.updateProduct(master(req), req.body, actorOf(req))),
  );
  // PUT /admin/products/:productId/fulfilment-centre is the shipping back office's (it validates the centre).
  app.post(
    '/admin/products/:productId/shares',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Share a product into another site',
        description:
          'Shares an owned product into another site, where it appears as an `SLS_` product. The change is written to the audit log in the same transaction.',
        response: { 201: okExample(EX.product), ...problems('conflict') },
        params,
        body: A.NewShareBody,
      },
    },
    async (req, reply) =>
      reply.code(201).send(renderAdminProduct(await catalog.createShare({ productId: master(req), ...req.body }, actorOf(req)))),
  );
  app.patch(
    '/admin/shares/:productId',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Edit a share (SLS_)',
        description: 'Edits the fields a share may override on its site. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.product) },
        params,
        body: A.SharePatchBody,
      },
    },
    async (req) => renderAdminProduct(await catalog.updateShare(idOfKind(req.params.productId, 'SLS'), req.body, actorOf(req))),
  );
  app.post(
    '/admin/products/:productId/variants',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Add a variant to a STOCK product',
        description:
          'Adds a variant to a STOCK product (POD products have no addressable variant). The change is written to the audit log in the same transaction.',
        response: { 201: okExample(EX.product), ...problems('unsupported_field_for_service_type') },
        params,
        body: A.VariantBody,
      },
    },
    async (req, reply) => reply.code(201).send(renderAdminProduct(await catalog.addVariant(master(req), req.body, actorOf(req)))),
  );
  app.patch(
    '/admin/variants/:variantId',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Edit a variant',
        description: 'Edits a variant; only the named fields change. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.product) },
        params: A.VariantIdParams,
        body: A.VariantPatchBody,
      },
    },
    async (req) => renderAdminProduct(await catalog.updateVariant(req.params.variantId, req.body, actorOf(req))),
  );
  app.post(
    '/admin/products/:productId/images',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Add an image',
        description: 'Adds an image to a product. The change is written to the audit log in the same transaction.',
        response: { 201: okExample(EX.product) },
        params,
        body: A.NewImageBody,
      },
    },
    async (req, reply) => reply.code(201).send(renderAdminProduct(await catalog.addImage(master(req), req.body, actorOf(req)))),
  );
  app.patch(
    '/admin/images/:imageId',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Edit an image',
        description: 'Edits an image; only the named fields change. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.product) },
        params: A.ImageIdParams,
        body: A.ImagePatchBody,
      },
    },
    async (req) => renderAdminProduct(await catalog.updateImage(req.params.imageId, req.body, actorOf(req))),
  );
  app.put(
    '/admin/products/:productId/price-tiers',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Replace the price tiers',
        description:
          "Replaces the product's price tiers, which product quotes and order pricing read. The change is written to the audit log in the same transaction.",
        response: { 200: okExample(EX.product) },
        params,
        body: A.PriceTiersBody,
      },
    },
    async (req) => renderAdminProduct(await catalog.setPriceTiers(master(req), req.body.tiers, actorOf(req))),
  );
  app.put(
    '/admin/products/:productId/template',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Point the product at a template (null: none)',
        description:
          'Points the product at a document of the template store, or at none with null. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.product) },
        params,
        body: A.ProductTemplateBody,
      },
    },
    async (req) => renderAdminProduct(await catalog.setProductTemplate(master(req), req.body.template, actorOf(req))),
  );
  app.put(
    '/admin/products/:productId/segments',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Replace the segments of a product or share',
        description:
          'Replaces the segments a product or share is visible to. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.product) },
        params,
        body: A.SegmentIdsBody,
      },
    },
    async (req) => renderAdminProduct(await catalog.setProductSegments(refOf(req.params), req.body.segmentIds, actorOf(req))),
  );
  app.put(
    '/admin/template-documents',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Create or replace a document in the built-in template store',
        description:
          'Creates or replaces a document in the built-in template store, with the variables partners send in `templateVariables`. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.templateDocument) },
        body: A.TemplateDocumentBody,
      },
    },
    async (req) =>
      catalog.putTemplateDocument(
        { vendor: req.body.vendor ?? TEMPLATE_VENDOR_ID, templateId: req.body.templateId, variables: req.body.variables },
        actorOf(req),
      ),
  );
  app.get(
    '/admin/segments',
    {
      schema: {
        tags,
        summary: 'List the segments of a site',
        description: 'The segments of one site.',
        response: { 200: okExample(EX.segmentList) },
        querystring: A.SiteQuery,
      },
    },
    async (req) => ({
      segments: (await catalog.listSegments(req.query.siteId)).map(renderSegment),
    }),
  );
  app.post(
    '/admin/segments',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Create a segment',
        description: 'Creates a segment on a site. The change is written to the audit log in the same transaction.',
        response: { 201: okExample(EX.segment), ...problems('not_found') },
        body: A.NewSegmentBody,
      },
    },
    async (req, reply) => reply.code(201).send(renderSegment(await catalog.createSegment(req.body, actorOf(req)))),
  );
  app.patch(
    '/admin/segments/:segmentId',
    {
      config: { operation: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Rename a segment',
        description: 'Renames a segment. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.segment), ...problems('not_found') },
        params: A.SegmentIdParams,
        body: A.SegmentPatchBody,
      },
    },
    async (req) => renderSegment(await catalog.renameSegment(req.params.segmentId, req.body.name, actorOf(req))),
  );
};
