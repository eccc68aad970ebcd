// The tool registry as data (pure rules): names, scopes, annotations, the
// argument schema each tool advertises and how arguments split into the
// route's path, query and body.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isScope } from '../../src/access/scopes.ts';
import { inputSchemaOf, toolInput } from '../../src/mcp/tool.ts';
import { TOOLS } from '../../src/mcp/tools.ts';

const tool = (name: string) => TOOLS.find((t) => t.name === name)!;

test("tool names are unique snake_case; scopes are the API's; read-only tools are never destructive", () => {
  const names = TOOLS.map((t) => t.name);
  assert.equal(new Set(names).size, names.length);
  for (const t of TOOLS) {
    assert.match(t.name, /^[a-z]+(_[a-z]+)*$/);
    assert.ok(t.scope === null || isScope(t.scope), t.name);
    if (t.annotations.readOnlyHint) assert.notEqual(t.annotations.destructiveHint, true, t.name);
    assert.equal(inputSchemaOf(t).type, 'object', t.name);
  }
  assert.equal(tool('me').scope, null);
  assert.equal(tool('orders_submit').annotations.idempotentHint, true);
});

test('path and query fields sit side by side; a body beside path fields sits under body; a lone body is the arguments', () => {
  const items = inputSchemaOf(tool('orders_items')) as { properties: Record<string, unknown>; required: string[] };
  assert.ok('orderNumber' in items.properties && 'limit' in items.properties);
  assert.deepEqual(items.required, ['orderNumber']);
  const decline = inputSchemaOf(tool('orders_decline_proof')) as { properties: Record<string, unknown>; required: string[] };
  assert.deepEqual(decline.required, ['orderNumber', 'itemNumber', 'body']);
  const submit = inputSchemaOf(tool('orders_submit')) as { properties: Record<string, unknown> };
  assert.ok('partnerOrderId' in submit.properties && 'lines' in submit.properties);
});

test("arguments split into the route's parts, numbers read as their string form, and refusals carry the route's code", () => {
  const input = toolInput(tool('orders_items'), { orderNumber: 12, limit: '5' });
  assert.deepEqual(input.params, { orderNumber: 12 });
  assert.deepEqual(input.query, { limit: 5 });
  assert.throws(() => toolInput(tool('orders_list'), { colour: 'red' }), { code: 'unknown_query_parameter' });
  assert.throws(() => toolInput(tool('orders_get'), { orderNumber: '0' }), { code: 'invalid_order_number' });
  assert.throws(() => toolInput(tool('products_update'), { productId: 'P-1', body: { name: 'x' } }), { code: 'invalid_product_id' });
  assert.throws(() => toolInput(tool('products_update'), { productId: 'SLO_1', body: { nope: 1 } }), { code: 'invalid_product_patch' });
});
