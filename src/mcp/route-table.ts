// The partner routes as their plugins declare them, read without a server:
// each plugin runs against a recorder that keeps every route's options and
// handler under the operationId it declares (`usersGet`). An MCP tool is
// its route (tool.ts): the route's schemas, scope and body's problem code,
// and the route's handler, called with the tool's validated arguments as its
// request and a reply that keeps what the handler sends.
import type { TSchema } from 'typebox';
import type { Caller } from '../access/caller.ts';
import type { Scope } from '../access/scopes.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import type { OperationFacts } from '../http/operations/operation.ts';
import type { AreaRoutes } from '../partner-api/areas.ts';

/** What a route handler reads of its request, as a tool passes it: the validated parts, the request id, the caller. */
interface ToolRequest {
  params: unknown;
  query: unknown;
  body: unknown;
  id: string | null;
  caller: Caller;
}

/** What a route handler uses of its reply: status and headers (words for HTTP, not for a tool), and `send`. */
class ToolReply {
  payload: unknown;
  code(_status: number): this {
    return this;
  }
  header(_name: string, _value: string): this {
    return this;
  }
  headers(_values: Record<string, unknown>): this {
    return this;
  }
  send(payload: unknown): this {
    this.payload = payload;
    return this;
  }
}

type RouteHandler = (request: ToolRequest, reply: ToolReply) => unknown;

/** A route as its plugin declares it (operations/docs.ts's partnerDocs and operations/operation.ts's `operation` write the options). */
export interface DeclaredRoute {
  config?: { scope?: Scope | null; bodyErrorCode?: ErrorCode } & OperationFacts;
  schema: { operationId: string; params?: TSchema; querystring?: TSchema; body?: TSchema; response: Record<number, TSchema> };
  handler: RouteHandler;
}

/**
 * The routes `plugin` declares with `services`, by operationId. A partner
 * area's routes are a synchronous function, so running it against the
 * recorder declares them all at once; no handler runs.
 */
export function declaredRoutes(plugin: AreaRoutes, services: object): Map<string, DeclaredRoute> {
  const routes = new Map<string, DeclaredRoute>();
  const declare = (method: string) => (url: string, options: Omit<DeclaredRoute, 'handler'>, handler: RouteHandler) => {
    if (!options.schema?.operationId)
      throw new Error(`partner route ${method} ${url} names no operation (operation(), src/http/operations/operation.ts)`);
    routes.set(options.schema.operationId, { ...options, handler });
  };
  const recorder = {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
  plugin(recorder, services);
  return routes;
}

/** Runs a route's handler for a tool call: what the route would answer, as the body it sends or returns. */
export async function answerOf(
  route: DeclaredRoute,
  caller: Caller,
  input: { params: unknown; query: unknown; body: unknown; requestId: string | null },
): Promise<unknown> {
  const reply = new ToolReply();
  const request = { params: input.params, query: input.query, body: input.body, id: input.requestId, caller };
  const answer = await route.handler(request, reply);
  return answer === reply ? reply.payload : answer;
}
