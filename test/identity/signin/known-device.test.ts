// The MCP sign-in form's known-device cookie: what a successful sign-in sets,
// and what vouches. Only this form's own cookie, for the email it names and
// not expired, lets an attempt past the email's spent bucket; the console's
// (same email, same environment) does not, nor a tampered or another email's
// one, and this form's cookie does not vouch at the console.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadKnownDeviceKey } from '../../../src/identity/environment-secrets.ts';
import { KnownDevices } from '../../../src/identity/signin/known-device.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { gatewayContext } from '../../gateway/fixtures.ts';
import { attemptFrom, deviceCookieOf, PASSWORD, registerClient, staffAccount } from './helpers.ts';

const DAY_MS = 24 * 3600 * 1000;
let ctx: TestContext;
let clientId: string;
let partnerId: number;
let attacker = 0;
before(async () => {
  ctx = await gatewayContext();
  partnerId = (await ctx.partner({ scopes: ['partner-api/sites:read'] })).partnerId;
  clientId = await registerClient(ctx);
});
after(() => ctx.close());

const signInFrom = (email: string, remoteAddress: string, cookies: string[] = []) =>
  attemptFrom(ctx, clientId, email, PASSWORD, { remoteAddress, cookies });

/** Spends the email's bucket (20 wrong passwords from an address of their own), after letting it fill. */
async function lockOut(email: string) {
  ctx.clock.advance(120_000);
  attacker += 1;
  for (let i = 0; i < 20; i++) await attemptFrom(ctx, clientId, email, 'a wrong password', { remoteAddress: `203.0.113.${attacker}` });
  const fresh = await signInFrom(email, '198.51.100.99');
  assert.equal(fresh.statusCode, 429, 'the bucket is spent');
}

/** The console's known-device cookie value for a team member with this email, from a real console sign-in. */
async function consoleDeviceFor(email: string): Promise<string> {
  const password = 'console password 0123';
  const created = await ctx.adminCall({
    method: 'POST',
    url: '/admin/team',
    payload: { email, name: 'Same person', role: 'operations', password },
  });
  assert.equal(created.statusCode, 201, created.body);
  const form = await ctx.admin.inject({ method: 'GET', url: '/console/sign-in', remoteAddress: '10.0.0.1' });
  const nonce = String(form.headers['set-cookie']).split(';')[0]!;
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!;
  const signedIn = await ctx.admin.inject({
    method: 'POST',
    url: '/console/sign-in',
    remoteAddress: '10.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: nonce },
    payload: new URLSearchParams({ _csrf: csrf, email, password, next: '/console' }).toString(),
  });
  assert.equal(signedIn.statusCode, 303, signedIn.body);
  const device = [signedIn.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('console_device='));
  return device!.split(';')[0]!.slice('console_device='.length);
}

test("only this form's cookie, for its own email and unexpired, vouches: not the console's, a tampered one or another email's", async () => {
  const { email } = await staffAccount(ctx, partnerId);
  const other = await staffAccount(ctx, partnerId);
  const own = deviceCookieOf(await signInFrom(email, '198.51.100.1'))!;
  const othersCookie = deviceCookieOf(await signInFrom(other.email, '198.51.100.2'))!;
  const consoleValue = await consoleDeviceFor(email);
  const value = own.slice('signin_device='.length);
  await lockOut(email);

  const refusedWith = async (cookie: string, why: string) =>
    assert.equal((await signInFrom(email, '198.51.100.3', [cookie])).statusCode, 429, why);
  await refusedWith(`console_device=${consoleValue}`, "the console's cookie, under its own name");
  await refusedWith(`signin_device=${consoleValue}`, "the console's cookie, under this form's name");
  await refusedWith(`signin_device=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`, 'a tampered MAC');
  await refusedWith(`signin_device=${value.replace(/^\d+/, (s) => String(Number(s) + 24 * 3600))}`, 'a later expiry');
  await refusedWith(othersCookie, "another email's cookie");
  assert.equal((await signInFrom(email, '198.51.100.3', [own])).statusCode, 302, 'its own cookie vouches');

  const consoleDevices = new KnownDevices(await loadKnownDeviceKey(ctx.platform.db, 'console'), 'console', false);
  assert.ok(consoleDevices.vouchesFor(consoleValue, email), 'the console accepts its own');
  assert.ok(!consoleDevices.vouchesFor(value, email), "this form's cookie does not vouch at the console");
});

