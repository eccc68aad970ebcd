import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';

let ctx: TestContext;
let partner: TestPartner;
before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner({ scopes: ['partner-api/orders:read', 'partner-api/sites:read'] });
});
after(() => ctx.close());

function basic(id: string, secret: string) {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

function assertOAuthError(res: Awaited<ReturnType<TestContext['requestToken']>>, status: number, error: string) {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json();
  assert.equal(body.error, error);
  assert.equal(body.code, error);
  assert.equal(typeof body.error_description, 'string');
  assert.equal(body.type, 'about:blank');
  assert.equal(body.status, status);
  assert.equal(body.requestId, res.headers['x-request-id']);
  assert.equal(res.headers['cache-control'], 'no-store');
  return body;
}

describe('POST /oauth2/token', () => {
  test('client credentials in the form body yield an RFC 6749 §4.4 response', async () => {
    const res = await ctx.requestToken({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'scope', 'token_type']);
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 3600);
    assert.equal(body.scope, 'partner-api/orders:read partner-api/sites:read');
    assert.equal(body.access_token.split('.').length, 3);
  });

  test('client credentials as HTTP Basic work too', async () => {
    const res = await ctx.requestToken(
      { grant_type: 'client_credentials' },
      { authorization: basic(partner.clientId, partner.clientSecret) },
    );
    assert.equal(res.statusCode, 200, res.body);
    const me = await ctx.call(res.json().access_token, { method: 'GET', url: '/v1/me' });
    assert.equal(me.json().partnerId, partner.partnerId);
  });

  test('requested scopes are intersected with capabilities; unknown and unheld ones are dropped silently', async () => {
    const res = await ctx.requestToken({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
      scope: 'partner-api/sites:read partner-api/users:write partner-api/nonsense openid',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().scope, 'partner-api/sites:read');
    const me = await ctx.call(res.json().access_token, { method: 'GET', url: '/v1/me' });
    assert.deepEqual(me.json().scopes, ['partner-api/sites:read']);
  });

  test('a wrong secret, an unknown client and missing credentials are invalid_client (401)', async () => {
    const cases: Array<Record<string, string>> = [
      { client_id: partner.clientId, client_secret: 'wrong' },
      { client_id: 'nosuchclient', client_secret: partner.clientSecret },
      { client_id: partner.clientId },
      {},
    ];
    for (const fields of cases) {
      const res = await ctx.requestToken({ grant_type: 'client_credentials', ...fields });
      assertOAuthError(res, 401, 'invalid_client');
    }
  });

  test('a wrong Basic secret answers 401 with a Basic challenge', async () => {
    const res = await ctx.requestToken({ grant_type: 'client_credentials' }, { authorization: basic(partner.clientId, 'nope') });
    assertOAuthError(res, 401, 'invalid_client');
    assert.match(String(res.headers['www-authenticate']), /^Basic /);
  });

  test('credentials in both Basic and the body are invalid_request', async () => {
    const res = await ctx.requestToken(
      { grant_type: 'client_credentials', client_id: partner.clientId, client_secret: partner.clientSecret },
      { authorization: basic(partner.clientId, partner.clientSecret) },
    );
    assertOAuthError(res, 400, 'invalid_request');
  });

  test('grant_type missing is invalid_request; another grant is unsupported_grant_type', async () => {
    assertOAuthError(await ctx.requestToken({ client_id: partner.clientId, client_secret: partner.clientSecret }), 400, 'invalid_request');
    assertOAuthError(
      await ctx.requestToken({ grant_type: 'password', client_id: partner.clientId, client_secret: partner.clientSecret }),
      400,
      'unsupported_grant_type',
    );
  });

  test('a JSON body is invalid_request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'client_credentials', client_id: partner.clientId, client_secret: partner.clientSecret }),
    });
    assertOAuthError(res, 400, 'invalid_request');
  });

  test('a repeated parameter is invalid_request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&grant_type=client_credentials&client_id=${partner.clientId}&client_secret=${partner.clientSecret}`,
    });
    assertOAuthError(res, 400, 'invalid_request');
  });

  test('a disabled partner, or one with no granted site, is refused a token', async () => {
    const disabled = await ctx.partner({ enabled: false });
    assertOAuthError(
      await ctx.requestToken({ grant_type: 'client_credentials', client_id: disabled.clientId, client_secret: disabled.clientSecret }),
      401,
      'invalid_client',
    );
    const siteless = await ctx.partner({ siteIds: [] });
    assertOAuthError(
      await ctx.requestToken({ grant_type: 'client_credentials', client_id: siteless.clientId, client_secret: siteless.clientSecret }),
      401,
      'invalid_client',
    );
  });

  test('the JWKS publishes the signing key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    assert.equal(res.statusCode, 200);
    const [key] = res.json().keys;
    assert.equal(key.kty, 'EC');
    assert.equal(key.crv, 'P-256');
    assert.equal(key.d, undefined, 'no private part');
  });

  test('the whole token flow works through a real listener', async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const tokenRes = await fetch(`${address}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic(partner.clientId, partner.clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=partner-api%2Fsites%3Aread',
    });
    assert.equal(tokenRes.status, 200);
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const me = await fetch(`${address}/v1/me`, { headers: { authorization: `Bearer ${access_token}` } });
    assert.equal(me.status, 200);
    const body = (await me.json()) as { partnerId: number; authMethod: string; grantedSiteIds: number[]; scopes: string[] };
    assert.equal(body.partnerId, partner.partnerId);
    assert.equal(body.authMethod, 'IDP_M2M');
    assert.deepEqual(body.grantedSiteIds, partner.siteIds);
    assert.deepEqual(body.scopes, ['partner-api/sites:read']);
  });
});
