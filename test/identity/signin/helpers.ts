// The interactive flow as an MCP client and a person at a browser drive it:
// register, open the form (keeping its cookie), post it, exchange the code.
import { createHash, randomBytes } from 'node:crypto';
import type { TestContext } from '../../helpers/context.ts';

export const PASSWORD = 'correct horse battery staple';
export const REDIRECT = 'http://127.0.0.1:33418/callback';

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function staffAccount(ctx: TestContext, partnerId: number, email = `staff${randomBytes(4).toString('hex')}@partner.example`) {
  const res = await ctx.adminCall({ method: 'POST', url: `/admin/partners/${partnerId}/staff`, payload: { email, password: PASSWORD } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { staffId: res.json().staffId as number, email };
}

export async function registerClient(ctx: TestContext, redirectUris = [REDIRECT]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/oauth2/register',
    payload: { redirect_uris: redirectUris, client_name: 'Test MCP client', token_endpoint_auth_method: 'none' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().client_id as string;
}

export function authorizeQuery(ctx: TestContext, clientId: string, challenge: string, extra: Record<string, string> = {}) {
  return {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: `${ctx.platform.config.publicBaseUrl}/v1/mcp`,
    state: 'st4te',
    ...extra,
  };
}

/** GETs the form; returns its hidden fields and the cookie it set. */
export async function openForm(ctx: TestContext, query: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/oauth2/authorize', query });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0]!;
  const fields: Record<string, string> = {};
  for (const m of res.body.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g))
    fields[m[1]!] = m[2]!.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
  return { res, cookie, fields };
}

export function postForm(ctx: TestContext, fields: Record<string, string>, cookie: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The whole browser leg: form, post, the code from the redirect. */
export async function signIn(ctx: TestContext, clientId: string, email: string, challenge: string, extra: Record<string, string> = {}) {
  const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, challenge, extra));
  const res = await postForm(ctx, { ...fields, email, password: PASSWORD }, cookie);
  if (res.statusCode !== 302) throw new Error(`${res.statusCode} ${res.body}`);
  const location = new URL(String(res.headers.location));
  return { location, code: location.searchParams.get('code')! };
}

export function exchange(ctx: TestContext, clientId: string, code: string, verifier: string, extra: Record<string, string> = {}) {
  return ctx.requestToken({
    grant_type: 'authorization_code',
    client_id: clientId,
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    resource: `${ctx.platform.config.publicBaseUrl}/v1/mcp`,
    ...extra,
  });
}

export interface Browser {
  /** The address the attempt comes from (light-my-request's remoteAddress). */
  remoteAddress: string;
  /** Cookies the browser already holds (`name=value`), e.g. its known-device cookie. */
  cookies?: string[];
  accept?: string;
}

/** One attempt at the form from a browser: opens it (a fresh CSRF cookie and token), posts the email and password. */
export async function attemptFrom(ctx: TestContext, clientId: string, email: string, password: string, browser: Browser) {
  const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, pkce().challenge));
  return ctx.app.inject({
    method: 'POST',
    url: '/oauth2/authorize',
    remoteAddress: browser.remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [cookie, ...(browser.cookies ?? [])].join('; '),
      accept: browser.accept ?? 'text/html',
    },
    payload: new URLSearchParams({ ...fields, email, password }).toString(),
  });
}

/** The known-device cookie (`name=value`) a successful sign-in set, or undefined. */
export function deviceCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const set = [res.headers['set-cookie'] ?? []].flat().map(String);
  return set.find((c) => /^(?:__Host-)?signin_device=/.test(c))?.split(';')[0];
}
