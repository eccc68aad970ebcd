// The sign-in form's per-email bucket (the spec's token limits: 20 attempts,
// then one every 3 s) is spent only by real password attempts, past the CSRF
// and authorization-request checks: a request refused before then costs the
// account nothing, so nobody can lock a person out by naming their email. A
// browser that signed in to the email before is not counted in it at all.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TestContext } from '../../helpers/context.ts';
import { gatewayContext } from '../../gateway/fixtures.ts';
import { attemptFrom, authorizeQuery, deviceCookieOf, openForm, PASSWORD, pkce, registerClient, staffAccount } from './helpers.ts';

let ctx: TestContext;
let clientId: string;
let partnerId: number;
before(async () => {
  ctx = await gatewayContext();
  partnerId = (await ctx.partner({ scopes: ['partner-api/sites:read'] })).partnerId;
  clientId = await registerClient(ctx);
});
after(() => ctx.close());

/** Long enough for any bucket of the spec's token limits to fill again. */
const refill = () => ctx.clock.advance(120_000);

function post(remoteAddress: string, fields: Record<string, string>, cookie = '') {
  return ctx.app.inject({
    method: 'POST',
    url: '/oauth2/authorize',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams(fields).toString(),
  });
}

test('30 bare POSTs naming an email (no client, CSRF token or password) leave its owner, elsewhere, signing in at once', async () => {
  refill();
  const { email } = await staffAccount(ctx, partnerId);
  for (let i = 0; i < 30; i++) assert.equal((await post('203.0.113.10', { email })).statusCode, 400, 'no client: refused');
  const owner = await attemptFrom(ctx, clientId, email, PASSWORD, { remoteAddress: '198.51.100.10' });
  assert.equal(owner.statusCode, 302, owner.body);
  assert.ok(new URL(String(owner.headers.location)).searchParams.get('code'), 'a code, no 429');
});

test('requests refused at the CSRF check, or without a password, do not count in the email bucket either', async () => {
  refill();
  const { email } = await staffAccount(ctx, partnerId);
  const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, pkce().challenge));
  for (let i = 0; i < 15; i++) {
    assert.equal((await post('203.0.113.11', { ...fields, email, password: 'wrong password', csrf_token: 'x' }, cookie)).statusCode, 403);
    assert.equal((await post('203.0.113.11', { ...fields, email }, cookie)).statusCode, 200, 'no password: the form again');
  }
  const owner = await attemptFrom(ctx, clientId, email, PASSWORD, { remoteAddress: '198.51.100.11' });
  assert.equal(owner.statusCode, 302, owner.body);
});

test('25 wrong passwords from one address lock out a fresh browser (accepted), but not a browser the owner signed in from before', async () => {
  refill();
  const { email } = await staffAccount(ctx, partnerId);
  const earlier = await attemptFrom(ctx, clientId, email, PASSWORD, { remoteAddress: '198.51.100.20' });
  assert.equal(earlier.statusCode, 302);
  const device = deviceCookieOf(earlier);
  assert.ok(device, 'a sign-in sets the known-device cookie');
  refill();

  const statuses: number[] = [];
  for (let i = 0; i < 25; i++)
    statuses.push((await attemptFrom(ctx, clientId, email, 'a wrong password', { remoteAddress: '203.0.113.20' })).statusCode);
  assert.deepEqual(statuses, [...Array<number>(20).fill(200), ...Array<number>(5).fill(429)], 'real attempts spend the bucket');

  const fresh = await attemptFrom(ctx, clientId, email, PASSWORD, { remoteAddress: '198.51.100.21' });
  assert.equal(fresh.statusCode, 429, 'a browser that never signed in waits for the bucket, as the console does');
  const known = await attemptFrom(ctx, clientId, email, PASSWORD, { remoteAddress: '198.51.100.22', cookies: [device] });
  assert.equal(known.statusCode, 302, 'the known device signs in at once, from any address');
  for (let i = 0; i < 3; i++) {
    const again = await attemptFrom(ctx, clientId, email, PASSWORD, { remoteAddress: '198.51.100.22', cookies: [device] });
    assert.equal(again.statusCode, 302, 'and is not counted in the spent bucket');
  }
});
