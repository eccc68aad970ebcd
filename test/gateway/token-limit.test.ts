// POST /oauth2/token has its own limit, per source address, per client id
// and address, and per client id for its owner's own use (a verified
// secret), answered in the endpoint's RFC 6749 error shape with Retry-After,
// independent of the API's per-partner limits. Nobody else's failures can
// keep a client's owner out.
import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { TestContext, TestPartner } from '../helpers/context.ts';
import { specLimitsWith } from '../helpers/gateway.ts';
import { gatewayContext } from './fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let other: TestPartner;
before(async () => {
  ctx = await gatewayContext(
    specLimitsWith({ token: { perClientId: { ratePerSecond: 1, burst: 3 }, perSourceIp: { ratePerSecond: 1, burst: 5 } } }),
  );
  partner = await ctx.partner();
  other = await ctx.partner();
});
after(() => ctx.close());

function tokenRequest(remoteAddress: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ grant_type: 'client_credentials', ...fields }).toString(),
  });
}

test('guessing a secret is throttled per client id and address; the answer is RFC 6749 with Retry-After', async () => {
  ctx.clock.advance(3_000); // refill after the token the set-up took
  const attacker = '198.51.100.1';
  for (let i = 1; i <= 3; i++) {
    const res = await tokenRequest(attacker, { client_id: partner.clientId, client_secret: 'wrong' });
    assert.equal(res.statusCode, 401);
  }
  const refused = await tokenRequest(attacker, { client_id: partner.clientId, client_secret: 'wrong' });
  assert.equal(refused.statusCode, 429);
  assert.match(String(refused.headers['content-type']), /^application\/problem\+json/);
  assert.equal(refused.headers['retry-after'], '1');
  assert.equal(refused.headers['cache-control'], 'no-store');
  const body = refused.json();
  assert.equal(body.error, 'rate_limit_exceeded', 'RFC 6749 §5.2 shape');
  assert.equal(typeof body.error_description, 'string');
  assert.equal(body.code, 'rate_limit_exceeded');
  assert.equal(body.status, 429);
  assert.equal(body.requestId, refused.headers['x-request-id']);
  const basic = Buffer.from(`${partner.clientId}:wrong`).toString('base64');
  assert.equal(
    (await tokenRequest(attacker, {}, { authorization: `Basic ${basic}` })).statusCode,
    429,
    'HTTP Basic counts the same client id',
  );
  assert.equal(
    (await tokenRequest('198.51.100.2', { client_id: other.clientId, client_secret: other.clientSecret })).statusCode,
    200,
    'other clients are not affected',
  );
  ctx.clock.advance(1_000);
  assert.equal(
    (await tokenRequest(attacker, { client_id: partner.clientId, client_secret: 'wrong' })).statusCode,
    401,
    'served after Retry-After',
  );
});

test("nobody else's failures keep a client's owner from its tokens", async () => {
  ctx.clock.advance(10_000);
  // One bad attempt every second from a rotating set of addresses: every per-client allowance would stay empty.
  for (let round = 0; round < 6; round++) {
    for (let i = 0; i < 4; i++)
      await tokenRequest(`198.51.100.${10 + ((round * 4 + i) % 40)}`, { client_id: partner.clientId, client_secret: 'wrong' });
    const owner = await tokenRequest('192.0.2.50', { client_id: partner.clientId, client_secret: partner.clientSecret });
    assert.equal(owner.statusCode, 200, `round ${round}: ${owner.body}`);
    ctx.clock.advance(1_000);
  }
  const basic = Buffer.from(`${partner.clientId}:${partner.clientSecret}`).toString('base64');
  assert.equal((await tokenRequest('192.0.2.51', {}, { authorization: `Basic ${basic}` })).statusCode, 200, 'over HTTP Basic too');
});

