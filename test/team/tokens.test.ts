// Personal API tokens through the admin API: shown once, hashed at rest,
// revocable, expiring, narrower roles, last use; team members' own rules.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { teamMember, type TeamMemberWithToken } from './world.ts';

let ctx: TestContext;
let ops: TeamMemberWithToken;
let support: TeamMemberWithToken;

before(async () => {
  ctx = await createTestContext({ TEAM_TOKEN_DEFAULT_DAYS: '30', TEAM_TOKEN_MAX_DAYS: '90' });
  ops = await teamMember(ctx, 'operations');
  support = await teamMember(ctx, 'support');
});
after(() => ctx.close());

const as = (token: string, method: string, url: string, payload?: unknown) =>
  ctx.admin.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload: payload as object }),
  });
const DAY = 86_400_000;

test('a token is shown once, stored only as its SHA-256, and never listed', async () => {
  const created = await as(ops.token, 'POST', '/admin/api-tokens', { name: 'nightly' });
  assert.equal(created.statusCode, 201, created.body);
  const { token, tokenId, hint, expiresAt, memberId } = created.json();
  assert.match(token, /^pcs_[A-Za-z0-9_-]{43}$/);
  assert.equal(memberId, ops.memberId);
  assert.equal(hint, `${token.slice(0, 10)}…`);
  assert.equal(new Date(expiresAt).getTime() - ctx.clock.nowMs(), 30 * DAY);

  const row = await ctx.platform.db.selectFrom('team_api_tokens').selectAll().where('id', '=', tokenId).executeTakeFirstOrThrow();
  assert.equal(row.token_hash, createHash('sha256').update(token).digest('hex'));
  assert.ok(!JSON.stringify(row).includes(token.slice(4)), 'the token itself is not stored');

  const shown = await as(ops.token, 'GET', `/admin/api-tokens/${tokenId}`);
  assert.equal(shown.statusCode, 200);
  assert.equal(shown.json().token, undefined);
  const listed = await as(ops.token, 'GET', '/admin/api-tokens');
  assert.ok(!listed.body.includes(token.slice(4)));
  assert.deepEqual(
    listed.json().tokens.map((t: { tokenId: number }) => t.tokenId),
    [tokenId, ops.tokenId],
  );
});

test('a token works until revoked, then answers 401; the revocation is audited with its actor', async () => {
  const { token, tokenId } = (await as(ops.token, 'POST', '/admin/api-tokens', { name: 'short-lived' })).json();
  assert.equal((await as(token, 'GET', '/admin/me')).json().tokenId, tokenId);
  const lastUsed = (await as(ops.token, 'GET', `/admin/api-tokens/${tokenId}`)).json().lastUsedAt;
  assert.equal(lastUsed, ctx.clock.now().toISOString());
  const revoked = await as(ops.token, 'DELETE', `/admin/api-tokens/${tokenId}`);
  assert.equal(revoked.statusCode, 200);
  assert.ok(revoked.json().revokedAt);
  assertProblem(await as(token, 'GET', '/admin/me'), 401, 'unauthorized');
  const audit = await ctx.platform.admin.audit.list({ targetType: 'api_token', targetId: String(tokenId), limit: 5 });
  assert.deepEqual(
    audit.map((e) => [e.action, e.actor]),
    [
      ['api_token.revoke', `token:${ops.tokenId} (${ops.email})`],
      ['api_token.create', `token:${ops.tokenId} (${ops.email})`],
    ],
  );
});

test('a token expires: default and maximum lifetimes hold', async () => {
  assertProblem(await as(ops.token, 'POST', '/admin/api-tokens', { name: 'too long', expiresInDays: 91 }), 400, 'invalid_request');
  const { token } = (await as(ops.token, 'POST', '/admin/api-tokens', { name: 'a day', expiresInDays: 1 })).json();
  assert.equal((await as(token, 'GET', '/admin/me')).statusCode, 200);
  ctx.clock.advance(DAY);
  assertProblem(await as(token, 'GET', '/admin/me'), 401, 'unauthorized');
});

test("a token may narrow its owner's role, never widen it", async () => {
  assertProblem(await as(ops.token, 'POST', '/admin/api-tokens', { name: 'wider', role: 'administrator' }), 400, 'invalid_request');
  const narrow = (await as(ops.token, 'POST', '/admin/api-tokens', { name: 'read only', role: 'support' })).json();
  assert.equal((await as(narrow.token, 'GET', '/admin/me')).json().role, 'support');
  assertProblem(await as(narrow.token, 'POST', '/admin/submissions/1/requeue'), 403, 'staff_role_forbidden');
  // The owner's own role passes the matrix (and meets the route's own checks).
  assertProblem(await as(ops.token, 'POST', '/admin/submissions/1/requeue'), 400, 'invalid_submission_id');
});

