// The worker's completion of an accepted submission as ONE statement (no
// transaction block, so no BEGIN/COMMIT round trips): the job done (only
// while this worker holds its lease: the queue's own statement, completeHeld), the submission locked and, when it is
// still open, the order, its lines and event written and the submission
// completed, all in one atomic statement. Exactly what the processor's
// transaction did before (lock, place, complete, job done), with the same
// outcomes:
//
// - lease held, submission open: job done, order written, submission
//   completed (signals `submission_done` at commit on PostgreSQL);
// - lease held, submission already terminal: job done, nothing written
//   (signals too: a waiting POST reads the terminal record);
// - lease lost (taken over, handed back, settled by staff): nothing written.
//
// The submission row is locked (FOR UPDATE, re-checked on the newest
// version) before the order is inserted, so a second worker on the same
// submission waits and then finds it terminal: never a second order.
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import { compiledOnce } from '../../db/prepared.ts';
import { completeHeld, type Job } from '../../jobs/queue.ts';
import { orderInsertSql, orderInsertValues, type OrderInsertValues } from '../../orders/placement/repo.ts';
import type { OrderPlan } from '../../orders/placement/place-order.ts';
import { HELD_COLUMNS, heldRecord, type HeldRow, type SubmissionRecord } from '../repo.ts';
import type { OrderSummary } from '../outcome.ts';
import { extended } from '../../objects.ts';

export interface Completion {
  /** False: the lease was lost and nothing was written. */
  jobDone: boolean;
  /** The completed record when this statement completed the submission (null: it was terminal already, or the lease was lost). */
  completed: SubmissionRecord | null;
}

type Row = { [K in keyof HeldRow]: HeldRow[K] | null } & { job_done: boolean };

/**
 * The completion statement as built (completeWithOrder runs it, named). Its
 * text depends on `notify` only: the order, its lines, its event and the
 * summary are JSON parameters. Exported for the submissions bench's twin,
 * which compiles it to run the same text. `summary`: the submission's
 * `order` but for the numbers the insert draws (set from it in the same
 * statement).
 */
export function completion(
  submissionId: string,
  job: CompletingJob,
  plan: OrderPlan,
  summary: OrderSummary,
  notify: boolean,
): RawBuilder<Row> {
  return completionSql(completionValues(submissionId, job, plan, summary), notify ? SIGNALLING : SILENT);
}

/** The job being completed; its stored trace context, when given, is the event's when no sampled span is active. */
export type CompletingJob = Pick<Job, 'id' | 'leaseOwner'> & Partial<Pick<Job, 'traceContext'>>;

/** The completion's parameters: each one as completionSql interpolates it. */
interface CompletionValues extends OrderInsertValues {
  submissionId: string;
  jobId: string;
  leaseOwner: string;
  summaryJson: string;
}

const SIGNALLING = 'signalling';
const SILENT = 'silent';

function completionValues(submissionId: string, job: CompletingJob, plan: OrderPlan, summary: OrderSummary): CompletionValues {
  // An unsampled job's spans have no context after an await (src/app/tracing/context.ts): its event takes the
  // job's own stored context, so the placement's delivery stays in the trace of the request that caused it.
  return extended(orderInsertValues(plan.order, plan.lines, plan.event, job.traceContext), {
    submissionId,
    jobId: job.id,
    leaseOwner: job.leaseOwner,
    summaryJson: JSON.stringify(summary),
  });
}

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more (and the
 * statement with it): past this size the signal carries the id alone.
 */
export const SETTLED_DETAIL_MAX_BYTES = 7_000;

function completionSql(v: CompletionValues, variant: string): RawBuilder<Row> {
  // The completed row rides with the signal (`<id> <row as JSON>`, the request left out: the waiting POST holds it),
  // so a POST waiting in another process answers without reading the submission again.
  const signal =
    variant === SIGNALLING
      ? sql`, (SELECT pg_notify('submission_done', ${v.submissionId}::text || coalesce((SELECT ' ' || d.detail
          FROM (SELECT (to_jsonb(s) - 'request' - 'request_digest')::text AS detail FROM s) d
          WHERE octet_length(d.detail) < ${sql.lit(SETTLED_DETAIL_MAX_BYTES)}), '')) FROM j) AS signal`
      : sql``;
  const guard = sql`EXISTS (SELECT 1 FROM j) AND EXISTS (SELECT 1 FROM sub)`;
  return sql<Row>`
    WITH sub AS (
      SELECT id FROM order_submissions WHERE id = ${v.submissionId}::uuid AND status IN ('queued', 'processing') FOR UPDATE
    ), j AS (${completeHeld({ id: v.jobId, leaseOwner: v.leaseOwner })}), ${orderInsertSql(v, guard)}, s AS (
      UPDATE order_submissions SET status = 'completed', order_number = o.order_number, updated_at = now(), completed_at = now(),
        outcome = jsonb_build_object('order', ${v.summaryJson}::jsonb
          || jsonb_build_object('orderNumber', o.order_number, 'projectId', o.project_id))
      FROM o WHERE order_submissions.id = ${v.submissionId}::uuid
      RETURNING order_submissions.*
    )
    SELECT ${HELD_COLUMNS}, EXISTS (SELECT 1 FROM j) AS job_done${signal}
    FROM (SELECT 1) AS one LEFT JOIN s ON true`;
}

/** The completion as run: its text compiled once per variant, only its parameters made per submission. */
const COMPLETION = compiledOnce(completionSql);

/** The statement completeWithOrder sends, as compiled (a test holds it to completion()'s). */
export function compiledCompletion(
  db: Db,
  submissionId: string,
  job: CompletingJob,
  plan: OrderPlan,
  summary: OrderSummary,
  notify: boolean,
): CompiledQuery<Row> {
  return COMPLETION.compile(db, completionValues(submissionId, job, plan, summary), notify ? SIGNALLING : SILENT);
}

export async function completeWithOrder(
  db: Db,
  submissionId: string,
  job: CompletingJob,
  plan: OrderPlan,
  summary: OrderSummary,
  notify: boolean,
  held: Pick<SubmissionRecord, 'request' | 'requestDigest'>,
): Promise<Completion> {
  const rows = await COMPLETION(db, completionValues(submissionId, job, plan, summary), notify ? SIGNALLING : SILENT, { named: true });
  const row = rows[0]!;
  // The request as the worker holds it: the statement does not send it back.
  return { jobDone: row.job_done, completed: row.id === null ? null : heldRecord(row as HeldRow, held) };
}
