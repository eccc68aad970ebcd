// Whether PostgreSQL will vacuum the queue tables by itself. Their claims and
// the dispatcher's idle polls read partial indexes that stay small only as
// long as vacuum removes the rows that left them (the tables carry vacuum
// thresholds of their own, set by a migration); without it each poll reads more pages as the
// history grows, until a manual VACUUM (ANALYZE). The service cannot turn
// autovacuum on, but it says so at start (docs/operations.md "Retention").
// The embedded engine has no autovacuum and needs none (one process, a
// small data directory).
import { sql } from 'kysely';
import type { Database } from './engine.ts';

/** The tables whose churn autovacuum must keep up with. */
export const QUEUE_TABLES = ['jobs', 'outbox_events', 'webhook_deliveries', 'order_submissions'] as const;

export interface AutovacuumState {
  /** The server's `autovacuum` setting is off. */
  serverOff: boolean;
  /** Queue tables with `autovacuum_enabled = false` of their own. */
  tablesOff: string[];
}

/** What is switched off (nothing for the embedded engine). */
export async function autovacuumState(database: Database): Promise<AutovacuumState> {
  if (database.kind !== 'postgres') return { serverOff: false, tablesOff: [] };
  const { rows } = await sql<{ server_off: boolean; tables_off: string[] }>`
    SELECT current_setting('autovacuum') = 'off' AS server_off,
      array(SELECT c.relname::text FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace
          AND c.relname = ANY(${[...QUEUE_TABLES]}::text[])
          AND c.reloptions @> ARRAY['autovacuum_enabled=false']
        ORDER BY c.relname) AS tables_off`.execute(database.db);
  return { serverOff: rows[0]!.server_off, tablesOff: rows[0]!.tables_off };
}

/** The start-up warning, or null when autovacuum runs on every queue table. */
export function autovacuumWarning(state: AutovacuumState): string | null {
  const off = [
    ...(state.serverOff ? ['PostgreSQL runs with autovacuum = off'] : []),
    ...(state.tablesOff.length > 0 ? [`autovacuum is switched off on ${state.tablesOff.join(', ')}`] : []),
  ];
  if (off.length === 0) return null;
  return `${off.join('; ')}: the job, outbox and delivery polls will read more pages as history grows until it is on again (docs/operations.md "Retention")`;
}
