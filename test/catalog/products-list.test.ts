import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { product, share } from './fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let site1: number;
let site2: number;
let ungrantedSite: number;
let cards: string;
let sharedCards: string;

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner({ sites: 2 });
  [site1, site2] = partner.siteIds as [number, number];
  ungrantedSite = await ctx.site();
  cards = (await product(ctx, site1, { name: 'Business cards', code: 'BC-100', description: 'Premium matte cards on heavy stock' }))
    .productId;
  await product(ctx, site1, { name: 'Letterhead', code: 'LH-1', description: 'Business letterhead', serviceType: 'POD' });
  await product(ctx, site1, { name: 'Coffee mug', code: 'MUG-1', description: 'Ceramic mug' });
  const master = await product(ctx, site2, { name: 'Banner', code: 'BN-1', serviceType: 'POD' });
  sharedCards = (await share(ctx, cards.slice(4), site2)).productId;
  await share(ctx, master.id, site1);
  await product(ctx, ungrantedSite, { name: 'Business cards elsewhere' });
});
after(() => ctx.close());

const get = (url: string) => ctx.call(partner.token, { method: 'GET', url });
const ids = (res: { json(): { products: Array<{ productId: string }> } }) => res.json().products.map((p) => p.productId);

describe('GET /v1/products', () => {
  test('lists owned and shared products of granted sites only, by id, with nextCursor null at the end', async () => {
    const res = await get('/v1/products');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.products.length, 6);
    assert.equal(body.nextCursor, null);
    assert.ok(body.products.every((p: { siteId: number }) => partner.siteIds.includes(p.siteId)));
    const numbers = body.products.map((p: { productId: string }) => Number(p.productId.slice(4)));
    assert.deepEqual(
      numbers,
      [...numbers].sort((a: number, b: number) => a - b),
    );
    assert.ok(ids(res).includes(sharedCards));
  });

  test('filters by siteId and serviceType', async () => {
    const site2Ids = ids(await get(`/v1/products?siteId=${site2}`));
    assert.equal(site2Ids.length, 2);
    assert.ok(site2Ids.includes(sharedCards));
    const pods = (await get('/v1/products?serviceType=POD')).json().products;
    assert.equal(pods.length, 3);
    assert.ok(pods.every((p: { serviceType: string }) => p.serviceType === 'POD'));
  });

  test('cursor round trip covers every product exactly once', async () => {
    const all = ids(await get('/v1/products'));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/v1/products?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      assert.equal(res.statusCode, 200);
      seen.push(...ids(res));
      cursor = res.json().nextCursor;
    } while (cursor);
    assert.deepEqual(seen, all);
  });

  test('limit is capped at 500, not rejected; 0 and junk are refused', async () => {
    assert.equal((await get('/v1/products?limit=501')).statusCode, 200);
    assert.equal((await get('/v1/products?limit=100000')).statusCode, 200);
    assertProblem(await get('/v1/products?limit=0'), 400, 'invalid_request');
  });

  test('a tampered cursor, one from another route or another filter is invalid_cursor', async () => {
    const first = (await get('/v1/products?limit=1')).json().nextCursor as string;
    const [payload, mac] = first.split('.');
    assertProblem(await get(`/v1/products?cursor=${payload}x.${mac}`), 400, 'invalid_cursor');
    assertProblem(await get('/v1/products?cursor=garbage'), 400, 'invalid_cursor');
    assertProblem(await get(`/v1/products?serviceType=POD&cursor=${encodeURIComponent(first)}`), 400, 'invalid_cursor');
    assertProblem(await get(`/v1/sites/${site1}/products?cursor=${encodeURIComponent(first)}`), 400, 'invalid_cursor');
    const segments = (await get('/v1/segments')).json().nextCursor;
    assert.equal(segments, null);
  });

  test('query rules: siteId, serviceType, updatedSince, unknown parameters', async () => {
    assertProblem(await get(`/v1/products?siteId=${ungrantedSite}`), 400, 'invalid_site_id');
    assertProblem(await get('/v1/products?siteId=0'), 400, 'invalid_site_id');
    assertProblem(await get('/v1/products?siteId=x'), 400, 'invalid_site_id');
    assertProblem(await get('/v1/products?serviceType=stock'), 400, 'invalid_service_type');
    assertProblem(await get('/v1/products?serviceType=OTHER'), 400, 'invalid_service_type');
    assertProblem(await get('/v1/products?updatedSince=2026-01-01T00:00:00Z'), 400, 'updated_since_not_supported');
    assertProblem(await get('/v1/products?updatedSince='), 400, 'updated_since_not_supported');
    const unknown = assertProblem(await get('/v1/products?siteid=1'), 400, 'unknown_query_parameter');
    assert.match(String(unknown.detail), /siteid/);
    assert.match(String(unknown.detail), /updatedSince/);
  });
});

