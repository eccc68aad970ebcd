// Back-office routes for shipping configuration: each handler calls one
// ShippingAdminService method and renders it.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ShippingAdminService } from './service.ts';
import * as S from './schemas.ts';
import { renderCentre, renderRateTable, renderService } from './render.ts';
import { okExample, problems } from '../../http/schema-helpers.ts';
import * as EX from './examples.ts';

const tags = ['Shipping'];

export const shippingAdminRoutes: FastifyPluginAsyncTypebox<{ shipping: ShippingAdminService }> = async (app, { shipping }) => {
  app.get(
    '/admin/fulfilment-centres',
    {
      schema: {
        tags,
        summary: 'List fulfilment centres',
        description: 'Every fulfilment centre (shipping origin).',
        response: { 200: okExample({ fulfilmentCentres: [EX.centre] }) },
      },
    },
    async () => ({ fulfilmentCentres: (await shipping.listCentres()).map(renderCentre) }),
  );
  app.post(
    '/admin/fulfilment-centres',
    {
      config: { operation: 'shipping.manage' },
      schema: {
        tags,
        summary: 'Create a fulfilment centre (a shipping origin)',
        description:
          'Creates a fulfilment centre: the origin shipping quotes are priced from. The change is written to the audit log in the same transaction.',
        response: { 201: okExample(EX.centre) },
        body: S.NewCentreBody,
      },
    },
    async (req, reply) => reply.code(201).send(renderCentre(await shipping.createCentre(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/fulfilment-centres/:centreId',
    {
      schema: {
        tags,
        summary: 'One fulfilment centre',
        description: 'One fulfilment centre.',
        response: { 200: okExample(EX.centre) },
        params: S.CentreIdParams,
      },
    },
    async (req) => renderCentre(await shipping.getCentre(req.params.centreId)),
  );

  app.get(
    '/admin/fulfilment-centres/:centreId/services',
    {
      schema: {
        tags,
        summary: "List a centre's shipping services",
        description: 'The carrier services and custom options a centre ships with.',
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
        description:
          'Adds a carrier service or a custom option to a centre. The change is written to the audit log in the same transaction.',
        response: { 201: okExample(EX.service), ...problems('conflict', 'not_found') },
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
        description:
          'Renames a shipping service, enables or disables it, or sets its handling fee. A name another service of its fulfilment centre has is 409 `conflict`. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.service), ...problems('conflict') },
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
        description: 'The rate tables of a shipping service.',
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
        description:
          'Adds a weight-banded rate table for a destination to a shipping service. The change is written to the audit log in the same transaction.',
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
        description:
          'Sets the fulfilment centre a product ships from, or clears it with null (its shipping quotes then price nothing). The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.productCentre), ...problems('not_found') },
        params: S.ProductParams,
        body: S.ProductCentreBody,
      },
    },
    async (req) => shipping.setProductCentre(req.params.productId, req.body.fulfilmentCentreId, actorOf(req)),
  );
};
