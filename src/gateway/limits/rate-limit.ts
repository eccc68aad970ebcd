// The per-partner limits, right after authentication and before the scope
// check: one token bucket and one daily quota per partner identity, shared by
// all its credentials (app clients, certificates) and read with the tier of
// this very request, so a tier change by staff applies on the next request.
// Every authenticated response carries the RateLimit fields; a refusal is 429
// `rate_limit_exceeded` with Retry-After.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import type { Clock } from '../../clock.ts';
import { gatewayErrors } from '../errors.ts';
import { retryAfterSeconds, utcDay, type TakeOutcome } from './bucket.ts';
import { rateLimitHeaders, rateLimitPolicy, rateLimitRemaining } from './headers.ts';
import type { GatewayLimits, TierLimit } from './limits.ts';

const DAY_MS = 86_400_000;
import type { LimitStore } from '../stores/store.ts';
import { unrecorded, type RefusalRecorder } from '../refusals.ts';
import { unmetered, type UsageRecorder } from '../usage.ts';
import { extended } from '../../objects.ts';
import { type Decision, DecisionTrace } from '../traced.ts';

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
}: PartnerLimitDeps): onRequestHookHandler {
  // The UTC day, worked out again only when the clock leaves it (midnight, or a clock set back).
  let day = '';
  let dayStart = 0;
  let resetAt = 0;
  const traced = new DecisionTrace('gateway.rate_limit', store.immediate === undefined);
  // Each partner's two keys for the day, built once a day rather than per request.
  let keys = new Map<number, { bucket: string; quota: string }>();
  const keysOf = (partnerId: number, now: number) => {
    if (now >= resetAt || now < dayStart) {
      ({ day, resetAt } = utcDay(now));
      dayStart = resetAt - DAY_MS;
      keys = new Map();
    }
    let found = keys.get(partnerId);
    if (!found) {
      const partner = `${keyPrefix}{p${partnerId}}`;
      found = { bucket: `${partner}:bucket`, quota: `${partner}:day:${day}` };
      keys.set(partnerId, found);
    }
    return found;
  };
  /** Served: the RateLimit fields; refused: the 429 thrown. */
  const settle = (request: FastifyRequest, reply: FastifyReply, limit: TierLimit, outcome: TakeOutcome, now: number, ends: number) => {
    const caller = request.caller!;
    if (outcome.allowed) {
      usage.request(caller.partnerId, now, 'served', outcome.used);
      reply.header('ratelimit-policy', rateLimitPolicy(limit));
      reply.header('ratelimit', rateLimitRemaining(limit, outcome, now, ends));
      // An authenticated answer is the caller's own (its people's details, signed links): no cache keeps it.
      reply.header('cache-control', 'no-store');
      return;
    }
    const refusal = extended(rateLimitHeaders(limit, outcome, now, ends), { 'retry-after': String(retryAfterSeconds(outcome.waitMs)) });
    const quota = outcome.used >= limit.dailyQuota;
    recorder.refused(quota ? 'quota' : 'bucket', caller.tier);
    usage.request(caller.partnerId, now, quota ? 'quota' : 'bucket', outcome.used);
    throw quota
      ? gatewayErrors.dailyQuotaUsedUp(limit.dailyQuota, caller.tier, refusal)
      : gatewayErrors.rateLimited(limit.ratePerSecond, limit.burst, caller.tier, refusal);
  };
  /** Served: on with the chain; refused (the 429 thrown): the error ends it. */
  const decided = (
    request: FastifyRequest,
    reply: FastifyReply,
    limit: TierLimit,
    outcome: TakeOutcome,
    now: number,
    ends: number,
    decision: Decision | null,
    done: HookHandlerDoneFunction,
  ) => {
    try {
      settle(request, reply, limit, outcome, now, ends);
    } catch (error) {
      if (decision) traced.settle(decision, true);
      return done(error as Error);
    }
    if (decision) traced.settle(decision, false);
    done();
  };
  // Callback style: with the counters in this process's memory the request goes on without a promise.
  return (request, reply, done) => {
    const caller = request.caller;
    if (!caller) return done(); // a public route (GET /v1/ping): the firewall is its only limit
    // Read with this request's tier: a tier change applies on the next request.
    const limit = tiers[caller.tier];
    const now = clock.nowMs();
    const { bucket, quota } = keysOf(caller.partnerId, now);
    const ends = resetAt;
    const consume = {
      now,
      bucket: { key: bucket, ratePerSecond: limit.ratePerSecond, burst: limit.burst },
      quota: { key: quota, limit: limit.dailyQuota, resetAt: ends },
    };
    const decision = traced.begin(request.raw);
    if (store.immediate) return decided(request, reply, limit, store.immediate.consume(consume), now, ends, decision, done);
    const take = () => store.consume(consume);
    (decision ? traced.within(decision, take) : take()).then(
      (outcome) => decided(request, reply, limit, outcome, now, ends, decision, done),
      (error: Error) => {
        if (decision) traced.settle(decision, true);
        done(error);
      },
    );
  };
}
