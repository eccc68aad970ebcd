import { sql, type Kysely } from 'kysely';

// Retention and usage (docs/operations.md, "Retention"; src/retention/,
// src/partners/usage/).
//
// The pruning task deletes the oldest rows of each table in small batches,
// oldest first: each table gets an index on the time its retention counts
// from, restricted to the rows that may ever be pruned where that is a
// settled state (a fanned-out event, a finished job, an unattached
// reservation), so a batch reads only candidates. A redelivery points at the
// delivery it repeats: the index on `redelivery_of` lets a batch skip an
// original still referenced.
//
// `partner_usage_hourly`: per partner and UTC hour, the requests its
// credentials made (past authentication), the 429s of its token bucket and
// of its daily quota, and the highest daily-quota use seen in the hour. Each
// API process counts in memory and adds its counts with one upsert per
// partner and hour every few seconds (src/partners/usage/recorder.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX outbox_events_fanned_created ON outbox_events (created_at) WHERE fanned_out_at IS NOT NULL;
    CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at) WHERE status IN ('succeeded', 'failed', 'skipped');
    CREATE INDEX webhook_deliveries_redelivery ON webhook_deliveries (redelivery_of) WHERE redelivery_of IS NOT NULL;
    CREATE INDEX jobs_finished ON jobs (updated_at) WHERE state IN ('done', 'dead');
    CREATE INDEX upload_reservations_unattached ON upload_reservations (expires_at) WHERE attached_at IS NULL;
    CREATE INDEX oauth_codes_expires ON oauth_codes (expires_at);
    CREATE INDEX audit_log_occurred ON audit_log (occurred_at);

    CREATE TABLE partner_usage_hourly (
      -- No foreign key: a flush never fails on a partner removed meanwhile.
      partner_id      integer NOT NULL,
      hour            timestamptz NOT NULL CHECK (date_trunc('hour', hour AT TIME ZONE 'UTC') = hour AT TIME ZONE 'UTC'),
      requests        bigint NOT NULL DEFAULT 0,
      refused_bucket  bigint NOT NULL DEFAULT 0,
      refused_quota   bigint NOT NULL DEFAULT 0,
      quota_used      bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (partner_id, hour)
    );
    CREATE INDEX partner_usage_hourly_hour ON partner_usage_hourly (hour);
  `.execute(db);
}
