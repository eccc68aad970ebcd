// The durable job queue. Enqueue inside the transaction of the change that
// needs the work; workers claim with FOR UPDATE SKIP LOCKED (two workers
// never take one job) and a lease (a crashed worker's job becomes claimable
// again when its lease ends). Time is the database's clock, shared by every
// process.
import { sql, type CompiledQuery, type RawBuilder, type Selectable } from 'kysely';
import { camelCaseRecord } from '../db/driver/rows.ts';
import type { Db } from '../db/transaction.ts';
import { runCompiled } from '../db/prepared.ts';
import type { JobsTable, JobState, PauseHold } from '../db/tables/jobs.ts';
import { currentTraceContext } from '../tracing/spans.ts';

export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  leaseOwner: string;
  /** The pause in force when the claim ran (read by the claim's own statement); undefined: not read. */
  pauseAtClaim?: PauseHold | null;
  /** The row the claim's effect for this kind returned (see ClaimEffect), null when it returned none; undefined: no effect. */
  effectRow?: Record<string, unknown> | null;
  /** Whether the claim saw another job of its kinds claimable (false: a claim right after it would come back empty). */
  moreClaimable?: boolean;
  /** The trace context stored when the job was enqueued (null: none). */
  traceContext?: string | null;
}

/**
 * Work the claim's own statement does when it claims a job of `kind` (saves
 * a round trip after the claim): `body` is a data-modifying CTE body that
 * reads the claimed job as `j` (columns of jobs), must touch nothing unless
 * `j.kind` is `kind`, and returns at most one row (handed back as the job's
 * `effectRow`, as JSON).
 */
export interface ClaimEffect {
  kind: string;
  body: RawBuilder<unknown>;
}

