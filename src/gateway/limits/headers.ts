// The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers) for a
// partner's two policies: "bucket", the token bucket, advertised as its
// depth `q` and the seconds `w` an empty bucket takes to fill (rounded up);
// "daily", the quota of the UTC day. `r` is what is left, `t` the seconds
// until the policy is back to full (the bucket refilled, the day over).
import type { TakeOutcome } from './bucket.ts';
import type { TierLimit } from './limits.ts';

const DAY_SECONDS = 86_400;

export function rateLimitHeaders(limit: TierLimit, outcome: TakeOutcome, now: number, resetAt: number): Record<string, string> {
  return { 'ratelimit-policy': rateLimitPolicy(limit), ratelimit: rateLimitRemaining(limit, outcome, now, resetAt) };
}

const policies = new WeakMap<TierLimit, string>();

/** RateLimit-Policy: the tier's two policies (one string per tier, made once). */
export function rateLimitPolicy(limit: TierLimit): string {
  let policy = policies.get(limit);
  if (policy === undefined) {
    const fillSeconds = Math.ceil(limit.burst / limit.ratePerSecond);
    policy = `"bucket";q=${limit.burst};w=${fillSeconds}, "daily";q=${limit.dailyQuota};w=${DAY_SECONDS}`;
    policies.set(limit, policy);
  }
  return policy;
}

/** RateLimit: what is left of each policy after this request, and when each is full again. */
export function rateLimitRemaining(limit: TierLimit, outcome: TakeOutcome, now: number, resetAt: number): string {
  const tokens = Math.max(0, Math.floor(outcome.tokens));
  const bucketFullIn = Math.ceil((limit.burst - outcome.tokens) / limit.ratePerSecond);
  const dayLeft = Math.max(0, limit.dailyQuota - outcome.used);
  const dayEndsIn = Math.ceil((resetAt - now) / 1000);
  return `"bucket";r=${tokens};t=${Math.max(0, bucketFullIn)}, "daily";r=${dayLeft};t=${dayEndsIn}`;
}
