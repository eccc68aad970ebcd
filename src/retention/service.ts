// A pruning pass: for each kind of operational data with a retention period,
// DELETE statements of at most `batchSize` rows (src/retention/repo.ts), one
// after another with a short pause between them, until a statement deletes
// fewer than a batch. Uploads never attached lose their stored object too,
// after their row. The worker role runs a pass on a timer (task.ts); staff
// run one on demand (POST /admin/retention/run, `partner-api retention run`).
import { setTimeout as sleep } from 'node:timers/promises';
import { AuditRepo } from '../audit/repo.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/transaction.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import { RETENTION_KINDS, RETENTION_RULES, type RetentionConfig, type RetentionKind, type RetentionRule } from './policy.ts';
import { RetentionRepo } from './repo.ts';
import { activeContext, inSpan } from '../tracing/spans.ts';

/** What a pass reports (the platform's metrics; nothing by default). */
export interface RetentionRecorder {
  /** Rows one statement deleted from `table`. */
  pruned(table: string, rows: number): void;
  objectDeleteFailed(): void;
  pass(seconds: number, outcome: 'completed' | 'failed'): void;
}

export const unrecordedRetention: RetentionRecorder = { pruned() {}, objectDeleteFailed() {}, pass() {} };

/** What a pass logs through (a pino logger fits). */
export interface RetentionLog {
  error(fields: Record<string, unknown>, message: string): void;
}

export interface RetentionPass {
  startedAt: Date;
  finishedAt: Date;
  /** Rows deleted per kind (0 for a kind kept forever). */
  pruned: Record<RetentionKind, number>;
  /** DELETE statements run. */
  statements: number;
  objectsDeleted: number;
  objectDeleteFailures: number;
  /** The pass stopped early (shutdown). */
  interrupted: boolean;
}

/** A kind's rule (policy.ts) with the period in force. */
export interface RetentionPolicyEntry extends RetentionRule {
  kind: RetentionKind;
  days: number | null;
  /** Rows older than this are pruned (null: kept forever). */
  cutoff: Date | null;
}

export interface RetentionPolicyView {
  kinds: RetentionPolicyEntry[];
  intervalMinutes: number | null;
  batchSize: number;
  batchPauseMs: number;
  /** The last pass this process ran (null: none yet here). */
  lastPass: RetentionPass | null;
}

const DAY_MS = 86_400_000;

export class RetentionService {
  #running: Promise<RetentionPass> | null = null;
  #lastPass: RetentionPass | null = null;

  constructor(
    private readonly db: Db,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
    private readonly config: RetentionConfig,
    /** The job kind whose dead jobs stay while their submission is unfinished (src/app/ hands down SUBMISSION_JOB). */
    private readonly submissionJob: string,
    private readonly recorder: RetentionRecorder = unrecordedRetention,
    private readonly log: RetentionLog | null = null,
  ) {}

  policy(): RetentionPolicyView {
    const now = this.clock.now().getTime();
    return {
      kinds: RETENTION_KINDS.map((kind) => {
        const rule = RETENTION_RULES[kind];
        const days = this.config.days[kind];
        return {
          kind,
          table: rule.table,
          env: rule.env,
          days,
          defaultDays: rule.defaultDays,
          cutoff: days === null ? null : new Date(now - days * DAY_MS),
          age: rule.age,
          kept: rule.kept,
        };
      }),
      intervalMinutes: this.config.intervalMs === null ? null : this.config.intervalMs / 60_000,
      batchSize: this.config.batchSize,
      batchPauseMs: this.config.batchPauseMs,
      lastPass: this.#lastPass,
    };
  }

  /** Runs a pass, or joins the one this process is running; `signal` ends it between two statements. */
  run(signal?: AbortSignal): Promise<RetentionPass> {
    this.#running ??= this.#pass(signal).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** A pass staff asked for: run (or joined), then recorded in the audit log with what it deleted. */
  async runFor(actor: string): Promise<RetentionPass> {
    const pass = await this.run();
    await new AuditRepo(this.db).append({
      actor,
      action: 'retention.run',
      targetType: 'retention',
      details: { pruned: pass.pruned, objectsDeleted: pass.objectsDeleted, objectDeleteFailures: pass.objectDeleteFailures },
    });
    return pass;
  }

  async #pass(signal?: AbortSignal): Promise<RetentionPass> {
    const started = performance.now();
    const pass: RetentionPass = {
      startedAt: this.clock.now(),
      finishedAt: this.clock.now(),
      pruned: Object.fromEntries(RETENTION_KINDS.map((k) => [k, 0])) as Record<RetentionKind, number>,
      statements: 0,
      objectsDeleted: 0,
      objectDeleteFailures: 0,
      interrupted: false,
    };
    try {
      const repo = new RetentionRepo(this.db, this.submissionJob);
      const { batchSize, batchPauseMs } = this.config;
      for (const kind of RETENTION_KINDS) {
        const days = this.config.days[kind];
        if (days === null) continue;
        const cutoff = new Date(this.clock.now().getTime() - days * DAY_MS);
        for (;;) {
          if (signal?.aborted) {
            pass.interrupted = true;
            break;
          }
          // A span per batch (its DELETE a pg span under it): where a long pass spends its time.
          const deleted = await inSpan(
            'retention.batch',
            { parent: activeContext(), attributes: { 'retention.kind': kind } },
            async (span) => {
              const count =
                kind === 'uploads'
                  ? await this.#pruneUploads(repo, cutoff, pass)
                  : kind === 'signin_clients_unused' || kind === 'signin_clients'
                    ? await repo.pruneSigninClients(kind, cutoff, batchSize)
                    : await repo.prune(kind, cutoff, batchSize);
              span.setAttribute('retention.deleted', count);
              return count;
            },
          );
          pass.statements += 1;
          pass.pruned[kind] += deleted;
          if (deleted > 0) this.recorder.pruned(RETENTION_RULES[kind].table, deleted);
          if (deleted < batchSize) break;
          if (batchPauseMs > 0) await sleep(batchPauseMs);
        }
      }
      pass.finishedAt = this.clock.now();
      this.#lastPass = pass;
      this.recorder.pass((performance.now() - started) / 1000, 'completed');
      return pass;
    } catch (error) {
      this.recorder.pass((performance.now() - started) / 1000, 'failed');
      throw error;
    }
  }

  /** One batch of reservations, then their objects (outside any transaction); a failed delete is logged and counted. */
  async #pruneUploads(repo: RetentionRepo, cutoff: Date, pass: RetentionPass): Promise<number> {
    const keys = await repo.pruneUploads(cutoff, this.config.batchSize);
    for (const key of keys) {
      try {
        await this.storage.delete(key);
        pass.objectsDeleted += 1;
      } catch (error) {
        pass.objectDeleteFailures += 1;
        this.recorder.objectDeleteFailed();
        this.log?.error({ err: error, objectKey: key }, 'retention: the object of a pruned upload could not be deleted; delete it by hand');
      }
    }
    return keys.length;
  }
}
