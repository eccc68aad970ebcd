import { Type } from 'typebox';
import {
  CreatedOn,
  cursorQuery,
  DateTime,
  describedLiterals,
  idString,
  NextCursor,
  pageLimitQuery,
  Nullable,
  oneOfLiterals,
  SiteIdField,
  UpdatedOn,
} from '../../../http/schema-helpers.ts';
import { Enabled } from '../../../http/openapi/admin-answers.ts';
import { DELIVERY_STATUSES } from '../rules.ts';
import { EVENT_TYPES } from '../../outbox.ts';
import { PAGES } from '../../../http/operations/pages.ts';

// The event catalogue (outbox.ts) as an enum, so generated clients and testers know the values.
const EventTypeName = oneOfLiterals(EVENT_TYPES, { description: 'An event type of the catalogue.' });
const EventTypes = Type.Array(EventTypeName, {
  minItems: 1,
  maxItems: 20,
  description: 'The subscription: an explicit, non-empty list of event types.',
});
const Url = Type.String({
  minLength: 1,
  maxLength: 2000,
  description:
    "Absolute http or https URL, without credentials. Never a cloud metadata service, a link-local, unspecified or reserved address, or one of the service's own listeners (422 webhook_destination_refused).",
});

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
  { url: Type.Optional(Url), enabled: Type.Optional(Enabled), eventTypes: Type.Optional(EventTypes) },
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

const EndpointId = Type.Integer({ description: "The webhook endpoint's id." });
const endpointFields = {
  endpointId: EndpointId,
  partnerId: Type.Integer({ description: "The partner's id." }),
  url: Type.String({ description: 'The URL events are POSTed to.' }),
  enabled: Enabled,
  // Typed as the stored column (text[]); published, and checked in tests, as the catalogue.
  eventTypes: Type.Array(Type.Unsafe<string>({ type: 'string', enum: [...EVENT_TYPES], description: 'An event type of the catalogue.' }), {
    description: 'The event types delivered to the endpoint.',
  }),
  signed: Type.Boolean({ description: 'Whether deliveries carry Platform-Signature. The secret itself is never readable.' }),
  secretRotatedOn: Nullable(DateTime, {
    description: "When the endpoint's signing secret was last rotated (ISO 8601 UTC); null if never.",
  }),
  createdOn: CreatedOn,
  updatedOn: UpdatedOn,
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
  { endpoints: Type.Array(EndpointResponse, { description: "The partner's webhook endpoints." }) },
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

const EVENT_OR_TEST = 'event (a real event) or test (a ping).';
const DELIVERY_STATE = 'The delivery state: pending, delivering, succeeded or failed.';

/** A delivery, its `kind` and `status` described as the answer that carries it has them (a test ping's kind is always test, a redelivery's state pending). */
const deliverySchema = (words: { kind: string; status: string }) =>
  Type.Object(
    {
      deliveryId: Type.Integer({ description: "The webhook delivery's id." }),
      eventId: Type.String({ description: 'The event UUID, or test_<uuid> for a test ping.' }),
      endpointId: EndpointId,
      kind: describedLiterals(['event', 'test'], words.kind),
      redeliveryOf: Nullable(Type.Integer({ description: 'The delivery this one repeats (staff redelivery).' })),
      type: Type.String({ description: 'The event type delivered.' }),
      siteId: SiteIdField,
      orderNumber: Type.Integer({ description: "The order's number." }),
      status: describedLiterals(DELIVERY_STATUSES, words.status),
      attemptedOn: Nullable(DateTime, { description: 'When the delivery was attempted (ISO 8601 UTC).' }),
      latencyMs: Nullable(Type.Integer(), { description: "The receiver's answer time, in milliseconds." }),
      responseStatus: Nullable(Type.Integer(), { description: 'The HTTP status the receiver answered; null when it did not answer.' }),
      errorClass: Nullable(
        Type.String({
          description:
            'Why it failed or was skipped: http_status, timeout, connection_refused, dns, tls, network, signing_unavailable, destination_refused (the destination policy refused the address: nothing was sent); skipped: endpoint_disabled, not_subscribed, partner_disabled, site_not_granted.',
        }),
      ),
      createdOn: CreatedOn,
    },
    { examples: [deliveryExample] },
  );
export const DeliveryResponse = deliverySchema({ kind: EVENT_OR_TEST, status: DELIVERY_STATE });
/** POST …/test's answer: a test ping's delivery. */
export const TestDeliveryResponse = deliverySchema({ kind: 'test: a ping.', status: DELIVERY_STATE });
/** POST …/redeliver's answer: the new delivery, pending. */
export const RedeliveryResponse = deliverySchema({ kind: EVENT_OR_TEST, status: 'The new delivery state: pending.' });

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
  { deliveries: Type.Array(DeliveryResponse, { description: 'The deliveries, newest first.' }), nextCursor: NextCursor },
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
    limit: pageLimitQuery(PAGES.webhookDeliveries),
  },
  { additionalProperties: false },
);
