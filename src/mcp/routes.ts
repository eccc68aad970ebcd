// POST /v1/mcp: the MCP endpoint, inside the authenticated scope (firewall,
// authentication, gateway limits as every partner route). Each tool checks
// its own scope, so the route itself needs none. Fastify parses and checks
// the body; the SDK's fetch-shaped handler answers it.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../http/responses/problem.ts';
import { problems, withExample } from '../http/schema-helpers.ts';
import { WWW_AUTHENTICATE } from '../access/errors.ts';
import type { PartnerServices } from '../partner-api/areas.ts';
import { callerOf } from '../access/tenancy.ts';
import type { McpHttpHandler } from '@modelcontextprotocol/server';
import { allowedOrigins, originAllowed, refuseForeignOrigin } from './origin.ts';
import { mcpCorsPolicy } from './browser-access.ts';
import { answerPreflights, grantAnswers } from '../http/cors/browser-access.ts';
import { operation } from '../http/operations/operation.ts';
import { MALFORMED_JSON, NOT_UTF8_JSON } from '../http/validation/body-markers.ts';

/** The id of a JSON-RPC message, as a refusal of it repeats it; null when the body has none (not one, not an object). */
function messageId(body: unknown): string | number | null {
  const id = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** The tool a `tools/call` message names (its server registers it even when unheld, to refuse it by scope). */
function calledTool(body: unknown): string | undefined {
  const message = body as { method?: unknown; params?: { name?: unknown } } | null;
  return message?.method === 'tools/call' && typeof message.params?.name === 'string' ? message.params.name : undefined;
}

/**
 * The protected-resource metadata URL of the MCP endpoint (RFC 9728 §5.1, MCP authorization): the path-suffixed
 * document, whose `resource` is the endpoint's URL, as RFC 9728 §3.3 requires of metadata a 401 points to (the root
 * document's `resource` is the host's).
 */
export function resourceMetadataUrl(baseUrl: string): string {
  return `${baseUrl}/.well-known/oauth-protected-resource/v1/mcp`;
}

// One message per request: JSON-RPC batches left MCP in 2025-06-18.
const JsonRpcBody = withExample(
  Type.Object(
    {
      jsonrpc: Type.Literal('2.0', { description: 'Always 2.0.' }),
      method: Type.Optional(Type.String({ maxLength: 200, description: 'The JSON-RPC method.' })),
    },
    {
      additionalProperties: true,
      description:
        'One JSON-RPC message of the Model Context Protocol (Streamable HTTP; 2026-07-28 with the MCP-Protocol-Version and Mcp-Method headers, or 2025-11-25 after initialize). Send Accept: application/json, text/event-stream.',
    },
  ),
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/list',
    params: {
      _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} },
    },
  } as never,
);

// The Streamable HTTP headers of MCP (SEP-2243): published so a client knows
// them; the SDK's handler checks them against the body, not this schema.
const McpHeaders = Type.Object({
  'MCP-Protocol-Version': Type.Optional(
    Type.String({
      maxLength: 50,
      examples: ['2026-07-28'],
      description:
        "The protocol revision: required on every request of 2026-07-28 (equal to the body's `_meta` protocolVersion) and after initialize in 2025-11-25.",
    }),
  ),
  'Mcp-Method': Type.Optional(
    Type.String({
      maxLength: 200,
      examples: ['tools/list'],
      description: 'The JSON-RPC `method` of the body: required on every request (not notification) of 2026-07-28.',
    }),
  ),
  'Mcp-Name': Type.Optional(
    Type.String({
      maxLength: 200,
      examples: ['me'],
      description: 'On `tools/call` of 2026-07-28: the tool name (`params.name`) of the body.',
    }),
  ),
});

// The 200 answer in either media type the transport may choose: JSON, or
// (2025-11-25, when the client accepts it) a stream of server-sent events
// whose last `message` event is the response.
const toolsListExample = {
  jsonrpc: '2.0',
  id: 1,
  result: { tools: [{ name: 'me', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }] },
};
const JsonRpcAnswer = {
  description: 'A JSON-RPC response (application/json or a text/event-stream of messages)',
  content: {
    // The document's example here is the one the demo world answers (documentExamples).
    'application/json': { schema: { type: 'object', additionalProperties: true, description: 'A JSON-RPC response' } },
    'text/event-stream': {
      schema: {
        type: 'string',
        description: 'Server-sent events, each `message` event carrying one JSON-RPC message; the last is the response.',
      },
      example: `event: message\ndata: ${JSON.stringify(toolsListExample)}\n\n`,
    },
  },
} as const;

