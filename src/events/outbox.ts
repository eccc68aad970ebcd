// Writing events: a change that one of the spec's four webhook types
// announces calls `recordEvent` with the transaction that makes the change,
// so the event exists exactly when the change does (no event for a rolled
// back change, no change without its event).
//
// Once the transaction commits, the writer rings the outbox bell of its
// database (`announceOnCommit`): a dispatcher in this process wakes at once
// instead of at its next poll (src/events/webhooks/dispatch/wakeups.ts). Dispatchers
// in other processes learn of it from the outbox's NOTIFY trigger.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { afterCommit, type Db } from '../db/transaction.ts';
import { currentTraceContext } from '../tracing/spans.ts';
import { extended } from '../objects.ts';

/** The spec's event types, in the order it lists them. */
export const EVENT_TYPES = ['order.status_changed', 'shipment.shipped', 'shipment.cancelled', 'order_line.cancelled'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface EventInput {
  type: EventType;
  siteId: number;
  orderNumber: number;
  /** The partner that submitted the order, when a partner did (with its partnerOrderId). */
  sourcePartnerId?: number | null;
  partnerOrderId?: string | null;
  /** Only on the two shipment types. */
  shipmentNumber?: number | null;
}

export interface RecordedEvent extends EventInput {
  eventId: string;
}

/**
 * A checked event with its new id, for a writer that inserts the outbox row
 * in a statement of its own (the placement writes the order, its lines and
 * this row in one); it must still be the transaction of the change.
 */
export function orderEvent(event: EventInput): RecordedEvent {
  const isShipment = event.type === 'shipment.shipped' || event.type === 'shipment.cancelled';
  if (isShipment !== (event.shipmentNumber != null)) {
    throw new Error(`${event.type}: shipmentNumber is required on shipment events and absent on the others`);
  }
  return extended(event, { eventId: randomUUID() });
}

/** One bell per database handle (a process may hold several: the sandbox, tests). */
const bells = new WeakMap<Db, EventEmitter>();

/** Calls `listener` with the id of each event committed through this handle in this process; returns the unsubscribe. */
export function onEventCommitted(db: Db, listener: (eventId: string) => void): () => void {
  let bell = bells.get(db);
  if (!bell) {
    bell = new EventEmitter();
    bell.setMaxListeners(0);
    bells.set(db, bell);
  }
  bell.on('committed', listener);
  return () => bell.off('committed', listener);
}

/** For a writer of an outbox row: rings the bell once `trx` commits (nothing if it rolls back). */
export function announceOnCommit(trx: Db, eventId: string): void {
  afterCommit(trx, (root) => {
    try {
      bells.get(root)?.emit('committed', eventId);
    } catch {
      // A listener's failure is not the writer's.
    }
  });
}

/** Appends one event to the outbox; `trx` must be the transaction of the change it announces. */
export async function recordEvent(trx: Db, event: EventInput, createdAt?: Date): Promise<RecordedEvent> {
  return (await recordEvents(trx, [event], createdAt))[0]!;
}

/** Appends several events in one statement (one row each, each announced on commit); `trx` as for recordEvent. */
export async function recordEvents(trx: Db, events: readonly EventInput[], createdAt?: Date): Promise<RecordedEvent[]> {
  const recorded = events.map((event) => orderEvent(event));
  if (recorded.length === 0) return [];
  // The span of the change (null with tracing off): the event's fan-out and deliveries continue its trace.
  const traceContext = currentTraceContext();
  await trx
    .insertInto('outbox_events')
    .values(
      recorded.map((event) => ({
        event_id: event.eventId,
        type: event.type,
        site_id: event.siteId,
        order_number: event.orderNumber,
        source_partner_id: event.sourcePartnerId ?? null,
        partner_order_id: event.partnerOrderId ?? null,
        shipment_number: event.shipmentNumber ?? null,
        trace_context: traceContext,
        ...(createdAt ? { created_at: createdAt } : {}),
      })),
    )
    .execute();
  for (const event of recorded) announceOnCommit(trx, event.eventId);
  return recorded;
}
