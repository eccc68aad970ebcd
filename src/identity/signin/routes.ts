// The interactive sign-in endpoints on the bearer host, unversioned and
// public: dynamic client registration (RFC 7591, register-route.ts) and the authorization
// endpoint with its server-rendered form. The code is exchanged at
// POST /oauth2/token (token-routes.ts).
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../../http/responses/problem.ts';
import { publishedProblemSchema } from '../../http/responses/problem-codes.ts';
import { Type } from 'typebox';
import { CONTACT, withExample } from '../../http/schema-helpers.ts';
import type { TokenRequestLimiter } from '../../gateway/limits/token-limit.ts';
import { sourceKey } from '../../gateway/firewall/source-address.ts';
import { isPasswordWorkRefusal, signInSource } from '../passwords.ts';
import { errorPage, PAGE_HEADERS, signInPage } from './page.ts';
import { AuthorizePageError, FORM_TTL_SECONDS, type AuthorizationRequest, type SigninService } from './signin-service.ts';
import { operation } from '../../http/operations/operation.ts';
import { answerPreflights } from '../../http/cors/browser-access.ts';
import { signinCorsPolicy } from './browser-clients.ts';
import { registerClientRoute } from './register-route.ts';

const tags = ['Identity'];
const COOKIE = 'signin_csrf';
const Html = (description: string) => ({
  description,
  content: {
    'text/html': {
      schema: Type.String(),
      example: '<!doctype html><html lang="en">…<form method="post" action="/oauth2/authorize">…</form>…</html>',
    },
  },
});
/**
 * A refusal of the authorization endpoint: the HTML page a browser asks for,
 * or the API's problem document for any caller that does not (`refuse`).
 */
const HtmlOrProblem = (
  description: string,
  code: 'invalid_request' | 'rate_limit_exceeded' | 'service_unavailable' = 'invalid_request',
) => ({
  description: `${description}. An HTML page when the caller accepts text/html, else a problem document (application/problem+json)`,
  content: {
    ...Html(description).content,
    'application/problem+json': { schema: publishedProblemSchema([code]) },
  },
});
const Redirect = { description: "Signed in: back to the client's redirect URI with code, state and iss", type: 'null' };

const AuthorizeQuery = Type.Object({
  response_type: Type.Literal('code', { description: 'Always code.' }),
  client_id: Type.String({ maxLength: 2000, description: 'A registered client id, or the https URL of a Client ID Metadata Document' }),
  redirect_uri: Type.String({ maxLength: 2000 }),
  code_challenge: Type.String({ minLength: 43, maxLength: 43 }),
  code_challenge_method: Type.Literal('S256', { description: 'Always S256.' }),
  resource: Type.String({ description: 'RFC 8707: PUBLIC_BASE_URL/v1/mcp or PUBLIC_BASE_URL', maxLength: 2000 }),
  state: Type.Optional(Type.String({ maxLength: 1000 })),
  scope: Type.Optional(Type.String({ maxLength: 1000, description: 'Space-separated; omitted: every scope the partner holds' })),
});

function cookieNonce(header: string | undefined): string | undefined {
  return /(?:^|;\s*)signin_csrf=([A-Za-z0-9_-]{43})(?:;|$)/.exec(header ?? '')?.[1];
}

