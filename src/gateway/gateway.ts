// Builds the gateway from the configuration: counters in Redis when
// REDIS_URL is set (falling back to this process's memory while Redis is
// unreachable), in memory otherwise; time from the injected clock.
import type { Clock } from '../clock.ts';
import { edgeFirewall } from './firewall/firewall.ts';
import type { GatewayHooks } from './hooks.ts';
import { unrecorded, type RefusalRecorder } from './refusals.ts';
import type { UsageRecorder } from './usage.ts';
import { SPEC_LIMITS, type GatewayLimits } from './limits/limits.ts';
import { MemoryStore } from './stores/memory-store.ts';
import { partnerRateLimit } from './limits/rate-limit.ts';
import { RedisStore } from './stores/redis-store.ts';
import { ResilientStore } from './stores/resilient-store.ts';
import type { LimitStore } from './stores/store.ts';
import { tokenRequestLimiter } from './limits/token-limit.ts';

export interface GatewayOptions {
  /** The spec's limits unless given (tests give small windows, or limits that never bite). */
  limits?: GatewayLimits;
  /** Overrides REDIS_URL: a URL, or null for process memory. */
  redisUrl?: string | null;
  /** Namespace of the Redis keys; processes of one environment share it. */
  keyPrefix?: string;
  /** How long a check waits on Redis before counting in memory (tests on a busy machine wait longer). */
  redisTimeoutMs?: number;
  /** Where refusals are counted (the platform's metrics). */
  recorder?: RefusalRecorder;
  /** Where each partner's requests and 429s are counted (the usage history). */
  usage?: UsageRecorder;
}

/** What the gateway reads of the environment's configuration. */
export interface GatewaySettings {
  redisUrl: string | null;
  environment: string;
}

export function createGateway(config: GatewaySettings, clock: Clock, options: GatewayOptions = {}): GatewayHooks {
  const limits = options.limits ?? SPEC_LIMITS;
  const redisUrl = options.redisUrl === undefined ? config.redisUrl : options.redisUrl;
  const keyPrefix = options.keyPrefix ?? `pcapi:${config.environment}:gw:`;
  const store: LimitStore = redisUrl
    ? new ResilientStore(new RedisStore(redisUrl, options.redisTimeoutMs), new MemoryStore())
    : new MemoryStore();
  const recorder = options.recorder ?? unrecorded;
  return {
    beforeAuthentication: [edgeFirewall({ store, clock, limit: limits.firewall, keyPrefix, recorder })],
    afterAuthentication: [
      partnerRateLimit({ store, clock, tiers: limits.tiers, keyPrefix, recorder, ...(options.usage && { usage: options.usage }) }),
    ],
    tokenRequest: tokenRequestLimiter({ store, clock, limit: limits.token, registration: limits.registration, keyPrefix, recorder }),
    close: () => store.close(),
    ...(store.ping && { ping: () => store.ping!() }),
  };
}
