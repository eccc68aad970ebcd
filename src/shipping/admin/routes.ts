// Back-office routes for shipping configuration: each handler calls one
// ShippingAdminService method and renders it.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ShippingAdminService } from './service.ts';
import * as S from './schemas.ts';
import { renderCentre, renderRateTable, renderService } from './render.ts';
import { okExample } from '../../http/schema-helpers.ts';
import * as EX from './examples.ts';

const tags = ['Shipping'];

export const shippingAdminRoutes: FastifyPluginAsyncTypebox<{ shipping: ShippingAdminService }> = async (app, { shipping }) => {
  app.get(
    '/admin/fulfilment-centres',
    { schema: { tags, summary: 'List fulfilment centres', response: { 200: okExample({ fulfilmentCentres: [EX.centre] }) } } },
    async () => ({ fulfilmentCentres: (await shipping.listCentres()).map(renderCentre) }),
  );
  app.post(
    '/admin/fulfilment-centres',
    {
      config: { operation: 'shipping.manage' },
      schema: {
        tags,
        summary: 'Create a fulfilment centre (a shipping origin)',
        response: { 201: okExample(EX.centre) },
        body: S.NewCentreBody,
      },
    },
    async (req, reply) => reply.code(201).send(renderCentre(await shipping.createCentre(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/fulfilment-centres/:centreId',
    { schema: { tags, summary: 'One fulfilment centre', response: { 200: okExample(EX.centre) }, params: S.CentreIdParams } },
    async (req) => renderCentre(await shipping.getCentre(req.params.centreId)),
  );

  app.get(
    '/admin/fulfilment-centres/:centreId/services',
    {
      schema: {
        tags,
        summary: "List a centre's shipping services",
        response: { 200: okExample({ services: [EX.service] }) },
        params: S.CentreIdParams,
      },
    },
    async (req) => ({
      services: (await shipping.listServices(req.params.centreId)).map(renderService),
    }),
  );
  app.post(
    '/admin/fulfilment-centres/:centreId/services',
    {
      config: { operation: 'shipping.manage' },
      schema: {
        tags,
        summary: 'Add a carrier service or custom option',
        response: { 201: okExample(EX.service) },
        params: S.CentreIdParams,
        body: S.NewServiceBody,
      },
    },
    async (req, reply) => reply.code(201).send(renderService(await shipping.createService(req.params.centreId, req.body, actorOf(req)))),
  );
  app.patch(
    '/admin/shipping-services/:serviceId',
    {
      config: { operation: 'shipping.manage' },
      schema: {
        tags,
        summary: 'Rename, enable/disable, or set the handling fee of a service',
        response: { 200: okExample(EX.service) },
        params: S.ServiceIdParams,
        body: S.ServicePatchBody,
      },
    },
    async (req) => renderService(await shipping.updateService(req.params.serviceId, req.body, actorOf(req))),
  );

  app.get(
    '/admin/shipping-services/:serviceId/rate-tables',
    {
      schema: {
        tags,
        summary: "List a service's rate tables",
        response: { 200: okExample({ rateTables: [EX.rateTable] }) },
        params: S.ServiceIdParams,
      },
    },
    async (req) => ({
      rateTables: (await shipping.listRateTables(req.params.serviceId)).map(renderRateTable),
    }),
  );
  app.post(
    '/admin/shipping-services/:serviceId/rate-tables',
    {
      config: { operation: 'shipping.manage' },
      schema: {
        tags,
        summary: 'Add a weight-banded rate table for a destination',
        response: { 201: okExample(EX.rateTable) },
        params: S.ServiceIdParams,
        body: S.NewRateTableBody,
      },
    },
    async (req, reply) =>
      reply.code(201).send(renderRateTable(await shipping.createRateTable(req.params.serviceId, req.body, actorOf(req)))),
  );

  app.put(
    '/admin/products/:productId/fulfilment-centre',
    {
      config: { operation: 'shipping.manage' },
      schema: {
        tags,
        summary: 'Set (or clear) the fulfilment centre a product ships from',
        response: { 200: okExample(EX.productCentre) },
        params: S.ProductParams,
        body: S.ProductCentreBody,
      },
    },
    async (req) => shipping.setProductCentre(req.params.productId, req.body.fulfilmentCentreId, actorOf(req)),
  );
};
