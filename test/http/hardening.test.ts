// Root mechanisms every route inherits: integers bounded to their column,
// unstorable text refused with the field's code, Content-Type problems,
// 405 with Allow, validation detail in words, credentials out of the logs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Type } from 'typebox';
import { createHttpApp } from '../../src/http/app.ts';
import { validateRequest } from '../../src/http/validation/validation.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { product } from '../catalog/fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let productId: string;
before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
  productId = (await product(ctx, partner.siteIds[0]!)).productId;
});
after(() => ctx.close());

const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

describe('integers are bounded to their column on every route', () => {
  test('admin bodies: beyond int32, beyond 2^53, 1e21 and 1e309 are 400, never a database error', async () => {
    for (const n of ['2147483648', '-2147483649', '9007199254740993', '1e21', '1e309', '-1e309']) {
      const res = await ctx.adminCall({ method: 'POST', url: '/admin/segments', ...json(`{"siteId":${n},"name":"x"}`) });
      assertProblem(res, 400, 'invalid_request');
      assert.doesNotMatch(res.json().detail, /\^|\$|\[0-9\]/, 'detail speaks words, not patterns');
    }
  });

  test('an integer schema without a maximum is bounded when the route is registered, and the OpenAPI document says so', async () => {
    const doc = (await ctx.adminCall({ method: 'GET', url: '/admin/openapi.json' })).json();
    const siteId = doc.paths['/admin/segments'].post.requestBody.content['application/json'].schema.properties.siteId;
    assert.equal(siteId.maximum, 2147483647);
    assert.equal(siteId.minimum, 1);
  });

  test('partner bodies too', async () => {
    const res = await ctx.call(partner.token, { method: 'PATCH', url: `/v1/products/${productId}`, ...json('{"minQuantity":1e309}') });
    assertProblem(res, 400, 'invalid_product_patch');
  });
});

