// POST /v1/shipping/quote through HTTP: every rule of the spec's section.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';
import { band, createCentre, insertProduct, insertShare } from './fixtures.ts';
import { dereferenced } from '../helpers/openapi.ts';

let ctx: TestContext;
let partner: TestPartner;
let other: TestPartner;
let s1: number;
let s2: number;
let ungranted: number;
const products: Record<string, string> = {};

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner({ sites: 2 });
  [s1, s2] = partner.siteIds as [number, number];
  other = await ctx.partner({ name: 'Other Partner' });
  ungranted = await ctx.site('Ungranted');

  const main = await createCentre(ctx.platform, [
    {
      name: 'Parcel Ground',
      kind: 'carrier',
      handlingFee: '0.20',
      tables: [
        { country: 'US', bands: [band('16', '0.10'), band('80', '5.55'), band('5000000', '999.99')] },
        { country: 'CA', bands: [band('16', '12.00')] },
        { country: 'GB', bands: [band('16', '15.00')] },
        { country: 'DE', bands: [band('16', '14.00')] },
        { country: 'HK', bands: [band('16', '25.00')] },
      ],
    },
    { name: 'Parcel Express', kind: 'carrier', tables: [{ country: 'US', bands: [band('16', '20.00')] }] },
    { name: 'Will Call Pickup', kind: 'custom', tables: [{ country: 'US', states: ['OH'], bands: [band('5000000', '0')] }] },
    { name: 'Switched Off', kind: 'carrier', enabled: false, tables: [{ country: 'US', bands: [band('5000000', '0.01')] }] },
  ]);
  const islands = await createCentre(ctx.platform, [
    { name: 'Mainland Ground', kind: 'carrier', tables: [{ country: 'US', bands: [band('16', '3')] }] },
    { name: 'Island Air', kind: 'carrier', tables: [{ country: 'US', states: ['HI'], bands: [band('16', '9')] }] },
  ]);
  const unpriced = await createCentre(ctx.platform, []);
  const disabledOnly = await createCentre(ctx.platform, [
    { name: 'Only Disabled', kind: 'carrier', enabled: false, tables: [{ country: 'US', bands: [band('16', '1.00')] }] },
  ]);

  products.main = await insertProduct(ctx.platform, s1, main);
  products.islands = await insertProduct(ctx.platform, s1, islands);
  products.noCentre = await insertProduct(ctx.platform, s1, null);
  products.unpriced = await insertProduct(ctx.platform, s1, unpriced);
  products.disabledOnly = await insertProduct(ctx.platform, s1, disabledOnly);
  products.onSite2 = await insertProduct(ctx.platform, s2, main);
  products.share = await insertShare(ctx.platform, products.main, s2);
  products.otherPartners = await insertProduct(ctx.platform, other.siteIds[0]!, main);
  products.ungranted = await insertProduct(ctx.platform, ungranted, main);
});
after(() => ctx.close());

type Body = Record<string, unknown>;
const OHIO = { country: 'US', state: 'OH', postalCode: '43004' };

function body(overrides: Body = {}): Body {
  return { siteId: s1, productId: `SLO_${products.main}`, shipTo: { ...OHIO }, weightOunces: 10, ...overrides };
}

