// OAuth discovery for MCP clients, public like the JWKS: protected-resource
// metadata (RFC 9728) at the root and in the path-suffixed form for /v1/mcp,
// and authorization-server metadata (RFC 8414). The API is its own
// authorization server, and its identifier (`issuer`) is the URL its metadata
// is fetched under, as RFC 8414 §3.3 requires and clients check: the public
// base URL, which every URL here is built on. The tokens' own `iss` claim is
// the environment's (src/identity/issuer.ts): the same URL when
// PUBLIC_BASE_URL is set, a URN without it, so local processes on several
// ports accept each other's tokens; no client reads that claim.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { withExample } from '../http/schema-helpers.ts';
import { SCOPES } from '../access/scopes.ts';
import { operation } from '../http/operations/operation.ts';
import type { CorsPolicy } from '../http/cors/policy.ts';
import { answerPreflights, grantAnswers } from '../http/cors/browser-access.ts';

const tags = ['MCP'];

/**
 * Public metadata, fetched without a credential: any page may read it (`*`). MCP clients send
 * MCP-Protocol-Version with discovery, which makes a browser ask first.
 */
const PUBLIC_DOCUMENT: CorsPolicy = {
  origins: 'any',
  methods: ['GET'],
  requestHeaders: ['accept', 'mcp-protocol-version'],
  exposedHeaders: [],
};
const EXAMPLE_BASE = 'https://partner-api.example.com';

export function protectedResourceMetadata(baseUrl: string, resource: string) {
  return {
    resource,
    authorization_servers: [baseUrl],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Partner Commerce API',
    resource_documentation: `${baseUrl}/docs`,
  };
}

export function authorizationServerMetadata(baseUrl: string) {
  return {
    issuer: baseUrl,
    authorization_endpoint: `${baseUrl}/oauth2/authorize`,
    token_endpoint: `${baseUrl}/oauth2/token`,
    registration_endpoint: `${baseUrl}/oauth2/register`,
    jwks_uri: `${baseUrl}/.well-known/jwks.json`,
    scopes_supported: [...SCOPES],
    // Staff sign in interactively (authorization code, public clients with PKCE);
    // machine clients keep client credentials (the MCP client-credentials extension).
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'client_credentials'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
    service_documentation: `${baseUrl}/docs`,
  };
}

const ResourceMetadata = withExample(
  Type.Object({
    resource: Type.String({ description: "The protected resource's identifier (its URL)." }),
    authorization_servers: Type.Array(Type.String(), { description: 'The authorization servers that issue tokens for the resource.' }),
    scopes_supported: Type.Array(Type.String(), { description: 'The scopes a token may carry.' }),
    bearer_methods_supported: Type.Array(Type.String(), { description: 'How a bearer token is sent (header).' }),
    resource_name: Type.String({ description: "The protected resource's name." }),
    resource_documentation: Type.String({ description: 'Where the resource is documented.' }),
  }),
  protectedResourceMetadata(EXAMPLE_BASE, `${EXAMPLE_BASE}/v1/mcp`),
);

const ServerMetadata = withExample(
  Type.Object({
    issuer: Type.String({ description: "The authorization server's identifier: the base URL this document is fetched under (RFC 8414)." }),
    authorization_endpoint: Type.String({ description: 'The authorization endpoint (interactive sign-in).' }),
    token_endpoint: Type.String({ description: 'The token endpoint.' }),
    registration_endpoint: Type.String({ description: 'The dynamic client registration endpoint (RFC 7591).' }),
    jwks_uri: Type.String({ description: 'Where the public signing keys are published.' }),
    scopes_supported: Type.Array(Type.String(), { description: 'The scopes a token may carry.' }),
    response_types_supported: Type.Array(Type.String(), { description: 'The response types supported (code).' }),
    grant_types_supported: Type.Array(Type.String(), { description: 'The grant types supported.' }),
    code_challenge_methods_supported: Type.Array(Type.String(), { description: 'The PKCE methods supported (S256).' }),
    token_endpoint_auth_methods_supported: Type.Array(Type.String(), {
      description: 'How clients may authenticate at the token endpoint.',
    }),
    authorization_response_iss_parameter_supported: Type.Boolean({ description: 'Whether authorization responses carry iss (RFC 9207).' }),
    client_id_metadata_document_supported: Type.Boolean({
      description: 'Whether a client may use a metadata document URL as its client id.',
    }),
    service_documentation: Type.String({ description: 'Where the service is documented.' }),
  }),
  authorizationServerMetadata(EXAMPLE_BASE),
);

export const oauthMetadataRoutes: FastifyPluginAsync<{ baseUrl: string }> = async (app, { baseUrl }) => {
  app.addHook('onSend', grantAnswers(PUBLIC_DOCUMENT));
  for (const url of [
    '/.well-known/oauth-protected-resource',
    '/.well-known/oauth-protected-resource/v1/mcp',
    '/.well-known/oauth-authorization-server',
  ])
    answerPreflights(app, url, PUBLIC_DOCUMENT);
  const resource = (path: string, description: string) => ({
    config: { public: true },
    schema: {
      tags,
      summary: `Protected-resource metadata (RFC 9728) for ${path}`,
      description,
      response: { 200: ResourceMetadata },
    },
  });
  app.get(
    '/.well-known/oauth-protected-resource',
    operation(
      'protectedResourceMetadata',
      resource('the partner API', 'Protected-resource metadata (RFC 9728): the authorization server and the scopes of the partner API.'),
      { answers: { 200: 'The protected-resource metadata of the API (RFC 9728).' } },
    ),
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(protectedResourceMetadata(baseUrl, baseUrl)),
  );
  app.get(
    '/.well-known/oauth-protected-resource/v1/mcp',
    operation(
      'mcpProtectedResourceMetadata',
      resource(
        'the MCP endpoint',
        'Protected-resource metadata (RFC 9728) for the MCP endpoint: where an MCP client obtains a token to call POST /v1/mcp.',
      ),
      { answers: { 200: 'The protected-resource metadata of the MCP endpoint (RFC 9728).' } },
    ),
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(protectedResourceMetadata(baseUrl, `${baseUrl}/v1/mcp`)),
  );
  app.get(
    '/.well-known/oauth-authorization-server',
    operation(
      'authorizationServerMetadata',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Authorization-server metadata (RFC 8414)',
          description:
            'Authorization-server metadata (RFC 8414): the token, authorization and registration endpoints, the supported grants and PKCE methods.',
          response: { 200: ServerMetadata },
        },
      },
      { answers: { 200: 'The authorization-server metadata (RFC 8414).' } },
    ),
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(authorizationServerMetadata(baseUrl)),
  );
};
