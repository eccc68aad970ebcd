// Every MCP tool publishes an outputSchema, and it is the success schema its
// route publishes in the partner document; what a tool call returns validates
// against it. orders_submit takes POST /v1/orders's body exactly.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TOOLS } from '../../src/mcp/tools.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { publishedValidator } from '../helpers/published.ts';
import { order } from '../orders/fixtures.ts';
import { orderBody, orderWorld, type OrderWorld } from '../submissions/fixtures.ts';
import { mcpClient, structured, type Revision } from './fixtures.ts';
import { dereferenced } from '../helpers/openapi.ts';

type Doc = Record<string, any>;
let ctx: TestContext;
let world: OrderWorld;
let document: Doc;
let address: string;
before(async () => {
  // A sandbox: it serves every tool, the test helpers' too (a production host lists those nowhere: test/test-helpers/mcp.test.ts).
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '50', ENVIRONMENT_KIND: 'sandbox' });
  world = await orderWorld(ctx);
  document = dereferenced((await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json());
  address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
after(() => ctx.close());

/** The operation of the document a tool's route declares (`ordersGet`). */
function operationOf(operationId: string): Doc {
  const operation = Object.values<Doc>(document.paths)
    .flatMap((item) => Object.values<Doc>(item))
    .find((op) => op.operationId === operationId);
  assert.ok(operation, `${operationId} is in the document`);
  return operation;
}

/**
 * A schema as the document presents it: the generator writes `const: x` as
 * `enum: [x]`, a record's `patternProperties: {'^.*$': s}` as
 * `additionalProperties: s`, and moves `examples` to the media type; named
 * schemas are inlined here (`dereferenced`), and words (descriptions, the
 * component name) are not the schema. Same meaning. Nothing else is set
 * aside: a keyword that is not the document's (a stray `headers`) fails.
 */
function presented(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(presented);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Doc = {};
  for (const [key, value] of Object.entries(schema)) {
    if (['examples', 'example', 'description', 'x-component'].includes(key)) continue;
    if (key === 'const') out.enum = [value];
    else if (key === 'patternProperties' && Object.keys(value as object).join() === '^.*$')
      out.additionalProperties = presented((value as Doc)['^.*$']);
    else out[key] = key === 'enum' ? value : presented(value);
  }
  return out;
}

/** The published success schema: 200, else 201 (the tools' routes answer one of them). */
function successSchema(operationId: string): Doc {
  const responses = operationOf(operationId).responses;
  const status = ['200', '201'].find((s) => s in responses);
  assert.ok(status, `${operationId} publishes a 200 or 201`);
  return responses[status].content['application/json'].schema;
}

for (const revision of ['2026-07-28', '2025-11-25'] as Revision[]) {
  test(`${revision}: tools/list shows, for every tool, an outputSchema equal to its route's published success schema`, async () => {
    const client = await mcpClient(address, world.partner.token, revision);
    const { tools } = await client.listTools();
    await client.close();
    assert.equal(tools.length, TOOLS.length, 'a partner with every scope sees every tool');
    for (const listed of tools) {
      const tool = TOOLS.find((t) => t.name === listed.name)!;
      assert.ok(listed.outputSchema, `${listed.name} has an outputSchema`);
      assert.ok(!('headers' in listed.outputSchema), `${listed.name}: no stray headers keyword in its outputSchema`);
      assert.equal(listed.outputSchema.type, 'object');
      assert.deepEqual(
        presented(listed.outputSchema),
        presented(successSchema(tool.operationId)),
        `${listed.name}: the schema of ${tool.operationId}`,
      );
    }
  });
}

test("orders_submit's input is POST /v1/orders's body exactly, and its output validates against its outputSchema", async () => {
  const client = await mcpClient(address, world.partner.token, '2026-07-28');
  const { tools } = await client.listTools();
  const submit = tools.find((t) => t.name === 'orders_submit')!;
  const body = operationOf('ordersSubmit').requestBody.content['application/json'].schema;
  assert.deepEqual(presented(submit.inputSchema), presented(body));
  const result = await client.callTool({ name: 'orders_submit', arguments: orderBody(world) });
  assert.equal(result.isError, undefined, JSON.stringify(result));
  assert.equal(publishedValidator(document, submit.outputSchema!)(structured(result)), null);
  await client.close();
});

test("a tool call's structured output validates against the tool's outputSchema", async () => {
  const placed = await order(ctx, world.siteId);
  const client = await mcpClient(address, world.partner.token, '2025-11-25');
  const { tools } = await client.listTools();
  const calls: [string, Record<string, unknown>][] = [
    ['me', {}],
    ['sites_list', {}],
    ['sites_get', { siteId: world.siteId }],
    ['orders_list', {}],
    ['orders_get', { orderNumber: placed.orderNumber }],
    ['orders_items', { orderNumber: placed.orderNumber }],
    ['orders_shipments', { orderNumber: placed.orderNumber }],
    ['products_list', {}],
    ['orders_submissions', {}],
    ['users_list', {}],
    ['divisions_list', {}],
    ['credit_accounts_list', {}],
  ];
  for (const [name, args] of calls) {
    const result = await client.callTool({ name, arguments: args });
    assert.equal(result.isError, undefined, `${name}: ${JSON.stringify(result)}`);
    const schema = tools.find((t) => t.name === name)!.outputSchema!;
    assert.equal(publishedValidator(document, schema)(structured(result)), null, name);
  }
  await client.close();
});
