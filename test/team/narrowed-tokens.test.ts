// "A token acts with its effective role, never its owner's": a personal API token an
// administrator narrowed to a role answers every admin route exactly as a token of a
// member of that role does, and no credential mints a token wider than itself.
//
// The walk is generated from the admin host's route table (every method of every route),
// so a new route is covered without a line here. It runs in two worlds built alike: in
// one, narrowed tokens (and the tokens they mint) call every route; in the other, the same
// sequence of calls comes from tokens of members who hold each role. Writes that pass
// change both worlds the same way, so every answer (status, code, and the detail of a
// refusal) must be identical, one call after the other.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { allows, STAFF_ROLES, type StaffRole } from '../../src/access/permissions.ts';
import { adminRouteTable } from '../../src/team/staff-auth.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { concrete, walkWorld, type WalkIds } from './walk.ts';
import { teamMember, type TeamMemberWithToken } from './world.ts';

/** A walking credential: its label and the role it must answer as. */
interface Walker {
  label: string;
  role: StaffRole;
}

/**
 * Who walks: an administrator's token narrowed to each role, and the token an operations member's
 * token narrowed to support mints with no role asked (a credential's child acts as the credential).
 * A child is stored with its parent's role when that is narrower than the owner's, else with none (the
 * owner's role, as a full token): either way its walk takes the same path as a walk already made. One
 * child walk, from an owner who is not an administrator, holds every generation to the same answers
 * on every route; the mint test below checks the children and
 * grandchildren of the tokens narrowed to support and to operations (their stored role, /admin/me
 * and a refused route); the children of the administrator's narrowed tokens are not walked again
 * (half the requests for the same coverage).
 */
const WALKERS: Walker[] = [
  ...STAFF_ROLES.map((role) => ({ label: `administrator narrowed to ${role}`, role })),
  { label: 'operations narrowed to support, its child', role: 'support' },
];

interface World {
  ctx: TestContext;
  ids: WalkIds;
  /** Per walker: the narrowed token (the narrowed world) or the token of a member of its role (the other world). */
  tokens: Record<string, string>;
}

let narrowedWorld: World;
let roleWorld: World;

const as = (ctx: TestContext, token: string, method: string, url: string, payload?: unknown) =>
  ctx.admin.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload: payload as object }),
  });

