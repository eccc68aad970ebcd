// What the job worker's idle loops sleep on (src/jobs/worker.ts), and the
// webhook dispatcher's loop (src/events/webhooks/dispatch/sleeps.ts): the
// process's timers, or a test's own, which it fires by hand so that a job run
// while the poll is armed can only have been brought in by its signal, and
// each poll's effect can be counted without waiting on real time.

/** The timers the idle poll and a held job's waits use, and the monotonic clock they are armed by. */
export interface IdleTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Milliseconds, as performance.now(). */
  now(): number;
}

export const processTimers: IdleTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  now: () => performance.now(),
};
