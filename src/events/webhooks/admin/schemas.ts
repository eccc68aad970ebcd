import { Type } from 'typebox';
import { cursorQuery, DateTime, idString, pageLimitQuery, Nullable, oneOfLiterals } from '../../../http/schema-helpers.ts';
import { DELIVERY_STATUSES, DELIVERY_PAGE } from '../rules.ts';
import { EVENT_TYPES } from '../../outbox.ts';

const EventTypeName = Type.String({ minLength: 1, maxLength: 100, description: `One of: ${EVENT_TYPES.join(', ')}.` });
const EventTypes = Type.Array(EventTypeName, {
  minItems: 1,
  maxItems: 20,
  description: 'The subscription: an explicit, non-empty list of event types.',
});
const Url = Type.String({ minLength: 1, maxLength: 2000, description: 'Absolute http or https URL, without credentials.' });

export const PartnerIdParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });
export const EndpointIdParams = Type.Object({ endpointId: idString('invalid_request') }, { additionalProperties: false });
export const DeliveryIdParams = Type.Object({ deliveryId: idString('invalid_request', 15) }, { additionalProperties: false });

export const NewEndpointBody = Type.Object(
  {
    url: Url,
    signed: Type.Optional(Type.Boolean({ description: 'Generate a signing secret, shown once in the response (default true).' })),
    enabled: Type.Optional(Type.Boolean({ description: 'Default true.' })),
    eventTypes: Type.Optional(EventTypes),
  },
  {
    additionalProperties: false,
    examples: [
      { url: 'https://partner.example.com/webhooks', eventTypes: ['order.status_changed', 'shipment.shipped'] },
      { url: 'https://partner.example.com/hooks', signed: false },
    ],
  },
);

export const EndpointPatchBody = Type.Object(
  { url: Type.Optional(Url), enabled: Type.Optional(Type.Boolean()), eventTypes: Type.Optional(EventTypes) },
  {
    additionalProperties: false,
    minProperties: 1,
    examples: [
      { enabled: false },
      { eventTypes: ['order.status_changed', 'shipment.shipped', 'shipment.cancelled', 'order_line.cancelled'] },
    ],
  },
);

const endpointExample = {
  endpointId: 7,
  partnerId: 2,
  url: 'https://partner.example.com/webhooks',
  enabled: true,
  eventTypes: ['order.status_changed', 'shipment.shipped', 'shipment.cancelled', 'order_line.cancelled'],
  signed: true,
  secretRotatedOn: '2026-01-15T12:00:00.000Z',
  createdOn: '2026-01-15T12:00:00.000Z',
  updatedOn: '2026-01-15T12:00:00.000Z',
};

const endpointFields = {
  endpointId: Type.Integer(),
  partnerId: Type.Integer(),
  url: Type.String(),
  enabled: Type.Boolean(),
  eventTypes: Type.Array(Type.String()),
  signed: Type.Boolean({ description: 'Whether deliveries carry Platform-Signature. The secret itself is never readable.' }),
  secretRotatedOn: Nullable(DateTime),
  createdOn: DateTime,
  updatedOn: DateTime,
};

export const EndpointResponse = Type.Object(endpointFields, { examples: [endpointExample] });
export const EndpointWithSecretResponse = Type.Object(
  {
    ...endpointFields,
    signingSecret: Nullable(Type.String({ description: 'Shown once, here; store it now. null for an unsigned endpoint.' })),
  },
  { examples: [{ ...endpointExample, signingSecret: 'whsec_3q2-7wFj0Yx9dN1cV8sK4mB6tR5uP2aZ0eL7hG3iQ1w' }] },
);
export const EndpointListResponse = Type.Object(
  { endpoints: Type.Array(EndpointResponse) },
  { examples: [{ endpoints: [endpointExample] }] },
);

const deliveryExample = {
  deliveryId: 41,
  eventId: '3b0f6c1e-8d55-4a8e-9a51-0b7d7f3f8c21',
  endpointId: 7,
  kind: 'event',
  redeliveryOf: null,
  type: 'shipment.shipped',
  siteId: 1,
  orderNumber: 100234,
  status: 'succeeded',
  attemptedOn: '2026-01-15T12:00:01.000Z',
  latencyMs: 38,
  responseStatus: 204,
  errorClass: null,
  createdOn: '2026-01-15T12:00:00.900Z',
};

