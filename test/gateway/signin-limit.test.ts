// The interactive sign-in form (POST /oauth2/authorize) is throttled like the
// token endpoint, on buckets of its own: per source address, before anything
// else; per email address as typed, from any number of addresses, by each real
// password attempt (test/identity/signin/account-bucket.test.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TestContext } from '../helpers/context.ts';
import { specLimitsWith } from '../helpers/gateway.ts';
import { attemptFrom, PASSWORD, registerClient, staffAccount } from '../identity/signin/helpers.ts';
import { gatewayContext } from './fixtures.ts';

let ctx: TestContext;
let clientId: string;
let email: string;
let otherEmail: string;
before(async () => {
  ctx = await gatewayContext(
    specLimitsWith({ token: { perClientId: { ratePerSecond: 1, burst: 3 }, perSourceIp: { ratePerSecond: 1, burst: 5 } } }),
  );
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  email = (await staffAccount(ctx, partner.partnerId)).email;
  otherEmail = (await staffAccount(ctx, partner.partnerId)).email;
  clientId = await registerClient(ctx);
});
after(() => ctx.close());

const attempt = (remoteAddress: string, who: string, password: string, accept = 'text/html') =>
  attemptFrom(ctx, clientId, who, password, { remoteAddress, accept });

test("guessing one person's password is throttled per email address, from any number of addresses", async () => {
  ctx.clock.advance(10_000);
  for (let i = 1; i <= 3; i++)
    assert.equal((await attempt(`198.51.100.${i}`, email, 'wrong')).statusCode, 200, 'the form again: wrong password');
  const refused = await attempt('198.51.100.4', email.toUpperCase(), 'wrong');
  assert.equal(refused.statusCode, 429, 'the address as typed, case aside');
  assert.equal(refused.headers['retry-after'], '1');
  assert.match(String(refused.headers['content-type']), /^text\/html/);
  assert.match(refused.body, /Too many sign-in attempts/);
  assert.equal((await attempt('198.51.100.5', email, PASSWORD)).statusCode, 429, 'the right password waits too');

  const api = await attempt('198.51.100.6', email, PASSWORD, 'application/json');
  assert.equal(api.statusCode, 429);
  assert.match(String(api.headers['content-type']), /^application\/problem\+json/);
  assert.equal(api.json().code, 'rate_limit_exceeded');

  assert.equal((await attempt('198.51.100.7', otherEmail, PASSWORD)).statusCode, 302, 'other people are not affected');
  ctx.clock.advance(1_000);
  assert.equal((await attempt('198.51.100.8', email, PASSWORD)).statusCode, 302, 'signed in after Retry-After');
});

test('many email addresses from one source address are throttled per address', async () => {
  ctx.clock.advance(10_000);
  const ip = '203.0.113.30';
  for (let i = 1; i <= 5; i++) assert.equal((await attempt(ip, `guess${i}@partner.example`, 'wrong')).statusCode, 200);
  assert.equal((await attempt(ip, otherEmail, PASSWORD)).statusCode, 429);
  assert.equal((await attempt('203.0.113.31', otherEmail, PASSWORD)).statusCode, 302, 'another address is not affected');
});

test("the token endpoint's buckets and the sign-in form's are separate", async () => {
  ctx.clock.advance(10_000);
  const ip = '203.0.113.40';
  for (let i = 1; i <= 5; i++) assert.equal((await attempt(ip, `someone${i}@partner.example`, 'wrong')).statusCode, 200);
  const token = await ctx.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'wrong' }).toString(),
  });
  assert.equal(token.statusCode, 401, 'the address still has its token-endpoint budget');
});
