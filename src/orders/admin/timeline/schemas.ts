// The order timeline's response: every entry in time order, with its source.
import { Type } from 'typebox';
import { Nullable, withExample } from '../../../http/schema-helpers.ts';
import { OrderNumberField } from '../../fields.ts';

/** Rows read from each source at most (an order with more shows the oldest of each). */
export const TIMELINE_LIMIT = 500;

export const TimelineEntry = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'When it happened (ISO 8601 UTC).' }),
    kind: Type.Unsafe<'placed' | 'staff' | 'proof' | 'event' | 'delivery'>({
      type: 'string',
      enum: ['placed', 'staff', 'proof', 'event', 'delivery'],
      description:
        'placed: the order; staff: an audited staff action; proof: a proof log entry (publication or decision); event: a webhook event emitted; delivery: one delivery of it to an endpoint.',
    }),
    actor: Nullable(Type.String({ description: 'Who acted (staff actor, partner, system), when known.' })),
    summary: Type.String({ description: 'One line saying what happened.' }),
    ref: Nullable(Type.String({ description: 'What the entry is about: a line, a shipment, an event id, a delivery id.' })),
    outcome: Nullable(Type.String({ description: "A delivery's status (succeeded, failed, ...), an event's fan-out." })),
    details: Type.Object({}, { additionalProperties: true, description: 'What happened, in full.' }),
    traceId: Nullable(
      Type.String({
        pattern: '^[0-9a-f]{32}$',
        description:
          'The OpenTelemetry trace the step ran in (events and deliveries: the trace of the request that caused them), to look up in the tracing backend; null where none was recorded (tracing off, staff and proof entries).',
      }),
    ),
  },
  { additionalProperties: false },
);

export const TimelineResponse = Type.Object(
  {
    orderNumber: OrderNumberField,
    status: Type.String({ description: "The order's status now." }),
    entries: Type.Array(TimelineEntry, { description: 'The entries, oldest first.' }),
  },
  { additionalProperties: false },
);

/** The published response, with its example. */
export const TimelineDocumented = withExample(TimelineResponse, {
  orderNumber: 100001,
  status: 'SHIPPED',
  entries: [
    {
      at: '2026-01-15T09:30:00.000Z',
      kind: 'placed',
      actor: 'partner 1',
      summary: 'Order placed (PO-30294)',
      ref: null,
      outcome: null,
      details: {},
      traceId: null,
    },
    {
      at: '2026-01-15T10:00:00.000Z',
      kind: 'proof',
      actor: 'staff:1 admin@demo.example',
      summary: 'Proof revision published',
      ref: 'item 500001',
      outcome: null,
      details: {},
      traceId: null,
    },
    {
      at: '2026-01-16T08:00:00.000Z',
      kind: 'event',
      actor: null,
      summary: 'shipment.shipped',
      ref: 'evt_1',
      outcome: 'fanned out',
      details: { shipmentNumber: 700001 },
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    },
    {
      at: '2026-01-16T08:00:01.000Z',
      kind: 'delivery',
      actor: null,
      summary: 'shipment.shipped to endpoint 7',
      ref: '12',
      outcome: 'succeeded',
      details: { deliveryId: 12, eventId: 'evt_1', endpointId: 7, responseStatus: 200, errorClass: null, latencyMs: 41 },
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    },
  ],
});
