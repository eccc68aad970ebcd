/** Time, injected wherever it matters (token expiry, quotas, signatures, upload URLs). */
export interface Clock {
  now(): Date;
  /** The same instant in milliseconds, without a Date (per-request checks). */
  nowMs(): number;
}

export const systemClock: Clock = { now: () => new Date(), nowMs: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date | string = '2026-01-15T12:00:00.000Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  nowMs(): number {
    return this.#now;
  }
  advance(ms: number): void {
    this.#now += ms;
  }
  set(at: Date | string): void {
    this.#now = new Date(at).getTime();
  }
}
