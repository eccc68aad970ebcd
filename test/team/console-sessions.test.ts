// Console sessions on the admin host: sign-in (throttled per account and
// per address), the session cookie's flags, CSRF on every state-changing
// form, idle and absolute expiry (the platform clock), sign-out and sign-out
// everywhere, and admin API calls made in process for the signed-in member
// (held to the matrix, audited with the member's name).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { loadKnownDeviceKey } from '../../src/identity/environment-secrets.ts';
import { KnownDevices } from '../../src/identity/signin/known-device.ts';
import { consoleAdminInject } from '../../src/team/console/sessions.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { UNTHROTTLED } from '../helpers/gateway.ts';
import { assertProblem } from '../helpers/problems.ts';
import { teamMember } from './world.ts';

let ctx: TestContext;
let address = 0;

before(async () => {
  ctx = await createTestContext(
    { CONSOLE_SESSION_IDLE_MINUTES: '30', CONSOLE_SESSION_MAX_HOURS: '2' },
    {
      gateway: {
        limits: {
          ...UNTHROTTLED,
          token: { perSourceIp: { ratePerSecond: 0.001, burst: 6 }, perClientId: { ratePerSecond: 0.001, burst: 3 } },
        },
        redisUrl: null,
      },
    },
  );
});

// Sign-in is throttled per account (3 attempts here): each test signs in members of its own.
const operations = () => teamMember(ctx, 'operations');
after(() => ctx.close());

