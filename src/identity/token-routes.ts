// POST /oauth2/token: the client-credentials grant, form-encoded, with the
// client authenticated by HTTP Basic or by body fields (never both). Errors
// use the RFC 6749 §5.2 shape inside a problem document, so OAuth libraries
// and our own clients both understand them.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isApiError } from '../errors/catalogue.ts';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../http/responses/problem.ts';
import { UNSUPPORTED_MEDIA_TYPE } from '../http/validation/body-markers.ts';
import { isStorableText } from '../http/validation/storable.ts';
import { describedLiterals, withExample, named } from '../http/schema-helpers.ts';
import type { TokenRequestLimiter } from '../gateway/limits/token-limit.ts';
import type { SigningKey } from './environment-secrets.ts';
import type { SigninService } from './signin/signin-service.ts';
import { OAuthError, type OAuthErrorCode, type TokenGrant, type TokenService } from './token-service.ts';
import { operation } from '../http/operations/operation.ts';
import { extended } from '../objects.ts';
import { answerPreflights, grantAnswers } from '../http/cors/browser-access.ts';
import { signinCorsPolicy } from './signin/browser-clients.ts';

const STATUS: Record<OAuthError['error'], number> = {
  invalid_request: 400,
  invalid_client: 401,
  unsupported_grant_type: 400,
  invalid_scope: 400,
  rate_limit_exceeded: 429,
  invalid_grant: 400,
  invalid_redirect_uri: 400,
  invalid_client_metadata: 400,
};

export function sendOAuthError(request: FastifyRequest, reply: FastifyReply, error: OAuthError, usedBasic: boolean) {
  const status = STATUS[error.error];
  if (status === 401 && usedBasic) reply.header('www-authenticate', 'Basic realm="partner-api"');
  if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  return reply
    .code(status)
    .headers({ 'cache-control': 'no-store', pragma: 'no-cache' })
    .type(PROBLEM_CONTENT_TYPE)
    .serializer(JSON.stringify)
    .send(
      extended(problemBody(status, error.error, error.description, request.id), {
        error: error.error,
        error_description: error.description,
      }),
    );
}

function basicCredentials(header: string | undefined): { id: string; secret: string } | null | 'malformed' {
  if (!header) return null;
  const match = /^basic +([A-Za-z0-9+/=]+) *$/i.exec(header);
  if (!match) return /^basic/i.test(header) ? 'malformed' : null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  // RFC 6749 §2.3.1: both parts are form-urlencoded before encoding.
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return 'malformed';
  }
}

function sendGrant(reply: FastifyReply, grant: TokenGrant) {
  return reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' }).send({
    access_token: grant.accessToken,
    token_type: 'Bearer',
    expires_in: grant.expiresIn,
    scope: grant.scopes.join(' '),
  });
}

/**
 * An OAuth error answer (RFC 6749 §5.2, RFC 7591 §3.2.2) as sent: a problem
 * document whose `code` repeats `error`, both listing the codes this status
 * of this endpoint can carry (clients branch on them as on any problem code).
 */
export function oauthErrorSchema(codes: readonly OAuthErrorCode[], description: string) {
  const quoted = codes.map((c) => `\`${c}\``);
  const listed = codes.length === 1 ? quoted[0]! : `one of ${quoted.join(', ')}`;
  return Type.Object(
    {
      type: Type.Literal('about:blank', { description: 'Always about:blank (a problem document).' }),
      title: Type.String({ description: 'Short summary of the HTTP status.' }),
      status: Type.Integer({ description: 'The HTTP status (in a problem document).' }),
      code: Type.Unsafe<OAuthErrorCode>({ type: 'string', enum: [...codes], description: `The same value as \`error\`: ${listed}.` }),
      detail: Type.String({ description: 'Human-readable explanation; may be reworded, never parsed.' }),
      requestId: Type.String({ description: 'The request id, for escalation (also in the X-Request-Id header).' }),
      error: Type.Unsafe<OAuthErrorCode>({ type: 'string', enum: [...codes], description: `The OAuth error code: ${listed}.` }),
      error_description: Type.String({ description: 'Human-readable text about the error.' }),
    },
    { description },
  );
}

