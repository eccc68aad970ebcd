// Changing one's own password takes the current one, on every surface that
// sets it (the admin API with a session or token, the console's job, the
// CLI beside the service): missing or wrong, 400 `invalid_request` naming
// `currentPassword` and nothing changed; each attempt spends the console
// sign-in's buckets (the member's email, the caller's address) as a sign-in
// does. An administrator setting another member's, the ADMIN_TOKEN and the
// CLI on the database need none.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inProcessCli, throughService } from '../helpers/cli.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { UNTHROTTLED } from '../helpers/gateway.ts';
import { assertProblem } from '../helpers/problems.ts';
import { consoleRequests, postConsoleSignIn, signInConsole } from '../console/browser.ts';
import { teamMember, type TeamMemberWithToken } from './world.ts';

/** A context whose console sign-in buckets hold `account` attempts per email and `address` per address; the clock refills one a second. */
function throttled(account: number, address: number): Promise<TestContext> {
  const bucket = (burst: number) => ({ ratePerSecond: 1, burst });
  return createTestContext(
    {},
    { gateway: { limits: { ...UNTHROTTLED, token: { perClientId: bucket(account), perSourceIp: bucket(address) } }, redisUrl: null } },
  );
}

let ctx: TestContext;
let addresses = 0;
before(async () => {
  ctx = await throttled(3, 1000);
});
after(() => ctx?.close());

/** A fresh address for each request unless one is named: only the account's bucket counts. */
const nextAddress = () => `198.51.100.${(addresses += 1) % 250}`;

const put = (c: TestContext, token: string, memberId: number, body: object, remoteAddress = nextAddress()) =>
  c.admin.inject({
    method: 'PUT',
    url: `/admin/team/${memberId}/password`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: body,
    remoteAddress,
  });

/** Whether this password signs the member in (the sign-in's own check, past its buckets). */
const signsIn = async (c: TestContext, email: string, password: string) =>
  (await c.platform.team.members.verifySignIn(email, password, 'address:test')) !== null;

/** The problem's one field error: the body field it names and its words. */
function fieldOf(body: Record<string, unknown>): { field: string; detail: string } {
  const [entry] = body.errors as Array<{ field: string; detail: string }>;
  return { field: entry!.field, detail: entry!.detail };
}

const passwordSets = async (memberId: number) =>
  (await ctx.platform.admin.audit.list({ targetType: 'team_member', targetId: String(memberId), limit: 20 })).filter(
    (e) => e.action === 'team_member.set_password',
  ).length;

test("a member's own token needs the current password: missing or wrong is 400 naming currentPassword, and nothing changes", async () => {
  for (const role of ['administrator', 'support'] as const) {
    const me = await teamMember(ctx, role);
    const missing = assertProblem(await put(ctx, me.token, me.memberId, { password: 'a brand new password' }), 400, 'invalid_request');
    assert.equal(fieldOf(missing).field, 'currentPassword');
    assert.match(String(missing.detail), /^Changing your own password needs your current password/);
    const wrong = assertProblem(
      await put(ctx, me.token, me.memberId, { password: 'a brand new password', currentPassword: 'not my password' }),
      400,
      'invalid_request',
    );
    assert.deepEqual(fieldOf(wrong), { field: 'currentPassword', detail: 'The current password is incorrect.' });
    assert.ok(await signsIn(ctx, me.email, me.password), `${role}: the old password still signs in`);
    assert.equal(await passwordSets(me.memberId), 0, `${role}: a refusal writes nothing`);

    const changed = await put(ctx, me.token, me.memberId, { password: 'a brand new password', currentPassword: me.password });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.ok(await signsIn(ctx, me.email, 'a brand new password'));
    assert.ok(!(await signsIn(ctx, me.email, me.password)), `${role}: the old password no longer signs in`);
  }
});

test('two changes given the same current password at once: one is made, the other finds it no longer current', async () => {
  const me = await teamMember(ctx, 'operations');
  const answers = await Promise.all(
    ['first new password', 'second new password'].map((password) =>
      put(ctx, me.token, me.memberId, { password, currentPassword: me.password }),
    ),
  );
  assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 400]);
  const refused = answers.find((r) => r.statusCode === 400)!;
  assert.equal(refused.json().detail, 'The current password is incorrect.');
  const won = answers[0]!.statusCode === 200 ? 'first new password' : 'second new password';
  assert.ok(await signsIn(ctx, me.email, won));
  assert.equal(await passwordSets(me.memberId), 1);
});

