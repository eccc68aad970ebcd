import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../../helpers/problems.ts';
import { product, share } from '../fixtures.ts';

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

const patch = (productId: string, payload: unknown, token = partner.token) =>
  ctx.call(token, { method: 'PATCH', url: `/v1/products/${productId}`, payload: payload as object });
const read = async (productId: string) => (await ctx.call(partner.token, { method: 'GET', url: `/v1/products/${productId}` })).json();

describe('PATCH /v1/products/{productId} (owned)', () => {
  test('writes the allow-list and returns the product re-read', async () => {
    const { productId } = await product(ctx, site1, { serviceType: 'POD' });
    const res = await patch(productId, {
      name: 'Renamed',
      description: 'New description',
      metaDescription: 'meta',
      metaKeywords: 'a,b',
      visibility: 'SEGMENTS',
      requiresApproval: true,
      minQuantity: 5,
      maxQuantity: 500,
      turnaroundBusinessDays: 4,
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.name, 'Renamed');
    assert.equal(body.visibility, 'SEGMENTS');
    assert.equal(body.requiresApproval, true);
    assert.equal(body.minQuantity, 5);
    assert.equal(body.maxQuantity, 500);
    assert.equal(body.turnaroundBusinessDays, 4);
    assert.deepEqual(await read(productId), body);
  });

  test('description-type fields can be cleared with null on an owned product', async () => {
    const { productId } = await product(ctx, site1, { description: 'x', metaKeywords: 'k' });
    const res = await patch(productId, { description: null, metaKeywords: null });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().description, null);
    assert.equal(res.json().metaKeywords, null);
  });

  test('set-but-not-clear fields refuse null, and nothing changes', async () => {
    const { productId } = await product(ctx, site1, { maxQuantity: 10 });
    const before = await read(productId);
    for (const field of ['visibility', 'requiresApproval', 'overrideDisplay', 'minQuantity', 'maxQuantity', 'name']) {
      assertProblem(await patch(productId, { [field]: null }), 400, 'null_not_supported');
    }
    assertProblem(await patch(productId, { name: 'Changed', maxQuantity: null }), 400, 'null_not_supported');
    assert.deepEqual(await read(productId), before);
  });

  test('empty, unknown, unwritable or wrong-type bodies are invalid_product_patch', async () => {
    const { productId } = await product(ctx, site1);
    for (const body of [
      {},
      { sku: 'x' },
      { productId: 'SLO_1' },
      { serviceType: 'POD' },
      { visibility: 'SOMETIMES' },
      { minQuantity: '5' },
      { minQuantity: 0 },
      { requiresApproval: 'yes' },
      [],
      'text',
    ]) {
      assertProblem(await patch(productId, body), 400, 'invalid_product_patch');
    }
    const malformed = await ctx.call(partner.token, {
      method: 'PATCH',
      url: `/v1/products/${productId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    assertProblem(malformed, 400, 'invalid_product_patch');
    assertProblem(await patch(productId, { overrideDisplay: true }), 400, 'invalid_product_patch');
    assertProblem(await patch(productId, { description: 'a\u0000b' }), 400, 'invalid_product_patch');
  });

  test('minQuantity above maxQuantity is refused and nothing changes', async () => {
    const { productId } = await product(ctx, site1, { maxQuantity: 10 });
    assertProblem(await patch(productId, { minQuantity: 11 }), 400, 'invalid_product_patch');
    assert.equal((await read(productId)).minQuantity, 1);
  });

  test('a POD-only field on a STOCK product is unsupported_field_for_service_type', async () => {
    const { productId } = await product(ctx, site1, { serviceType: 'STOCK' });
    assertProblem(await patch(productId, { turnaroundBusinessDays: 2, name: 'Not applied' }), 400, 'unsupported_field_for_service_type');
    assert.notEqual((await read(productId)).name, 'Not applied');
  });

  test('order of checks: scope, then path, then body, then existence', async () => {
    const reader = await ctx.partner({ siteIds: partner.siteIds, scopes: ['partner-api/products:read'] });
    assertProblem(await patch('bad', {}, reader.token), 403, 'insufficient_scope');
    assertProblem(await patch('bad', {}), 400, 'invalid_product_id');
    assertProblem(await patch('SLO_99999999', {}), 400, 'invalid_product_patch');
    assertProblem(await patch('SLO_99999999', { name: 'x' }), 404, 'product_not_found');
  });

  test("another partner's product answers exactly like a missing one, and is not changed", async () => {
    const other = await ctx.partner();
    const foreign = await product(ctx, other.siteIds[0]!, { name: 'Theirs' });
    const res = await patch(foreign.productId, { name: 'Mine now' });
    const missing = await patch('SLO_99999999', { name: 'Mine now' });
    assertProblem(res, 404, 'product_not_found');
    assert.equal(withoutRequestId(res), withoutRequestId(missing));
    const view = await ctx.platform.catalog.admin.getProduct({ kind: 'SLO', id: foreign.id });
    assert.equal(view.product.name, 'Theirs');
  });
});

describe('PATCH /v1/products/{productId} (shared)', () => {
  test('a share inherits, overrides on write, and overrideDisplay: false restores inheritance', async () => {
    const master = await product(ctx, site1, { description: 'Master desc', metaDescription: 'Master meta', metaKeywords: 'master' });
    const { productId } = await share(ctx, master.id, site2);
    assert.equal((await read(productId)).description, 'Master desc');

    const res = await patch(productId, { description: 'Share desc' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.overrideDisplay, true);
    assert.equal(body.description, 'Share desc');
    assert.equal(body.metaDescription, 'Master meta', 'fields not sent start from the master');

    await ctx.platform.catalog.admin.updateProduct(master.id, { metaDescription: 'Master meta 2' }, 'test');
    assert.equal((await read(productId)).metaDescription, 'Master meta', 'an overriding share keeps its own copy');
    assert.equal((await read(master.productId)).description, 'Master desc', 'the master is untouched');

    const restored = (await patch(productId, { overrideDisplay: false })).json();
    assert.equal(restored.overrideDisplay, false);
    assert.equal(restored.description, 'Master desc');
    assert.equal(restored.metaDescription, 'Master meta 2');
  });

  test("overrideDisplay: true alone snapshots the master's values", async () => {
    const master = await product(ctx, site1, { description: 'D' });
    const { productId } = await share(ctx, master.id, site2);
    const body = (await patch(productId, { overrideDisplay: true })).json();
    assert.equal(body.overrideDisplay, true);
    assert.equal(body.description, 'D');
  });

  test('null for a description-type field is sls_null_backfills_master, and nothing changes', async () => {
    const master = await product(ctx, site1, { description: 'D' });
    const { productId } = await share(ctx, master.id, site2);
    await patch(productId, { description: 'Own' });
    for (const field of ['description', 'metaDescription', 'metaKeywords']) {
      assertProblem(await patch(productId, { [field]: null, visibility: 'HIDDEN' }), 400, 'sls_null_backfills_master');
    }
    const after = await read(productId);
    assert.equal(after.description, 'Own');
    assert.equal(after.visibility, 'ALL_USERS');
  });

  test("per-site fields are the share's own; master fields are not writable through a share", async () => {
    const master = await product(ctx, site1);
    const { productId } = await share(ctx, master.id, site2);
    const body = (await patch(productId, { visibility: 'HIDDEN', requiresApproval: true })).json();
    assert.equal(body.visibility, 'HIDDEN');
    assert.equal((await read(master.productId)).visibility, 'ALL_USERS');
    for (const field of [{ name: 'x' }, { minQuantity: 2 }, { maxQuantity: 2 }, { turnaroundBusinessDays: 2 }]) {
      assertProblem(await patch(productId, field), 400, 'invalid_product_patch');
    }
    assertProblem(await patch(productId, { overrideDisplay: false, description: 'x' }), 400, 'invalid_product_patch');
  });

  test('a share on an ungranted site is product_not_found even though its master is granted', async () => {
    const master = await product(ctx, site1);
    const elsewhere = await ctx.site();
    const { productId } = await share(ctx, master.id, elsewhere);
    assertProblem(await patch(productId, { visibility: 'HIDDEN' }), 404, 'product_not_found');
    assertProblem(await ctx.call(partner.token, { method: 'GET', url: `/v1/products/${productId}` }), 404, 'product_not_found');
  });
});
