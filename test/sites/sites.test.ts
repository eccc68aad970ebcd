import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';

let ctx: TestContext;
let partner: TestPartner;
let otherSiteId: number;
before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner({ sites: 2 });
  otherSiteId = (await ctx.partner({ sites: 1 })).siteIds[0]!;
});
after(() => ctx.close());

describe('GET /v1/sites', () => {
  test('lists the granted sites only, with names and urls', async () => {
    const res = await ctx.call(partner.token, { method: 'GET', url: '/v1/sites' });
    assert.equal(res.statusCode, 200);
    const { sites } = res.json();
    assert.deepEqual(
      sites.map((s: { siteId: number }) => s.siteId),
      partner.siteIds,
    );
    for (const site of sites) assert.deepEqual(Object.keys(site).sort(), ['name', 'siteId', 'url']);
  });

  test('needs sites:read', async () => {
    const p = await ctx.partner({ scopes: ['partner-api/orders:read'] });
    assertProblem(await ctx.call(p.token, { method: 'GET', url: '/v1/sites' }), 403, 'insufficient_scope');
  });

  test('a grant revoked by staff disappears at once', async () => {
    const p = await ctx.partner({ sites: 2 });
    await ctx.adminCall({ method: 'DELETE', url: `/admin/partners/${p.partnerId}/sites/${p.siteIds[1]}` });
    const res = await ctx.call(p.token, { method: 'GET', url: '/v1/sites' });
    assert.deepEqual(
      res.json().sites.map((s: { siteId: number }) => s.siteId),
      [p.siteIds[0]],
    );
  });
});

describe('GET /v1/sites/{siteId}', () => {
  test('returns a granted site', async () => {
    const res = await ctx.call(partner.token, { method: 'GET', url: `/v1/sites/${partner.siteIds[0]}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().siteId, partner.siteIds[0]);
  });

  test('an ungranted site answers exactly like a missing one', async () => {
    const ungranted = await ctx.call(partner.token, { method: 'GET', url: `/v1/sites/${otherSiteId}` });
    const missing = await ctx.call(partner.token, { method: 'GET', url: '/v1/sites/999999' });
    assertProblem(ungranted, 404, 'site_not_found');
    assertProblem(missing, 404, 'site_not_found');
    assert.equal(withoutRequestId(ungranted), withoutRequestId(missing));
  });

  test('a malformed site id is 400 invalid_site_id', async () => {
    for (const bad of ['0', 'x', '1234567890']) {
      assertProblem(await ctx.call(partner.token, { method: 'GET', url: `/v1/sites/${bad}` }), 400, 'invalid_site_id');
    }
  });
});
