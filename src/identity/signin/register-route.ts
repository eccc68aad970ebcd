// RFC 7591 dynamic registration of public clients (MCP clients), bounded: a
// bucket per source address checked before the body is read, a body cap near
// the largest registration the rules allow, and retention of clients no
// sign-in uses (src/retention/). Answers and refusals keep RFC 7591's shape.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { describedLiterals, withExample } from '../../http/schema-helpers.ts';
import type { TokenRequestLimiter } from '../../gateway/limits/token-limit.ts';
import { isApiError } from '../../errors/catalogue.ts';
import { oauthErrorSchema, sendOAuthError } from '../token-routes.ts';
import { OAuthError } from '../token-service.ts';
import { operation } from '../../http/operations/operation.ts';
import { grantAnswers } from '../../http/cors/browser-access.ts';
import type { CorsPolicy } from '../../http/cors/policy.ts';
import type { SigninService } from './signin-service.ts';

const tags = ['Identity'];

/** A registered client's fields, in its registration and its answer (RFC 7591). */
const CLIENT = {
  redirect_uris: 'The redirect URIs the client registers (loopback or https).',
  client_name:
    "The client's display name, shown on the sign-in and consent page: at most 200 characters, none of them a control or bidirectional-formatting character.",
  grant_types: 'The grant types the client uses.',
  response_types: 'The response types the client uses (code).',
};

const RegistrationBody = withExample(
  Type.Object({
    redirect_uris: Type.Array(Type.String({ maxLength: 2000 }), { minItems: 1, maxItems: 10, description: CLIENT.redirect_uris }),
    client_name: Type.Optional(Type.String({ maxLength: 200, description: CLIENT.client_name })),
    token_endpoint_auth_method: Type.Optional(
      Type.Literal('none', { description: 'How the client authenticates at the token endpoint (none: a public client).' }),
    ),
    grant_types: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10, description: CLIENT.grant_types })),
    response_types: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10, description: CLIENT.response_types })),
  }),
  { redirect_uris: ['http://127.0.0.1:33418/callback'], client_name: 'Claude Desktop', token_endpoint_auth_method: 'none' },
);

const Registration = withExample(
  Type.Object({
    client_id: Type.String({ description: "The client's id." }),
    client_id_issued_at: Type.Integer({ description: 'When the client id was issued (seconds since the epoch).' }),
    client_name: Type.Optional(Type.String({ description: CLIENT.client_name })),
    redirect_uris: Type.Array(Type.String(), { description: CLIENT.redirect_uris }),
    token_endpoint_auth_method: describedLiterals(['none'], 'How the client authenticates at the token endpoint (none: a public client).'),
    grant_types: Type.Array(Type.String(), { description: CLIENT.grant_types }),
    response_types: Type.Array(Type.String(), { description: CLIENT.response_types }),
  }),
  {
    client_id: '0b9e3f7a-61f2-4a35-9a53-5b3c7f2d8e11',
    client_id_issued_at: 1768469400,
    client_name: 'Claude Desktop',
    redirect_uris: ['http://127.0.0.1:33418/callback'],
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code'],
    response_types: ['code'],
  },
);

/** 10 redirect URIs of 2,000 characters, the name and the two lists come to about 23 KB: room for metadata we ignore, no more. */
const REGISTRATION_BODY_LIMIT = 64 * 1024;

/** An item of an RFC 7591 list of names (`grant_types`, `response_types`), as the body schema publishes it. */
const isShortString = (value: unknown): boolean => typeof value === 'string' && value.length <= 100;

