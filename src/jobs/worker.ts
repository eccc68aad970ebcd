// The worker loop: claims jobs of the kinds it has handlers for and runs
// them. Each of `concurrency` loops claims one job at a time; an idle loop
// sleeps until a `jobs_ready` signal (any process) or its poll interval,
// which also picks up jobs whose lease lapsed after a worker crashed.
// A job's signal wakes one idle loop (a busy loop claims again when it is
// done, so none is needed; waking all would send an empty claim per loop),
// and a signal that finds no loop asleep is kept for the next one to sleep
// (it may have claimed just before the job committed). A job's id arrives
// twice in the process that enqueued it (its own announce, then the LISTEN
// echo): the second, within a second, is ignored. Pause and resume wake every loop.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/transaction.ts';
import { currentPause } from './pause.ts';
import { JobQueue, type Job } from './queue.ts';
import type { Signals } from './signals.ts';

export interface JobHandler {
  kind: string;
  /** Right after the claim commits: e.g. move the work's record to "processing". Failures count as a failed attempt. */
  claimed?(db: Db, job: Job): Promise<void>;
  /**
   * Does the work. `complete(trx)` marks the job done inside the handler's
   * own transaction (so the effect and the completion commit together); it
   * returns false when this worker lost the lease, and the handler must then
   * roll back. A throw counts as a failed attempt (retried with backoff).
   */
  run(job: Job, complete: (trx: Db) => Promise<boolean>): Promise<void>;
  /** After a held job was given back unrun (shutdown during a pause): e.g. its record back to "queued". */
  released?(db: Db, job: Job): Promise<void>;
}

export interface WorkerOptions {
  concurrency: number;
  leaseMs: number;
  idlePollMs: number;
  onError?: (error: unknown, job: Job) => void;
}

export class LeaseLost extends Error {
  constructor(job: Job) {
    super(`job ${job.id} lost its lease`);
  }
}

export class Worker {
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #handlers: Map<string, JobHandler>;
  #running: Promise<void>[] = [];
  #stopping = false;
  /** Idle loops asleep between claims. */
  #wakers = new Set<() => void>();
  /** Loops holding a claimed job while paused. */
  #holders = new Set<() => void>();
  /** A job signal came while no loop was asleep. */
  #pending = false;
  /** Job signals seen lately, with when: the LISTEN echo of a local announce comes within milliseconds. */
  readonly #recent = new Map<string, number>();
  #unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly signals: Signals,
    handlers: JobHandler[],
    private readonly options: WorkerOptions,
  ) {
    this.#handlers = new Map(handlers.map((h) => [h.kind, h]));
  }

  start(): void {
    if (this.#running.length) return;
    this.#stopping = false;
    this.#unsubscribe = this.signals.subscribe('jobs_ready', (payload) => this.#signalled(payload));
    for (let i = 0; i < this.options.concurrency; i++) this.#running.push(this.#loop());
  }

  /** Finishes the jobs in hand, then stops claiming. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#wakeAll();
    await Promise.all(this.#running);
    this.#running = [];
  }

  #wakeAll(): void {
    for (const wake of [...this.#wakers, ...this.#holders]) wake();
  }

  #signalled(payload: string): void {
    if (payload === 'pause' || payload === 'resume' || payload === '') return this.#wakeAll();
    // Within a second: the echo. Later the same id is new work (staff requeued the job).
    const now = Date.now();
    const seen = this.#recent.get(payload);
    this.#recent.delete(payload);
    this.#recent.set(payload, now);
    if (this.#recent.size > 1_024) this.#recent.delete(this.#recent.keys().next().value!);
    if (seen !== undefined && now - seen < 1_000) return;
    const idle = this.#wakers.values().next();
    if (idle.done) this.#pending = true;
    else idle.value();
  }

  /** Claims and runs one job; false when there was none. */
  async runOnce(): Promise<boolean> {
    const kinds = [...this.#handlers.keys()];
    // This claim sees every job committed before now: a signal kept for a sleeper is answered by it.
    this.#pending = false;
    // One statement, no transaction around it: the claim is the lease.
    const job = await new JobQueue(this.db).claim(kinds, this.owner, this.options.leaseMs);
    if (!job) return false;
    const handler = this.#handlers.get(job.kind)!;
    try {
      await handler.claimed?.(this.db, job);
      if (!(await this.#holdWhilePaused(handler, job))) return true;
      await handler.run(job, (trx) => new JobQueue(trx).complete(job));
    } catch (error) {
      this.options.onError?.(error, job);
      if (!(error instanceof LeaseLost)) await new JobQueue(this.db).fail(job, error instanceof Error ? error.message : String(error));
    }
    return true;
  }

  /**
   * While staff pause the workers (src/jobs/pause.ts), holds a claimed job
   * before its work, renewing its lease. False when the job must not run
   * here: its lease was lost (staff requeued or failed it), or this worker is
   * stopping (the job is given back unrun).
   */
  async #holdWhilePaused(handler: JobHandler, job: Job): Promise<boolean> {
    const queue = new JobQueue(this.db);
    // The claim read the pause in the same statement; afterwards it is read again each round.
    let paused = job.pauseAtClaim !== undefined ? job.pauseAtClaim !== null : (await currentPause(this.db)) !== null;
    while (paused) {
      if (this.#stopping) {
        if (await queue.release(job)) await handler.released?.(this.db, job);
        return false;
      }
      await this.#sleep(Math.min(this.options.idlePollMs, this.options.leaseMs / 3), this.#holders);
      if (!this.#stopping && !(await queue.extend(job, this.options.leaseMs))) return false;
      paused = (await currentPause(this.db)) !== null;
    }
    return true;
  }

  /** Sleeps `ms`, or less when a signal or stop() wakes the workers. */
  #sleep(ms: number, set = this.#wakers): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        set.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      set.add(wake);
    });
  }

  async #loop(): Promise<void> {
    while (!this.#stopping) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch {
        // The database is unreachable: back off and try again.
      }
      if (worked || this.#stopping) continue;
      if (this.#pending) {
        this.#pending = false;
        continue;
      }
      await this.#sleep(this.options.idlePollMs);
    }
  }
}
