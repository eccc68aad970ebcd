// One MCP tool per partner action, declared as data: the route schemas it
// reuses (params, query, body), the scope it needs, its annotations and a
// `run` that calls the same service with the same Caller as the route.
// Arguments are checked by the API's own validator (`validateParts`), so a
// tool refuses exactly what the route refuses, with the same problem code.
import type { TSchema } from 'typebox';
import type { ErrorCode } from '../errors/catalogue.ts';
import { ApiError } from '../errors/catalogue.ts';
import { accessErrors } from '../access/errors.ts';
import { validateParts, type RouteSchemas } from '../http/validation/validation.ts';
import type { Caller } from '../access/caller.ts';
import type { Scope } from '../access/scopes.ts';
import type { PartnerServices } from '../partner-api/areas.ts';
import { snakeCaseOf, type ToolHints } from '../http/operations/operation.ts';
import { mendedSchema } from '../http/openapi/generator-friendly.ts';
import { answerOf, type DeclaredRoute } from './route-table.ts';

type Schema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

// Validated inputs: the route handlers' request.params/query/body, typed loosely
// here because one table holds tools of every shape.
export interface ToolInput {
  params: any;
  query: any;
  body: any;
  /** The id of the HTTP request that called the tool (kept with a submission's job, for its log lines). */
  requestId: string | null;
}

export interface McpTool {
  /** The operation's name in MCP's convention: its operationId in snake_case (`orders_approve_proof`). */
  name: string;
  description: string;
  /** The scope the matching route needs; null for routes any credential may call (me). */
  scope: Scope | null;
  annotations: ToolHints;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /**
   * The matching route's operationId (`ordersSubmit`) and the very schema it
   * publishes for its success response: the tool's `outputSchema` (a test
   * holds each equal to the document's).
   */
  operationId: string;
  output: TSchema;
  bodyErrorCode?: ErrorCode;
  /** Listed and callable only where the services have the test helpers (a sandbox). */
  sandboxOnly?: boolean;
  run(services: PartnerServices, caller: Caller, input: ToolInput): Promise<unknown>;
}

/**
 * The tool that calls a route: named after its operationId; its words and
 * hints are the route's `mcp`; its arguments' schemas, output schema (the
 * lowest 2xx answer's), scope and body's problem code are the route's as
 * its plugin declares it (`declared`); `run` calls the route's handler as
 * declared with the call's services (`live`), under the caller's tenancy.
 */
export function toolOf(
  operationId: string,
  definition: { description: string; annotations: ToolHints },
  declared: DeclaredRoute,
  live: (services: PartnerServices) => DeclaredRoute,
  sandboxOnly: boolean,
): McpTool {
  const { config, schema } = declared;
  if (config?.scope === undefined) throw new Error(`MCP: ${operationId} names no scope`);
  const success = Math.min(...Object.keys(schema.response).map(Number));
  return {
    name: snakeCaseOf(operationId),
    ...definition,
    operationId,
    scope: config.scope,
    ...(schema.params ? { params: schema.params } : {}),
    ...(schema.querystring ? { query: schema.querystring } : {}),
    ...(schema.body ? { body: schema.body } : {}),
    output: schema.response[success]!,
    ...(config.bodyErrorCode ? { bodyErrorCode: config.bodyErrorCode } : {}),
    ...(sandboxOnly ? { sandboxOnly } : {}),
    run: (services, caller, input) => answerOf(live(services), caller, input),
  };
}

const propsOf = (schema?: TSchema) => ((schema as Schema | undefined)?.properties ?? {}) as Record<string, unknown>;
const requiredOf = (schema?: TSchema) => (schema as Schema | undefined)?.required ?? [];

/**
 * The tool's arguments as one JSON object: path and query fields side by
 * side; a body alone is the arguments themselves, a body beside path fields
 * sits under `body`.
 */
export function inputSchemaOf(tool: McpTool): Record<string, unknown> {
  // Mended as the published document is (src/http/openapi/generator-friendly.ts), so a tool says what its route says.
  if (tool.body && !tool.params) return mendedSchema({ ...(tool.body as Schema), $id: undefined, type: 'object' });
  const properties = { ...propsOf(tool.params), ...propsOf(tool.query), ...(tool.body ? { body: tool.body } : {}) };
  const required = [...requiredOf(tool.params), ...(tool.body ? ['body'] : [])];
  return mendedSchema({ type: 'object', properties, required, additionalProperties: false });
}

/**
 * The tool's `outputSchema`: the route's success schema, as JSON. Not `$id`
 * (it is not a shared schema here), nor the response `headers` a route
 * publishes beside its schema (`withHeaders`: words for the OpenAPI
 * response, no JSON Schema keyword; a tool result has no headers).
 */
export function outputSchemaOf(tool: McpTool): Record<string, unknown> {
  const { $id: _id, headers: _headers, ...schema } = mendedSchema(tool.output) as Record<string, unknown>;
  return schema;
}

/** Path and query values travel as strings over HTTP; a client may send them as numbers or booleans. */
function asStrings(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' || typeof v === 'boolean' ? String(v) : v]));
}

/** Splits arguments into the route's parts and validates them as the route would. */
export function toolInput(tool: McpTool, args: Record<string, unknown>, requestId: string | null = null): ToolInput {
  const paramNames = Object.keys(propsOf(tool.params));
  const pick = (names: (k: string) => boolean) => Object.fromEntries(Object.entries(args).filter(([k]) => names(k)));
  let body: unknown;
  let query: Record<string, unknown> = {};
  if (tool.body && !tool.params) body = args;
  else if (tool.body) {
    body = args.body;
    query = pick((k) => !paramNames.includes(k) && k !== 'body');
  } else query = pick((k) => !paramNames.includes(k));
  const parts = { params: asStrings(pick((k) => paramNames.includes(k))), query: asStrings(query), body };
  const schemas = { params: tool.params, querystring: tool.query, body: tool.body } as RouteSchemas;
  validateParts(schemas, parts, { bodyErrorCode: tool.bodyErrorCode });
  return { ...parts, requestId };
}

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent: Record<string, unknown>;
  isError?: boolean;
}

/**
 * Runs a tool for a caller: its result, or the API's problem as a tool error.
 * A tool whose scope the caller lacks answers the API's 403
 * `insufficient_scope` naming the scope, as its route would.
 */
export async function callTool(
  tool: McpTool,
  services: PartnerServices,
  caller: Caller,
  args: Record<string, unknown>,
  requestId: string | null = null,
): Promise<ToolResult> {
  try {
    if (tool.scope !== null && !caller.scopes.includes(tool.scope)) throw accessErrors.insufficientScope(tool.scope);
    const result = (await tool.run(services, caller, toolInput(tool, args, requestId))) as Record<string, unknown>;
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const problem = {
      code: error.code,
      status: error.status,
      detail: error.detail,
      ...(error.errors?.length ? { errors: error.errors } : {}),
    };
    return { content: [{ type: 'text', text: `${error.code}: ${error.detail}` }], structuredContent: problem, isError: true };
  }
}
