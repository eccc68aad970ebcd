// Interactive sign-in end to end through the HTTP API: a public client
// registers, a staff member signs in on the form, the code is exchanged with
// the PKCE verifier, and the token is an IDP_USER caller of the API and of MCP.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { mcpClient, structured } from '../../mcp/fixtures.ts';
import { exchange, openForm, pkce, postForm, REDIRECT, registerClient, signIn, staffAccount, authorizeQuery, PASSWORD } from './helpers.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

test("register, sign in, exchange: GET /v1/me says IDP_USER and an MCP tool answers for the staff member's partner", async () => {
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read', 'partner-api/orders:read'] });
  const { email } = await staffAccount(ctx, partner.partnerId);
  const clientId = await registerClient(ctx);
  const { verifier, challenge } = pkce();

  const form = await openForm(ctx, authorizeQuery(ctx, clientId, challenge, { scope: 'sites:read products:read' }));
  assert.equal(form.res.statusCode, 200);
  assert.match(String(form.res.headers['content-type']), /^text\/html/);
  assert.match(form.res.body, /<form method="post" action="\/oauth2\/authorize">/);
  assert.doesNotMatch(form.res.body, /<script|<link|src=/, 'no script and no external asset');
  assert.match(String(form.res.headers['set-cookie']), /HttpOnly; SameSite=Strict/);
  assert.ok(form.fields.csrf_token);

  const posted = await postForm(ctx, { ...form.fields, email: email.toUpperCase(), password: PASSWORD }, form.cookie);
  assert.equal(posted.statusCode, 302, 'email is matched case-insensitively');
  const location = new URL(String(posted.headers.location));
  assert.equal(`${location.origin}${location.pathname}`, REDIRECT);
  assert.equal(location.searchParams.get('state'), 'st4te');
  assert.equal(location.searchParams.get('iss'), ctx.platform.config.publicBaseUrl);

  const token = await exchange(ctx, clientId, location.searchParams.get('code')!, verifier);
  assert.equal(token.statusCode, 200, token.body);
  assert.equal(token.json().token_type, 'Bearer');
  assert.equal(token.json().scope, 'partner-api/sites:read', "requested scopes intersected with the partner's capabilities");
  assert.equal(token.headers['cache-control'], 'no-store');
  const accessToken = token.json().access_token as string;

  const me = await ctx.call(accessToken, { method: 'GET', url: '/v1/me' });
  assert.equal(me.statusCode, 200);
  assert.equal(me.json().authMethod, 'IDP_USER');
  assert.equal(me.json().partnerId, partner.partnerId);

  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const client = await mcpClient(address, accessToken, '2026-07-28');
  try {
    const tools = (await client.listTools()).tools.map((t) => t.name);
    assert.ok(tools.includes('sites_list'));
    assert.ok(!tools.includes('orders_list'), 'orders:read was not requested');
    const result = structured(await client.callTool({ name: 'me', arguments: {} }));
    assert.equal(result.authMethod, 'IDP_USER');
  } finally {
    await client.close();
  }
});

test('without scope the token carries every capability of the partner', async () => {
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read', 'partner-api/products:read'] });
  const { email } = await staffAccount(ctx, partner.partnerId);
  const clientId = await registerClient(ctx);
  const { verifier, challenge } = pkce();
  const { code } = await signIn(ctx, clientId, email, challenge);
  const token = await exchange(ctx, clientId, code, verifier);
  assert.equal(token.json().scope, 'partner-api/products:read partner-api/sites:read');
});

test('authorization-server metadata names the authorization and registration endpoints, code and S256', async () => {
  const meta = (await ctx.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' })).json();
  const base = ctx.platform.config.publicBaseUrl;
  assert.equal(meta.authorization_endpoint, `${base}/oauth2/authorize`);
  assert.equal(meta.registration_endpoint, `${base}/oauth2/register`);
  assert.deepEqual(meta.response_types_supported, ['code']);
  assert.deepEqual(meta.code_challenge_methods_supported, ['S256']);
  assert.ok(meta.grant_types_supported.includes('authorization_code'));
});

test('a sign-in asking only for scopes the partner lacks gets its token, with no scope, as the client-credentials grant does; calls with it answer 401', async () => {
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  const { email } = await staffAccount(ctx, partner.partnerId);
  const clientId = await registerClient(ctx);
  const { verifier, challenge } = pkce();
  const { code } = await signIn(ctx, clientId, email, challenge, { scope: 'users:write orders:write' });
  const token = await exchange(ctx, clientId, code, verifier);
  assert.equal(token.statusCode, 200, token.body);
  assert.equal(token.json().scope, '');
  const me = await ctx.call(token.json().access_token, { method: 'GET', url: '/v1/me' });
  assert.equal(me.statusCode, 401);
  assert.equal(me.json().code, 'invalid_token');
});
