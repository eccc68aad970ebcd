// The OAuth2 client-credentials exchange (RFC 6749 §4.4) and the resolution
// of a bearer token into a Caller on every request.
import type { Db } from '../db/transaction.ts';
import { BATCHED_READS_DEFAULTS, BatchedReads } from '../db/batched-reads.ts';
import { outsideAnyTrace } from '../tracing/spans.ts';
import { callerFor, type Caller } from '../access/caller.ts';
import type { ClientAllowance } from '../gateway/limits/token-limit.ts';
import { CREDENTIAL_PARTNER, ClientsRepo, PartnersRepo, type CredentialPartnerRow } from './repo.ts';
import type { CredentialCache, CredentialCacheCounts } from './credential-cache.ts';
import { findStaffCaller } from './signin/staff-repo.ts';
import { SCOPES, intersectScopes, normaliseScope } from '../access/scopes.ts';
import type { SecretHasher } from './secrets.ts';
import type { AccessTokenClaims, TokenIssuer } from './tokens.ts';

/** RFC 6749 §5.2 error codes this endpoint answers with, and the gateway's own 429 code. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'rate_limit_exceeded'
  | 'invalid_grant'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata';

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    /** Seconds, sent as Retry-After (the token endpoint's rate limit). */
    readonly retryAfter?: number,
  ) {
    super(description);
  }
}

/** Throws the endpoint's 429 when a limit answered a Retry-After. */
async function throttled(retryAfter: Promise<number | null>): Promise<void> {
  const seconds = await retryAfter;
  if (seconds !== null) throw new OAuthError('rate_limit_exceeded', `Too many token requests; retry after ${seconds} s.`, seconds);
}

