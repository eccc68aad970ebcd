import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('admin authentication', () => {
  test('no token or a wrong token is 401', async () => {
    assertProblem(await ctx.admin.inject({ method: 'GET', url: '/admin/partners' }), 401, 'unauthorized');
    assertProblem(
      await ctx.admin.inject({ method: 'GET', url: '/admin/partners', headers: { authorization: 'Bearer wrong-token-wrong-token' } }),
      401,
      'unauthorized',
    );
  });

  test('a partner access token is not an admin token', async () => {
    const p = await ctx.partner();
    assertProblem(
      await ctx.admin.inject({ method: 'GET', url: '/admin/partners', headers: { authorization: `Bearer ${p.token}` } }),
      401,
      'unauthorized',
    );
  });

  test('the admin API has its own OpenAPI document', async () => {
    const res = await ctx.admin.inject({ method: 'GET', url: '/admin/openapi.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().openapi, '3.1.0');
    assert.ok(res.json().paths['/admin/partners']);
  });
});

describe('onboarding a partner end to end', () => {
  test('site → partner → grant → client → token → /v1/me, all audited', async () => {
    const site = await ctx.adminCall({ method: 'POST', url: '/admin/sites', payload: { name: 'Shop', url: 'https://shop.example.com' } });
    assert.equal(site.statusCode, 201);
    const siteId = site.json().siteId;

    const created = await ctx.adminCall({
      method: 'POST',
      url: '/admin/partners',
      payload: { name: 'Newco', capabilities: ['orders:read', 'partner-api/sites:read'] },
    });
    assert.equal(created.statusCode, 201);
    const partner = created.json();
    assert.equal(partner.tier, 'trial', 'new partners start on the trial tier');
    assert.equal(partner.enabled, true);
    assert.deepEqual(partner.capabilities, ['partner-api/orders:read', 'partner-api/sites:read']);

    const granted = await ctx.adminCall({ method: 'PUT', url: `/admin/partners/${partner.partnerId}/sites/${siteId}` });
    assert.deepEqual(granted.json().siteIds, [siteId]);

    const tier = await ctx.adminCall({ method: 'PATCH', url: `/admin/partners/${partner.partnerId}`, payload: { tier: 'enterprise' } });
    assert.equal(tier.json().tier, 'enterprise');

    const issued = await ctx.adminCall({ method: 'POST', url: `/admin/partners/${partner.partnerId}/clients`, payload: { label: 'prod' } });
    assert.equal(issued.statusCode, 201);
    assert.equal(issued.headers['cache-control'], 'no-store');
    const { clientId, clientSecret } = issued.json();
    assert.match(clientId, /^[a-z0-9]{26}$/);
    assert.ok(clientSecret.length >= 40);

    const listed = await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partner.partnerId}/clients` });
    assert.equal(listed.json().clients.length, 1);
    assert.equal(listed.json().clients[0].clientSecret, undefined, 'the secret is shown once only');

    const token = await ctx.requestToken({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    const me = await ctx.call(token.json().access_token, { method: 'GET', url: '/v1/me' });
    assert.equal(me.json().partnerId, partner.partnerId);
    assert.equal(me.json().tier, 'enterprise');

    const audit = await ctx.adminCall({ method: 'GET', url: `/admin/audit?targetType=partner&targetId=${partner.partnerId}` });
    const actions = audit.json().entries.map((e: { action: string }) => e.action);
    assert.deepEqual(actions, ['client.issue', 'partner.update', 'partner.grant_site', 'partner.create']);
    assert.doesNotMatch(audit.body, new RegExp(clientSecret), 'secrets never reach the audit log');
  });

  test('client secrets are stored hashed, never in clear', async () => {
    const p = await ctx.partner();
    const row = await ctx.platform.db
      .selectFrom('app_clients')
      .select('secret_hash')
      .where('client_id', '=', p.clientId)
      .executeTakeFirstOrThrow();
    assert.match(row.secret_hash, /^hmac-sha256\$/);
    assert.ok(!row.secret_hash.includes(p.clientSecret));
  });

  test('at most two live app clients per partner; revoking one frees a place', async () => {
    const p = await ctx.partner();
    const second = await ctx.adminCall({ method: 'POST', url: `/admin/partners/${p.partnerId}/clients`, payload: {} });
    assert.equal(second.statusCode, 201);
    assertProblem(await ctx.adminCall({ method: 'POST', url: `/admin/partners/${p.partnerId}/clients`, payload: {} }), 409, 'conflict');
    await ctx.adminCall({ method: 'DELETE', url: `/admin/clients/${p.clientId}` });
    assert.equal((await ctx.adminCall({ method: 'POST', url: `/admin/partners/${p.partnerId}/clients` })).statusCode, 201);
  });

  test('unknown scopes, unknown tiers and unknown keys are refused', async () => {
    assertProblem(
      await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: 'X', capabilities: ['orders:delete'] } }),
      400,
      'invalid_request',
    );
    assertProblem(
      await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: 'X', tier: 'gold' } }),
      400,
      'invalid_request',
    );
    assertProblem(
      await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: 'X', colour: 'red' } }),
      400,
      'invalid_request',
    );
    assertProblem(await ctx.adminCall({ method: 'PATCH', url: '/admin/partners/1', payload: {} }), 400, 'invalid_request');
    assertProblem(await ctx.adminCall({ method: 'PATCH', url: '/admin/partners/1', payload: { name: null } }), 400, 'null_not_supported');
  });

  test('missing records are 404; a failed create writes nothing', async () => {
    assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/partners/99999' }), 404, 'not_found');
    assertProblem(await ctx.adminCall({ method: 'DELETE', url: '/admin/clients/nosuchclient' }), 404, 'not_found');
    const before = (await ctx.adminCall({ method: 'GET', url: '/admin/partners' })).json().partners.length;
    assertProblem(
      await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: 'Half', siteIds: [99999] } }),
      404,
      'not_found',
    );
    assert.equal((await ctx.adminCall({ method: 'GET', url: '/admin/partners' })).json().partners.length, before);
  });
});

describe('listing partners', () => {
  test('keyset pages by id: limit, nextCursor, a search by name or id bound to its cursor, and every partner once', async () => {
    const tag = 'Paged Zebra';
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: `${tag} ${'abcde'[i]}` } });
      made.push(res.json().partnerId);
    }
    // Unpaged callers still get every partner of a small platform, with nextCursor null.
    const all = (await ctx.adminCall({ method: 'GET', url: '/admin/partners' })).json();
    assert.equal(all.nextCursor, null);
    assert.ok(made.every((id) => all.partners.some((p: { partnerId: number }) => p.partnerId === id)));

    const seen: number[] = [];
    let url = `/admin/partners?q=${encodeURIComponent(tag.toLowerCase())}&limit=2`;
    for (let pages = 0; pages < 10; pages++) {
      const page = (await ctx.adminCall({ method: 'GET', url })).json();
      assert.ok(page.partners.length <= 2);
      seen.push(...page.partners.map((p: { partnerId: number }) => p.partnerId));
      if (!page.nextCursor) break;
      url = `/admin/partners?q=${encodeURIComponent(tag.toLowerCase())}&limit=2&cursor=${page.nextCursor}`;
    }
    assert.deepEqual(seen, made);
    const byId = (await ctx.adminCall({ method: 'GET', url: `/admin/partners?q=${made[3]}` })).json();
    assert.deepEqual(
      byId.partners.map((p: { partnerId: number }) => p.partnerId),
      [made[3]],
    );
    // Wildcards in the search are text, not patterns.
    assert.equal((await ctx.adminCall({ method: 'GET', url: '/admin/partners?q=%25' })).json().partners.length, 0);
    // A cursor replayed under another search, or tampered: invalid_cursor.
    const first = (await ctx.adminCall({ method: 'GET', url: `/admin/partners?q=${encodeURIComponent(tag)}&limit=1` })).json();
    assertProblem(await ctx.adminCall({ method: 'GET', url: `/admin/partners?q=other&cursor=${first.nextCursor}` }), 400, 'invalid_cursor');
    assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/partners?limit=0' }), 400, 'invalid_request');
    assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/partners?page=2' }), 400, 'unknown_query_parameter');
  });
});
