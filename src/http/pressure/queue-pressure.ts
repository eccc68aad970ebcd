// How much of the arriving work to refuse so that requests do not stand in
// a queue: the signal behind shedding at the listener (admission.ts). Two
// queues are watched, the event loop's and the database pool's.
//
// The loop. One turn of the loop reads every socket that is ready. While
// the process keeps up, a turn holds a few requests and ends within a
// millisecond or two; once requests arrive faster than they are served,
// each turn holds everything that arrived during the last one, and a
// request waits in the kernel for a whole turn before it is even read. A
// loop that is merely busy is not overloaded (a client holding 32
// connections open at full speed keeps it busy with turns of a millisecond,
// and its requests wait for nothing): what shows a standing queue is turns
// that stay long. So, as CoDel judges a router's queue:
//
// - A turn is timed from its first request (the clock starts there) to the
//   loop's check phase (one setImmediate per turn that saw a request), and
//   is long past TARGET_MS if it read a crowd (CROWD_PER_TURN requests): a
//   turn long with one request is that request's work or the process's
//   other work, not requests queued behind each other.
// - The loop's queue stands when turns have stayed long for `afterMs` with
//   no short one between and the loop never idle between them (one long
//   turn, a large page or a collection, is not a queue; neither are long
//   turns with the loop waiting for work between them), and at least half
//   of that time was the process's own CPU: on a machine whose cores are
//   busy with other work a turn is long because the process waited for a
//   core, and refusing would not help it (a test suite on a loaded machine
//   is refused nothing).
//
// The pool. A request that needs the database while every pooled
// connection is busy waits for one; the waits are timed (pool-waits.ts,
// on PostgreSQL's pool), and the pool's queue stands when every wait for
// `afterMs`, POOL_EVIDENCE of them at least, lasted past POOL_TARGET_MS
// while the listeners held a crowd (CROWD_IN_FLIGHT requests): a slow
// database under a few requests, or one request's statements run side by
// side, queue too, and refusing others would not help them. Busy again is not overloaded: ten connections
// serving 32 clients make each wait a statement or two, a few milliseconds.
//
// Either standing, a share of arriving requests is refused at once, chosen
// at random: it starts at START_SHARE, grows while turns stay long or pool
// waits stay past their target, and decays while neither (by time, not by
// turn, since short turns come by the thousand), settling where the queues
// hover about their targets. Once it has decayed to none, a queue standing
// again within RECENT_MS restarts it at once: the same overload returning,
// whose backlog would otherwise build again for `afterMs`.
//
// The pool's queue, once it has stood, is bounded rather than shared: a
// request arriving with a crowd in progress is refused when it would wait
// past POOL_BOUND_MS for a connection (those waiting ahead of it, drained at
// the rate connections come back: pool-waits.ts), and admitted otherwise.
// A random share learns of the queue only from waits already long, and lets
// it grow while it catches up; the bound keeps each admitted request's wait
// near a statement or two however fast the excess arrives, and admits all
// the pool can serve. It holds until it has refused nothing for RECENT_MS.
// Before the queue has stood, a burst is let wait: busy is not overloaded.
// Should waits still stand past their target under the bound for the whole
// onset (an estimate gone wrong), the share starts as well.
import { cpuUsage } from 'node:process';
import { performance } from 'node:perf_hooks';
import type { PoolQueue } from './pool-waits.ts';

/** A turn longer than this (ms) kept requests waiting: the wait a request may have before it is read. */
export const TARGET_MS = 20;
/** Long waits in a row before the pool's queue is judged at all: one or two slow statements are not a queue of requests. */
const POOL_EVIDENCE = 8;
/** A pool whose last long wait ended longer ago than this (ms) has no queue that requests are in. */
const POOL_SILENCE_MS = 100;
/** Requests a long turn must have read to show requests queued behind each other. */
export const CROWD_PER_TURN = 8;
/** Requests in progress (the listeners' in-flight count) for the pool's waits to be a queue of requests. */
export const CROWD_IN_FLIGHT = 32;
/** A wait for a pooled connection longer than this (ms) was a wait behind a queue, not for a statement or two. */
export const POOL_TARGET_MS = 20;
/** While the pool is overloaded, the longest wait for a connection (ms) an admitted request may expect: a statement or two. */
export const POOL_BOUND_MS = 5;
const START_SHARE = 0.1;
/** Some requests are always answered: a process refusing everything could not tell when to stop. */
const MAX_SHARE = 0.95;
/** Per TARGET_MS that a queue stands, the share closes this part of its gap to MAX_SHARE. */
const GROWTH = 0.2;
/** Idle time (ms) between two long turns that shows the loop caught up with its work: they are not in a row. */
const IDLE_GAP_MS = 1;
/** Within this long (ms) after refusing stopped, a queue standing again restarts it without waiting out the onset. */
const RECENT_MS = 1000;
/** While turns are short the share halves every this many ms. */
const HALF_LIFE_MS = 100;

