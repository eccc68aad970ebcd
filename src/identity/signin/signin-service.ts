// OAuth 2.1 authorization code with PKCE for partner staff (the spec's
// Method 3): dynamic client registration, the checks of an authorization
// request, the CSRF token of the sign-in form, the sign-in itself, and the
// exchange of a single-use code for a bearer token of the usual format.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/transaction.ts';
import { isStorableText } from '../../http/validation/storable.ts';
import { SCOPES, intersectScopes, normaliseScope } from '../../access/scopes.ts';
import { OAuthError, type TokenGrant } from '../token-service.ts';
import { signInLane, type Passwords } from '../passwords.ts';
import type { TokenIssuer } from '../tokens.ts';
import { fetchDocument, isDisplayableName, isDocumentClientId, readDocument, type DocumentFetcher } from './client-documents.ts';
import { KnownDevices } from './known-device.ts';
import { OAuthRepo } from './oauth-repo.ts';
import { validChallenge, verifierMatches } from './pkce.ts';
import { acceptableRedirectUri } from './redirect-uris.ts';
import { StaffRepo, findStaffCaller } from './staff-repo.ts';

export const CODE_TTL_SECONDS = 60;
export const FORM_TTL_SECONDS = 600;

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
  scope: string;
  resource: string;
  /** For the page only; not part of what the CSRF token binds. */
  clientName: string;
}

/**
 * A refusal of the authorization request itself: always shown on our own
 * page (400), never redirected (RFC 6749 §4.1.2.1, RFC 9700 §4.11.2). Anyone
 * can register a redirect URI, so a registered one is no proof of trust: the
 * only redirect is the code, after a person signed in.
 */
export class AuthorizePageError extends Error {}

