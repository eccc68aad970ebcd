// Builds the MCP server for one request's caller: only the tools whose scope
// the caller's effective scopes hold are registered and listed. A call to an
// unheld tool registers that one tool for its own request, so it answers the
// API's 403 `insufficient_scope` naming the scope as a tool error (callTool)
// rather than the protocol's "not found" (docs/decisions.md). Stateless: a
// fresh instance per request (the SDK's createMcpHandler serves 2026-07-28
// and, statelessly, 2025-11-25).
import {
  createMcpHandler,
  McpServer,
  SUPPORTED_PROTOCOL_VERSIONS,
  type McpHttpHandler,
  type StandardSchemaWithJSON,
} from '@modelcontextprotocol/server';
import type { Caller } from '../access/caller.ts';
import type { PartnerServices } from '../partner-api/areas.ts';
import { callTool, inputSchemaOf, outputSchemaOf, type McpTool } from './tool.ts';
import { TOOLS } from './tools.ts';

/**
 * The revisions served: those without JSON-RPC batches. 2025-03-26 and older required a server to take batches,
 * which the endpoint refuses (one message per request), so `initialize` asking for one of them is answered with
 * the newest 2025 revision instead of agreeing to it, and a later request naming one in MCP-Protocol-Version is 400.
 */
const PROTOCOL_VERSIONS = SUPPORTED_PROTOCOL_VERSIONS.filter((version) => version >= '2025-06-18');

/** The stateless revision createMcpHandler serves beside those (the SDK exports no constant naming it). */
const STATELESS_REVISION = '2026-07-28';

/** Every revision a request may name in MCP-Protocol-Version, newest first. */
export const SERVED_REVISIONS: readonly string[] = [STATELESS_REVISION, ...PROTOCOL_VERSIONS];

/**
 * The tool's JSON Schema for tools/list; validation happens in callTool with
 * the API's own validator (so refusals carry the API's codes), hence the
 * pass-through `validate`.
 */
function argumentsSchema(tool: McpTool): StandardSchemaWithJSON<Record<string, unknown>> {
  return passThrough(inputSchemaOf(tool));
}

/**
 * The tool's `outputSchema`: the success schema of its route. The result is
 * rendered by the route's own renderer, which the response check of the
 * test suite (CHECK_RESPONSES) holds to that schema, hence pass-through too.
 */
function resultSchema(tool: McpTool): StandardSchemaWithJSON<Record<string, unknown>> {
  return passThrough(outputSchemaOf(tool));
}

function passThrough(json: Record<string, unknown>): StandardSchemaWithJSON<Record<string, unknown>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'partner-api',
      validate: (value) => ({ value: (value ?? {}) as Record<string, unknown> }),
      jsonSchema: { input: () => json, output: () => json },
    },
  };
}

/** The tools a caller holds the scopes of; the sandbox-only ones only in a sandbox. */
export function toolsFor(caller: Caller, sandbox: boolean): McpTool[] {
  return TOOLS.filter((tool) => (tool.scope === null || caller.scopes.includes(tool.scope)) && (sandbox || !tool.sandboxOnly));
}

/** The tools a request's server registers: the held ones, and the one a `tools/call` names if it is unheld. */
function toolsServed(caller: Caller, called: string | null, sandbox: boolean): McpTool[] {
  const held = toolsFor(caller, sandbox);
  // A sandbox-only tool outside a sandbox stays unknown, held or not.
  const unheld = TOOLS.find((tool) => tool.name === called && !held.includes(tool) && (sandbox || !tool.sandboxOnly));
  return unheld ? [...held, unheld] : held;
}

export function buildMcpServer(
  services: PartnerServices,
  caller: Caller,
  requestId: string | null = null,
  called: string | null = null,
  version = 'unknown',
): McpServer {
  // A server built per request can never notify a client that its tool list
  // changed, so it must not claim to (the SDK claims it unless told otherwise).
  const server = new McpServer(
    { name: 'partner-commerce-api', version },
    { capabilities: { tools: { listChanged: false } }, supportedProtocolVersions: PROTOCOL_VERSIONS },
  );
  // The SDK keeps its tools in a plain object, where `__proto__` or `toString` finds Object.prototype's members
  // and a call of one is answered "disabled": without a prototype, any name not registered is "not found".
  const registry = (server as unknown as { _registeredTools?: object })._registeredTools;
  if (registry) Object.setPrototypeOf(registry, null);
  for (const tool of toolsServed(caller, called, services.testHelpers !== null)) {
    server.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema: argumentsSchema(tool),
        outputSchema: resultSchema(tool),
        annotations: tool.annotations,
      },
      async (args) => callTool(tool, services, caller, args, requestId),
    );
  }
  return server;
}

/** One handler for the process; each request's Caller travels in `authInfo.extra`. `version`: the service's, in serverInfo. */
export function createMcpEndpoint(services: PartnerServices, version: string): McpHttpHandler {
  return createMcpHandler(
    ({ authInfo }) =>
      buildMcpServer(
        services,
        authInfo!.extra!.caller as Caller,
        (authInfo!.extra!.requestId as string | undefined) ?? null,
        (authInfo!.extra!.calledTool as string | undefined) ?? null,
        version,
      ),
    { legacy: 'stateless' },
  );
}
