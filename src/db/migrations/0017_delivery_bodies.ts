import { sql, type Kysely } from 'kysely';

// One delivery's request and response (the console's delivery page and
// GET /admin/webhook-deliveries/{id}), and the indexes an order's timeline
// reads by.
//
// `webhook_delivery_exchanges`: per delivery attempt (a redelivery is a
// delivery row of its own), what was sent and what came back: the request
// headers (the signature's MAC withheld: `t=…,v1=[withheld]`, see
// docs/decisions.md), the request body exactly as sent, the response status
// line's headers (without Set-Cookie) and the first 4 KB of the response body
// (`response_truncated` when there was more). Written by the same statement
// that records the attempt's outcome (src/events/webhooks/delivery-outcomes.ts),
// in a table of its own so the dispatcher's hot row stays narrow; it goes with
// its delivery (ON DELETE CASCADE) when retention prunes the log.
//
// Timeline: GET /admin/orders/{n}/timeline reads the audit log by target, the
// outbox and the deliveries by order number; none had an index for it, so
// each read scanned its whole table (EXPLAIN in docs/decisions.md).
// `text_pattern_ops` serves both the equality on an order's target id and
// the `'<n>/%'` prefix of its lines whatever the database's collation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook_delivery_exchanges (
      delivery_id         bigint PRIMARY KEY REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
      request_headers     jsonb NOT NULL,
      request_body        text NOT NULL,
      response_headers    jsonb,
      response_body       text,
      response_truncated  boolean NOT NULL DEFAULT false
    );

    CREATE INDEX audit_log_target ON audit_log (target_type, target_id text_pattern_ops);
    CREATE INDEX outbox_events_order ON outbox_events (order_number, id);
    CREATE INDEX webhook_deliveries_order ON webhook_deliveries (order_number, id) WHERE kind = 'event';
  `.execute(db);
}
