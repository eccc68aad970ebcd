// Gateway limits for tests: ones that never bite (the default of every test
// context), and a way to build the spec's limits with a few numbers changed.
import { SPEC_LIMITS, type GatewayLimits, type TierLimit } from '../../src/gateway/limits/limits.ts';

const NEVER: TierLimit = { ratePerSecond: 1e9, burst: 1e9, dailyQuota: 1e12 };

export const UNTHROTTLED: GatewayLimits = {
  tiers: { trial: NEVER, standard: NEVER, enterprise: NEVER },
  firewall: { requests: 1e12, windowSeconds: 300 },
  token: { perClientId: NEVER, perSourceIp: NEVER },
  registration: { perSourceIp: NEVER },
};

export function specLimitsWith(changes: Partial<GatewayLimits>): GatewayLimits {
  return { ...SPEC_LIMITS, ...changes };
}