function strings(value: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  if (typeof value === 'object' && value !== null) {
    // A repeated parameter is refused (RFC 6749 §3.1): left out, so the check that needs it fails.
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/**
 * A refusal of the authorization endpoint: an HTML page for a browser (it
 * asks for text/html), the API's problem document for any other caller.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, status: 400 | 403 | 429 | 503, message: string) {
  if (/\btext\/html\b/i.test(request.headers.accept ?? '')) return reply.code(status).headers(PAGE_HEADERS).send(errorPage(message));
  const code = status === 429 ? 'rate_limit_exceeded' : status === 503 ? 'service_unavailable' : 'invalid_request';
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type(PROBLEM_CONTENT_TYPE)
    .serializer(JSON.stringify)
    .send(problemBody(status, code, message, request.id));
}

function tooManyAttempts(request: FastifyRequest, reply: FastifyReply, retryAfter: number) {
  reply.header('retry-after', String(retryAfter));
  return refuse(request, reply, 429, `Too many sign-in attempts. Try again in ${retryAfter} seconds.`);
}

function redirectBack(reply: FastifyReply, redirectUri: string, params: Record<string, string>) {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
  return reply.code(302).header('cache-control', 'no-store').header('location', url.toString()).send();
}

export const signinRoutes: FastifyPluginAsyncTypebox<{
  signin: SigninService;
  /** The public base URL: also the authorization server's identifier, sent as `iss` with every authorization response (RFC 9207). */
  baseUrl: string;
  limit?: TokenRequestLimiter | null;
  /** The origins whose pages may register a client (the MCP endpoint's). */
  browserOrigins: (origin: string) => boolean;
}> = async (app, { signin, baseUrl, limit, browserOrigins }) => {
  await app.register(formbody);
  const cors = signinCorsPolicy(browserOrigins);
  answerPreflights(app, '/oauth2/register', cors);
  const secure = baseUrl.startsWith('https:') ? '; Secure' : '';

  const showForm = (reply: FastifyReply, request: AuthorizationRequest, nonce: string | undefined, status: number, error?: string) => {
    const value = nonce ?? randomBytes(32).toString('base64url');
    return reply
      .code(status)
      .headers(PAGE_HEADERS)
      .header('set-cookie', `${COOKIE}=${value}; Path=/oauth2/authorize; Max-Age=${FORM_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`)
      .send(signInPage(request, signin.csrfToken(value, request), error));
  };

  /** Runs the authorization-request checks; a refusal is our own page, never a redirect. */
  const checked = async (
    httpRequest: FastifyRequest,
    reply: FastifyReply,
    params: Record<string, string | undefined>,
    next: (request: AuthorizationRequest) => unknown,
  ) => {
    let request: AuthorizationRequest;
    try {
      request = await signin.checkRequest(params);
    } catch (error) {
      if (error instanceof AuthorizePageError) return refuse(httpRequest, reply, 400, error.message);
      throw error;
    }
    return next(request);
  };

  app.get(
    '/oauth2/authorize',
    operation('authorizePage', {
      config: { public: true },
      schema: {
        tags,
        summary: 'Authorization endpoint: the staff sign-in form (OAuth 2.1 authorization code, PKCE S256)',
        description:
          'Interactive sign-in for MCP clients (authorization code with PKCE S256): shows the staff sign-in form. The client is registered first (POST /oauth2/register); the redirect URI must be one it registered. A request that is not valid is refused on a page of our own (400), never redirected to the client: the only redirect is the code, after a person signed in.',
        querystring: AuthorizeQuery,
        response: {
          200: Html('The sign-in form'),
          400: HtmlOrProblem(
            'The authorization request is refused (`invalid_request`): unknown client, unregistered redirect URI, a response_type other than code, PKCE missing or not S256, a foreign resource. Never a redirect: the refusal is shown to the person',
          ),
        },
      },
    }),
    async (request, reply) =>
      checked(request, reply, strings(request.query), (req) => showForm(reply, req, cookieNonce(request.headers.cookie), 200)),
  );

  app.post(
    '/oauth2/authorize',
    operation('authorize', {
      config: { public: true },
      schema: {
        tags,
        summary: 'Submit the sign-in form: on success, back to the redirect URI with a single-use code',
        description:
          'Submits the sign-in form. On success the browser goes back to the redirect URI with a single-use authorization code and `iss`; on failure the form is shown again.',
        consumes: ['application/x-www-form-urlencoded'],
        body: withExample(
          Type.Object({
            // The query's fields, described here: the GET publishes them as parameters, without these words.
            ...AuthorizeQuery.properties,
            redirect_uri: Type.String({ maxLength: 2000, description: 'A redirect URI the client registered.' }),
            code_challenge: Type.String({ minLength: 43, maxLength: 43, description: 'The PKCE code challenge (S256).' }),
            state: Type.Optional(
              Type.String({ maxLength: 1000, description: "The client's opaque value, returned unchanged with the code (OAuth `state`)." }),
            ),
            csrf_token: Type.String({ maxLength: 200, description: "The sign-in form's CSRF token." }),
            email: Type.String({ maxLength: 254, description: CONTACT.email }),
            password: Type.String({ maxLength: 200, description: "The staff account's password." }),
          }),
          {
            response_type: 'code',
            client_id: '0b9e3f7a-61f2-4a35-9a53-5b3c7f2d8e11',
            redirect_uri: 'http://127.0.0.1:33418/callback',
            code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
            code_challenge_method: 'S256',
            resource: 'https://partner-api.example.com/v1/mcp',
            state: 'af0ifjsldkj',
            csrf_token: '<from the form>',
            email: 'jane@partner.example',
            password: '<password>',
          },
        ),
        response: {
          200: Html('Wrong email or password (or a disabled account): the form again, with one message for every cause'),
          302: Redirect,
          400: HtmlOrProblem('The authorization request is refused (`invalid_request`), as for GET; never a redirect'),
          403: HtmlOrProblem('Missing, forged or expired CSRF token (`invalid_request`)'),
          429: HtmlOrProblem(
            "Too many sign-in attempts from this address or for this email address (`rate_limit_exceeded`; the token endpoint's limits, on buckets of their own), or this address already has its password checks under way; Retry-After says when to try again",
            'rate_limit_exceeded',
          ),
          503: HtmlOrProblem(
            'Every password check slot and queue place is taken (`service_unavailable`): refused at once rather than queued; Retry-After says when to try again',
            'service_unavailable',
          ),
        },
      },
    }),
    async (request, reply) => {
      const form = request.body === null || typeof request.body !== 'object' ? {} : strings(request.body);
      // Before anything else (the client's document fetch, the password hash): guessing is throttled per address.
      const byAddress = await limit?.checkSignInAddress(request.ip);
      if (byAddress) return tooManyAttempts(request, reply, byAddress);
      return checked(request, reply, form, async (req) => {
        const nonce = cookieNonce(request.headers.cookie);
        if (!signin.csrfValid(nonce, form.csrf_token, req)) {
          return refuse(
            request,
            reply,
            403,
            'This sign-in form has expired or was not opened in this browser. Start the sign-in again from your application.',
          );
        }
        const email = form.email ?? '';
        const password = form.password ?? '';
        // A browser that signed in to this email before is served first, and guesses from elsewhere do not spend its bucket.
        const knownDevice = signin.devices.vouchesForBrowser(request.headers.cookie, email);
        // Only a real password attempt costs the account: a request refused above could otherwise lock its owner out from anywhere.
        if (email !== '' && password !== '' && !knownDevice) {
          const byAccount = await limit?.checkSignInAccount(email);
          if (byAccount) return tooManyAttempts(request, reply, byAccount);
        }
        let staffId: number | null;
        try {
          staffId = await signin.signIn(email, password, signInSource(sourceKey(request.ip)), knownDevice);
        } catch (error) {
          // The password work is full, or this address has its attempts under way: refused at once, never queued.
          if (!isPasswordWorkRefusal(error)) throw error;
          reply.headers(error.headers);
          return refuse(request, reply, error.status as 429 | 503, error.detail);
        }
        if (staffId === null) return showForm(reply, req, nonce, 200, 'Email or password is incorrect.');
        const code = await signin.issueCode(req, staffId);
        reply.header('set-cookie', signin.devices.setCookie(email));
        return redirectBack(reply, req.redirectUri, { code, state: req.state, iss: baseUrl });
      });
    },
  );
  registerClientRoute(app, { signin, limit, cors });
};
