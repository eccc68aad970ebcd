import { sql, type Kysely } from 'kysely';

// The event outbox: every change that one of the spec's webhook types
// announces writes a row here in the same transaction as the change. The
// webhook dispatcher (src/events/) reads it; nothing else does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE outbox_events (
      id                  bigserial PRIMARY KEY,
      event_id            uuid NOT NULL UNIQUE,
      type                text NOT NULL,
      site_id             integer NOT NULL,
      order_number        integer NOT NULL,
      -- The partner that submitted the order, and its partnerOrderId: the
      -- payload carries partnerOrderId only to that partner.
      source_partner_id   integer,
      partner_order_id    text,
      shipment_number     integer,
      created_at          timestamptz NOT NULL DEFAULT now(),
      -- Set when the dispatcher has fanned the event out to its endpoints.
      fanned_out_at       timestamptz
    );
    CREATE INDEX outbox_events_pending ON outbox_events (id) WHERE fanned_out_at IS NULL;
  `.execute(db);
}
