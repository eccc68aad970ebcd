// Back-office routes for shipping configuration: each handler calls one
// ShippingAdminService method and renders it.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ShippingAdminService } from './service.ts';
import * as S from './schemas.ts';
import { renderCentre, renderRateTable, renderService } from './render.ts';
import { problems, answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import * as EX from './examples.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, write, resource } = adminDocs(['Shipping']);
const centre = resource(Answer.AdminFulfilmentCentre, EX.centre);
const service = resource(Answer.AdminShippingService, EX.service);

export const shippingAdminRoutes: FastifyPluginAsyncTypebox<{ shipping: ShippingAdminService }> = async (app, { shipping }) => {
  app.get(
    '/admin/fulfilment-centres',
    operation(
      'shippingCentresList',
      read('List fulfilment centres', 'Every fulfilment centre (shipping origin).', {
        response: { 200: answer(Answer.AdminFulfilmentCentreList, { fulfilmentCentres: [EX.centre] }) },
      }),
    ),
    async () => ({ fulfilmentCentres: (await shipping.listCentres()).map(renderCentre) }),
  );
  app.post(
    '/admin/fulfilment-centres',
    operation(
      'shippingCentresCreate',
      centre.create(
        'shipping.manage',
        'Create a fulfilment centre (a shipping origin)',
        'Creates a fulfilment centre: the origin shipping quotes are priced from.',
        { body: S.NewCentreBody },
      ),
    ),
    async (req, reply) => reply.code(201).send(renderCentre(await shipping.createCentre(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/fulfilment-centres/:centreId',
    operation('shippingCentresShow', centre.read('One fulfilment centre', 'One fulfilment centre.', { params: S.CentreIdParams })),
    async (req) => renderCentre(await shipping.getCentre(req.params.centreId)),
  );

  app.get(
    '/admin/fulfilment-centres/:centreId/services',
    operation(
      'shippingServicesList',
      read("List a centre's shipping services", 'The carrier services and custom options a centre ships with.', {
        response: { 200: answer(Answer.AdminShippingServiceList, { services: [EX.service] }) },
        params: S.CentreIdParams,
      }),
    ),
    async (req) => ({ services: (await shipping.listServices(req.params.centreId)).map(renderService) }),
  );
  app.post(
    '/admin/fulfilment-centres/:centreId/services',
    operation(
      'shippingServicesCreate',
      service.create(
        'shipping.manage',
        'Add a carrier service or custom option',
        'Adds a carrier service or a custom option to a centre.',
        { params: S.CentreIdParams, body: S.NewServiceBody },
        'conflict',
        'not_found',
      ),
    ),
    async (req, reply) => reply.code(201).send(renderService(await shipping.createService(req.params.centreId, req.body, actorOf(req)))),
  );
  app.patch(
    '/admin/shipping-services/:serviceId',
    operation(
      'shippingServicesUpdate',
      service.write(
        'shipping.manage',
        'Rename, enable/disable, or set the handling fee of a service',
        'Renames a shipping service, enables or disables it, or sets its handling fee. A name another service of its fulfilment centre has is 409 `conflict`.',
        { params: S.ServiceIdParams, body: S.ServicePatchBody },
        'conflict',
      ),
    ),
    async (req) => renderService(await shipping.updateService(req.params.serviceId, req.body, actorOf(req))),
  );

  app.get(
    '/admin/shipping-services/:serviceId/rate-tables',
    operation(
      'shippingRatesList',
      read("List a service's rate tables", 'The rate tables of a shipping service.', {
        response: { 200: answer(Answer.AdminRateTableList, { rateTables: [EX.rateTable] }) },
        params: S.ServiceIdParams,
      }),
    ),
    async (req) => ({ rateTables: (await shipping.listRateTables(req.params.serviceId)).map(renderRateTable) }),
  );
  app.post(
    '/admin/shipping-services/:serviceId/rate-tables',
    operation(
      'shippingRatesCreate',
      write(
        'shipping.manage',
        'Add a weight-banded rate table for a destination',
        'Adds a weight-banded rate table for a destination to a shipping service.',
        { response: { 201: answer(Answer.AdminRateTable, EX.rateTable) }, params: S.ServiceIdParams, body: S.NewRateTableBody },
      ),
    ),
    async (req, reply) =>
      reply.code(201).send(renderRateTable(await shipping.createRateTable(req.params.serviceId, req.body, actorOf(req)))),
  );

  app.put(
    '/admin/products/:productId/fulfilment-centre',
    operation(
      'shippingSetProductCentre',
      write(
        'shipping.manage',
        'Set (or clear) the fulfilment centre a product ships from',
        'Sets the fulfilment centre a product ships from, or clears it with null (its shipping quotes then price nothing).',
        {
          response: { 200: answer(Answer.AdminProductCentre, EX.productCentre), ...problems('not_found') },
          params: S.ProductParams,
          body: S.ProductCentreBody,
        },
      ),
      { answers: { 200: 'The product and the fulfilment centre it ships from.' } },
    ),
    async (req) => shipping.setProductCentre(req.params.productId, req.body.fulfilmentCentreId, actorOf(req)),
  );
};
