// Shared state through the whole service: two API instances on one Redis
// (each with its own connection and memory, as two processes would have)
// hold one partner's limit to the token-bucket arithmetic; and with Redis
// unreachable the API keeps answering, with its limits, and never a 500.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { refill, take, type BucketState } from '../../src/gateway/limits/bucket.ts';
import { createGateway } from '../../src/gateway/gateway.ts';
import { SPEC_LIMITS } from '../../src/gateway/limits/limits.ts';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { createPlatform } from '../../src/app/platform.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { specLimitsWith } from '../helpers/gateway.ts';
import { count, REDIS_TEST_TIMEOUT_MS, REDIS_URL, setTier } from './fixtures.ts';

test('Redis unreachable: every limit still holds in process memory, nothing answers 500', async () => {
  const limits = specLimitsWith({ firewall: { requests: 30, windowSeconds: 300 } });
  const ctx = await createTestContext({}, { gateway: { limits, redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'unreachable:' } });
  try {
    const partner = await ctx.partner();
    const started = performance.now();
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => ctx.call(partner.token, { method: 'GET', url: '/v1/me' })))).map(
      (r) => r.statusCode,
    );
    assert.equal(count(statuses, 200), 5, 'the trial bucket');
    assert.equal(count(statuses, 429), 3);
    // Commands to the dead address fail at once (no offline queue); the bound only catches a hang, with room for a loaded machine.
    assert.ok(performance.now() - started < 10_000, 'no waiting on the dead connection');
    const token = await ctx.requestToken({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
    });
    assert.equal(token.statusCode, 200, 'tokens are still issued');
    const rest = await Promise.all(Array.from({ length: 25 }, () => ctx.app.inject({ method: 'GET', url: '/v1/ping' })));
    assert.ok(rest.every((r) => r.statusCode < 500));
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/v1/ping' })).statusCode, 403, 'the firewall window too');
  } finally {
    await ctx.close();
  }
});

if (REDIS_URL) {
  test('two API instances on one Redis share one bucket per partner, to the token-bucket arithmetic', async () => {
    const keyPrefix = `test:${randomUUID()}:`;
    const redis = { limits: SPEC_LIMITS, redisUrl: REDIS_URL, keyPrefix, redisTimeoutMs: REDIS_TEST_TIMEOUT_MS };
    const ctx = await createTestContext({}, { gateway: redis });
    // A second instance: its own platform, Redis connection and memory, on the same database, Redis and clock.
    const platform = await createPlatform(ctx.config, ctx.platform.database, ctx.clock);
    platform.gateway = createGateway(ctx.config, ctx.clock, redis);
    const second = await buildPartnerApp(platform);
    try {
      const partner = await ctx.partner();
      await setTier(ctx, partner.partnerId, 'standard');
      const limit = SPEC_LIMITS.tiers.standard;
      const call = (app: typeof second) =>
        app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${partner.token}` } });

      // 60 steps of 70 ms, four simultaneous requests a step, two on each instance.
      let served = 0;
      let expected = 0;
      let model: BucketState | undefined;
      for (let step = 0; step < 60; step++) {
        ctx.clock.advance(70);
        const now = ctx.clock.now().getTime();
        const statuses = (await Promise.all([call(ctx.app), call(second), call(ctx.app), call(second)])).map((r) => r.statusCode);
        assert.ok(
          statuses.every((s) => s === 200 || s === 429),
          statuses.join(),
        );
        served += count(statuses, 200);
        for (let i = 0; i < 4; i++) {
          const outcome = take(refill(model, now, limit), limit, null, now);
          model = { tokens: outcome.tokens, at: now };
          if (outcome.allowed) expected += 1;
        }
      }
      // 20 (burst) + 10/s over 4.2 s: 62; each instance alone would have served about twice that.
      // Exact within one request per instance: the checks each instance gathers into one call are applied in order.
      assert.ok(Math.abs(served - expected) <= 2, `served ${served}, arithmetic ${expected}`);
      assert.ok(expected >= 60 && expected <= 63, `arithmetic ${expected}`);
    } finally {
      await second.close();
      await platform.gateway.close();
      await ctx.close();
    }
  });
}

if (REDIS_URL) {
  test('an instance sends the checks of requests that arrive together as one Redis call, with every limit still counted', async () => {
    const keyPrefix = `test:${randomUUID()}:`;
    const ctx = await createTestContext(
      {},
      { gateway: { limits: SPEC_LIMITS, redisUrl: REDIS_URL, keyPrefix, redisTimeoutMs: REDIS_TEST_TIMEOUT_MS } },
    );
    // What reaches Redis, seen from the server: every script call naming this test's keys.
    const watcher = new Redis(REDIS_URL!);
    const monitor = await watcher.monitor();
    // Other files' commands (other Redis databases) stream past MONITOR too; one arriving in the turn between its
    // OK and the connection's switch to monitoring, or after the disconnect below, is taken by ioredis for a
    // reply nobody asked and reported as an error event. This test counts only its own keys' calls, between markers.
    monitor.on('error', () => undefined);
    let calls = 0;
    const markers = new Map<string, () => void>();
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (/^eval/i.test(args[0] ?? '') && args.some((arg) => arg.startsWith(keyPrefix))) calls += 1;
      if (/^echo$/i.test(args[0] ?? '')) markers.get(args[1] ?? '')?.();
    });
    // MONITOR reports commands in the order the server runs them: once a marker sent after the requests is reported, so are they.
    const caughtUp = async () => {
      const marker = `${keyPrefix}marker:${randomUUID()}`;
      const seen = new Promise<void>((resolve) => markers.set(marker, resolve));
      await watcher.echo(marker);
      await Promise.race([seen, new Promise((_, reject) => setTimeout(() => reject(new Error('MONITOR fell silent')), 20_000).unref())]);
    };
    try {
      for (const tier of ['standard', 'enterprise'] as const) {
        const partner = await ctx.partner();
        await setTier(ctx, partner.partnerId, tier);
        const call = () => ctx.call(partner.token, { method: 'GET', url: '/v1/me' });
        // The token and credential known to the instance, as for a partner that has called before.
        const spent = await untilAnsweredFromCache(ctx, call);
        await caughtUp();
        const before = calls;
        const burst = SPEC_LIMITS.tiers[tier].burst;
        const statuses = (await Promise.all(Array.from({ length: 21 }, call))).map((r) => r.statusCode);
        await caughtUp();
        // The bucket's depth, the warm-up's requests included, and no more: the counts are exact.
        assert.equal(count(statuses, 200), Math.min(21, burst - spent), `${tier}: ${statuses.join()}`);
        assert.equal(count(statuses, 429), 21 - Math.min(21, burst - spent));
        // Two checks each (the firewall's window, the partner's bucket): 42 calls one by one.
        assert.ok(calls - before <= 10, `${tier}: ${calls - before} Redis calls for 21 requests`);
      }
    } finally {
      monitor.disconnect();
      watcher.disconnect();
      await ctx.close();
    }
  });
}

/** Calls until one is answered from the credential cache (its LISTEN open, the client kept); the requests it made. */
async function untilAnsweredFromCache(ctx: TestContext, call: () => Promise<{ statusCode: number }>): Promise<number> {
  for (let made = 1; made <= 15; made++) {
    const hits = ctx.platform.tokens.cacheCounts().hits;
    assert.equal((await call()).statusCode, 200);
    if (ctx.platform.tokens.cacheCounts().hits > hits) return made;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no request was answered from the credential cache');
}
