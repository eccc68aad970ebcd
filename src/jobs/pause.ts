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
import { AuditRepo } from '../audit/repo.ts';
import type { Actor } from '../audit/service.ts';
import { serialisedWrite } from '../db/row-queue.ts';
import type { Db } from '../db/transaction.ts';
import type { Signals } from './signals.ts';
import type { PauseHold } from '../db/tables/jobs.ts';
import { PauseRepo } from './pause-repo.ts';

export const PAUSE_HOLDS: readonly PauseHold[] = ['queued', 'processing'];
/** Pausing and resuming write the one row of worker_pause: they queue on it (src/db/row-queue.ts). */
const PAUSE_KEY = 'worker_pause';

export interface PauseState {
  paused: boolean;
  hold: PauseHold | null;
  reason: string | null;
  pausedBy: string | null;
  pausedAt: Date | null;
  /** Jobs waiting to be claimed, and jobs claimed (running or held). */
  jobs: { waiting: number; running: number };
}

export class WorkerPauseService {
  constructor(
    private readonly db: Db,
    private readonly signals: Signals,
  ) {}

  async state(): Promise<PauseState> {
    const repo = new PauseRepo(this.db);
    const row = await repo.find();
    const jobs = await repo.jobCounts();
    return {
      paused: row !== undefined,
      hold: row?.hold ?? null,
      reason: row?.reason ?? null,
      pausedBy: row?.pausedBy ?? null,
      pausedAt: row?.pausedAt ?? null,
      jobs,
    };
  }

  /** Pauses (or changes the pause of) the environment's workers. */
  async pause(hold: PauseHold, reason: string | null, actor: Actor): Promise<PauseState> {
    await serialisedWrite(this.db, PAUSE_KEY, async (trx) => {
      await new PauseRepo(trx).set(hold, reason, actor);
      await new AuditRepo(trx).append({ actor, action: 'workers.pause', targetType: 'workers', details: { hold, reason } });
      // Holding 'processing' claims again: wake the idle workers.
      await this.signals.notify(trx, 'jobs_ready', 'pause');
    });
    this.signals.announce('jobs_ready', 'pause');
    return this.state();
  }

  /** Lifts the pause: held jobs run, queued ones are claimed. Resuming workers that run is a no-op (not audited). */
  async resume(actor: Actor): Promise<PauseState> {
    const lifted = await serialisedWrite(this.db, PAUSE_KEY, async (trx) => {
      const removed = await new PauseRepo(trx).lift();
      if (!removed) return false;
      await new AuditRepo(trx).append({ actor, action: 'workers.resume', targetType: 'workers', details: { hold: removed.hold } });
      await this.signals.notify(trx, 'jobs_ready', 'resume');
      return true;
    });
    if (lifted) this.signals.announce('jobs_ready', 'resume');
    return this.state();
  }
}
