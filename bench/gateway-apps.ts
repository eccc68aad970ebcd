// The gateway's variants for `npm run bench`: the same partner app with the
// limiter's whole path (firewall window, managed rules, bucket and quota,
// RateLimit fields) counted in memory, and in Redis when BENCH_REDIS_URL
// answers. Limits are set where they never refuse, so every request pays
// the full check and none is turned away.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createGateway } from '../src/gateway/gateway.ts';
import type { GatewayLimits, TierLimit } from '../src/gateway/limits/limits.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import type { Platform } from '../src/app/platform.ts';

export const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

const NEVER: TierLimit = { ratePerSecond: 1e9, burst: 1e9, dailyQuota: 1e12 };
const NEVER_REFUSING: GatewayLimits = {
  tiers: { trial: NEVER, standard: NEVER, enterprise: NEVER },
  firewall: { requests: 1e12, windowSeconds: 300 },
  token: { perClientId: NEVER, perSourceIp: NEVER },
  registration: { perSourceIp: NEVER },
};

export interface GatewayVariant {
  name: 'memory' | 'redis';
  app: FastifyInstance;
  close(): Promise<void>;
}

async function redisReachable(): Promise<string | null> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    return `Redis at ${REDIS_URL} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    probe.disconnect();
  }
}

/** The memory variant always; the Redis one, or the reason it is skipped. */
export async function gatewayVariants(platform: Platform): Promise<{ variants: GatewayVariant[]; skipped: string | null }> {
  const variants: GatewayVariant[] = [];
  const build = async (name: GatewayVariant['name'], redisUrl: string | null) => {
    const gateway = createGateway(platform.config, platform.clock, {
      limits: NEVER_REFUSING,
      redisUrl,
      keyPrefix: `bench:${randomBytes(6).toString('hex')}:`,
    });
    const app = await buildPartnerApp({ ...platform, gateway });
    variants.push({ name, app, close: async () => (await app.close(), await gateway.close()) });
  };
  await build('memory', null);
  const skipped = await redisReachable();
  if (!skipped) await build('redis', REDIS_URL);
  return { variants, skipped };
}
