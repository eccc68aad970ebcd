// The token endpoint's own limit, independent of the API's: a bucket per
// source address (checked first, before anything of the request is read)
// and one per client id as presented, whether or not it exists, so guessing
// a client's secret is throttled from any number of addresses.
import { createHash } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { retryAfterSeconds } from './bucket.ts';
import type { GatewayLimits } from './limits.ts';
import { sourceKey } from '../firewall/source-address.ts';
import type { LimitStore } from '../stores/store.ts';

export interface TokenRequestLimiter {
  /** Null when the request may proceed; otherwise the Retry-After in whole seconds. */
  check(sourceIp: string, clientId: string | null): Promise<number | null>;
  /**
   * The same two buckets for the interactive sign-in form, on keys of its
   * own: per source address, and per email address as typed (lower-cased),
   * whether or not an account has it, so guessing one person's password is
   * throttled from any number of addresses.
   */
  checkSignIn(sourceIp: string, email: string): Promise<number | null>;
}

export interface TokenLimitDeps {
  store: LimitStore;
  clock: Clock;
  limit: GatewayLimits['token'];
  keyPrefix: string;
}

export function tokenRequestLimiter({ store, clock, limit, keyPrefix }: TokenLimitDeps): TokenRequestLimiter {
  const guard = async (kind: 'token' | 'signin', sourceIp: string, subject: string | null): Promise<number | null> => {
    const now = clock.now().getTime();
    const byIp = await store.consume({ now, bucket: { key: `${keyPrefix}${kind}:ip:${sourceKey(sourceIp)}`, ...limit.perSourceIp } });
    if (!byIp.allowed) return retryAfterSeconds(byIp.waitMs);
    if (subject === null) return null;
    // Hashed: the subject is whatever the caller sent, of any length.
    const id = createHash('sha256').update(subject).digest('base64url');
    const bySubject = await store.consume({
      now,
      bucket: { key: `${keyPrefix}${kind}:${kind === 'token' ? 'client' : 'account'}:${id}`, ...limit.perClientId },
    });
    return bySubject.allowed ? null : retryAfterSeconds(bySubject.waitMs);
  };
  return {
    check: (sourceIp, clientId) => guard('token', sourceIp, clientId),
    checkSignIn: (sourceIp, email) => guard('signin', sourceIp, email.trim().toLowerCase()),
  };
}
