// The ten scopes of the spec. A partner's capabilities are a subset; a
// caller's effective scopes are its token's scopes intersected with them.

// Each is declared here once: routes (`config.scope`) and MCP tools name the
// constant, never the string.
export const ORDERS_READ = 'partner-api/orders:read';
export const ORDERS_WRITE = 'partner-api/orders:write';
export const PRODUCTS_READ = 'partner-api/products:read';
export const PRODUCTS_WRITE = 'partner-api/products:write';
export const USERS_READ = 'partner-api/users:read';
export const USERS_WRITE = 'partner-api/users:write';
export const DIVISIONS_READ = 'partner-api/divisions:read';
export const DIVISIONS_WRITE = 'partner-api/divisions:write';
export const CREDIT_READ = 'partner-api/credit:read';
export const SITES_READ = 'partner-api/sites:read';

export const SCOPES = [
  ORDERS_READ,
  ORDERS_WRITE,
  PRODUCTS_READ,
  PRODUCTS_WRITE,
  USERS_READ,
  USERS_WRITE,
  DIVISIONS_READ,
  DIVISIONS_WRITE,
  CREDIT_READ,
  SITES_READ,
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

// Every authenticated request intersects its token's scopes with its
// partner's current capabilities: done on bit masks, with one shared, frozen
// result array per combination, so a request builds no array for it.
const scopesByMask: Array<readonly Scope[] | undefined> = [];

function maskOf(scopes: readonly string[]): number {
  let mask = 0;
  // indexOf, not a Map: the capabilities are fresh strings from the database
  // on every request, and a Map would hash each one before comparing.
  for (const scope of scopes) {
    const bit = (SCOPES as readonly string[]).indexOf(scope);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

/** Keeps the known, held scopes of `requested`, in the canonical order (a shared, frozen array). */
export function intersectScopes(requested: readonly string[], held: readonly string[]): readonly Scope[] {
  const mask = maskOf(requested) & maskOf(held);
  return (scopesByMask[mask] ??= Object.freeze(SCOPES.filter((_, i) => (mask & (1 << i)) !== 0)));
}

/**
 * One vocabulary everywhere (token endpoint, admin API, CLI): the full
 * `partner-api/orders:read` or its short form `orders:read`. Output is always the full form.
 */
export function normaliseScope(value: string): Scope | null {
  const full = value.startsWith('partner-api/') ? value : `partner-api/${value}`;
  return isScope(full) ? full : null;
}

export const TIERS = ['trial', 'standard', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];
