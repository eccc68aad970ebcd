// A token narrowed below its owner acts on nothing wider than itself, through
// the admin API and the CLI beside the service alike: it revokes only its
// owner's tokens at most as wide as it is (a wider one is refused, 403, and
// keeps working) and cannot end its owner's console sessions. The owner's own
// session or full token, and administrators, still do both.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { StaffRole } from '../../src/access/permissions.ts';
import { throughService } from '../helpers/cli.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { signInConsole } from '../console/browser.ts';
import { teamMember } from './world.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx?.close());

interface Minted {
  token: string;
  tokenId: number;
}

const as = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.admin.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(payload && { 'content-type': 'application/json' }) },
    ...(payload && { payload }),
  });

async function mint(token: string, name: string, role?: StaffRole): Promise<Minted> {
  const res = await as(token, 'POST', '/admin/api-tokens', { name, ...(role && { role }) });
  assert.equal(res.statusCode, 201, res.body);
  return { token: res.json().token, tokenId: res.json().tokenId };
}

/** The status a token's own request answers: 200 while it works, 401 once revoked. */
const status = async (t: Minted) => (await as(t.token, 'GET', '/admin/me')).statusCode;
const revoke = (by: string, t: Minted) => as(by, 'DELETE', `/admin/api-tokens/${t.tokenId}`);

/** The audit entries of one token, newest first. */
const auditOf = async (t: Minted) =>
  (await ctx.platform.admin.audit.list({ targetType: 'api_token', targetId: String(t.tokenId), limit: 10 })).map((e) => e.action);

/** The CLI beside the running service, with `token`. */
const through = (token: string, ...args: string[]) => throughService(ctx.admin, token, ...args);

test("a narrowed token cannot revoke its owner's wider tokens: 403, nothing audited, and each keeps working", async () => {
  const owner = await teamMember(ctx, 'administrator');
  const full = { token: owner.token, tokenId: owner.tokenId };
  const support = await mint(owner.token, 'read-only bot', 'support');
  const operations = await mint(owner.token, 'floor bot', 'operations');
  // No role asked: it follows the owner's, administrator.
  const deploy = await mint(owner.token, 'deploy bot');
  const refusals: Array<[Minted, Minted, StaffRole, StaffRole]> = [
    [support, deploy, 'support', 'administrator'],
    [support, operations, 'support', 'operations'],
    [support, full, 'support', 'administrator'],
    [operations, deploy, 'operations', 'administrator'],
  ];
  for (const [by, wider, narrow, width] of refusals) {
    const body = assertProblem(await revoke(by.token, wider), 403, 'staff_role_forbidden');
    assert.match(String(body.detail), new RegExp(`acting as ${narrow} cannot revoke a token acting as ${width}`));
    assert.equal(await status(wider), 200, `${width} token still works after ${narrow}'s attempt`);
    assert.equal((await as(owner.token, 'GET', `/admin/api-tokens/${wider.tokenId}`)).json().revokedAt, null);
    assert.deepEqual(await auditOf(wider), ['api_token.create']);
  }
  // It still sees them: reading is every role's, and a listing holds no token.
  const listed = (await as(support.token, 'GET', '/admin/api-tokens')).json().tokens.map((t: { tokenId: number }) => t.tokenId);
  for (const t of [full, operations, deploy]) assert.ok(listed.includes(t.tokenId), `token ${t.tokenId} listed`);

  // At most as wide as itself: revoked, by a token of the same role or a wider one.
  const sibling = await mint(owner.token, 'another read-only bot', 'support');
  assert.equal((await revoke(support.token, sibling)).statusCode, 200);
  assert.equal(await status(sibling), 401);
  const cousin = await mint(owner.token, 'a third read-only bot', 'support');
  assert.equal((await revoke(operations.token, cousin)).statusCode, 200);
  assert.equal((await revoke(support.token, support)).statusCode, 200, 'a token may revoke itself');
  assert.equal(await status(support), 401);

  // The owner's full token revokes every one of theirs.
  for (const t of [operations, deploy]) {
    assert.equal((await revoke(owner.token, t)).statusCode, 200);
    assert.equal(await status(t), 401);
  }
});

