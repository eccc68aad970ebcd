import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { HttpTemplateVendor, TEMPLATE_VENDOR_ID } from '../../src/catalog/templates.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';
import { product, share } from './fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let site1: number;

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner({ sites: 2 });
  site1 = partner.siteIds[0]!;
});
after(() => ctx.close());

const quote = (productId: string, payload: unknown) =>
  ctx.call(partner.token, { method: 'POST', url: `/v1/products/${productId}/quote`, payload: payload as object });
const template = (productId: string) => ctx.call(partner.token, { method: 'GET', url: `/v1/products/${productId}/template` });

describe('POST /v1/products/{productId}/quote', () => {
  test('prices by the tier for the quantity, in exact decimal strings', async () => {
    const p = await product(ctx, site1, { minQuantity: 10, maxQuantity: 1000 });
    await ctx.platform.catalog.admin.setPriceTiers(
      p.id,
      [
        { minQuantity: 10, unitPrice: '0.1' },
        { minQuantity: 100, unitPrice: '0.0725' },
        { minQuantity: 500, unitPrice: '0.05' },
      ],
      'test',
    );
    const res = await quote(p.productId, { quantity: 10 });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { productId: p.productId, quantity: 10, unitPrice: '0.10', totalPrice: '1.00' });
    assert.deepEqual((await quote(p.productId, { quantity: 333 })).json(), {
      productId: p.productId,
      quantity: 333,
      unitPrice: '0.0725',
      totalPrice: '24.14',
    });
    assert.equal((await quote(p.productId, { quantity: 1000 })).json().totalPrice, '50.00');
  });

  test('quantity over the maximum or under the minimum is quote_invalid with the message', async () => {
    const p = await product(ctx, site1, { minQuantity: 10, maxQuantity: 100 });
    await ctx.platform.catalog.admin.setPriceTiers(p.id, [{ minQuantity: 1, unitPrice: '2.00' }], 'test');
    assert.match(
      String(assertProblem(await quote(p.productId, { quantity: 101 }), 422, 'quote_invalid').detail),
      /above the maximum order quantity of 100/,
    );
    assert.match(
      String(assertProblem(await quote(p.productId, { quantity: 9 }), 422, 'quote_invalid').detail),
      /below the minimum order quantity of 10/,
    );
  });

  test('a quantity below every tier is quote_invalid', async () => {
    const p = await product(ctx, site1);
    await ctx.platform.catalog.admin.setPriceTiers(p.id, [{ minQuantity: 50, unitPrice: '1' }], 'test');
    assertProblem(await quote(p.productId, { quantity: 5 }), 422, 'quote_invalid');
  });

  test('a product without price tiers is quote_product_not_found', async () => {
    const p = await product(ctx, site1);
    assertProblem(await quote(p.productId, { quantity: 5 }), 404, 'quote_product_not_found');
  });

  test('a share is priced by its master', async () => {
    const p = await product(ctx, site1);
    await ctx.platform.catalog.admin.setPriceTiers(p.id, [{ minQuantity: 1, unitPrice: '3.333' }], 'test');
    const s = await share(ctx, p.id, partner.siteIds[1]!);
    assert.deepEqual((await quote(s.productId, { quantity: 3 })).json(), {
      productId: s.productId,
      quantity: 3,
      unitPrice: '3.333',
      totalPrice: '10.00',
    });
  });

  test('quantity missing or not a positive integer is invalid_quantity; unknown keys invalid_request', async () => {
    const p = await product(ctx, site1);
    for (const body of [
      {},
      { quantity: 0 },
      { quantity: -1 },
      { quantity: 1.5 },
      { quantity: '5' },
      { quantity: null },
      { quantity: 3e9 },
    ]) {
      assertProblem(await quote(p.productId, body), 400, 'invalid_quantity');
    }
    assertProblem(await quote(p.productId, { quantity: 1, extra: 1 }), 400, 'invalid_request');
  });

  test('unknown, foreign and malformed products', async () => {
    const other = await ctx.partner();
    const foreign = await product(ctx, other.siteIds[0]!);
    await ctx.platform.catalog.admin.setPriceTiers(foreign.id, [{ minQuantity: 1, unitPrice: '1' }], 'test');
    const a = await quote(foreign.productId, { quantity: 1 });
    const b = await quote('SLO_99999999', { quantity: 1 });
    assertProblem(a, 404, 'product_not_found');
    assert.equal(withoutRequestId(a), withoutRequestId(b));
    assertProblem(await quote('nope', { quantity: 1 }), 400, 'invalid_product_id');
    assertProblem(await quote('nope', { quantity: 0 }), 400, 'invalid_product_id');
    assertProblem(await quote('SLO_99999999', { quantity: 0 }), 400, 'invalid_quantity');
  });
});