export interface RegisteredClient {
  clientId: string;
  clientName: string | null;
  redirectUris: string[];
  createdAt: Date;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export class SigninService {
  readonly #csrfKey: Buffer;
  /** The sign-in form's own known-device cookies: a console one never vouches here, nor one of these at the console. */
  readonly devices: KnownDevices;
  /** How Client ID Metadata Documents are fetched; tests replace it (no https server of their own). */
  fetchDocument: DocumentFetcher = fetchDocument;

  constructor(
    private readonly db: Db,
    private readonly issuer: TokenIssuer,
    private readonly clock: Clock,
    environmentKey: Buffer,
    private readonly baseUrl: string,
    /** Partner staff's own PasswordWork: a flood of this public form cannot hold up the back office's. */
    private readonly passwords: Passwords,
    /** The environment's key for this form's known-device cookies (environment_secrets), shared by every process. */
    deviceKey: Buffer,
  ) {
    // Its own key, derived so the CSRF tokens and the client-secret hashes never share one.
    this.#csrfKey = createHmac('sha256', environmentKey).update('signin-csrf').digest();
    this.devices = new KnownDevices(deviceKey, 'signin', baseUrl.startsWith('https:'), () => clock.now().getTime());
  }

  /** RFC 8707: the resources a token can be asked for, the MCP endpoint and the API as a whole. */
  get resources(): string[] {
    return [this.baseUrl, `${this.baseUrl}/v1/mcp`];
  }

  async register(redirectUris: string[], clientName: string | null): Promise<RegisteredClient> {
    if (clientName !== null && !isDisplayableName(clientName))
      throw new OAuthError(
        'invalid_client_metadata',
        'client_name holds a control or bidirectional-formatting character, which the consent page would show misleadingly.',
      );
    const bad = redirectUris.find((uri) => !isStorableText(uri) || !acceptableRedirectUri(uri));
    if (bad !== undefined)
      throw new OAuthError(
        'invalid_redirect_uri',
        `Redirect URI ${JSON.stringify(bad)} is refused: https, or http on a loopback address (127.0.0.1, localhost, [::1]), written in RFC 3986 ASCII with no control character, space, backslash, fragment or user information.`,
      );
    const createdAt = this.clock.now();
    const clientId = await new OAuthRepo(this.db).insertClient(clientName, redirectUris, createdAt);
    return { clientId, clientName, redirectUris, createdAt };
  }

  /**
   * The checks of GET and POST /oauth2/authorize. Every refusal is our own
   * page: the request is refused before anything is sent to its redirect URI.
   */
  async checkRequest(query: Record<string, string | undefined>): Promise<AuthorizationRequest> {
    const clientId = query.client_id ?? '';
    const client = await this.#client(clientId);
    const redirectUri = query.redirect_uri ?? (client.redirect_uris.length === 1 ? client.redirect_uris[0]! : '');
    if (!client.redirect_uris.includes(redirectUri)) throw new AuthorizePageError('The redirect URI is not one the client registered.');
    // A client registered before today's rules may hold one that a Location header cannot carry.
    if (!acceptableRedirectUri(redirectUri)) throw new AuthorizePageError('The redirect URI is not acceptable; register the client again.');
    if (query.response_type !== 'code') throw new AuthorizePageError('unsupported_response_type: only response_type=code is supported.');
    if (query.code_challenge_method !== 'S256')
      throw new AuthorizePageError('invalid_request: PKCE with code_challenge_method=S256 is required.');
    if (!validChallenge(query.code_challenge ?? ''))
      throw new AuthorizePageError('invalid_request: code_challenge must be a base64url SHA-256 (43 characters).');
    const resource = (query.resource ?? '').replace(/\/$/, '');
    if (!this.resources.includes(resource))
      throw new AuthorizePageError(`invalid_target: resource must be one of ${this.resources.join(', ')}.`);
    if ((query.state ?? '').length > 1000 || (query.scope ?? '').length > 1000)
      throw new AuthorizePageError('invalid_request: state and scope are at most 1000 characters.');
    return {
      clientId,
      redirectUri,
      codeChallenge: query.code_challenge!,
      state: query.state ?? '',
      scope: query.scope ?? '',
      resource,
      clientName: client.client_name ?? 'An MCP client',
    };
  }

  /** A registered client, or one described by its Client ID Metadata Document. */
  async #client(clientId: string): Promise<{ redirect_uris: string[]; client_name: string | null }> {
    if (isDocumentClientId(clientId) && clientId.length <= 2000) {
      let document: unknown;
      try {
        document = await this.fetchDocument(clientId);
      } catch {
        throw new AuthorizePageError("The client's metadata document could not be fetched.");
      }
      const described = readDocument(clientId, document);
      if (!described)
        throw new AuthorizePageError(
          "The client's metadata document does not describe a public client with this client_id and loopback or https redirect URIs.",
        );
      return { redirect_uris: described.redirectUris, client_name: described.clientName };
    }
    const client = clientId.length <= 200 && isStorableText(clientId) ? await new OAuthRepo(this.db).findClient(clientId) : undefined;
    if (!client)
      throw new AuthorizePageError('Unknown client. Register it first (POST /oauth2/register) or use a Client ID Metadata Document URL.');
    return client;
  }

  /** The form's CSRF token: bound to the browser's cookie nonce and to this very authorization request, valid 10 minutes. */
  csrfToken(nonce: string, request: AuthorizationRequest): string {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + FORM_TTL_SECONDS;
    return `${expires}.${this.#mac(nonce, expires, request)}`;
  }

