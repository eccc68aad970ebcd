// Idle timers a test fires by hand (src/jobs/idle-timers.ts: the job worker's
// idle loops, the webhook dispatcher's loop): nothing armed on them runs on
// its own, so work done while a poll is armed was brought in by its wake-up,
// and each poll's effect can be counted without waiting on real time.
import type { IdleTimers } from '../../src/jobs/idle-timers.ts';

export class HandTimers implements IdleTimers {
  readonly #armed = new Map<object, { run: () => void; ms: number; due: number }>();
  #now = 0;
  #onArm: (() => void) | null = null;
  /** Each timer's delay as it was armed, in order. */
  readonly delays: number[] = [];

  /**
   * `standing`: time stands still between firings (the job worker's test). `flowing`: the clock is the process's
   * monotonic one plus the time skipped by firings (the dispatcher's windows measure real latencies on it).
   */
  constructor(private readonly time: 'standing' | 'flowing' = 'standing') {}

  setTimeout(run: () => void, ms: number): object {
    const handle = {};
    this.#armed.set(handle, { run, ms, due: this.now() + ms });
    this.delays.push(ms);
    this.#onArm?.();
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.#armed.delete(handle as object);
  }
  now(): number {
    return this.time === 'standing' ? this.#now : performance.now() + this.#now;
  }
  /** Until a timer is armed: its delay. */
  async armed(): Promise<number> {
    while (this.#armed.size === 0) await new Promise<void>((resolve) => (this.#onArm = resolve));
    this.#onArm = null;
    return [...this.#armed.values()][0]!.ms;
  }
  /** Fires the earliest armed timer (after one is armed); the clock moves on to its due time. */
  async fire(): Promise<void> {
    await this.armed();
    const [handle, timer] = [...this.#armed].sort((a, b) => a[1].due - b[1].due)[0]!;
    this.#armed.delete(handle);
    this.#now += Math.max(0, timer.due - this.now());
    timer.run();
  }
}

/** Fires the idle poll until it is armed for at least `ms`: the loop's poll has backed off that far. */
export async function backOff(timers: HandTimers, ms: number): Promise<void> {
  for (let polls = 0; (await timers.armed()) < ms; polls++) {
    if (polls === 64) throw new Error(`the poll did not back off to ${ms} ms in 64 empty rounds (armed: ${timers.delays.slice(-5)})`);
    await timers.fire();
  }
}
