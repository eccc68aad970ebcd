// The reference shows everything a partner sends and receives, read through
// HTTP as a reader gets it: /docs/reference and /admin/docs/reference, and
// every page they link to.
// Every write operation of both documents lists each of its body fields,
// nested ones included, with their bounds; every success answer has a real
// description and its fields; the back office names the staff roles of each
// operation from the permission matrix; no raw markdown shows.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PERMISSIONS } from '../../src/access/permissions.ts';
import { adminRouteTable } from '../../src/team/staff-auth.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { allPages, referencePages } from '../helpers/reference-pages.ts';

type Json = Record<string, any>;

let ctx: TestContext;
const pages: Record<'partner' | 'admin', { html: string; document: Json }> = {} as never;

before(async () => {
  ctx = await createTestContext();
  for (const [name, app, base, doc] of [
    ['partner', ctx.app, '/docs', '/v1/openapi.json'],
    ['admin', ctx.admin, '/admin/docs', '/admin/openapi.json'],
  ] as const) {
    const html = allPages(await referencePages(app, base));
    const document = await app.inject({ method: 'GET', url: doc });
    assert.equal(document.statusCode, 200, document.body);
    pages[name] = { html, document: document.json() };
  }
});
after(() => ctx.close());

/** The HTML of one operation's section, found by method and path (not by operationId, which may be renamed). */
function section(html: string, method: string, path: string): string {
  const start = html.indexOf(`data-method="${method}" data-path="${path}"`);
  assert.ok(start > 0, `no section for ${method} ${path}`);
  return html.slice(start, html.indexOf('</section>', start));
}

/** The row of one field (by its dotted path) in a section. */
function row(html: string, field: string): string {
  const start = html.indexOf(` data-field="${field}">`);
  assert.ok(start >= 0, `no row for the field ${field}`);
  return html.slice(start, html.indexOf('</tr>', start));
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([).,])/g, '$1');

function resolve(document: Json, schema: Json | undefined): Json {
  let node = schema ?? {};
  while (node.$ref)
    node = {
      ...String(node.$ref)
        .slice(2)
        .split('/')
        .reduce<Json>((at, k) => at[k], document),
      description: undefined,
    };
  if (node.allOf) node = Object.assign({}, ...node.allOf.map((s: Json) => resolve(document, s)), { ...node, allOf: undefined });
  const branches = (node.anyOf ?? []).filter((b: Json) => b.type !== 'null');
  if (branches.length === 1) return resolve(document, branches[0]);
  return node;
}