export interface JobView {
  id: string;
  kind: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAfter: Date;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type JobRow = Selectable<JobsTable>;

/** What a job view reads: every column of the table. */
const COLUMNS = [
  'id',
  'kind',
  'payload',
  'state',
  'attempts',
  'max_attempts',
  'run_after',
  'lease_owner',
  'lease_expires_at',
  'last_error',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof JobRow)[];

const view: (r: JobRow) => JobView = camelCaseRecord(COLUMNS);

/** Attempts a job gets unless its kind says otherwise. */
export const JOB_ATTEMPTS = 5;

/**
 * The lease rule, written once: job `id` is running and `leaseOwner` still
 * holds it. A lapsed lease (taken over by another worker, handed back,
 * settled by staff) lost it, and then nothing the holder writes lands.
 */
export function leaseHeld(job: Pick<Job, 'id' | 'leaseOwner'>): RawBuilder<boolean> {
  return sql<boolean>`jobs.id = ${job.id}::bigint AND jobs.state = 'running' AND jobs.lease_owner = ${job.leaseOwner}`;
}

/**
 * "Complete while leased" as a statement: the job done, only while its
 * holder still holds it; returns its id when it was. Run alone
 * (JobQueue.complete) or as a CTE body of a larger statement (the
 * submission's completion, src/submissions/worker/completion-repo.ts).
 */
export function completeHeld(job: Pick<Job, 'id' | 'leaseOwner'>): RawBuilder<{ id: string }> {
  return sql`UPDATE jobs SET state = 'done', lease_owner = NULL, lease_expires_at = NULL, updated_at = now()
      WHERE ${leaseHeld(job)}
      RETURNING id`;
}

/**
 * The enqueue statement: a job of `kind` for each row of the table or CTE
 * `from` (its `payload`, a jsonb expression, may read the row), or one job
 * when there is no `from`; returns the new ids. Run alone (JobQueue.enqueue)
 * or as a CTE body beside the write that needs the work (a submission and its
 * job in one statement, src/submissions/repo.ts).
 */
export function enqueueJobs(
  job: { kind: string; maxAttempts: number; holdMs?: number },
  payload: RawBuilder<unknown>,
  from?: string,
): RawBuilder<{ id: string }> {
  return enqueueJobsSql(enqueueValues(job), payload, from);
}

/** enqueueJobsSql's parameters. */
export interface EnqueueValues {
  kind: string;
  maxAttempts: number;
  holdSeconds: number;
  traceContext: string | null;
}

export function enqueueValues(job: { kind: string; maxAttempts: number; holdMs?: number }): EnqueueValues {
  // `holdMs`: not claimable before then (a sandbox's slow submission; src/submissions/sandbox-values.ts).
  // The trace context of the span enqueueing it (null with tracing off): the job's spans continue that trace.
  return { kind: job.kind, maxAttempts: job.maxAttempts, holdSeconds: (job.holdMs ?? 0) / 1000, traceContext: currentTraceContext() };
}

/** enqueueJobs from its parameters, each one as given (db/prepared.ts compiledOnce). */
export function enqueueJobsSql(v: EnqueueValues, payload: RawBuilder<unknown>, from?: string): RawBuilder<{ id: string }> {
  const source = from === undefined ? sql`` : sql` FROM ${sql.table(from)}`;
  return sql`INSERT INTO jobs (kind, payload, max_attempts, run_after, trace_context)
      SELECT ${v.kind}::text, ${payload}, ${v.maxAttempts}::int,
        now() + make_interval(secs => ${v.holdSeconds}::double precision), ${v.traceContext}::text${source}
      RETURNING id`;
}

/**
 * The claim statement as built (JobQueue.claim runs it, named): the oldest
 * claimable job of `kinds` leased to `owner`, each effect's CTE beside it
 * (its row as JSON in `effect_<i>`), the pause in force and whether another
 * job was claimable in the same snapshot (`more`: the worker claims again
 * after the job only then, or on a signal since; only ids above the one
 * taken, as the claim takes the oldest it can lock, so the probe starts past
 * the dead entries below it). Its text depends
 * on how many kinds and which effects; every value is a parameter. Exported
 * for the submissions bench's twin, which compiles it to run the same text.
 */
export function claimStatement(
  kinds: string[],
  owner: string,
  leaseMs: number,
  effects: readonly ClaimEffect[] = [],
): RawBuilder<JobRow & { pause_hold: PauseHold | null; more: boolean } & Record<string, unknown>> {
  const ctes = effects.map((e, i) => sql`, ${sql.raw(`e${i}`)} AS (${e.body})`);
  const outputs = effects.map(
    (_, i) => sql`, (SELECT to_jsonb(${sql.raw(`e${i}`)}) FROM ${sql.raw(`e${i}`)} LIMIT 1) AS ${sql.raw(`effect_${i}`)}`,
  );
  return sql<JobRow & { pause_hold: PauseHold | null; more: boolean } & Record<string, unknown>>`
      WITH j AS (
        UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_owner = ${owner},
          lease_expires_at = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
        WHERE id = (
          SELECT id FROM jobs
          WHERE kind IN (${sql.join(kinds)})
            AND ((state = 'ready' AND run_after <= now()) OR (state = 'running' AND lease_expires_at < now()))
            AND NOT EXISTS (SELECT 1 FROM worker_pause WHERE hold = 'queued')
          ORDER BY id
          FOR UPDATE SKIP LOCKED
          LIMIT 1
        )
        RETURNING *
      )${sql.join(ctes, sql``)}
      SELECT j.*, (SELECT hold FROM worker_pause LIMIT 1) AS pause_hold${sql.join(outputs, sql``)},
        (SELECT o.id FROM jobs o WHERE o.kind IN (${sql.join(kinds)}) AND o.id > j.id
          AND ((o.state = 'ready' AND o.run_after <= now()) OR (o.state = 'running' AND o.lease_expires_at < now()))
          ORDER BY o.id LIMIT 1) IS NOT NULL AS more
      FROM j`;
}

const NO_EFFECTS: readonly ClaimEffect[] = [];
/** Claim statements built, by their effects (a worker's own array) and then kinds, owner and lease. */
const claims = new WeakMap<readonly ClaimEffect[], Map<string, CompiledQuery<ClaimRow>>>();
type ClaimRow = JobRow & { pause_hold: PauseHold | null; more: boolean } & Record<string, unknown>;

/**
 * A worker's claim is the same statement every time (its kinds, owner, lease
 * and effects never change): built once, so each claim neither builds it nor
 * makes its text afresh (a fresh text is hashed again to find its prepared name).
 */
function claimOf(db: Db, kinds: string[], owner: string, leaseMs: number, effects: readonly ClaimEffect[]): CompiledQuery<ClaimRow> {
  let built = claims.get(effects);
  if (!built) claims.set(effects, (built = new Map()));
  const key = `${kinds.join('\u0000')}\u0001${owner}\u0001${leaseMs}`;
  let statement = built.get(key);
  if (!statement) {
    // Both engines compile with the PostgreSQL dialect: the text is the same whichever Db compiles it.
    statement = claimStatement(kinds, owner, leaseMs, effects).compile(db);
    if (built.size < 64) built.set(key, statement);
  }
  return statement;
}

/** Backoff before retry `attempt` (1-based): 1 s, 2 s, 4 s … capped at one minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 1_000 * 2 ** Math.max(0, attempt - 1));
}

export class JobQueue {
  constructor(private readonly db: Db) {}

  async enqueue(kind: string, payload: Record<string, unknown>, maxAttempts = JOB_ATTEMPTS): Promise<string> {
    const { rows } = await enqueueJobs({ kind, maxAttempts }, sql`${JSON.stringify(payload)}::jsonb`).execute(this.db);
    return rows[0]!.id;
  }

  /**
   * Takes the oldest claimable job of `kinds`: ready and due, or running with
   * a lapsed lease (its worker died). Returns null when there is none, and
   * while staff pause the workers with hold 'queued' (src/jobs/pause.ts).
   */
  async claim(kinds: string[], owner: string, leaseMs: number, effects: readonly ClaimEffect[] = NO_EFFECTS): Promise<Job | null> {
    const rows = await runCompiled(this.db, claimOf(this.db, kinds, owner, leaseMs, effects), { named: true });
    const row = rows[0];
    if (!row) return null;
    const index = effects.findIndex((e) => e.kind === row.kind);
    return {
      id: row.id,
      kind: row.kind,
      payload: row.payload as Record<string, unknown>,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      leaseOwner: owner,
      pauseAtClaim: row.pause_hold,
      moreClaimable: row.more,
      traceContext: row.trace_context,
      ...(index >= 0 && { effectRow: (row[`effect_${index}`] as Record<string, unknown> | null) ?? null }),
    };
  }