export const DeliveryResponse = Type.Object(
  {
    deliveryId: Type.Integer(),
    eventId: Type.String({ description: 'The event UUID, or test_<uuid> for a test ping.' }),
    endpointId: Type.Integer(),
    kind: Type.Union([Type.Literal('event'), Type.Literal('test')]),
    redeliveryOf: Nullable(Type.Integer({ description: 'The delivery this one repeats (staff redelivery).' })),
    type: Type.String(),
    siteId: Type.Integer(),
    orderNumber: Type.Integer(),
    status: oneOfLiterals(DELIVERY_STATUSES),
    attemptedOn: Nullable(DateTime),
    latencyMs: Nullable(Type.Integer()),
    responseStatus: Nullable(Type.Integer()),
    errorClass: Nullable(
      Type.String({
        description:
          'Why it failed or was skipped: http_status, timeout, connection_refused, dns, tls, network, signing_unavailable; skipped: endpoint_disabled, not_subscribed, partner_disabled, site_not_granted.',
      }),
    ),
    createdOn: DateTime,
  },
  { examples: [deliveryExample] },
);

const Headers = Type.Record(Type.String(), Type.String());
const exchangeExample = {
  request: {
    headers: {
      'content-type': 'application/json',
      'user-agent': 'partner-commerce-webhooks/1',
      'platform-event-id': '3b0f6c1e-8d55-4a8e-9a51-0b7d7f3f8c21',
      'platform-signature': 't=1768478401,v1=[withheld]',
    },
    body: '{"eventId":"3b0f6c1e-8d55-4a8e-9a51-0b7d7f3f8c21","type":"shipment.shipped","orderNumber":100234}',
  },
  response: { headers: { 'content-type': 'text/plain' }, body: 'ok', truncated: false },
};

export const DeliveryDetailResponse = Type.Object(
  {
    ...DeliveryResponse.properties,
    exchange: Nullable(
      Type.Object(
        {
          request: Type.Object(
            {
              headers: Type.Unsafe<Record<string, string>>({
                ...Headers,
                description: "The headers sent; the signature's v1 MAC is withheld (its timestamp is kept).",
              }),
              body: Type.String({ description: 'The body exactly as sent.' }),
            },
            { additionalProperties: false, description: 'The POST as it was sent to the endpoint.' },
          ),
          response: Nullable(
            Type.Object(
              {
                headers: Type.Unsafe<Record<string, string>>({ ...Headers, description: "The receiver's headers (without Set-Cookie)." }),
                body: Type.String({ description: 'The first 4 KB of the response body (UTF-8).' }),
                truncated: Type.Boolean({ description: 'True when the body was longer (or slower) than the excerpt kept.' }),
              },
              { additionalProperties: false, description: 'Null when no response came (timeout, refused connection, DNS, TLS).' },
            ),
          ),
        },
        {
          additionalProperties: false,
          description: 'What was sent and answered; null while pending, for a skipped delivery, or one recorded before this was kept.',
        },
      ),
    ),
  },
  { examples: [{ ...deliveryExample, exchange: exchangeExample }] },
);

export const DeliveryListResponse = Type.Object(
  { deliveries: Type.Array(DeliveryResponse), nextCursor: Nullable(Type.String()) },
  { examples: [{ deliveries: [deliveryExample], nextCursor: null }] },
);

export const DeliveryQuery = Type.Object(
  {
    partnerId: Type.Optional(idString('invalid_request')),
    endpointId: Type.Optional(idString('invalid_request')),
    eventId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    status: Type.Optional(oneOfLiterals(DELIVERY_STATUSES)),
    type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    since: Type.Optional(Type.String({ format: 'date-time', description: 'Only deliveries queued at or after this instant.' })),
    until: Type.Optional(Type.String({ format: 'date-time', description: 'Only deliveries queued before this instant.' })),
    cursor: cursorQuery,
    limit: pageLimitQuery(DELIVERY_PAGE),
  },
  { additionalProperties: false },
);
