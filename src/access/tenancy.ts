// Tenancy rules shared by every service. Repositories take the caller's
// granted site ids and filter by them, so a record on an ungranted site is
// simply not found: it answers exactly like a record that does not exist.
import type { Caller } from './caller.ts';
import { accessErrors } from './errors.ts';

/**
 * The sites a listing covers: the one asked for (which must be granted,
 * else 400 `invalid_site_id`), or every granted site.
 */
export function sitesInScope(caller: Caller, siteId?: number): number[] {
  if (siteId === undefined) return caller.grantedSiteIds;
  return [requireGrantedSite(caller, siteId, 'query')];
}

/** A site id given in a filter or a body must be granted (400 `invalid_site_id`, naming the field). */
export function requireGrantedSite(caller: Caller, siteId: number, where: 'query' | 'body' = 'body'): number {
  if (!caller.grantedSiteIds.includes(siteId)) throw accessErrors.siteNotGranted(siteId, where);
  return siteId;
}

/** A site id in a path must be granted, else it does not exist for this caller (404 `site_not_found`). */
export function requireSiteInPath(caller: Caller, siteId: number): number {
  if (!caller.grantedSiteIds.includes(siteId)) throw accessErrors.siteNotFound();
  return siteId;
}

/** The caller, which authentication guarantees on every partner route that needs it. */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw accessErrors.noCaller();
  return request.caller;
}
