import { sql, type Kysely } from 'kysely';

// Webhooks on commit (docs/webhooks.md, "Delivery timing"): every event
// appended to the outbox announces itself to the dispatchers of every
// process, whoever wrote it and however (recordEvent, the placement's
// multi-row statement, a future writer): a row trigger sends
// `pg_notify('events_ready', event_id)`, which PostgreSQL delivers at commit
// (never for a rolled-back change) to each process's LISTEN connection
// (src/jobs/signals.ts). The payload lets the writer's own process ignore the
// echo of the wake-up it already gave itself. On the embedded engine nobody
// listens and the notification is dropped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION outbox_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('events_ready', NEW.event_id::text);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER outbox_events_notify AFTER INSERT ON outbox_events
      FOR EACH ROW EXECUTE FUNCTION outbox_events_notify();
  `.execute(db);
}
