// Back-office routes for webhooks: each handler calls one WebhooksAdminService
// method and renders it. Responses that carry a signing secret are no-store.
import { actorOf } from '../../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems } from '../../../http/schema-helpers.ts';
import type { WebhooksAdminService } from './service.ts';
import * as S from './schemas.ts';
import { renderDelivery, renderDeliveryDetail, renderEndpoint } from '../render.ts';

const tags = ['Webhooks'];

export const webhooksAdminRoutes: FastifyPluginAsyncTypebox<{ webhooks: WebhooksAdminService }> = async (app, { webhooks }) => {
  app.get(
    '/admin/partners/:partnerId/webhook-endpoints',
    {
      schema: {
        tags,
        summary: "List a partner's webhook endpoints",
        description: "The partner's webhook endpoints, without their signing secrets.",
        params: S.PartnerIdParams,
        response: { 200: S.EndpointListResponse },
      },
    },
    async (req) => ({ endpoints: (await webhooks.listEndpoints(req.params.partnerId)).map(renderEndpoint) }),
  );
  app.post(
    '/admin/partners/:partnerId/webhook-endpoints',
    {
      config: { operation: 'webhooks.endpoints' },
      schema: {
        tags,
        summary: 'Register a webhook endpoint; its signing secret is shown once',
        description:
          'Registers a webhook endpoint for the partner with the event types it subscribes to. Its signing secret is in this answer only. The change is written to the audit log in the same transaction.',
        params: S.PartnerIdParams,
        body: S.NewEndpointBody,
        response: { 201: S.EndpointWithSecretResponse },
      },
    },
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
    {
      schema: {
        tags,
        summary: 'One webhook endpoint',
        description: 'One webhook endpoint, without its signing secret.',
        params: S.EndpointIdParams,
        response: { 200: S.EndpointResponse },
      },
    },
    async (req) => renderEndpoint(await webhooks.getEndpoint(req.params.endpointId)),
  );
  app.patch(
    '/admin/webhook-endpoints/:endpointId',
    {
      config: { operation: 'webhooks.endpoints' },
      schema: {
        tags,
        summary: 'Change the URL or subscription, or enable/disable an endpoint',
        description:
          'Changes the URL or the subscribed event types, or enables or disables an endpoint. The change is written to the audit log in the same transaction.',
        params: S.EndpointIdParams,
        body: S.EndpointPatchBody,
        response: { 200: S.EndpointResponse },
      },
    },
    async (req) => renderEndpoint(await webhooks.updateEndpoint(req.params.endpointId, req.body, actorOf(req))),
  );
  app.post(
    '/admin/webhook-endpoints/:endpointId/secret',
    {
      config: { operation: 'webhooks.endpoints' },
      schema: {
        tags,
        summary: 'Rotate (or turn on) the signing secret; the new one is shown once',
        description:
          'Rotates the signing secret, or turns signing on; the new secret is in this answer only. Deliveries then carry `Platform-Signature`. The change is written to the audit log in the same transaction.',
        params: S.EndpointIdParams,
        response: { 201: S.EndpointWithSecretResponse },
      },
    },
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
    {
      config: { operation: 'webhooks.endpoints' },
      schema: {
        tags,
        summary: 'Turn signing off (deliveries then carry no signature)',
        description:
          'Turns signing off: deliveries then carry no signature. The change is written to the audit log in the same transaction.',
        params: S.EndpointIdParams,
        response: { 200: S.EndpointResponse },
      },
    },
    async (req) => renderEndpoint(await webhooks.removeSecret(req.params.endpointId, actorOf(req))),
  );
  app.post(
    '/admin/webhook-endpoints/:endpointId/test',
    {
      config: { operation: 'webhooks.deliveries' },
      schema: {
        tags,
        summary: 'Send the synthetic test ping through the normal delivery path',
        description: 'Sends the synthetic test ping to the endpoint through the normal delivery path, and records the delivery.',
        params: S.EndpointIdParams,
        response: { 202: S.DeliveryResponse, ...problems('conflict') },
      },
    },
    async (req, reply) => reply.code(202).send(renderDelivery(await webhooks.sendTestPing(req.params.endpointId, actorOf(req)))),
  );

  app.get(
    '/admin/webhook-deliveries',
    {
      schema: {
        tags,
        summary: 'The delivery log, newest first, with filters',
        description: 'The delivery log, newest first, filtered by partner, endpoint, event id, event type or status.',
        querystring: S.DeliveryQuery,
        response: { 200: S.DeliveryListResponse },
      },
    },
    async (req) => {
      const { cursor, limit, ...filters } = req.query;
      const page = await webhooks.listDeliveries(filters, { cursor, limit });
      return { deliveries: page.items.map(renderDelivery), nextCursor: page.nextCursor };
    },
  );
  app.get(
    '/admin/webhook-deliveries/:deliveryId',
    {
      schema: {
        tags,
        summary: 'One delivery',
        description:
          "One delivery with its outcome and its exchange: the request sent (headers, the signature's MAC withheld, and body) and the response (headers and the first 4 KB of its body).",
        params: S.DeliveryIdParams,
        response: { 200: S.DeliveryDetailResponse },
      },
    },
    async (req) => {
      const { delivery, exchange } = await webhooks.getDeliveryDetail(req.params.deliveryId);
      return renderDeliveryDetail(delivery, exchange);
    },
  );
  app.post(
    '/admin/webhook-deliveries/:deliveryId/redeliver',
    {
      config: { operation: 'webhooks.deliveries' },
      schema: {
        tags,
        summary: 'Redeliver one delivery (same eventId) through the normal path',
        description: 'Delivers the same event again (same `eventId`) through the normal delivery path; receivers dedupe on `eventId`.',
        params: S.DeliveryIdParams,
        response: { 202: S.DeliveryResponse, ...problems('conflict') },
      },
    },
    async (req, reply) => reply.code(202).send(renderDelivery(await webhooks.redeliver(req.params.deliveryId, actorOf(req)))),
  );
};
