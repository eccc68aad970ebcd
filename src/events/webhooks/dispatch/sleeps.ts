// The dispatcher's waits between rounds (dispatcher.ts): the idle sleep until
// the next poll or a wake-up, and the pause that lets commits close together
// share a fan-out. Both run on the timers it is given, as does the clock its
// rounds read: the process's, or a test's own (the job worker's IdleTimers,
// src/jobs/idle-timers.ts), which it fires by hand, so that a delivery sent
// while the poll is armed can only have been brought in by its wake-up, and
// each poll's statements can be counted without waiting on real time.
import { processTimers, type IdleTimers } from '../../../jobs/idle-timers.ts';

export class LoopSleeps {
  /** Ends the idle sleep early (a wake-up, stop()). */
  #wake: (() => void) | null = null;
  /** Ends the commits' pause early (stop() only: a wake-up does not). */
  #endPause: (() => void) | null = null;

  constructor(private readonly timers: IdleTimers = processTimers) {}

  /** Milliseconds, as performance.now(): the clock the rounds compare. */
  now(): number {
    return this.timers.now();
  }

  /** Sleeps `ms`, or until wake() or endAll(). */
  idle(ms: number): Promise<void> {
    return this.#sleep(ms, (end) => (this.#wake = end));
  }

  /** Waits `ms`, or until endAll(); a wake-up does not end it. */
  pause(ms: number): Promise<void> {
    return this.#sleep(ms, (end) => (this.#endPause = end));
  }

  /** Ends the idle sleep, if one is under way. */
  wake(): void {
    this.#wake?.();
  }

  /** Ends every wait under way (stop()). */
  endAll(): void {
    this.#wake?.();
    this.#endPause?.();
  }

  #sleep(ms: number, hold: (end: (() => void) | null) => void): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        this.timers.clearTimeout(timer);
        hold(null);
        resolve();
      };
      const timer = this.timers.setTimeout(end, ms);
      hold(end);
    });
  }
}