export interface PressureClock {
  /** Wall clock, ms. */
  now(): number;
  /** The process's CPU time (user and system, every thread), ms. */
  cpuMs(): number;
  /** Milliseconds the loop has spent idle, waiting for I/O, since it started. */
  idleMs(): number;
  /** Uniform in [0, 1). */
  random(): number;
  /** Runs `callback` once at the end of this turn of the loop (its check phase). */
  atTurnEnd(callback: () => void): void;
}

const processClock: PressureClock = {
  now: () => performance.now(),
  cpuMs: () => {
    const { user, system } = cpuUsage();
    return (user + system) / 1000;
  },
  idleMs: () => performance.eventLoopUtilization().idle,
  random: Math.random,
  atTurnEnd: (callback) => setImmediate(callback),
};

export type PressureCause = 'loop' | 'database';

export class QueuePressure {
  #inTurn = false;
  #turnStartedAt = 0;
  /** Requests read this turn, and the most in progress at a listener as one arrived. */
  #turnRequests = 0;
  #turnInFlight = 0;
  /** Start of the current run of long turns (null: the last turn was short), and the CPU time then. */
  #longSince: number | null = null;
  #cpuAtLongSince = 0;
  /** The share of arriving requests refused now, and when it last changed. */
  #share = 0;
  #shareAt = 0;
  #afterMs = 0;
  /** When the share last fell to none: a run of long turns soon after needs no onset (the overload came back, not a burst). */
  #stoppedAt = Number.NEGATIVE_INFINITY;
  /** The loop's idle time when the last long turn ended (read only within a run of long turns). */
  #idleAtEnd = 0;
  #longWaitEndedAt = Number.NEGATIVE_INFINITY;
  /** When the last long turn ended. */
  #lastLongAt = Number.NEGATIVE_INFINITY;
  /** Since when every wait for a pooled connection lasted past POOL_TARGET_MS (null: the last one did not), and how many. */
  #poolQueuedSince: number | null = null;
  #longWaits = 0;
  #cause: PressureCause = 'loop';
  #refusedFor: PressureCause = 'loop';
  #pool: PoolQueue | null = null;
  /** Whether the pool's queue is bounded now (see the top), and when the bound last refused. */
  #bounding = false;
  #boundRefusedAt = 0;

