// Redis unreachable: every limit keeps working on this process's memory
// (fail-open to per-process limits, docs/decisions.md "Gateway"), so a Redis
// outage neither stops the API nor lifts its limits, and never answers 500.
// The counts made meanwhile stay local; once Redis answers again, the shared
// counters are used again.
import type { TakeOutcome } from '../limits/bucket.ts';
import type { ConsumeRequest, LimitStore } from './store.ts';

/** At most one warning per this many milliseconds while degraded. */
const NOTICE_INTERVAL_MS = 60_000;

export class ResilientStore implements LimitStore {
  #lastError: Error | null = null;
  #lastNoticeAt = -Infinity;

  constructor(
    private readonly primary: LimitStore,
    private readonly fallback: LimitStore,
  ) {}

  async consume(request: ConsumeRequest): Promise<TakeOutcome> {
    try {
      return await this.primary.consume(request);
    } catch (error) {
      this.#failed(error);
      return this.fallback.consume(request);
    }
  }

  async hit(key: string, now: number, windowEnd: number): Promise<number> {
    try {
      return await this.primary.hit(key, now, windowEnd);
    } catch (error) {
      this.#failed(error);
      return this.fallback.hit(key, now, windowEnd);
    }
  }

  #failed(error: unknown): void {
    this.#lastError = error instanceof Error ? error : new Error(String(error));
  }

  /**
   * The error to log, when the shared store failed since the last notice and
   * none was given in the last minute; callers log it with their request id.
   */
  takeNotice(): Error | null {
    const error = this.#lastError;
    const now = performance.now();
    if (!error || now - this.#lastNoticeAt < NOTICE_INTERVAL_MS) return null;
    this.#lastError = null;
    this.#lastNoticeAt = now;
    return error;
  }

  /** Whether the shared store answers (the fallback always does). */
  async ping(): Promise<void> {
    await this.primary.ping?.();
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}
