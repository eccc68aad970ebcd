// The daily quota (reset at 00:00 UTC, crossed with the injected clock) and
// the RateLimit fields on partner responses and in the OpenAPI document.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SPEC_LIMITS } from '../../src/gateway/limits/limits.ts';
import type { TestContext } from '../helpers/context.ts';
import { specLimitsWith } from '../helpers/gateway.ts';
import { burst, count, gatewayContext, setTier } from './fixtures.ts';

const me = (ctx: TestContext, token: string) => ctx.call(token, { method: 'GET', url: '/v1/me' });

describe('daily quota', () => {
  let ctx: TestContext;
  before(async () => {
    // Small quotas and a bucket that never bites, so the quota is what answers.
    const roomy = { ratePerSecond: 1000, burst: 1000 };
    ctx = await gatewayContext(
      specLimitsWith({
        tiers: { trial: { ...roomy, dailyQuota: 3 }, standard: { ...roomy, dailyQuota: 5 }, enterprise: { ...roomy, dailyQuota: 7 } },
      }),
      { TOKEN_TTL_SECONDS: String(7 * 86_400) }, // tokens outlive the days these tests cross
    );
  });
  after(() => ctx.close());

  test('over the quota is 429 rate_limit_exceeded with Retry-After up to midnight UTC; 00:00 UTC resets it', async () => {
    ctx.clock.set('2026-03-01T12:00:00.000Z');
    const partner = await ctx.partner();
    assert.equal(count(await burst(3, () => me(ctx, partner.token)), 200), 3);
    const refused = await me(ctx, partner.token);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'rate_limit_exceeded');
    assert.match(refused.json().detail, /daily quota of 3 requests/);
    assert.equal(refused.headers['retry-after'], String(12 * 3600));
    assert.equal(refused.headers.ratelimit, '"bucket";r=997;t=1, "daily";r=0;t=43200');

    ctx.clock.set('2026-03-01T23:59:59.200Z');
    assert.equal((await me(ctx, partner.token)).headers['retry-after'], '1', 'whole seconds, rounded up');
    ctx.clock.set('2026-03-02T00:00:00.000Z');
    const next = await me(ctx, partner.token);
    assert.equal(next.statusCode, 200, 'a new UTC day, a new quota');
    assert.match(String(next.headers.ratelimit), /"daily";r=2;t=86400$/);
  });

  test('the boundary is fixed at 00:00 UTC, not 24 hours after the first request', async () => {
    ctx.clock.set('2026-03-05T23:30:00.000Z');
    const partner = await ctx.partner();
    await burst(3, () => me(ctx, partner.token));
    assert.equal((await me(ctx, partner.token)).headers['retry-after'], String(30 * 60));
    ctx.clock.set('2026-03-06T00:00:01.000Z');
    assert.equal((await me(ctx, partner.token)).statusCode, 200);
  });

  test('requests refused by the quota do not count; a tier change applies the new quota at once', async () => {
    ctx.clock.set('2026-03-10T08:00:00.000Z');
    const partner = await ctx.partner();
    assert.equal(count(await burst(6, () => me(ctx, partner.token)), 200), 3);
    await setTier(ctx, partner.partnerId, 'standard');
    // 3 of standard's 5 were used; the three refusals cost nothing.
    assert.equal(count(await burst(4, () => me(ctx, partner.token)), 200), 2);
    await setTier(ctx, partner.partnerId, 'enterprise');
    assert.equal(count(await burst(4, () => me(ctx, partner.token)), 200), 2);
  });
});