const TokenResponse = named(
  'Token',
  withExample(
    Type.Object({
      access_token: Type.String({ description: 'The access token (an ES256 JWT).' }),
      token_type: describedLiterals(['Bearer'], 'Always Bearer.'),
      expires_in: Type.Integer({ description: 'Seconds until the token expires.' }),
      scope: Type.String({ description: 'The granted scopes, space-separated, always in the full form.' }),
    }),
    {
      access_token: 'eyJhbGciOiJFUzI1NiIsImtpZCI6Ijg2YzJjMzRhIiwidHlwIjoiYXQrand0In0.eyJjbGllbnRfaWQiOiJ5YmpvMjEifQ.c2lnbmF0dXJl',
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'partner-api/products:read partner-api/sites:read',
    },
  ),
);

/** The client id as sent (HTTP Basic or body), before any other check: what the token limit counts. */
function presentedClientId(basic: ReturnType<typeof basicCredentials>, body: unknown): string | null {
  if (basic && basic !== 'malformed') return basic.id;
  const field = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).client_id : undefined;
  return typeof field === 'string' ? field : null;
}

export const tokenRoutes: FastifyPluginAsyncTypebox<{
  tokens: TokenService;
  signingKey: SigningKey;
  limit?: TokenRequestLimiter | null;
  signin?: SigninService;
  /** The origins whose pages may exchange a code here (the MCP endpoint's). */
  browserOrigins: (origin: string) => boolean;
}> = async (app, { tokens, signingKey, limit, signin, browserOrigins }) => {
  await app.register(formbody);
  const cors = signinCorsPolicy(browserOrigins);
  answerPreflights(app, '/oauth2/token', cors);

  // Fastify's own refusals of the body (too large, malformed Content-Type)
  // keep the RFC 6749 shape here like every other token error; anything else
  // goes on to the app's error handler.
  app.setErrorHandler((error, request, reply) => {
    // The app's own 400s before the route (a Host that is no authority) keep the RFC 6749 shape too.
    if (isApiError(error) && error.status === 400) {
      reply.headers(error.headers);
      return sendOAuthError(request, reply, new OAuthError('invalid_request', error.detail), false);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    const tooLarge = (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    const description = tooLarge ? 'The token request body is too large.' : 'The token request must be application/x-www-form-urlencoded.';
    return sendOAuthError(request, reply, new OAuthError('invalid_request', description), false);
  });

  app.post(
    '/oauth2/token',
    operation(
      'accessToken',
      {
        config: { public: true },
        onSend: grantAnswers(cors),
        schema: {
          tags: ['Identity'],
          summary: 'Client-credentials token request (RFC 6749 §4.4)',
          description:
            'Also exchanges the authorization code of interactive sign-in (grant_type=authorization_code with code, redirect_uri, client_id, code_verifier and resource; public clients, PKCE S256).',
          consumes: ['application/x-www-form-urlencoded'],
          body: withExample(
            Type.Object({
              grant_type: Type.Union([Type.Literal('client_credentials'), Type.Literal('authorization_code')], {
                description: 'The grant: client_credentials (or authorization_code for MCP clients).',
              }),
              client_id: Type.Optional(Type.String({ description: "The client's id." })),
              client_secret: Type.Optional(Type.String({ description: 'client_credentials only' })),
              code: Type.Optional(Type.String({ description: 'authorization_code only: the code from /oauth2/authorize' })),
              redirect_uri: Type.Optional(Type.String({ description: 'authorization_code only: as sent to /oauth2/authorize' })),
              code_verifier: Type.Optional(Type.String({ description: 'authorization_code only: the PKCE verifier' })),
              resource: Type.Optional(Type.String({ description: 'authorization_code only (RFC 8707): as sent to /oauth2/authorize' })),
              scope: Type.Optional(
                Type.String({
                  description:
                    'Space-separated scopes, full (`partner-api/sites:read`) or short (`sites:read`); unheld or unknown ones are dropped. Omitted: every capability.',
                }),
              ),
            }),
            {
              grant_type: 'client_credentials',
              client_id: '<the client id npm start prints>',
              client_secret: '<the secret issued with the client>',
              scope: 'products:read sites:read',
            },
          ),
          response: {
            200: TokenResponse,
            400: oauthErrorSchema(
              ['invalid_request', 'unsupported_grant_type', 'invalid_grant', 'invalid_scope'],
              'RFC 6749 §5.2 error inside a problem document',
            ),
            401: oauthErrorSchema(['invalid_client'], 'invalid_client: client authentication failed'),
            429: oauthErrorSchema(
              ['rate_limit_exceeded'],
              "rate_limit_exceeded: the token endpoint's own limit, per source address, per client id and address, and per client id once its secret verified",
            ),
          },
        },
      },
      {
        answers: { 200: 'The bearer token: use it as `Authorization: Bearer <access_token>` until it expires.' },
        // The client asks for its token itself, from its credentials, and keeps it.
        sdk: { sample: 'const token = await client.accessToken() // cached, refreshed once on 401' },
      },
    ),
    async (request, reply) => {
      // The schema documents the form; the handler checks it itself (RFC 6749 errors), so the body is anything yet.
      const body: unknown = request.body;
      const basic = basicCredentials(request.headers.authorization);
      const usedBasic = basic !== null;
      try {
        const retryAfter = await limit?.check(request.ip, presentedClientId(basic, body));
        if (retryAfter) throw new OAuthError('rate_limit_exceeded', `Too many token requests; retry after ${retryAfter} s.`, retryAfter);
        const contentType = request.headers['content-type'] ?? '';
        if (!/^application\/x-www-form-urlencoded\b/i.test(contentType) || body === UNSUPPORTED_MEDIA_TYPE) {
          throw new OAuthError('invalid_request', 'The token request must be application/x-www-form-urlencoded.');
        }
        const form = (body ?? {}) as Record<string, unknown>;
        for (const [name, value] of Object.entries(form)) {
          if (typeof value !== 'string') throw new OAuthError('invalid_request', `Parameter ${name} is repeated.`);
        }
        const fields = form as Record<string, string | undefined>;
        if (basic === 'malformed') throw new OAuthError('invalid_client', 'Client authentication failed.');
        if (!fields.grant_type) throw new OAuthError('invalid_request', 'grant_type is required.');
        if (fields.grant_type === 'authorization_code' && signin) {
          // Public clients (PKCE is their proof): a client secret has no place here.
          if (basic || fields.client_secret !== undefined)
            throw new OAuthError(
              'invalid_client',
              'Clients of the authorization-code grant are public: send client_id and code_verifier, no secret.',
            );
          return sendGrant(reply, await signin.exchange(fields));
        }
        if (fields.grant_type !== 'client_credentials')
          throw new OAuthError('unsupported_grant_type', 'Only client_credentials and authorization_code are supported.');
        if (basic && (fields.client_id !== undefined || fields.client_secret !== undefined)) {
          throw new OAuthError('invalid_request', 'Send client credentials either as HTTP Basic or in the body, not both.');
        }
        const clientId = basic ? basic.id : fields.client_id;
        const clientSecret = basic ? basic.secret : fields.client_secret;
        // A client id or secret no client can have (NUL, unpaired surrogates) fails like any unknown client.
        if (!clientId || !clientSecret || !isStorableText(clientId) || !isStorableText(clientSecret)) {
          throw new OAuthError('invalid_client', 'Client authentication failed.');
        }
        return sendGrant(reply, await tokens.clientCredentials(clientId, clientSecret, fields.scope, limit));
      } catch (error) {
        if (error instanceof OAuthError) return sendOAuthError(request, reply, error, usedBasic);
        throw error;
      }
    },
  );

  app.get(
    '/.well-known/jwks.json',
    operation(
      'jwks',
      {
        config: { public: true },
        schema: {
          tags: ['Identity'],
          summary: 'The public keys that sign access tokens',
          description:
            "The JSON Web Key Set of the environment's signing key. Access tokens are ES256 JWTs signed with it; a resource server can verify them offline.",
          response: {
            200: withExample(
              Type.Object({
                keys: Type.Array(Type.Record(Type.String(), Type.Unknown()), {
                  description: 'The public keys (JWK) that sign access tokens.',
                }),
              }),
              {
                keys: [
                  {
                    kty: 'EC',
                    crv: 'P-256',
                    x: 'a6b-eIXCmQmd1HpcePRz0NFIPaeHzvzIwiJuCGToeqk',
                    y: 'qA9L2pjilouI6rIX7LHxYIYgj-lMQHHwUIOkUQ_KgPM',
                    kid: '86c2c34a1f8cc1e2',
                    alg: 'ES256',
                    use: 'sig',
                  },
                ],
              },
            ),
          },
        },
      },
      { answers: { 200: 'The public keys that verify the bearer tokens this service issues (a JWK set).' } },
    ),
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send({ keys: [signingKey.publicJwk] }),
  );
};