function quote(payload: unknown, token = partner.token, url = '/v1/shipping/quote') {
  return ctx.call(token, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('priced quotes (200)', () => {
  test('every enabled service that covers the shipment, cheapest first, with exactly the published fields', async () => {
    const res = await quote(body());
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.deepEqual(res.json(), {
      quotes: [
        { serviceName: 'Will Call Pickup', price: '0.00' },
        { serviceName: 'Parcel Ground', price: '0.30' },
        { serviceName: 'Parcel Express', price: '20.00' },
      ],
      warnings: [],
      messages: [],
    });
  });

  test('prices are exact decimal strings (0.10 + 0.20 handling is "0.30", never a float)', async () => {
    const res = await quote(body({ shipTo: { country: 'US', state: 'NY', postalCode: '10001' } }));
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.body, /"price":"0\.30"/);
    assert.ok(!res.body.includes('0.30000000000000004'));
    for (const q of res.json().quotes) assert.equal(typeof q.price, 'string');
  });

  test('internal service ids and the carrier/custom flag are never published', async () => {
    const res = await quote(body());
    for (const q of res.json().quotes) assert.deepEqual(Object.keys(q).sort(), ['price', 'serviceName']);
    assert.ok(!/serviceId|kind|carrier|custom/i.test(res.body.replace(/"serviceName":"[^"]*"/g, '')));
  });

  test('a carrier whose rate table does not cover the weight makes a partial result with a warning', async () => {
    const res = await quote(body({ shipTo: { country: 'US', state: 'CA', postalCode: '90210' }, weightOunces: 20 }));
    assert.equal(res.statusCode, 200, res.body);
    const json = res.json();
    assert.deepEqual(json.quotes, [{ serviceName: 'Parcel Ground', price: '5.75' }]);
    assert.equal(json.warnings.length, 1);
    assert.match(json.warnings[0], /Parcel Express/);
    assert.deepEqual(json.messages, []);
  });

  test('a carrier rating the country but not the destination subdivision is a warning; one not serving the country is not', async () => {
    const islands = await quote(
      body({ productId: `SLO_${products.islands}`, shipTo: { country: 'US', state: 'OH', postalCode: '43004' } }),
    );
    assert.equal(islands.statusCode, 200, islands.body);
    assert.deepEqual(islands.json().quotes, [{ serviceName: 'Mainland Ground', price: '3.00' }]);
    assert.equal(islands.json().warnings.length, 1);
    assert.match(islands.json().warnings[0], /Island Air/);
    const hawaii = await quote(body({ productId: `SLO_${products.islands}`, shipTo: { country: 'US', state: 'HI', postalCode: '96813' } }));
    assert.deepEqual(hawaii.json(), {
      quotes: [
        { serviceName: 'Mainland Ground', price: '3.00' },
        { serviceName: 'Island Air', price: '9.00' },
      ],
      warnings: [],
      messages: [],
    });
    const canada = await quote(body({ shipTo: { country: 'CA', state: 'ON', postalCode: 'K1A 0B1' } }));
    assert.equal(canada.statusCode, 200, canada.body);
    assert.deepEqual(canada.json().quotes, [{ serviceName: 'Parcel Ground', price: '12.20' }]);
    assert.deepEqual(canada.json().warnings, [], 'Parcel Express does not serve CA at all: not a partial result');
  });

  test('GB and DE destinations; state by suffix or full code, any case; country in lower case', async () => {
    const gb = await quote(body({ shipTo: { country: 'gb', state: 'gb-lnd', postalCode: 'SW1A 1AA' } }));
    assert.equal(gb.statusCode, 200, gb.body);
    assert.deepEqual(gb.json().quotes, [{ serviceName: 'Parcel Ground', price: '15.20' }]);
    const de = await quote(body({ shipTo: { country: 'DE', state: 'BE', postalCode: '10115' } }));
    assert.equal(de.statusCode, 200, de.body);
    assert.deepEqual(de.json().quotes, [{ serviceName: 'Parcel Ground', price: '14.20' }]);
    const full = await quote(body({ shipTo: { country: 'US', state: 'US-OH', postalCode: '43004' } }));
    assert.equal(full.json().quotes.length, 3);
  });

  test('a country without subdivisions takes an empty state; an unchecked postal code is noted in messages', async () => {
    const res = await quote(body({ shipTo: { country: 'HK', state: '', postalCode: '' } }));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().quotes, [{ serviceName: 'Parcel Ground', price: '25.20' }]);
    assert.equal(res.json().messages.length, 1);
    assert.match(res.json().messages[0], /HK/);
  });

  test("an SLS_ share ships from its master product's fulfilment centre", async () => {
    const res = await quote(body({ siteId: s2, productId: `SLS_${products.share}` }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().quotes.length, 3);
  });

  test('weight bounds: 5000000 and a tiny positive weight are accepted', async () => {
    const max = await quote(body({ weightOunces: 5000000 }));
    assert.equal(max.statusCode, 200, max.body);
    assert.deepEqual(max.json().quotes, [
      { serviceName: 'Will Call Pickup', price: '0.00' },
      { serviceName: 'Parcel Ground', price: '1000.19' },
    ]);
    assert.equal(max.json().warnings.length, 1);
    const tiny = await quote(body({ weightOunces: 0.0001 }));
    assert.equal(tiny.statusCode, 200, tiny.body);
  });
});

describe('site and product (400 invalid_site_id, 404 product_not_found)', () => {
  test('siteId must be a granted site', async () => {
    assertProblem(await quote(body({ siteId: ungranted, productId: `SLO_${products.ungranted}` })), 400, 'invalid_site_id');
    assertProblem(await quote(body({ siteId: other.siteIds[0], productId: `SLO_${products.otherPartners}` })), 400, 'invalid_site_id');
    assertProblem(await quote(body({ siteId: 987654 })), 400, 'invalid_site_id');
  });

  test('siteId that is not a positive integer', async () => {
    for (const siteId of [0, -1, 1.5, '1', true, 2147483648]) {
      assertProblem(await quote(body({ siteId })), 400, 'invalid_site_id');
    }
  });

  test('a missing siteId is a body failure, like any missing field', async () => {
    const { siteId: _omit, ...missing } = body();
    assertProblem(await quote(missing), 400, 'invalid_shipping_quote_request');
  });

  test("a missing product, another site's, another partner's and an ungranted site's product answer identically", async () => {
    const missing = await quote(body({ productId: 'SLO_999999999999999999' }));
    assertProblem(missing, 404, 'product_not_found');
    const cases = [
      `SLO_${products.onSite2}`, // exists, granted, but on another site than siteId
      `SLO_${products.otherPartners}`,
      `SLO_${products.ungranted}`,
      `SLS_${products.main}`, // an SLO_ number used as a share
      `SLO_${products.share}`, // a share number used as a product
    ];
    for (const productId of cases) {
      const res = await quote(body({ productId }));
      assertProblem(res, 404, 'product_not_found');
      assert.equal(
        withoutRequestId(res).replace(productId, 'ID'),
        withoutRequestId(missing).replace('SLO_999999999999999999', 'ID'),
        productId,
      );
    }
  });

  test('an SLS_ share is only found on the site it is shared to', async () => {
    assertProblem(await quote(body({ siteId: s1, productId: `SLS_${products.share}` })), 404, 'product_not_found');
  });

  test('order of checks: body (400) before site grant (400) before product (404) before destination (422)', async () => {
    assertProblem(await quote(body({ siteId: ungranted, extra: 1 })), 400, 'invalid_shipping_quote_request');
    assertProblem(await quote(body({ siteId: ungranted, productId: 'SLO_999999' })), 400, 'invalid_site_id');
    assertProblem(
      await quote(body({ productId: 'SLO_999999', shipTo: { country: 'XX', state: 'OH', postalCode: '1' } })),
      404,
      'product_not_found',
    );
  });
});

describe('scope and authentication', () => {
  test('a credential without products:read is refused with 403 insufficient_scope', async () => {
    const narrow = await ctx.partner({ scopes: ['partner-api/sites:read', 'partner-api/products:write'], siteIds: [s1] });
    assertProblem(await quote(body(), narrow.token), 403, 'insufficient_scope');
  });
  test('no credential is 401 invalid_token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/shipping/quote', payload: body() });
    assertProblem(res, 401, 'invalid_token');
  });
});