/** A browser: its own address and cookie jar. */
function browser() {
  address += 1;
  const remoteAddress = `10.0.0.${address}`;
  const jar = new Map<string, string>();
  const send = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await ctx.admin.inject({
      method,
      url,
      remoteAddress,
      headers: {
        ...(jar.size > 0 && { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') }),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      ...(form && { payload: new URLSearchParams(form).toString() }),
    });
    for (const c of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const csrfOf = (res: LightMyRequestResponse) => /name="_csrf" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
  return {
    jar,
    send,
    csrfOf,
    async signIn(email: string, password: string, next?: string) {
      const form = await send('GET', `/console/sign-in${next ? `?next=${encodeURIComponent(next)}` : ''}`);
      return send('POST', '/console/sign-in', { _csrf: csrfOf(form), email, password, next: next ?? '/console' });
    },
  };
}

test('the sign-in page is a labelled form; a wrong password shows it again with one message', async () => {
  const ops = await operations();
  const b = browser();
  const page = await b.send('GET', '/console/sign-in');
  assert.equal(page.statusCode, 200);
  assert.match(page.headers['content-type'] as string, /text\/html/);
  assert.match(page.body, /<label>Email<input type="email" name="email"/);
  assert.match(page.body, /<label>Password<input type="password" name="password"/);
  // In the console's own style: its stylesheet, served without a session, and nothing inline.
  assert.match(page.body, /<link rel="stylesheet" href="\/console\/assets\/console.css">/);
  assert.doesNotMatch(page.body, /<style|style=/);
  assert.match(String(page.headers['content-security-policy']), /style-src 'self';/);
  const css = await b.send('GET', '/console/assets/console.css');
  assert.equal(css.statusCode, 200);
  assert.match(css.body, /\.session-card/);
  assert.equal((await b.send('GET', '/console/assets/nope.css')).statusCode, 404);
  const wrong = await b.signIn(ops.email, 'not the password');
  assert.equal(wrong.statusCode, 200);
  assert.match(wrong.body, /role="alert"[^>]*>Email or password is incorrect\./);
  assert.ok(!b.jar.has('console_session'));
  const unknown = await b.signIn('nobody@team.example', 'whatever password');
  assert.match(unknown.body, /Email or password is incorrect\./);
});

test("the known-device cookie a sign-in sets is signed with the environment's key: any admin process of it, restarted or not, vouches for it", async () => {
  const ops = await operations();
  const b = browser();
  assert.equal((await b.signIn(ops.email, ops.password)).statusCode, 303);
  const device = b.jar.get('console_device');
  assert.ok(device, 'a successful sign-in sets console_device');
  // What another process (or this one after a restart) builds from the same database.
  const elsewhere = new KnownDevices(await loadKnownDeviceKey(ctx.platform.db, 'console'), 'console', false);
  assert.ok(elsewhere.vouchesFor(device, ops.email));
  assert.ok(elsewhere.vouchesFor(device, ops.email.toUpperCase()), 'the email as typed, in any case');
  assert.ok(!elsewhere.vouchesFor(device, 'someone.else@team.example'), 'for its own email only');
  assert.ok(!new KnownDevices(Buffer.alloc(32, 7), 'console', false).vouchesFor(device, ops.email), 'not under another key');
  const stored = await ctx.platform.db
    .selectFrom('environment_secrets')
    .select('name')
    .where('name', '=', 'console_device_hmac_key')
    .execute();
  assert.equal(stored.length, 1, 'the key is kept with the environment, not made per process');
});

test('signing in sets an HttpOnly, SameSite session cookie (not Secure on plain http) and returns to the page asked for', async () => {
  const ops = await operations();
  const b = browser();
  const res = await b.signIn(ops.email, ops.password, '/console/account');
  assert.equal(res.statusCode, 303);
  assert.equal(res.headers.location, '/console/account');
  const cookie = [res.headers['set-cookie']].flat().find((c) => c!.startsWith('console_session='))!;
  assert.match(cookie, /^console_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7200$/);
  const account = await b.send('GET', '/console/account');
  assert.equal(account.statusCode, 200);
  assert.match(account.body, new RegExp(ops.email));
  assert.match(account.body, /<dd>operations<\/dd>/);
  // Only the digest is stored.
  const rows = await ctx.platform.db.selectFrom('team_sessions').select('id_hash').where('member_id', '=', ops.memberId).execute();
  assert.ok(rows.length >= 1 && rows.every((r) => r.id_hash !== b.jar.get('console_session')));
  // Never an open redirect.
  const elsewhere = await browser().signIn(ops.email, ops.password, 'https://evil.example/console');
  assert.equal(elsewhere.headers.location, '/console');
});

test('with an https ADMIN_BASE_URL the cookie is __Host- and Secure', async () => {
  const secure = await createTestContext({ ADMIN_BASE_URL: 'https://admin.example.com' });
  try {
    await secure.adminCall({
      method: 'POST',
      url: '/admin/team',
      payload: { email: 's@team.example', name: 'S', role: 'support', password: 'a long password!' },
    });
    const form = await secure.admin.inject({ method: 'GET', url: '/console/sign-in' });
    const nonce = [form.headers['set-cookie']].flat()[0]!.split(';')[0]!;
    assert.match([form.headers['set-cookie']].flat()[0]!, /; Secure$/);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!;
    const res = await secure.admin.inject({
      method: 'POST',
      url: '/console/sign-in',
      headers: { cookie: nonce, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: csrf, email: 's@team.example', password: 'a long password!' }).toString(),
    });
    assert.equal(res.statusCode, 303);
    assert.match(
      [res.headers['set-cookie']].flat()[0]!,
      /^__Host-console_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
  } finally {
    await secure.close();
  }
});

test('signed out, a console page redirects to sign-in; a form post is refused', async () => {
  const b = browser();
  const res = await b.send('GET', '/console/account');
  assert.equal(res.statusCode, 303);
  assert.equal(res.headers.location, '/console/sign-in?next=%2Fconsole%2Faccount');
  assert.equal((await b.send('POST', '/console/sign-out', { _csrf: 'x' })).statusCode, 401);
});

test('every state-changing console form needs the session CSRF token (form field or header)', async () => {
  const ops = await operations();
  const b = browser();
  await b.signIn(ops.email, ops.password);
  const account = await b.send('GET', '/console/account');
  const csrf = b.csrfOf(account);
  assert.ok(csrf);
  assert.equal((await b.send('POST', '/console/sign-out', {})).statusCode, 403);
  assert.equal((await b.send('POST', '/console/sign-out', { _csrf: 'forged' })).statusCode, 403);
  // A token of another session does not do either.
  const other = browser();
  await other.signIn(ops.email, ops.password);
  const foreign = other.csrfOf(await other.send('GET', '/console/account'));
  assert.equal((await b.send('POST', '/console/sign-out', { _csrf: foreign })).statusCode, 403);
  // The sign-in form itself: no nonce cookie, no sign-in.
  const stranger = await browser().send('POST', '/console/sign-in', { _csrf: 'x', email: ops.email, password: ops.password });
  assert.equal(stranger.statusCode, 403);
  // The right token, as the htmx header.
  assert.equal((await b.send('POST', '/console/sign-out', {}, { 'x-csrf-token': csrf })).statusCode, 200);
  assert.equal((await b.send('GET', '/console/account')).statusCode, 303);
});

test('a session ends after the idle limit, and at its absolute limit however busy', async () => {
  const ops = await operations();
  const idle = browser();
  await idle.signIn(ops.email, ops.password);
  ctx.clock.advance(29 * 60_000);
  assert.equal((await idle.send('GET', '/console/account')).statusCode, 200);
  ctx.clock.advance(29 * 60_000);
  assert.equal((await idle.send('GET', '/console/account')).statusCode, 200, 'use renews the idle limit');
  ctx.clock.advance(30 * 60_000);
  assert.equal((await idle.send('GET', '/console/account')).statusCode, 303);

  const busy = browser();
  const other = await operations();
  await busy.signIn(other.email, other.password);
  for (let i = 0; i < 5; i++) {
    ctx.clock.advance(20 * 60_000);
    assert.equal((await busy.send('GET', '/console/account')).statusCode, 200);
  }
  ctx.clock.advance(20 * 60_000);
  assert.equal((await busy.send('GET', '/console/account')).statusCode, 303, 'two hours after sign-in');
});

test('sign out everywhere ends every session of the member, and only theirs', async () => {
  const ops = await operations();
  const support = await teamMember(ctx, 'support');
  const [one, two, theirs] = [browser(), browser(), browser()];
  await one.signIn(ops.email, ops.password);
  await two.signIn(ops.email, ops.password);
  await theirs.signIn(support.email, support.password);
  const csrf = one.csrfOf(await one.send('GET', '/console/account'));
  const res = await one.send('POST', '/console/sign-out-everywhere', { _csrf: csrf });
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /signed out of \d+ sessions/);
  assert.equal((await one.send('GET', '/console/account')).statusCode, 303);
  assert.equal((await two.send('GET', '/console/account')).statusCode, 303);
  assert.equal((await theirs.send('GET', '/console/account')).statusCode, 200);
  const audit = await ctx.platform.admin.audit.list({ targetType: 'team_member', targetId: String(ops.memberId), limit: 1 });
  assert.deepEqual([audit[0]!.action, audit[0]!.actor], ['team_member.sign_out_everywhere', `staff:${ops.memberId} ${ops.email}`]);
});

test("the console calls the admin API in process as the signed-in member: the member's role, the member's name in the audit", async () => {
  const ops = await operations();
  const support = await teamMember(ctx, 'support');
  for (const [member, allowed] of [
    [ops, false],
    [support, false],
  ] as const) {
    const b = browser();
    await b.signIn(member.email, member.password);
    const sessionId = b.jar.get('console_session')!;
    const request = { consoleSessionId: sessionId } as FastifyRequest;
    const me = await consoleAdminInject(ctx.admin, request, { method: 'GET', url: '/admin/me' });
    assert.deepEqual([me.json().kind, me.json().memberId], ['session', member.memberId]);
    const site = await consoleAdminInject(ctx.admin, request, {
      method: 'POST',
      url: '/admin/sites',
      payload: { name: 'From the console', url: 'https://console.example.com' },
    });
    if (!allowed) assertProblem(site, 403, 'staff_role_forbidden');
  }
  const b = browser();
  const admin = await teamMember(ctx, 'administrator');
  await b.signIn(admin.email, admin.password);
  const request = { consoleSessionId: b.jar.get('console_session')! } as FastifyRequest;
  const site = await consoleAdminInject(ctx.admin, request, {
    method: 'POST',
    url: '/admin/sites',
    payload: { name: 'Console site', url: 'https://console-site.example.com' },
  });
  assert.equal(site.statusCode, 201, site.body);
  const audit = await ctx.platform.admin.audit.list({ targetType: 'site', targetId: String(site.json().siteId), limit: 1 });
  assert.equal(audit[0]!.actor, `staff:${admin.memberId} ${admin.email}`);
  // Signed out, the same session id is refused by the admin API too.
  await ctx.platform.team.sessions.end(request.consoleSessionId);
  assertProblem(await consoleAdminInject(ctx.admin, request, { method: 'GET', url: '/admin/me' }), 401, 'unauthorized');
});

test('sign-in is throttled per account (from any address) and per address (for any account)', async () => {
  const ops = await operations();
  const victim = await teamMember(ctx, 'support');
  for (let i = 0; i < 3; i++) assert.equal((await browser().signIn(victim.email, 'guess guess guess')).statusCode, 200);
  const refused = await browser().signIn(victim.email, victim.password);
  assert.equal(refused.statusCode, 429);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.match(refused.body, /Too many sign-in attempts/);

  const b = browser();
  for (let i = 0; i < 6; i++) await b.signIn(`someone${i}@team.example`, 'guess guess guess');
  assert.equal((await b.signIn(ops.email, ops.password)).statusCode, 429);
  assert.equal((await browser().signIn(ops.email, ops.password)).statusCode, 303, 'another address signs in');
});

test('a disabled member or a new password ends the sessions', async () => {
  const member = await teamMember(ctx, 'operations');
  const b = browser();
  await b.signIn(member.email, member.password);
  await ctx.adminCall({ method: 'PUT', url: `/admin/team/${member.memberId}/password`, payload: { password: 'a brand new password' } });
  assert.equal((await b.send('GET', '/console/account')).statusCode, 303);
  assert.equal((await b.signIn(member.email, 'a brand new password')).statusCode, 303);
  await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${member.memberId}`, payload: { disabled: true } });
  assert.equal((await b.send('GET', '/console/account')).statusCode, 303);
  assert.match((await browser().signIn(member.email, 'a brand new password')).body, /Email or password is incorrect/);
});
