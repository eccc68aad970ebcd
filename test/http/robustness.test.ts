// Bad input never gets a 500: every partner route, reached through the
// OpenAPI document the service publishes, is sent malformed ids, query
// values and bodies, and must answer a 4xx problem document each time.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { image, product, segment, variant } from '../catalog/fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let calls = 0;
let paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner({ sites: 2 });
  // Real records behind id 1, so bad input also reaches the rules past existence.
  const p = await product(ctx, partner.siteIds[0]!, { minQuantity: 1, maxQuantity: 10 });
  assert.equal(p.productId, 'SLO_1');
  await variant(ctx, p.id);
  await image(ctx, p.id);
  await segment(ctx, partner.siteIds[0]!);
  await ctx.platform.catalog.admin.setPriceTiers(p.id, [{ minQuantity: 1, unitPrice: '1.00' }], 'test');
  paths = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json().paths;
});
after(async () => {
  await ctx.close();
  // The sweep is only worth something if it reached the routes.
  assert.ok(Object.keys(paths).length >= 15, `only ${Object.keys(paths).length} paths published`);
  assert.ok(calls >= 500, `only ${calls} requests sent`);
});

const BAD_IDS = ['0', '-1', 'abc', '99999999999999999999', '1.5', '%00', 'SLO_', 'SLO_1x', '%F0%9F%92%A9', "1'or'1"];
const BAD_VALUES: unknown[] = [null, true, -1, 0, 1e308, 2 ** 31, 'x'.repeat(5000), '\u0000', '💩', [], {}, [null], { a: { b: { c: 1 } } }];
const BAD_QUERY = ['', '%00', '-1', '0', 'x'.repeat(3000), 'true', '[]', 'SLO_1', '99999999999999'];

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

async function expectClientError(method: string, url: string, payload?: unknown) {
  calls += 1;
  const res = await ctx.call(partner.token, {
    method: method as 'GET',
    url,
    ...(payload !== undefined ? { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } } : {}),
  });
  assert.ok(
    res.statusCode < 500,
    `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
  );
  if (res.statusCode >= 400) {
    assert.match(String(res.headers['content-type']), /^application\/problem\+json/, `${method} ${url}`);
    assert.equal(typeof res.json().code, 'string');
  }
}

test('malformed path ids never answer 5xx', async () => {
  for (const [path, ops] of Object.entries(paths)) {
    if (!path.includes('{')) continue;
    for (const method of Object.keys(ops)) {
      for (const bad of BAD_IDS) await expectClientError(method.toUpperCase(), fill(path, bad), method === 'get' ? undefined : {});
    }
  }
});

test('malformed query values never answer 5xx', async () => {
  for (const [path, ops] of Object.entries(paths)) {
    const get = ops.get;
    if (!get) continue;
    const url = fill(path, path.includes('products/') ? 'SLO_1' : '1');
    for (const param of (get.parameters ?? []).filter((p) => p.in === 'query')) {
      for (const value of BAD_QUERY)
        await expectClientError('GET', `${url}?${param.name}=${encodeURIComponent(value).replace('%2500', '%00')}`);
    }
  }
});

test('malformed bodies never answer 5xx', async () => {
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (method === 'get' || !op.requestBody) continue;
      const url = fill(path, path.includes('products/') ? 'SLO_1' : '1');
      const schema = (op.requestBody as { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }).content[
        'application/json'
      ]?.schema;
      for (const value of BAD_VALUES) {
        await expectClientError(method.toUpperCase(), url, value);
        for (const field of Object.keys(schema?.properties ?? {})) await expectClientError(method.toUpperCase(), url, { [field]: value });
      }
    }
  }
});

test('the admin API never answers 5xx to malformed input either', async () => {
  const adminPaths: typeof paths = (await ctx.adminCall({ method: 'GET', url: '/admin/openapi.json' })).json().paths;
  for (const [path, ops] of Object.entries(adminPaths)) {
    for (const [method, op] of Object.entries(ops)) {
      const urls = path.includes('{') ? BAD_IDS.map((bad) => fill(path, bad)) : [path];
      urls.push(fill(path, path.includes('products/') || path.includes('shares/') ? 'SLO_1' : '1'));
      for (const url of urls) {
        const bodies: unknown[] = method === 'get' || method === 'delete' ? [undefined] : [{}, ...BAD_VALUES];
        const schema = (op.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined)
          ?.content?.['application/json']?.schema;
        for (const field of Object.keys(schema?.properties ?? {}))
          bodies.push({ [field]: null }, { [field]: 'x'.repeat(5000) }, { [field]: -1 });
        for (const payload of bodies) {
          calls += 1;
          const res = await ctx.adminCall({
            method: method.toUpperCase() as 'GET',
            url,
            ...(payload !== undefined ? { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } } : {}),
          });
          assert.ok(
            res.statusCode < 500,
            `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
  }
});
