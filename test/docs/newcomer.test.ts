// A newcomer's first calls: one scope vocabulary, a 403 that names the
// missing scope, and indexes at the roots the banner prints.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('one scope vocabulary', () => {
  test('the token endpoint takes the short form and issues the full one; the token works', async () => {
    const p = await ctx.partner({ scopes: ['partner-api/sites:read', 'partner-api/products:read'] });
    const res = await ctx.requestToken({
      grant_type: 'client_credentials',
      client_id: p.clientId,
      client_secret: p.clientSecret,
      scope: 'sites:read',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().scope, 'partner-api/sites:read');
    const sites = await ctx.call(res.json().access_token, { method: 'GET', url: '/v1/sites' });
    assert.equal(sites.statusCode, 200, sites.body);
    assert.deepEqual((await ctx.call(res.json().access_token, { method: 'GET', url: '/v1/me' })).json().scopes, ['partner-api/sites:read']);
  });

  test('short and full forms mix in one request; unknown names are still dropped', async () => {
    const p = await ctx.partner({ scopes: ['partner-api/sites:read', 'partner-api/products:read'] });
    const res = await ctx.requestToken({
      grant_type: 'client_credentials',
      client_id: p.clientId,
      client_secret: p.clientSecret,
      scope: 'products:read partner-api/sites:read orders:read partner-api/nonsense bogus',
    });
    assert.equal(res.json().scope, 'partner-api/products:read partner-api/sites:read');
  });

  test('the admin API takes both forms for capabilities, and refuses unknown ones naming them', async () => {
    const site = await ctx.site();
    const created = await ctx.adminCall({
      method: 'POST',
      url: '/admin/partners',
      payload: { name: 'Mixed', capabilities: ['sites:read', 'partner-api/products:read'], siteIds: [site] },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(created.json().capabilities, ['partner-api/sites:read', 'partner-api/products:read']);
    const patched = await ctx.adminCall({
      method: 'PATCH',
      url: `/admin/partners/${created.json().partnerId}`,
      payload: { capabilities: ['partner-api/orders:read', 'credit:read'] },
    });
    assert.deepEqual(patched.json().capabilities, ['partner-api/orders:read', 'partner-api/credit:read']);
    const refused = assertProblem(
      await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: 'X', capabilities: ['sites:list'] } }),
      400,
      'invalid_request',
    );
    assert.match(String(refused.detail), /sites:list/);
  });
});

describe('403 insufficient_scope says which scope is missing', () => {
  test('in detail and in WWW-Authenticate (RFC 6750)', async () => {
    const p = await ctx.partner({ scopes: ['partner-api/products:read'] });
    const res = await ctx.call(p.token, { method: 'GET', url: '/v1/sites' });
    const body = assertProblem(res, 403, 'insufficient_scope');
    assert.match(String(body.detail), /partner-api\/sites:read/);
    assert.equal(res.headers['www-authenticate'], 'Bearer realm="partner-api", error="insufficient_scope", scope="partner-api/sites:read"');
    const write = await ctx.call(p.token, { method: 'PUT', url: '/v1/products/SLO_1/segments', payload: { segmentIds: [] } });
    assertProblem(write, 403, 'insufficient_scope');
    assert.match(String(write.headers['www-authenticate']), /scope="partner-api\/products:write"/);
  });
});

describe('indexes at the roots', () => {
  for (const url of ['/', '/v1/']) {
    test(`${url} points at the docs, the OpenAPI document and the token URL, without a credential`, async () => {
      const res = await ctx.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      const index = res.json();
      assert.equal(index.docs, 'http://api.test/docs');
      assert.equal(index.openapi, 'http://api.test/v1/openapi.json');
      assert.equal(index.tokenUrl, 'http://api.test/oauth2/token');
      for (const link of [index.docs, index.openapi]) {
        assert.equal((await ctx.app.inject({ method: 'GET', url: new URL(link).pathname })).statusCode, 200, link);
      }
    });
  }

  test('/admin/ on the admin listener, without the admin token; the rest still needs it', async () => {
    const res = await ctx.admin.inject({ method: 'GET', url: '/admin/' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().docs, res.json().openapi], ['/admin/docs', '/admin/openapi.json']);
    for (const url of ['/admin/docs', '/admin/openapi.json'])
      assert.equal((await ctx.admin.inject({ method: 'GET', url })).statusCode, 200, url);
    assertProblem(await ctx.admin.inject({ method: 'GET', url: '/admin/partners' }), 401, 'unauthorized');
  });

  test('a guide no guide has is 404 not_found (a problem document) on both hosts; the admin host refuses a NUL in the slug as it does in every admin path parameter', async () => {
    for (const [host, url] of [
      [ctx.app, '/docs/guides/nope'],
      [ctx.app, '/docs/guides/%00'],
      [ctx.admin, '/admin/docs/guides/nope'],
      [ctx.admin, '/admin/docs/guides/quick-start'],
    ] as const) {
      const res = await host.inject({ method: 'GET', url });
      assertProblem(res, 404, 'not_found');
      assert.equal(res.json().detail, 'No such guide.', url);
    }
    assertProblem(await ctx.admin.inject({ method: 'GET', url: '/admin/docs/guides/%00' }), 400, 'invalid_request');
    for (const [host, url] of [
      [ctx.app, '/docs/reference/nope'],
      [ctx.admin, '/admin/docs/reference/nope'],
    ] as const) {
      const res = await host.inject({ method: 'GET', url });
      assertProblem(res, 404, 'not_found');
      assert.equal(res.json().detail, 'No such reference page.', url);
    }
  });

  test('the docs page is served from this host only: a policy that allows nothing remote', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'self';/);
    assert.doesNotMatch(csp, /https:|validator/);
    // Links to RFCs are fine; nothing the page loads (scripts, styles, images) is remote.
    assert.doesNotMatch(page.body, /(?:src=|<link[^>]+href=)["']?https?:\/\//i);
    assert.match(csp, /connect-src 'self'/);
    for (const asset of ['/docs/assets/docs.js', '/docs/assets/docs.css', '/docs/reference', '/docs/guides/quick-start']) {
      assert.equal((await ctx.app.inject({ method: 'GET', url: asset })).statusCode, 200, asset);
    }
  });
});
