// Whether the process's event loop is saturated, as seen by the requests
// that arrive: the signal behind shedding at the listener (admission.ts).
//
// One turn of the loop reads every socket that is ready. While the process
// keeps up, a turn holds a few requests and ends within a millisecond or
// two; once requests arrive faster than they are served, each turn holds
// everything that arrived during the last one, turns grow, and a request
// waits in the kernel for a whole turn before it is even read. So a request
// that arrives when its turn has already run past the budget, after a turn
// that did too, meets a saturated loop: admitting it adds to every later
// request's wait, refusing it costs a few microseconds.
//
// - A turn is timed from its first request (the clock starts there) to the
//   loop's check phase (one setImmediate per turn that saw a request).
// - One long turn is not saturation (a large page rendered, a collection):
//   it takes two in a row, with no idle time between them (a gap of more
//   than a tenth of the budget between the first's end and the second's
//   first request means the loop waited for work: not in a row).
// - Wall time is not the process's time: on a machine whose cores are busy
//   with other work, a turn is long because the process waited for a core,
//   and refusing would not help it. So the process's CPU time over the turn
//   is read too (once a turn, only after a long turn, and per request only
//   while past the budget): at least half the budget must have been its own.
import { cpuUsage } from 'node:process';

/** The process's CPU time (user and system, every thread) in milliseconds. */
function cpuMs(): number {
  const { user, system } = cpuUsage();
  return (user + system) / 1000;
}

export class LoopTurns {
  /** Wall clock (ms) at this turn's first request; a turn with none has not started. */
  #startedAt = 0;
  #started = false;
  /** CPU time at this turn's start, read when the turn before was long (NaN otherwise). */
  #cpuAtStart = Number.NaN;
  #previousLong = false;
  /** Wall clock (ms) at the last turn's end. */
  #endedAt = Number.NEGATIVE_INFINITY;
  #long = false;
  /** Known this turn: saturated (refuse the rest of it). */
  #saturated = false;

  readonly #end = () => {
    this.#started = false;
    this.#endedAt = this.now();
    this.#previousLong = this.#long;
    this.#long = false;
    this.#saturated = false;
    this.#cpuAtStart = Number.NaN;
  };

  /** `now`: the wall clock, ms; `cpu`: the process's CPU time, ms (tests give their own). */
  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly cpu: () => number = cpuMs,
  ) {}

  /** Whether a request arriving now meets a saturated loop, for a turn budget of `budgetMs`. */
  saturated(budgetMs: number): boolean {
    const now = this.now();
    if (!this.#started) {
      this.#started = true;
      this.#startedAt = now;
      if (this.#previousLong && now - this.#endedAt > budgetMs / 10) this.#previousLong = false;
      if (this.#previousLong) this.#cpuAtStart = this.cpu();
      setImmediate(this.#end);
      return false;
    }
    if (this.#saturated) return true;
    if (now - this.#startedAt < budgetMs) return false;
    this.#long = true;
    if (!this.#previousLong) return false;
    // Both turns long: saturated if this one's time was the process's own work, not a wait for a core.
    this.#saturated = this.cpu() - this.#cpuAtStart >= budgetMs / 2;
    return this.#saturated;
  }
}

/** The process's loop, one for every listener in it (they share the loop). */
export const loopTurns = new LoopTurns();