test("the owner's own over-use is still limited, from any number of addresses", async () => {
  ctx.clock.advance(10_000);
  const statuses: number[] = [];
  for (let i = 1; i <= 4; i++) {
    statuses.push(
      (await tokenRequest(`192.0.2.${60 + i}`, { client_id: partner.clientId, client_secret: partner.clientSecret })).statusCode,
    );
  }
  assert.deepEqual(statuses, [200, 200, 200, 429]);
  const again = await tokenRequest('192.0.2.70', { client_id: partner.clientId, client_secret: partner.clientSecret });
  assert.equal(again.statusCode, 429);
  assert.equal(again.headers['retry-after'], '1');
  ctx.clock.advance(1_000);
  assert.equal((await tokenRequest('192.0.2.71', { client_id: partner.clientId, client_secret: partner.clientSecret })).statusCode, 200);
});

test('a client still on a legacy scrypt hash: slow verifications are held per client id, from any number of addresses', async () => {
  ctx.clock.advance(10_000);
  const legacy = await ctx.partner();
  const salt = randomBytes(16);
  const key = scryptSync(legacy.clientSecret, salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  const hash = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
  await ctx.platform.db.updateTable('app_clients').set({ secret_hash: hash }).where('client_id', '=', legacy.clientId).execute();
  const statuses: number[] = [];
  for (let i = 1; i <= 4; i++) {
    statuses.push((await tokenRequest(`198.51.100.${100 + i}`, { client_id: legacy.clientId, client_secret: 'wrong' })).statusCode);
  }
  assert.deepEqual(statuses, [401, 401, 401, 429], 'the fourth scrypt run is refused before it starts');
  ctx.clock.advance(1_000);
  const owner = await tokenRequest('192.0.2.80', { client_id: legacy.clientId, client_secret: legacy.clientSecret });
  assert.equal(owner.statusCode, 200);
  // Re-hashed on that success: from now on nobody else's failures can keep it out.
  for (let i = 1; i <= 5; i++) await tokenRequest(`198.51.100.${110 + i}`, { client_id: legacy.clientId, client_secret: 'wrong' });
  assert.equal((await tokenRequest('192.0.2.81', { client_id: legacy.clientId, client_secret: legacy.clientSecret })).statusCode, 200);
});

test('many client ids from one address are throttled per address, whatever the request holds', async () => {
  const ip = '203.0.113.20';
  const attempts = [
    await tokenRequest(ip, { client_id: 'guess-1', client_secret: 'x' }),
    await tokenRequest(ip, { client_id: 'guess-2', client_secret: 'x' }),
    await tokenRequest(ip, {}),
    await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    }),
    await tokenRequest(ip, { client_id: 'guess-3', client_secret: 'x' }),
  ];
  assert.deepEqual(
    attempts.map((r) => r.statusCode),
    [401, 401, 401, 400, 401],
  );
  const refused = await tokenRequest(ip, { client_id: other.clientId, client_secret: other.clientSecret });
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().error, 'rate_limit_exceeded');
  assert.equal(refused.headers['retry-after'], '1');
  assert.equal(
    (await tokenRequest('203.0.113.21', { client_id: other.clientId, client_secret: other.clientSecret })).statusCode,
    200,
    'another address',
  );
});

test("independent of the API's limits both ways", async () => {
  // The partner's API bucket (trial: 5) runs dry; its token requests are still served.
  const me = () => ctx.call(other.token, { method: 'GET', url: '/v1/me', remoteAddress: '192.0.2.1' });
  const statuses = await Promise.all(Array.from({ length: 6 }, me));
  assert.equal(statuses.filter((r) => r.statusCode === 429).length, 1);
  ctx.clock.advance(3_000);
  assert.equal((await tokenRequest('192.0.2.2', { client_id: other.clientId, client_secret: other.clientSecret })).statusCode, 200);
  // And a throttled token endpoint leaves the API alone.
  for (let i = 0; i < 5; i++) await tokenRequest('192.0.2.3', { client_id: other.clientId, client_secret: 'wrong' });
  assert.equal((await tokenRequest('192.0.2.3', { client_id: other.clientId, client_secret: 'wrong' })).statusCode, 429);
  assert.equal((await me()).statusCode, 200);
});
