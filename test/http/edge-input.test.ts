// What outside campaigns sent at the edge of every listener:
// Host headers that are no authority, JSON nested thousands of
// levels deep, and methods no route implements. Each is a problem document,
// never a 500. (No timing here: bench/body-cost.ts measures the cost.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { createHttpApp } from '../../src/http/app.ts';
import {
  jsonShapeRefusal,
  MAX_JSON_CONTAINERS,
  MAX_JSON_DEPTH,
  MAX_JSON_MEMBERS,
  MAX_JSON_MEMBERS_TOTAL,
  MAX_JSON_VALUES,
} from '../../src/http/json-shape.ts';
import { validateRequest } from '../../src/http/validation/validation.ts';
import { buildMtlsApp } from '../../src/app/hosts/mtls.ts';
import { generateServerIdentity } from '../../src/identity/mtls/server-identity.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { sendRaw } from '../fuzz/framing.ts';
import { product } from '../catalog/fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let productId: string;
let mtls: FastifyInstance;
before(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'loopback' });
  partner = await ctx.partner();
  productId = (await product(ctx, partner.siteIds[0]!)).productId;
  mtls = await buildMtlsApp(ctx.platform, await generateServerIdentity());
});
after(async () => {
  await mtls.close();
  await ctx.close();
});

const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'tools/list',
};
const META = { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } };
const TOOLS_LIST = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: META });
const mcp = (payload: string, headers: Record<string, string> = {}) =>
  ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', headers: { ...MCP_HEADERS, ...headers }, payload });
const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

