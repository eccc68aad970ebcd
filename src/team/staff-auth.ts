// Who calls the admin host, and may they: every request of the admin API
// (the console's in-process calls and the CLI forwarded to the service
// included) is authenticated here and checked against THE matrix
// (src/access/permissions.ts) for the operation its route declares.
//   Bearer ADMIN_TOKEN            the bootstrap administrator (actor `bootstrap`)
//   Bearer pcs_…                  a team member's personal API token
//   Bearer <per-start CLI secret> POST /admin/cli only: the CLI beside the service (an administrator's tool)
//   x-staff-internal + x-staff-session
//                                 the console calling the admin API in process for a signed-in member
// The internal secret is random per process and never leaves it: a request
// from outside cannot carry it.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { allows, isOperation, type Operation } from '../access/permissions.ts';
import type { StaffIdentity } from '../access/staff.ts';
import { safeEqual } from '../identity/secrets.ts';
import { teamErrors } from './errors.ts';
import type { SessionsService } from './sessions.ts';
import type { Confirmation } from '../http/operations/operation.ts';
import type { ApiTokensService } from './tokens.ts';

/** What the guard reads: the bootstrap ADMIN_TOKEN, the console's sessions and the members' API tokens. */
export interface StaffAuth {
  adminToken: string | null;
  sessions: Pick<SessionsService, 'resolve'>;
  tokens: Pick<ApiTokensService, 'authenticate'>;
}

const INTERNAL_SECRET = randomBytes(32).toString('base64url');
export const INTERNAL_HEADER = 'x-staff-internal';
export const INTERNAL_SESSION_HEADER = 'x-staff-session';

/** Console routes authenticate with their own session cookie (console-sessions.ts), not here. */
export function isConsoleUrl(url: string | undefined): boolean {
  return url === '/console' || (url?.startsWith('/console/') ?? false);
}

/**
 * The headers an in-process call of the admin API (`adminApp.inject`) carries
 * to act for the console's signed-in member: the process's internal secret
 * and the member's session id, which the admin host resolves again (a
 * session that ended in between is refused).
 */
export function internalHeaders(sessionId: string): Record<string, string> {
  return { [INTERNAL_HEADER]: INTERNAL_SECRET, [INTERNAL_SESSION_HEADER]: sessionId };
}

const BOOTSTRAP: StaffIdentity = { id: null, email: null, name: 'bootstrap', role: 'administrator', kind: 'bootstrap' };
const CLI: StaffIdentity = { id: null, email: null, name: 'cli', role: 'administrator', kind: 'cli' };

async function identify(auth: StaffAuth, request: FastifyRequest): Promise<StaffIdentity | null> {
  const internal = request.headers[INTERNAL_HEADER];
  if (internal !== undefined) {
    if (typeof internal !== 'string' || !safeEqual(internal, INTERNAL_SECRET)) return null;
    const session = request.headers[INTERNAL_SESSION_HEADER];
    return auth.sessions.resolve(typeof session === 'string' ? session : undefined);
  }
  const match = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const presented = match[1]!;
  const { adminToken } = auth;
  if (adminToken && safeEqual(presented, adminToken)) return BOOTSTRAP;
  const extra = request.routeOptions.config.extraToken;
  if (extra && safeEqual(presented, extra)) return CLI;
  return auth.tokens.authenticate(presented);
}

export interface AdminRoute {
  method: string;
  url: string;
  operation: Operation;
  /** The route's own schema (operationId, params, querystring, body, summary): the console builds its forms from it (src/console/jobs/). */
  schema: FastifySchema & { operationId?: string };
  /** Whether staff confirm the write first in the console (the route's declaration, src/http/operations/operation.ts). */
  confirm?: Confirmation;
}

const routeTables = new WeakMap<FastifyInstance, AdminRoute[]>();
const consoleTables = new WeakMap<FastifyInstance, Array<{ method: string; url: string }>>();

/** Every admin API route with the operation it performs (tests walk it: a new route is covered without a line of test). */
export function adminRouteTable(app: FastifyInstance): readonly AdminRoute[] {
  return routeTables.get(app) ?? [];
}

/**
 * Every console route of the admin host (its forms act through the admin API, so tests walk them against the matrix too);
 * not the console's catch-all (`/console/*`, its 404 page), which is no page and no form.
 */
export function consoleRouteTable(app: FastifyInstance): ReadonlyArray<{ method: string; url: string }> {
  return consoleTables.get(app) ?? [];
}

/** The admin host's authentication and authorisation: every route declares its operation, every request is checked. */
export function guardAdminRoutes(app: FastifyInstance, auth: StaffAuth): void {
  const table: AdminRoute[] = [];
  const consoleTable: Array<{ method: string; url: string }> = [];
  routeTables.set(app, table);
  consoleTables.set(app, consoleTable);
  app.addHook('onRoute', (route) => {
    if (isConsoleUrl(route.url) && !route.url.endsWith('*'))
      for (const method of [route.method].flat()) if (method !== 'HEAD') consoleTable.push({ method, url: route.url });
    if (route.config?.public || isConsoleUrl(route.url)) return;
    const declared = route.config?.operation;
    const methods = [route.method].flat();
    // The host refuses to start with a route that could forget: only reads may leave it out.
    if (declared === undefined && methods.some((m) => m !== 'GET' && m !== 'HEAD'))
      throw new Error(`admin route ${methods.join(',')} ${route.url} declares no operation (config.operation, src/access/permissions.ts)`);
    if (declared !== undefined && !isOperation(declared)) throw new Error(`admin route ${route.url}: unknown operation ${declared}`);
    for (const method of methods)
      if (method !== 'HEAD')
        table.push({
          method,
          url: route.url,
          operation: declared ?? 'read',
          schema: route.schema ?? {},
          ...(route.config?.confirm !== undefined && { confirm: route.config.confirm }),
        });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public || isConsoleUrl(request.routeOptions.url)) return;
    const staff = await identify(auth, request);
    if (!staff) throw teamErrors.adminTokenRequired();
    request.staff = staff;
    // What staff read is people's details and signed links: no cache keeps it.
    reply.header('cache-control', 'no-store');
    const operation = request.routeOptions.config.operation ?? 'read';
    if (!allows(staff.role, operation)) throw teamErrors.roleForbidden(staff.role, operation);
  });
}
