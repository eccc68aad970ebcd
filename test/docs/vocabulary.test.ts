// One vocabulary: an operation has one name, declared at its route
// (`operation('ordersApproveProof', …)`, src/http/operations/operation.ts), wherever a
// partner meets it: the document's operationId, the SDK call generated from
// the document (`orders.approveProof`), the MCP tool (that operationId in
// snake_case, `orders_approve_proof`); the back office's operations have
// readable, unique names of their own. No table keyed by `METHOD /path`
// holds them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { OPERATIONS, PartnerClient } from '../../sdk/src/index.ts';
import { Resource } from '../../sdk/src/resource.ts';
import { snakeCaseOf } from '../../src/http/operations/operation.ts';
import { defaultOperationId } from '../../src/http/openapi/openapi.ts';
import { TOOLS } from '../../src/mcp/tools.ts';

interface Operation {
  method: string;
  path: string;
  operationId: string;
  scopes: string[];
}

const root = join(import.meta.dirname, '..', '..');
const docs = join(root, 'docs');
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

function operations(file: string): Operation[] {
  const document = JSON.parse(readFileSync(join(docs, file), 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string; security?: Record<string, string[]>[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        scopes: (op.security ?? []).flatMap((requirement) => Object.values(requirement).flat()),
      })),
  );
}

const partner = operations('openapi.json');
const sandbox = operations('openapi-sandbox.json');
const admin = operations('openapi-admin.json');
const WELL_FORMED = /^[a-z][a-zA-Z0-9]*$/;

test('every operation of the three documents names itself at its route: well-formed, unique, never the path-derived fallback', () => {
  for (const [file, ops] of [
    ['openapi.json', partner],
    ['openapi-sandbox.json', sandbox],
    ['openapi-admin.json', admin],
  ] as const) {
    for (const op of ops) {
      assert.match(op.operationId, WELL_FORMED, `${file}: ${op.method} ${op.path}`);
      assert.notEqual(op.operationId, defaultOperationId(op.method, op.path), `${file}: ${op.method} ${op.path} declares its operationId`);
    }
    assert.equal(new Set(ops.map((o) => o.operationId)).size, ops.length, `${file}: operationIds are unique`);
  }
  const approve = partner.find((o) => o.path === '/v1/orders/{orderNumber}/items/{itemNumber}/proof/approve');
  assert.equal(approve?.operationId, 'ordersApproveProof');
});

test("the SDK's generated operations are the document's, and every call the client has is one of them", () => {
  const byId = new Map(sandbox.map((o) => [o.operationId, o]));
  for (const [id, generated] of Object.entries(OPERATIONS)) {
    const op = byId.get(id);
    assert.ok(op, `${id} is an operation of the sandbox document`);
    assert.deepEqual([generated.method, generated.path], [op.method, op.path], id);
    assert.equal(
      generated.call.replace(/\.(\w)/, (_m, c: string) => c.toUpperCase()),
      id,
      `${generated.call} is ${id} in camelCase`,
    );
  }

  const client = new PartnerClient({ baseUrl: 'http://127.0.0.1:1', clientId: 'x', clientSecret: 'y' }) as unknown as Record<
    string,
    unknown
  >;
  // The client's methods that are not one operation: views, the escape hatch, the reconciler, the submission poll,
  // the private helpers of `orders.submit` (TypeScript's `private` is not seen at run time), and the artwork upload
  // (two operations with a PUT to storage between them).
  const NOT_AN_OPERATION = new Set([
    'with',
    'withResponse',
    'close',
    'request',
    'reconcile',
    'orders.waitForSubmission',
    'orders.submissionResponse',
    'orders.settle',
    'orders.uploadArtwork',
  ]);
  const methods: string[] = [];
  // A resource's methods: its own class's and those of the generated class it extends, up to the shared base
  // (sdk/src/resource.ts), whose protected helpers (and a subclass's overrides of them) are how every call is made, not operations.
  const own = (o: object) => {
    const names = new Set<string>();
    for (
      let proto = Object.getPrototypeOf(o);
      proto && proto !== Object.prototype && proto !== Resource.prototype;
      proto = Object.getPrototypeOf(proto)
    )
      for (const n of Object.getOwnPropertyNames(proto)) if (n !== 'constructor' && !Object.hasOwn(Resource.prototype, n)) names.add(n);
    return [...names];
  };
  for (const name of own(client)) if (typeof client[name] === 'function') methods.push(name);
  for (const [resource, value] of Object.entries(client)) {
    if (!value || typeof value !== 'object' || resource === 'core' || resource === 'options') continue;
    for (const name of own(value)) if (typeof (value as Record<string, unknown>)[name] === 'function') methods.push(`${resource}.${name}`);
  }
  assert.ok(methods.includes('orders.approveProof') && methods.includes('me'), 'the walk sees the client and its resources');
  const named = new Set<string>(Object.values(OPERATIONS).map((o) => o.call));
  for (const method of methods) {
    if (NOT_AN_OPERATION.has(method)) continue;
    assert.ok(named.has(method), `client.${method} calls an operation of the document (sdk/src/generated/operations.ts)`);
  }
  for (const method of named) assert.ok(methods.includes(method), `client.${method} exists`);
});