async function mint(ctx: TestContext, token: string, body: { name: string; role?: StaffRole }): Promise<string> {
  const res = await as(ctx, token, 'POST', '/admin/api-tokens', body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().token;
}

/** Both worlds hold the same records with the same ids: the walk's world, then the same members and tokens in the same order. */
async function buildWorld(narrowed: boolean): Promise<World> {
  const ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  const ids = await walkWorld(ctx);
  const members = {} as Record<StaffRole, TeamMemberWithToken>;
  for (const role of STAFF_ROLES) members[role] = await teamMember(ctx, role);
  const owner = await teamMember(ctx, 'administrator');
  const opsOwner = await teamMember(ctx, 'operations');
  // Somebody else: the routes' member and token parameters name a third member, never the caller.
  const other = await teamMember(ctx, 'support');
  ids.memberId = String(other.memberId);
  ids.tokenId = String(other.tokenId);
  const tokens: Record<string, string> = {};
  // Each parent, and its child with no role asked, minted in both worlds alike (the role world's parent is the member's own token).
  const parents = [
    ...STAFF_ROLES.map((role) => ({ label: `administrator narrowed to ${role}`, role, from: owner })),
    { label: 'operations narrowed to support', role: 'support' as const, from: opsOwner },
  ];
  for (const parent of parents) {
    const narrowedToken = await mint(ctx, parent.from.token, { name: parent.label, role: parent.role });
    const token = narrowed ? narrowedToken : members[parent.role].token;
    tokens[parent.label] = token;
    tokens[`${parent.label}, its child`] = await mint(ctx, token, { name: `${parent.label}, its child` });
  }
  return { ctx, ids, tokens };
}

before(async () => {
  narrowedWorld = await buildWorld(true);
  roleWorld = await buildWorld(false);
});
after(async () => {
  await narrowedWorld?.ctx.close();
  await roleWorld?.ctx.close();
});

/** What must be equal: the status and code, and for a refusal its wording. */
function answer(res: { statusCode: number; body: string; headers: Record<string, unknown> }): string {
  if (!String(res.headers['content-type']).startsWith('application/problem+json')) return String(res.statusCode);
  const body = JSON.parse(res.body) as { code: string; detail: string };
  return `${res.statusCode} ${body.code}${body.code === 'staff_role_forbidden' ? ` ${body.detail}` : ''}`;
}

for (const { label, role } of WALKERS) {
  test(`every admin route answers the token "${label}" exactly as a ${role} member's token`, async () => {
    const routes = adminRouteTable(narrowedWorld.ctx.admin);
    assert.ok(routes.length > 100, `${routes.length} routes`);
    let refused = 0;
    for (const route of routes) {
      const call = (w: World) =>
        as(w.ctx, w.tokens[label]!, route.method, concrete(route.url, w.ids), route.method === 'GET' ? undefined : {});
      const narrowed = answer(await call(narrowedWorld));
      assert.equal(narrowed, answer(await call(roleWorld)), `${label}: ${route.method} ${route.url}`);
      const forbidden = narrowed.startsWith(`403 staff_role_forbidden The ${role} role may not perform ${route.operation}`);
      assert.equal(forbidden, !allows(role, route.operation), `${label}: ${route.method} ${route.url} answered ${narrowed}`);
      if (forbidden) refused += 1;
    }
    assert.ok(role === 'administrator' ? refused === 0 : refused > 50, `${label}: ${refused} refused`);
  });
}

test('a narrowed token mints no wider token: without a role it gets its own, a wider one is refused (403)', async () => {
  const { ctx } = narrowedWorld;
  const count = async () =>
    Number(
      (
        await ctx.platform.db
          .selectFrom('team_api_tokens')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  for (const role of ['support', 'operations'] as const) {
    const narrowed = narrowedWorld.tokens[`administrator narrowed to ${role}`]!;
    const before = await count();
    for (const wider of STAFF_ROLES.slice(STAFF_ROLES.indexOf(role) + 1)) {
      const body = assertProblem(
        await as(ctx, narrowed, 'POST', '/admin/api-tokens', { name: 'wider', role: wider }),
        403,
        'staff_role_forbidden',
      );
      assert.match(String(body.detail), new RegExp(`acting as ${role} cannot create a token acting as ${wider}`));
    }
    // Explicitly null is "no role asked" too.
    for (const payload of [{ name: 'no role' }, { name: 'null role', role: null }]) {
      const created = await as(ctx, narrowed, 'POST', '/admin/api-tokens', payload);
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.json().role, role);
      const child = created.json().token as string;
      assert.equal((await as(ctx, child, 'GET', '/admin/me')).json().role, role);
      assertProblem(await as(ctx, child, 'POST', '/admin/workers/pause', {}), 403, 'staff_role_forbidden');
      // And its own children stay as narrow: no generation widens.
      const grandchild = await as(ctx, child, 'POST', '/admin/api-tokens', { name: 'grandchild' });
      assert.equal(grandchild.json().role, role);
      assertProblem(
        await as(ctx, child, 'POST', '/admin/api-tokens', { name: 'wider', role: 'administrator' }),
        403,
        'staff_role_forbidden',
      );
    }
    const same = await as(ctx, narrowed, 'POST', '/admin/api-tokens', { name: 'as narrow', role });
    assert.equal(same.statusCode, 201, same.body);
    if (role === 'operations') {
      const narrower = await as(ctx, narrowed, 'POST', '/admin/api-tokens', { name: 'narrower', role: 'support' });
      assert.equal(narrower.json().role, 'support');
    }
    // Exactly the tokens that answered 201 exist: 2 × (child + grandchild), the same role, and a narrower one.
    assert.equal(await count(), before + 5 + (role === 'operations' ? 1 : 0));
  }
  // The owner's full token still makes tokens that follow the owner's role (none stored).
  const full = await teamMember(ctx, 'administrator');
  const followed = await as(ctx, full.token, 'POST', '/admin/api-tokens', { name: 'follows the owner' });
  assert.equal(followed.json().role, null);
  assert.equal((await as(ctx, followed.json().token, 'GET', '/admin/me')).json().role, 'administrator');
});

test("a narrowed token cannot set its owner's password (it would sign in with the owner's role); a full token can", async () => {
  const { ctx } = narrowedWorld;
  const owner = await teamMember(ctx, 'administrator');
  const url = `/admin/team/${owner.memberId}/password`;
  for (const role of ['support', 'operations'] as const) {
    const narrowed = await mint(ctx, owner.token, { name: 'narrowed', role });
    // Knowing the current password changes nothing: the narrowing bounds the token whatever it is given.
    const change = { password: 'a brand new password', currentPassword: owner.password };
    const body = assertProblem(await as(ctx, narrowed, 'PUT', url, change), 403, 'staff_role_forbidden');
    assert.match(String(body.detail), new RegExp(`acting as ${role} cannot set the password of its owner, who is administrator`));
  }
  // Narrowed to the owner's own role is no narrowing.
  const same = await mint(ctx, owner.token, { name: 'narrowed', role: 'administrator' });
  const first = { password: 'a brand new password', currentPassword: owner.password };
  assert.equal((await as(ctx, same, 'PUT', url, first)).statusCode, 200);
  const second = { password: 'another new password', currentPassword: 'a brand new password' };
  assert.equal((await as(ctx, owner.token, 'PUT', url, second)).statusCode, 200);
  // A support member's own token is their whole role: their own password is theirs to set.
  const support = await teamMember(ctx, 'support');
  const own = { password: 'a support password', currentPassword: support.password };
  assert.equal((await as(ctx, support.token, 'PUT', `/admin/team/${support.memberId}/password`, own)).statusCode, 200);
});
