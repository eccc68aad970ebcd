// Back office for shipping: admin API (every write audited), the demo seed,
// and end to end from configuration to a partner quote.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { seedDemo } from '../../../src/app/demo/seed.ts';
import { seedDemoShipping } from '../../../src/app/demo/shipping.ts';
import { insertProduct, insertShare } from '../fixtures.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

async function auditOf(targetType: string, targetId: string | number) {
  const res = await ctx.adminCall({ method: 'GET', url: `/admin/audit?targetType=${targetType}&targetId=${targetId}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().entries as Array<{ action: string; actor: string; details: Record<string, unknown> }>;
}

describe('admin API: fulfilment centres, services, rate tables', () => {
  test('configure a centre end to end, audited, then quote through the partner API', async () => {
    const centre = await ctx.adminCall({
      method: 'POST',
      url: '/admin/fulfilment-centres',
      payload: { name: 'Reno', originCountry: 'us', originState: 'NV', originPostalCode: '89501' },
    });
    assert.equal(centre.statusCode, 201, centre.body);
    const c = centre.json();
    assert.deepEqual(
      { ...c, createdOn: undefined, updatedOn: undefined },
      {
        fulfilmentCentreId: c.fulfilmentCentreId,
        name: 'Reno',
        originCountry: 'US',
        originState: 'US-NV',
        originPostalCode: '89501',
        createdOn: undefined,
        updatedOn: undefined,
      },
    );
    const centreAudit = await auditOf('fulfilment_centre', c.fulfilmentCentreId);
    assert.deepEqual(
      centreAudit.map((e) => e.action),
      ['fulfilment_centre.create'],
    );
    assert.equal(centreAudit[0]!.actor, 'bootstrap');

    const service = await ctx.adminCall({
      method: 'POST',
      url: `/admin/fulfilment-centres/${c.fulfilmentCentreId}/services`,
      payload: { name: 'Desert Freight', kind: 'carrier', handlingFee: '0.5' },
    });
    assert.equal(service.statusCode, 201, service.body);
    const s = service.json();
    assert.equal(s.handlingFee, '0.50');
    assert.equal(s.enabled, true);
    assert.equal(s.kind, 'carrier');

    const rates = await ctx.adminCall({
      method: 'POST',
      url: `/admin/shipping-services/${s.serviceId}/rate-tables`,
      payload: {
        country: 'US',
        bands: [
          { upToOunces: '32', price: '7.25' },
          { upToOunces: '16', price: '4' },
        ],
      },
    });
    assert.equal(rates.statusCode, 201, rates.body);
    assert.deepEqual(rates.json().bands, [
      { upToOunces: '16.0000', price: '4.00' },
      { upToOunces: '32.0000', price: '7.25' },
    ]);
    assert.equal(rates.json().states, null);
    const listed = await ctx.adminCall({ method: 'GET', url: `/admin/shipping-services/${s.serviceId}/rate-tables` });
    assert.equal(listed.json().rateTables.length, 1);
    assert.deepEqual(
      (await auditOf('shipping_rate_table', rates.json().rateTableId)).map((e) => e.action),
      ['shipping_rate_table.create'],
    );

    const partner = await ctx.partner();
    const productId = await insertProduct(ctx.platform, partner.siteIds[0]!);
    const set = await ctx.adminCall({
      method: 'PUT',
      url: `/admin/products/SLO_${productId}/fulfilment-centre`,
      payload: { fulfilmentCentreId: c.fulfilmentCentreId },
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json(), { productId, fulfilmentCentreId: c.fulfilmentCentreId });
    const productAudit = await auditOf('product', productId);
    assert.deepEqual(
      productAudit.map((e) => [e.action, e.details.fulfilmentCentreId]),
      [['product.set_fulfilment_centre', c.fulfilmentCentreId]],
    );

    const quote = () =>
      ctx.call(partner.token, {
        method: 'POST',
        url: '/v1/shipping/quote',
        payload: {
          siteId: partner.siteIds[0],
          productId: `SLO_${productId}`,
          shipTo: { country: 'US', state: 'NV', postalCode: '89501' },
          weightOunces: 20,
        },
      });
    const priced = await quote();
    assert.equal(priced.statusCode, 200, priced.body);
    assert.deepEqual(priced.json().quotes, [{ serviceName: 'Desert Freight', price: '7.75' }]);

    // Disabling the only service leaves nothing priced.
    const disabled = await ctx.adminCall({ method: 'PATCH', url: `/admin/shipping-services/${s.serviceId}`, payload: { enabled: false } });
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.equal(disabled.json().enabled, false);
    assert.deepEqual(
      (await auditOf('shipping_service', s.serviceId)).map((e) => e.action),
      ['shipping_service.update', 'shipping_service.create'],
    );
    assertProblem(await quote(), 422, 'shipping_quote_unavailable');

    // Clearing the product's centre: still found, still unavailable.
    const cleared = await ctx.adminCall({
      method: 'PUT',
      url: `/admin/products/${productId}/fulfilment-centre`,
      payload: { fulfilmentCentreId: null },
    });
    assert.equal(cleared.json().fulfilmentCentreId, null);
    assertProblem(await quote(), 422, 'shipping_quote_unavailable');
  });

  test('lists', async () => {
    const centres = await ctx.adminCall({ method: 'GET', url: '/admin/fulfilment-centres' });
    assert.equal(centres.statusCode, 200);
    assert.ok(centres.json().fulfilmentCentres.length >= 1);
    const id = centres.json().fulfilmentCentres[0].fulfilmentCentreId;
    assert.equal((await ctx.adminCall({ method: 'GET', url: `/admin/fulfilment-centres/${id}` })).json().fulfilmentCentreId, id);
    const services = await ctx.adminCall({ method: 'GET', url: `/admin/fulfilment-centres/${id}/services` });
    assert.equal(services.statusCode, 200);
    assert.ok(Array.isArray(services.json().services));
  });

  test('reference data is enforced: unknown countries, states of another country, malformed amounts', async () => {
    const bad = (payload: Record<string, unknown>) => ctx.adminCall({ method: 'POST', url: '/admin/fulfilment-centres', payload });
    assertProblem(await bad({ name: 'X', originCountry: 'XX', originState: 'OH', originPostalCode: '43004' }), 400, 'invalid_request');
    assertProblem(await bad({ name: 'X', originCountry: 'US', originState: 'ON', originPostalCode: '43004' }), 400, 'invalid_request');
    assertProblem(await bad({ name: 'X', originCountry: 'US', originPostalCode: '43004' }), 400, 'invalid_request');
    assertProblem(await bad({ name: 'X', originCountry: 'US', originState: 'OH', originPostalCode: 'nope' }), 400, 'invalid_request');
    assertProblem(
      await bad({ name: 'X', originCountry: 'US', originState: 'OH', originPostalCode: '43004', extra: 1 }),
      400,
      'invalid_request',
    );
    assertProblem(
      await bad({ name: 'Nul\u0000Centre', originCountry: 'US', originState: 'OH', originPostalCode: '43004' }),
      400,
      'invalid_request',
    );
    assertProblem(await bad({ name: 'X', originCountry: 'HK', originPostalCode: '\u0000' }), 400, 'invalid_request');

    const centre = (await ctx.platform.admin.shipping.createCentre({ name: 'Y', originCountry: 'HK', originPostalCode: '' }, 'test')).id;
    const service = await ctx.adminCall({
      method: 'POST',
      url: `/admin/fulfilment-centres/${centre}/services`,
      payload: { name: 'Ship', kind: 'custom' },
    });
    assert.equal(service.statusCode, 201, service.body);
    const dup = await ctx.adminCall({
      method: 'POST',
      url: `/admin/fulfilment-centres/${centre}/services`,
      payload: { name: 'Ship', kind: 'carrier' },
    });
    assertProblem(dup, 409, 'conflict');
    assertProblem(
      await ctx.adminCall({ method: 'POST', url: `/admin/fulfilment-centres/${centre}/services`, payload: { name: 'Z', kind: 'truck' } }),
      400,
      'invalid_request',
    );
    assertProblem(
      await ctx.adminCall({ method: 'POST', url: '/admin/fulfilment-centres/99999/services', payload: { name: 'Z', kind: 'carrier' } }),
      404,
      'not_found',
    );

    const rate = (payload: Record<string, unknown>) =>
      ctx.adminCall({ method: 'POST', url: `/admin/shipping-services/${service.json().serviceId}/rate-tables`, payload });
    const ok = [{ upToOunces: '16', price: '1.00' }];
    assertProblem(await rate({ country: 'US', states: ['ON'], bands: ok }), 400, 'invalid_request');
    assertProblem(await rate({ country: 'ZZ', bands: ok }), 400, 'invalid_request');
    assertProblem(await rate({ country: 'US', bands: [] }), 400, 'invalid_request');
    assertProblem(await rate({ country: 'US', bands: [{ upToOunces: '16', price: '1.001' }] }), 400, 'invalid_request');
    assertProblem(await rate({ country: 'US', bands: [{ upToOunces: '0', price: '1' }] }), 400, 'invalid_request');
    assertProblem(await rate({ country: 'US', bands: [{ upToOunces: '5000001', price: '1' }] }), 400, 'invalid_request');
    assertProblem(
      await rate({
        country: 'US',
        bands: [
          { upToOunces: '16', price: '1' },
          { upToOunces: '16.0', price: '2' },
        ],
      }),
      400,
      'invalid_request',
    );
    assertProblem(await rate({ country: 'US', bands: [{ upToOunces: 16, price: 1 }] }), 400, 'invalid_request');
    const states = await rate({ country: 'US', states: ['oh', 'US-PA', 'OH'], bands: ok });
    assert.equal(states.statusCode, 201, states.body);
    assert.deepEqual(states.json().states, ['US-OH', 'US-PA']);
  });

  test('setting a product centre: unknown product or centre, shares refused', async () => {
    const partner = await ctx.partner();
    const productId = await insertProduct(ctx.platform, partner.siteIds[0]!);
    const shareId = await insertShare(ctx.platform, productId, await ctx.site());
    const put = (product: string, fulfilmentCentreId: number | null) =>
      ctx.adminCall({ method: 'PUT', url: `/admin/products/${product}/fulfilment-centre`, payload: { fulfilmentCentreId } });
    assertProblem(await put('999999999', null), 404, 'not_found');
    assertProblem(await put(productId, 99999), 400, 'invalid_request');
    assertProblem(await put(`SLS_${shareId}`, null), 400, 'invalid_request');
    assertProblem(await put('abc', null), 400, 'invalid_request');
  });

  test('the admin OpenAPI document lists the shipping routes', async () => {
    const doc = (await ctx.admin.inject({ method: 'GET', url: '/admin/openapi.json' })).json();
    assert.ok(doc.paths['/admin/fulfilment-centres']);
    assert.ok(doc.paths['/admin/shipping-services/{serviceId}/rate-tables']);
  });
});

describe('demo shipping seed', () => {
  test('rates for US, CA, GB and DE from two centres; demo products get a centre', async () => {
    const siteIds = [await ctx.site(), await ctx.site()];
    const otherSiteId = await ctx.site();
    const usProduct = await insertProduct(ctx.platform, siteIds[0]!);
    const caProduct = await insertProduct(ctx.platform, otherSiteId);
    const world = { partnerId: 0, partnerName: '', clientId: '', clientSecret: '', siteIds, otherSiteId, orderingUserIds: {} };
    const seeded = await seedDemoShipping(ctx.platform, world);
    assert.equal(seeded.fulfilmentCentreIds.length, 2);
    assert.equal(seeded.productsAssigned, 2);

    const partner = await ctx.partner({ siteIds });
    const quote = (shipTo: Record<string, string>, weightOunces = 10) =>
      ctx.call(partner.token, {
        method: 'POST',
        url: '/v1/shipping/quote',
        payload: { siteId: siteIds[0], productId: `SLO_${usProduct}`, shipTo, weightOunces },
      });
    for (const shipTo of [
      { country: 'US', state: 'OH', postalCode: '43215' },
      { country: 'CA', state: 'QC', postalCode: 'H2X 1Y4' },
      { country: 'GB', state: 'MAN', postalCode: 'M1 1AE' },
      { country: 'DE', state: 'BY', postalCode: '80331' },
    ]) {
      const res = await quote(shipTo);
      assert.equal(res.statusCode, 200, `${shipTo.country}: ${res.body}`);
      assert.ok(res.json().quotes.length >= 2, shipTo.country);
    }
    const ohio = (await quote({ country: 'US', state: 'OH', postalCode: '43215' })).json();
    assert.ok(
      ohio.quotes.some((q: { serviceName: string }) => q.serviceName === 'Will Call (Columbus)'),
      'the custom option is offered in Ohio',
    );
    const heavyToGermany = await quote({ country: 'DE', state: 'BY', postalCode: '80331' }, 70);
    assert.equal(heavyToGermany.statusCode, 200);
    assert.deepEqual(
      heavyToGermany.json().quotes.map((q: { serviceName: string }) => q.serviceName),
      ['Parcel Express'],
    );
    assert.equal(heavyToGermany.json().warnings.length, 1, 'Global Post does not cover 70 oz: a partial result');
    assert.match(heavyToGermany.json().warnings[0], /Global Post/);

    const row = await ctx.platform.db
      .selectFrom('products')
      .select('fulfilment_centre_id')
      .where('id', '=', caProduct)
      .executeTakeFirstOrThrow();
    assert.equal(row.fulfilment_centre_id, seeded.fulfilmentCentreIds[1]);
  });
});

describe('full demo world', () => {
  test('every demo product the catalog seed made gets a centre, and the demo partner can quote one', async () => {
    const demo = await createTestContext();
    try {
      const world = await seedDemo(demo.platform);
      const products = await demo.platform.db.selectFrom('products').select(['id', 'site_id', 'fulfilment_centre_id']).execute();
      assert.ok(products.length > 0, 'the catalog seed made products');
      assert.ok(products.every((p) => p.fulfilment_centre_id !== null));
      const product = products.find((p) => p.site_id === world.siteIds[0])!;
      const token = (
        await demo.requestToken({ grant_type: 'client_credentials', client_id: world.clientId, client_secret: world.clientSecret })
      ).json().access_token;
      const res = await demo.call(token, {
        method: 'POST',
        url: '/v1/shipping/quote',
        payload: {
          siteId: world.siteIds[0],
          productId: `SLO_${product.id}`,
          shipTo: { country: 'CA', state: 'BC', postalCode: 'V6B 1A1' },
          weightOunces: 12.5,
        },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(res.json().quotes.length >= 2);
    } finally {
      await demo.close();
    }
  });
});
