// The MCP tool registry. A tool is a partner route that declares `mcp` (its
// words for an agent and its hints, src/http/operations/operation.ts): its name is the
// route's operationId in snake_case, its arguments, output, scope and run are
// the route's, as its area declares them (route-table.ts), read from the one
// list of partner areas the hosts register (src/partner-api/areas.ts). The
// sandbox's test helpers are listed and callable only in a sandbox.
import { PARTNER_AREAS, type PartnerServices } from '../partner-api/areas.ts';
import { declaredRoutes, type DeclaredRoute } from './route-table.ts';
import { toolOf, type McpTool } from './tool.ts';

/** Closes the words of every sandbox-only tool. */
const SANDBOX = ' Sandbox only: staff’s action on your own test order, announcing the same webhook.';

type Declared = DeclaredRoute & { sandboxOnly: boolean };

/** Every partner route by operationId, declared with `services` (null: for its schemas, no handler is called), and whether it is the sandbox's. */
function routesWith(services: PartnerServices | null): Map<string, Declared> {
  const routes = new Map<string, Declared>();
  for (const area of PARTNER_AREAS) {
    for (const [operationId, declared] of declaredRoutes(area.routes, services ? area.services(services) : {})) {
      routes.set(operationId, { ...declared, sandboxOnly: area.sandboxOnly ?? false });
    }
  }
  return routes;
}

const DECLARED = routesWith(null);
/** The routes declared with each services object a tool is called with (the host's: one). */
const live = new WeakMap<PartnerServices, Map<string, Declared>>();

function liveRoute(operationId: string) {
  return (services: PartnerServices): DeclaredRoute => {
    let routes = live.get(services);
    if (!routes) live.set(services, (routes = routesWith(services)));
    return routes.get(operationId)!;
  };
}

/** The tools, in the order the areas declare their routes. */
export const TOOLS: readonly McpTool[] = [...DECLARED].flatMap(([operationId, declared]) => {
  const words = declared.config?.mcp;
  if (!words) return [];
  const description = declared.sandboxOnly ? `${words.words}${SANDBOX}` : words.words;
  return [toolOf(operationId, { description, annotations: words.hints }, declared, liveRoute(operationId), declared.sandboxOnly)];
});
