// The job queue as Kysely sees it (migration 0007_submissions).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

export type JobState = 'ready' | 'running' | 'done' | 'dead';

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  state: Generated<JobState>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_after: Generated<Date>;
  lease_owner: string | null;
  lease_expires_at: Date | null;
  last_error: string | null;
  /** The W3C trace context of the request that caused the job (migration 0024_trace_context). */
  trace_context: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Where a paused environment's jobs stop (migration 0014_worker_pause). */
export type PauseHold = 'queued' | 'processing';

export interface WorkerPauseTable {
  singleton: Generated<boolean>;
  hold: PauseHold;
  reason: string | null;
  paused_by: string;
  paused_at: Timestamp;
}

export interface JobTables {
  jobs: JobsTable;
  worker_pause: WorkerPauseTable;
}