test("an administrator sets another member's password without it; so does the ADMIN_TOKEN, for anyone; nobody else may", async () => {
  const admin = await teamMember(ctx, 'administrator');
  const member = await teamMember(ctx, 'operations');
  assert.equal((await put(ctx, admin.token, member.memberId, { password: 'set by an administrator' })).statusCode, 200);
  assert.ok(await signsIn(ctx, member.email, 'set by an administrator'));
  // The break-glass credential is no member: every member is another, administrators included; a current password given is not read.
  const reset = await ctx.adminCall({
    method: 'PUT',
    url: `/admin/team/${admin.memberId}/password`,
    payload: { password: 'reset by the bootstrap token', currentPassword: 'not read at all' },
  });
  assert.equal(reset.statusCode, 200, reset.body);
  assert.ok(await signsIn(ctx, admin.email, 'reset by the bootstrap token'));
  const support = await teamMember(ctx, 'support');
  const body = { password: 'a takeover attempt', currentPassword: member.password };
  assertProblem(await put(ctx, support.token, member.memberId, body), 403, 'staff_role_forbidden');
});

test('a member with no password yet has none to give: an administrator sets the first one', async () => {
  const created = await ctx.adminCall({
    method: 'POST',
    url: '/admin/team',
    payload: { email: 'tokens-only@team.example', name: 'Tokens only', role: 'operations' },
  });
  const memberId = created.json().memberId as number;
  const token = (await ctx.adminCall({ method: 'POST', url: '/admin/api-tokens', payload: { memberId, name: 'cron' } })).json().token;
  assertProblem(await put(ctx, token, memberId, { password: 'my first password' }), 400, 'invalid_request');
  const none = assertProblem(
    await put(ctx, token, memberId, { password: 'my first password', currentPassword: 'anything' }),
    400,
    'invalid_request',
  );
  assert.match(fieldOf(none).detail, /You have no password yet/);
  assert.equal(
    (await ctx.adminCall({ method: 'PUT', url: `/admin/team/${memberId}/password`, payload: { password: 'set for me first' } })).statusCode,
    200,
  );
  assert.equal((await put(ctx, token, memberId, { password: 'my own password now', currentPassword: 'set for me first' })).statusCode, 200);
});

test("wrong current passwords spend the email's sign-in bucket, from any address, shared with the console sign-in", async () => {
  ctx.clock.advance(10_000);
  const me = await teamMember(ctx, 'operations');
  for (let i = 0; i < 3; i++)
    assertProblem(
      await put(ctx, me.token, me.memberId, { password: 'a guessed takeover', currentPassword: `guess ${i}` }),
      400,
      'invalid_request',
    );
  const refused = await put(ctx, me.token, me.memberId, { password: 'a brand new password', currentPassword: me.password });
  const body = assertProblem(refused, 429, 'rate_limit_exceeded');
  assert.equal(refused.headers['retry-after'], '1');
  assert.match(String(body.detail), /Too many password attempts/);
  // The console sign-in's own bucket for the email: a sign-in from a fresh browser waits too.
  const signIn = await postConsoleSignIn(ctx, me, nextAddress());
  assert.equal(signIn.statusCode, 429);
  assert.ok(await signsIn(ctx, me.email, me.password), 'nothing changed');
  ctx.clock.advance(1_000);
  assert.equal((await put(ctx, me.token, me.memberId, { password: 'a brand new password', currentPassword: me.password })).statusCode, 200);
});

test('attempts count per address too: the caller’s, and for the console the browser’s own', async () => {
  const c = await throttled(1000, 3);
  try {
    const me = await teamMember(c, 'operations');
    const wrong = { password: 'a guessed takeover', currentPassword: 'a guess' };
    for (let i = 0; i < 3; i++) assert.equal((await put(c, me.token, me.memberId, wrong, '203.0.113.1')).statusCode, 400);
    const right = { password: 'a brand new password', currentPassword: me.password };
    assertProblem(await put(c, me.token, me.memberId, right, '203.0.113.1'), 429, 'rate_limit_exceeded');
    assert.equal((await put(c, me.token, me.memberId, right, '203.0.113.2')).statusCode, 200, 'another address is not held');

    // The console's signed-in browsers, each at its own address (its sign-in spends one attempt of it).
    const attempt = async (member: TeamMemberWithToken, browser: Awaited<ReturnType<typeof signInConsole>>) =>
      consoleRequests(c, browser).post(
        '/console/jobs/teamSetPassword',
        new URLSearchParams({
          _csrf: browser.csrf,
          'path.memberId': String(member.memberId),
          password: 'a guessed takeover',
          currentPassword: 'a guess',
        }),
      );
    const first = await teamMember(c, 'support');
    const a = await signInConsole(c, first, '10.9.0.1');
    assert.equal((await attempt(first, a)).statusCode, 400);
    assert.equal((await attempt(first, a)).statusCode, 400);
    const held = await attempt(first, a);
    assert.equal(held.statusCode, 429);
    assert.match(held.body, /Too many password attempts/);
    const second = await teamMember(c, 'support');
    const b = await signInConsole(c, second, '10.9.0.2');
    assert.equal((await attempt(second, b)).statusCode, 400, 'another browser’s address is its own');
  } finally {
    await c.close();
  }
});