describe('GET /v1/products/{productId}/template', () => {
  const variables = [
    { name: 'fullName', displayName: 'Full name', dataType: 'TEXT', listItems: null },
    { name: 'office', displayName: null, dataType: 'LIST', listItems: ['Boston', 'Denver'] },
  ];

  test('returns the template read live from the store (no cache)', async () => {
    const admin = ctx.platform.catalog.admin;
    const p = await product(ctx, site1, { artworkSource: 'TEMPLATE' });
    await admin.putTemplateDocument({ vendor: TEMPLATE_VENDOR_ID, templateId: 'tpl-card', variables }, 'test');
    await admin.setProductTemplate(p.id, { vendor: TEMPLATE_VENDOR_ID, templateId: 'tpl-card' }, 'test');
    const res = await template(p.productId);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { vendor: TEMPLATE_VENDOR_ID, templateId: 'tpl-card', variables });
    await admin.putTemplateDocument({ vendor: TEMPLATE_VENDOR_ID, templateId: 'tpl-card', variables: [variables[0]!] }, 'test');
    assert.equal((await template(p.productId)).json().variables.length, 1, 'a change at the vendor shows at once');
  });

  test('not templated, legacy vendor, no document configured, document missing: template_not_found alike', async () => {
    const admin = ctx.platform.catalog.admin;
    const plain = await product(ctx, site1, { artworkSource: 'UPLOAD' });
    const legacy = await product(ctx, site1, { artworkSource: 'TEMPLATE' });
    await admin.setProductTemplate(legacy.id, { vendor: 'legacy-vendor', templateId: 'old' }, 'test');
    const noDocument = await product(ctx, site1, { artworkSource: 'TEMPLATE' });
    await admin.setProductTemplate(noDocument.id, { vendor: TEMPLATE_VENDOR_ID, templateId: null }, 'test');
    const missingDocument = await product(ctx, site1, { artworkSource: 'TEMPLATE' });
    await admin.setProductTemplate(missingDocument.id, { vendor: TEMPLATE_VENDOR_ID, templateId: 'gone' }, 'test');
    const bodies = [];
    for (const p of [plain, legacy, noDocument, missingDocument]) {
      const res = await template(p.productId);
      assertProblem(res, 404, 'template_not_found');
      bodies.push(withoutRequestId(res));
    }
    assert.equal(new Set(bodies).size, 1);
    assertProblem(await template('SLO_99999999'), 404, 'product_not_found');
    assertProblem(
      await ctx.call(partner.token, { method: 'GET', url: `/v1/products/${plain.productId}/template?x=1` }),
      400,
      'unknown_query_parameter',
    );
  });
});

describe('HttpTemplateVendor', () => {
  let server: Server;
  let base: string;
  let delayMs = 0;
  before(async () => {
    server = createServer((req, res) => {
      setTimeout(() => {
        if (req.url === '/templates/tpl%201') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ templateId: 'tpl 1', variables: [{ name: 'a', dataType: 'weird-type', extra: 1 }, { noName: true }] }));
        } else if (req.url === '/templates/broken') {
          res.writeHead(500).end();
        } else {
          res.writeHead(404).end();
        }
      }, delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('reads a document, keeps dataType verbatim, drops malformed variables', async () => {
    const vendor = new HttpTemplateVendor({ baseUrl: base });
    assert.deepEqual(await vendor.fetchTemplate('tpl 1'), {
      templateId: 'tpl 1',
      variables: [{ name: 'a', displayName: null, dataType: 'weird-type', listItems: null }],
    });
    assert.equal(await vendor.fetchTemplate('missing'), null);
  });

  test('TEMPLATE_VENDOR_URL makes the template read ask the external vendor, live', async () => {
    const external = await createTestContext({ TEMPLATE_VENDOR_URL: base });
    try {
      const owner = await external.partner();
      const p = await product(external, owner.siteIds[0]!, { artworkSource: 'TEMPLATE' });
      await external.platform.catalog.admin.setProductTemplate(p.id, { vendor: TEMPLATE_VENDOR_ID, templateId: 'tpl 1' }, 'test');
      const res = await external.call(owner.token, { method: 'GET', url: `/v1/products/${p.productId}/template` });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().variables, [{ name: 'a', displayName: null, dataType: 'weird-type', listItems: null }]);
      await external.platform.catalog.admin.setProductTemplate(p.id, { vendor: TEMPLATE_VENDOR_ID, templateId: 'broken' }, 'test');
      assertProblem(
        await external.call(owner.token, { method: 'GET', url: `/v1/products/${p.productId}/template` }),
        503,
        'service_unavailable',
      );
    } finally {
      await external.close();
    }
  });

  test('failures and timeouts are service_unavailable', async () => {
    const vendor = new HttpTemplateVendor({ baseUrl: base, timeoutMs: 50 });
    await assert.rejects(vendor.fetchTemplate('broken'), { code: 'service_unavailable' });
    // The vendor would answer after 3 s; the 50 ms timeout aborts long before (a bound a loaded machine keeps).
    delayMs = 3_000;
    const started = Date.now();
    await assert.rejects(vendor.fetchTemplate('tpl 1'), { code: 'service_unavailable' });
    assert.ok(Date.now() - started < 2_500, 'aborted at the timeout');
    delayMs = 0;
  });
});
