// The per-partner limits, right after authentication and before the scope
// check: one token bucket and one daily quota per partner identity, shared by
// all its credentials (app clients, certificates) and read with the tier of
// this very request, so a tier change by staff applies on the next request.
// Every authenticated response carries the RateLimit fields; a refusal is 429
// `rate_limit_exceeded` with Retry-After.
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from '../../clock.ts';
import { gatewayErrors } from '../errors.ts';
import { retryAfterSeconds, utcDay } from './bucket.ts';
import { rateLimitHeaders } from './headers.ts';
import type { GatewayLimits } from './limits.ts';
import type { LimitStore } from '../stores/store.ts';
import { unrecorded, type RefusalRecorder } from '../refusals.ts';
import { unmetered, type UsageRecorder } from '../usage.ts';

export interface PartnerLimitDeps {
  store: LimitStore;
  clock: Clock;
  tiers: GatewayLimits['tiers'];
  keyPrefix: string;
  recorder?: RefusalRecorder;
  /** Per-partner usage counts (src/partners/usage/). */
  usage?: UsageRecorder;
}

export function partnerRateLimit({
  store,
  clock,
  tiers,
  keyPrefix,
  recorder = unrecorded,
  usage = unmetered,
}: PartnerLimitDeps): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const caller = request.caller;
    if (!caller) return; // a public route (GET /v1/ping): the firewall is its only limit
    const limit = tiers[caller.tier];
    const now = clock.now().getTime();
    const { day, resetAt } = utcDay(now);
    // The hash tag keeps both keys of one partner in one Redis Cluster slot.
    const partner = `${keyPrefix}{p${caller.partnerId}}`;
    const outcome = await store.consume({
      now,
      bucket: { key: `${partner}:bucket`, ratePerSecond: limit.ratePerSecond, burst: limit.burst },
      quota: { key: `${partner}:day:${day}`, limit: limit.dailyQuota, resetAt },
    });
    const headers = rateLimitHeaders(limit, outcome, now, resetAt);
    if (outcome.allowed) {
      usage.request(caller.partnerId, now, 'served', outcome.used);
      reply.headers(headers);
      return;
    }
    const refusal = { ...headers, 'retry-after': String(retryAfterSeconds(outcome.waitMs)) };
    const quota = outcome.used >= limit.dailyQuota;
    recorder.refused(quota ? 'quota' : 'bucket', caller.tier);
    usage.request(caller.partnerId, now, quota ? 'quota' : 'bucket', outcome.used);
    throw quota
      ? gatewayErrors.dailyQuotaUsedUp(limit.dailyQuota, caller.tier, refusal)
      : gatewayErrors.rateLimited(limit.ratePerSecond, limit.burst, caller.tier, refusal);
  };
}