test('the console’s Set password job asks for the current password when it is one’s own: refused beside the field, the session kept', async () => {
  const me = await teamMember(ctx, 'support');
  const browser = await signInConsole(ctx, me);
  const { get, post } = consoleRequests(ctx, browser);
  const form = await get(`/console/jobs/teamSetPassword?memberId=${me.memberId}`);
  assert.match(form.body, /<label for="j-currentPassword">Current Password<\/label>/);
  const send = (fields: Record<string, string>) =>
    post(
      '/console/jobs/teamSetPassword',
      new URLSearchParams({ _csrf: browser.csrf, 'path.memberId': String(me.memberId), password: 'a brand new passphrase', ...fields }),
    );
  const missing = await send({});
  assert.equal(missing.statusCode, 400);
  assert.match(missing.body, /id="j-currentPassword-note">Changing your own password needs your current password/);
  const wrong = await send({ currentPassword: 'Not-My-Password-42' });
  assert.equal(wrong.statusCode, 400);
  assert.match(wrong.body, /id="j-currentPassword-note">The current password is incorrect\./);
  assert.ok(!wrong.body.includes('Not-My-Password-42'), 'what was typed is not written back');
  assert.equal((await get('/console')).statusCode, 200, 'still signed in');
  assert.ok(await signsIn(ctx, me.email, me.password));

  const done = await send({ currentPassword: me.password });
  assert.match(done.body, /<h1>Signed out<\/h1>/);
  assert.ok(await signsIn(ctx, me.email, 'a brand new passphrase'));

  // An administrator's job on another member's account asks for nothing of theirs.
  const adminBrowser = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
  const other = await teamMember(ctx, 'operations');
  const reset = await consoleRequests(ctx, adminBrowser).post(
    '/console/jobs/teamSetPassword',
    new URLSearchParams({ _csrf: adminBrowser.csrf, 'path.memberId': String(other.memberId), password: 'reset from the console' }),
  );
  assert.equal(reset.statusCode, 303, reset.body.slice(0, 300));
  assert.ok(await signsIn(ctx, other.email, 'reset from the console'));
});

test('partner-api team password: through the service one’s own needs --current-password; another’s as an administrator, or on the database, none', async () => {
  const through = (token: string, ...args: string[]) => throughService(ctx.admin, token, ...args);
  const me = await teamMember(ctx, 'operations');
  const own = ['team', 'password', String(me.memberId), '--password', 'a brand new password'];
  const missing = await through(me.token, ...own);
  assert.equal(missing.exitCode, 1);
  assert.match(
    missing.stderr,
    /^error \(invalid_request\): Changing your own password needs your current password \(currentPassword; the CLI takes --current-password\)/,
  );
  const wrong = await through(me.token, ...own, '--current-password', 'not my password');
  assert.equal(wrong.exitCode, 1);
  assert.match(wrong.stderr, /^error \(invalid_request\): The current password is incorrect\./);
  assert.ok(await signsIn(ctx, me.email, me.password));
  assert.equal((await through(me.token, ...own, '--current-password', me.password)).exitCode, 0);
  assert.ok(await signsIn(ctx, me.email, 'a brand new password'));

  const admin = await teamMember(ctx, 'administrator');
  const reset = await through(admin.token, 'team', 'password', String(me.memberId), '--password', 'reset by an administrator');
  assert.equal(reset.exitCode, 0, reset.stderr);
  const cli = inProcessCli(ctx.platform);
  const local = await cli('team', 'password', String(admin.memberId), '--password', 'reset on the database');
  assert.equal(local.code, 0, local.stderr);
  assert.ok(await signsIn(ctx, admin.email, 'reset on the database'));
  assert.match(
    (await cli('team', 'password', '--help')).stdout,
    /--current-password <password> +your current password: needed to change your\s+own/,
  );
});