/** `depth` nested arrays around `inner`, as JSON text. */
const nested = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
/** `depth` nested objects `{"a":…}`, as JSON text. */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('a Host header that is no authority is refused before any route uses it', () => {
  const BAD_HOSTS = ['127.0.0.1:1:2', '[::1', 'a b', 'api.test/x', 'user@api.test', 'api.test:99999', '[::1]x', 'api.test:80a', '[zz::1]'];

  test('POST /v1/mcp answers 400 invalid_request, never a 500', async () => {
    for (const host of BAD_HOSTS) {
      const body = assertProblem(await mcp(TOOLS_LIST, { host }), 400, 'invalid_request');
      assert.match(String(body.detail), /Host/, host);
    }
  });

  test('on every listener: partner bearer host, mTLS host and admin host', async () => {
    for (const host of BAD_HOSTS) {
      assertProblem(await ctx.app.inject({ method: 'GET', url: '/v1/ping', headers: { host } }), 400, 'invalid_request');
      assertProblem(await mtls.inject({ method: 'GET', url: '/v1/ping', headers: { host } }), 400, 'invalid_request');
      assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/sites', headers: { host } }), 400, 'invalid_request');
    }
  });

  test('a valid Host just served lets no bad one through after it, and is served again', async () => {
    for (const host of BAD_HOSTS) {
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/v1/ping', headers: { host: 'api.test' } })).statusCode, 200);
      // Twice: a refused Host is not remembered either.
      for (let i = 0; i < 2; i++)
        assertProblem(await ctx.app.inject({ method: 'GET', url: '/v1/ping', headers: { host } }), 400, 'invalid_request');
    }
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/v1/ping', headers: { host: 'api.test' } })).statusCode, 200);
  });

  test("the token endpoint refuses it in its RFC 6749 shape (error: invalid_request) beside the problem's code", async () => {
    const res = await ctx.requestToken(
      { grant_type: 'client_credentials', client_id: partner.clientId, client_secret: partner.clientSecret },
      { host: 'a b' },
    );
    const body = assertProblem(res, 400, 'invalid_request');
    assert.equal(body.error, 'invalid_request');
    assert.match(String(body.error_description), /Host/);
  });

  test('so does dynamic client registration (RFC 7591 shape), and a Content-Type it cannot read too', async () => {
    for (const headers of [{ host: 'a b', 'content-type': 'application/json' }, { 'content-type': 'json' }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/oauth2/register',
        headers,
        payload: '{"redirect_uris":["http://127.0.0.1/cb"]}',
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
      assert.equal(typeof res.json().error, 'string', res.body);
    }
  });

  test('every valid authority is served: names, ports, IPv4 and IPv6 literals', async () => {
    for (const host of [
      'api.test',
      'api.test:8080',
      'API.Test.',
      '127.0.0.1',
      '127.0.0.1:3000',
      '[::1]',
      '[::1]:3000',
      'xn--bcher-kva.example',
    ]) {
      const res = await mcp(TOOLS_LIST, { host });
      assert.equal(res.statusCode, 200, `${host}: ${res.body}`);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/v1/ping', headers: { host } })).statusCode, 200, host);
    }
  });

  test('the MCP endpoint builds no URL from forwarded headers either (a trusted proxy sending junk)', async () => {
    for (const forwarded of ['a b', '[::1', '127.0.0.1:1:2']) {
      const res = await mcp(TOOLS_LIST, { 'x-forwarded-host': forwarded, 'x-forwarded-proto': 'ht tp' });
      assert.equal(res.statusCode, 200, `${forwarded}: ${res.body}`);
    }
  });
});

describe(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused before any walk of it`, () => {
  const deepDetail = /nest/i;

  test('POST /v1/mcp: deep in id, params and tool arguments, 10,000 levels, arrays or objects', async () => {
    const payloads = [
      `{"jsonrpc":"2.0","id":${nested(10_000)},"method":"tools/list"}`,
      `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":${nested(10_000)}}}`,
      `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":${nestedObjects(10_000)}}}`,
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"me","arguments":{"x":${nested(10_000)}}}}`,
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"me","arguments":{"x":${nested(5_000)}}}}`,
    ];
    for (const payload of payloads) {
      const body = assertProblem(await mcp(payload), 400, 'invalid_request');
      assert.match(String(body.detail), deepDetail);
    }
  });

  test(`the limit: ${MAX_JSON_DEPTH} levels are accepted, one more is refused`, async () => {
    // Inside params (additional properties allowed), so only the nesting can refuse it.
    const at = (depth: number) =>
      `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":${JSON.stringify(META._meta)},"x":${nested(depth - 2)}}}`;
    const ok = await mcp(at(MAX_JSON_DEPTH));
    assert.equal(ok.statusCode, 200, ok.body);
    const body = assertProblem(await mcp(at(MAX_JSON_DEPTH + 1)), 400, 'invalid_request');
    assert.match(String(body.detail), deepDetail);
  });

  test(`bodies that would cost the parser too much: over ${MAX_JSON_CONTAINERS} arrays and objects or ${MAX_JSON_VALUES} values, or an object of over ${MAX_JSON_MEMBERS} members`, async () => {
    const tiny = `[${new Array(MAX_JSON_CONTAINERS + 1).fill('{}').join(',')}]`;
    const wide = `{${Array.from({ length: MAX_JSON_MEMBERS + 1 }, (_, i) => `"k${i}":0`).join(',')}}`;
    const long = `[${new Array(MAX_JSON_VALUES + 1).fill('0').join(',')}]`;
    // Objects each within the per-object limit, over the total of members.
    const perObject = MAX_JSON_MEMBERS - 55;
    const objectCount = Math.ceil((MAX_JSON_MEMBERS_TOTAL + 1) / perObject);
    const spread = `[${Array.from({ length: objectCount }, (_, o) => `{${Array.from({ length: perObject }, (_, i) => `"o${o}k${i}":0`).join(',')}}`).join(',')}]`;
    for (const shape of [tiny, wide, long, spread]) {
      const body = assertProblem(
        await mcp(`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":${JSON.stringify(META._meta)},"x":${shape}}}`),
        400,
        'invalid_request',
      );
      assert.match(String(body.detail), /more than/);
      const patch = await ctx.call(partner.token, { method: 'PATCH', url: `/v1/products/${productId}`, ...json(`{"name":${shape}}`) });
      assert.match(String(assertProblem(patch, 400, 'invalid_product_patch').detail), /more than/);
    }
    // At the limits they parse (and the route judges them).
    const atLimit = `{${Array.from({ length: MAX_JSON_MEMBERS - 1 }, (_, i) => `"k${i}":0`).join(',')}}`;
    const ok = await mcp(`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":${JSON.stringify(META._meta)},"x":${atLimit}}}`);
    assert.equal(ok.statusCode, 200, ok.body);
  });

  test('the largest real document passes the shape limits: an order of 100 lines with 50 template variables each', () => {
    const line = (n: number) => ({
      productId: `SLO_${n}`,
      quantity: 100,
      partnerLineId: `line-${n}`,
      templateVariables: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`variable_${i}`, `value ${i}`])),
    });
    const order = {
      siteId: 1,
      partnerOrderId: 'max-order',
      shippingMethod: 'Ground',
      shipTo: { name: 'A', line1: 'B', city: 'C', state: 'OH', postalCode: '43004', country: 'US' },
      lines: Array.from({ length: 100 }, (_, n) => line(n + 1)),
    };
    assert.equal(jsonShapeRefusal(JSON.stringify(order)), null);
  });

  test('brackets inside strings are text, not nesting (escaped quotes included)', async () => {
    const text = JSON.stringify(`\\"${'['.repeat(5_000)}{"`);
    const res = await ctx.call(partner.token, { method: 'PATCH', url: `/v1/products/${productId}`, ...json(`{"name":${text}}`) });
    if (res.statusCode !== 200) assert.doesNotMatch(res.json().detail, deepDetail);
  });

  test("partner routes answer with the route's body code", async () => {
    const patch = await ctx.call(partner.token, {
      method: 'PATCH',
      url: `/v1/products/${productId}`,
      ...json(`{"name":${nested(10_000)}}`),
    });
    assert.match(String(assertProblem(patch, 400, 'invalid_product_patch').detail), deepDetail);
    const order = await ctx.call(partner.token, { method: 'POST', url: '/v1/orders', ...json(`{"lines":${nested(10_000)}}`) });
    assert.match(String(assertProblem(order, 400, 'invalid_request').detail), deepDetail);
    const quote = await ctx.call(partner.token, { method: 'POST', url: '/v1/shipping/quote', ...json(nestedObjects(10_000)) });
    assert.match(String(assertProblem(quote, 400, 'invalid_shipping_quote_request').detail), deepDetail);
  });

  test('the admin host too', async () => {
    const res = await ctx.adminCall({
      method: 'POST',
      url: '/admin/sites',
      ...json(`{"name":"Deep","url":"https://deep.example.com","x":${nested(10_000)}}`),
    });
    assert.match(String(assertProblem(res, 400, 'invalid_request').detail), deepDetail);
  });

  test('every listener built on createHttpApp refuses it (the mTLS and sandbox hosts are the partner app)', async () => {
    const app = createHttpApp({ logLevel: 'silent' });
    app.post('/echo', { schema: { body: Type.Object({}, { additionalProperties: true }) } }, async (request) => {
      validateRequest(request);
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/echo', ...json(`{"x":${nested(10_000)}}`) });
    assert.match(String(assertProblem(res, 400, 'invalid_request').detail), deepDetail);
    await app.close();
  });
});