test("a token's width follows its owner's current role; administrators revoke anyone's tokens", async () => {
  const owner = await teamMember(ctx, 'administrator');
  const deploy = await mint(owner.token, 'deploy bot');
  const operations = await mint(owner.token, 'floor bot', 'operations');
  assertProblem(await revoke(operations.token, deploy), 403, 'staff_role_forbidden');
  // Demoted to operations, the owner's unnarrowed token acts as operations: no wider than the operations token.
  const demoted = await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${owner.memberId}`, payload: { role: 'operations' } });
  assert.equal(demoted.statusCode, 200, demoted.body);
  assert.equal((await revoke(operations.token, deploy)).statusCode, 200);
  assert.equal(await status(deploy), 401);

  const other = await teamMember(ctx, 'administrator');
  assert.equal((await revoke(other.token, operations)).statusCode, 200, "an administrator's full token: anyone's");
  const last = await mint(owner.token, 'last bot');
  assert.equal((await ctx.adminCall({ method: 'DELETE', url: `/admin/api-tokens/${last.tokenId}` })).statusCode, 200, 'ADMIN_TOKEN');
});

test("a narrowed token cannot end its owner's console sessions; the owner's own session or full token can", async () => {
  for (const ownerRole of ['administrator', 'operations'] as const) {
    const owner = await teamMember(ctx, ownerRole);
    const browser = await signInConsole(ctx, owner);
    const consolePage = () => ctx.admin.inject({ method: 'GET', url: '/console', headers: { cookie: browser.cookie } });
    const url = `/admin/team/${owner.memberId}/sign-out-everywhere`;
    const narrower = ownerRole === 'administrator' ? (['support', 'operations'] as const) : (['support'] as const);
    for (const role of narrower) {
      const narrowed = await mint(owner.token, `narrowed to ${role}`, role);
      const body = assertProblem(await as(narrowed.token, 'POST', url), 403, 'staff_role_forbidden');
      assert.match(String(body.detail), new RegExp(`acting as ${role} cannot end the console sessions of a member who is ${ownerRole}`));
      assert.equal((await consolePage()).statusCode, 200, `${ownerRole}: still signed in after the ${role} token's attempt`);
    }
    // Narrowed to the owner's own role is no narrowing; the owner's full token is their whole role.
    const same = await mint(owner.token, 'same role', ownerRole);
    assert.deepEqual((await as(same.token, 'POST', url)).json(), { sessionsEnded: 1 });
    assert.equal((await consolePage()).statusCode, 303, 'signed out: the console asks for a sign-in');
    await signInConsole(ctx, owner);
    assert.deepEqual((await as(owner.token, 'POST', url)).json(), { sessionsEnded: 1 });
  }
  // The console's own sign-out everywhere is the member's session, their whole role.
  const member = await teamMember(ctx, 'support');
  const browser = await signInConsole(ctx, member);
  const ended = await ctx.admin.inject({
    method: 'POST',
    url: '/console/jobs/teamSignOutEverywhere',
    headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _csrf: browser.csrf, 'path.memberId': String(member.memberId), confirmed: 'yes' }).toString(),
  });
  assert.match(ended.body, /<h1>Signed out<\/h1>/);
});

test('through the CLI beside the service, a narrowed token is held the same: tokens revoke and team sign-out-everywhere refused', async () => {
  const owner = await teamMember(ctx, 'administrator');
  const browser = await signInConsole(ctx, owner);
  const narrowed = await mint(owner.token, 'read-only bot', 'support');
  const deploy = await mint(owner.token, 'deploy bot');

  const revoked = await through(narrowed.token, 'tokens', 'revoke', String(deploy.tokenId));
  assert.equal(revoked.exitCode, 1);
  assert.match(
    revoked.stderr,
    /^error \(staff_role_forbidden\): A credential acting as support cannot revoke a token acting as administrator/,
  );
  assert.equal(await status(deploy), 200);

  const signOut = await through(narrowed.token, 'team', 'sign-out-everywhere', String(owner.memberId));
  assert.equal(signOut.exitCode, 1);
  assert.match(signOut.stderr, /^error \(staff_role_forbidden\): A credential acting as support cannot end the console sessions/);
  assert.equal((await ctx.admin.inject({ method: 'GET', url: '/console', headers: { cookie: browser.cookie } })).statusCode, 200);

  assert.equal((await through(owner.token, 'tokens', 'revoke', String(deploy.tokenId))).exitCode, 0);
  assert.equal(await status(deploy), 401);
  assert.equal((await through(owner.token, 'team', 'sign-out-everywhere', String(owner.memberId))).exitCode, 0);
});
