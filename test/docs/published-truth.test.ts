// What the partner document publishes is what the service does, case by
// case: each case reads the published document, then
// asks the service exactly what the document says, and checks the answer
// against the document.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { publishedValidator } from '../helpers/published.ts';
import { image, product } from '../catalog/fixtures.ts';
import { authorizeQuery, pkce } from '../identity/signin/helpers.ts';
import { ERROR_STATUS, type ErrorCode } from '../../src/errors/catalogue.ts';
import { PAGES } from '../../src/http/operations/pages.ts';

type Doc = Record<string, any>;
let ctx: TestContext;
let partner: Doc;
let admin: Doc;
let address: string;
before(async () => {
  ctx = await createTestContext();
  partner = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  admin = (await ctx.admin.inject({ method: 'GET', url: '/admin/openapi.json' })).json();
  address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
after(() => ctx.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = (doc: Doc) =>
  Object.entries<Doc>(doc.paths).flatMap(([path, item]) =>
    Object.entries<Doc>(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );
/** A response of the document, its `$ref` to a shared response followed. */
const responseOf = (doc: Doc, response: Doc): Doc =>
  response.$ref ? doc.components.responses[String(response.$ref).split('/').pop()!] : response;
const problemSchemaOf = (doc: Doc, response: Doc): Doc => responseOf(doc, response).content['application/problem+json'].schema;

test("POST /v1/mcp: the published example, with the published headers' examples, is served", async () => {
  const operation = partner.paths['/v1/mcp'].post;
  const example =
    operation.requestBody.content['application/json'].example ?? operation.requestBody.content['application/json'].examples?.[0];
  assert.ok(example, 'the body has an example');
  const headers: Record<string, string> = {};
  for (const p of operation.parameters.filter((p: Doc) => p.in === 'header')) headers[p.name.toLowerCase()] = p.example;
  assert.equal(headers['mcp-protocol-version'], '2026-07-28');
  assert.equal(headers['mcp-method'], example.method, 'the Mcp-Method example names the example body method');
  const { token } = await ctx.partner();
  const res = await ctx.call(token, { method: 'POST', url: '/v1/mcp', payload: example, headers });
  assert.equal(res.statusCode, 200, res.body);
  const message = res.headers['content-type']?.toString().startsWith('text/event-stream')
    ? JSON.parse(/^data: (.*)$/m.exec(res.body)![1]!)
    : res.json();
  assert.equal(message.id, example.id);
  assert.ok(Array.isArray(message.result.tools) && message.result.tools.length > 0, res.body);
});

test('GET /v1/orders/submissions: the published limit maximum is the one the service enforces', async () => {
  const limit = partner.paths['/v1/orders/submissions'].get.parameters.find((p: Doc) => p.name === 'limit');
  assert.equal(limit.schema.maximum, PAGES.submissions.max);
  const { token } = await ctx.partner();
  const at = await ctx.call(token, { method: 'GET', url: `/v1/orders/submissions?limit=${limit.schema.maximum}` });
  assert.equal(at.statusCode, 200, at.body);
  const above = await ctx.call(token, { method: 'GET', url: `/v1/orders/submissions?limit=${limit.schema.maximum + 1}` });
  assertProblem(above, 400, 'invalid_request');
});

test('image PATCH: `primary` is published as true only, and false is refused as published', async () => {
  const body = partner.paths['/v1/products/{productId}/images/{imageId}'].patch.requestBody.content['application/json'].schema;
  const validate = publishedValidator(partner, body);
  assert.equal(validate({ primary: true }), null);
  assert.notEqual(validate({ primary: false }), null, 'false is outside the published schema');
});

test('image PATCH on both hosts: `primary` is published as true only; false (which would demote nothing) is refused, not ignored', async () => {
  const p = await ctx.partner();
  const made = await product(ctx, p.siteIds[0]!);
  const first = await image(ctx, made.id, { primary: true });
  const second = await image(ctx, made.id);
  const primaries = async () =>
    (await ctx.adminCall({ method: 'GET', url: `/admin/products/${made.productId}` }))
      .json()
      .images.map((i: { primary: boolean }) => i.primary);
  const routes = [
    { doc: partner, path: '/v1/products/{productId}/images/{imageId}', code: 'invalid_image_patch' },
    { doc: admin, path: '/admin/images/{imageId}', code: 'invalid_request' },
  ];
  for (const { doc, path, code } of routes) {
    const validate = publishedValidator(doc, doc.paths[path].patch.requestBody.content['application/json'].schema);
    assert.equal(validate({ primary: true }), null, path);
    assert.notEqual(validate({ primary: false }), null, `${path}: false is outside the published schema`);
    const patch = (imageId: number, primary: boolean) =>
      path.startsWith('/v1')
        ? ctx.call(p.token, { method: 'PATCH', url: `/v1/products/${made.productId}/images/${imageId}`, payload: { primary } })
        : ctx.adminCall({ method: 'PATCH', url: `/admin/images/${imageId}`, payload: { primary } });
    assertProblem(await patch(first, false), 400, code);
    assert.deepEqual(await primaries(), [true, false], `${path}: nothing changed`);
    assert.equal((await patch(second, true)).statusCode, 200);
    assert.deepEqual(await primaries(), [false, true]);
    assert.equal((await patch(first, true)).statusCode, 200);
  }
});

test('/oauth2/authorize: a caller that does not ask for HTML gets the documented problem document', async () => {
  const get = partner.paths['/oauth2/authorize'].get.responses['400'];
  const res = await ctx.app.inject({ method: 'GET', url: '/oauth2/authorize', query: authorizeQuery(ctx, 'nope', pkce().challenge) });
  const body = assertProblem(res, 400, 'invalid_request');
  assert.ok(get.content['text/html'], 'the page stays documented');
  assert.equal(publishedValidator(partner, get.content['application/problem+json'].schema)(body), null);
  const post = partner.paths['/oauth2/authorize'].post.responses;
  for (const status of ['400', '403', '429']) assert.ok(post[status].content['application/problem+json'], `POST ${status}`);
  const forged = await ctx.app.inject({
    method: 'POST',
    url: '/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...authorizeQuery(ctx, 'nope', pkce().challenge),
      csrf_token: 'x',
      email: 'a@b.c',
      password: 'p',
    }).toString(),
  });
  assert.equal(
    publishedValidator(partner, post[String(forged.statusCode)].content['application/problem+json'].schema)(forged.json()),
    null,
  );
});

const LISTENER_CODES: Record<string, string> = {
  405: 'method_not_allowed',
  408: 'request_timeout',
  431: 'request_headers_too_large',
  501: 'not_implemented',
};

test('every operation of both documents lists the listener answers 405, 408, 431 and 501 as problem documents', () => {
  for (const doc of [partner, admin]) {
    for (const { path, method, op } of operations(doc)) {
      for (const status of ['405', '408', '431', '501']) {
        const response = op.responses[status];
        assert.ok(response, `${method.toUpperCase()} ${path} documents ${status}`);
        const code = LISTENER_CODES[status]!;
        assert.deepEqual(problemSchemaOf(doc, response), {
          allOf: [
            { $ref: '#/components/schemas/Problem' },
            { type: 'object', properties: { code: { type: 'string', enum: [code], description: 'The code of this answer.' } } },
          ],
        });
        assert.deepEqual(responseOf(doc, response)['x-codes'], [code]);
      }
    }
  }
});

test('every Problem answer of both documents is published as application/problem+json, the media type it is sent with', async () => {
  let problems = 0;
  for (const doc of [partner, admin]) {
    for (const { path, method, op } of operations(doc)) {
      for (const [status, response] of Object.entries<Doc>(op.responses)) {
        const content = responseOf(doc, response).content ?? {};
        if (content['application/json']?.schema?.$ref === '#/components/schemas/Problem') {
          assert.fail(`${method.toUpperCase()} ${path} ${status}: a Problem published as application/json`);
        }
        if (content['application/problem+json']) problems += 1;
      }
    }
  }
  assert.ok(problems > 1000, `${problems} problem answers published`);
  // And on the wire: a 404 of each API comes with the published media type.
  const missing = await ctx.call((await ctx.partner()).token, { method: 'GET', url: '/v1/orders/999999' });
  assert.equal(missing.statusCode, 404);
  assert.ok(partner.paths['/v1/orders/{orderNumber}'].get.responses['404'].content['application/problem+json']);
  assert.match(String(missing.headers['content-type']), /^application\/problem\+json/);
  const adminMissing = await ctx.adminCall({ method: 'GET', url: '/admin/partners/999999' });
  assert.equal(adminMissing.statusCode, 404);
  assert.match(String(adminMissing.headers['content-type']), /^application\/problem\+json/);
});

test('a 431 on the wire is the documented problem document', async () => {
  const { port } = new URL(address);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET /v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  assert.match(raw, /^HTTP\/1\.1 431 /);
  assert.match(raw, /\r\ncontent-type: application\/problem\+json/i);
  const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
  assert.equal(body.code, 'request_headers_too_large');
  const documented = partner.paths['/v1/ping'].get.responses['431'];
  assert.equal(publishedValidator(partner, problemSchemaOf(partner, documented))(body), null);
});

test('405 and 501 are the documented problem documents', async () => {
  const wrongMethod = await ctx.app.inject({ method: 'DELETE', url: '/v1/ping' });
  const notAllowed = assertProblem(wrongMethod, 405, 'method_not_allowed');
  assert.ok(wrongMethod.headers.allow);
  assert.ok(responseOf(partner, partner.paths['/v1/ping'].get.responses['405']).headers.Allow);
  assert.equal(publishedValidator(partner, problemSchemaOf(partner, partner.paths['/v1/ping'].get.responses['405']))(notAllowed), null);
  const unknown = assertProblem(await ctx.app.inject({ method: 'PROPFIND', url: '/nowhere' }), 501, 'not_implemented');
  assert.equal(publishedValidator(partner, problemSchemaOf(partner, partner.paths['/v1/ping'].get.responses['501']))(unknown), null);
});

test('every problem answer of both documents lists its codes: the `code` enum and x-codes agree, each code under its own status', () => {
  let listed = 0;
  for (const doc of [partner, admin]) {
    for (const { path, method, op } of operations(doc)) {
      for (const [status, given] of Object.entries<Doc>(op.responses)) {
        const response = responseOf(doc, given);
        const schema = response.content?.['application/problem+json']?.schema;
        if (!schema?.allOf) continue;
        const codes = schema.allOf[1].properties.code.enum as string[];
        assert.deepEqual(response['x-codes'], codes, `${method.toUpperCase()} ${path} ${status}`);
        for (const code of codes) {
          if (path !== '/oauth2/authorize')
            assert.equal(ERROR_STATUS[code as ErrorCode], Number(status), `${method.toUpperCase()} ${path}: ${code} under ${status}`);
        }
        listed += 1;
      }
    }
  }
  assert.ok(listed > 1000, `${listed} problem answers list their codes`);
});
