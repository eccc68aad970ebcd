import { sql, type Kysely } from 'kysely';

// The W3C trace context of the request that caused the work, stored with the
// row that carries the work to another process (docs/guides/tracing.md): a
// job (the submission's), an outbox event, and each delivery fanned out from
// it. `traceparent`, then a space and the `tracestate` when there is one;
// null when tracing was off. The worker's and the dispatcher's spans continue
// it, after a restart or a retry too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs ADD COLUMN trace_context text;
    ALTER TABLE outbox_events ADD COLUMN trace_context text;
    ALTER TABLE webhook_deliveries ADD COLUMN trace_context text;
  `.execute(db);
}
