import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';

let ctx: TestContext;
let site1: number;
let site2: number;

before(async () => {
  ctx = await createTestContext();
  site1 = await ctx.site();
  site2 = await ctx.site();
});
after(() => ctx.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
  ctx.adminCall({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const lastAudit = async (n: number) =>
  (await admin('GET', `/admin/audit?limit=${n}`)).json().entries.map((e: { action: string }) => e.action);

describe('admin catalog API', () => {
  test('builds a full product, each write audited', async () => {
    const created = await admin('POST', '/admin/products', {
      siteId: site1,
      code: 'TS-1',
      name: 'T-shirt',
      serviceType: 'STOCK',
      attributeNames: ['Size', 'Colour', null],
      maxQuantity: 200,
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().productId as string;
    assert.match(id, /^SLO_\d+$/);
    assert.equal(created.json().fulfilmentCentreId, null);

    await admin('POST', `/admin/products/${id}/variants`, { sku: 'TS-S-R', attribute1Choice: 'S', attribute2Choice: 'Red', weight: 6.5 });
    const withVariant = await admin('POST', `/admin/products/${id}/variants`, {
      sku: 'TS-M-R',
      attribute1Choice: 'M',
      attribute2Choice: 'Red',
    });
    assert.equal(withVariant.json().variants.length, 2);
    const variantId = withVariant.json().variants[1].variantId;
    assert.equal((await admin('PATCH', `/admin/variants/${variantId}`, { location: 'Shelf 4' })).json().variants[1].location, 'Shelf 4');

    const withImage = await admin('POST', `/admin/products/${id}/images`, {
      imagePath: '/img/ts.jpg',
      primary: true,
      width: 1200,
      height: 900,
      attribution: 'Studio',
    });
    const imageId = withImage.json().images[0].imageId;
    assert.equal((await admin('PATCH', `/admin/images/${imageId}`, { imageAlt: 'Front' })).json().images[0].imageAlt, 'Front');

    const tiers = await admin('PUT', `/admin/products/${id}/price-tiers`, {
      tiers: [
        { minQuantity: 1, unitPrice: '12.5' },
        { minQuantity: 50, unitPrice: '9.75' },
      ],
    });
    assert.deepEqual(tiers.json().priceTiers, [
      { minQuantity: 1, unitPrice: '12.50' },
      { minQuantity: 50, unitPrice: '9.75' },
    ]);

    const centre = await admin('PUT', `/admin/products/${id}/fulfilment-centre`, { fulfilmentCentreId: null });
    assert.equal(centre.json().fulfilmentCentreId, null);
    assertProblem(await admin('PUT', `/admin/products/${id}/fulfilment-centre`, { fulfilmentCentreId: 99999 }), 400, 'invalid_request');

    const segment = await admin('POST', '/admin/segments', { siteId: site1, name: 'VIP' });
    assert.equal(segment.statusCode, 201);
    const segmented = await admin('PUT', `/admin/products/${id}/segments`, { segmentIds: [segment.json().segmentId] });
    assert.deepEqual(segmented.json().segmentIds, [segment.json().segmentId]);
    assert.deepEqual((await admin('GET', `/admin/segments?siteId=${site1}`)).json().segments, [segment.json()]);
    const renamed = await admin('PATCH', `/admin/segments/${segment.json().segmentId}`, { name: 'Very important' });
    assert.deepEqual(renamed.json(), { ...segment.json(), name: 'Very important' });
    assertProblem(await admin('PATCH', '/admin/segments/999999', { name: 'x' }), 404, 'not_found');

    const shared = await admin('POST', `/admin/products/${id}/shares`, { siteId: site2 });
    assert.equal(shared.statusCode, 201);
    const shareId = shared.json().productId as string;
    assert.match(shareId, /^SLS_\d+$/);
    assert.equal(shared.json().masterProductId, id);
    const edited = await admin('PATCH', `/admin/shares/${shareId}`, { overrideDisplay: true, description: 'Share copy' });
    assert.equal(edited.json().description, 'Share copy');

    const updated = await admin('PATCH', `/admin/products/${id}`, { name: 'Tee', artworkSource: 'UPLOAD' });
    assert.equal(updated.json().name, 'Tee');

    assert.deepEqual(await lastAudit(12), [
      'product.update',
      'product_share.update',
      'product_share.create',
      'segment.update',
      'product.set_segments',
      'segment.create',
      'product.set_fulfilment_centre',
      'product.set_price_tiers',
      'product_image.update',
      'product_image.create',
      'product_variant.update',
      'product_variant.create',
    ]);
    const listed = (await admin('GET', `/admin/products?siteId=${site1}`)).json().products;
    assert.ok(listed.some((p: { productId: string }) => p.productId === id));
  });

  test('templates: store documents and point products at them', async () => {
    const doc = await admin('PUT', '/admin/template-documents', {
      templateId: 'card-1',
      variables: [{ name: 'name', displayName: 'Name', dataType: 'TEXT', listItems: null }],
    });
    assert.equal(doc.statusCode, 200, doc.body);
    assert.equal(doc.json().vendor, 'studio');
    const p = (
      await admin('POST', '/admin/products', { siteId: site1, code: 'C-1', name: 'Card', serviceType: 'POD', artworkSource: 'TEMPLATE' })
    ).json();
    const res = await admin('PUT', `/admin/products/${p.productId}/template`, { template: { vendor: 'studio', templateId: 'card-1' } });
    assert.deepEqual(res.json().template, { vendor: 'studio', templateId: 'card-1' });
    assert.equal((await admin('PUT', `/admin/products/${p.productId}/template`, { template: null })).json().template, null);
  });

  test('refusals', async () => {
    const p = (await admin('POST', '/admin/products', { siteId: site1, code: 'X', name: 'X', serviceType: 'POD' })).json();
    assertProblem(await admin('POST', `/admin/products/${p.productId}/variants`, { sku: 'x' }), 400, 'unsupported_field_for_service_type');
    assertProblem(await admin('POST', `/admin/products/${p.productId}/shares`, { siteId: site1 }), 400, 'invalid_request');
    assert.equal((await admin('POST', `/admin/products/${p.productId}/shares`, { siteId: site2 })).statusCode, 201);
    assertProblem(await admin('POST', `/admin/products/${p.productId}/shares`, { siteId: site2 }), 409, 'conflict');
    assertProblem(await admin('POST', '/admin/products', { siteId: 99999, code: 'X', name: 'X', serviceType: 'POD' }), 404, 'not_found');
    assertProblem(
      await admin('POST', '/admin/products', { siteId: site1, code: 'X', name: 'X', serviceType: 'OTHER' }),
      400,
      'invalid_request',
    );
    assertProblem(await admin('GET', '/admin/products/SLO_99999999'), 404, 'not_found');
    assertProblem(
      await admin('POST', '/admin/products', {
        siteId: site1,
        code: 'Q',
        name: 'Q',
        serviceType: 'STOCK',
        minQuantity: 10,
        maxQuantity: 5,
      }),
      400,
      'invalid_request',
    );
    assertProblem(await admin('PATCH', `/admin/products/${p.productId}`, { minQuantity: 10, maxQuantity: 5 }), 400, 'invalid_request');
    assertProblem(await admin('PATCH', `/admin/shares/${p.productId}`, { visibility: 'HIDDEN' }), 400, 'invalid_request');
    assertProblem(
      await admin('PUT', `/admin/products/${p.productId}/price-tiers`, {
        tiers: [
          { minQuantity: 1, unitPrice: '1' },
          { minQuantity: 1, unitPrice: '2' },
        ],
      }),
      400,
      'invalid_request',
    );
    assertProblem(
      await admin('PUT', `/admin/products/${p.productId}/price-tiers`, { tiers: [{ minQuantity: 1, unitPrice: 1.5 }] }),
      400,
      'invalid_request',
    );
    const other = await admin('POST', '/admin/segments', { siteId: site2, name: 'Other' });
    assertProblem(
      await admin('PUT', `/admin/products/${p.productId}/segments`, { segmentIds: [other.json().segmentId] }),
      400,
      'invalid_request',
    );
    const unauthenticated = await ctx.admin.inject({ method: 'GET', url: `/admin/products?siteId=${site1}` });
    assertProblem(unauthenticated, 401, 'unauthorized');
  });
});
