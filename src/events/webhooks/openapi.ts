// The webhooks in the partner OpenAPI document (OpenAPI 3.1 `webhooks`): one
// entry per event type the outbox can record (EVENT_TYPES) plus the test
// ping, each payload a named component schema, with the two headers of the
// spec. The examples are produced by the code that sends deliveries
// (`payloadOf`, `signatureHeader`), so they cannot drift from a real one.
import { documentTags } from '../../http/openapi/tags.ts';
import type { FastifyDynamicSwaggerOptions, SwaggerOptions } from '@fastify/swagger';
import { Type, type TSchema } from 'typebox';
import { EVENT_TYPES, type EventType } from '../outbox.ts';
import { payloadOf, type DeliveryFields } from './rules.ts';
import { signatureHeader, SIGNATURE_TOLERANCE_SECONDS } from './verify.ts';
import { SITE_ID } from '../../http/schema-helpers.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OccurredAt = Type.String({
  format: 'date-time',
  description: 'The publish time of the notification, not the commit time of the change; not an ordering clock.',
});
const positive = (description: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

/** The fields every event carries, as the spec's payload table lists them. */
function eventSchema(type: EventType, description: string, shipment: boolean) {
  return Type.Object(
    {
      eventId: Type.String({ format: 'uuid', description: 'Dedupe key: the same event may arrive more than once.' }),
      type: Type.Literal(type, { description: 'The event type. Parsers ignore or log unknown types and never fail on them.' }),
      occurredAt: OccurredAt,
      siteId: positive('The site of the order.'),
      orderNumber: positive('The order to re-read.'),
      partnerOrderId: Type.Optional(
        Type.String({ description: 'Present only for orders the partner submitted itself; absent otherwise.' }),
      ),
      ...(shipment ? { shipmentNumber: positive('The shipment that changed.') } : {}),
    },
    { additionalProperties: false, description },
  );
}

/** The payload schema of each event type, by component name. */
const EVENTS: Record<EventType, { name: string; reread: string; schema: TSchema }> = {
  'order.status_changed': {
    name: 'OrderStatusChangedEvent',
    reread: 'GET /v1/orders/{orderNumber}',
    schema: eventSchema('order.status_changed', "The order's status changed.", false),
  },
  'shipment.shipped': {
    name: 'ShipmentShippedEvent',
    reread: 'GET /v1/orders/{orderNumber}/shipments',
    schema: eventSchema('shipment.shipped', 'A shipment of the order was shipped.', true),
  },
  'shipment.cancelled': {
    name: 'ShipmentCancelledEvent',
    reread: 'GET /v1/orders/{orderNumber}/shipments',
    schema: eventSchema('shipment.cancelled', 'A shipment of the order was cancelled.', true),
  },
  'order_line.cancelled': {
    name: 'OrderLineCancelledEvent',
    reread: 'GET /v1/orders/{orderNumber}/items (the line shows `cancelled: true`)',
    schema: eventSchema('order_line.cancelled', 'A line of the order was cancelled.', false),
  },
};

const PING =
  'The synthetic test ping staff send through the normal delivery path; it may arrive unannounced and bypasses the subscription filter. Verify its signature if signing is on, then discard it.';
const TestPingEvent = Type.Object(
  {
    eventId: Type.String({ pattern: `^test_${UUID}$`, description: 'test_ followed by a UUID.' }),
    type: Type.Literal('order.status_changed', { description: 'The event type of the synthetic test ping.' }),
    occurredAt: OccurredAt,
    siteId: Type.Literal(0, { description: SITE_ID }),
    orderNumber: Type.Literal(0, { description: "The order's number." }),
  },
  { additionalProperties: false, description: PING },
);

/** Component name → payload schema: the four event types, then the ping. */
export const WEBHOOK_SCHEMAS: Record<string, TSchema> = {
  ...Object.fromEntries(EVENT_TYPES.map((type) => [EVENTS[type].name, EVENTS[type].schema])),
  TestPingEvent,
};

/** The component name of a delivered payload's schema: the ping by its `test_` id, the others by type. */
export function webhookSchemaName(payload: { eventId: string; type: string }): string {
  return payload.eventId.startsWith('test_') ? 'TestPingEvent' : EVENTS[payload.type as EventType].name;
}

// A sample secret and a fixed time: the examples are signed and rendered by the sending code.
const EXAMPLE_SECRET = 'whsec_example';
const EXAMPLE_AT = new Date('2026-01-15T09:30:00.000Z');

function example(fields: Partial<DeliveryFields> & Pick<DeliveryFields, 'type'>) {
  const body = payloadOf(
    {
      eventId: '5f0c6f2e-8d1b-4c1e-9a53-2b7d0f6c1a44',
      siteId: 1,
      orderNumber: 100231,
      partnerOrderId: null,
      shipmentNumber: null,
      ...fields,
    },
    EXAMPLE_AT,
  );
  return { body: JSON.parse(body) as Record<string, unknown>, signature: signatureHeader(EXAMPLE_SECRET, body, EXAMPLE_AT) };
}

const EXAMPLES: Record<EventType | 'test', ReturnType<typeof example>> = {
  'order.status_changed': example({ type: 'order.status_changed', partnerOrderId: 'PO-2026-0042' }),
  'shipment.shipped': example({ type: 'shipment.shipped', partnerOrderId: 'PO-2026-0042', shipmentNumber: 1 }),
  'shipment.cancelled': example({ type: 'shipment.cancelled', shipmentNumber: 1 }),
  'order_line.cancelled': example({ type: 'order_line.cancelled' }),
  test: example({ type: 'order.status_changed', eventId: 'test_0d9a8c1e-3b2f-4f6a-8e7d-1c2b3a4d5e6f', siteId: 0, orderNumber: 0 }),
};

function headerParameters(signature: string, eventId: string) {
  return [
    {
      in: 'header',
      name: 'Platform-Event-Id',
      required: true,
      description: 'Repeats the payload `eventId`.',
      schema: { type: 'string', pattern: `^(test_)?${UUID}$` },
      example: eventId,
    },
    {
      in: 'header',
      name: 'Platform-Signature',
      required: false,
      description:
        "Sent only when the endpoint has a signing secret. `t` is the send time in unix seconds, `v1` the lowercase hex HMAC-SHA-256 under the endpoint's secret of `<t>.` followed by the raw body bytes. " +
        `Verify on the raw bytes (never a re-serialisation), reject a \`t\` more than ${SIGNATURE_TOLERANCE_SECONDS} seconds from your clock or a header without \`t\` or \`v1\`, compare in constant time. ` +
        `The example signs the example body with the secret \`${EXAMPLE_SECRET}\`.`,
      schema: { type: 'string', pattern: '^t=[0-9]+,v1=[0-9a-f]{64}$' },
      example: signature,
    },
  ];
}

const RESPONSES = {
  '2XX': { description: 'Received: a 2xx within 5 seconds is a successful delivery. Accept, enqueue and answer at once.' },
  default: {
    description:
      'Any other status, a refused connection or no answer within 5 seconds is a failed, final delivery: there is no retry (reconcile by re-polling GET /v1/orders).',
  },
};

function webhook(operationId: string, summary: string, description: string, schemaName: string, sample: ReturnType<typeof example>) {
  return {
    post: {
      operationId,
      summary,
      description,
      tags: ['Webhooks'],
      security: [],
      parameters: headerParameters(sample.signature, String(sample.body.eventId)),
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` }, example: sample.body } },
      },
      responses: RESPONSES,
    },
  };
}

const camel = (type: string) => type.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase());

/** The document's `webhooks` map: every event type the outbox records, then the test ping. */
export function webhooksSection(): Record<string, unknown> {
  const section: Record<string, unknown> = {};
  for (const type of EVENT_TYPES) {
    const { name, reread } = EVENTS[type];
    section[type] = webhook(
      `webhook${camel(`_${type}`)}`,
      `${type}: re-read ${reread.split(' (')[0]}`,
      `Says that something changed and names what to re-read (${reread}); never carries order contents, amounts or customer data. One attempt per event; deliveries may arrive out of order and more than once.` +
        (type === 'order.status_changed' ? ' The test ping (`test_ping`) arrives with this type too.' : ''),
      name,
      EXAMPLES[type],
    );
  }
  section.test_ping = webhook(
    'webhookTestPing',
    'The synthetic test ping (type order.status_changed, eventId test_…)',
    PING,
    'TestPingEvent',
    EXAMPLES.test,
  );
  return section;
}

/** Wraps the document options: the generated document gets the webhooks and their payload schemas. */
export function documentWebhooks(options: SwaggerOptions): FastifyDynamicSwaggerOptions {
  const dynamic = options as FastifyDynamicSwaggerOptions;
  const inner = dynamic.transformObject;
  return {
    ...dynamic,
    transformObject: (input) => {
      const document = (inner ? inner(input) : (input as { openapiObject: object }).openapiObject) as Record<string, any>;
      document.webhooks = webhooksSection();
      document.components ??= {};
      document.components.schemas = { ...(document.components.schemas ?? {}), ...JSON.parse(JSON.stringify(WEBHOOK_SCHEMAS)) };
      // The top-level tag list again, now with the webhooks' tag.
      return documentTags(document) as never;
    },
  };
}