test('an expired cookie (180 days after the sign-in that set it) vouches no more', async () => {
  const { email } = await staffAccount(ctx, partnerId);
  const own = deviceCookieOf(await signInFrom(email, '198.51.100.4'))!;
  await lockOut(email);
  assert.equal((await signInFrom(email, '198.51.100.5', [own])).statusCode, 302, 'it vouches while it lasts');
  ctx.clock.advance(180 * DAY_MS + 1000);
  await lockOut(email);
  assert.equal((await signInFrom(email, '198.51.100.5', [own])).statusCode, 429, 'then no more');
});

test('the cookie: set on every successful sign-in only; HttpOnly, SameSite=Lax, Path=/, 180 days; kept with the environment', async () => {
  const { email } = await staffAccount(ctx, partnerId);
  const wrong = await attemptFrom(ctx, clientId, email, 'a wrong password', { remoteAddress: '198.51.100.6' });
  assert.equal(deviceCookieOf(wrong), undefined, 'a failed attempt sets none');
  const res = await signInFrom(email, '198.51.100.6');
  assert.equal(res.statusCode, 302);
  const set = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('signin_device='))!;
  assert.match(
    set,
    /^signin_device=\d+\.[\w-]{43}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=15552000$/,
    'no Secure on plain http',
  );
  const expires = Number(/^signin_device=(\d+)\./.exec(set)![1]);
  assert.equal(expires, Math.floor(ctx.clock.now().getTime() / 1000) + 180 * 24 * 3600);

  // What another process (or this one after a restart) builds from the same database.
  const elsewhere = new KnownDevices(await loadKnownDeviceKey(ctx.platform.db, 'signin'), 'signin', false, () => ctx.clock.now().getTime());
  assert.ok(elsewhere.vouchesFor(set.split(';')[0]!.slice('signin_device='.length), email.toUpperCase()));
  const stored = await ctx.platform.db
    .selectFrom('environment_secrets')
    .select('name')
    .where('name', '=', 'signin_device_hmac_key')
    .execute();
  assert.equal(stored.length, 1, 'a key of its own, kept with the environment');
});

test('under https the cookie is __Host- prefixed and Secure', async () => {
  const secure = await createTestContext({ PUBLIC_BASE_URL: 'https://api.test' });
  try {
    const { email } = await staffAccount(secure, (await secure.partner()).partnerId);
    const res = await attemptFrom(secure, await registerClient(secure), email, PASSWORD, { remoteAddress: '198.51.100.7' });
    assert.equal(res.statusCode, 302, res.body);
    const set = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('__Host-signin_device='));
    assert.match(String(set), /^__Host-signin_device=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=15552000; Secure$/);
    assert.equal(deviceCookieOf(res), set!.split(';')[0]);
  } finally {
    await secure.close();
  }
});

test("an attempt carrying its own cookie waits in the password work's known lane; one without, in the account lane", async () => {
  const { email, staffId } = await staffAccount(ctx, partnerId);
  const own = deviceCookieOf(await signInFrom(email, '198.51.100.8'))!;
  const work = ctx.platform.passwords.partnerSignIn.work;
  const lanes: Array<[string | undefined, boolean]> = [];
  const run = work.run.bind(work);
  work.run = (source, task, account, known = false) => {
    lanes.push([account, known]);
    return run(source, task, account, known);
  };
  try {
    assert.equal((await signInFrom(email, '198.51.100.8', [own])).statusCode, 302);
    assert.equal((await signInFrom(email, '198.51.100.8')).statusCode, 302);
  } finally {
    work.run = run;
  }
  // Both by the email typed: the lane never depends on whether an account has it.
  assert.deepEqual(lanes, [
    [`email:${email.toLowerCase()}`, true],
    [`email:${email.toLowerCase()}`, false],
  ]);
});
