// The outbox as Kysely sees it (migration 0004_outbox).
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

export interface OutboxEventsTable {
  id: Generated<string>;
  event_id: string;
  type: string;
  site_id: number;
  order_number: number;
  source_partner_id: number | null;
  partner_order_id: string | null;
  shipment_number: number | null;
  created_at: CreatedAt;
  fanned_out_at: Timestamp | null;
  /** The W3C trace context of the change that wrote the event (migration 0024_trace_context). */
  trace_context: Generated<string | null>;
}

export interface EventTables {
  outbox_events: OutboxEventsTable;
}