describe('search (q)', () => {
  test('is ranked full-text search over name, code and description, on one site, nextCursor null', async () => {
    const res = await get(`/v1/products?siteId=${site1}&q=business`);
    assert.equal(res.statusCode, 200);
    const found = ids(res);
    assert.equal(found[0], cards, 'the name match ranks above the description match');
    assert.equal(found.length, 2);
    assert.equal(res.json().nextCursor, null);
    assert.deepEqual(ids(await get(`/v1/products?siteId=${site1}&q=BC-100`)), [cards]);
    assert.deepEqual(ids(await get(`/v1/products?siteId=${site1}&q=mugs`)).length, 1, 'stemmed');
    assert.deepEqual(ids(await get(`/v1/products?siteId=${site1}&q=nothing-like-this`)), []);
  });

  test('searches shares on their site', async () => {
    assert.deepEqual(ids(await get(`/v1/products?siteId=${site2}&q=cards`)), [sharedCards]);
    assert.deepEqual(ids(await get(`/v1/sites/${site2}/products?q=cards`)), [sharedCards]);
  });

  test('search rules', async () => {
    assertProblem(await get(`/v1/products?siteId=${site1}&q=`), 400, 'invalid_query');
    assertProblem(await get(`/v1/products?siteId=${site1}&q=%20%20`), 400, 'invalid_query');
    assertProblem(await get(`/v1/products?siteId=${site1}&q=a%00b`), 400, 'invalid_query');
    assertProblem(await get(`/v1/products?siteId=${site1}&q=${'x'.repeat(201)}`), 400, 'invalid_query');
    assertProblem(await get(`/v1/products?siteId=${site1}&q=a&q=b`), 400, 'invalid_query');
    assert.equal(
      (await get(`/v1/products?siteId=${site1}&q=%F0%9F%98%80%20%26%20!%20(`)).statusCode,
      200,
      'operators and symbols are plain text',
    );
    assertProblem(await get('/v1/products?q=cards'), 400, 'site_id_required_for_search');
    assertProblem(await get(`/v1/products?siteId=${site1}&q=cards&cursor=abc`), 400, 'cursor_not_supported_with_search');
    assertProblem(await get(`/v1/sites/${site1}/products?q=cards&cursor=abc`), 400, 'cursor_not_supported_with_search');
    assertProblem(await get(`/v1/products?siteId=${site1}&q=cards&updatedSince=x`), 400, 'updated_since_not_supported');
  });

  test('is search_not_available where search is off', async () => {
    const off = await createTestContext({ SEARCH_ENABLED: 'false' });
    try {
      const p = await off.partner();
      const res = await off.call(p.token, { method: 'GET', url: `/v1/products?siteId=${p.siteIds[0]}&q=cards` });
      assertProblem(res, 400, 'search_not_available');
      assert.equal((await off.call(p.token, { method: 'GET', url: '/v1/products' })).statusCode, 200);
    } finally {
      await off.close();
    }
  });
});

describe('GET /v1/sites/{siteId}/products', () => {
  test('lists one site; an ungranted or unknown site is site_not_found', async () => {
    const res = await get(`/v1/sites/${site2}/products`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(ids(res), ids(await get(`/v1/products?siteId=${site2}`)));
    assertProblem(await get(`/v1/sites/${ungrantedSite}/products`), 404, 'site_not_found');
    assertProblem(await get('/v1/sites/99999/products'), 404, 'site_not_found');
    assertProblem(await get('/v1/sites/abc/products'), 400, 'invalid_site_id');
    assertProblem(await get(`/v1/sites/${site1}/products?siteId=${site1}`), 400, 'unknown_query_parameter');
  });

  test('its cursor works there and nowhere else', async () => {
    const first = await get(`/v1/sites/${site1}/products?limit=2`);
    const cursor = first.json().nextCursor as string;
    assert.ok(cursor);
    const second = await get(`/v1/sites/${site1}/products?limit=2&cursor=${encodeURIComponent(cursor)}`);
    assert.equal(second.statusCode, 200);
    assert.equal(ids(first).length + ids(second).length, 4);
    assertProblem(await get(`/v1/products?siteId=${site1}&cursor=${encodeURIComponent(cursor)}`), 400, 'invalid_cursor');
  });
});
