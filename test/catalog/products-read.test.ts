import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';
import { image, product, segment, share, variant } from './fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let other: TestPartner;
let ungrantedSite: number;
let stock: { productId: string; id: string };
let pod: { productId: string; id: string };
let shared: { productId: string; id: string };

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner({ sites: 2 });
  other = await ctx.partner({ sites: 1 });
  ungrantedSite = await ctx.site();
  const [s1, s2] = partner.siteIds as [number, number];
  stock = await product(ctx, s1, {
    name: 'Business cards',
    code: 'BC-100',
    description: 'Premium matte business cards',
    attributeNames: ['Colour', null, null],
  });
  pod = await product(ctx, s1, { name: 'Poster', code: 'PO-1', serviceType: 'POD', artworkSource: 'UPLOAD', turnaroundBusinessDays: 3 });
  shared = await share(ctx, stock.id, s2);
  await variant(ctx, stock.id, { attribute1Choice: 'Blue', location: 'A-1', weight: 2.5 });
  await image(ctx, stock.id, { sequence: null, attribution: 'Studio', width: 800, height: 600, primary: true });
  await segment(ctx, s1);
});
after(() => ctx.close());

const get = (url: string, token = partner.token) => ctx.call(token, { method: 'GET', url });

describe('GET /v1/products/{productId}', () => {
  test('returns a STOCK product with its variants and the decided fields', async () => {
    const res = await get(`/v1/products/${stock.productId}`);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.productId, stock.productId);
    assert.equal(body.siteId, partner.siteIds[0]);
    assert.equal(body.serviceType, 'STOCK');
    assert.equal(body.attribute1Name, 'Colour');
    assert.equal(body.overrideDisplay, false);
    assert.equal(body.variants.length, 1);
    assert.deepEqual(Object.keys(body.variants[0]).sort(), [
      'attribute1Choice',
      'attribute2Choice',
      'attribute3Choice',
      'location',
      'sku',
      'variantId',
      'weight',
    ]);
    assert.equal(body.variants[0].weight, 2.5);
    assert.deepEqual(body.segmentIds, []);
    assert.match(body.createdOn, /Z$/);
  });

  test('the detail lists every variant in id order with its fields as stored, and the segment ids in order (one statement reads them all)', async () => {
    // A partner of its own: the segments below would change other tests' listings.
    const own = await ctx.partner({ sites: 2 });
    const [s1, s2] = own.siteIds as [number, number];
    const p = await product(ctx, s1, { attributeNames: ['Size', 'Colour', 'Fabric'] });
    const v1 = await variant(ctx, p.id, { attribute1Choice: 'S', weight: 0.125 });
    const v2 = await variant(ctx, p.id, {
      sku: 'TEE-M-NAVY',
      attribute1Choice: 'M',
      attribute2Choice: 'Navy',
      attribute3Choice: 'Cotton',
      location: 'B-2',
    });
    const v3 = await variant(ctx, p.id, { attribute1Choice: 'XXL', weight: 5000000 });
    const [segA, segB] = [await segment(ctx, s1), await segment(ctx, s1)];
    const write = (url: string, segmentIds: number[]) => ctx.call(own.token, { method: 'PUT', url, payload: { segmentIds } });
    assert.equal((await write(`/v1/products/${p.productId}/segments`, [segB, segA])).statusCode, 200);
    const s = await share(ctx, p.id, s2);
    const shareSegment = await segment(ctx, s2);
    assert.equal((await write(`/v1/products/${s.productId}/segments`, [shareSegment])).statusCode, 200);

    const owned = (await get(`/v1/products/${p.productId}`, own.token)).json();
    assert.deepEqual(
      owned.variants.map((v: { variantId: number }) => v.variantId),
      [v1, v2, v3],
    );
    assert.deepEqual(owned.variants[1], {
      variantId: v2,
      sku: 'TEE-M-NAVY',
      attribute1Choice: 'M',
      attribute2Choice: 'Navy',
      attribute3Choice: 'Cotton',
      location: 'B-2',
      weight: null,
    });
    assert.deepEqual(
      owned.variants.map((v: { weight: number | null }) => v.weight),
      [0.125, null, 5000000],
    );
    assert.deepEqual(
      owned.segmentIds,
      [segA, segB].sort((a, b) => a - b),
    );

    const shared = (await get(`/v1/products/${s.productId}`, own.token)).json();
    assert.deepEqual(shared.variants, owned.variants);
    assert.deepEqual(shared.segmentIds, [shareSegment]);
  });

  test('a POD product has no variants', async () => {
    const body = (await get(`/v1/products/${pod.productId}`)).json();
    assert.deepEqual(body.variants, []);
    assert.equal(body.turnaroundBusinessDays, 3);
  });

  test('a share reads through to its master, on its own site', async () => {
    const body = (await get(`/v1/products/${shared.productId}`)).json();
    assert.equal(body.productId, shared.productId);
    assert.equal(body.siteId, partner.siteIds[1]);
    assert.equal(body.name, 'Business cards');
    assert.equal(body.description, 'Premium matte business cards');
    assert.equal(body.variants.length, 1);
  });

  test('SLO and SLS numbers never collide: the other prefix of an id is not found', async () => {
    assertProblem(await get(`/v1/products/SLS_${stock.id}`), 404, 'product_not_found');
    assertProblem(await get(`/v1/products/SLO_${shared.id}`), 404, 'product_not_found');
  });

  test('malformed ids are invalid_product_id', async () => {
    for (const id of ['123', 'SLX_1', 'SLO_', 'SLO_1234567890123456789', 'slo_1', 'SLO_1a']) {
      assertProblem(await get(`/v1/products/${id}`), 400, 'invalid_product_id');
    }
  });

  test("another partner's product and an ungranted site's product answer exactly like a missing one", async () => {
    const foreign = await product(ctx, other.siteIds[0]!);
    const ungranted = await product(ctx, ungrantedSite);
    const missing = await get('/v1/products/SLO_999999999');
    assertProblem(missing, 404, 'product_not_found');
    for (const id of [foreign.productId, ungranted.productId]) {
      const res = await get(`/v1/products/${id}`);
      assertProblem(res, 404, 'product_not_found');
      assert.equal(withoutRequestId(res), withoutRequestId(missing));
    }
  });

  test('needs products:read', async () => {
    const p = await ctx.partner({ siteIds: partner.siteIds, scopes: ['partner-api/orders:read'] });
    assertProblem(await get(`/v1/products/${stock.productId}`, p.token), 403, 'insufficient_scope');
    assertProblem(await get('/v1/products', p.token), 403, 'insufficient_scope');
    assertProblem(await get('/v1/segments', p.token), 403, 'insufficient_scope');
  });

  test('refuses query parameters', async () => {
    assertProblem(await get(`/v1/products/${stock.productId}?x=1`), 400, 'unknown_query_parameter');
  });
});