export function registerClientRoute(
  app: FastifyInstance,
  { signin, limit, cors }: { signin: SigninService; limit?: TokenRequestLimiter | null; cors: CorsPolicy },
): void {
  app.post(
    '/oauth2/register',
    operation(
      'registerClient',
      {
        config: { public: true },
        onSend: grantAnswers(cors),
        // The largest registration the schema allows is about 23 KB; a larger body is refused before it is parsed.
        bodyLimit: REGISTRATION_BODY_LIMIT,
        // Before the body is read or parsed: an address over its allowance costs us one bucket check.
        onRequest: async (request, reply) => {
          const retryAfter = await limit?.checkRegistration(request.ip);
          if (retryAfter)
            return sendOAuthError(
              request,
              reply,
              new OAuthError(
                'rate_limit_exceeded',
                `Too many client registrations from this address; retry after ${retryAfter} s.`,
                retryAfter,
              ),
              false,
            );
        },
        // Refusals before the handler (a Host that is no authority, a body Fastify cannot read) keep the RFC 7591 shape.
        errorHandler: (error, request, reply) => {
          if (isApiError(error) && error.status === 400) {
            reply.headers(error.headers);
            return sendOAuthError(request, reply, new OAuthError('invalid_request', error.detail), false);
          }
          const status = (error as { statusCode?: number }).statusCode ?? 500;
          if (status < 400 || status >= 500) throw error;
          return sendOAuthError(
            request,
            reply,
            new OAuthError('invalid_client_metadata', 'The registration request must be a JSON body of at most 64 KB.'),
            false,
          );
        },
        schema: {
          tags,
          summary: 'Dynamic client registration (RFC 7591) for public MCP clients: loopback or https redirect URIs',
          description:
            'Dynamic client registration (RFC 7591) for public MCP clients. Redirect URIs must be loopback or https; the answer is the registered client with its client_id. Limited per source address (a burst of 10, then one a minute). A client no sign-in has used is deleted after a day, and one unused for 90 days.',
          body: RegistrationBody,
          response: {
            201: Registration,
            400: oauthErrorSchema(
              ['invalid_redirect_uri', 'invalid_client_metadata', 'invalid_request'],
              'invalid_redirect_uri or invalid_client_metadata (RFC 7591 §3.2.2); invalid_request for a request the listener refuses',
            ),
            429: oauthErrorSchema(
              ['rate_limit_exceeded'],
              'rate_limit_exceeded: too many registrations from this source address (a burst of 10, then one a minute); Retry-After says when to try again',
            ),
          },
        },
      },
      { answers: { 201: 'Registered: the new public client (RFC 7591), to start the sign-in with.' } },
    ),
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const uris = body.redirect_uris;
      try {
        if (
          !Array.isArray(uris) ||
          uris.length === 0 ||
          uris.length > 10 ||
          !uris.every((u) => typeof u === 'string' && u.length <= 2000)
        ) {
          throw new OAuthError('invalid_redirect_uri', 'redirect_uris is a list of 1 to 10 URIs.');
        }
        for (const field of ['grant_types', 'response_types'] as const) {
          const values = body[field];
          if (values !== undefined && !(Array.isArray(values) && values.length <= 10 && values.every(isShortString)))
            throw new OAuthError('invalid_client_metadata', `${field} is a list of at most 10 strings of at most 100 characters.`);
        }
        const name = body.client_name;
        if (name !== undefined && (typeof name !== 'string' || name.length > 200))
          throw new OAuthError('invalid_client_metadata', 'client_name is a string of at most 200 characters.');
        if (body.token_endpoint_auth_method !== undefined && body.token_endpoint_auth_method !== 'none') {
          throw new OAuthError(
            'invalid_client_metadata',
            'Only public clients (token_endpoint_auth_method "none") register here; machine clients get credentials from partner staff.',
          );
        }
        const client = await signin.register(uris as string[], (name as string | undefined) ?? null);
        return reply
          .code(201)
          .header('cache-control', 'no-store')
          .send({
            client_id: client.clientId,
            client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
            ...(client.clientName === null ? {} : { client_name: client.clientName }),
            redirect_uris: client.redirectUris,
            token_endpoint_auth_method: 'none',
            grant_types: ['authorization_code'],
            response_types: ['code'],
          });
      } catch (error) {
        if (error instanceof OAuthError) return sendOAuthError(request, reply, error, false);
        throw error;
      }
    },
  );
}
