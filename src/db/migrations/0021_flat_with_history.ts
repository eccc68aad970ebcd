import { sql, type Kysely } from 'kysely';

// Claims that stay flat as history grows (bench/history.ts shows the plans).
//
// The dispatcher's and the worker's claims scan the partial indexes of the
// live states (outbox_events_pending, webhook_deliveries_open,
// jobs_claimable) from their lowest id. Every row that leaves a live state
// leaves a dead entry there until a vacuum removes it, and the scans read
// every one of them (the first scan visits each one's heap tuple; later ones
// still read their leaf pages). By default autovacuum waits for dead tuples
// worth 20 % of a table: with 14–30 days of history (a million deliveries)
// that is 200,000 state changes, so the claims' cost grew with the history
// kept. Here the queue tables are vacuumed after a fixed number of changes,
// whatever their size: the dead entries a claim reads stay bounded (about
// 10,000, a few dozen leaf pages), with or without history. Inserted rows
// count too (the visibility map stays current, so the index-only scans of
// the back office stay cheap), and they are analysed as often, so the
// planner sees the live states as they are.
//
// Two indexes the hot statements lacked:
// - jobs_open: the lease statements (complete, extend, release, fail:
//   `id = $1 AND state = 'running'`) found one job by id, and the planner,
//   proving the partial jobs_claimable (kind, id) from `state = 'running'`,
//   read that index whole for it (id is not its first column): 304 buffers
//   with the history's dead entries, where this one reads 3;
// - partner_sites_site: the fan-out joins partner_sites on the event's site
//   alone (its key starts with the partner), which read the table whole on
//   every fan-out: a row per partner and site ever granted.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox_events', 'webhook_deliveries', 'jobs', 'order_submissions']) {
    await sql`
      ALTER TABLE ${sql.table(table)} SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000,
        autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 50000,
        autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 50000)
    `.execute(db);
  }
  await sql`
    CREATE INDEX jobs_open ON jobs (id) WHERE state IN ('ready', 'running');
    CREATE INDEX partner_sites_site ON partner_sites (site_id, partner_id);
  `.execute(db);
}
