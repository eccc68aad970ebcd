import { sql, type Kysely } from 'kysely';

// The back office's pause of an environment's workers (src/jobs/pause.ts):
// at most one row, present while paused. Every worker process reads it, so
// the pause holds across processes. `hold` says where jobs stop: 'queued'
// (nothing is claimed) or 'processing' (claimed, held before the work).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE worker_pause (
      singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      hold       text NOT NULL CHECK (hold IN ('queued', 'processing')),
      reason     text,
      paused_by  text NOT NULL,
      paused_at  timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