  /**
   * Milliseconds until the next job of `kinds` becomes claimable (a retry's
   * backoff, a held sandbox job, a lease about to lapse), on the database's
   * clock; at most 0 when one is claimable now, null when none is coming or
   * staff hold the queue. An idle worker sleeps until then rather than
   * polling (one statement on the partial index of open jobs).
   */
  async nextDueMs(kinds: string[]): Promise<number | null> {
    const result = await sql<{ ms: number | null }>`
      SELECT (extract(epoch FROM least(min(run_after) FILTER (WHERE state = 'ready'),
                                       min(lease_expires_at) FILTER (WHERE state = 'running')) - now()) * 1000)::float8 AS ms
      FROM jobs
      WHERE kind IN (${sql.join(kinds)}) AND state IN ('ready', 'running')
        AND NOT EXISTS (SELECT 1 FROM worker_pause WHERE hold = 'queued')`.execute(this.db);
    return result.rows[0]?.ms ?? null;
  }

  /** Marks the job done, only while `owner` still holds it (a lapsed lease lost it). */
  async complete(job: Job): Promise<boolean> {
    return (await completeHeld(job).execute(this.db)).rows.length > 0;
  }

  /** Renews the lease of a job `owner` still holds (a held job); false when the lease was lost. */
  async extend(job: Job, leaseMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ lease_expires_at: sql`now() + make_interval(secs => ${leaseMs / 1000})`, updated_at: sql`now()` })
      .where(leaseHeld(job))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives a claimed job back unrun (a held job at shutdown): ready again, the attempt not counted. */
  async release(job: Job): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        state: 'ready',
        attempts: sql`greatest(attempts - 1, 0)`,
        lease_owner: null,
        lease_expires_at: null,
        updated_at: sql`now()`,
      })
      .where(leaseHeld(job))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A failed attempt: retried after a backoff, or dead after its last attempt. */
  async fail(job: Job, error: string): Promise<JobState> {
    const state: JobState = job.attempts >= job.maxAttempts ? 'dead' : 'ready';
    await this.db
      .updateTable('jobs')
      .set({
        state,
        lease_owner: null,
        lease_expires_at: null,
        last_error: error.slice(0, 2000),
        run_after: sql`now() + make_interval(secs => ${retryDelayMs(job.attempts) / 1000})`,
        updated_at: sql`now()`,
      })
      .where(leaseHeld(job))
      .execute();
    return state;
  }

  /**
   * The unfinished jobs of `kind` (metrics, at scrape time): how many are
   * ready and running, and the age of the oldest, in seconds on the
   * database's clock. One statement on the partial index of open jobs.
   */
  async backlog(kind: string): Promise<{ ready: number; running: number; oldestAgeSeconds: number }> {
    const result = await sql<{ ready: number; running: number; oldest: number | null }>`
      SELECT count(*) FILTER (WHERE state = 'ready')::int AS ready,
             count(*) FILTER (WHERE state = 'running')::int AS running,
             extract(epoch FROM now() - min(created_at))::float8 AS oldest
      FROM jobs
      WHERE kind = ${kind} AND state IN ('ready', 'running')`.execute(this.db);
    const row = result.rows[0];
    return { ready: row?.ready ?? 0, running: row?.running ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest ?? 0) };
  }

  /** Back office: makes a job claimable now with a fresh set of attempts. */
  async requeue(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ state: 'ready', attempts: 0, run_after: sql`now()`, lease_owner: null, lease_expires_at: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('state', '!=', 'done')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Back office: the job will never run again (its work was settled by hand). */
  async retire(id: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ state: 'done', lease_owner: null, lease_expires_at: null, last_error: 'retired by staff', updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  async find(id: string): Promise<JobView | undefined> {
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row && view(row);
  }

  /** The jobs whose payload names `key` = `value` (e.g. a submission's), newest first. */
  async findByPayload(kind: string, key: string, value: string): Promise<JobView[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', kind)
      .where(sql<boolean>`payload ->> ${key} = ${value}`)
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => view(r));
  }
}
