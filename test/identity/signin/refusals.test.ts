// What the authorization-code flow refuses, each through the HTTP API.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CODE_TTL_SECONDS } from '../../../src/identity/signin/signin-service.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { authorizeQuery, exchange, openForm, PASSWORD, pkce, postForm, REDIRECT, registerClient, signIn, staffAccount } from './helpers.ts';

let ctx: TestContext;
let clientId: string;
let email: string;
let partnerId: number;
before(async () => {
  ctx = await createTestContext();
  partnerId = (await ctx.partner({ scopes: ['partner-api/sites:read'] })).partnerId;
  ({ email } = await staffAccount(ctx, partnerId));
  clientId = await registerClient(ctx);
});
after(() => ctx.close());

const grantError = (res: { statusCode: number; json(): { error: string } }) => [res.statusCode, res.json().error];

test('a wrong verifier is invalid_grant, and burns the code', async () => {
  const { verifier, challenge } = pkce();
  const { code } = await signIn(ctx, clientId, email, challenge);
  assert.deepEqual(grantError(await exchange(ctx, clientId, code, pkce().verifier)), [400, 'invalid_grant']);
  assert.deepEqual(grantError(await exchange(ctx, clientId, code, verifier)), [400, 'invalid_grant']);
});

test('a code works once', async () => {
  const { verifier, challenge } = pkce();
  const { code } = await signIn(ctx, clientId, email, challenge);
  assert.equal((await exchange(ctx, clientId, code, verifier)).statusCode, 200);
  assert.deepEqual(grantError(await exchange(ctx, clientId, code, verifier)), [400, 'invalid_grant']);
});

test('another redirect URI, another client or another resource at the token endpoint is invalid_grant', async () => {
  const variants: Record<string, string>[] = [
    { redirect_uri: 'http://127.0.0.1:1/other' },
    { client_id: await registerClient(ctx) },
    { resource: 'https://elsewhere.example' },
  ];
  for (const extra of variants) {
    const { verifier, challenge } = pkce();
    const { code } = await signIn(ctx, clientId, email, challenge);
    assert.deepEqual(grantError(await exchange(ctx, clientId, code, verifier, extra)), [400, 'invalid_grant'], JSON.stringify(extra));
  }
});

test(`a code expires after ${CODE_TTL_SECONDS} s`, async () => {
  const { verifier, challenge } = pkce();
  const { code } = await signIn(ctx, clientId, email, challenge);
  ctx.clock.advance(CODE_TTL_SECONDS * 1000);
  assert.deepEqual(grantError(await exchange(ctx, clientId, code, verifier)), [400, 'invalid_grant']);
});

test('an unregistered redirect URI or unknown client gets an error page (or problem), never a redirect', async () => {
  const { challenge } = pkce();
  for (const query of [
    authorizeQuery(ctx, clientId, challenge, { redirect_uri: 'https://attacker.example/cb' }),
    authorizeQuery(ctx, 'nope', challenge),
  ]) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/oauth2/authorize',
      query,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.headers.location, undefined);
    assert.match(res.body, /Cannot sign in/);
    const api = await ctx.app.inject({ method: 'GET', url: '/oauth2/authorize', query });
    assert.equal(api.statusCode, 400, "a caller that does not ask for HTML gets the API's problem document");
    assert.match(String(api.headers['content-type']), /^application\/problem\+json/);
    assert.equal(api.json().code, 'invalid_request');
  }
});

test("a missing or forged CSRF token, or another browser's cookie, is refused with 403 and no code", async () => {
  const { challenge } = pkce();
  const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, challenge));
  const other = await openForm(ctx, authorizeQuery(ctx, clientId, challenge));
  const { csrf_token: _csrf, ...withoutToken } = fields;
  const attempts: [Record<string, string>, string][] = [
    [{ ...withoutToken, email, password: PASSWORD }, cookie],
    [{ ...fields, csrf_token: `${fields.csrf_token!.split('.')[0]}.forged`, email, password: PASSWORD }, cookie],
    [{ ...fields, email, password: PASSWORD }, ''],
    [{ ...fields, email, password: PASSWORD }, other.cookie],
    [{ ...fields, state: 'changed', email, password: PASSWORD }, cookie],
  ];
  for (const [form, cookieHeader] of attempts) {
    const res = await postForm(ctx, form, cookieHeader);
    assert.equal(res.statusCode, 403);
    assert.equal(res.headers.location, undefined);
  }
});