test('every MCP tool is the snake_case of the operationId it calls, under the same scope', () => {
  const byId = new Map(sandbox.map((o) => [o.operationId, o]));
  for (const tool of TOOLS) {
    const op = byId.get(tool.operationId);
    assert.ok(op, `${tool.name}: ${tool.operationId} is an operation of the sandbox document`);
    assert.equal(tool.name, snakeCaseOf(op.operationId));
    assert.match(tool.name, /^[a-z][a-z0-9_]*$/);
    assert.deepEqual(tool.scope ? [tool.scope] : [], op.scopes, `${tool.name}: the operation's scope`);
  }
  assert.equal(new Set(TOOLS.map((t) => t.name)).size, TOOLS.length, 'tool names are unique');
  const names = TOOLS.map((t) => t.name);
  for (const name of ['me', 'orders_approve_proof', 'orders_submit', 'test_helpers_ship']) assert.ok(names.includes(name), name);
});

test('back-office operations are not derived from the path', () => {
  for (const op of admin) assert.doesNotMatch(op.operationId, /^(get|post|put|patch|delete)Admin/, `${op.method} ${op.path}`);
});

/** Every .ts file under `dir`, but generated code. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

test("no table keyed by 'METHOD /path' in src/ or sdk/src/: an operation's facts live at its route", () => {
  const keyed = /'(GET|POST|PUT|PATCH|DELETE) \/[^']*'/g;
  const found = [join(root, 'src'), join(root, 'sdk', 'src')]
    .flatMap(sources)
    .flatMap((file) => (readFileSync(file, 'utf8').match(keyed) ?? []).map((literal) => `${file.slice(root.length + 1)}: ${literal}`));
  assert.ok(found.length <= 5, `at most a handful of 'METHOD /path' literals, found ${found.length}:\n${found.join('\n')}`);
});

test('the service follows its clients nowhere: no file of src/ imports from sdk/', () => {
  const importsSdk = /from '(\.\.\/)+sdk\//;
  const found = sources(join(root, 'src')).filter((file) => importsSdk.test(readFileSync(file, 'utf8')));
  assert.deepEqual(
    found.map((file) => file.slice(root.length + 1)),
    [],
  );
});

type Json = Record<string, any>;
const read = (file: string): Json => JSON.parse(readFileSync(join(docs, file), 'utf8'));

/** Every schema node of a document but its examples (data). */
function* schemaNodes(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* schemaNodes(item);
  else if (value && typeof value === 'object') {
    yield value as Json;
    for (const [key, child] of Object.entries(value)) if (key !== 'examples' && key !== 'example') yield* schemaNodes(child);
  }
}

test('every list answer of both documents is a named component: <Item>Page when paged, <Item>List when whole', () => {
  const expected: Record<string, string[]> = {
    'openapi.json': ['OrderPage', 'ProductPage', 'SiteList', 'ProductImageList', 'UserPage', 'SubmissionPage', 'ShipmentPage'],
    'openapi-admin.json': [
      'ApiTokenPage',
      'TeamMemberPage',
      'WebhookDeliveryPage',
      'WebhookEndpointList',
      'AdminOrderPage',
      'AdminSiteList',
    ],
  };
  for (const [file, names] of Object.entries(expected)) {
    const document = read(file);
    let lists = 0;
    for (const [path, ops] of Object.entries<Json>(document.paths)) {
      const schema = ops.get?.responses?.['200']?.content?.['application/json']?.schema;
      if (!schema) continue;
      const inline = schema.properties ? Object.values<Json>(schema.properties).some((p) => p.type === 'array') : false;
      const named = typeof schema.$ref === 'string' ? document.components.schemas[schema.$ref.split('/').at(-1)] : null;
      assert.ok(!(inline && 'nextCursor' in schema.properties), `${file} GET ${path}: a page is a named component`);
      if (named && /(Page|List)$/.test(schema.$ref)) {
        lists += 1;
        const arrays = Object.entries<Json>(named.properties).filter(([, p]) => p.type === 'array');
        assert.equal(arrays.length, 1, `${schema.$ref}: one array`);
        assert.equal(schema.$ref.endsWith('Page'), 'nextCursor' in named.properties, `${schema.$ref}: Page exactly when paged`);
      }
    }
    for (const name of names) assert.ok(document.components.schemas[name], `${file}: components.schemas.${name}`);
    assert.ok(lists >= names.length, `${file}: ${lists} list answers by reference`);
  }
  const orders = read('openapi.json').paths['/v1/orders'].get.responses['200'].content['application/json'].schema;
  assert.equal(orders.$ref, '#/components/schemas/OrderPage');
});

test('nothing a generator trips on: plain non-null types, enums not anyOf of single values, no read-only markers in bodies', () => {
  for (const file of ['openapi.json', 'openapi-sandbox.json', 'openapi-admin.json']) {
    const document = read(file);
    for (const node of schemaNodes({ paths: document.paths, components: document.components })) {
      if (Array.isArray(node.anyOf)) {
        const singles = node.anyOf.filter((m: Json) => (Array.isArray(m.enum) && m.enum.length === 1) || 'const' in m);
        assert.ok(singles.length < node.anyOf.length, `${file}: an anyOf of single-value enums (${JSON.stringify(node.anyOf)})`);
      }
      if (Array.isArray(node.allOf))
        assert.ok(
          node.allOf.some((m: Json) => '$ref' in m),
          `${file}: an allOf without a $ref (${JSON.stringify(node.allOf)})`,
        );
    }
  }
  const schemas = read('openapi.json').components.schemas;
  const quantity = schemas.QuoteRequest.properties.quantity;
  assert.equal(quantity.type, 'integer');
  assert.equal(quantity.minimum, 1);
  assert.deepEqual(Object.keys(schemas.ImagePatch.properties).sort(), ['imageAlt', 'primary', 'sequence']);
  assert.equal(schemas.ImagePatch.additionalProperties, false, 'a read-only field is refused by the published schema too');
  assert.deepEqual(schemas.Me.properties.tier.enum, ['trial', 'standard', 'enterprise']);
});
