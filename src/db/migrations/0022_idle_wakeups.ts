import { sql, type Kysely } from 'kysely';

// An idle service waits on notifications instead of polling, so it costs next to no CPU: the
// rows that a poll used to be the only way to notice now announce themselves
// at commit, like the outbox's events (0018):
//
// - a delivery queued outside the dispatcher's fan-out (staff's test ping,
//   a redelivery: kind 'test' or redelivery_of set) sends
//   `pg_notify('deliveries_ready', id)`; the fan-out's own rows (kind
//   'event', no redelivery_of) send nothing, so the hot path pays nothing;
// - a change to the mTLS truststore (its version moves) sends
//   `pg_notify('truststore_changed', version)`.
//
// Each process LISTENs on its one connection (src/jobs/signals.ts); on the
// embedded engine the instance itself listens, so these wake it too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION webhook_deliveries_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('deliveries_ready', NEW.id::text);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER webhook_deliveries_notify AFTER INSERT ON webhook_deliveries
      FOR EACH ROW WHEN (NEW.kind <> 'event' OR NEW.redelivery_of IS NOT NULL)
      EXECUTE FUNCTION webhook_deliveries_notify();
    CREATE FUNCTION mtls_truststore_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('truststore_changed', NEW.version::text);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER mtls_truststore_notify AFTER UPDATE ON mtls_truststore
      FOR EACH ROW WHEN (NEW.version IS DISTINCT FROM OLD.version)
      EXECUTE FUNCTION mtls_truststore_notify();
  `.execute(db);
}
