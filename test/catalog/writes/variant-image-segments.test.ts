import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../../helpers/problems.ts';
import { image, product, segment, share, variant } from '../fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let site1: number;
let site2: number;

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner({ sites: 2 });
  [site1, site2] = partner.siteIds as [number, number];
});
after(() => ctx.close());

const call = (method: 'PATCH' | 'PUT' | 'GET', url: string, payload?: unknown, token = partner.token) =>
  ctx.call(token, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('PATCH /v1/products/{productId}/variants/{variantId}', () => {
  test('writes the five writable fields and returns the variant re-read', async () => {
    const p = await product(ctx, site1);
    const v = await variant(ctx, p.id);
    const res = await call('PATCH', `/v1/products/${p.productId}/variants/${v}`, {
      attribute1Choice: 'Green',
      attribute2Choice: 'Large',
      attribute3Choice: 'Matte',
      location: 'B-7',
      weight: 12.75,
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      variantId: v,
      sku: res.json().sku,
      attribute1Choice: 'Green',
      attribute2Choice: 'Large',
      attribute3Choice: 'Matte',
      location: 'B-7',
      weight: 12.75,
    });
    const detail = (await call('GET', `/v1/products/${p.productId}`)).json();
    assert.equal(detail.variants[0].location, 'B-7');
    const cleared = await call('PATCH', `/v1/products/${p.productId}/variants/${v}`, { location: null, weight: null });
    assert.equal(cleared.json().location, null);
    assert.equal(cleared.json().weight, null);
  });

  test('body rules: empty, unwritable, wrong type, null choice', async () => {
    const p = await product(ctx, site1);
    const v = await variant(ctx, p.id);
    const url = `/v1/products/${p.productId}/variants/${v}`;
    for (const body of [
      {},
      { sku: 'x' },
      { weight: '1' },
      { weight: -1 },
      { attribute1Choice: '' },
      { location: 5 },
      { location: 'a\u0000' },
    ]) {
      assertProblem(await call('PATCH', url, body), 400, 'invalid_variant_patch');
    }
    assertProblem(await call('PATCH', url, { attribute1Choice: null }), 400, 'null_not_supported');
  });

  test("variant ids: malformed, POD product, another product's variant", async () => {
    const p = await product(ctx, site1);
    const other = await product(ctx, site1);
    const otherVariant = await variant(ctx, other.id);
    for (const id of ['0', '-1', 'abc', '1.5', '0012']) {
      assertProblem(await call('PATCH', `/v1/products/${p.productId}/variants/${id}`, { location: 'x' }), 400, 'invalid_variant_id');
    }
    assertProblem(
      await call('PATCH', `/v1/products/${p.productId}/variants/${otherVariant}`, { location: 'x' }),
      400,
      'invalid_variant_id',
    );
    const pod = await product(ctx, site1, { serviceType: 'POD' });
    assertProblem(
      await call('PATCH', `/v1/products/${pod.productId}/variants/${otherVariant}`, { location: 'x' }),
      400,
      'invalid_variant_id',
    );
    assertProblem(await call('PATCH', `/v1/products/SLO_99999999/variants/${otherVariant}`, { location: 'x' }), 404, 'product_not_found');
  });

  test('through a share, variants are not site-addressable', async () => {
    const p = await product(ctx, site1);
    const v = await variant(ctx, p.id, { location: 'A' });
    const s = await share(ctx, p.id, site2);
    assertProblem(await call('PATCH', `/v1/products/${s.productId}/variants/${v}`, { location: 'Z' }), 400, 'variant_not_site_addressable');
    assert.equal((await call('GET', `/v1/products/${p.productId}`)).json().variants[0].location, 'A');
  });

  test('needs products:write', async () => {
    const reader = await ctx.partner({ siteIds: partner.siteIds, scopes: ['partner-api/products:read'] });
    assertProblem(await call('PATCH', '/v1/products/SLO_1/variants/1', { location: 'x' }, reader.token), 403, 'insufficient_scope');
  });
});

describe('PATCH /v1/products/{productId}/images/{imageId}', () => {
  test('sets alt text and sequence, clears alt with null, returns the whole list', async () => {
    const p = await product(ctx, site1);
    const a = await image(ctx, p.id, { sequence: 1 });
    const b = await image(ctx, p.id, { sequence: 2 });
    const res = await call('PATCH', `/v1/products/${p.productId}/images/${b}`, { imageAlt: 'Front', sequence: 0 });
    assert.equal(res.statusCode, 200);
    const images = res.json().images;
    assert.deepEqual(
      images.map((i: { imageId: number }) => i.imageId),
      [b, a],
    );
    assert.equal(images[0].imageAlt, 'Front');
    const cleared = await call('PATCH', `/v1/products/${p.productId}/images/${b}`, { imageAlt: null });
    assert.equal(cleared.json().images.find((i: { imageId: number }) => i.imageId === b).imageAlt, null);
  });

  test('primary: true promotes and demotes the previous primary; false is refused', async () => {
    const p = await product(ctx, site1);
    const a = await image(ctx, p.id, { primary: true });
    const b = await image(ctx, p.id);
    const res = await call('PATCH', `/v1/products/${p.productId}/images/${b}`, { primary: true });
    const primaries = res
      .json()
      .images.filter((i: { primary: boolean }) => i.primary)
      .map((i: { imageId: number }) => i.imageId);
    assert.deepEqual(primaries, [b]);
    assertProblem(await call('PATCH', `/v1/products/${p.productId}/images/${a}`, { primary: false }), 400, 'invalid_image_patch');
  });

  test('read-only fields are refused by name; empty, unknown and wrong-type bodies too; nothing changes', async () => {
    const p = await product(ctx, site1);
    const a = await image(ctx, p.id, { imageAlt: 'Keep' });
    const url = `/v1/products/${p.productId}/images/${a}`;
    for (const field of ['imagePath', 'attribution', 'imageWidth', 'imageHeight']) {
      const body = assertProblem(await call('PATCH', url, { imageAlt: 'Changed', [field]: 'x' }), 400, 'invalid_image_patch');
      assert.match(String(body.detail), new RegExp(field));
    }
    for (const body of [
      {},
      { foo: 1 },
      { sequence: 'one' },
      { sequence: -1 },
      { primary: 'true' },
      { imageAlt: 3 },
      { imageAlt: '\u0000' },
    ]) {
      assertProblem(await call('PATCH', url, body), 400, 'invalid_image_patch');
    }
    assert.equal((await call('GET', `/v1/products/${p.productId}/images`)).json().images[0].imageAlt, 'Keep');
  });

  test("image ids: malformed, missing and another product's image", async () => {
    const p = await product(ctx, site1);
    const other = await product(ctx, site1);
    const foreign = await image(ctx, other.id);
    for (const id of ['0', 'x', '-3'])
      assertProblem(await call('PATCH', `/v1/products/${p.productId}/images/${id}`, { sequence: 1 }), 400, 'invalid_image_id');
    const a = await call('PATCH', `/v1/products/${p.productId}/images/${foreign}`, { sequence: 1 });
    const b = await call('PATCH', `/v1/products/${p.productId}/images/99999999`, { sequence: 1 });
    assertProblem(a, 404, 'image_not_found');
    assertProblem(b, 404, 'image_not_found');
    assert.equal(withoutRequestId(a), withoutRequestId(b));
    assertProblem(await call('PATCH', `/v1/products/bad/images/1`, { sequence: 1 }), 400, 'invalid_product_id');
    assertProblem(await call('PATCH', `/v1/products/SLO_99999999/images/1`, { sequence: 1 }), 404, 'product_not_found');
  });

  test('through a share, images are refused', async () => {
    const p = await product(ctx, site1);
    const a = await image(ctx, p.id);
    const s = await share(ctx, p.id, site2);
    assertProblem(await call('PATCH', `/v1/products/${s.productId}/images/${a}`, { sequence: 3 }), 400, 'invalid_image_patch');
  });
});

describe('PUT /v1/products/{productId}/segments', () => {
  test('replaces the assignment, collapses duplicates, [] clears, returns the product', async () => {
    const p = await product(ctx, site1);
    const s1 = await segment(ctx, site1);
    const s2 = await segment(ctx, site1);
    const res = await call('PUT', `/v1/products/${p.productId}/segments`, { segmentIds: [s2, s1, s2] });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().segmentIds, [s1, s2]);
    assert.deepEqual((await call('PUT', `/v1/products/${p.productId}/segments`, { segmentIds: [s1] })).json().segmentIds, [s1]);
    assert.deepEqual((await call('PUT', `/v1/products/${p.productId}/segments`, { segmentIds: [] })).json().segmentIds, []);
  });

  test("a share's segments are its own site's", async () => {
    const p = await product(ctx, site1);
    const s = await share(ctx, p.id, site2);
    const seg1 = await segment(ctx, site1);
    const seg2 = await segment(ctx, site2);
    assert.deepEqual((await call('PUT', `/v1/products/${s.productId}/segments`, { segmentIds: [seg2] })).json().segmentIds, [seg2]);
    assertProblem(await call('PUT', `/v1/products/${s.productId}/segments`, { segmentIds: [seg1] }), 400, 'invalid_segment_ids');
    assert.deepEqual((await call('GET', `/v1/products/${p.productId}`)).json().segmentIds, []);
  });

  test("an id not on the product's site is invalid_segment_ids and nothing changes", async () => {
    const p = await product(ctx, site1);
    const mine = await segment(ctx, site1);
    const theirs = await segment(ctx, site2);
    await call('PUT', `/v1/products/${p.productId}/segments`, { segmentIds: [mine] });
    const body = assertProblem(
      await call('PUT', `/v1/products/${p.productId}/segments`, { segmentIds: [mine, theirs, 99999] }),
      400,
      'invalid_segment_ids',
    );
    assert.match(String(body.detail), new RegExp(`${theirs}, 99999`));
    assert.deepEqual((await call('GET', `/v1/products/${p.productId}`)).json().segmentIds, [mine]);
  });

  test('malformed bodies are invalid_segments_body', async () => {
    const p = await product(ctx, site1);
    const url = `/v1/products/${p.productId}/segments`;
    for (const body of [
      {},
      { segmentIds: 'x' },
      { segmentIds: [0] },
      { segmentIds: ['1'] },
      { segmentIds: [], extra: true },
      [],
      { segmentIds: null },
      { segmentIds: [null] },
      { segmentIds: [1, null] },
    ]) {
      assertProblem(await call('PUT', url, body), 400, 'invalid_segments_body');
    }
    assertProblem(await call('PUT', '/v1/products/SLO_99999999/segments', { segmentIds: [] }), 404, 'product_not_found');
  });
});
