// The gateway's numbers. The tier table and the firewall window are the
// spec's (Limits); the token endpoint's are ours (the spec only says it has
// its own, see docs/decisions.md). They are not environment settings: tests
// inject smaller ones through createGateway's options.
import type { Tier } from '../../access/scopes.ts';

export interface BucketLimit {
  /** Sustained rate: tokens added per second. */
  ratePerSecond: number;
  /** Depth of the bucket: the largest burst. */
  burst: number;
}

export interface TierLimit extends BucketLimit {
  /** Requests per UTC day. */
  dailyQuota: number;
}

export interface GatewayLimits {
  tiers: Record<Tier, TierLimit>;
  /** Edge firewall: requests per source IP per fixed window. */
  firewall: { requests: number; windowSeconds: number };
  /**
   * POST /oauth2/token, independent of the API's limits. `perClientId` sizes
   * each bucket keyed by a client id: per client id and address (attempts),
   * per client id once its secret verified (the owner's use), and per client
   * id before a legacy scrypt verification (token-limit.ts).
   */
  token: { perClientId: BucketLimit; perSourceIp: BucketLimit };
  /** POST /oauth2/register: open to anyone, so bounded per source address only (token-limit.ts). */
  registration: { perSourceIp: BucketLimit };
}

export const SPEC_LIMITS: GatewayLimits = {
  tiers: {
    trial: { ratePerSecond: 2, burst: 5, dailyQuota: 10_000 },
    standard: { ratePerSecond: 10, burst: 20, dailyQuota: 100_000 },
    enterprise: { ratePerSecond: 50, burst: 100, dailyQuota: 1_000_000 },
  },
  firewall: { requests: 2_000, windowSeconds: 300 },
  // A well-behaved client mints about one token per process per hour; these
  // leave room for a fleet restarting at once while keeping secret guessing
  // from any address (and the scrypt work a legacy hash costs us) to a trickle.
  token: {
    perClientId: { ratePerSecond: 1 / 3, burst: 20 },
    perSourceIp: { ratePerSecond: 1, burst: 60 },
  },
  // An MCP client registers once per installation (again only when it lost
  // its registration): ten at once covers a person trying several clients or
  // an office behind one address; one a minute after that bounds what an
  // address can store to about 1,440 clients a day (each at most ~22 KB),
  // which retention removes a day later unless a sign-in used them.
  registration: { perSourceIp: { ratePerSecond: 1 / 60, burst: 10 } },
};
