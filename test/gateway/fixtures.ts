// Test contexts with the gateway's real behaviour: the spec's limits (or
// small ones), on Redis when the run has REDIS_URL (keys in a namespace of
// their own) and in memory otherwise, so both stores go through every test.
import { randomUUID } from 'node:crypto';
import type { GatewayLimits } from '../../src/gateway/limits/limits.ts';
import { SPEC_LIMITS } from '../../src/gateway/limits/limits.ts';
import type { Tier } from '../../src/access/scopes.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';

export const REDIS_URL = process.env.REDIS_URL || null;
/** A loaded test machine can take longer than production's 250 ms; a timeout would count in memory and blur the figures. */
export const REDIS_TEST_TIMEOUT_MS = 20_000;

export function gatewayContext(limits: GatewayLimits = SPEC_LIMITS, env: Record<string, string> = {}): Promise<TestContext> {
  return createTestContext(env, {
    gateway: { limits, redisUrl: REDIS_URL, keyPrefix: `test:${randomUUID()}:`, redisTimeoutMs: REDIS_TEST_TIMEOUT_MS },
  });
}

export async function setTier(ctx: TestContext, partnerId: number, tier: Tier): Promise<void> {
  const res = await ctx.adminCall({ method: 'PATCH', url: `/admin/partners/${partnerId}`, payload: { tier } });
  if (res.statusCode !== 200) throw new Error(`set tier answered ${res.statusCode}: ${res.body}`);
}

/** Status codes of `n` simultaneous calls. */
export async function burst(n: number, call: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const results = await Promise.all(Array.from({ length: n }, call));
  return results.map((r) => r.statusCode);
}

export function count(statuses: number[], status: number): number {
  return statuses.filter((s) => s === status).length;
}
