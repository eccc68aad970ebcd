// The published OpenAPI documents, as a client (and the reference page)
// reads them: security from each route's scope, integer ids, refused
// parameters, examples; and the lint rule that keeps examples coming.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { documentationProblems, exampleProblems } from '../../scripts/lint-openapi.ts';
import { EVENT_TYPES } from '../../src/events/outbox.ts';
import { SCOPES } from '../../src/access/scopes.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';

type Doc = { components: { securitySchemes: Record<string, any> }; paths: Record<string, Record<string, any>> };
let ctx: TestContext;
let partner: Doc;
let admin: Doc;
before(async () => {
  ctx = await createTestContext();
  partner = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  admin = (await ctx.admin.inject({ method: 'GET', url: '/admin/openapi.json' })).json();
});
after(() => ctx.close());

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

describe('partner document', () => {
  test('an OAuth2 client-credentials scheme with the token URL and the ten scopes', () => {
    const scheme = partner.components.securitySchemes.oauth2;
    assert.equal(scheme.type, 'oauth2');
    assert.equal(scheme.flows.clientCredentials.tokenUrl, 'http://api.test/oauth2/token');
    assert.deepEqual(Object.keys(scheme.flows.clientCredentials.scopes), [...SCOPES]);
  });

  test('each operation requires its route scope; public ones require nothing', () => {
    const security = (path: string, method = 'get') => partner.paths[path]![method].security;
    assert.deepEqual(security('/v1/sites'), [{ oauth2: ['partner-api/sites:read'] }]);
    assert.deepEqual(security('/v1/products/{productId}', 'patch'), [{ oauth2: ['partner-api/products:write'] }]);
    assert.deepEqual(security('/v1/shipping/quote', 'post'), [{ oauth2: ['partner-api/products:read'] }]);
    assert.deepEqual(security('/v1/me'), [{ oauth2: [] }]);
    for (const [path, method] of [
      ['/v1/ping', 'get'],
      ['/oauth2/token', 'post'],
      ['/.well-known/jwks.json', 'get'],
    ] as const) {
      assert.deepEqual(security(path, method), [], path);
    }
    for (const { path, method, op } of operations(partner)) assert.ok(Array.isArray(op.security), `${method} ${path} has no security`);
  });

  test('the scope an operation documents is the one the API enforces', async () => {
    const reader = await ctx.partner({ scopes: ['partner-api/sites:read'] });
    const res = await ctx.call(reader.token, { method: 'GET', url: '/v1/segments' });
    assert.equal(res.statusCode, 403);
    const documented = partner.paths['/v1/segments']!.get.security[0].oauth2[0];
    assert.equal(res.headers['www-authenticate'], `Bearer realm="partner-api", error="insufficient_scope", scope="${documented}"`);
  });

  test('integer path ids are typed as integers with their bounds; validation still refuses leading zeros', async () => {
    const siteId = partner.paths['/v1/sites/{siteId}']!.get.parameters.find((p: { name: string }) => p.name === 'siteId');
    assert.deepEqual(
      { type: siteId.schema.type, minimum: siteId.schema.minimum, maximum: siteId.schema.maximum, pattern: siteId.schema.pattern },
      { type: 'integer', minimum: 1, maximum: 999999999, pattern: undefined },
    );
    const p = await ctx.partner();
    assert.equal((await ctx.call(p.token, { method: 'GET', url: `/v1/sites/${p.siteIds[0]}` })).statusCode, 200);
    assert.equal((await ctx.call(p.token, { method: 'GET', url: `/v1/sites/0${p.siteIds[0]}` })).statusCode, 400);
  });

  test('an id a JSON number cannot hold exactly (a bigint column) is published as digits bounded by the column', async () => {
    const fileId = admin.paths['/admin/proof-files/{fileId}/archive']!.post.parameters.find((p: { name: string }) => p.name === 'fileId');
    assert.equal(fileId.schema.type, 'string');
    const pattern = new RegExp(fileId.schema.pattern);
    assert.ok(pattern.test('9223372036854775807') && !pattern.test('9223372036854775808') && !pattern.test('01'), fileId.schema.pattern);
    const archive = (id: string) => ctx.adminCall({ method: 'POST', url: `/admin/proof-files/${id}/archive` });
    const last = await archive('9223372036854775807');
    assert.equal(last.statusCode, 404, 'the last id the column holds');
    assert.match(last.json().detail, /9223372036854775807/, 'looked up as sent, not rounded');
    assert.equal((await archive('9223372036854775808')).statusCode, 400, 'past the column');
    for (const doc of [partner, admin])
      for (const { path, method, op } of operations(doc))
        for (const parameter of op.parameters ?? [])
          for (const bound of ['minimum', 'maximum'])
            if (parameter.schema?.[bound] !== undefined)
              assert.ok(Number.isSafeInteger(parameter.schema[bound]), `${method} ${path} ${parameter.name}.${bound}`);
  });

  test('updatedSince is documented as refused', () => {
    const param = partner.paths['/v1/products']!.get.parameters.find((p: { name: string }) => p.name === 'updatedSince');
    assert.equal(param.deprecated, true);
    assert.match(param.description, /Refused.*updated_since_not_supported/);
  });

  test('every operation has a summary and examples (the lint rule finds nothing)', () => {
    assert.deepEqual(exampleProblems(partner), []);
    assert.ok(partner.paths['/v1/shipping/quote']!.post.requestBody.content['application/json'].example);
    // The success examples are what the demo world answered (docs/examples/, test/docs/examples.test.ts).
    assert.ok(partner.paths['/oauth2/token']!.post.responses['200'].content['application/json'].examples.example1.value.access_token);
  });
});

