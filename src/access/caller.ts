import { intersectScopes, type Scope, type Tier } from './scopes.ts';

export type AuthMethod = 'IDP_M2M' | 'MTLS' | 'IDP_USER';

/**
 * Who is calling, resolved on every request (a bearer client's record from
 * the process's credential cache until a change to it is signalled:
 * src/identity/credential-cache.ts). Services take a Caller
 * and repositories take its `grantedSiteIds`, so tenancy is enforced below
 * the route.
 */
export interface Caller {
  partnerId: number;
  partnerName: string;
  tier: Tier;
  authMethod: AuthMethod;
  /** The app client (bearer) or certificate (mTLS) the request came with. */
  credentialId: string;
  grantedSiteIds: number[];
  scopes: readonly Scope[];
}

/**
 * What every way of authenticating finds about the partner behind a
 * credential: its grants and capabilities, read per request (or, for a
 * bearer client, kept until the database signals a change).
 * `enabled` is absent where the query already left disabled partners out.
 */
export interface PartnerAccess {
  partner_id: number;
  name: string;
  tier: Tier;
  enabled?: boolean;
  capabilities: readonly string[];
  site_ids: number[];
}

/**
 * The one Caller factory (bearer, mTLS, signed-in staff). Its refusal rule,
 * written once: no partner, a disabled partner, a partner with no granted
 * site, or no scope left once the credential's scopes meet the partner's
 * capabilities: null, which every host answers with the same 401.
 */
export function callerFor(
  access: PartnerAccess | undefined,
  authMethod: AuthMethod,
  credentialId: string,
  credentialScopes: readonly string[],
): Caller | null {
  if (!access || access.enabled === false || access.site_ids.length === 0) return null;
  const scopes = intersectScopes(credentialScopes, access.capabilities);
  if (scopes.length === 0) return null;
  return {
    partnerId: access.partner_id,
    partnerName: access.name,
    tier: access.tier,
    authMethod,
    credentialId,
    grantedSiteIds: access.site_ids,
    scopes,
  };
}