describe('body validation (400 invalid_shipping_quote_request)', () => {
  const invalid = (res: Awaited<ReturnType<typeof quote>>) => assertProblem(res, 400, 'invalid_shipping_quote_request');

  test('an unknown property at top level and inside shipTo', async () => {
    const top = invalid(await quote(body({ currency: 'USD' })));
    assert.match(String(top.detail), /currency/);
    const nested = invalid(await quote(body({ shipTo: { ...OHIO, city: 'Columbus' } })));
    assert.match(String(nested.detail), /city/);
    invalid(await quote(body({ shipTo: { ...OHIO, Country: 'US' } })));
  });

  test('missing or malformed fields', async () => {
    const { shipTo: _s, ...noShipTo } = body();
    invalid(await quote(noShipTo));
    const { weightOunces: _w, ...noWeight } = body();
    invalid(await quote(noWeight));
    for (const field of ['country', 'state', 'postalCode']) {
      const shipTo: Body = { ...OHIO };
      delete shipTo[field];
      invalid(await quote(body({ shipTo })));
    }
    invalid(await quote(body({ shipTo: { ...OHIO, country: 'USA' } })));
    invalid(await quote(body({ shipTo: { ...OHIO, country: 'U1' } })));
    invalid(await quote(body({ shipTo: { ...OHIO, country: 1 } })));
    invalid(await quote(body({ shipTo: { ...OHIO, postalCode: 43004 } })));
    invalid(await quote(body({ shipTo: { ...OHIO, postalCode: 'x'.repeat(21) } })));
    invalid(await quote(body({ shipTo: 'US' })));
    invalid(await quote(body({ weightOunces: '10' })));
    for (const productId of ['SLX_1', 'SLO_', 'slo_1', 'SLO_1234567890123456789', 'SLO_1 ', 17]) {
      invalid(await quote(body({ productId })));
    }
  });

  test('malformed JSON, an empty body, a non-object body, a non-JSON content type', async () => {
    invalid(await quote('{"siteId": 1,'));
    invalid(await quote(''));
    invalid(await quote([body()]));
    invalid(await quote('null'));
    invalid(
      await ctx.call(partner.token, {
        method: 'POST',
        url: '/v1/shipping/quote',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      }),
    );
  });

  test('weightOunces outside 0 < w <= 5000000', async () => {
    for (const weightOunces of [0, -0, -1, -0.5, 5000000.01, 5000001, 1e308]) {
      const res = invalid(await quote(body({ weightOunces })));
      assert.match(String(res.detail), /weightOunces/);
    }
  });

  test('null for any field is null_not_supported', async () => {
    for (const field of ['siteId', 'productId', 'shipTo', 'weightOunces']) {
      assertProblem(await quote(body({ [field]: null })), 400, 'null_not_supported');
    }
    for (const field of ['country', 'state', 'postalCode']) {
      assertProblem(await quote(body({ shipTo: { ...OHIO, [field]: null } })), 400, 'null_not_supported');
    }
  });

  test('query parameters are refused', async () => {
    assertProblem(await quote(body(), partner.token, '/v1/shipping/quote?siteId=1'), 400, 'unknown_query_parameter');
  });
});

