// Registered sign-in clients in the back office: support lists them (paged,
// newest first), an administrator deletes one with its codes (audited),
// through the admin API and the CLI alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inProcessCli } from '../../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { teamMember } from '../../../team/world.ts';
import { exchange, pkce, REDIRECT, registerClient, signIn, staffAccount } from '../helpers.ts';

let ctx: TestContext;
let email: string;
before(async () => {
  ctx = await createTestContext();
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  email = (await staffAccount(ctx, partner.partnerId)).email;
});
after(() => ctx.close());

const as = (token: string, method: 'GET' | 'DELETE', url: string) =>
  ctx.admin.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

test('support lists the registered clients newest first, paged, with their URIs and when a sign-in last used each', async () => {
  const first = await registerClient(ctx);
  ctx.clock.advance(1_000);
  const second = await registerClient(ctx, [REDIRECT, 'https://app.example/cb']);
  ctx.clock.advance(1_000);
  const third = await registerClient(ctx);
  await signIn(ctx, third, email, pkce().challenge);

  const support = await teamMember(ctx, 'support');
  const page1 = await as(support.token, 'GET', '/admin/signin-clients?limit=2');
  assert.equal(page1.statusCode, 200, page1.body);
  const body = page1.json();
  assert.deepEqual(
    body.clients.map((c: { clientId: string }) => c.clientId),
    [third, second],
  );
  assert.deepEqual(body.clients[1], {
    clientId: second,
    clientName: 'Test MCP client',
    redirectUris: [REDIRECT, 'https://app.example/cb'],
    createdAt: new Date(ctx.clock.now().getTime() - 1_000).toISOString(),
    lastUsedAt: null,
  });
  assert.equal(body.clients[0].lastUsedAt, ctx.clock.now().toISOString(), 'a code was issued for it');
  assert.ok(body.nextCursor);
  const page2 = (await as(support.token, 'GET', `/admin/signin-clients?limit=2&cursor=${encodeURIComponent(body.nextCursor)}`)).json();
  assert.equal(page2.clients[0].clientId, first);

  const cli = inProcessCli(ctx.platform);
  const listed = await cli('--json', 'signin-clients', 'list', '--limit', '2');
  assert.equal(listed.code, 0, listed.stderr);
  assert.deepEqual(JSON.parse(listed.stdout), body);
  const human = await cli('signin-clients', 'list', '--limit', '2');
  assert.match(human.stdout, new RegExp(`^${third}\\s+Test MCP client`, 'm'));
  assert.match(human.stdout, /^next page: --cursor \S+$/m);
});

test('an administrator deletes a client with its unexchanged codes, audited; support may not; a deleted one is not found', async () => {
  const clientId = await registerClient(ctx);
  const { verifier, challenge } = pkce();
  const { code } = await signIn(ctx, clientId, email, challenge);

  const support = await teamMember(ctx, 'support');
  const refused = await as(support.token, 'DELETE', `/admin/signin-clients/${clientId}`);
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().code, 'staff_role_forbidden');
  const cliRefused = (
    await ctx.admin.inject({
      method: 'POST',
      url: '/admin/cli',
      headers: { authorization: `Bearer ${support.token}` },
      payload: { args: ['signin-clients', 'delete', clientId] },
    })
  ).json();
  assert.equal(cliRefused.exitCode, 1);
  assert.match(cliRefused.stderr, /staff_role_forbidden/);

  const admin = await teamMember(ctx, 'administrator');
  const deleted = await as(admin.token, 'DELETE', `/admin/signin-clients/${clientId}`);
  assert.equal(deleted.statusCode, 204, deleted.body);
  const codes = await ctx.platform.db.selectFrom('oauth_codes').select('code_hash').where('client_id', '=', clientId).execute();
  assert.equal(codes.length, 0, 'its code went with it');
  const grant = await exchange(ctx, clientId, code, verifier);
  assert.deepEqual([grant.statusCode, grant.json().error], [400, 'invalid_grant']);

  const audit = (await ctx.adminCall({ method: 'GET', url: `/admin/audit?targetType=signin_client&targetId=${clientId}` })).json();
  assert.equal(audit.entries.length, 1);
  assert.equal(audit.entries[0].action, 'signin_client.delete');
  assert.deepEqual(audit.entries[0].details, { clientName: 'Test MCP client', codesDeleted: 1 });
  assert.match(audit.entries[0].actor, /^token:/);

  const again = await as(admin.token, 'DELETE', `/admin/signin-clients/${clientId}`);
  assert.equal(again.statusCode, 404);
  assert.equal(again.json().code, 'not_found');
});

test('CLI: signin-clients delete removes one; an unknown one fails with not_found', async () => {
  const clientId = await registerClient(ctx);
  const cli = inProcessCli(ctx.platform);
  const done = await cli('signin-clients', 'delete', clientId);
  assert.equal(done.code, 0, done.stderr);
  assert.equal(done.stdout.trim(), `sign-in client ${clientId} deleted`);
  const unknown = await cli('signin-clients', 'delete', clientId);
  assert.equal(unknown.code, 1);
  assert.match(unknown.stderr, /not_found/);
  const authorize = await ctx.app.inject({
    method: 'GET',
    url: '/oauth2/authorize',
    query: {
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
      resource: `${ctx.platform.config.publicBaseUrl}/v1/mcp`,
    },
  });
  assert.equal(authorize.statusCode, 400, 'the client is unknown to the authorization endpoint');
});
