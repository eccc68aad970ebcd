// Access tokens: ES256 JWTs under the environment's key, with its issuer and
// audience. A token names its client (or, for interactive sign-in, its user
// and partner); everything else about the caller is resolved per request.
import { hash, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../clock.ts';
import type { SigningKey } from './environment-secrets.ts';
import { SCOPES } from '../access/scopes.ts';

export interface TokenSettings {
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

export interface AccessTokenClaims {
  clientId: string;
  scopes: string[];
  /** Set on tokens from interactive sign-in: the staff account signed in through `clientId`. */
  staffId?: number;
  /** With `staffId`: when the token was issued (`iat`, whole seconds), held against the account's last change. */
  issuedAt?: number;
}

/**
 * Tokens whose signature already verified, until their expiry, by the digest
 * of the whole `Authorization` value they came in. A partner reuses one token
 * for its whole lifetime, so this spares an ES256 verification, and even the
 * parsing of the header, on nearly every request. It caches only what the
 * token itself says: the client, its partner and its grants are still read
 * per request. Keys are digests so that live bearer tokens are not kept in
 * the process (a heap snapshot taken to debug it holds none).
 */
class VerifiedTokens {
  readonly #entries = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();
  constructor(private readonly max = 10_000) {}

  static key(authorization: string): string {
    // One-shot hash (Node ≥ 20.12): no Hash object per request.
    return hash('sha256', authorization, 'base64url');
  }

  get(key: string, nowMs: number): AccessTokenClaims | null | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (nowMs >= entry.expiresAtMs) return null;
    return entry.claims;
  }

  set(key: string, claims: AccessTokenClaims, expiresAtMs: number): void {
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { claims, expiresAtMs });
  }
}

const canonicalScope = (name: string): string => SCOPES.find((scope) => scope === name) ?? name;

/** RFC 6750 b64token; the scheme name is matched case-insensitively. */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/** Clock skew tolerated on `iat` between the issuing and the verifying instance. */
export const ISSUED_AT_LEEWAY_SECONDS = 60;

export class TokenIssuer {
  readonly #verified = new VerifiedTokens();

  constructor(
    private readonly key: SigningKey,
    private readonly settings: TokenSettings,
    private readonly clock: Clock,
  ) {}

  get ttlSeconds(): number {
    return this.settings.ttlSeconds;
  }

  async issue(clientId: string, scopes: readonly string[], staffId?: number): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const staff = staffId === undefined ? {} : { staff_id: staffId };
    return new SignJWT({ client_id: clientId, scope: scopes.join(' '), token_use: 'access', ...staff })
      .setProtectedHeader({ alg: 'ES256', kid: this.key.kid, typ: 'at+jwt' })
      .setIssuer(this.settings.issuer)
      .setAudience(this.settings.audience)
      .setSubject(clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + this.settings.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.key.privateKey);
  }

  /**
   * A token we issued was issued in the past (clock skew aside) and lives at
   * most the configured TTL. One that claims otherwise was not minted by
   * `issue` with this configuration (a leaked key, a lengthened TTL since):
   * refused like any other invalid token.
   */
  private plausibleLifetime(iat: number, exp: number): boolean {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return iat <= now + ISSUED_AT_LEEWAY_SECONDS && exp - iat <= this.settings.ttlSeconds;
  }

  /**
   * The claims of an `Authorization` value verified before, without parsing
   * it or waiting on anything: undefined when it was never verified (call
   * `verifyAuthorization`), null once its token has expired.
   */
  cachedClaims(authorization: string): AccessTokenClaims | null | undefined {
    return this.#verified.get(VerifiedTokens.key(authorization), this.clock.nowMs());
  }

  /** The claims of a bearer `Authorization` value, or null for anything but a live token this environment issued. */
  async verifyAuthorization(authorization: string): Promise<AccessTokenClaims | null> {
    const key = VerifiedTokens.key(authorization);
    const cached = this.#verified.get(key, this.clock.nowMs());
    if (cached !== undefined) return cached;
    const match = BEARER.exec(authorization);
    if (!match) return null;
    const canonical = `Bearer ${match[1]!}`;
    if (canonical === authorization) return this.verifySignature(match[1]!, key);
    // Another spelling (scheme case, spaces): answered from, or stored as, the
    // canonical form, so a token holds one cache entry however it is sent.
    return this.verifyAuthorization(canonical);
  }

  /** The token's claims, or null for any token this environment did not issue or that has expired. */
  private async verifySignature(token: string, key: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key.publicKey, {
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        algorithms: ['ES256'],
        typ: 'at+jwt',
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (payload.token_use !== 'access' || typeof payload.client_id !== 'string' || typeof payload.scope !== 'string') return null;
      if (!this.plausibleLifetime(payload.iat!, payload.exp!)) return null;
      // The scope names as the SCOPES constants where they are ones: the intersection on every request then compares them by identity.
      const claims: AccessTokenClaims = {
        clientId: payload.client_id,
        scopes: payload.scope.split(' ').filter(Boolean).map(canonicalScope),
      };
      if (payload.staff_id !== undefined) {
        if (!Number.isSafeInteger(payload.staff_id)) return null;
        claims.staffId = payload.staff_id as number;
        claims.issuedAt = payload.iat!;
      }
      this.#verified.set(key, claims, payload.exp! * 1000);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
