// The per-partner token bucket through the HTTP API, as a partner meets it:
// burst, refusal with Retry-After, refill, one bucket per partner identity,
// tier changes by staff. The clock is injected, so refills need no sleeping.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TestContext } from '../helpers/context.ts';
import { burst, count, gatewayContext, setTier } from './fixtures.ts';

let ctx: TestContext;
before(async () => {
  ctx = await gatewayContext();
});
after(() => ctx.close());

const me = (token: string) => ctx.call(token, { method: 'GET', url: '/v1/me' });

describe('per-partner token bucket', () => {
  test('a trial partner firing 20 simultaneous requests gets 5 served and 15 refused, and is served again after waiting', async () => {
    const partner = await ctx.partner();
    const responses = await Promise.all(Array.from({ length: 20 }, () => me(partner.token)));
    assert.equal(responses.filter((r) => r.statusCode === 200).length, 5);
    const refused = responses.filter((r) => r.statusCode === 429);
    assert.equal(refused.length, 15);
    for (const res of refused) {
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
      const body = res.json();
      assert.equal(body.code, 'rate_limit_exceeded');
      assert.equal(body.status, 429);
      assert.equal(body.requestId, res.headers['x-request-id']);
      assert.equal(res.headers['retry-after'], '1');
    }
    assert.equal((await me(partner.token)).statusCode, 429, 'nothing refills while the clock stands still');

    ctx.clock.advance(Number(refused[0]!.headers['retry-after']) * 1000);
    // One second at 2 per second: two requests, then the bucket is empty again.
    assert.deepEqual(await burst(3, () => me(partner.token)).then((s) => s.sort()), [200, 200, 429]);
  });

  test('Retry-After is when the next token arrives, rounded up to whole seconds', async () => {
    const partner = await ctx.partner();
    await burst(5, () => me(partner.token));
    const refused = await me(partner.token);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.headers['retry-after'], '1');
    ctx.clock.advance(499);
    assert.equal((await me(partner.token)).statusCode, 429, 'half a token short');
    ctx.clock.advance(1);
    assert.equal((await me(partner.token)).statusCode, 200, 'a whole token after 500 ms at 2/s');
  });

  test('the bucket refills at the tier rate and holds at most its burst', async () => {
    const partner = await ctx.partner();
    await setTier(ctx, partner.partnerId, 'standard');
    assert.equal(count(await burst(25, () => me(partner.token)), 200), 20, 'standard: burst 20');
    ctx.clock.advance(100);
    assert.deepEqual(await burst(2, () => me(partner.token)).then((s) => s.sort()), [200, 429], '100 ms at 10/s is one token');
    ctx.clock.advance(60_000);
    assert.equal(count(await burst(30, () => me(partner.token)), 200), 20, 'a minute later the bucket is full, not fuller');
  });

  test('every credential of a partner shares its bucket; other partners have their own', async () => {
    const partner = await ctx.partner();
    const other = await ctx.partner();
    const issued = await ctx.adminCall({ method: 'POST', url: `/admin/partners/${partner.partnerId}/clients`, payload: {} });
    assert.equal(issued.statusCode, 201, issued.body);
    const { clientId, clientSecret } = issued.json();
    const second = (await ctx.requestToken({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret })).json()
      .access_token;

    const statuses = [...(await burst(3, () => me(partner.token))), ...(await burst(3, () => me(second)))];
    assert.equal(count(statuses, 200), 5);
    assert.equal((await me(second)).statusCode, 429);
    assert.equal((await me(partner.token)).statusCode, 429);
    assert.equal((await me(other.token)).statusCode, 200, 'another partner is not affected');
  });

  test('the limit applies before the scope check and to every status a route answers', async () => {
    const partner = await ctx.partner({ scopes: ['partner-api/products:read'] });
    const statuses = await burst(6, () => ctx.call(partner.token, { method: 'GET', url: '/v1/sites' }));
    assert.equal(count(statuses, 403), 5, 'insufficient_scope while tokens last');
    assert.equal(count(statuses, 429), 1, 'then the rate limit answers first');
  });

  test('every answer to an authenticated request is Cache-Control: no-store, whatever its status; public ones are not', async () => {
    const partner = await ctx.partner({ scopes: ['partner-api/orders:read', 'partner-api/sites:read'] });
    const answers = [
      await me(partner.token),
      await ctx.call(partner.token, { method: 'GET', url: '/v1/orders' }),
      await ctx.call(partner.token, { method: 'GET', url: '/v1/orders/999999' }),
      await ctx.call(partner.token, { method: 'GET', url: '/v1/products' }),
      await ctx.call(partner.token, { method: 'GET', url: '/v1/sites?limit=0' }),
    ];
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [200, 200, 404, 403, 400],
    );
    for (const res of answers) assert.equal(res.headers['cache-control'], 'no-store', `${res.statusCode}`);
    for (const url of ['/v1/ping', '/v1/openapi.json'])
      assert.notEqual((await ctx.app.inject({ method: 'GET', url })).headers['cache-control'], 'no-store', url);
    const declared = (ctx.app.swagger() as any).paths['/v1/orders'].get.responses['200'].headers['Cache-Control'];
    assert.equal(declared.schema.const, 'no-store');
  });

  test("unauthenticated requests spend no partner's tokens; GET /v1/ping has no bucket", async () => {
    const partner = await ctx.partner();
    for (let i = 0; i < 10; i++) {
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/v1/ping' })).statusCode, 200);
      assert.equal((await ctx.call('not-a-token', { method: 'GET', url: '/v1/me' })).statusCode, 401);
    }
    assert.equal(count(await burst(5, () => me(partner.token)), 200), 5);
  });
});

describe('tier changes by staff take effect on the next request', () => {
  test('upgrading raises the rate and depth at once; downgrading caps the tokens at once', async () => {
    const partner = await ctx.partner();
    assert.equal(count(await burst(6, () => me(partner.token)), 429), 1);

    await setTier(ctx, partner.partnerId, 'enterprise');
    const next = await me(partner.token);
    assert.match(String(next.headers['ratelimit-policy']), /^"bucket";q=100;w=2, "daily";q=1000000;w=86400$/);
    ctx.clock.advance(2_000);
    assert.equal(count(await burst(110, () => me(partner.token)), 200), 100, 'two seconds at 50/s fill the enterprise bucket');

    ctx.clock.advance(2_000);
    assert.equal((await me(partner.token)).statusCode, 200, 'the enterprise bucket is full again (99 left)');
    await setTier(ctx, partner.partnerId, 'trial');
    assert.equal(
      count(await burst(10, () => me(partner.token)), 200),
      5,
      'a full enterprise bucket holds only a trial burst after the downgrade',
    );
  });
});
