// The worker loop: claims jobs of the kinds it has handlers for and runs
// them. Each of `concurrency` loops claims one job at a time; an idle loop
// sleeps until a `jobs_ready` signal (any process) or the worker's poll,
// which also picks up jobs whose lease lapsed after a worker crashed. The
// idle loops share one poll timer, which wakes one of them: an idle worker
// polls once per interval, not once per loop. With `idlePollMaxMs` above
// `idlePollMs`, the poll backs off (doubling up to idlePollMaxMs, back to
// idlePollMs on work or a signal), the loops sleep no longer than until the
// next job falls due (a retry, a held job, a lease about to lapse:
// JobQueue.nextDueMs), and a loop the poll woke reads that due time before
// claiming (one light statement; it claims only when a job is due, and wakes
// another idle loop when it got one, since more may be due: with none asleep
// the wake is kept, as a signal's is), so an idle service costs next to nothing.
// A job's signal wakes one idle loop (waking all would send an empty claim
// per loop), and a signal that finds no loop asleep is kept for the next
// one to sleep or finish (it may have claimed just before the job
// committed). A loop done with a job claims again only when its claim saw
// another claimable job (the claim's `more`) or a signal was kept since;
// otherwise it sleeps at once rather than send a claim that comes back
// empty (at one request at a time: a claim and a due-time read saved per job). A job's id arrives
// twice in the process that enqueued it (its own announce, then the LISTEN
// echo): the second, within a second, is ignored. Pause and resume wake every loop.
// A job this process announced with what its run reads (handler.ts foresee)
// lets the handler start those reads as a sleeping loop wakes to claim it.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/transaction.ts';
import { PauseRepo } from './pause-repo.ts';
import { processTimers, type IdleTimers } from './idle-timers.ts';
import { JobQueue, type ClaimEffect, type Job } from './queue.ts';
import { announcedJob, LeaseLost, silentWorkLog, type JobHandler, type WorkLog } from './handler.ts';
import { inJobSpans } from './spans.ts';
import type { Signals } from './signals.ts';

export interface WorkerOptions {
  concurrency: number;
  leaseMs: number;
  idlePollMs: number;
  /** The longest idle poll (backing off from idlePollMs); idlePollMs when unset (no backoff). */
  idlePollMaxMs?: number;
  onError?: (error: unknown, job: Job) => void;
  log?: WorkLog;
  /** What the idle loops' poll and a held job's waits run on: the process's timers unless given (a test fires them by hand). */
  timers?: IdleTimers;
}

/** The shortest sleep before a job said to be due now (claimed meanwhile by another loop) is looked for again. */
const MIN_DUE_WAIT_MS = 20;

/** What woke an idle loop: a signal or stop() (it claims at once), or the shared poll (it reads the due time first). */
type Wake = 'signal' | 'poll';

export type { IdleTimers };

export class Worker {
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #handlers: Map<string, JobHandler>;
  readonly #effects: ClaimEffect[];
  #running: Promise<void>[] = [];
  #stopping = false;
  /** Idle loops asleep between claims, each with its wake-up. */
  #wakers = new Set<(why: Wake) => void>();
  /** The idle loops' one poll timer (it wakes one of them), and when it is due (timers.now()). */
  #pollTimer: unknown = null;
  #pollDue = Infinity;
  /** The poll interval now: idlePollMs, doubled by each poll that found nothing up to idlePollMaxMs. */
  #pollMs: number;
  /** Loops holding a claimed job while paused. */
  #holders = new Set<() => void>();
  /** A job signal came while no loop was asleep. */
  #pending = false;
  /** Job signals seen lately, with when: the LISTEN echo of a local announce comes within milliseconds. */
  readonly #recent = new Map<string, number>();
  #unsubscribe: (() => void) | null = null;
  /** The jobs this worker holds right now (claimed, not yet finished). */
  readonly #inHand = new Set<Job>();
  readonly #log: WorkLog;
  readonly #timers: IdleTimers;

  constructor(
    private readonly db: Db,
    private readonly signals: Signals,
    handlers: JobHandler[],
    private readonly options: WorkerOptions,
  ) {
    this.#handlers = new Map(handlers.map((h) => [h.kind, h]));
    this.#effects = handlers.flatMap((h) => (h.claimEffect ? [{ kind: h.kind, body: h.claimEffect }] : []));
    this.#log = options.log ?? silentWorkLog;
    this.#timers = options.timers ?? processTimers;
    this.#pollMs = options.idlePollMs;
  }

