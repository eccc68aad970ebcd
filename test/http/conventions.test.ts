// The conventions every route shares, proven on a small app built with the
// same factory, hooks and helpers as the real listeners, plus the real apps.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { openDatabase } from '../../src/db/engine.ts';
import { createHttpApp } from '../../src/http/app.ts';
import { INTERNAL_ERROR_DETAIL } from '../../src/errors/catalogue.ts';
import { booleanQuery, idString, Nullable } from '../../src/http/schema-helpers.ts';
import { validateRequest } from '../../src/http/validation/validation.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';

let app: FastifyInstance;
let ctx: TestContext;
const unreachable = await openDatabase('postgres://postgres@127.0.0.1:1/none', { poolSize: 1 });

before(async () => {
  ctx = await createTestContext();
  app = createHttpApp({ logLevel: 'silent' });
  app.addHook('preValidation', async (request) => validateRequest(request, { bodyErrorCode: request.routeOptions.config.bodyErrorCode }));
  const schema = {
    params: Type.Object({ userId: idString('invalid_user_id') }),
    querystring: Type.Object({
      siteId: Type.Optional(idString('invalid_site_id')),
      mode: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
      active: Type.Optional(booleanQuery('invalid_active')),
    }),
    body: Type.Object(
      {
        name: Type.Optional(Type.String({ maxLength: 5 })),
        phone: Type.Optional(Nullable(Type.String())),
        nested: Type.Optional(Type.Object({ x: Type.Integer() }, { additionalProperties: false })),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
  };
  app.patch('/things/:userId', { schema, config: { bodyErrorCode: 'invalid_product_patch' } }, async (request) => ({
    params: request.params,
    query: request.query,
    body: request.body,
  }));
  app.get('/boom', async () => {
    throw new Error('secret internal detail: password=hunter2');
  });
  app.get('/db', async () => unreachable.db.selectFrom('sites').selectAll().execute());
  await app.ready();
});
after(async () => {
  await app.close();
  await ctx.close();
  await unreachable.close();
});

const patch = (url: string, payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.inject({ method: 'PATCH', url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers });

describe('problem documents', () => {
  test('every response carries X-Request-Id; problems repeat it as requestId', async () => {
    const res = await patch('/things/1', {});
    const body = assertProblem(res, 400, 'invalid_product_patch');
    assert.deepEqual(Object.keys(body).sort(), ['code', 'detail', 'requestId', 'status', 'title', 'type']);
    assert.equal(body.title, 'Bad Request');
    const ok = await patch('/things/1', { name: 'x' });
    assert.equal(ok.statusCode, 200);
    assert.match(String(ok.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  test('an unexpected failure is 500 internal_error with a fixed detail that leaks nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    const body = assertProblem(res, 500, 'internal_error');
    assert.equal(body.detail, INTERNAL_ERROR_DETAIL);
    assert.doesNotMatch(res.body, /hunter2|secret/);
  });

  test('an unreachable database answers 503 service_unavailable quickly', async () => {
    const started = Date.now();
    assertProblem(await app.inject({ method: 'GET', url: '/db' }), 503, 'service_unavailable');
    assert.ok(Date.now() - started < 10_000);
  });

  test('a URL that is not valid percent-encoding is a 400 problem', async () => {
    assertProblem(await ctx.app.inject({ method: 'GET', url: '/v1/sites/%zz' }), 400, 'invalid_request');
  });

  test('an unknown route is a 404 problem', async () => {
    assertProblem(await app.inject({ method: 'GET', url: '/nowhere' }), 404, 'not_found');
    assertProblem(await ctx.app.inject({ method: 'GET', url: '/v1/nowhere' }), 404, 'not_found');
  });
});

describe('path ids', () => {
  for (const bad of ['0', '-1', 'abc', '1.5', '1e3', '0012', '1234567890', '%20%201']) {
    test(`"${bad}" is malformed (the route's invalid_*_id), never a 404`, async () => {
      assertProblem(await patch(`/things/${bad}`, { name: 'x' }), 400, 'invalid_user_id');
    });
  }
  test('nine digits are accepted and converted to a number', async () => {
    const res = await patch('/things/999999999', { name: 'x' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().params.userId, 999999999);
  });
});

describe('query parameters', () => {
  test('an unknown parameter is unknown_query_parameter, naming it and the accepted ones', async () => {
    const body = assertProblem(await patch('/things/1?color=red', { name: 'x' }), 400, 'unknown_query_parameter');
    assert.match(String(body.detail), /'color'/);
    assert.match(String(body.detail), /siteId, mode, active/);
  });

  test('names are case-sensitive: siteid is not siteId', async () => {
    const body = assertProblem(await patch('/things/1?siteid=1', { name: 'x' }), 400, 'unknown_query_parameter');
    assert.match(String(body.detail), /'siteid'/);
  });

  test("a malformed value gets the parameter's code", async () => {
    assertProblem(await patch('/things/1?siteId=x', { name: 'x' }), 400, 'invalid_site_id');
    assertProblem(await patch('/things/1?siteId=1&siteId=2', { name: 'x' }), 400, 'invalid_site_id');
    assertProblem(await patch('/things/1?mode=c', { name: 'x' }), 400, 'invalid_request');
  });

  test('a boolean filter is exactly true or false', async () => {
    assert.equal((await patch('/things/1?active=true', { name: 'x' })).json().query.active, true);
    assert.equal((await patch('/things/1?active=false', { name: 'x' })).json().query.active, false);
    for (const bad of ['TRUE', '1', 'yes', '']) assertProblem(await patch(`/things/1?active=${bad}`, { name: 'x' }), 400, 'invalid_active');
  });

  test('a valid filter is parsed', async () => {
    const res = await patch('/things/1?siteId=12&mode=b', { name: 'x' });
    assert.deepEqual(res.json().query, { siteId: 12, mode: 'b' });
  });
});

describe('bodies', () => {
  test('an unknown key is refused, not stripped (also when nested)', async () => {
    assertProblem(await patch('/things/1', { name: 'x', extra: 1 }), 400, 'invalid_product_patch');
    assertProblem(await patch('/things/1', { nested: { x: 1, y: 2 } }), 400, 'invalid_product_patch');
  });

  test('null on a field that cannot be cleared is null_not_supported; a clearable one accepts it', async () => {
    assertProblem(await patch('/things/1', { name: null }), 400, 'null_not_supported');
    assertProblem(await patch('/things/1', { nested: null }), 400, 'null_not_supported');
    const ok = await patch('/things/1', { phone: null });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json().body, { phone: null });
  });

  test('wrong types are not coerced', async () => {
    assertProblem(await patch('/things/1', { nested: { x: '1' } }), 400, 'invalid_product_patch');
    assertProblem(await patch('/things/1', { name: 5 }), 400, 'invalid_product_patch');
  });

  test("malformed JSON, a non-JSON media type and an empty body get the route's body code", async () => {
    assertProblem(await patch('/things/1', '{"name": '), 400, 'invalid_product_patch');
    assertProblem(await patch('/things/1', 'name=x', { 'content-type': 'text/plain' }), 400, 'invalid_product_patch');
    assertProblem(await app.inject({ method: 'PATCH', url: '/things/1' }), 400, 'invalid_product_patch');
  });

  test("a body over 256 KB is refused with the route's body code", async () => {
    const big = JSON.stringify({ name: 'x'.repeat(262_144) });
    assertProblem(await patch('/things/1', big), 400, 'invalid_product_patch');
  });

  test('a NUL character anywhere is malformed input, never a database 500', async () => {
    assertProblem(await patch('/things/1', { name: 'a\u0000b' }), 400, 'invalid_product_patch');
    assertProblem(await patch('/things/1', { nested: { x: 1 }, phone: '\u0000' }), 400, 'invalid_product_patch');
    assertProblem(await patch('/things/1?siteId=1%00', { name: 'x' }), 400, 'invalid_site_id');
  });

  test('checks run in order: path, then query, then body', async () => {
    assertProblem(await patch('/things/0?bogus=1', '{bad json'), 400, 'invalid_user_id');
    assertProblem(await patch('/things/1?bogus=1', '{bad json'), 400, 'unknown_query_parameter');
    assertProblem(await patch('/things/1', '{bad json'), 400, 'invalid_product_patch');
  });
});
