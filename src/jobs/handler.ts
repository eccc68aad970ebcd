// What a job kind gives the worker (worker.ts): its handler (claim, run,
// release), and what the worker gives it back: a log carrying the job's
// fields, and LeaseLost for a completion that found its lease gone.
import type { RawBuilder } from 'kysely';
import type { Db } from '../db/transaction.ts';
import type { Job } from './queue.ts';

/**
 * What the worker logs through (a pino logger fits). Each job's lines go
 * through a child carrying the job's fields (jobId, kind, attempt, the
 * requestId that caused it, and the handler's own, e.g. submissionId).
 */
export interface WorkLog {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
  child(bindings: Record<string, unknown>): WorkLog;
}

export const silentWorkLog: WorkLog = { debug() {}, info() {}, warn() {}, error() {}, child: () => silentWorkLog };

/** A job's end line, as its handler words it (the worker adds the duration): what became of the work. */
export interface JobEnd {
  message: string;
  fields?: object;
}

export interface JobHandler {
  kind: string;
  /** Fields naming the job's work on every log line about it (e.g. `{ submissionId }`). */
  logFields?(job: Job): Record<string, unknown>;
  /** Right after the claim commits: e.g. move the work's record to "processing". Failures count as a failed attempt. */
  claimed?(db: Db, job: Job): Promise<void>;
  /**
   * The same as `claimed`, done by the claim's own statement (queue.ts
   * ClaimEffect, with this handler's kind): no round trip of its own. Its
   * row reaches `claimedWith` (then `claimed` is not called).
   */
  claimEffect?: RawBuilder<unknown>;
  claimedWith?(job: Job, row: Record<string, unknown> | null): void;
  /**
   * Does the work. `complete(trx)` marks the job done inside the handler's
   * own transaction (so the effect and the completion commit together); it
   * returns false when this worker lost the lease, and the handler must then
   * roll back. A handler may instead fold the same update (queue.ts
   * `completeHeld(job)`, a CTE body) into its own single atomic statement,
   * and must then throw LeaseLost when it matched no row. A throw counts as a failed attempt (retried with backoff).
   * What it returns is the job's end line (none: `job done`).
   */
  run(job: Job, complete: (trx: Db) => Promise<boolean>, log: WorkLog): Promise<JobEnd | void>;
  /** After a held job was given back unrun (shutdown during a pause): e.g. its record back to "queued". */
  released?(db: Db, job: Job): Promise<void>;
  /**
   * This process committed a job of this kind and announced it with
   * `subject` (what its run will read), and an idle loop of this worker is
   * about to claim: the handler may start its run's reads now, beside the
   * claim rather than after it. Never throws; the run must not depend on it
   * (another process may claim the job, or another job be claimed).
   */
  foresee?(payload: string, subject: unknown): void;
}

/** The detail a `jobs_ready` announce may carry: the job's kind and what its run will read. */
export interface AnnouncedJob {
  kind: string;
  subject: unknown;
}

export function announcedJob(detail: unknown): AnnouncedJob | null {
  return typeof detail === 'object' && detail !== null && 'kind' in detail && 'subject' in detail ? (detail as AnnouncedJob) : null;
}

/** Thrown by a handler whose own completing statement matched no row: another worker holds the job now. */
export class LeaseLost extends Error {
  constructor(job: Job) {
    super(`job ${job.id} lost its lease`);
  }
}