describe('destination (422 unknown_country_code, unknown_state_code)', () => {
  test('a two-letter code that is not an ISO 3166-1 country', async () => {
    assertProblem(await quote(body({ shipTo: { ...OHIO, country: 'XX' } })), 422, 'unknown_country_code');
    assertProblem(await quote(body({ shipTo: { ...OHIO, country: 'UK' } })), 422, 'unknown_country_code');
  });
  test('a state that is not a subdivision of the given country', async () => {
    for (const state of ['ZZ', 'ON', 'CA-ON', '', 'Ohio']) {
      assertProblem(await quote(body({ shipTo: { ...OHIO, state } })), 422, 'unknown_state_code');
    }
    assertProblem(await quote(body({ shipTo: { country: 'HK', state: 'HK', postalCode: '' } })), 422, 'unknown_state_code');
  });
});

describe('nothing priced (422 shipping_quote_unavailable, never an empty 200)', () => {
  const unavailable = async (payload: Body) => {
    const res = await quote(payload);
    assertProblem(res, 422, 'shipping_quote_unavailable');
    return res;
  };

  test('productId omitted: no fulfilment origin', async () => {
    const { productId: _p, ...noProduct } = body();
    await unavailable(noProduct);
  });
  test('an invalid postal code for the country', async () => {
    await unavailable(body({ shipTo: { ...OHIO, postalCode: 'ABCDE' } }));
    await unavailable(body({ shipTo: { ...OHIO, postalCode: '' } }));
    await unavailable(body({ shipTo: { country: 'CA', state: 'ON', postalCode: '90210' } }));
  });
  test('a product without a fulfilment centre, or whose centre cannot be priced', async () => {
    await unavailable(body({ productId: `SLO_${products.noCentre}` }));
    await unavailable(body({ productId: `SLO_${products.unpriced}` }));
    await unavailable(body({ productId: `SLO_${products.disabledOnly}` }));
  });
  test('no service covers the destination or the weight', async () => {
    await unavailable(body({ shipTo: { country: 'FR', state: '75C', postalCode: '75001' } }));
    await unavailable(body({ shipTo: { country: 'CA', state: 'ON', postalCode: 'K1A 0B1' }, weightOunces: 17 }));
  });
});

describe('OpenAPI', () => {
  test('the route and its strict response schema are published', async () => {
    const doc = dereferenced((await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json());
    const op = doc.paths['/v1/shipping/quote'].post;
    const schema = op.responses['200'].content['application/json'].schema;
    assert.equal(schema.additionalProperties, false);
    assert.deepEqual(Object.keys(schema.properties).sort(), ['messages', 'quotes', 'warnings']);
    assert.equal(schema.properties.quotes.items.additionalProperties, false);
    assert.equal(op.requestBody.content['application/json'].schema.additionalProperties, false);
  });
});
