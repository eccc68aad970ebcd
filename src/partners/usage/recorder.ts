// Counts each partner's requests and 429s per UTC hour in this process's
// memory (the gateway calls `request` on every authenticated request) and
// adds them to `partner_usage_hourly` every few seconds and at shutdown: one
// upsert per flush for every (partner, hour) counted, never a write per
// request. Every API process adds its own counts, so the rows are the sum
// over processes without a shared counter; the quota use is the highest any
// process saw (the quota itself is counted in Redis when configured). A
// failed flush keeps its counts for the next one.
import type { UsageOutcome, UsageRecorder } from '../../gateway/usage.ts';
import type { Db } from '../../db/transaction.ts';
import { UsageRepo, type HourCounts } from './repo.ts';

const HOUR_MS = 3_600_000;

/**
 * One number per (partner, hour), not a string built per request: the hour's index times 2^32 plus the
 * partner's id (a PostgreSQL integer, below 2^31), within 2^53 for the next hundred thousand years.
 */
function countKey(partnerId: number, hourStart: number): number {
  return (hourStart / HOUR_MS) * 4_294_967_296 + partnerId;
}

export interface UsageLog {
  error(fields: Record<string, unknown>, message: string): void;
}

export class UsageCounter implements UsageRecorder {
  #counts = new Map<number, HourCounts>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly flushMs: number,
    private readonly log: UsageLog | null = null,
  ) {}

  request(partnerId: number, at: number, outcome: UsageOutcome, quotaUsed: number): void {
    const hour = at - (at % HOUR_MS);
    const key = countKey(partnerId, hour);
    let row = this.#counts.get(key);
    if (!row) {
      row = { partnerId, hour: new Date(hour), requests: 0, refusedBucket: 0, refusedQuota: 0, quotaUsed: 0 };
      this.#counts.set(key, row);
    }
    row.requests += 1;
    if (outcome === 'bucket') row.refusedBucket += 1;
    else if (outcome === 'quota') row.refusedQuota += 1;
    if (quotaUsed > row.quotaUsed) row.quotaUsed = quotaUsed;
    if (!this.#timer) this.#schedule();
  }

  #schedule(): void {
    this.#timer = setTimeout(() => {
      this.#timer = null;
      // A failure keeps the counts; the next request (or close) schedules the next attempt.
      this.flush().catch((error: unknown) =>
        this.log?.error({ err: error }, 'usage counts could not be written (database unavailable?); kept for the next flush'),
      );
    }, this.flushMs);
    this.#timer.unref();
  }

  /** Writes what was counted so far (after any flush in progress); on failure the counts stay for the next flush. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.#counts.size === 0) return;
    const rows = [...this.#counts.values()];
    this.#counts = new Map();
    this.#flushing = new UsageRepo(this.db).add(rows).catch((error: unknown) => {
      for (const r of rows) this.#merge(r);
      throw error;
    });
    try {
      await this.#flushing;
    } finally {
      this.#flushing = null;
    }
  }

  #merge(r: HourCounts): void {
    const key = countKey(r.partnerId, r.hour.getTime());
    const row = this.#counts.get(key);
    if (!row) {
      this.#counts.set(key, r);
      return;
    }
    row.requests += r.requests;
    row.refusedBucket += r.refusedBucket;
    row.refusedQuota += r.refusedQuota;
    row.quotaUsed = Math.max(row.quotaUsed, r.quotaUsed);
  }

  /** Stops the timer and writes what is left (shutdown). */
  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.flush();
  }
}