describe('methods no route implements', () => {
  let port: number;
  before(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as { port: number }).port;
  });

  const rawProblem = async (request: string, status: number, code: string) => {
    const answer = await sendRaw(port, request);
    assert.equal(answer.status, status, `${JSON.stringify(request)} → ${answer.status} ${answer.body}`);
    assert.match(answer.contentType ?? '', /^application\/problem\+json/);
    assert.equal(JSON.parse(answer.body).code, code);
    return answer;
  };

  test('QUERY (which Node parses): 405 with Allow on a known path, 501 not_implemented elsewhere, with or without a body', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const known = await ctx.call(partner.token, { method: 'QUERY' as 'GET', url: '/v1/ping', headers, payload: '{}' });
      assertProblem(known, 405, 'method_not_allowed');
      assert.equal(known.headers.allow, 'GET, HEAD');
      assertProblem(await ctx.call(partner.token, { method: 'QUERY' as 'GET', url: '/v1/nothing', headers }), 501, 'not_implemented');
    }
  });

  test('a method Node does not know (FOO, lower-case get): the same answers, written by the parser error handler', async () => {
    const known = await rawProblem('FOO /v1/ping HTTP/1.1\r\nHost: api.test\r\n\r\n', 405, 'method_not_allowed');
    assert.match(known.body, /GET, HEAD/);
    await rawProblem('FOO /v1/nothing HTTP/1.1\r\nHost: api.test\r\n\r\n', 501, 'not_implemented');
    await rawProblem('get /v1/nothing HTTP/1.1\r\nHost: api.test\r\n\r\n', 501, 'not_implemented');
    // Not a request line at all: still the generic 400.
    await rawProblem('G ET /v1/ping HTTP/1.1\r\nHost: api.test\r\n\r\n', 400, 'invalid_request');
  });

  test('TRACE with query parameters is 405 on both hosts, not unknown_query_parameter', async () => {
    for (const url of ['/v1/ping?x=1', '/v1/products?foo=bar']) {
      const res = await ctx.call(partner.token, { method: 'TRACE' as 'GET', url });
      assertProblem(res, 405, 'method_not_allowed');
    }
    const admin = await ctx.adminCall({ method: 'TRACE' as 'GET', url: '/admin/sites?x=1' });
    assertProblem(admin, 405, 'method_not_allowed');
    assert.match(String(admin.headers.allow), /GET/);
    assertProblem(await ctx.adminCall({ method: 'TRACE' as 'GET', url: '/admin/nothing?x=1' }), 501, 'not_implemented');
    assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/nothing?x=1' }), 404, 'not_found');
  });

  test('an implemented method on an unknown path stays 404; the admin host still asks for its token first', async () => {
    assertProblem(await ctx.call(partner.token, { method: 'GET', url: '/v1/nothing?x=1' }), 404, 'not_found');
    assertProblem(await ctx.admin.inject({ method: 'TRACE' as 'GET', url: '/admin/sites?x=1' }), 401, 'unauthorized');
  });
});