  readonly #endTurn = () => {
    this.#inTurn = false;
    this.#turnEnded(this.clock.now());
  };

  constructor(private readonly clock: PressureClock = processClock) {}

  /** The share of requests refused now (0 to MAX_SHARE). */
  get share(): number {
    return this.#share;
  }

  /** The queue that last grew the share: which one the refusals relieve. */
  get cause(): PressureCause {
    return this.#cause;
  }

  /** The queue a request refused last relieves: the pool's for one refused by the bound, else the share's cause. */
  get refusedFor(): PressureCause {
    return this.#refusedFor;
  }

  /** Whether the pool's queue is bounded now, by each request's expected wait (see the top). */
  get bounding(): boolean {
    return this.#bounding;
  }

  /** The pool whose queue, once it stands, is bounded by each request's expected wait (see the top). */
  watchPool(pool: PoolQueue): void {
    this.#pool = pool;
  }

  /** A wait for a pooled connection ended after `ms` (0: one was free). */
  poolWaited(ms: number): void {
    if (ms <= POOL_TARGET_MS) {
      this.#poolQueuedSince = null;
      return;
    }
    this.#longWaitEndedAt = this.clock.now();
    if (this.#poolQueuedSince === null) {
      this.#poolQueuedSince = this.#longWaitEndedAt - ms;
      this.#longWaits = 0;
    }
    this.#longWaits += 1;
  }

  /**
   * Whether to refuse a request arriving now, with `inFlight` requests in progress at its listener; refusing
   * starts after a queue stood for `afterMs`.
   */
  refuse(afterMs: number, inFlight: number): boolean {
    this.#turnRequests += 1;
    if (inFlight > this.#turnInFlight) this.#turnInFlight = inFlight;
    if (!this.#inTurn) {
      this.#inTurn = true;
      this.#afterMs = afterMs;
      const now = this.clock.now();
      // The loop waited for work since the last long turn: its queue emptied, the run of long turns ends.
      if (this.#longSince !== null && this.clock.idleMs() - this.#idleAtEnd > IDLE_GAP_MS) this.#longSince = null;
      this.#turnStartedAt = now;
      this.clock.atTurnEnd(this.#endTurn);
    }
    if (this.#bounding && inFlight >= CROWD_IN_FLIGHT && this.#pool!.expectedWaitMs() > POOL_BOUND_MS) {
      this.#boundRefusedAt = this.clock.now();
      this.#refusedFor = 'database';
      return true;
    }
    if (this.#share === 0 || this.clock.random() >= this.#share) return false;
    this.#refusedFor = this.#cause;
    return true;
  }

  /** Neither queue stands: the share decays with the time since it last changed. */
  #decay(now: number): void {
    if (this.#share === 0) return;
    this.#share *= 0.5 ** ((now - this.#shareAt) / HALF_LIFE_MS);
    this.#shareAt = now;
    if (this.#share < 0.01) {
      this.#share = 0;
      this.#stoppedAt = now;
    }
  }

  #turnEnded(now: number): void {
    const long = now - this.#turnStartedAt > TARGET_MS && this.#turnRequests >= CROWD_PER_TURN;
    // No crowd, or no wait has ended lately (the routes served now need no connection): no queue of requests at the pool.
    if (this.#turnInFlight < CROWD_IN_FLIGHT || now - this.#longWaitEndedAt > POOL_SILENCE_MS) this.#poolQueuedSince = null;
    this.#turnRequests = 0;
    this.#turnInFlight = 0;
    if (this.#bounding && now - this.#boundRefusedAt > RECENT_MS) {
      this.#bounding = false;
      this.#stoppedAt = now;
    }
    if (long) {
      this.#idleAtEnd = this.clock.idleMs();
      this.#lastLongAt = now;
    } else this.#longSince = null;
    // While the loop's turns run long (lately), a wait for a connection is long because the loop is late to hand it
    // over: the loop's queue, not the pool's.
    const poolQueued = this.#poolQueuedSince !== null && this.#longWaits >= POOL_EVIDENCE && now - this.#lastLongAt > POOL_SILENCE_MS;
    if (!long && !poolQueued) return this.#decay(now);
    if (this.#share !== 0) {
      // By time, as the decay: the pool's queue may stand through a thousand short turns a second.
      this.#share += (MAX_SHARE - this.#share) * (1 - (1 - GROWTH) ** ((now - this.#shareAt) / TARGET_MS));
      this.#shareAt = now;
      this.#cause = long ? 'loop' : 'database';
      return;
    }
    this.#shareAt = now;
    const recent = now - this.#stoppedAt <= RECENT_MS;
    // Under the bound, only a queue standing for the whole onset starts the share: the bound's own misses are brief.
    if (poolQueued && ((recent && !this.#bounding) || now - this.#poolQueuedSince! >= this.#afterMs)) return this.#start('database');
    if (!long) return;
    if (this.#longSince === null) {
      this.#longSince = now;
      this.#cpuAtLongSince = this.clock.cpuMs();
      return;
    }
    const lasted = now - this.#longSince;
    if (lasted < this.#afterMs && !recent) return;
    const cpu = this.clock.cpuMs();
    if (cpu - this.#cpuAtLongSince >= lasted / 2) this.#start('loop');
    else {
      // The turns were long waiting for a core: not this process's overload. Judge the next stretch afresh.
      this.#longSince = now;
      this.#cpuAtLongSince = cpu;
    }
  }

  #start(cause: PressureCause): void {
    if (cause === 'database' && this.#pool !== null && !this.#bounding) {
      this.#bounding = true;
      this.#boundRefusedAt = this.clock.now();
      this.#poolQueuedSince = null;
      return;
    }
    this.#share = START_SHARE;
    this.#cause = cause;
  }
}
