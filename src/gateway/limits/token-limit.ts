// The token endpoint's own limit, independent of the API's. Nobody else's
// failures can keep a client's owner out, so nothing is counted per client
// id alone before the secret is known good:
// - per source address, every request (checked first, before anything of
//   the request is read);
// - per client id as presented AND source address, every attempt (whether
//   or not the client exists): guessing from one address is a trickle, and
//   only the owner's own address can spend the owner's allowance there;
// - per client id, once its secret has verified: the owner's own use, from
//   any number of addresses (only a holder of the secret spends it);
// - per client id, before a slow (legacy scrypt) verification: the CPU one
//   client id can cost us stays bounded whatever the number of addresses.
//   Only clients not used since the switch to HMAC hashes have one; their
//   first success re-hashes them (docs/decisions.md, "Gateway").
// Dynamic client registration has a bucket of its own per source address:
// it is open to anyone and every success stores a row.
import { createHash } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { retryAfterSeconds } from './bucket.ts';
import type { BucketLimit, GatewayLimits } from './limits.ts';
import { sourceKey } from '../firewall/source-address.ts';
import type { LimitStore } from '../stores/store.ts';
import { unrecorded, type RefusalRecorder } from '../refusals.ts';

/** The per-client allowances the token service consults once it knows the client. */
export interface ClientAllowance {
  /** Before a slow (legacy scrypt) secret verification: null, or the Retry-After in seconds. */
  slowVerification(clientId: string): Promise<number | null>;
  /** After the secret verified: the owner's own use. Null, or the Retry-After in seconds. */
  verified(clientId: string): Promise<number | null>;
}

export interface TokenRequestLimiter extends ClientAllowance {
  /** Null when the request may proceed; otherwise the Retry-After in whole seconds. */
  check(sourceIp: string, clientId: string | null): Promise<number | null>;
  /**
   * The same two buckets for the interactive sign-in form, on keys of its
   * own: per source address, and per email address as typed (lower-cased),
   * whether or not an account has it, so guessing one person's password is
   * throttled from any number of addresses. `knownDevice`: the browser has
   * signed in to this email before (its form's known-device cookie): only
   * its address's bucket counts, so guesses at the email from elsewhere cannot
   * lock its owner out.
   */
  checkSignIn(sourceIp: string, email: string, realm?: SignInRealm, knownDevice?: boolean): Promise<number | null>;
  /** checkSignIn's per-address bucket alone: cheap, so a form checks it before anything else of the request. */
  checkSignInAddress(sourceIp: string, realm?: SignInRealm): Promise<number | null>;
  /**
   * checkSignIn's per-email bucket alone, for a form that charges it only for
   * a real password attempt (past its CSRF and request checks): a request
   * refused before then costs the account nothing.
   */
  checkSignInAccount(email: string, realm?: SignInRealm): Promise<number | null>;
  /** POST /oauth2/register, per source address: null, or the Retry-After in whole seconds. */
  checkRegistration(sourceIp: string): Promise<number | null>;
}

/** Whose sign-in form: partner staff (MCP, the default) or the back-office console; each has buckets of its own. */
export type SignInRealm = 'signin' | 'console';

export interface TokenLimitDeps {
  store: LimitStore;
  clock: Clock;
  limit: GatewayLimits['token'];
  registration: GatewayLimits['registration'];
  keyPrefix: string;
  recorder?: RefusalRecorder;
}

/** Hashed: a subject is whatever the caller sent, of any length. */
const digest = (subject: string) => createHash('sha256').update(subject).digest('base64url');

export function tokenRequestLimiter({
  store,
  clock,
  limit,
  registration,
  keyPrefix,
  recorder = unrecorded,
}: TokenLimitDeps): TokenRequestLimiter {
  const take = async (key: string, bucket: BucketLimit, kind: 'token' | 'registration' = 'token'): Promise<number | null> => {
    const outcome = await store.consume({ now: clock.now().getTime(), bucket: { key: `${keyPrefix}${key}`, ...bucket } });
    if (outcome.allowed) return null;
    recorder.refused(kind, 'none');
    return retryAfterSeconds(outcome.waitMs);
  };
  const signInAddress = (sourceIp: string, realm: SignInRealm = 'signin') => take(`${realm}:ip:${sourceKey(sourceIp)}`, limit.perSourceIp);
  const signInAccount = (email: string, realm: SignInRealm = 'signin') =>
    take(`${realm}:account:${digest(email.trim().toLowerCase())}`, limit.perClientId);
  return {
    async check(sourceIp, clientId) {
      const source = sourceKey(sourceIp);
      const byIp = await take(`token:ip:${source}`, limit.perSourceIp);
      if (byIp !== null || clientId === null) return byIp;
      return take(`token:client-ip:${digest(`${clientId}\n${source}`)}`, limit.perClientId);
    },
    verified: (clientId) => take(`token:client-ok:${digest(clientId)}`, limit.perClientId),
    slowVerification: (clientId) => take(`token:client-slow:${digest(clientId)}`, limit.perClientId),
    async checkSignIn(sourceIp, email, realm = 'signin', knownDevice = false) {
      const byIp = await signInAddress(sourceIp, realm);
      if (knownDevice) return byIp;
      return byIp ?? signInAccount(email, realm);
    },
    checkSignInAddress: signInAddress,
    checkSignInAccount: signInAccount,
    checkRegistration: (sourceIp) => take(`register:ip:${sourceKey(sourceIp)}`, registration.perSourceIp, 'registration'),
  };
}
