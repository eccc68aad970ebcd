// SQL of the workers' pause (pause.ts says what it means): one row in
// worker_pause while the environment's workers are paused, and the counts of
// the jobs it holds back.
import { sql } from 'kysely';
import type { Db } from '../db/transaction.ts';
import type { PauseHold } from '../db/tables/jobs.ts';

export interface PauseRow {
  hold: PauseHold;
  reason: string | null;
  pausedBy: string;
  pausedAt: Date;
}

export class PauseRepo {
  constructor(private readonly db: Db) {}

  /** The hold in force, if any: what a worker reads before its work. */
  async hold(): Promise<PauseHold | null> {
    const row = await this.db.selectFrom('worker_pause').select('hold').executeTakeFirst();
    return row?.hold ?? null;
  }

  /** The pause in force (undefined: none). */
  async find(): Promise<PauseRow | undefined> {
    const row = await this.db.selectFrom('worker_pause').selectAll().executeTakeFirst();
    return row && { hold: row.hold, reason: row.reason, pausedBy: row.paused_by, pausedAt: row.paused_at };
  }

  /** Jobs waiting to be claimed, and jobs claimed (running or held). */
  async jobCounts(): Promise<{ waiting: number; running: number }> {
    const counts = await this.db
      .selectFrom('jobs')
      .select([
        sql<string>`count(*) FILTER (WHERE state = 'ready')`.as('waiting'),
        sql<string>`count(*) FILTER (WHERE state = 'running')`.as('running'),
      ])
      .where('state', 'in', ['ready', 'running'])
      .executeTakeFirstOrThrow();
    return { waiting: Number(counts.waiting), running: Number(counts.running) };
  }

  /** Pauses, or changes the pause in force. */
  async set(hold: PauseHold, reason: string | null, pausedBy: string): Promise<void> {
    await sql`
      INSERT INTO worker_pause (hold, reason, paused_by) VALUES (${hold}, ${reason}, ${pausedBy})
      ON CONFLICT (singleton) DO UPDATE SET hold = EXCLUDED.hold, reason = EXCLUDED.reason,
        paused_by = EXCLUDED.paused_by, paused_at = now()`.execute(this.db);
  }

  /** Lifts the pause; the hold it lifted (undefined: there was none). */
  async lift(): Promise<{ hold: PauseHold } | undefined> {
    return this.db.deleteFrom('worker_pause').returning(['hold']).executeTakeFirst();
  }
}
