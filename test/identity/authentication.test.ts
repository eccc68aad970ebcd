import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SignJWT, generateKeyPair } from 'jose';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/v1/me', headers });

describe('authentication failures', () => {
  test('every cause answers the identical 401 invalid_token (only requestId differs)', async () => {
    const p = await ctx.partner();
    const foreign = await generateKeyPair('ES256');
    const foreignToken = await new SignJWT({ client_id: p.clientId, scope: 'partner-api/sites:read', token_use: 'access' })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
      .setIssuer('http://api.test')
      .setAudience('partner-api-local/partner-api')
      .setSubject(p.clientId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(foreign.privateKey);

    // Each cause gets its own partner so one cause does not mask another.
    const revoked = await ctx.partner();
    await ctx.platform.admin.partners.revokeClient(revoked.clientId, 'test');
    const disabled = await ctx.partner();
    await ctx.platform.admin.partners.update(disabled.partnerId, { enabled: false }, 'test');
    const siteless = await ctx.partner();
    await ctx.platform.admin.partners.revokeSite(siteless.partnerId, siteless.siteIds[0]!, 'test');
    const scopeless = await ctx.partner({ scopes: ['partner-api/orders:read'] });
    await ctx.platform.admin.partners.update(scopeless.partnerId, { capabilities: ['partner-api/sites:read'] }, 'test');
    const expiring = await ctx.partner();

    const causes: Record<string, Record<string, string>> = {
      'no credential': {},
      'not a bearer scheme': { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      'bearer without token': { authorization: 'Bearer' },
      'malformed token': { authorization: 'Bearer not.a.jwt' },
      'token from another identity pool': { authorization: `Bearer ${foreignToken}` },
      'revoked client': { authorization: `Bearer ${revoked.token}` },
      'disabled partner': { authorization: `Bearer ${disabled.token}` },
      'partner without granted sites': { authorization: `Bearer ${siteless.token}` },
      'empty effective scope set': { authorization: `Bearer ${scopeless.token}` },
    };
    const bodies = new Map<string, string>();
    for (const [cause, headers] of Object.entries(causes)) {
      const res = await me(headers);
      assertProblem(res, 401, 'invalid_token');
      assert.equal(res.headers['www-authenticate'], 'Bearer realm="partner-api", error="invalid_token"', cause);
      bodies.set(cause, withoutRequestId(res));
    }

    ctx.clock.advance(3601 * 1000);
    const expired = await me({ authorization: `Bearer ${expiring.token}` });
    assertProblem(expired, 401, 'invalid_token');
    bodies.set('expired token', withoutRequestId(expired));
    ctx.clock.advance(-3601 * 1000);

    const distinct = new Set(bodies.values());
    assert.equal(distinct.size, 1, `bodies differ: ${JSON.stringify(Object.fromEntries(bodies))}`);
  });

  test("a revoked client's live token is refused on its next use", async () => {
    const p = await ctx.partner();
    assert.equal((await me({ authorization: `Bearer ${p.token}` })).statusCode, 200);
    const res = await ctx.adminCall({ method: 'DELETE', url: `/admin/clients/${p.clientId}` });
    assert.equal(res.statusCode, 200);
    assertProblem(await me({ authorization: `Bearer ${p.token}` }), 401, 'invalid_token');
  });

  test('a partner disabled after issue stops at once, and works again when re-enabled', async () => {
    const p = await ctx.partner();
    await ctx.adminCall({ method: 'PATCH', url: `/admin/partners/${p.partnerId}`, payload: { enabled: false } });
    assertProblem(await me({ authorization: `Bearer ${p.token}` }), 401, 'invalid_token');
    await ctx.adminCall({ method: 'PATCH', url: `/admin/partners/${p.partnerId}`, payload: { enabled: true } });
    assert.equal((await me({ authorization: `Bearer ${p.token}` })).statusCode, 200);
  });

  test('the Bearer scheme is matched case-insensitively', async () => {
    const p = await ctx.partner();
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      assert.equal((await me({ authorization: `${scheme} ${p.token}` })).statusCode, 200, scheme);
    }
  });

  test('a token is accepted until it expires', async () => {
    const p = await ctx.partner();
    ctx.clock.advance(3500 * 1000);
    assert.equal((await me({ authorization: `Bearer ${p.token}` })).statusCode, 200);
    ctx.clock.advance(200 * 1000);
    assertProblem(await me({ authorization: `Bearer ${p.token}` }), 401, 'invalid_token');
    ctx.clock.advance(-3700 * 1000);
  });
});

describe('scopes', () => {
  test("effective scopes are the token's intersected with current capabilities", async () => {
    const p = await ctx.partner({ scopes: ['partner-api/sites:read', 'partner-api/orders:read'] });
    assert.deepEqual((await me({ authorization: `Bearer ${p.token}` })).json().scopes, [
      'partner-api/orders:read',
      'partner-api/sites:read',
    ]);
    await ctx.platform.admin.partners.update(p.partnerId, { capabilities: ['partner-api/orders:read'] }, 'test');
    assert.deepEqual((await me({ authorization: `Bearer ${p.token}` })).json().scopes, ['partner-api/orders:read']);
    assertProblem(await ctx.call(p.token, { method: 'GET', url: '/v1/sites' }), 403, 'insufficient_scope');
  });

  test('a valid credential lacking the scope gets 403 insufficient_scope, before any parameter check', async () => {
    const p = await ctx.partner({ scopes: ['partner-api/orders:read'] });
    assertProblem(await ctx.call(p.token, { method: 'GET', url: '/v1/sites' }), 403, 'insufficient_scope');
    assertProblem(await ctx.call(p.token, { method: 'GET', url: '/v1/sites/abc?bogus=1' }), 403, 'insufficient_scope');
  });

  test('authentication is checked before scope and parameters', async () => {
    assertProblem(await ctx.app.inject({ method: 'GET', url: '/v1/sites/abc?bogus=1' }), 401, 'invalid_token');
  });
});

describe('GET /v1/ping and GET /v1/me', () => {
  test('ping needs no credential on the bearer host', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/ping' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'ok');
    assert.ok(res.headers['x-request-id']);
  });

  test('me needs no scope and reports the identity', async () => {
    const p = await ctx.partner({ name: 'Acme Integrations', scopes: ['partner-api/credit:read'], sites: 2 });
    const res = await me({ authorization: `Bearer ${p.token}` });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      partnerId: p.partnerId,
      name: 'Acme Integrations',
      tier: 'trial',
      authMethod: 'IDP_M2M',
      credentialId: p.clientId,
      grantedSiteIds: p.siteIds,
      scopes: ['partner-api/credit:read'],
    });
  });

  test('me and ping accept no query parameters', async () => {
    const p = await ctx.partner();
    assertProblem(await ctx.call(p.token, { method: 'GET', url: '/v1/me?verbose=1' }), 400, 'unknown_query_parameter');
    assertProblem(await ctx.app.inject({ method: 'GET', url: '/v1/ping?x=1' }), 400, 'unknown_query_parameter');
  });

  test('two live clients of one partner resolve to the same partnerId (rotation)', async () => {
    const p = await ctx.partner();
    const second = await ctx.platform.admin.partners.issueClient(p.partnerId, 'rotation', 'test');
    const tok = (
      await ctx.requestToken({ grant_type: 'client_credentials', client_id: second.client.clientId, client_secret: second.clientSecret })
    ).json().access_token;
    const a = (await me({ authorization: `Bearer ${p.token}` })).json();
    const b = (await me({ authorization: `Bearer ${tok}` })).json();
    assert.equal(a.partnerId, b.partnerId);
    assert.notEqual(a.credentialId, b.credentialId);
  });
});
