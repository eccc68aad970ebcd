// The token endpoint's own limit, independent of the API's: a bucket per
// source address (checked first, before anything of the request is read)
// and one per client id as presented, whether or not it exists, so guessing
// a client's secret is throttled from any number of addresses.
import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { retryAfterSeconds } from './bucket.ts';
import type { GatewayLimits } from './limits.ts';
import { sourceKey } from './source-address.ts';
import type { LimitStore } from './store.ts';

export interface TokenRequestLimiter {
  /** Null when the request may proceed; otherwise the Retry-After in whole seconds. */
  check(sourceIp: string, clientId: string | null): Promise<number | null>;
}

export interface TokenLimitDeps {
  store: LimitStore;
  clock: Clock;
  limit: GatewayLimits['token'];
  keyPrefix: string;
}

export function tokenRequestLimiter({ store, clock, limit, keyPrefix }: TokenLimitDeps): TokenRequestLimiter {
  return {
    async check(sourceIp, clientId) {
      const now = clock.now().getTime();
      const byIp = await store.consume({ now, bucket: { key: `${keyPrefix}token:ip:${sourceKey(sourceIp)}`, ...limit.perSourceIp } });
      if (!byIp.allowed) return retryAfterSeconds(byIp.waitMs);
      if (clientId === null) return null;
      // Hashed: the id is whatever the caller sent, of any length.
      const id = createHash('sha256').update(clientId).digest('base64url');
      const byClient = await store.consume({ now, bucket: { key: `${keyPrefix}token:client:${id}`, ...limit.perClientId } });
      return byClient.allowed ? null : retryAfterSeconds(byClient.waitMs);
    },
  };
}
