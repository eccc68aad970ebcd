// Token-bucket and daily-quota arithmetic, pure and driven by the injected
// clock's milliseconds. The in-memory store runs it as is; the Redis store's
// Lua script (redis-scripts.ts) is the same steps, line for line.
import type { BucketLimit } from './limits.ts';

export interface BucketState {
  /** Tokens in the bucket at `at` (fractional). */
  tokens: number;
  /** Milliseconds since the epoch of the last update. */
  at: number;
}

/**
 * The bucket at `now`: a missing bucket is full; tokens accrue at the rate up
 * to the depth. A clock behind the last update (another process's clock)
 * adds nothing rather than going back in time. A depth lowered since (a tier
 * change) caps the tokens at once.
 */
export function refill(state: BucketState | undefined, now: number, limit: BucketLimit): BucketState {
  if (!state) return { tokens: limit.burst, at: now };
  const elapsed = Math.max(0, now - state.at);
  return { tokens: Math.min(limit.burst, state.tokens + (elapsed * limit.ratePerSecond) / 1000), at: Math.max(now, state.at) };
}

/** Floating-point slack, so 3,000 ms at 1/3 token per second makes a whole token. */
export const EPSILON = 1e-9;

export interface QuotaState {
  limit: number;
  used: number;
  /** When the quota resets (the next 00:00 UTC), in milliseconds. */
  resetAt: number;
}

export interface TakeOutcome {
  allowed: boolean;
  /** Tokens left in the bucket after this request. */
  tokens: number;
  /** Requests counted against the quota, this one included when allowed (0 without a quota). */
  used: number;
  /** 0 when allowed; otherwise milliseconds until a request would be served. */
  waitMs: number;
}

/**
 * One request against a bucket (already refilled to `now`) and an optional
 * quota. It is served only when both allow it, and then it costs one token
 * and one unit of quota; a refused request costs nothing. The wait is the
 * longer of the two: the next whole token, and the quota's reset.
 */
export function take(bucket: BucketState, limit: BucketLimit, quota: QuotaState | null, now: number): TakeOutcome {
  let waitMs = 0;
  if (bucket.tokens < 1 - EPSILON) waitMs = Math.ceil(((1 - bucket.tokens) * 1000) / limit.ratePerSecond);
  if (quota && quota.used >= quota.limit) waitMs = Math.max(waitMs, quota.resetAt - now);
  if (waitMs > 0) return { allowed: false, tokens: bucket.tokens, used: quota?.used ?? 0, waitMs };
  return { allowed: true, tokens: Math.max(0, bucket.tokens - 1), used: quota ? quota.used + 1 : 0, waitMs: 0 };
}

/** Retry-After in whole seconds, never 0 for a refused request. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** The UTC day of `now` (`2026-01-15`) and the millisecond of the next 00:00 UTC. */
export function utcDay(now: number): { day: string; resetAt: number } {
  const date = new Date(now);
  const resetAt = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
  return { day: date.toISOString().slice(0, 10), resetAt };
}