describe("unstorable text is refused like NUL, with the field's code", () => {
  test('a lone surrogate in an admin field is 400, not a 500 from the audit log', async () => {
    const res = await ctx.adminCall({ method: 'POST', url: '/admin/sites', ...json('{"name":"a\\ud800b","url":"https://x.example.com"}') });
    assertProblem(res, 400, 'invalid_request');
    assert.match(res.json().detail, /^name /);
  });

  test('on the partner API it is refused with the body code, not stored as U+FFFD', async () => {
    const res = await ctx.call(partner.token, { method: 'PATCH', url: `/v1/products/${productId}`, ...json('{"name":"\\udc00"}') });
    assertProblem(res, 400, 'invalid_product_patch');
    assert.notEqual((await ctx.call(partner.token, { method: 'GET', url: `/v1/products/${productId}` })).json().name, '\ufffd');
  });

  test("a field carrying its own code answers it; other fields the route's body code", async () => {
    assertProblem(
      await ctx.call(partner.token, { method: 'GET', url: `/v1/products?siteId=${partner.siteIds[0]}&q=a%00b` }),
      400,
      'invalid_query',
    );
    const payload = `{"siteId":${partner.siteIds[0]},"shipTo":{"country":"US","state":"OH","postalCode":"4\\ud8003004"},"weightOunces":1}`;
    assertProblem(
      await ctx.call(partner.token, { method: 'POST', url: '/v1/shipping/quote', ...json(payload) }),
      400,
      'invalid_shipping_quote_request',
    );
  });

  test('a well-formed astral character (a surrogate pair) is fine', async () => {
    const res = await ctx.call(partner.token, {
      method: 'PATCH',
      url: `/v1/products/${productId}`,
      ...json('{"name":"Mug \\ud83d\\ude00"}'),
    });
    assert.equal(res.statusCode, 200, res.body);
  });

  // Each kind of ill-formed UTF-8: a lone continuation byte, an overlong form, a truncated sequence, an encoded
  // surrogate, a code point past U+10FFFF, a byte UTF-8 never uses.
  const notUtf8 = [[0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xff]];
  const bodyWith = (prefix: string, bytes: number[], suffix: string) =>
    Buffer.concat([Buffer.from(prefix), Buffer.from(bytes), Buffer.from(suffix)]);

  test('a JSON body that is not UTF-8 is refused with the body code (partner and admin), never stored as U+FFFD', async () => {
    for (const bytes of notUtf8) {
      const patch = await ctx.call(partner.token, {
        method: 'PATCH',
        url: `/v1/products/${productId}`,
        ...json(''),
        payload: bodyWith('{"name":"Mug', bytes, '"}'),
      });
      assertProblem(patch, 400, 'invalid_product_patch');
      assert.match(patch.json().detail, /UTF-8/);
      const site = await ctx.adminCall({
        method: 'POST',
        url: '/admin/sites',
        ...json(''),
        payload: bodyWith('{"name":"a', bytes, '","url":"https://x.example.com"}'),
      });
      assertProblem(site, 400, 'invalid_request');
    }
    assert.doesNotMatch((await ctx.call(partner.token, { method: 'GET', url: `/v1/products/${productId}` })).json().name, /\ufffd/);
  });

  test("a query value that is not validly percent-encoded UTF-8 is refused with its field's code, not searched for as typed", async () => {
    const list = (q: string) => ctx.call(partner.token, { method: 'GET', url: `/v1/products?siteId=${partner.siteIds[0]}&q=${q}` });
    for (const q of ['%FF', '%C0%AF', '%E2%82', 'a%ED%A0%80', '%F4%90%80%80', '100%', '%zz', 'a%2']) {
      const res = await list(q);
      assertProblem(res, 400, 'invalid_query');
      assert.deepEqual(res.json().errors[0], { in: 'query', field: 'q', detail: 'q is not validly percent-encoded UTF-8.' }, q);
    }
    for (const q of ['%E2%82%AC', 'a+b', '100%25', 'caf%C3%A9']) assert.equal((await list(q)).statusCode, 200, q);
    // A name that does not decode is no parameter the route takes.
    assertProblem(await list('x&%FF=1'), 400, 'unknown_query_parameter');
  });

  test("a parameter given twice is refused as repeated, each with its field's code, whatever its type", async () => {
    const site = partner.siteIds[0];
    for (const [query, field, code] of [
      [`siteId=${site}&limit=2&limit=3`, 'limit', 'invalid_request'],
      [`siteId=${site}&q=a&q=b`, 'q', 'invalid_query'],
      [`siteId=${site}&siteId=${site}`, 'siteId', 'invalid_site_id'],
    ] as const) {
      const res = await ctx.call(partner.token, { method: 'GET', url: `/v1/products?${query}` });
      assertProblem(res, 400, code);
      assert.deepEqual(res.json().errors[0], { in: 'query', field, detail: `${field} is given more than once; give it once.` }, query);
    }
  });

  test('a JSON body with a Content-Encoding is refused with the body code, not read as if plain; identity is plain', async () => {
    const patch = (coding: string) =>
      ctx.call(partner.token, {
        method: 'PATCH',
        url: `/v1/products/${productId}`,
        payload: '{"name":"Mug"}',
        headers: { 'content-type': 'application/json', 'content-encoding': coding },
      });
    for (const coding of ['gzip', 'br', 'deflate', 'x-gzip', 'gzip, identity']) {
      const res = await patch(coding);
      assertProblem(res, 400, 'invalid_product_patch');
      assert.match(res.json().detail, /Content-Encoding/, coding);
    }
    assert.equal((await patch('identity')).statusCode, 200);
  });

  test('well-formed multi-byte UTF-8 in a body is taken as sent', async () => {
    const name = 'Tasse é € 𝄞';
    const res = await ctx.call(partner.token, {
      method: 'PATCH',
      url: `/v1/products/${productId}`,
      ...json(''),
      payload: Buffer.from(JSON.stringify({ name })),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().name, name);
  });

  test("NUL in the token endpoint's client_id (form or Basic) is invalid_client, not a 500", async () => {
    const form = await ctx.requestToken({ grant_type: 'client_credentials', client_id: 'a\u0000b', client_secret: 's' });
    assertProblem(form, 401, 'invalid_client');
    const basic = await ctx.requestToken(
      { grant_type: 'client_credentials' },
      { authorization: `Basic ${Buffer.from('a%00b:s').toString('base64')}` },
    );
    assertProblem(basic, 401, 'invalid_client');
  });
});

describe('Content-Type problems are mapped by the one error handler', () => {
  for (const type of ['json', 'text', '', 'application/json, text/plain']) {
    test(`Content-Type "${type}"`, async () => {
      const res = await ctx.call(partner.token, {
        method: 'PATCH',
        url: `/v1/products/${productId}`,
        payload: '{"name":"x"}',
        headers: { 'content-type': type },
      });
      assertProblem(res, 400, 'invalid_product_patch');
      const token = await ctx.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: 'grant_type=client_credentials',
        headers: { 'content-type': type },
      });
      const body = assertProblem(token, 400, 'invalid_request');
      assert.equal(body.error, 'invalid_request');
    });
  }

  test("the token endpoint's over-size error carries the RFC 6749 error member", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: `grant_type=client_credentials&x=${'a'.repeat(300_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const body = assertProblem(res, 400, 'invalid_request');
    assert.equal(body.error, 'invalid_request');
    assert.equal(typeof body.error_description, 'string');
  });
});

describe('405 and words', () => {
  test('a known path with another method is 405 with Allow, on both hosts', async () => {
    const res = await ctx.call(partner.token, { method: 'DELETE', url: `/v1/products/${productId}` });
    assertProblem(res, 405, 'method_not_allowed');
    assert.equal(res.headers.allow, 'GET, HEAD, PATCH');
    const admin = await ctx.adminCall({ method: 'DELETE', url: '/admin/sites' });
    assertProblem(admin, 405, 'method_not_allowed');
    assert.match(String(admin.headers.allow), /GET/);
    assertProblem(await ctx.call(partner.token, { method: 'GET', url: '/v1/nothing-here' }), 404, 'not_found');
  });

  test('validation detail speaks words, not regular expressions', async () => {
    const detail = async (url: string) => (await ctx.call(partner.token, { method: 'GET', url })).json().detail as string;
    assert.equal(await detail('/v1/products?limit=0'), 'limit must be a whole number from 1.');
    assert.equal(await detail('/v1/sites/abc'), 'siteId must be a positive whole number of at most 9 digits.');
    assert.match(await detail('/v1/products/XYZ'), /^productId must be a product id/);
    assert.doesNotMatch(await detail('/v1/products/XYZ'), /\^|\\d/);
  });
});

describe('logs never hold credentials', () => {
  test('credential-like query values are redacted; the path and other parameters stay', async () => {
    const lines: string[] = [];
    const app = createHttpApp({ logLevel: 'info', logStream: { write: (line: string) => void lines.push(line) } });
    app.get('/things', { schema: { querystring: Type.Object({ page: Type.Optional(Type.String()) }) } }, async (request) => {
      validateRequest(request);
      return { ok: true };
    });
    const secrets = ['S3CRET-access', 'S3CRET-client', 'S3CRET-sig', 'S3CRET-key'];
    await app.inject({
      method: 'GET',
      url: `/things?page=2&access_token=${secrets[0]}&client_secret=${secrets[1]}&X-Amz-Signature=${secrets[2]}&api_key=${secrets[3]}`,
    });
    await app.inject({ method: 'GET', url: `/nowhere?token=${secrets[0]}`, headers: { authorization: `Bearer ${secrets[1]}` } });
    await app.close();
    const log = lines.join('');
    assert.equal(lines.filter((l) => l.includes('"msg":"request completed"')).length, 2, 'each request logged its end');
    for (const secret of secrets) assert.ok(!log.includes(secret), `${secret} leaked into the log`);
    assert.match(log, /\/things\?page=2&access_token=\[redacted\]&client_secret=\[redacted\]/);
  });
});

describe('answers to staff are kept by no cache', () => {
  test('every admin answer to a signed-in caller is Cache-Control: no-store, an error included; the public document is not', async () => {
    for (const url of ['/admin/partners', '/admin/orders', '/admin/partners/999999', '/admin/orders?limit=0']) {
      const res = await ctx.adminCall({ method: 'GET', url });
      assert.equal(res.headers['cache-control'], 'no-store', `${url}: ${res.statusCode}`);
    }
    assert.notEqual((await ctx.adminCall({ method: 'GET', url: '/admin/openapi.json' })).headers['cache-control'], 'no-store');
  });
});
