// The console's jobs: one per write operation of the admin API, read from the
// admin host's route registry (src/team/staff-auth.ts, each route with the
// operation of the staff matrix it performs, its own schema and operationId,
// and whether staff confirm it first), so a new admin route is a new job
// without a line here. A few operations stay API-only on purpose (API_ONLY,
// with the reason shown in the docs).
import type { FastifySchema } from 'fastify';
import type { Operation } from '../../access/permissions.ts';
import type { Confirmation } from '../../http/operations/operation.ts';
import { defaultOperationId } from '../../http/openapi/openapi.ts';
import { fieldsOf, type JobField } from './fields.ts';

/** A route of the admin host as its registry lists it. */
export interface AdminRouteEntry {
  method: string;
  url: string;
  operation: Operation;
  schema: FastifySchema & { operationId?: string };
  confirm?: Confirmation;
}

export interface Job {
  /** The admin API document's operationId (docs/openapi-admin.json): the job's address, /console/jobs/:id. */
  id: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The admin route's path pattern (`/admin/sites/:siteId`). */
  url: string;
  /** The staff matrix's operation (src/access/permissions.ts). */
  operation: Operation;
  summary: string;
  area: string;
  params: JobField[];
  body: JobField[];
  /** When staff confirm first, as the admin route declares it (a removal, revocation, cancellation, secret rotation, pause, pruning, disabling). */
  confirm?: Confirmation;
  /** Always asks first (`confirm: true`): the form's button warns and the browser asks before posting. */
  destructive: boolean;
  /** The admin API's read of the record the job changes (its path, or the nearest parent ending in an id), shown after it. */
  record: string | null;
}

/**
 * Admin write operations the console does not offer, each with its reason
 * (test/console/jobs.test.ts fails on any other operation no console form reaches).
 */
export const API_ONLY: Readonly<Record<string, string>> = {
  // The CLI's forwarding endpoint: it runs a command line in the service for the CLI beside it; a form that
  // took a command line would be a second, unstructured way to do every job below, outside their forms.
  cliRun: 'the CLI’s own forwarding endpoint (every command it runs is a job here)',
};

/** The operation's id in the admin document (docs/openapi-admin.json): the one its route declares. */
export const operationIdOf = (route: AdminRouteEntry) => route.schema.operationId ?? defaultOperationId(route.method, route.url);

/** The jobs of an admin host's registry: every write route that is not API-only, in the registry's order. */
export function jobsOf(routes: readonly AdminRouteEntry[]): Job[] {
  const reads = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  const jobs: Job[] = [];
  for (const route of routes) {
    const id = operationIdOf(route);
    if (route.method === 'GET' || route.method === 'HEAD' || API_ONLY[id]) continue;
    const schema = route.schema as { summary?: string; tags?: string[]; params?: unknown; body?: unknown };
    jobs.push({
      id,
      method: route.method as Job['method'],
      url: route.url,
      operation: route.operation,
      summary: schema.summary ?? `${route.method} ${route.url}`,
      area: schema.tags?.[0] ?? 'Other',
      ...fieldsOf(schema),
      ...(route.confirm !== undefined && { confirm: route.confirm }),
      destructive: route.confirm === true,
      record: route.method === 'DELETE' ? null : recordOf(route.url, reads),
    });
  }
  return jobs;
}

/** The nearest read of one record at or above a write's path (`/admin/credit-accounts/:creditAccountId` for its movements). */
function recordOf(url: string, reads: ReadonlySet<string>): string | null {
  const parts = url.split('/');
  for (let n = parts.length; n > 2; n--) {
    const candidate = parts.slice(0, n).join('/');
    if (parts[n - 1]!.startsWith(':') && reads.has(candidate)) return candidate;
  }
  return null;
}

/** The jobs grouped by area, in the order areas first appear. */
export function byArea(jobs: readonly Job[]): Array<{ area: string; jobs: Job[] }> {
  const areas = new Map<string, Job[]>();
  for (const job of jobs) areas.set(job.area, [...(areas.get(job.area) ?? []), job]);
  return [...areas].map(([area, list]) => ({ area, jobs: list }));
}

/** The admin API path of a job for the posted path parameters (an empty one stays a segment the API refuses in its own words). */
export function pathOf(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] || '-'));
}
