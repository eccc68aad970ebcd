// SQL of order submissions. Partner reads take the partner id and the
// granted sites: another partner's submission, or one on a site no longer
// granted, is simply not found.
import { sql, type CompiledQuery, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/transaction.ts';
import { compiledOnce } from '../db/prepared.ts';
import { enqueueJobsSql, enqueueValues, type EnqueueValues } from '../jobs/queue.ts';
import type { Rejection, SubmittedOrder } from './outcome.ts';
import type { OrderSubmissionsTable, SubmissionStatus } from '../db/tables/submissions.ts';
import { extended } from '../objects.ts';

export interface SubmissionRecord {
  id: string;
  seq: string;
  partnerId: number;
  siteId: number;
  partnerOrderId: string;
  request: unknown;
  requestDigest: string;
  orderingUserId: number;
  status: SubmissionStatus;
  orderNumber: number | null;
  order: SubmittedOrder | null;
  errors: Rejection[] | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export type NewSubmission = Pick<
  SubmissionRecord,
  'id' | 'partnerId' | 'siteId' | 'partnerOrderId' | 'request' | 'requestDigest' | 'orderingUserId'
>;

export const TERMINAL: readonly SubmissionStatus[] = ['completed', 'failed'];

type Row = Selectable<OrderSubmissionsTable>;

export function record(r: Row): SubmissionRecord {
  return heldRecord(r, { request: r.request, requestDigest: r.request_digest });
}

/** A submission's row without its request and digest (HELD_COLUMNS): statements whose caller holds both. */
export type HeldRow = Omit<Row, 'request' | 'request_digest'>;

/**
 * Every column but the request and its digest, for a statement's answer
 * when its caller already holds both (the accept, the completion): the
 * request's JSON is not sent back and parsed again.
 */
export const HELD_COLUMNS = sql.raw(
  'id, seq, partner_id, site_id, partner_order_id, ordering_user_id, status, order_number, outcome, created_at, updated_at, completed_at',
);

/** The record of a row read without its request (HELD_COLUMNS), with the request and digest its caller holds. */
export function heldRecord(r: HeldRow, held: Pick<SubmissionRecord, 'request' | 'requestDigest'>): SubmissionRecord {
  // jsonb the table types as unknown (db/ cannot name this module's shapes): written only by fail below and
  // completeWithOrder (worker/completion-repo.ts).
  const outcome = r.outcome as { order?: SubmittedOrder; errors?: Rejection[] } | null;
  return {
    id: r.id,
    seq: r.seq,
    partnerId: r.partner_id,
    siteId: r.site_id,
    partnerOrderId: r.partner_order_id,
    request: held.request,
    requestDigest: held.requestDigest,
    orderingUserId: r.ordering_user_id,
    status: r.status,
    orderNumber: r.order_number,
    order: outcome?.order ?? null,
    errors: outcome?.errors ?? null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    completedAt: r.completed_at,
  };
}

/** A row read as JSON (to_jsonb: timestamps as text, seq as a number) as a record. */
export function recordOfJson(r: Record<string, unknown>): SubmissionRecord {
  const at = (v: unknown) => (v == null ? null : new Date(v as string));
  return record(
    extended(r as unknown as Row, {
      seq: String(r.seq),
      created_at: at(r.created_at)!,
      updated_at: at(r.updated_at)!,
      completed_at: at(r.completed_at),
    }),
  );
}

/**
 * The terminal record a `submission_done` signal carried from another
 * process (the completed row as JSON, without the request and its digest,
 * worker/completion-repo.ts) on top of the record the waiting POST holds
 * (the same submission, with its request); null when the text is not that.
 */
export function settledRecord(carried: string, held: SubmissionRecord): SubmissionRecord | null {
  let row: unknown;
  try {
    row = JSON.parse(carried);
  } catch {
    return null;
  }
  if (row === null || typeof row !== 'object' || (row as { id?: unknown }).id !== held.id) return null;
  const settled = recordOfJson(extended(row as Record<string, unknown>, { request: held.request, request_digest: held.requestDigest }));
  return TERMINAL.includes(settled.status) ? settled : null;
}

/**
 * markProcessing as the job claim's effect (jobs/queue.ts ClaimEffect): the
 * submission of the claimed job `j` of `kind`, queued → processing, in the
 * claim's own statement; returns the moved row.
 */
export function processingOnClaim(kind: string) {
  return sql`UPDATE order_submissions SET status = 'processing', updated_at = now()
    FROM j WHERE order_submissions.id = CASE WHEN j.kind = ${kind} THEN (j.payload ->> 'submissionId')::uuid END
      AND order_submissions.status = 'queued'
    RETURNING order_submissions.*`;
}

/**
 * The accept path's statement as built (SubmissionsRepo.insertWithJob runs
 * it, named): the submission and its job, the job's payload read from the
 * stored row (no job when ON CONFLICT stored nothing), and `jobs_ready`
 * signalled at commit when `notify`. Its text depends only on `notify`;
 * every value is a parameter. Exported for the submissions bench's twin,
 * which compiles it to run the same text (bench/submissions.ts).
 */
export function submissionWithJob(
  values: NewSubmission,
  job: { kind: string; maxAttempts: number; requestId: string | null; holdMs?: number },
  notify: boolean,
): RawBuilder<HeldRow> {
  return acceptSql(acceptValues(values, job), notify ? SIGNALLING : SILENT);
}

/** The accept's parameters, each one as acceptSql interpolates it. */
interface AcceptValues extends EnqueueValues {
  id: string;
  partnerId: number;
  siteId: number;
  partnerOrderId: string;
  requestJson: string;
  requestDigest: string;
  orderingUserId: number;
  requestId: string | null;
}

const SIGNALLING = 'signalling';
const SILENT = 'silent';

function acceptValues(
  values: NewSubmission,
  job: { kind: string; maxAttempts: number; requestId: string | null; holdMs?: number },
): AcceptValues {
  // Spelled out, not spread: src/objects.ts says why.
  const queued = enqueueValues(job);
  return {
    kind: queued.kind,
    maxAttempts: queued.maxAttempts,
    holdSeconds: queued.holdSeconds,
    traceContext: queued.traceContext,
    id: values.id,
    partnerId: values.partnerId,
    siteId: values.siteId,
    partnerOrderId: values.partnerOrderId,
    requestJson: JSON.stringify(values.request),
    requestDigest: values.requestDigest,
    orderingUserId: values.orderingUserId,
    requestId: job.requestId,
  };
}

function acceptSql(v: AcceptValues, variant: string): RawBuilder<HeldRow> {
  const signal = variant === SIGNALLING ? sql`, (SELECT pg_notify('jobs_ready', ${v.id}) FROM j) AS signal` : sql``;
  const payload = sql`jsonb_strip_nulls(jsonb_build_object('submissionId', s.id, 'requestId', ${v.requestId}::text))`;
  return sql<HeldRow>`
      WITH s AS (
        INSERT INTO order_submissions (id, partner_id, site_id, partner_order_id, request, request_digest, ordering_user_id)
        VALUES (${v.id}, ${v.partnerId}, ${v.siteId}, ${v.partnerOrderId}, ${v.requestJson}::jsonb,
          ${v.requestDigest}, ${v.orderingUserId})
        ON CONFLICT (partner_id, partner_order_id) DO NOTHING
        RETURNING *
      ), j AS (${enqueueJobsSql(v, payload, 's')})
      SELECT ${HELD_COLUMNS}${signal} FROM s`;
}

/** The accept as run: compiled once per variant, only its parameters made per submission. */
const ACCEPT = compiledOnce(acceptSql);

/** The statement insertWithJob sends, as compiled (a test holds it to submissionWithJob()'s). */
export function compiledAccept(
  db: Db,
  values: NewSubmission,
  job: { kind: string; maxAttempts: number; requestId: string | null; holdMs?: number },
  notify: boolean,
): CompiledQuery<HeldRow> {
  return ACCEPT.compile(db, acceptValues(values, job), notify ? SIGNALLING : SILENT);
}

export interface ListFilters {
  /** Partner reads: always theirs. Back office: one partner, or every partner when undefined. */
  partnerId?: number;
  /** Partner reads: only these sites. Back office: every site. */
  siteIds?: number[];
  status?: SubmissionStatus;
  /** Keyset: rows older than this seq. */
  beforeSeq?: string;
  limit: number;
}

export class SubmissionsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Stores a new submission; null when (partner, partnerOrderId) exists
   * already (a concurrent twin won: ON CONFLICT waits for it to commit).
   */
  async insert(values: NewSubmission): Promise<SubmissionRecord | null> {
    const row = await this.db
      .insertInto('order_submissions')
      .values({
        id: values.id,
        partner_id: values.partnerId,
        site_id: values.siteId,
        partner_order_id: values.partnerOrderId,
        request: JSON.stringify(values.request),
        request_digest: values.requestDigest,
        ordering_user_id: values.orderingUserId,
      })
      .onConflict((oc) => oc.columns(['partner_id', 'partner_order_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? record(row) : null;
  }

  /**
   * The accept path's one statement: stores a new submission with its job
   * (and, when `notify` is given, signals `jobs_ready` to other processes at
   * commit), atomically without a transaction block; null when (partner,
   * partnerOrderId) exists already (a concurrent twin won: ON CONFLICT waits
   * for it to commit), and then no job is made.
   */
  async insertWithJob(
    values: NewSubmission,
    job: { kind: string; maxAttempts: number; requestId: string | null; holdMs?: number },
    notify: boolean,
  ): Promise<SubmissionRecord | null> {
    const rows = await ACCEPT(this.db, acceptValues(values, job), notify ? SIGNALLING : SILENT, { named: true });
    const row = rows[0];
    // The request as this call holds it: the statement does not send it back.
    return row ? heldRecord(row, { request: values.request, requestDigest: values.requestDigest }) : null;
  }

  async findByKey(partnerId: number, partnerOrderId: string): Promise<SubmissionRecord | undefined> {
    const row = await this.db
      .selectFrom('order_submissions')
      .selectAll()
      .where('partner_id', '=', partnerId)
      .where('partner_order_id', '=', partnerOrderId)
      .executeTakeFirst();
    return row && record(row);
  }

  /** One submission of `partnerId` (on `siteIds` when given); undefined otherwise. */
  async find(id: string, partnerId?: number, siteIds?: number[]): Promise<SubmissionRecord | undefined> {
    let query = this.db.selectFrom('order_submissions').selectAll().where('id', '=', id);
    if (partnerId !== undefined) query = query.where('partner_id', '=', partnerId);
    if (siteIds !== undefined) query = siteIds.length ? query.where('site_id', 'in', siteIds) : query.where(sql<boolean>`false`);
    const row = await query.executeTakeFirst();
    return row && record(row);
  }

  /** Newest first. */
  async list(filters: ListFilters): Promise<SubmissionRecord[]> {
    let query = this.db.selectFrom('order_submissions').selectAll();
    if (filters.partnerId !== undefined) query = query.where('partner_id', '=', filters.partnerId);
    if (filters.siteIds !== undefined)
      query = filters.siteIds.length ? query.where('site_id', 'in', filters.siteIds) : query.where(sql<boolean>`false`);
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.beforeSeq !== undefined) query = query.where('seq', '<', filters.beforeSeq);
    const rows = await query.orderBy('seq', 'desc').limit(filters.limit).execute();
    return rows.map((r) => record(r));
  }

  /** The processor's lock: one worker at a time finishes a submission. */
  async lock(id: string): Promise<SubmissionRecord | undefined> {
    const row = await this.db.selectFrom('order_submissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row && record(row);
  }

  /** queued → processing, when a worker claims the job; never from a terminal state. The record when it moved. */
  async markProcessing(id: string): Promise<SubmissionRecord | undefined> {
    const row = await this.db
      .updateTable('order_submissions')
      .set({ status: 'processing', updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
    return row && record(row);
  }

  /** Back office requeue: processing → queued again (never from a terminal state). */
  async markQueued(id: string): Promise<void> {
    await this.db
      .updateTable('order_submissions')
      .set({ status: 'queued', updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .execute();
  }

  /** A failed outcome; `notify`: the same statement signals `submission_done` to other processes at commit. Returns the terminal record. */
  async fail(id: string, errors: Rejection[], notify = false): Promise<SubmissionRecord> {
    let query = this.db
      .updateTable('order_submissions')
      .set({
        status: 'failed',
        order_number: null,
        outcome: JSON.stringify({ errors }),
        updated_at: sql`now()`,
        completed_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'processing'])
      .returningAll();
    if (notify) query = query.returning(sql<string>`pg_notify('submission_done', ${id})`.as('signal'));
    const row = await query.executeTakeFirst();
    if (!row) throw new Error(`submission ${id} is already terminal`);
    return record(row);
  }
}
