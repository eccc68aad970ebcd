// Who is calling the back office: a team member (console session or personal
// API token), the bootstrap ADMIN_TOKEN, or the CLI beside the service. The
// admin host sets `request.staff` on every authenticated request; routes pass
// `actorOf(request)` to the services, which write it to the audit log.
import type { FastifyRequest } from 'fastify';
import type { Operation, StaffRole } from './permissions.ts';

export type StaffKind = 'session' | 'token' | 'bootstrap' | 'cli';

export interface StaffIdentity {
  /** The team member's id (null for the bootstrap token and the CLI's per-start secret). */
  id: number | null;
  email: string | null;
  name: string;
  role: StaffRole;
  kind: StaffKind;
  /** The personal API token that authenticated (kind 'token'). */
  tokenId?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Admin host: the back-office operation the route performs (src/access/permissions.ts); a GET without one is `read`. */
    operation?: Operation;
    /** Console (admin host, /console/…): a page anyone may open signed out (sign-in, assets). */
    consolePublic?: boolean;
  }
  interface FastifyRequest {
    /** Admin host and console: who is acting (set by the admin host's authentication hook). */
    staff?: StaffIdentity;
    /** Console: the signed-in session's id (from its cookie), for CSRF tokens and in-process admin API calls. */
    consoleSessionId?: string;
  }
}

/** The audit log's name for whoever acts: `staff:<id> <email>`, `token:<id> (<email>)`, `bootstrap`, `cli:<user>`. */
export function actorName(staff: StaffIdentity): string {
  switch (staff.kind) {
    case 'session':
      return `staff:${staff.id} ${staff.email}`;
    case 'token':
      return `token:${staff.tokenId} (${staff.email})`;
    case 'bootstrap':
      return 'bootstrap';
    case 'cli':
      return staff.name;
  }
}

/** The actor of a back-office request; the admin host authenticated it, so it always has one. */
export function actorOf(request: FastifyRequest): string {
  if (!request.staff) throw new Error(`no staff identity on ${request.method} ${request.url}`);
  return actorName(request.staff);
}