  start(): void {
    if (this.#running.length) return;
    this.#stopping = false;
    this.#unsubscribe = this.signals.subscribe('jobs_ready', (payload, detail) => this.#signalled(payload, detail));
    for (let i = 0; i < this.options.concurrency; i++) this.#running.push(this.#loop());
  }

  /** Stops claiming, then waits for the jobs in hand to finish (shutdown bounds the wait and calls handBack()). */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#wakeAll();
    if (this.#pollTimer) this.#timers.clearTimeout(this.#pollTimer);
    this.#pollTimer = null;
    this.#pollDue = Infinity;
    await Promise.all(this.#running);
    this.#running = [];
  }

  /** Jobs held right now. */
  get inHand(): number {
    return this.#inHand.size;
  }

  /** Loops asleep right now, waiting for a signal or the poll. */
  get asleep(): number {
    return this.#wakers.size;
  }

  /**
   * Shutdown's grace ran out: gives back every job still in hand (ready
   * again, the attempt not counted) and wakes the other workers, so another
   * process takes them now rather than when their lease ends. The runs still
   * going here lose their lease: their completion finds it gone and rolls
   * back. Returns how many were given back.
   */
  async handBack(): Promise<number> {
    const queue = new JobQueue(this.db);
    let given = 0;
    for (const job of [...this.#inHand]) {
      const log = this.#jobLog(job);
      try {
        if (!(await queue.release(job))) continue;
        given++;
        await this.#handlers.get(job.kind)?.released?.(this.db, job);
        log.info({}, 'job handed back at shutdown: another worker takes it now');
      } catch (error) {
        log.error({ err: error }, 'job could not be handed back; another worker takes it when its lease ends');
      }
    }
    if (given > 0) {
      await this.signals.notify(this.db, 'jobs_ready', 'handed-back').catch(() => {});
      this.signals.announce('jobs_ready', 'handed-back');
    }
    return given;
  }

  #jobLog(job: Job): WorkLog {
    const requestId = typeof job.payload.requestId === 'string' ? job.payload.requestId : undefined;
    const handler = this.#handlers.get(job.kind);
    return this.#log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts, requestId, ...handler?.logFields?.(job) });
  }

  #wakeAll(): void {
    for (const wake of [...this.#wakers]) wake('signal');
    for (const wake of [...this.#holders]) wake();
  }

  /** Wakes one idle loop; false when none is asleep. */
  #wakeOne(why: Wake): boolean {
    const idle = this.#wakers.values().next();
    if (idle.done) return false;
    idle.value(why);
    return true;
  }

  /** A claim the poll's wake found: another idle loop looks too; with none asleep, the wake is kept as a signal's is. */
  #handOnPollWake(): void {
    if (!this.#wakeOne('poll')) this.#pending = true;
  }

  #signalled(payload: string, detail?: unknown): void {
    if (payload === 'pause' || payload === 'resume' || payload === '') return this.#wakeAll();
    // Within a second: the echo. Later the same id is new work (staff requeued the job).
    const now = Date.now();
    const seen = this.#recent.get(payload);
    this.#recent.delete(payload);
    this.#recent.set(payload, now);
    if (this.#recent.size > 1_024) this.#recent.delete(this.#recent.keys().next().value!);
    if (seen !== undefined && now - seen < 1_000) return;
    // A loop asleep claims now: the job's own reads start first, beside the claim (no loop asleep: it waits its turn).
    if (this.#wakers.size > 0) this.#foresee(payload, detail);
    if (!this.#wakeOne('signal')) this.#pending = true;
  }

  #foresee(payload: string, detail: unknown): void {
    const announced = announcedJob(detail);
    if (!announced) return;
    try {
      this.#handlers.get(announced.kind)?.foresee?.(payload, announced.subject);
    } catch {
      // A reading ahead that failed to start costs nothing: the run reads as it would have.
    }
  }

  /** Claims and runs one job; false when there was none. */
  async runOnce(): Promise<boolean> {
    return (await this.#runOnce()) !== 'none';
  }

  /**
   * runOnce(), calling `onClaim` as soon as a job is claimed (before its
   * work). 'none': no job; 'done': the job ran to its end and its claim saw
   * no other claimable job; 'again': a job was handled and another claim may
   * find one (the claim saw more, or the attempt failed, lost its lease or
   * was held: the loop claims again as before, which reads the next due time).
   */
  async #runOnce(onClaim?: () => void): Promise<'none' | 'done' | 'again'> {
    const kinds = [...this.#handlers.keys()];
    // This claim sees every job committed before now: a signal kept for a sleeper is answered by it.
    this.#pending = false;
    // One statement, no transaction around it: the claim is the lease.
    const claimStartedAt = Date.now();
    const job = await new JobQueue(this.db).claim(kinds, this.owner, this.options.leaseMs, this.#effects);
    if (!job) return 'none';
    return inJobSpans(job, claimStartedAt, () => this.#handle(job, onClaim));
  }

  async #handle(job: Job, onClaim?: () => void): Promise<'done' | 'again'> {
    if (onClaim) onClaim();
    // Another job was claimable (its signal may have been spent on this claim): another loop takes it now, or the
    // next one to finish, rather than only this one after its job.
    else if (job.moreClaimable && !this.#wakeOne('signal')) this.#pending = true;
    const handler = this.#handlers.get(job.kind)!;
    const log = this.#jobLog(job);
    const claimedAt = performance.now();
    const durationMs = () => Math.round((performance.now() - claimedAt) * 10) / 10;
    this.#inHand.add(job);
    try {
      // One line per job, at its end, with its duration (as one per request): every wait of a job is bounded by its
      // lease, so the end line always comes; the claim's line is for following a job that has not ended yet.
      log.debug({}, 'job claimed');
      if (job.effectRow !== undefined) handler.claimedWith?.(job, job.effectRow);
      else await handler.claimed?.(this.db, job);
      if (!(await this.#holdWhilePaused(handler, job, log, durationMs))) return 'again';
      const end = await handler.run(job, (trx) => new JobQueue(trx).complete(job), log);
      log.info({ ...end?.fields, durationMs: durationMs() }, end?.message ?? 'job done');
      return job.moreClaimable === false ? 'done' : 'again';
    } catch (error) {
      this.options.onError?.(error, job);
      if (error instanceof LeaseLost) {
        log.warn({ durationMs: durationMs() }, 'job lost its lease (taken over, handed back or settled by staff); its work rolled back');
      } else {
        const state = await new JobQueue(this.db).fail(job, error instanceof Error ? error.message : String(error));
        log.warn(
          { err: error, state, durationMs: durationMs() },
          state === 'dead' ? 'job attempt failed: no attempt left' : 'job attempt failed: retried after a backoff',
        );
      }
    } finally {
      this.#inHand.delete(job);
    }
    return 'again';
  }

  /**
   * While staff pause the workers (src/jobs/pause.ts), holds a claimed job
   * before its work, renewing its lease. False when the job must not run
   * here: its lease was lost (staff requeued or failed it), or this worker is
   * stopping (the job is given back unrun).
   */
  async #holdWhilePaused(handler: JobHandler, job: Job, log: WorkLog, durationMs: () => number): Promise<boolean> {
    const queue = new JobQueue(this.db);
    // The claim read the pause in the same statement; afterwards it is read again each round.
    let paused = job.pauseAtClaim !== undefined ? job.pauseAtClaim !== null : (await new PauseRepo(this.db).hold()) !== null;
    while (paused) {
      if (this.#stopping) {
        if (await queue.release(job)) {
          await handler.released?.(this.db, job);
          log.info({ durationMs: durationMs() }, 'held job given back unrun: the worker is stopping');
        }
        return false;
      }
      await this.#sleep(Math.min(this.options.idlePollMs, this.options.leaseMs / 3), this.#holders);
      if (!this.#stopping && !(await queue.extend(job, this.options.leaseMs))) {
        log.warn({ durationMs: durationMs() }, 'held job lost its lease (requeued or settled by staff): it did not run here');
        return false;
      }
      paused = (await new PauseRepo(this.db).hold()) !== null;
    }
    return true;
  }

  /** A held job's wait: `ms`, or less when pause/resume or stop() wakes the holders. */
  #sleep(ms: number, set: Set<() => void>): Promise<void> {
    return new Promise<void>((resolve) => {
      const end = () => {
        this.#timers.clearTimeout(timer);
        set.delete(end);
        resolve();
      };
      const timer = this.#timers.setTimeout(end, ms);
      set.add(end);
    });
  }

  get #backsOff(): boolean {
    return (this.options.idlePollMaxMs ?? 0) > this.options.idlePollMs;
  }

  /** The next job's due time in ms (at most 0: one is claimable now), null when none is coming, 'failed' when unread. */
  async #due(): Promise<number | null | 'failed'> {
    return new JobQueue(this.db).nextDueMs([...this.#handlers.keys()]).catch(() => 'failed' as const);
  }

  /** How long an idle loop may sleep: the poll interval, or less when a job falls due sooner (`due` as #due() reads it). */
  #waitFor(due: number | null | 'failed'): number {
    // A due job another loop is claiming right now: look again shortly rather than spin.
    return due === null || due === 'failed' ? this.#pollMs : Math.min(this.#pollMs, Math.max(MIN_DUE_WAIT_MS, Math.ceil(due) + 1));
  }

  /** Arms the shared poll to fire within `ms` (an earlier one stays). */
  #armPoll(ms: number): void {
    const due = this.#timers.now() + ms;
    if (this.#pollTimer && this.#pollDue <= due) return;
    if (this.#pollTimer) this.#timers.clearTimeout(this.#pollTimer);
    this.#pollDue = due;
    this.#pollTimer = this.#timers.setTimeout(() => {
      this.#pollTimer = null;
      this.#pollDue = Infinity;
      // The poll backs off; work or a signal brings it back to idlePollMs.
      this.#pollMs = Math.min(Math.max(this.options.idlePollMs, this.options.idlePollMaxMs ?? 0), this.#pollMs * 2);
      this.#wakeOne('poll');
    }, ms);
  }

  /**
   * Sleeps until a signal, stop() or the shared poll (armed to fire within
   * `wait`); at once when a signal came while no loop was asleep. Returns what woke it.
   */
  #idle(wait: number): Promise<Wake> {
    if (this.#pending || this.#stopping) {
      this.#pending = false;
      this.#pollMs = this.options.idlePollMs;
      return Promise.resolve('signal');
    }
    this.#armPoll(wait);
    return new Promise<Wake>((resolve) => {
      const wake = (why: Wake) => {
        this.#wakers.delete(wake);
        if (why === 'signal') this.#pollMs = this.options.idlePollMs;
        resolve(why);
      };
      this.#wakers.add(wake);
    });
  }

  async #loop(): Promise<void> {
    // What the next round starts with: a claim, or (woken by the poll, while backing off) the due time.
    let woken: Wake = 'signal';
    while (!this.#stopping) {
      const probed = woken === 'poll' && this.#backsOff;
      if (probed) {
        const due = await this.#due();
        // Nothing claimable: back to sleep without a claim. A failed read claims, which shows the failure.
        if (due !== 'failed' && (due === null || due > 0)) {
          woken = await this.#idle(this.#waitFor(due));
          continue;
        }
      }
      let round: 'none' | 'done' | 'again' = 'none';
      let failed = false;
      try {
        // Found by the poll: more may be due (lapsed leases, retries); another idle loop looks too, while this one works.
        round = await this.#runOnce(probed ? () => this.#handOnPollWake() : undefined);
      } catch {
        // The database is unreachable: back off and try again.
        failed = true;
      }
      if (round !== 'none' || this.#stopping) {
        this.#pollMs = this.options.idlePollMs;
        // Done, its claim saw no other job and no signal came since: a claim now would come back empty (what commits
        // later signals), so the loop sleeps at once; the shared poll (idlePollMs) finds what falls due unannounced.
        woken = round === 'done' && !this.#pending && !this.#stopping ? await this.#idle(this.#pollMs) : 'signal';
        continue;
      }
      // After an empty claim: until the next job falls due, at most the poll interval.
      woken = await this.#idle(failed || !this.#backsOff ? this.#pollMs : this.#waitFor(await this.#due()));
    }
  }
}
