// POST /v1/mcp: the MCP endpoint, inside the authenticated scope (firewall,
// authentication, gateway limits as every partner route). Each tool checks
// its own scope, so the route itself needs none. Fastify parses and checks
// the body; the SDK's fetch-shaped handler answers it.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { problemResponses, okExample, withExample } from '../http/schema-helpers.ts';
import { WWW_AUTHENTICATE } from '../identity/authenticate.ts';
import type { Platform } from '../platform.ts';
import { callerOf } from '../tenancy.ts';
import { createMcpEndpoint } from './server.ts';

/** The protected-resource metadata URL of the MCP endpoint (RFC 9728 §5.1, MCP authorization). */
export function resourceMetadataUrl(baseUrl: string): string {
  return `${baseUrl}/.well-known/oauth-protected-resource`;
}

const JsonRpcBody = withExample(
  Type.Union([Type.Object({ jsonrpc: Type.Literal('2.0') }, { additionalProperties: true }), Type.Array(Type.Object({ jsonrpc: Type.Literal('2.0') }, { additionalProperties: true }), { maxItems: 100 })], {
    description: 'A JSON-RPC message of the Model Context Protocol (Streamable HTTP; 2026-07-28 or 2025-11-25).',
  }),
  { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } } as never,
);

export const mcpRoutes: FastifyPluginAsync<{ platform: Platform }> = async (app, { platform }) => {
  const endpoint = createMcpEndpoint(platform);
  app.addHook('onClose', async () => endpoint.close());
  const challenge = `${WWW_AUTHENTICATE}, resource_metadata="${resourceMetadataUrl(platform.config.publicBaseUrl)}"`;
  // The 401 body stays the identical invalid_token; MCP clients find the sign-in through the challenge.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', challenge);
  });

  app.post(
    '/v1/mcp',
    {
      config: { scope: null },
      schema: {
        tags: ['MCP'],
        summary: 'Model Context Protocol endpoint: one tool per partner action, listed by the caller\'s scopes',
        body: JsonRpcBody,
        response: {
          200: okExample({ jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'get_me', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }] } }, 'A JSON-RPC response (application/json or a text/event-stream of messages)'),
          202: { type: 'null', description: 'A notification, accepted' },
          ...problemResponses(400),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'content-length') headers.set(name, value);
      }
      const url = `${request.protocol}://${request.host}${request.url}`;
      const response = await endpoint.fetch(new Request(url, { method: 'POST', headers }), {
        parsedBody: request.body,
        authInfo: { token: 'verified', clientId: caller.credentialId, scopes: caller.scopes, extra: { caller } },
      });
      return reply.send(response);
    },
  );
};
