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

/** Keeps the known, held scopes of `requested`, in the canonical order. */
export function intersectScopes(requested: readonly string[], held: readonly string[]): Scope[] {
  // Ten scopes at most on each side: a scan beats building two Sets, on every request.
  return SCOPES.filter((s) => requested.includes(s) && held.includes(s));
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
