// The back office's pause of an environment's workers. The pause is a row in
// the database, so every worker process of the environment obeys it:
// - hold 'queued': no job is claimed; new work waits in the queue (a
//   submission stays `queued`).
// - hold 'processing': jobs are still claimed (a submission turns
//   `processing`) but held before their work, one per worker loop, so the
//   state can be seen on demand; the rest wait in the queue.
// A job claimed before a pause is held before its work either way. Resuming
// wakes every worker (jobs_ready); held jobs then run. Pausing and resuming
// are audited.
import { sql } from 'kysely';
import { AuditRepo } from '../audit/repo.ts';
import type { Actor } from '../audit/service.ts';
import { withTransaction, type Db } from '../db/transaction.ts';
import type { Signals } from './signals.ts';
import type { PauseHold } from '../db/tables/jobs.ts';

export const PAUSE_HOLDS: readonly PauseHold[] = ['queued', 'processing'];

export interface PauseState {
  paused: boolean;
  hold: PauseHold | null;
  reason: string | null;
  pausedBy: string | null;
  pausedAt: Date | null;
  /** Jobs waiting to be claimed, and jobs claimed (running or held). */
  jobs: { waiting: number; running: number };
}

/** The pause in force, if any: what a worker reads before its work. */
export async function currentPause(db: Db): Promise<PauseHold | null> {
  const row = await db.selectFrom('worker_pause').select('hold').executeTakeFirst();
  return row?.hold ?? null;
}

export class WorkerPauseService {
  constructor(
    private readonly db: Db,
    private readonly signals: Signals,
  ) {}

  async state(): Promise<PauseState> {
    const row = await this.db.selectFrom('worker_pause').selectAll().executeTakeFirst();
    const counts = await this.db
      .selectFrom('jobs')
      .select([
        sql<string>`count(*) FILTER (WHERE state = 'ready')`.as('waiting'),
        sql<string>`count(*) FILTER (WHERE state = 'running')`.as('running'),
      ])
      .where('state', 'in', ['ready', 'running'])
      .executeTakeFirstOrThrow();
    return {
      paused: row !== undefined,
      hold: row?.hold ?? null,
      reason: row?.reason ?? null,
      pausedBy: row?.paused_by ?? null,
      pausedAt: row?.paused_at ?? null,
      jobs: { waiting: Number(counts.waiting), running: Number(counts.running) },
    };
  }

  /** Pauses (or changes the pause of) the environment's workers. */
  async pause(hold: PauseHold, reason: string | null, actor: Actor): Promise<PauseState> {
    await withTransaction(this.db, async (trx) => {
      await sql`
        INSERT INTO worker_pause (hold, reason, paused_by) VALUES (${hold}, ${reason}, ${actor})
        ON CONFLICT (singleton) DO UPDATE SET hold = EXCLUDED.hold, reason = EXCLUDED.reason,
          paused_by = EXCLUDED.paused_by, paused_at = now()`.execute(trx);
      await new AuditRepo(trx).append({ actor, action: 'workers.pause', targetType: 'workers', details: { hold, reason } });
      // Holding 'processing' claims again: wake the idle workers.
      await this.signals.notify(trx, 'jobs_ready', 'pause');
    });
    this.signals.announce('jobs_ready', 'pause');
    return this.state();
  }

  /** Lifts the pause: held jobs run, queued ones are claimed. Resuming workers that run is a no-op (not audited). */
  async resume(actor: Actor): Promise<PauseState> {
    const lifted = await withTransaction(this.db, async (trx) => {
      const removed = await trx.deleteFrom('worker_pause').returning(['hold', 'reason']).executeTakeFirst();
      if (!removed) return false;
      await new AuditRepo(trx).append({ actor, action: 'workers.resume', targetType: 'workers', details: { hold: removed.hold } });
      await this.signals.notify(trx, 'jobs_ready', 'resume');
      return true;
    });
    if (lifted) this.signals.announce('jobs_ready', 'resume');
    return this.state();
  }
}
