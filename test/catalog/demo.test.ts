import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';

let ctx: TestContext;
let world: DemoWorld;
let token: string;

before(async () => {
  ctx = await createTestContext();
  world = await seedDemo(ctx.platform);
  const res = await ctx.requestToken({
    grant_type: 'client_credentials',
    client_id: world.clientId,
    client_secret: world.clientSecret,
    scope: 'partner-api/products:read partner-api/products:write',
  });
  token = res.json().access_token;
});
after(() => ctx.close());

const get = (url: string) => ctx.call(token, { method: 'GET', url });

describe('demo catalog', () => {
  test('the demo partner sees STOCK and POD, owned and shared products on its two sites', async () => {
    const { products } = (await get('/v1/products')).json();
    const byName = new Map(products.map((p: { name: string; productId: string }) => [`${p.name}@${p.productId.slice(0, 3)}`, p]));
    assert.ok(byName.has('Logo T-shirt@SLO'));
    assert.ok(byName.has('Logo T-shirt@SLS'));
    assert.ok(byName.has('Business cards@SLO'));
    assert.ok(byName.has('Branded mug@SLO'));
    assert.ok(products.every((p: { siteId: number }) => world.siteIds.includes(p.siteId)));
    assert.deepEqual(new Set(products.map((p: { serviceType: string }) => p.serviceType)), new Set(['STOCK', 'POD']));
  });

  test('the templated product has a template, products are priced, search works', async () => {
    const cards = (await get(`/v1/products?siteId=${world.siteIds[0]}&q=business%20cards`)).json().products[0];
    assert.equal(cards.artworkSource, 'TEMPLATE');
    const template = (await get(`/v1/products/${cards.productId}/template`)).json();
    assert.equal(template.templateId, 'acme-business-card-v2');
    assert.ok(template.variables.some((v: { listItems: string[] | null }) => Array.isArray(v.listItems)));
    const quote = await ctx.call(token, { method: 'POST', url: `/v1/products/${cards.productId}/quote`, payload: { quantity: 500 } });
    assert.deepEqual(quote.json(), { productId: cards.productId, quantity: 500, unitPrice: '0.096', totalPrice: '48.00' });
    assertProblem(
      await ctx.call(token, { method: 'POST', url: `/v1/products/${cards.productId}/quote`, payload: { quantity: 100 } }),
      422,
      'quote_invalid',
    );
  });

  test('segments of both sites are listed', async () => {
    const { segments } = (await get('/v1/segments')).json();
    assert.equal(segments.length, 3);
  });
});