test("members manage their own tokens only; administrators anyone's", async () => {
  assertProblem(
    await as(support.token, 'POST', '/admin/api-tokens', { memberId: ops.memberId, name: 'theirs' }),
    403,
    'staff_role_forbidden',
  );
  assertProblem(await as(support.token, 'DELETE', `/admin/api-tokens/${ops.tokenId}`), 404, 'not_found');
  assertProblem(await as(support.token, 'GET', `/admin/api-tokens?memberId=${ops.memberId}`), 403, 'staff_role_forbidden');
  const own = await as(support.token, 'POST', '/admin/api-tokens', { name: 'mine' });
  assert.equal(own.statusCode, 201);
  const admin = await teamMember(ctx, 'administrator');
  const all = (await as(admin.token, 'GET', '/admin/api-tokens')).json().tokens as Array<{ memberId: number }>;
  assert.ok(all.some((t) => t.memberId === ops.memberId) && all.some((t) => t.memberId === support.memberId));
  assert.equal((await as(admin.token, 'DELETE', `/admin/api-tokens/${own.json().tokenId}`)).statusCode, 200);
});

test("a disabled member's tokens stop; the last enabled administrator cannot be disabled or demoted", async () => {
  const member = await teamMember(ctx, 'operations');
  assert.equal(
    (await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${member.memberId}`, payload: { disabled: true } })).statusCode,
    200,
  );
  assertProblem(await as(member.token, 'GET', '/admin/me'), 401, 'unauthorized');
  assert.equal(
    (await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${member.memberId}`, payload: { disabled: false } })).statusCode,
    200,
  );
  assert.equal((await as(member.token, 'GET', '/admin/me')).statusCode, 200);

  // A role change applies to existing tokens at once.
  await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${member.memberId}`, payload: { role: 'support' } });
  assert.equal((await as(member.token, 'GET', '/admin/me')).json().role, 'support');

  const admins = (await ctx.adminCall({ method: 'GET', url: '/admin/team' }))
    .json()
    .members.filter((m: { role: string; disabled: boolean }) => m.role === 'administrator' && !m.disabled);
  for (const m of admins.slice(1)) await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${m.memberId}`, payload: { disabled: true } });
  const last = admins[0].memberId;
  assertProblem(await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${last}`, payload: { disabled: true } }), 409, 'conflict');
  assertProblem(await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${last}`, payload: { role: 'support' } }), 409, 'conflict');
});

test('team members: email unique case-insensitively, password length, passwords hashed with scrypt', async () => {
  const payload = { email: 'Case@Team.example', name: 'Case', role: 'support', password: 'long enough password' };
  assert.equal((await ctx.adminCall({ method: 'POST', url: '/admin/team', payload })).statusCode, 201);
  assertProblem(
    await ctx.adminCall({ method: 'POST', url: '/admin/team', payload: { ...payload, email: 'case@team.EXAMPLE' } }),
    409,
    'conflict',
  );
  assertProblem(
    await ctx.adminCall({ method: 'POST', url: '/admin/team', payload: { ...payload, email: 'x@team.example', password: 'short' } }),
    400,
    'invalid_request',
  );
  const row = await ctx.platform.db
    .selectFrom('team_members')
    .select('password_hash')
    .where('email', '=', 'Case@Team.example')
    .executeTakeFirstOrThrow();
  assert.match(row.password_hash!, /^scrypt\$16384\$8\$1\$/);
  assert.ok(!row.password_hash!.includes('long enough password'));
});

test("expiresInDays publishes the deployment's TEAM_TOKEN_MAX_DAYS as its maximum: at it accepted, past it 400 naming the field", async () => {
  const document = (await ctx.adminCall({ method: 'GET', url: '/admin/openapi.json' })).json();
  const body = document.paths['/admin/api-tokens'].post.requestBody.content['application/json'].schema;
  const schema = body.$ref ? document.components.schemas[body.$ref.split('/').pop()] : body;
  assert.equal(schema.properties.expiresInDays.maximum, 90);
  assert.equal((await as(ops.token, 'POST', '/admin/api-tokens', { name: 'longest', expiresInDays: 90 })).statusCode, 201);
  const past = assertProblem(await as(ops.token, 'POST', '/admin/api-tokens', { name: 'past', expiresInDays: 91 }), 400, 'invalid_request');
  assert.equal((past.errors as Array<{ field: string }> | undefined)?.[0]?.field, 'expiresInDays');
});
