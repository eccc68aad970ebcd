// Back-office routes for webhooks: each handler calls one WebhooksAdminService
// method and renders it. Responses that carry a signing secret are no-store.
import { actorOf } from '../../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems } from '../../../http/schema-helpers.ts';
import { adminDocs } from '../../../http/operations/docs.ts';
import { renderPage } from '../../../http/cursor.ts';
import type { WebhooksAdminService } from './service.ts';
import * as S from './schemas.ts';
import { renderDelivery, renderDeliveryDetail, renderEndpoint } from '../render.ts';
import { operation } from '../../../http/operations/operation.ts';

const { act, read, write } = adminDocs(['Webhooks']);

export const webhooksAdminRoutes: FastifyPluginAsyncTypebox<{ webhooks: WebhooksAdminService }> = async (app, { webhooks }) => {
  app.get(
    '/admin/partners/:partnerId/webhook-endpoints',
    operation(
      'webhooksList',
      read("List a partner's webhook endpoints", "The partner's webhook endpoints, without their signing secrets.", {
        params: S.PartnerIdParams,
        response: { 200: S.EndpointListResponse },
      }),
    ),
    async (req) => ({ endpoints: (await webhooks.listEndpoints(req.params.partnerId)).map(renderEndpoint) }),
  );
  app.post(
    '/admin/partners/:partnerId/webhook-endpoints',
    operation(
      'webhooksCreate',
      write(
        'webhooks.endpoints',
        'Register a webhook endpoint; its signing secret is shown once',
        'Registers a webhook endpoint for the partner with the event types it subscribes to. Its signing secret is in this answer only.',
        {
          params: S.PartnerIdParams,
          body: S.NewEndpointBody,
          response: { 201: S.EndpointWithSecretResponse, ...problems('webhook_destination_refused') },
        },
      ),
      { answers: { 201: 'Registered: the endpoint, its signing secret shown this once.' } },
    ),
    async (req, reply) => {
      const created = await webhooks.createEndpoint(req.params.partnerId, req.body, actorOf(req));
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...renderEndpoint(created.endpoint), signingSecret: created.signingSecret });
    },
  );
  app.get(
    '/admin/webhook-endpoints/:endpointId',
    operation(
      'webhooksShow',
      read('One webhook endpoint', 'One webhook endpoint, without its signing secret.', {
        params: S.EndpointIdParams,
        response: { 200: S.EndpointResponse },
      }),
    ),
    async (req) => renderEndpoint(await webhooks.getEndpoint(req.params.endpointId)),
  );
  app.patch(
    '/admin/webhook-endpoints/:endpointId',
    operation(
      'webhooksUpdate',
      write(
        'webhooks.endpoints',
        'Change the URL or subscription, or enable/disable an endpoint',
        'Changes the URL or the subscribed event types, or enables or disables an endpoint.',
        {
          params: S.EndpointIdParams,
          body: S.EndpointPatchBody,
          response: { 200: S.EndpointResponse, ...problems('webhook_destination_refused') },
        },
      ),
    ),
    async (req) => renderEndpoint(await webhooks.updateEndpoint(req.params.endpointId, req.body, actorOf(req))),
  );
  app.post(
    '/admin/webhook-endpoints/:endpointId/secret',
    operation(
      'webhooksRotateSecret',
      write(
        'webhooks.endpoints',
        'Rotate (or turn on) the signing secret; the new one is shown once',
        'Rotates the signing secret, or turns signing on; the new secret is in this answer only. Deliveries then carry `Platform-Signature`.',
        { params: S.EndpointIdParams, response: { 201: S.EndpointWithSecretResponse } },
      ),
      { answers: { 201: 'Rotated: the endpoint, its new signing secret shown this once.' }, confirm: true },
    ),
    async (req, reply) => {
      const rotated = await webhooks.rotateSecret(req.params.endpointId, actorOf(req));
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...renderEndpoint(rotated.endpoint), signingSecret: rotated.signingSecret });
    },
  );
  app.delete(
    '/admin/webhook-endpoints/:endpointId/secret',
    operation(
      'webhooksRemoveSecret',
      write(
        'webhooks.endpoints',
        'Turn signing off (deliveries then carry no signature)',
        'Turns signing off: deliveries then carry no signature.',
        { params: S.EndpointIdParams, response: { 200: S.EndpointResponse } },
      ),
      { confirm: true },
    ),
    async (req) => renderEndpoint(await webhooks.removeSecret(req.params.endpointId, actorOf(req))),
  );
  app.post(
    '/admin/webhook-endpoints/:endpointId/test',
    operation(
      'webhooksPing',
      act(
        'webhooks.deliveries',
        'Send the synthetic test ping through the normal delivery path',
        'Sends the synthetic test ping to the endpoint through the normal delivery path, and records the delivery.',
        { params: S.EndpointIdParams, response: { 202: S.TestDeliveryResponse, ...problems('conflict') } },
      ),
      { answers: { 202: 'Accepted: the test ping is queued for delivery.' } },
    ),
    async (req, reply) => reply.code(202).send(renderDelivery(await webhooks.sendTestPing(req.params.endpointId, actorOf(req)))),
  );

  app.get(
    '/admin/webhook-deliveries',
    operation(
      'webhooksDeliveries',
      read(
        'The delivery log, newest first, with filters',
        'The delivery log, newest first, filtered by partner, endpoint, event id, event type or status.',
        { querystring: S.DeliveryQuery, response: { 200: S.DeliveryListResponse } },
      ),
    ),
    async ({ query: { cursor, limit, ...filters } }) =>
      renderPage('deliveries', await webhooks.listDeliveries(filters, { cursor, limit }), renderDelivery),
  );
  app.get(
    '/admin/webhook-deliveries/:deliveryId',
    operation(
      'webhooksDelivery',
      read(
        'One delivery',
        "One delivery with its outcome and its exchange: the request sent (headers, the signature's MAC withheld, and body) and the response (headers and the first 4 KB of its body).",
        { params: S.DeliveryIdParams, response: { 200: S.DeliveryDetailResponse } },
      ),
    ),
    async (req) => {
      const { delivery, exchange } = await webhooks.getDeliveryDetail(req.params.deliveryId);
      return renderDeliveryDetail(delivery, exchange);
    },
  );
  app.post(
    '/admin/webhook-deliveries/:deliveryId/redeliver',
    operation(
      'webhooksRedeliver',
      act(
        'webhooks.deliveries',
        'Redeliver one delivery (same eventId) through the normal path',
        'Delivers the same event again (same `eventId`) through the normal delivery path; receivers dedupe on `eventId`.',
        { params: S.DeliveryIdParams, response: { 202: S.RedeliveryResponse, ...problems('conflict') } },
      ),
      { answers: { 202: 'Accepted: the redelivery is queued (same `eventId`).' } },
    ),
    async (req, reply) => reply.code(202).send(renderDelivery(await webhooks.redeliver(req.params.deliveryId, actorOf(req)))),
  );
};