test('an expired form is refused', async () => {
  const { challenge } = pkce();
  const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, challenge));
  ctx.clock.advance(601_000);
  assert.equal((await postForm(ctx, { ...fields, email, password: PASSWORD }, cookie)).statusCode, 403);
});

test('an unknown email and a wrong password answer the same form again, without a code', async () => {
  const { challenge } = pkce();
  const bodies: string[] = [];
  for (const creds of [
    { email: 'nobody@partner.example', password: PASSWORD },
    { email, password: 'wrong password here' },
  ]) {
    const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, challenge));
    const res = await postForm(ctx, { ...fields, ...creds }, cookie);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers.location, undefined);
    assert.match(res.body, /Email or password is incorrect/);
    bodies.push(res.body.replace(/name="csrf_token" value="[^"]*"/, ''));
  }
  assert.equal(bodies[0], bodies[1]);
});

test('disabling the staff account stops its token on the next request and refuses sign-in', async () => {
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  const staff = await staffAccount(ctx, partner.partnerId);
  const { verifier, challenge } = pkce();
  const { code } = await signIn(ctx, clientId, staff.email, challenge);
  const token = (await exchange(ctx, clientId, code, verifier)).json().access_token;
  assert.equal((await ctx.call(token, { method: 'GET', url: '/v1/me' })).statusCode, 200);
  assert.equal(
    (await ctx.adminCall({ method: 'PATCH', url: `/admin/staff/${staff.staffId}`, payload: { enabled: false } })).statusCode,
    200,
  );
  const denied = await ctx.call(token, { method: 'GET', url: '/v1/me' });
  assert.equal(denied.statusCode, 401);
  assert.equal(denied.json().code, 'invalid_token');
  const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, challenge));
  const refused = await postForm(ctx, { ...fields, email: staff.email, password: PASSWORD }, cookie);
  assert.equal(refused.headers.location, undefined);
  assert.match(refused.body, /Email or password is incorrect/);
  await ctx.adminCall({ method: 'PATCH', url: `/admin/staff/${staff.staffId}`, payload: { enabled: true } });
  assert.equal((await ctx.call(token, { method: 'GET', url: '/v1/me' })).statusCode, 200, 'enabled again, the same token works');
});

test('disabling the partner stops its staff tokens, and a code issued before cannot be exchanged', async () => {
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  const staff = await staffAccount(ctx, partner.partnerId);
  const first = pkce();
  const token = (await exchange(ctx, clientId, (await signIn(ctx, clientId, staff.email, first.challenge)).code, first.verifier)).json()
    .access_token;
  const second = pkce();
  const { code } = await signIn(ctx, clientId, staff.email, second.challenge);
  await ctx.platform.admin.partners.update(partner.partnerId, { enabled: false }, 'test');
  assert.equal((await ctx.call(token, { method: 'GET', url: '/v1/me' })).statusCode, 401);
  assert.deepEqual(grantError(await exchange(ctx, clientId, code, second.verifier)), [400, 'invalid_grant']);
});

