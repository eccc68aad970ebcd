// Console sessions on the admin host (/console/…): sign-in, sign-out, sign-out
// everywhere, the session cookie, CSRF protection of every state-changing
// form, and `request.staff` for every console route. The console's pages call
// the admin API in process (`consoleAdminInject`), so the permissions matrix
// has one enforcement point: the admin host's hook (src/team/staff-auth.ts).
//
// Cookie: `__Host-console_session` (Secure, Path=/) when ADMIN_BASE_URL is
// https, else `console_session` (the admin host is plain http on localhost in
// development); always HttpOnly and SameSite=Lax. Its value is 32 random
// bytes; the table holds their SHA-256 (src/team/sessions.ts).
// CSRF: every non-GET console request carries the session's token, in the
// `_csrf` form field or the `x-csrf-token` header (htmx); the sign-in form,
// before any session, carries one bound to a nonce cookie of its own.
// Known device: `console_device` (`__Host-` and Secure under https), set on
// every sign-in (src/identity/signin/known-device.ts).
import { randomBytes } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Type } from 'typebox';
import { actorName } from '../../access/staff.ts';
import type { TokenRequestLimiter } from '../../gateway/limits/token-limit.ts';
import { accountPage, CONSOLE_PAGE_HEADERS, messagePage, signInPage } from './page.ts';
import type { TeamConfig } from '../config.ts';
import type { TeamService } from '../service.ts';
import { csrfTokenFor, csrfValid, type SessionsService } from '../sessions.ts';
import { internalHeaders, isConsoleUrl } from '../staff-auth.ts';
import { sourceKey } from '../../gateway/firewall/source-address.ts';
import { isPasswordWorkRefusal, signInSource } from '../../identity/passwords.ts';
import { cookieValue, KnownDevices, knownDeviceCookieName } from '../../identity/signin/known-device.ts';

const NONCE_COOKIE = 'console_signin';
const FORM_LIMIT = 1024 * 1024;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the console's sessions use: the team's members and sessions, its configuration, the sign-in throttle (read per attempt). */
export interface ConsoleSessionsTeam {
  members: Pick<TeamService, 'verifySignIn'>;
  sessions: SessionsService;
  config: TeamConfig;
  signInLimit: () => Pick<TokenRequestLimiter, 'checkSignIn'> | null;
  /** The environment's key for known-device cookies (environment_secrets), shared by every admin process. */
  deviceKey: Buffer;
}

export interface ConsoleCookies {
  session: string;
  device: string;
  secure: boolean;
}

/** The session cookie's name and flags for this configuration. */
export function consoleCookies(config: TeamConfig): ConsoleCookies {
  const secure = config.adminBaseUrl?.startsWith('https:') ?? false;
  return {
    session: secure ? '__Host-console_session' : 'console_session',
    device: knownDeviceCookieName('console', secure),
    secure,
  };
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  return cookieValue(request.headers.cookie, name);
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}

const ORIGIN = 'http://console.invalid';

/**
 * A plain same-origin console path to return to after sign-in, or `/console`:
 * printable ASCII only (no CR/LF, no character a Location header cannot
 * carry), no backslash or `//`, no escaped dot, slash or backslash in the path, and still
 * under /console once resolved (`/console/../admin` is not). No open
 * redirect, no 500.
 */