describe('GET /v1/products/{productId}/images', () => {
  test('returns the images with null sequence as 0', async () => {
    const res = await get(`/v1/products/${stock.productId}/images`);
    assert.equal(res.statusCode, 200);
    const [img] = res.json().images;
    assert.deepEqual(Object.keys(img).sort(), [
      'attribution',
      'imageAlt',
      'imageHeight',
      'imageId',
      'imagePath',
      'imageWidth',
      'primary',
      'sequence',
    ]);
    assert.equal(img.sequence, 0);
    assert.equal(img.primary, true);
    assert.equal(img.imageWidth, 800);
    assert.equal(img.attribution, 'Studio');
  });

  test("a share shows its master's images; a product without images has []", async () => {
    assert.equal((await get(`/v1/products/${shared.productId}/images`)).json().images.length, 1);
    assert.deepEqual((await get(`/v1/products/${pod.productId}/images`)).json(), { images: [] });
  });

  test('ungranted product is product_not_found', async () => {
    const ungranted = await product(ctx, ungrantedSite);
    assertProblem(await get(`/v1/products/${ungranted.productId}/images`), 404, 'product_not_found');
  });
});

describe('GET /v1/segments', () => {
  test('lists segments of granted sites only, filtered by siteId, paged', async () => {
    await segment(ctx, other.siteIds[0]!);
    await segment(ctx, partner.siteIds[1]!);
    await segment(ctx, partner.siteIds[1]!);
    const all = (await get('/v1/segments')).json();
    assert.ok(all.segments.every((s: { siteId: number }) => partner.siteIds.includes(s.siteId)));
    assert.equal(all.segments.length, 3);
    assert.equal(all.nextCursor, null);
    const site2 = (await get(`/v1/segments?siteId=${partner.siteIds[1]}`)).json();
    assert.equal(site2.segments.length, 2);
    const page1 = (await get('/v1/segments?limit=2')).json();
    assert.equal(page1.segments.length, 2);
    const page2 = (await get(`/v1/segments?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`)).json();
    assert.equal(page2.segments.length, 1);
    assert.equal(page2.nextCursor, null);
    assert.deepEqual([...page1.segments, ...page2.segments], all.segments);
  });

  test('an ungranted siteId is invalid_site_id; a products cursor is invalid here', async () => {
    assertProblem(await get(`/v1/segments?siteId=${ungrantedSite}`), 400, 'invalid_site_id');
    assertProblem(await get('/v1/segments?siteId=abc'), 400, 'invalid_site_id');
    const products = (await get('/v1/products?limit=1')).json();
    assertProblem(await get(`/v1/segments?cursor=${encodeURIComponent(products.nextCursor)}`), 400, 'invalid_cursor');
  });
});
