// Counters in this process's memory: the store without REDIS_URL, and the
// fallback while Redis is unreachable. Calls run synchronously, so each is
// atomic within the process. Entries carry an expiry (in the injected
// clock's time) and are swept as the maps grow, so keys an attacker invents
// (client ids, source addresses) cannot grow memory without bound.
import { refill, take, type BucketState, type TakeOutcome } from '../limits/bucket.ts';
import type { ConsumeRequest, LimitStore } from './store.ts';

interface Expiring {
  expiresAt: number;
}

/** A map whose expired entries are dropped lazily and swept when it doubles in size. */
class ExpiringMap<V extends Expiring> {
  readonly #entries = new Map<string, V>();
  #sweepAt = 10_000;

  get(key: string, now: number): V | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  set(key: string, value: V, now: number): void {
    this.#entries.set(key, value);
    if (this.#entries.size < this.#sweepAt) return;
    for (const [k, v] of this.#entries) if (v.expiresAt <= now) this.#entries.delete(k);
    this.#sweepAt = Math.max(10_000, this.#entries.size * 2);
  }
}

export class MemoryStore implements LimitStore {
  readonly #buckets = new ExpiringMap<BucketState & Expiring>();
  readonly #counters = new ExpiringMap<{ count: number } & Expiring>();

  readonly immediate = {
    consume: (request: ConsumeRequest) => this.#consume(request),
    hit: (key: string, now: number, windowEnd: number) => this.#hit(key, now, windowEnd),
  };

  async consume(request: ConsumeRequest): Promise<TakeOutcome> {
    return this.#consume(request);
  }

  async hit(key: string, now: number, windowEnd: number): Promise<number> {
    return this.#hit(key, now, windowEnd);
  }

  #consume({ now, bucket, quota }: ConsumeRequest): TakeOutcome {
    // The live entries are updated where they are: one lookup per map on the hot path, no new entry per request.
    const held = this.#buckets.get(bucket.key, now);
    const state = refill(held, now, bucket);
    const counter = quota ? this.#counters.get(quota.key, now) : undefined;
    const outcome = take(state, bucket, quota ? { limit: quota.limit, used: counter?.count ?? 0, resetAt: quota.resetAt } : null, now);
    // Kept until it would be full again; a missing bucket reads as full.
    const expiresAt = state.at + ((bucket.burst - outcome.tokens) * 1000) / bucket.ratePerSecond + 1;
    if (held) {
      held.tokens = outcome.tokens;
      held.at = state.at;
      held.expiresAt = expiresAt;
    } else this.#buckets.set(bucket.key, { tokens: outcome.tokens, at: state.at, expiresAt }, now);
    if (quota && outcome.allowed) {
      if (counter) {
        counter.count = outcome.used;
        counter.expiresAt = quota.resetAt;
      } else this.#counters.set(quota.key, { count: outcome.used, expiresAt: quota.resetAt }, now);
    }
    return outcome;
  }

  #hit(key: string, now: number, windowEnd: number): number {
    const entry = this.#counters.get(key, now);
    if (!entry) {
      this.#counters.set(key, { count: 1, expiresAt: windowEnd }, now);
      return 1;
    }
    entry.count += 1;
    entry.expiresAt = windowEnd;
    return entry.count;
  }

  async close(): Promise<void> {}
}
