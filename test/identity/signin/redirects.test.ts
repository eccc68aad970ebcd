// The authorization endpoint is no open redirector. Anyone
// can register a client with any https redirect URI, so a request that is not
// valid is refused on our own page (400), never sent back to that URI; the
// only redirect is the code, after a person signed in. Registration refuses
// redirect URIs a Location header could not carry or a parser would rewrite.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { OAuthRepo } from '../../../src/identity/signin/oauth-repo.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { authorizeQuery, openForm, PASSWORD, pkce, postForm, registerClient, staffAccount } from './helpers.ts';

const EVIL = 'https://evil.example/cb';
const HTML = { accept: 'text/html,application/xhtml+xml' };

let ctx: TestContext;
let clientId: string;
let email: string;
before(async () => {
  ctx = await createTestContext();
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  ({ email } = await staffAccount(ctx, partner.partnerId));
  clientId = await registerClient(ctx, [EVIL]);
});
after(() => ctx.close());

const query = (extra: Record<string, string> = {}) => authorizeQuery(ctx, clientId, pkce().challenge, { redirect_uri: EVIL, ...extra });

/** Every way an authorization request can be wrong once the client and its redirect URI are known. */
function invalidRequests(): [string, Record<string, string>][] {
  const { response_type: _t, ...noResponseType } = query();
  const { code_challenge_method: _m, ...noMethod } = query();
  const { code_challenge: _c, ...noChallenge } = query();
  const { resource: _r, ...noResource } = query();
  return [
    ['response_type=token', query({ response_type: 'token' })],
    ['response_type=code token', query({ response_type: 'code token' })],
    ['no response_type', noResponseType],
    ['PKCE plain', query({ code_challenge_method: 'plain' })],
    ['no PKCE method', noMethod],
    ['no code_challenge', noChallenge],
    ['a code_challenge that is no SHA-256', query({ code_challenge: 'short' })],
    ['a foreign resource', query({ resource: 'https://elsewhere.example/v1/mcp' })],
    ['no resource', noResource],
    ['a state over 1000 characters', query({ state: 'x'.repeat(1001) })],
    ['an unknown client', query({ client_id: 'nobody' })],
    ['a redirect URI the client did not register', query({ redirect_uri: 'https://evil.example/other' })],
  ];
}

test('GET: an invalid authorization request is refused on our page (HTML or problem), never redirected to a registered URI', async () => {
  for (const [name, q] of invalidRequests()) {
    const page = await ctx.app.inject({ method: 'GET', url: '/oauth2/authorize', query: q, headers: HTML });
    assert.equal(page.statusCode, 400, name);
    assert.equal(page.headers.location, undefined, name);
    assert.match(String(page.headers['content-type']), /^text\/html/, name);
    assert.match(page.body, /Cannot sign in/, name);
    assert.doesNotMatch(page.body, /evil\.example\/cb\?/, `${name}: no link carrying an error back`);
    const api = await ctx.app.inject({ method: 'GET', url: '/oauth2/authorize', query: q });
    assert.equal(api.statusCode, 400, name);
    assert.equal(api.headers.location, undefined, name);
    assert.equal(api.json().code, 'invalid_request', name);
  }
});

test('POST: an invalid authorization request in the form is refused on our page, even with good credentials', async () => {
  const { fields, cookie } = await openForm(ctx, query());
  for (const [name, q] of invalidRequests()) {
    const res = await postForm(ctx, { csrf_token: fields.csrf_token!, ...q, email, password: PASSWORD }, cookie);
    assert.equal(res.statusCode, 400, name);
    assert.equal(res.headers.location, undefined, name);
  }
});

test('a valid request shows the form naming where the browser returns; the only redirect carries the code', async () => {
  const form = await openForm(ctx, query());
  assert.equal(form.res.statusCode, 200);
  assert.equal(form.res.headers.location, undefined);
  assert.match(form.res.body, /your browser returns to <strong>evil\.example<\/strong>/);
  const wrong = await postForm(ctx, { ...form.fields, email, password: 'not the password at all' }, form.cookie);
  assert.equal(wrong.statusCode, 200, 'a wrong password is the form again, not a redirect');
  assert.equal(wrong.headers.location, undefined);
  const signedIn = await postForm(ctx, { ...form.fields, email, password: PASSWORD }, form.cookie);
  assert.equal(signedIn.statusCode, 302);
  const location = new URL(String(signedIn.headers.location));
  assert.equal(`${location.origin}${location.pathname}`, EVIL);
  assert.ok(location.searchParams.get('code'));
  assert.equal(location.searchParams.get('error'), null);
});

test('registration refuses redirect URIs with control characters, spaces, backslashes, non-ASCII or broken escapes', async () => {
  for (const uri of [
    'https://evil.example/cb\r\nSet-Cookie: a=b',
    'https://evil.example/cb\n',
    '\thttps://evil.example/cb',
    'https://evil.example/c\u0000b',
    'https://evil.example/c\u007fb',
    'https://evil.example/c b',
    'https://good.example\\@evil.example/cb',
    'https://evil.example/cb?x="<script>',
    'https://évil.example/cb',
    'https://evil.example/%zz',
    'https://evil.example/cb\u2028',
  ]) {
    const res = await ctx.app.inject({ method: 'POST', url: '/oauth2/register', payload: { redirect_uris: [uri] } });
    assert.equal(res.statusCode, 400, JSON.stringify(uri));
    assert.equal(res.json().error, 'invalid_redirect_uri', JSON.stringify(uri));
  }
  for (const uri of ['https://app.example/cb?tenant=a%20b&x=1', 'http://127.0.0.1:33418/callback', 'https://xn--vil-bma.example/cb']) {
    const res = await ctx.app.inject({ method: 'POST', url: '/oauth2/register', payload: { redirect_uris: [uri] } });
    assert.equal(res.statusCode, 201, uri);
  }
});

test('a client registered before these rules with a CR/LF redirect URI gets the page, never a 500 or a redirect', async () => {
  const bad = 'https://evil.example/cb\r\nSet-Cookie: a=b';
  const client_id = await new OAuthRepo(ctx.platform.db).insertClient(null, [bad], ctx.clock.now());
  for (const extra of [{}, { response_type: 'token' }] as Record<string, string>[]) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/oauth2/authorize',
      query: authorizeQuery(ctx, client_id, pkce().challenge, { redirect_uri: bad, ...extra }),
      headers: HTML,
    });
    assert.equal(res.statusCode, 400, JSON.stringify(extra));
    assert.equal(res.headers.location, undefined);
  }
});
