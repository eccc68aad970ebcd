import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TEMPLATE_VENDOR_ID } from '../../src/catalog/templates.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';
import { image, product, segment, share, variant } from './fixtures.ts';

// Every product route: a product of another partner's site, and one on a site
// granted to nobody, answer exactly like a product that does not exist, and
// are left unchanged. The records are complete (variants, images, tiers,
// template, segments) so no route could fail for another reason.

let ctx: TestContext;
let partner: TestPartner;
const targets: Record<string, { productId: string; variantId: number; imageId: number; segmentId: number }> = {};

async function fullProduct(siteId: number) {
  const p = await product(ctx, siteId, { artworkSource: 'TEMPLATE', name: 'Original' });
  await ctx.platform.catalog.admin.setPriceTiers(p.id, [{ minQuantity: 1, unitPrice: '1.00' }], 'test');
  await ctx.platform.catalog.admin.setProductTemplate(p.id, { vendor: TEMPLATE_VENDOR_ID, templateId: 'tpl' }, 'test');
  return {
    productId: p.productId,
    id: p.id,
    variantId: await variant(ctx, p.id),
    imageId: await image(ctx, p.id),
    segmentId: await segment(ctx, siteId),
  };
}

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
  await ctx.platform.catalog.admin.putTemplateDocument({ vendor: TEMPLATE_VENDOR_ID, templateId: 'tpl', variables: [] }, 'test');
  const other = await ctx.partner();
  const nobody = await ctx.site();
  const foreign = await fullProduct(other.siteIds[0]!);
  const ungranted = await fullProduct(nobody);
  const mine = await fullProduct(partner.siteIds[0]!);
  const foreignShare = await share(ctx, mine.id, other.siteIds[0]!);
  targets.foreign = foreign;
  targets.ungranted = ungranted;
  targets['foreign share of a granted master'] = { ...foreign, productId: foreignShare.productId };
  targets.missing = { productId: 'SLO_999999999', variantId: foreign.variantId, imageId: foreign.imageId, segmentId: foreign.segmentId };
});
after(() => ctx.close());

type Target = (typeof targets)[string];
const routes: Array<[string, (t: Target) => { method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; payload?: object }]> = [
  ['GET detail', (t) => ({ method: 'GET', url: `/v1/products/${t.productId}` })],
  ['GET images', (t) => ({ method: 'GET', url: `/v1/products/${t.productId}/images` })],
  ['GET template', (t) => ({ method: 'GET', url: `/v1/products/${t.productId}/template` })],
  ['POST quote', (t) => ({ method: 'POST', url: `/v1/products/${t.productId}/quote`, payload: { quantity: 1 } })],
  ['PATCH product', (t) => ({ method: 'PATCH', url: `/v1/products/${t.productId}`, payload: { visibility: 'HIDDEN' } })],
  ['PATCH image', (t) => ({ method: 'PATCH', url: `/v1/products/${t.productId}/images/${t.imageId}`, payload: { imageAlt: 'changed' } })],
  ['PUT segments', (t) => ({ method: 'PUT', url: `/v1/products/${t.productId}/segments`, payload: { segmentIds: [t.segmentId] } })],
];

describe('tenancy of product routes', () => {
  for (const [name, request] of routes) {
    test(`${name}: another partner's, ungranted and missing products are the same 404`, async () => {
      const missing = await ctx.call(partner.token, request(targets.missing!));
      assertProblem(missing, 404, 'product_not_found');
      for (const [label, target] of Object.entries(targets)) {
        // Image writes through any SLS_ id are refused from the id alone (400), before existence.
        if (name === 'PATCH image' && target.productId.startsWith('SLS_')) continue;
        const res = await ctx.call(partner.token, request(target));
        assertProblem(res, 404, 'product_not_found');
        assert.equal(withoutRequestId(res), withoutRequestId(missing), label);
      }
    });
  }

  test('PATCH variant: same 404 for owned products of other sites', async () => {
    const request = (t: Target) => ({
      method: 'PATCH' as const,
      url: `/v1/products/${t.productId}/variants/${t.variantId}`,
      payload: { location: 'X' },
    });
    const missing = await ctx.call(partner.token, request(targets.missing!));
    for (const target of [targets.foreign!, targets.ungranted!]) {
      assert.equal(withoutRequestId(await ctx.call(partner.token, request(target))), withoutRequestId(missing));
    }
    assertProblem(missing, 404, 'product_not_found');
  });

  test('id-only refusals through a share are identical for an existing foreign share and a missing one', async () => {
    const foreignShare = targets['foreign share of a granted master']!;
    for (const make of [
      (id: string) => ({ method: 'PATCH' as const, url: `/v1/products/${id}/images/${foreignShare.imageId}`, payload: { imageAlt: 'x' } }),
      (id: string) => ({
        method: 'PATCH' as const,
        url: `/v1/products/${id}/variants/${foreignShare.variantId}`,
        payload: { location: 'x' },
      }),
    ]) {
      const a = await ctx.call(partner.token, make(foreignShare.productId));
      const b = await ctx.call(partner.token, make('SLS_999999999'));
      assert.equal(a.statusCode, 400);
      assert.equal(withoutRequestId(a), withoutRequestId(b));
    }
  });

  test('nothing was changed on the other sites', async () => {
    for (const target of [targets.foreign!, targets.ungranted!]) {
      const view = await ctx.platform.catalog.admin.getProduct({ kind: 'SLO', id: target.productId.slice(4) });
      assert.equal(view.product.visibility, 'ALL_USERS');
      assert.equal(view.images[0]!.imageAlt, null);
      assert.deepEqual(view.segmentIds, []);
      assert.equal(view.variants[0]!.location, null);
    }
  });
});

describe('scopes of catalog routes', () => {
  test('reads need products:read, writes need products:write; scope is checked before path and body', async () => {
    const writer = await ctx.partner({ siteIds: partner.siteIds, scopes: ['partner-api/products:write'] });
    const reader = await ctx.partner({ siteIds: partner.siteIds, scopes: ['partner-api/products:read'] });
    const reads = [
      { method: 'GET' as const, url: '/v1/products' },
      { method: 'GET' as const, url: `/v1/sites/${partner.siteIds[0]}/products` },
      { method: 'GET' as const, url: '/v1/products/bad-id' },
      { method: 'GET' as const, url: '/v1/products/bad-id/images' },
      { method: 'GET' as const, url: '/v1/products/bad-id/template' },
      { method: 'POST' as const, url: '/v1/products/bad-id/quote', payload: {} },
      { method: 'GET' as const, url: '/v1/segments' },
    ];
    const writes = [
      { method: 'PATCH' as const, url: '/v1/products/bad-id', payload: {} },
      { method: 'PATCH' as const, url: '/v1/products/bad-id/variants/0', payload: {} },
      { method: 'PATCH' as const, url: '/v1/products/bad-id/images/0', payload: {} },
      { method: 'PUT' as const, url: '/v1/products/bad-id/segments', payload: {} },
    ];
    for (const r of reads) assertProblem(await ctx.call(writer.token, r), 403, 'insufficient_scope');
    for (const r of writes) assertProblem(await ctx.call(reader.token, r), 403, 'insufficient_scope');
    for (const r of [...reads, ...writes]) assertProblem(await ctx.call('not-a-token', r), 401, 'invalid_token');
  });
});
