// CHECK_RESPONSES (on in every test context): a response that strays from
// its published schema fails loudly instead of reaching a partner.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../../src/http/app.ts';
import { problem } from '../../src/errors/catalogue.ts';
import { problems, ProblemSchema } from '../../src/http/schema-helpers.ts';
import { addProblemCodes, requestProblemCodes } from '../../src/http/responses/problem-codes.ts';

const Thing = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  at: Type.String({ format: 'date-time' }),
  tags: Type.Array(Type.Object({ label: Type.String() })),
});
let app: FastifyInstance;
const stderr: string[] = [];
const write = process.stderr.write.bind(process.stderr);

before(async () => {
  app = createHttpApp({ logLevel: 'silent', checkResponses: true });
  const route = (path: string, body: unknown) => app.get(path, { schema: { response: { 200: Thing } } }, async () => body);
  route('/exact', { id: 1, name: 'a', at: new Date('2026-01-02T03:04:05Z'), tags: [{ label: 'x' }] });
  route('/extra', { id: 1, name: 'a', at: '2026-01-02T03:04:05Z', tags: [], secret: 'internal' });
  route('/nested-extra', { id: 1, name: 'a', at: '2026-01-02T03:04:05Z', tags: [{ label: 'x', internalId: 9 }] });
  route('/string-id', { id: '1', name: 'a', at: '2026-01-02T03:04:05Z', tags: [] });
  route('/missing', { id: 1, at: '2026-01-02T03:04:05Z', tags: [] });
  app.get('/unschemed', async () => ({ anything: true }));
  // Routes that declare their problems: the check holds every error answer to them.
  app.addSchema(ProblemSchema);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/declared')) addProblemCodes(route, requestProblemCodes(route));
  });
  const declared = (path: string, answer: () => unknown) =>
    app.get(path, { schema: { response: { 200: Thing, ...problems('order_not_found') } } }, async () => answer());
  declared('/declared/code', () => {
    throw problem('order_not_found');
  });
  declared('/declared/other-code', () => {
    throw problem('user_not_found');
  });
  declared('/declared/other-status', () => {
    throw problem('partner_order_id_reused');
  });
  app.get('/declared/plain-json', { schema: { response: { 200: Thing, ...problems('order_not_found') } } }, async (_request, reply) =>
    reply
      .code(404 as 200)
      .type('application/json')
      .send({ type: 'about:blank', title: 'Not Found', status: 404, code: 'order_not_found', detail: 'x', requestId: 'r' }),
  );
  // Any answer of a documented route, JSON or not, is under a status it declares.
  app.post('/statuses/declared-201', { schema: { response: { 201: Thing } } }, async (_request, reply) =>
    reply.code(201).send({ id: 1, name: 'a', at: '2026-01-02T03:04:05Z', tags: [] }),
  );
  app.post('/statuses/undeclared-200', { schema: { response: { 201: Thing } } }, async () => ({
    id: 1,
    name: 'a',
    at: '2026-01-02T03:04:05Z',
    tags: [],
  }));
  app.delete('/statuses/undeclared-204', { schema: { response: { 200: Thing } } }, async (_request, reply) =>
    reply.code(204 as 200).send(),
  );
  app.get('/statuses/undeclared-302', { schema: { response: { 200: Thing } } }, async (_request, reply) =>
    reply.redirect('https://elsewhere.example/', 302),
  );
  app.get('/statuses/undeclared-html', { schema: { response: { 200: Thing } } }, async (_request, reply) =>
    reply
      .code(403 as 200)
      .type('text/html')
      .send('<p>no</p>'),
  );
  app.get('/statuses/class', { schema: { response: { '2xx': Thing } } }, async (_request, reply) =>
    reply.code(202).send({ id: 1, name: 'a', at: '2026-01-02T03:04:05Z', tags: [] }),
  );
  app.get('/statuses/hidden', { schema: { hide: true, response: { 200: Thing } } }, async (_request, reply) =>
    reply.code(418 as 200).send('tea'),
  );
  await app.ready();
  process.stderr.write = ((chunk: string) => (stderr.push(String(chunk)), true)) as typeof process.stderr.write;
});
after(async () => {
  process.stderr.write = write;
  await app.close();
});