export const mcpRoutes: FastifyPluginAsync<{
  services: PartnerServices;
  baseUrl: string;
  allowedOrigins: readonly string[];
  /** The service's version (package.json), the server's in `initialize`. */
  version: string;
}> = async (app, { services, baseUrl, allowedOrigins: configured, version }) => {
  const allowed = allowedOrigins(baseUrl, configured);
  // A plugin-level hook runs before the route's own (authentication, limits): see origin.ts. A preflight from a
  // foreign origin meets it too: its 403 grants nothing, as the POST it asks for would be refused.
  app.addHook('onRequest', refuseForeignOrigin(allowed));
  const cors = mcpCorsPolicy(originAllowed(allowed));
  answerPreflights(app, '/v1/mcp', cors);
  // The SDK (and its schema libraries) loads on the first call, not at start (docs/decisions.md, "Operations").
  let loading: Promise<{ handler: McpHttpHandler; revisions: readonly string[] }> | null = null;
  const endpoint = () =>
    (loading ??= import('./server.ts').then(({ createMcpEndpoint, SERVED_REVISIONS }) => ({
      handler: createMcpEndpoint(services, version),
      revisions: SERVED_REVISIONS,
    })));
  // The SDK wants a web Request, hence a URL: the configured one, never one
  // built from Host or X-Forwarded-* (a client's header is no URL; the
  // handler reads nothing from it).
  const endpointUrl = new URL(`${baseUrl.replace(/\/$/, '')}/v1/mcp`).href;
  app.addHook('onClose', async () => (loading ? (await loading).handler.close() : undefined));
  const challenge = `${WWW_AUTHENTICATE}, resource_metadata="${resourceMetadataUrl(baseUrl)}"`;
  // The 401 body stays the identical invalid_token; MCP clients find the sign-in through the challenge.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', challenge);
  });
  // The service's own refusals of a body (not JSON, not one object, no `jsonrpc: "2.0"`) come from validation,
  // before the SDK reads the message: they carry the JSON-RPC members too, as the SDK's refusals do
  // (sendTransportRefusal): -32700 for a body that is not JSON (or not UTF-8), -32600 for any other, with the message's id.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 400 || typeof payload !== 'string') return payload;
    let problem: { detail?: string; jsonrpc?: unknown };
    try {
      problem = JSON.parse(payload) as typeof problem;
    } catch {
      return payload;
    }
    if (problem === null || typeof problem !== 'object' || problem.jsonrpc !== undefined) return payload;
    const error = {
      code: request.body === MALFORMED_JSON || request.body === NOT_UTF8_JSON ? -32700 : -32600,
      message: problem.detail ?? 'Invalid request',
    };
    return JSON.stringify({ ...problem, jsonrpc: '2.0', id: messageId(request.body), error });
  });

  app.post(
    '/v1/mcp',
    operation('mcp', {
      config: { scope: null },
      // Every answer, whichever hook or handler sends it (a 401, a 429 included).
      onSend: grantAnswers(cors),
      schema: {
        tags: ['MCP'],
        summary: "Model Context Protocol endpoint: one tool per partner action, listed by the caller's scopes",
        description:
          "Model Context Protocol endpoint (Streamable HTTP, JSON responses) for staff or agents: one tool per partner action, listed according to the caller's scopes; each tool calls the same service as its route.",
        headers: McpHeaders,
        body: JsonRpcBody,
        response: {
          200: JsonRpcAnswer,
          202: { type: 'null', description: 'A notification, accepted' },
          ...problems('not_acceptable', 'origin_not_allowed'),
        },
      },
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'content-length') headers.set(name, value);
      }
      // A client that states no preference (curl, a plain fetch) takes either answer the transport gives.
      if (!request.headers.accept || request.headers.accept === '*/*') headers.set('accept', 'application/json, text/event-stream');
      const { handler, revisions } = await endpoint();
      // The SDK's own refusal of an unknown revision lists only the revisions of its stateful handler.
      const revision = request.headers['mcp-protocol-version'];
      if (typeof revision === 'string' && !revisions.includes(revision))
        return sendTransportRefusal(request.id, reply, unsupportedRevision(revision, revisions), messageId(request.body));
      const response = await handler.fetch(new Request(endpointUrl, { method: 'POST', headers }), {
        parsedBody: request.body,
        // The bearer was verified by the hook and never travels further; the tools read the Caller.
        authInfo: {
          token: '',
          clientId: caller.credentialId,
          scopes: [...caller.scopes],
          extra: { caller, requestId: request.id, calledTool: calledTool(request.body) },
        },
      });
      if (response.status < 400) return reply.send(response);
      return sendTransportRefusal(request.id, reply, response, messageId(request.body));
    },
  );
};

/** A 400 naming every revision served, in the shape of the SDK's own refusals (JSON-RPC -32000). */
function unsupportedRevision(revision: string, revisions: readonly string[]): Response {
  const message = `Unsupported protocol version: ${revision.slice(0, 50)} (supported versions: ${revisions.join(', ')})`;
  return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32000, message } }, { status: 400 });
}

/**
 * The SDK refuses some requests at the HTTP level (an invalid JSON-RPC
 * message, an Accept header without JSON or SSE) with a JSON-RPC error body.
 * Every 4xx of the API is a problem document, so the refusal becomes one with
 * its code, keeping the JSON-RPC members (`jsonrpc`, `id`, `error`) beside it
 * for MCP clients that read them.
 */
async function sendTransportRefusal(
  requestId: string,
  reply: FastifyReply,
  response: Response,
  id: string | number | null,
): Promise<FastifyReply> {
  const rpc = (await response.json().catch(() => ({}))) as { jsonrpc?: string; id?: unknown; error?: { message?: string } };
  const status = response.status === 406 ? 406 : 400;
  const code = status === 406 ? 'not_acceptable' : 'invalid_request';
  const detail = rpc.error?.message ?? 'The MCP transport refused the request.';
  return reply
    .header('x-request-id', requestId)
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .serializer(JSON.stringify)
    .send({
      ...problemBody(status, code, detail, requestId),
      jsonrpc: '2.0',
      id: rpc.id ?? id,
      error: rpc.error ?? { code: -32600, message: detail },
    });
}