function safeNext(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !/^\/console(?:[/?#]|$)/.test(value)) return '/console';
  if (!/^[\x21-\x7e]+$/.test(value) || /\\|\/\//.test(value) || /%(?:2e|2f|5c)/i.test(value.split('?')[0]!)) return '/console';
  const url = new URL(value, ORIGIN);
  const inside = url.origin === ORIGIN && (url.pathname === '/console' || url.pathname.startsWith('/console/'));
  return inside ? `${url.pathname}${url.search}` : '/console';
}

function field(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The CSRF token a console form of this request embeds (`<input type="hidden" name="_csrf">`). */
export function consoleCsrfToken(request: FastifyRequest): string {
  if (!request.consoleSessionId) throw new Error('consoleCsrfToken: the request has no console session');
  return csrfTokenFor(request.consoleSessionId);
}

/**
 * Calls the admin API in process on behalf of the console's signed-in member:
 * the same routes, validation, matrix and audit (the actor is the member) as
 * any other caller.
 */
export function consoleAdminInject(
  admin: FastifyInstance,
  request: FastifyRequest,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  if (!request.consoleSessionId) throw new Error('consoleAdminInject: the request has no console session');
  return admin.inject({ ...options, headers: { ...(options.headers ?? {}), ...internalHeaders(request.consoleSessionId) } });
}

/** The page that says a session has ended (sign-out, or a write that ended the caller's own), its cookie cleared. */
export function signedOutAnswer(reply: FastifyReply, names: ConsoleCookies, message: string) {
  return page(
    reply.header('set-cookie', cookie(names.session, '', 0, names.secure)),
    200,
    messagePage('Signed out', message, { href: '/console/sign-in', text: 'Sign in again' }),
  );
}

function page(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).headers(CONSOLE_PAGE_HEADERS).send(html);
}

/** Sessions, CSRF and sign-in for every /console route of the admin app; call before registering the console's pages. */
export async function registerConsoleSessions(app: FastifyInstance, team: ConsoleSessionsTeam): Promise<void> {
  const { members, sessions } = team;
  const names = consoleCookies(team.config);
  const maxAge = Math.floor(team.config.sessionMaxMs / 1000);
  const devices = new KnownDevices(team.deviceKey, 'console', names.secure);

  // Console forms post urlencoded bodies; nothing else of the admin host takes them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (request, body, done) => {
    if (!isConsoleUrl(request.routeOptions.url)) return done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }));
    done(null, parseQuery(body as string));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isConsoleUrl(request.routeOptions.url) || request.routeOptions.config.consolePublic) return;
    const id = readCookie(request, names.session);
    const staff = await sessions.resolve(id);
    if (!staff) {
      if (SAFE.has(request.method)) {
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .header('location', `/console/sign-in?next=${encodeURIComponent(request.url)}`)
          .send();
      }
      return page(
        reply,
        401,
        messagePage('Signed out', 'Your session has ended. Sign in again.', { href: '/console/sign-in', text: 'Sign in' }),
      );
    }
    request.staff = staff;
    request.consoleSessionId = id;
  });

  // Every state-changing console request proves it comes from a console page of this session.
  app.addHook('preHandler', async (request, reply) => {
    if (!isConsoleUrl(request.routeOptions.url) || SAFE.has(request.method)) return;
    const header = request.headers['x-csrf-token'];
    const presented = typeof header === 'string' ? header : field(request.body, '_csrf');
    const bound = request.consoleSessionId ?? readCookie(request, NONCE_COOKIE);
    if (!bound || !csrfValid(bound, presented)) {
      return page(
        reply,
        403,
        messagePage('Form expired', 'This form has expired or was not opened in this browser. Go back, reload the page and try again.', {
          href: '/console',
          text: 'Back to the console',
        }),
      );
    }
  });

  const signInForm = (reply: FastifyReply, status: number, next: string, options: { email?: string; error?: string } = {}) => {
    const nonce = randomBytes(32).toString('base64url');
    reply.header('set-cookie', cookie(NONCE_COOKIE, nonce, 3600, names.secure));
    return page(reply, status, signInPage({ csrf: csrfTokenFor(nonce), next, ...options }));
  };
  const hidden = { hide: true };

  app.get(
    '/console/sign-in',
    {
      config: { consolePublic: true },
      schema: { ...hidden, querystring: Type.Object({ next: Type.Optional(Type.String({ maxLength: 2000 })) }) },
    },
    async (request, reply) => signInForm(reply, 200, safeNext((request.query as { next?: string }).next)),
  );

  app.post('/console/sign-in', { config: { consolePublic: true }, schema: hidden }, async (request, reply) => {
    const email = field(request.body, 'email') ?? '';
    const password = field(request.body, 'password') ?? '';
    const next = safeNext(field(request.body, 'next'));
    // A browser that signed in to this email before is served first, and guesses from elsewhere do not spend its bucket.
    const knownDevice = devices.vouchesFor(readCookie(request, names.device), email);
    // Before the password hash: guessing is throttled per address and per account (the sign-in form's buckets, realm `console`).
    const retryAfter = await team.signInLimit()?.checkSignIn(request.ip, email, 'console', knownDevice);
    if (retryAfter) {
      reply.header('retry-after', String(retryAfter));
      return signInForm(reply, 429, next, { email, error: `Too many sign-in attempts. Try again in ${retryAfter} seconds.` });
    }
    let member: Awaited<ReturnType<typeof members.verifySignIn>>;
    try {
      member = await members.verifySignIn(email, password, signInSource(sourceKey(request.ip)), knownDevice);
    } catch (error) {
      // The password work is full (503) or this address has its attempts under way (429): the form again, at once.
      if (!isPasswordWorkRefusal(error)) throw error;
      return signInForm(reply.headers(error.headers), error.status, next, { email, error: error.detail });
    }
    if (!member) return signInForm(reply, 200, next, { email, error: 'Email or password is incorrect.' });
    const id = await sessions.start(member);
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('set-cookie', [
        cookie(names.session, id, maxAge, names.secure),
        cookie(NONCE_COOKIE, '', 0, names.secure),
        devices.setCookie(email),
      ])
      .header('location', next)
      .send();
  });

  const signedOut = (reply: FastifyReply, message: string) => signedOutAnswer(reply, names, message);

  app.post('/console/sign-out', { schema: hidden }, async (request, reply) => {
    await sessions.end(request.consoleSessionId);
    return signedOut(reply, 'You are signed out.');
  });

  app.post('/console/sign-out-everywhere', { schema: hidden }, async (request, reply) => {
    const staff = request.staff!;
    const ended = await sessions.endAll(staff.id!, actorName(staff));
    return signedOut(reply, `You are signed out of ${ended} ${ended === 1 ? 'session' : 'sessions'}, in every browser.`);
  });

  app.get('/console/account', { schema: hidden }, async (request, reply) =>
    page(reply, 200, accountPage(request.staff!, consoleCsrfToken(request))),
  );
}