describe('admin document', () => {
  test('the admin bearer token, and examples on every body and success response', () => {
    assert.equal(admin.components.securitySchemes.adminToken.scheme, 'bearer');
    assert.deepEqual(admin.paths['/admin/partners']!.post.security, [{ adminToken: [] }]);
    assert.deepEqual(exampleProblems(admin), []);
    assert.ok(admin.paths['/admin/partners']!.post.responses['201'].content['application/json'].examples.example1.value.partnerId);
  });
});

describe('the lint rule', () => {
  test('names an operation without a summary, a body example or a success example', () => {
    const doc = {
      paths: {
        '/v1/things': {
          post: { requestBody: { content: { 'application/json': {} } }, responses: { '201': { content: { 'application/json': {} } } } },
          get: { summary: 'List things', responses: { '200': { content: { 'application/json': { example: { things: [] } } } } } },
        },
        '/v1/things/{id}': { delete: { summary: 'Delete a thing', responses: { '204': {} } } },
      },
    };
    assert.deepEqual(exampleProblems(doc), [
      'POST /v1/things: no summary',
      'POST /v1/things: request body has no example',
      'POST /v1/things: 201 response has no example',
    ]);
  });
});

describe('the documentation rule', () => {
  test('both documents pass it: descriptions on every operation, codes on every problem answer, every field described', () => {
    assert.deepEqual(documentationProblems(partner, { fields: true }), []);
    assert.deepEqual(documentationProblems(admin, { fields: true }), []);
  });

  test("event types named anywhere in either document are the outbox's (EVENT_TYPES), and eventTypes names all of them", () => {
    const named = new Set<string>();
    const eventTypes: string[] = [];
    const walk = (node: unknown, key = ''): void => {
      if (Array.isArray(node)) return node.forEach((item) => walk(item, key));
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries<unknown>(node as Doc)) {
        if (k === 'description' && typeof v === 'string')
          for (const m of v.matchAll(/`((?:order|order_line|shipment|proof|submission)\.[a-z_]+)`/g)) named.add(m[1]!);
        // A field named eventTypes (its description or its items') names every type.
        if (k === 'eventTypes' && v && typeof v === 'object' && !Array.isArray(v) && key === 'properties')
          eventTypes.push(JSON.stringify(v));
        walk(v, k);
      }
    };
    walk(partner);
    walk(admin);
    assert.deepEqual(
      [...named].filter((t) => !(EVENT_TYPES as readonly string[]).includes(t)),
      [],
    );
    assert.ok(eventTypes.length > 0);
    for (const text of eventTypes) for (const type of EVENT_TYPES) assert.ok(text.includes(type), `${type} missing from: ${text}`);
  });

  test('back-office fields are described for what they are where a name means several things', () => {
    const body = (path: string, method: string) => admin.paths[path]![method].requestBody.content['application/json'].schema;
    assert.equal(body('/admin/sites', 'post').properties.name.description, "The site's name.");
    assert.equal(body('/admin/partners', 'post').properties.name.description, "The partner's name.");
    assert.match(body('/admin/orders/{orderNumber}/status', 'put').properties.status.description, /order's new status/);
  });

  test('names an operation without a description, a problem answer without codes, an undescribed field', () => {
    const problem = { $ref: '#/components/schemas/Problem' };
    const oauthShape = (codes?: string[]) => ({
      type: 'object',
      properties: {
        code: { type: 'string', description: 'Same as error.', ...(codes && { enum: codes }) },
        error: { type: 'string', description: 'The OAuth error.', ...(codes && { enum: codes }) },
      },
    });
    const doc = {
      paths: {
        '/v1/things': {
          get: {
            responses: {
              '200': { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } } } },
              '404': { content: { 'application/problem+json': { schema: problem } } },
            },
          },
          post: {
            description: 'Creates a thing.',
            responses: {
              '201': {
                content: {
                  'application/json': { schema: { type: 'object', properties: { id: { type: 'integer', description: 'Its id.' } } } },
                },
              },
              '409': { 'x-codes': ['conflict'], content: { 'application/problem+json': { schema: { allOf: [problem] } } } },
            },
          },
        },
        // An error of the route's own shape (RFC 6749) lists its codes in its `code` enum.
        '/oauth2/thing': {
          post: {
            description: 'An OAuth endpoint.',
            responses: {
              '400': { content: { 'application/problem+json': { schema: oauthShape(['invalid_request']) } } },
              '401': { content: { 'application/problem+json': { schema: oauthShape() } } },
            },
          },
        },
      },
    };
    assert.deepEqual(documentationProblems(doc, { fields: true }), [
      'GET /v1/things: no description',
      'GET /v1/things: 404 lists no problem codes',
      'GET /v1/things: documents no problem codes',
      'POST /oauth2/thing: 401 lists no problem codes',
      '#/paths//v1/things/get/responses/200/content/application/json/schema: field id has no description',
    ]);
  });
});