/** Every field path of a body (`lines`, `lines.partnerLineId`, …), through objects, arrays of objects and maps of objects. */
function fieldPaths(document: Json, schema: Json | undefined, prefix = '', seen: string[] = []): string[] {
  let node = resolve(document, schema);
  for (let i = 0; i < 3 && !node.properties; i++) {
    const next = node.type === 'array' ? node.items : typeof node.additionalProperties === 'object' ? node.additionalProperties : null;
    if (!next) break;
    if (next.$ref && seen.includes(next.$ref)) return [];
    node = resolve(document, next);
  }
  const out: string[] = [];
  for (const [name, child] of Object.entries<Json>(node.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    out.push(path);
    if (child.$ref && seen.includes(child.$ref)) continue;
    out.push(...fieldPaths(document, child, path, child.$ref ? [...seen, child.$ref] : seen));
  }
  return out;
}

function operations(document: Json): Array<{ method: string; path: string; op: Json }> {
  return Object.entries<Json>(document.paths).flatMap(([path, item]) =>
    Object.entries<Json>(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

describe('POST /v1/orders on /docs/reference', () => {
  test('shows lines, partnerLineId and quantity with their types, requiredness and bounds', () => {
    const html = section(pages.partner.html, 'POST', '/v1/orders');
    const lines = text(row(html, 'lines'));
    assert.match(lines, /lines required array of object \(OrderLine\)/);
    assert.match(lines, /min items 1/);
    assert.match(lines, /max items 100/);
    const partnerLineId = text(row(html, 'lines.partnerLineId'));
    assert.match(partnerLineId, /partnerLineId required string/);
    assert.match(partnerLineId, /min length 1 max length 100/);
    const quantity = text(row(html, 'lines.quantity'));
    const declared = resolve(pages.partner.document, pages.partner.document.components.schemas.OrderLine.properties.quantity);
    assert.match(quantity, /quantity required integer/);
    assert.match(quantity, new RegExp(`minimum ${declared.minimum} maximum ${declared.maximum}`));
    // A nested object's own table sits in a <details> below its row.
    assert.match(html, /<details><summary>Fields of <code>shipTo<\/code>/);
    assert.match(text(row(html, 'shipTo.country')), /country required string min length 2 max length 2 pattern/);
    // Enumerations and nullability show on answers: the submission's status.
    assert.match(text(row(html, 'status')), /one of queued processing completed failed/);
  });

  test('a field that may be null says so (an answer read from `anyOf [string, null]`)', () => {
    const html = section(pages.partner.html, 'GET', '/v1/products/{productId}');
    assert.match(text(row(html, 'description')), /description required string nullable/);
  });

  test('each answer says what it is and lists its fields and headers', () => {
    const html = section(pages.partner.html, 'POST', '/v1/orders');
    assert.match(html, /data-status="201"/);
    assert.match(text(html), /Returns 201 application\/json Created: the submission/);
    assert.match(html, / data-field="order.orderNumber">/);
    assert.match(text(html), /Retry-After/);
  });
});

for (const name of ['partner', 'admin'] as const) {
  describe(`${name} reference`, () => {
    test('every write operation shows each of its body fields, nested ones included', () => {
      const { html, document } = pages[name];
      let checked = 0;
      for (const { method, path, op } of operations(document)) {
        const media = Object.values<Json>(op.requestBody?.content ?? {})[0];
        if (method === 'GET' || !media?.schema) continue;
        const shown = section(html, method, path);
        for (const field of fieldPaths(document, media.schema)) {
          assert.ok(shown.includes(` data-field="${field}">`), `${method} ${path}: the body field ${field} is not shown`);
          checked++;
        }
      }
      assert.ok(checked > (name === 'partner' ? 60 : 150), `${checked} fields checked`);
    });

    test('no answer reads "Default Response" or "Success": each success has a description of its own', () => {
      const { html, document } = pages[name];
      for (const { method, path, op } of operations(document)) {
        for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
          assert.ok(!['Default Response', 'Success'].includes(response.description), `${method} ${path} ${status}`);
          if (/^2/.test(status)) assert.ok(response.description.length > 5, `${method} ${path} ${status}: ${response.description}`);
        }
      }
      assert.doesNotMatch(html, /Default Response/);
    });

    test('descriptions are rendered, not shown as raw markdown', () => {
      const shown = text(pages[name].html.replace(/<pre[\s\S]*?<\/pre>|<textarea[\s\S]*?<\/textarea>/g, ''));
      assert.equal(shown.indexOf('`'), -1, `a backtick shows: …${shown.slice(shown.indexOf('`') - 80, shown.indexOf('`') + 40)}…`);
    });
  });
}

describe('the back office names who may call each operation', () => {
  test("every operation carries its route's staff operation and the roles the matrix allows, and the page shows them", () => {
    const { html, document } = pages.admin;
    const routes = adminRouteTable(ctx.admin);
    let restricted = 0;
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = document.paths[path]?.[route.method.toLowerCase()];
      if (!op) continue; // hidden from the document (console helpers)
      const roles = [...PERMISSIONS[route.operation]];
      assert.deepEqual(op['x-staff-roles'], roles, `${route.method} ${path}`);
      assert.equal(op['x-staff-operation'], route.operation);
      const scope = text(/<p class="scope">([\s\S]*?)<\/p>/.exec(section(html, route.method, path))![1]!);
      assert.equal(scope.trim(), `Roles: ${roles.join(' ')} (staff operation ${route.operation}).`, `${route.method} ${path}`);
      if (roles.length < 3) restricted++;
    }
    assert.ok(restricted > 50, `${restricted} role-restricted operations`);
    assert.doesNotMatch(html, /Any valid credential/);
  });

  test('an administrator-only operation names only administrators', () => {
    const scope = /<p class="scope">([\s\S]*?)<\/p>/.exec(section(pages.admin.html, 'POST', '/admin/partners'))![1]!;
    assert.equal(text(scope).trim(), 'Roles: administrator (staff operation partners.manage).');
  });
});

test("the quick start's order and try-it's example are different orders (one after the other is never 409 partner_order_id_reused)", () => {
  const guide = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'guides', '01-quick-start.md'), 'utf8');
  const quickStart = [...guide.matchAll(/"partnerOrderId": ?"([^"]+)"/g)].map((m) => m[1]);
  const media = pages.partner.document.paths['/v1/orders'].post.requestBody.content['application/json'];
  const tryIt = media.example?.partnerOrderId ?? Object.values<Json>(media.examples ?? {})[0]?.value.partnerOrderId;
  assert.ok(quickStart.length > 0 && typeof tryIt === 'string');
  assert.ok(!quickStart.includes(tryIt), `both use ${tryIt}`);
  // And the try-it form on the page carries that example.
  assert.ok(section(pages.partner.html, 'POST', '/v1/orders').includes(`&quot;partnerOrderId&quot;: &quot;${tryIt}&quot;`));
});
