// A validation problem names the request field concerned: the `errors`
// extension member (RFC 9457 §3.2) with `in`, `field`, `pointer` (body
// fields) and `detail`, through the partner API's request checks (path,
// query, body), beside the spec's members, which are unchanged. A problem
// that is not about one field carries no `errors`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertFieldProblem, assertProblem, namedFields } from '../helpers/problems.ts';

let ctx: TestContext;
let token: string;
let orderExample: Record<string, any>;
before(async () => {
  ctx = await createTestContext();
  const site = await ctx.site();
  token = (await ctx.partner({ siteIds: [site] })).token;
  const document = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  orderExample = document.paths['/v1/orders'].post.requestBody.content['application/json'].example;
});
after(() => ctx.close());

const json = { 'content-type': 'application/json' };

test('a malformed query parameter is named: in query, field the parameter', async () => {
  const res = await ctx.call(token, { method: 'GET', url: '/v1/orders?siteId=abc' });
  const body = assertProblem(res, 400, 'invalid_site_id');
  assert.deepEqual(body.errors, [{ in: 'query', field: 'siteId', detail: body.detail }]);
});

test('an unknown query parameter is named too', async () => {
  const res = await ctx.call(token, { method: 'GET', url: '/v1/sites?colour=red' });
  const body = assertProblem(res, 400, 'unknown_query_parameter');
  assert.deepEqual(body.errors, [{ in: 'query', field: 'colour', detail: body.detail }]);
});

test('a malformed path parameter is named: in path', async () => {
  const res = await ctx.call(token, { method: 'GET', url: '/v1/orders/abc' });
  const body = assertProblem(res, 400, 'invalid_order_number');
  assert.deepEqual(body.errors, [{ in: 'path', field: 'orderNumber', detail: body.detail }]);
});

test("a nested body field is named in the submission errors' notation, with the RFC's JSON Pointer", async () => {
  const payload = structuredClone(orderExample);
  payload.lines[1].quantity = 'many';
  const res = await ctx.call(token, { method: 'POST', url: '/v1/orders', payload, headers: json });
  const body = assertProblem(res, 400, 'invalid_request');
  assert.deepEqual(body.errors, [{ in: 'body', field: 'lines[1].quantity', pointer: '#/lines/1/quantity', detail: body.detail }]);
  // The spec's members are all there, unchanged; `errors` is the only addition.
  assert.deepEqual(Object.keys(body).sort(), ['code', 'detail', 'errors', 'requestId', 'status', 'title', 'type']);
});

test('a missing body member, an unexpected one and a null are named by the member', async () => {
  const { partnerOrderId: _id, ...noId } = orderExample;
  const missing = assertProblem(
    await ctx.call(token, { method: 'POST', url: '/v1/orders', payload: noId, headers: json }),
    400,
    'invalid_request',
  );
  assert.deepEqual(missing.errors, [{ in: 'body', field: 'partnerOrderId', pointer: '#/partnerOrderId', detail: missing.detail }]);

  const extra = { ...orderExample, shipTo: { ...orderExample.shipTo, colour: 'red' } };
  const unexpected = assertProblem(
    await ctx.call(token, { method: 'POST', url: '/v1/orders', payload: extra, headers: json }),
    400,
    'invalid_request',
  );
  assert.deepEqual(unexpected.errors, [{ in: 'body', field: 'shipTo.colour', pointer: '#/shipTo/colour', detail: unexpected.detail }]);

  const nulled = { ...orderExample, shippingMethod: null };
  const nul = assertProblem(
    await ctx.call(token, { method: 'POST', url: '/v1/orders', payload: nulled, headers: json }),
    400,
    'null_not_supported',
  );
  assert.deepEqual(nul.errors, [{ in: 'body', field: 'shippingMethod', pointer: '#/shippingMethod', detail: nul.detail }]);
});

test('text the database cannot store is named by its field', async () => {
  const payload = { ...orderExample, shipTo: { ...orderExample.shipTo, city: 'Colum\u0000bus' } };
  const res = await ctx.call(token, { method: 'POST', url: '/v1/orders', payload, headers: json });
  const body = assertProblem(res, 400, 'invalid_request');
  assert.deepEqual(body.errors, [{ in: 'body', field: 'shipTo.city', pointer: '#/shipTo/city', detail: body.detail }]);
});

test('a problem about no one field carries no errors member', async () => {
  const notJson = assertProblem(
    await ctx.call(token, { method: 'POST', url: '/v1/orders', payload: '{', headers: json }),
    400,
    'invalid_request',
  );
  assert.equal(notJson.errors, undefined);
  const missing = assertProblem(await ctx.call(token, { method: 'GET', url: '/v1/orders/999999' }), 404, 'order_not_found');
  assert.equal(missing.errors, undefined);
});

test('a body with several invalid fields lists every one; the first answers with its code and detail as before', async () => {
  const payload = structuredClone(orderExample);
  payload.lines[1].quantity = 'many';
  payload.shipTo.colour = 'red';
  delete payload.partnerOrderId;
  payload.shippingMethod = null;
  const res = await ctx.call(token, { method: 'POST', url: '/v1/orders', payload, headers: json });
  const errors = assertFieldProblem(res, 'invalid_request');
  // The first is the one a single-error check answers with (partnerOrderId comes first in the schema).
  assert.deepEqual(errors[0], { in: 'body', field: 'partnerOrderId', pointer: '#/partnerOrderId', detail: 'partnerOrderId is required.' });
  const named = Object.fromEntries(errors.map((e) => [e.field, e]));
  assert.deepEqual(Object.keys(named).sort(), ['lines[1].quantity', 'partnerOrderId', 'shipTo.colour', 'shippingMethod']);
  assert.equal(named['lines[1].quantity']!.pointer, '#/lines/1/quantity');
  assert.equal(named.shippingMethod!.detail, 'shippingMethod cannot be null.');
  assert.equal(named['shipTo.colour']!.detail, "Unknown field 'colour' in shipTo.");
});

test('several invalid query parameters are all listed, and unknown parameters all named', async () => {
  const bad = assertFieldProblem(await ctx.call(token, { method: 'GET', url: '/v1/orders?siteId=abc&limit=0' }), 'invalid_site_id');
  assert.deepEqual(namedFields(bad), ['query:siteId', 'query:limit']);
  const unknown = assertFieldProblem(
    await ctx.call(token, { method: 'GET', url: '/v1/sites?colour=red&size=9' }),
    'unknown_query_parameter',
  );
  assert.deepEqual(namedFields(unknown), ['query:colour', 'query:size']);
});

test('the spec order of checks holds: an invalid path answers before an invalid query or body, naming only its own fields', async () => {
  const res = await ctx.call(token, { method: 'PATCH', url: '/v1/products/nope?colour=red', payload: { name: 5 }, headers: json });
  assert.deepEqual(namedFields(assertFieldProblem(res, 'invalid_product_id')), ['path:productId']);
});

test('a body with more invalid fields than the bound lists the first 50, each once', async () => {
  const payload = structuredClone(orderExample);
  payload.lines = Array.from({ length: 100 }, (_, i) => ({ ...orderExample.lines[0], partnerLineId: `L${i}`, quantity: 'x', sku: 5 }));
  const errors = assertFieldProblem(
    await ctx.call(token, { method: 'POST', url: '/v1/orders', payload, headers: json }),
    'invalid_request',
  );
  assert.equal(errors.length, 50);
  assert.equal(new Set(errors.map((e) => e.field)).size, 50);
  assert.deepEqual(
    errors.slice(0, 2).map((e) => e.field),
    ['lines[0].quantity', 'lines[0].sku'],
  );
});