  csrfValid(nonce: string | undefined, token: string | undefined, request: AuthorizationRequest): boolean {
    if (!nonce || !token) return false;
    const [expires, mac] = token.split('.');
    const exp = Number(expires);
    if (!Number.isSafeInteger(exp) || exp < this.clock.now().getTime() / 1000 || !mac) return false;
    const expected = Buffer.from(this.#mac(nonce, exp, request));
    const actual = Buffer.from(mac);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  #mac(nonce: string, expires: number, r: AuthorizationRequest): string {
    const canonical = JSON.stringify([nonce, expires, r.clientId, r.redirectUri, r.codeChallenge, r.state, r.scope, r.resource]);
    return createHmac('sha256', this.#csrfKey).update(canonical).digest('base64url');
  }

  /**
   * The staff account id, or null: unknown email, wrong password, disabled
   * account or partner all look the same, and take as long. `source` is the
   * attempt's (signInSource): the password work refuses a flood (429, 503).
   * `knownDevice`: the browser signed in to this email before (its
   * known-device cookie): it waits in the password work's known lane.
   */
  async signIn(email: string, password: string, source: string, knownDevice = false): Promise<number | null> {
    const repo = new StaffRepo(this.db);
    const staff = email.length <= 254 && isStorableText(email) ? await repo.findByEmail(email) : undefined;
    // The lane is the email's, found or not: which lane an attempt waits in must not tell whether the account exists.
    const account = signInLane(email);
    const valid = await this.passwords.verify(password, staff?.passwordHash, source, account, knownDevice);
    if (!staff || !valid) return null;
    const stronger = await this.passwords.rehashIfWeak(password, staff.passwordHash, source, account);
    if (stronger) await repo.rehash(staff.id, staff.passwordHash, stronger);
    return (await findStaffCaller(this.db, staff.id)) ? staff.id : null;
  }

  async issueCode(request: AuthorizationRequest, staffId: number): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const scopes = request.scope
      .split(' ')
      .filter(Boolean)
      .map((s) => normaliseScope(s) ?? s);
    const repo = new OAuthRepo(this.db);
    const now = this.clock.now();
    await repo.insertCode({
      code_hash: sha256(code),
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      code_challenge: request.codeChallenge,
      resource: request.resource,
      scopes: scopes.length ? scopes : [...SCOPES],
      staff_id: staffId,
      expires_at: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
    if (!isDocumentClientId(request.clientId)) await repo.markClientUsed(request.clientId, now);
    return code;
  }

  /** RFC 6749 §4.1.3 with PKCE: the code is deleted as it is read, so it works once whatever happens next. */
  async exchange(fields: Record<string, string | undefined>): Promise<TokenGrant> {
    for (const name of ['code', 'redirect_uri', 'client_id', 'code_verifier'] as const) {
      if (!fields[name]) throw new OAuthError('invalid_request', `${name} is required.`);
    }
    const row = await new OAuthRepo(this.db).takeCode(sha256(fields.code!));
    const invalid = new OAuthError(
      'invalid_grant',
      'The authorization code is invalid, expired, already used, or was issued for another client, redirect URI or resource.',
    );
    if (!row || row.expires_at.getTime() <= this.clock.now().getTime()) throw invalid;
    if (row.client_id !== fields.client_id || row.redirect_uri !== fields.redirect_uri) throw invalid;
    // A registered client deleted since its code was issued (by staff, or by retention while the person signed in) gets no token.
    if (!isDocumentClientId(row.client_id) && !(await new OAuthRepo(this.db).findClient(row.client_id))) throw invalid;
    if (fields.resource !== undefined && fields.resource.replace(/\/$/, '') !== row.resource) throw invalid;
    if (!verifierMatches(fields.code_verifier!, row.code_challenge))
      throw new OAuthError('invalid_grant', 'The code_verifier does not match the code_challenge.');
    const partner = await findStaffCaller(this.db, row.staff_id);
    if (!partner) throw invalid;
    // As for a client's token: a requested scope the partner lacks does not fail the request, it is left out. A token
    // left with none is issued all the same, and every call with it answers the one 401 (an empty effective set).
    const scopes = intersectScopes(row.scopes, partner.capabilities);
    const accessToken = await this.issuer.issue(row.client_id, scopes, row.staff_id);
    return { accessToken, expiresIn: this.issuer.ttlSeconds, scopes };
  }
}