export interface TokenGrant {
  accessToken: string;
  expiresIn: number;
  scopes: readonly string[];
}

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly issuer: TokenIssuer,
    private readonly secrets: SecretHasher,
    /** The bearer credential read kept per process, invalidated by notifications (credential-cache.ts); none: read every time. */
    private readonly cache: CredentialCache | null = null,
  ) {}

  /**
   * Exchanges client credentials for an access token. Requested scopes are
   * intersected with the partner's capabilities: an unknown or unheld scope is
   * dropped, never an error. Without `scope`, every capability is granted.
   * The short form (`sites:read`) is accepted like the full one.
   * `allowance` is the token endpoint's per-client limit (token-limit.ts):
   * consulted before a slow verification and once the secret is known good.
   */
  async clientCredentials(
    clientId: string,
    clientSecret: string,
    requestedScope: string | undefined,
    allowance?: ClientAllowance | null,
  ): Promise<TokenGrant> {
    const clients = new ClientsRepo(this.db);
    const client = await clients.findWithSecret(clientId);
    const stored = client?.secretHash ?? this.secrets.decoy;
    if (client && allowance && this.secrets.isSlow(stored)) await throttled(allowance.slowVerification(client.clientId));
    // Hash even for an unknown id, so timing does not reveal which ids exist.
    const { valid, rehash } = await this.secrets.verify(clientSecret, stored);
    if (!client || !valid) throw new OAuthError('invalid_client', 'Client authentication failed.');
    // A legacy scrypt hash moves to the fast one now that the secret is known good.
    if (rehash) await clients.replaceSecretHash(client.clientId, client.secretHash, this.secrets.hash(clientSecret));
    if (allowance) await throttled(allowance.verified(client.clientId));
    const partner = await new PartnersRepo(this.db).find(client.partnerId);
    // A disabled partner, or one with no granted site, could use no token: refuse it here.
    if (!partner || !partner.enabled || partner.siteIds.length === 0) {
      throw new OAuthError('invalid_client', 'Client authentication failed.');
    }
    const requested =
      requestedScope === undefined
        ? SCOPES
        : requestedScope
            .split(' ')
            .filter(Boolean)
            .map((s) => normaliseScope(s) ?? s);
    const scopes = intersectScopes(requested, partner.capabilities);
    const accessToken = await this.issuer.issue(client.clientId, scopes);
    return { accessToken, expiresIn: this.issuer.ttlSeconds, scopes };
  }

  /**
   * The Caller behind an `Authorization: Bearer …` value, or null when any
   * check fails. The token's expiry is checked against the clock on every
   * call. The client and partner come from the credential cache while no
   * change to them has been signalled, else from one statement, so a revoked
   * client or a disabled partner stops as soon as its signal arrives (at
   * once in the process that made the change). A token seen before costs
   * nothing to wait on when its client is kept (tokens.ts).
   */
  async resolveAuthorization(authorization: string): Promise<Caller | null> {
    let claims = this.issuer.cachedClaims(authorization);
    if (claims === undefined) claims = await this.issuer.verifyAuthorization(authorization);
    if (!claims) return null;
    if (claims.staffId !== undefined) return this.resolveStaff(claims.staffId, claims.issuedAt!, claims.clientId, claims.scopes);
    const row = this.cache?.get(claims.clientId) ?? (await this.readCredential(claims.clientId));
    return row === undefined ? null : this.#callerOf(claims, row);
  }

  /**
   * resolveAuthorization's answer when it needs nothing waited on: a token verified before whose
   * client's row the cache keeps (the hot path of every partner request); undefined when it does.
   */
  knownCaller(authorization: string): Caller | null | undefined {
    const claims = this.issuer.cachedClaims(authorization);
    if (claims === undefined) return undefined;
    if (claims === null) return null;
    if (claims.staffId !== undefined) return undefined;
    const row = this.cache?.get(claims.clientId);
    return row === undefined ? undefined : this.#callerOf(claims, row);
  }

  /**
   * The Caller of a token's claims and its credential row. It depends on nothing else: while the cache
   * keeps the same row (no change signalled), the one built for this token is still right; a new row
   * (a revocation, a grant or tier change, the age bound) builds anew.
   */
  #callerOf(claims: AccessTokenClaims, row: CredentialPartnerRow): Caller | null {
    const kept = this.#callers.get(claims);
    if (kept !== undefined && kept.row === row) return kept.caller;
    const caller = callerFor(row, 'IDP_M2M', claims.clientId, claims.scopes);
    this.#callers.set(claims, { row, caller });
    return caller;
  }

  /** The Caller last built for each verified token's claims, with the credential row it came from. */
  readonly #callers = new WeakMap<AccessTokenClaims, { row: CredentialPartnerRow; caller: Caller | null }>();

  /** The credential cache's counts (the metrics'), zero without one, and the statements its misses took. */
  cacheCounts(): CredentialCacheCounts & { statements: number } {
    return { ...(this.cache?.counts ?? { hits: 0, misses: 0, bypassed: 0, drops: 0 }), statements: this.#credentials.statements };
  }

  /**
   * The credential reads, a few statements at once and the rest together (db/batched-reads.ts): every
   * partner's credential is read again at once after a start, after any change dropped the cache, or
   * after a pause aged every entry out, and one statement per partner would queue every request behind them.
   */
  readonly #credentials = new BatchedReads<CredentialPartnerRow>(
    async (clientIds) => new Map((await CREDENTIAL_PARTNER(this.db, [clientIds])).map((row) => [row.client_id, row])),
    { ...BATCHED_READS_DEFAULTS, detached: outsideAnyTrace },
  );

  private async readCredential(clientId: string): Promise<CredentialPartnerRow | undefined> {
    // Taken before the read is even sent, so that no change signalled while it waited can be kept.
    const ticket = this.cache?.ticket() ?? null;
    const row = await this.#credentials.read(clientId);
    if (row) this.cache?.put(clientId, row, ticket);
    return row;
  }

  /**
   * Interactive sign-in: the staff account and its partner are read per request, so disabling either stops the
   * token, and a token issued before the account's last change (a password reset, a disable) stays stopped.
   */
  private async resolveStaff(staffId: number, issuedAt: number, clientId: string, tokenScopes: string[]): Promise<Caller | null> {
    return callerFor(await findStaffCaller(this.db, staffId, new Date(issuedAt * 1000)), 'IDP_USER', clientId, tokenScopes);
  }
}
