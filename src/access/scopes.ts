// The ten scopes of the spec. A partner's capabilities are a subset; a
// caller's effective scopes are its token's scopes intersected with them.

export const SCOPES = [
  'partner-api/orders:read',
  'partner-api/orders:write',
  'partner-api/products:read',
  'partner-api/products:write',
  'partner-api/users:read',
  'partner-api/users:write',
  'partner-api/divisions:read',
  'partner-api/divisions:write',
  'partner-api/credit:read',
  'partner-api/sites:read',
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
