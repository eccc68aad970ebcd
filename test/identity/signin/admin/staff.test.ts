// Staff accounts in the back office: admin API and CLI, both audited.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inProcessCli } from '../../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { authorizeQuery, exchange, openForm, PASSWORD, pkce, postForm, registerClient, staffAccount } from '../helpers.ts';

let ctx: TestContext;
let partnerId: number;
before(async () => {
  ctx = await createTestContext();
  partnerId = (await ctx.partner({ scopes: ['partner-api/sites:read'] })).partnerId;
});
after(() => ctx.close());

test('admin API: create, duplicate email (any case), list, disable, reset password; every change audited', async () => {
  const created = await ctx.adminCall({
    method: 'POST',
    url: `/admin/partners/${partnerId}/staff`,
    payload: { email: 'Ann@Partner.example', password: PASSWORD },
  });
  assert.equal(created.statusCode, 201);
  assert.deepEqual(
    { ...(created.json() as object), staffId: 0, createdAt: '', updatedAt: '' },
    { staffId: 0, partnerId, email: 'Ann@Partner.example', enabled: true, createdAt: '', updatedAt: '' },
  );
  assert.equal(created.json().password, undefined);
  const staffId = created.json().staffId;

  const duplicate = await ctx.adminCall({
    method: 'POST',
    url: `/admin/partners/${partnerId}/staff`,
    payload: { email: 'ann@partner.EXAMPLE', password: PASSWORD },
  });
  assert.equal(duplicate.statusCode, 409);
  const short = await ctx.adminCall({
    method: 'POST',
    url: `/admin/partners/${partnerId}/staff`,
    payload: { email: 'bob@partner.example', password: 'short' },
  });
  assert.equal(short.statusCode, 400);
  assert.equal(
    (
      await ctx.adminCall({
        method: 'POST',
        url: '/admin/partners/999999/staff',
        payload: { email: 'c@partner.example', password: PASSWORD },
      })
    ).statusCode,
    404,
  );

  const list = await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/staff` });
  assert.deepEqual(
    list.json().staff.map((s: { staffId: number }) => s.staffId),
    [staffId],
  );

  const disabled = await ctx.adminCall({ method: 'PATCH', url: `/admin/staff/${staffId}`, payload: { enabled: false } });
  assert.equal(disabled.json().enabled, false);
  assert.equal((await ctx.adminCall({ method: 'PATCH', url: '/admin/staff/999999', payload: { enabled: false } })).statusCode, 404);
  await ctx.adminCall({ method: 'PATCH', url: `/admin/staff/${staffId}`, payload: { enabled: true } });

  const reset = await ctx.adminCall({
    method: 'POST',
    url: `/admin/staff/${staffId}/password`,
    payload: { password: 'a brand new passphrase' },
  });
  assert.equal(reset.statusCode, 200);
  const clientId = await registerClient(ctx);
  const { challenge } = pkce();
  const tryPassword = async (password: string) => {
    const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, challenge));
    return (await postForm(ctx, { ...fields, email: 'ann@partner.example', password }, cookie)).statusCode;
  };
  assert.equal(await tryPassword(PASSWORD), 200, 'the old password no longer signs in: the form again');
  assert.equal(await tryPassword('a brand new passphrase'), 302);

  const actions = (await ctx.platform.admin.audit.list({ limit: 20 })).map((e: { action: string }) => e.action);
  for (const action of ['staff.create', 'staff.disable', 'staff.enable', 'staff.reset_password'])
    assert.ok(actions.includes(action), action);
});

test('CLI: create, list, disable, enable, reset-password', async () => {
  const cli = inProcessCli(ctx.platform);
  const created = await cli(
    '--json',
    'staff',
    'create',
    '--partner',
    String(partnerId),
    '--email',
    'cli@partner.example',
    '--password',
    PASSWORD,
  );
  assert.equal(created.code, 0, created.stderr);
  const staffId = JSON.parse(created.stdout).staffId;
  const listed = await cli('staff', 'list', '--partner', String(partnerId));
  assert.match(listed.stdout, /cli@partner\.example/);
  assert.equal(JSON.parse((await cli('--json', 'staff', 'disable', String(staffId))).stdout).enabled, false);
  assert.equal(JSON.parse((await cli('--json', 'staff', 'enable', String(staffId))).stdout).enabled, true);
  assert.equal((await cli('staff', 'reset-password', String(staffId), '--password', 'another long passphrase')).code, 0);
  const dup = await cli('staff', 'create', '--partner', String(partnerId), '--email', 'CLI@partner.example', '--password', PASSWORD);
  assert.notEqual(dup.code, 0);
});

test("a password reset, or a disable and enable, ends the account's tokens issued before it; one signed in afterwards works", async () => {
  const { staffId, email } = await staffAccount(ctx, partnerId);
  const clientId = await registerClient(ctx);
  const tokenNow = async (password = PASSWORD) => {
    const { verifier, challenge } = pkce();
    const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, challenge));
    const signedIn = await postForm(ctx, { ...fields, email, password }, cookie);
    assert.equal(signedIn.statusCode, 302, signedIn.body);
    const code = new URL(String(signedIn.headers.location)).searchParams.get('code')!;
    const token = await exchange(ctx, clientId, code, verifier);
    assert.equal(token.statusCode, 200, token.body);
    return token.json().access_token as string;
  };
  const me = async (token: string) => (await ctx.call(token, { method: 'GET', url: '/v1/me' })).statusCode;
  const before = await tokenNow();
  assert.equal(await me(before), 200);

  // A change lands in a later second than the token's issue: the token stops at once.
  ctx.clock.advance(1500);
  const reset = await ctx.adminCall({
    method: 'POST',
    url: `/admin/staff/${staffId}/password`,
    payload: { password: 'another long passphrase' },
  });
  assert.equal(reset.statusCode, 200);
  assert.equal(await me(before), 401, 'the token from before the reset');
  const after = await tokenNow('another long passphrase');
  assert.equal(await me(after), 200, 'signed in with the new password, in the same second');

  ctx.clock.advance(1500);
  for (const enabled of [false, true])
    assert.equal((await ctx.adminCall({ method: 'PATCH', url: `/admin/staff/${staffId}`, payload: { enabled } })).statusCode, 200);
  assert.equal(await me(after), 401, 'disabled and enabled again: the old token does not come back');
  assert.equal(await me(await tokenNow('another long passphrase')), 200);
});
