import type { Scope, Tier } from './scopes.ts';

export type AuthMethod = 'IDP_M2M' | 'MTLS' | 'IDP_USER';

/**
 * Who is calling, resolved afresh on every request. Services take a Caller
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