test('an exact response is sent as JSON.stringify writes it (a Date as its ISO string)', async () => {
  const res = await app.inject({ method: 'GET', url: '/exact' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.body, '{"id":1,"name":"a","at":"2026-01-02T03:04:05.000Z","tags":[{"label":"x"}]}');
});

for (const [path, why] of [
  ['/extra', 'a property the document does not publish'],
  ['/nested-extra', 'an unpublished property deeper down'],
  ['/string-id', 'a string where the document says integer'],
  ['/missing', 'a required property left out'],
] as const) {
  test(`${why} fails the request and says so`, async () => {
    stderr.length = 0;
    const res = await app.inject({ method: 'GET', url: path });
    assert.equal(res.statusCode, 500);
    assert.equal(res.json().code, 'internal_error');
    assert.doesNotMatch(res.body, /secret|internalId/);
    assert.match(stderr.join(''), new RegExp(`CHECK_RESPONSES: GET ${path} answered 200`));
  });
}

test('a route without a response schema is not checked', async () => {
  assert.equal((await app.inject({ method: 'GET', url: '/unschemed' })).statusCode, 200);
});

test('an error answer whose code the route declares passes, as application/problem+json', async () => {
  const res = await app.inject({ method: 'GET', url: '/declared/code' });
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().code, 'order_not_found');
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
});

test('a route declares what the listener answers on every route (malformed request, 500, 503) besides its own codes', () => {
  const route = { schema: { response: problems('order_not_found') }, config: {} };
  addProblemCodes(route, requestProblemCodes(route));
  const codes = Object.fromEntries(Object.entries(route.schema.response).map(([status, entry]) => [status, entry['x-codes']]));
  assert.deepEqual(codes, {
    400: ['invalid_request', 'unknown_query_parameter'],
    404: ['order_not_found'],
    500: ['internal_error'],
    503: ['service_unavailable'],
  });
});

test("a body adds the body's codes and the request schemas' own x-error-code", () => {
  const route = {
    schema: { body: Type.Object({ n: Type.Integer({ 'x-error-code': 'invalid_quantity' }) }), response: {} },
    config: { bodyErrorCode: 'invalid_product_patch' as const },
  };
  addProblemCodes(route, requestProblemCodes(route));
  assert.deepEqual((route.schema.response as Record<number, { 'x-codes': string[] }>)[400]!['x-codes'], [
    'invalid_product_patch',
    'invalid_quantity',
    'invalid_request',
    'null_not_supported',
    'unknown_query_parameter',
  ]);
});

for (const [path, why, said] of [
  ['/declared/other-code', 'a code the route does not declare', 'code user_not_found, which the route does not declare'],
  [
    '/declared/other-status',
    'a status the route does not declare',
    'a problem \\(partner_order_id_reused\\) under a status the route does not declare',
  ],
  ['/declared/plain-json', 'a problem sent as application/json', 'a problem sent as application/json'],
] as const) {
  test(`${why} fails the request and says so`, async () => {
    stderr.length = 0;
    const res = await app.inject({ method: 'GET', url: path });
    assert.equal(res.statusCode, 500);
    assert.equal(res.json().code, 'internal_error');
    assert.match(stderr.join(''), new RegExp(`CHECK_RESPONSES: GET ${path} answered \\d{3} with ${said}`));
  });
}

test('an answer under a declared status, or its class, passes; a hidden route is not held to its statuses', async () => {
  assert.equal((await app.inject({ method: 'POST', url: '/statuses/declared-201' })).statusCode, 201);
  assert.equal((await app.inject({ method: 'GET', url: '/statuses/class' })).statusCode, 202);
  assert.equal((await app.inject({ method: 'GET', url: '/statuses/hidden' })).statusCode, 418);
});

for (const [method, path, status, why] of [
  ['POST', '/statuses/undeclared-200', 200, 'a success status the route does not declare'],
  ['DELETE', '/statuses/undeclared-204', 204, 'an empty answer under a status the route does not declare'],
  ['GET', '/statuses/undeclared-302', 302, 'a redirect the route does not declare'],
  ['GET', '/statuses/undeclared-html', 403, 'an HTML page under a status the route does not declare'],
] as const) {
  test(`${why} fails the request and says so`, async () => {
    stderr.length = 0;
    const res = await app.inject({ method, url: path });
    assert.equal(res.statusCode, 500);
    assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
    assert.equal(res.json().code, 'internal_error');
    assert.equal(res.headers.location, undefined);
    assert.match(
      stderr.join(''),
      new RegExp(`CHECK_RESPONSES: ${method} ${path} answered ${status} with a status the route does not declare`),
    );
  });
}