describe('RateLimit fields', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await gatewayContext();
  });
  after(() => ctx.close());

  test('the policies of the tier and what is left, on a served request', async () => {
    ctx.clock.set('2026-04-01T18:00:00.000Z');
    const partner = await ctx.partner();
    const res = await me(ctx, partner.token);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['ratelimit-policy'], '"bucket";q=5;w=3, "daily";q=10000;w=86400');
    assert.equal(res.headers.ratelimit, '"bucket";r=4;t=1, "daily";r=9999;t=21600');
    await setTier(ctx, partner.partnerId, 'standard');
    assert.equal((await me(ctx, partner.token)).headers['ratelimit-policy'], '"bucket";q=20;w=2, "daily";q=100000;w=86400');
  });

  test('every authenticated response carries them, whatever its status', async () => {
    const partner = await ctx.partner({ scopes: ['partner-api/products:read'] });
    await setTier(ctx, partner.partnerId, 'enterprise');
    const full = await ctx.partner();
    await setTier(ctx, full.partnerId, 'enterprise');
    const cases: Array<[string, number, string]> = [
      [partner.token, 403, '/v1/sites'],
      [full.token, 404, '/v1/sites/999999'],
      [full.token, 400, '/v1/sites/abc'],
      [full.token, 400, '/v1/me?unknown=1'],
      [full.token, 200, '/v1/sites'],
    ];
    for (const [token, status, url] of cases) {
      const res = await ctx.call(token, { method: 'GET', url });
      assert.equal(res.statusCode, status, url);
      assert.match(String(res.headers['ratelimit-policy']), /^"bucket";q=100;w=2, "daily";q=1000000;w=86400$/, url);
      assert.match(String(res.headers.ratelimit), /^"bucket";r=\d+;t=\d+, "daily";r=\d+;t=\d+$/, url);
    }
  });

  test('a refused request carries them too, with nothing left in the bucket', async () => {
    const partner = await ctx.partner();
    await burst(5, () => me(ctx, partner.token));
    const refused = await me(ctx, partner.token);
    assert.equal(refused.statusCode, 429);
    assert.match(String(refused.headers.ratelimit), /^"bucket";r=0;t=3, "daily";r=9995;t=\d+$/);
    assert.equal(refused.headers['ratelimit-policy'], '"bucket";q=5;w=3, "daily";q=10000;w=86400');
  });

  test('responses without a partner (ping, 401) carry none', async () => {
    for (const res of [await ctx.app.inject({ method: 'GET', url: '/v1/ping' }), await me(ctx, 'nope')]) {
      assert.equal(res.headers['ratelimit-policy'], undefined);
      assert.equal(res.headers.ratelimit, undefined);
    }
  });

  test('the OpenAPI document declares them on authenticated routes, Retry-After on 429, the firewall on 403', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    for (const [path, ops] of Object.entries(
      doc.paths as Record<
        string,
        Record<string, { responses: Record<string, { headers?: Record<string, unknown>; description: string }> }>
      >,
    )) {
      for (const [method, op] of Object.entries(ops)) {
        const authenticated = ![
          '/v1/ping',
          '/oauth2/token',
          '/.well-known/jwks.json',
          '/.well-known/oauth-protected-resource',
          '/.well-known/oauth-protected-resource/v1/mcp',
          '/.well-known/oauth-authorization-server',
          '/oauth2/authorize',
          '/oauth2/register',
        ].includes(path);
        for (const [status, response] of Object.entries(op.responses)) {
          // The listener's own answers (405, 408, 431, 501: shared responses) and the firewall's bare 403 (a route
          // without a scope answers no insufficient_scope) come before the gateway: no RateLimit fields.
          const firewallOnly = status === '403' && !(response as { content?: unknown }).content;
          if (authenticated && !('$ref' in response) && !firewallOnly) {
            assert.ok(response.headers?.RateLimit && response.headers['RateLimit-Policy'], `${method} ${path} ${status}`);
          }
          if (status === '429') assert.ok(response.headers?.['Retry-After'] ?? response.headers?.['retry-after'], `${method} ${path} 429`);
        }
        assert.match(op.responses['403']!.description, /edge firewall/, `${method} ${path} 403`);
      }
    }
    assert.ok(doc.paths['/oauth2/token'].post.responses['429'], 'the token endpoint documents its own 429');
  });

  test("the spec's tier table", () => {
    assert.deepEqual(SPEC_LIMITS.tiers, {
      trial: { ratePerSecond: 2, burst: 5, dailyQuota: 10_000 },
      standard: { ratePerSecond: 10, burst: 20, dailyQuota: 100_000 },
      enterprise: { ratePerSecond: 50, burst: 100, dailyQuota: 1_000_000 },
    });
    assert.deepEqual(SPEC_LIMITS.firewall, { requests: 2_000, windowSeconds: 300 });
  });
});