test('registration refuses plain http off loopback, fragments and confidential clients', async () => {
  for (const [body, error] of [
    [{ redirect_uris: ['http://example.com/cb'] }, 'invalid_redirect_uri'],
    [{ redirect_uris: ['https://example.com/cb#frag'] }, 'invalid_redirect_uri'],
    [{ redirect_uris: [] }, 'invalid_redirect_uri'],
    [{ redirect_uris: ['https://example.com/cb'], token_endpoint_auth_method: 'client_secret_basic' }, 'invalid_client_metadata'],
  ] as const) {
    const res = await ctx.app.inject({ method: 'POST', url: '/oauth2/register', payload: body });
    assert.equal(res.statusCode, 400, JSON.stringify(body));
    assert.equal(res.json().error, error);
  }
  for (const uri of ['http://localhost:8080/cb', 'http://[::1]:9/cb', 'https://app.example.com/oauth/cb']) {
    const res = await ctx.app.inject({ method: 'POST', url: '/oauth2/register', payload: { redirect_uris: [uri] } });
    assert.equal(res.statusCode, 201, uri);
    assert.equal(res.json().token_endpoint_auth_method, 'none');
  }
});

test('registration holds grant_types and response_types to their published items: strings of at most 100, at most 10', async () => {
  for (const field of ['grant_types', 'response_types']) {
    for (const value of [['a'.repeat(101)], [{}], [1], 'code', Array.from({ length: 11 }, () => 'code')]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/oauth2/register', payload: { redirect_uris: [REDIRECT], [field]: value } });
      assert.equal(res.statusCode, 400, `${field}: ${JSON.stringify(value).slice(0, 40)}`);
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
      assert.deepEqual([res.json().error, res.json().code], ['invalid_client_metadata', 'invalid_client_metadata']);
      assert.match(res.json().error_description, new RegExp(`^${field} is a list of at most 10 strings`));
    }
    const fits = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/register',
      payload: { redirect_uris: [REDIRECT], [field]: ['a'.repeat(100), ...Array.from({ length: 9 }, () => 'code')] },
    });
    assert.equal(fits.statusCode, 201, fits.body);
  }
});

test('the token endpoint refuses a secret with the authorization-code grant, and a missing verifier', async () => {
  const { verifier, challenge } = pkce();
  const { code } = await signIn(ctx, clientId, email, challenge);
  assert.deepEqual(grantError(await exchange(ctx, clientId, code, verifier, { client_secret: 'x' })), [401, 'invalid_client']);
  assert.deepEqual(grantError(await exchange(ctx, clientId, code, '')), [400, 'invalid_request']);
});

test('text no column can hold (NUL) is refused like any unknown value, never a 500', async () => {
  const { challenge } = pkce();
  const res = await ctx.app.inject({ method: 'GET', url: '/oauth2/authorize', query: authorizeQuery(ctx, 'a\u0000b', challenge) });
  assert.equal(res.statusCode, 400);
  const reg = await ctx.app.inject({
    method: 'POST',
    url: '/oauth2/register',
    payload: { redirect_uris: [REDIRECT], client_name: 'a\u0000b' },
  });
  assert.equal(reg.json().error, 'invalid_client_metadata');
  const { fields, cookie } = await openForm(ctx, authorizeQuery(ctx, clientId, challenge));
  const signIn = await postForm(ctx, { ...fields, email: 'a\u0000b@partner.example', password: PASSWORD }, cookie);
  assert.match(signIn.body, /Email or password is incorrect/);
});

test('a client name the consent page would show misleadingly (control or bidirectional formatting) is refused; plain names of any script register', async () => {
  const misleading = [
    'line\nbreak',
    'tab\there',
    'bell\u0007',
    'del\u007f',
    'c1\u0085',
    'gpj\u202Eexe',
    'iso\u2066late\u2069',
    'mark\u200F',
    'ls\u2028',
  ];
  for (const client_name of misleading) {
    const reg = await ctx.app.inject({ method: 'POST', url: '/oauth2/register', payload: { redirect_uris: [REDIRECT], client_name } });
    assert.deepEqual([reg.statusCode, reg.json().error], [400, 'invalid_client_metadata'], JSON.stringify(client_name));
  }
  for (const client_name of ['Claude Desktop', 'Ünïcödé Client', '日本語クライアント', 'عميل']) {
    const reg = await ctx.app.inject({ method: 'POST', url: '/oauth2/register', payload: { redirect_uris: [REDIRECT], client_name } });
    assert.deepEqual([reg.statusCode, reg.json().client_name], [201, client_name]);
  }
});
