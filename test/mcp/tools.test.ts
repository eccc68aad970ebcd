// POST /v1/mcp through the SDK's own client, in both protocol revisions:
// tools listed by the caller's scopes, called with the same services and
// tenancy as the API, errors carrying the API's problem code.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { order } from '../orders/fixtures.ts';
import { mcpClient, structured, type Revision } from './fixtures.ts';

let ctx: TestContext;
let address: string;
before(async () => {
  ctx = await createTestContext();
  address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
after(() => ctx.close());

for (const revision of ['2026-07-28', '2025-11-25'] as Revision[]) {
  describe(`protocol ${revision}`, () => {
    test('an M2M token lists the tools with schemas and annotations, and calls one', async () => {
      const partner = await ctx.partner();
      const client = await mcpClient(address, partner.token, revision);
      assert.equal(client.getNegotiatedProtocolVersion(), revision);
      const { tools } = await client.listTools();
      const names = tools.map((t) => t.name);
      for (const name of [
        'me',
        'orders_list',
        'orders_get',
        'orders_submit',
        'orders_approve_proof',
        'products_list',
        'shipping_quote',
        'sites_list',
      ])
        assert.ok(names.includes(name), name);
      const getOrder = tools.find((t) => t.name === 'orders_get')!;
      assert.deepEqual(getOrder.inputSchema.required, ['orderNumber']);
      assert.equal(getOrder.annotations?.readOnlyHint, true);
      const decline = tools.find((t) => t.name === 'orders_decline_proof')!;
      assert.equal(decline.annotations?.readOnlyHint, false);
      assert.equal(decline.annotations?.destructiveHint, true);
      // A repeated proof decision has no further effect (its 409 counts as success): both are idempotent.
      const approve = tools.find((t) => t.name === 'orders_approve_proof')!;
      assert.equal(decline.annotations?.idempotentHint, true);
      assert.equal(approve.annotations?.idempotentHint, true);
      const me = structured(await client.callTool({ name: 'me', arguments: {} }));
      assert.equal(me.partnerId, partner.partnerId);
      assert.equal(me.authMethod, 'IDP_M2M');
      await client.close();
    });
  });
}

test('the tool list holds only the tools the effective scopes allow; calling another names the scope it needs', async () => {
  const partner = await ctx.partner({ scopes: ['partner-api/products:read'] });
  const client = await mcpClient(address, partner.token, '2026-07-28');
  const names = (await client.listTools()).tools.map((t) => t.name).sort();
  assert.deepEqual(
    names,
    ['me', 'products_images', 'products_get', 'products_list', 'segments_list', 'products_quote', 'shipping_quote'].sort(),
  );
  // Calling one anyway answers the API's 403 insufficient_scope naming the scope, as a tool error (not "not found").
  for (const name of ['orders_list', 'orders_approve_proof']) {
    const refused = await client.callTool({ name, arguments: {} });
    assert.equal(refused.isError, true, name);
    const problem = structured(refused);
    assert.equal(problem.code, 'insufficient_scope', name);
    assert.equal(problem.status, 403);
    assert.match(String(problem.detail), new RegExp(`needs the scope partner-api/orders:${name === 'orders_list' ? 'read' : 'write'}\\b`));
  }
  // A tool that exists nowhere is still the protocol's own error.
  await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), /Tool no_such_tool not found/);
  // So is a name every JavaScript object answers to: no tool is found through a prototype.
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])
    await assert.rejects(client.callTool({ name, arguments: {} }), new RegExp(`Tool ${name} not found`), name);
  // And the list still holds only the held tools.
  assert.ok(!(await client.listTools()).tools.some((t) => t.name === 'orders_list'));
  await client.close();
});

test("tenancy: another partner's order answers as missing, with the API's code", async () => {
  const owner = await ctx.partner();
  const other = await ctx.partner();
  const placed = await order(ctx, owner.siteIds[0]!);
  const ownerClient = await mcpClient(address, owner.token, '2026-07-28');
  const mine = await ownerClient.callTool({ name: 'orders_get', arguments: { orderNumber: String(placed.orderNumber) } });
  assert.equal(mine.isError, undefined);
  assert.equal(structured(mine).orderNumber, placed.orderNumber);
  const otherClient = await mcpClient(address, other.token, '2025-11-25');
  const theirs = await otherClient.callTool({ name: 'orders_get', arguments: { orderNumber: String(placed.orderNumber) } });
  assert.equal(theirs.isError, true);
  assert.equal(structured(theirs).code, 'order_not_found');
  await ownerClient.close();
  await otherClient.close();
});

test('arguments are validated like the route: a malformed order number is invalid_order_number', async () => {
  const partner = await ctx.partner();
  const client = await mcpClient(address, partner.token, '2026-07-28');
  const result = await client.callTool({ name: 'orders_get', arguments: { orderNumber: 'abc' } });
  assert.equal(result.isError, true);
  assert.equal(structured(result).code, 'invalid_order_number');
  const numeric = await client.callTool({ name: 'orders_get', arguments: { orderNumber: 999999 } });
  assert.equal(structured(numeric).code, 'order_not_found', 'a number is read like its string form');
  await client.close();
});

test('a 401 on /v1/mcp keeps the invalid_token body and points at the protected-resource metadata', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/v1/mcp', payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().code, 'invalid_token');
  const challenge = res.headers['www-authenticate'] as string;
  assert.match(
    challenge,
    /^Bearer realm="partner-api", error="invalid_token", resource_metadata="http:\/\/[^"]+\/\.well-known\/oauth-protected-resource\/v1\/mcp"$/,
  );
  const plain = await ctx.app.inject({ method: 'GET', url: '/v1/me' });
  assert.equal(plain.headers['www-authenticate'], 'Bearer realm="partner-api", error="invalid_token"', 'other routes keep their challenge');
  assert.deepEqual(Object.keys(plain.json()).sort(), Object.keys(res.json()).sort());
});

test('a partner disabled after connecting is refused on its next MCP request', async () => {
  const partner = await ctx.partner();
  const client = await mcpClient(address, partner.token, '2026-07-28');
  assert.equal((await client.listTools()).tools.length > 0, true);
  await ctx.platform.admin.partners.update(partner.partnerId, { enabled: false }, 'test');
  await assert.rejects(client.callTool({ name: 'me', arguments: {} }));
  const res = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().code, 'invalid_token');
  await client.close();
});

test('GET and DELETE on /v1/mcp are 405 (a stateless server keeps no stream or session)', async () => {
  const partner = await ctx.partner();
  for (const method of ['GET', 'DELETE'] as const) {
    const res = await ctx.call(partner.token, { method, url: '/v1/mcp' });
    assert.equal(res.statusCode, 405, method);
    assert.equal(res.json().code, 'method_not_allowed');
    // OPTIONS answers a browser's preflight (browser-access.test.ts).
    assert.equal(res.headers.allow, 'OPTIONS, POST');
  }
});

test('transport refusals are problem documents that keep the JSON-RPC error; no Accept preference is served', async () => {
  const partner = await ctx.partner();
  const list = {
    jsonrpc: '2.0',
    id: 7,
    method: 'tools/list',
    params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } },
  };
  const version = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' };
  // The 2025-11-25 transport insists on an Accept naming JSON and SSE.
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
  };
  const html = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: initialize, headers: { accept: 'text/html' } });
  assertProblem(html, 406, 'not_acceptable');
  assert.equal(html.json().jsonrpc, '2.0');
  assert.equal(typeof html.json().error.message, 'string');
  assert.equal(html.json().id, 1, "the message's id, which the transport's own refusal left out");
  const noMethod = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: { jsonrpc: '2.0', id: 1 } });
  assertProblem(noMethod, 400, 'invalid_request');
  const batch = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: [list] });
  assertProblem(batch, 400, 'invalid_request');
  // The service's own refusals of a body carry the JSON-RPC members as well: -32700 not JSON (nor UTF-8), -32600 anything else.
  const refusals: Array<[payload: string | Buffer, code: number, id: number | null]> = [
    ['{"jsonrpc":"2.0","id":21,"method":', -32700, null],
    [
      Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":22,"method":"ping","params":{"a":"'), Buffer.from([0xc3]), Buffer.from('"}}')]),
      -32700,
      null,
    ],
    [JSON.stringify([list]), -32600, null],
    ['{"id":25,"method":"ping"}', -32600, 25],
    ['{"jsonrpc":"1.0","id":"a","method":"ping"}', -32600, 'a' as never],
    ['42', -32600, null],
    ['[]', -32600, null],
  ];
  for (const [payload, code, id] of refusals) {
    const res = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload, headers: { 'content-type': 'application/json' } });
    assertProblem(res, 400, 'invalid_request');
    assert.deepEqual([res.json().jsonrpc, res.json().id, res.json().error?.code], ['2.0', id, code], String(payload));
    assert.equal(typeof res.json().error.message, 'string');
  }
  const plain = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: list, headers: version });
  assert.equal(plain.statusCode, 200, plain.body);
  assert.ok(plain.body.includes('me'));
});

test('initialize asking for a revision that carried batches (2025-03-26 and older) is answered with a served one; serverInfo names the service version', async () => {
  const partner = await ctx.partner();
  const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  const accept = { accept: 'application/json, text/event-stream' };
  for (const asked of ['2025-03-26', '2024-11-05', '2025-06-18', '2025-11-25']) {
    const res = await ctx.call(partner.token, {
      method: 'POST',
      url: '/v1/mcp',
      headers: accept,
      payload: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: asked, capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
    });
    assert.equal(res.statusCode, 200, `${asked}: ${res.body}`);
    const text = String(res.headers['content-type']).startsWith('text/event-stream') ? /^data: (.*)$/m.exec(res.body)![1]! : res.body;
    const result = (JSON.parse(text) as { result: { protocolVersion: string; serverInfo: { version: string } } }).result;
    assert.equal(result.serverInfo.version, version, asked);
    if (asked < '2025-06-18') assert.ok(result.protocolVersion >= '2025-06-18', `${asked} → ${result.protocolVersion}`);
    else assert.equal(result.protocolVersion, asked);
  }
  // A request naming such a revision afterwards is refused, as an unknown one is.
  const old = await ctx.call(partner.token, {
    method: 'POST',
    url: '/v1/mcp',
    headers: { ...accept, 'mcp-protocol-version': '2025-03-26' },
    payload: { jsonrpc: '2.0', id: 2, method: 'ping' },
  });
  assert.equal(old.statusCode, 400, old.body);
});

test('a request naming a revision not served is 400 listing every revision served, 2026-07-28 included, with the message id', async () => {
  const partner = await ctx.partner();
  for (const revision of ['1999-01-01', '2025-03-26', '2024-11-05', 'latest']) {
    const res = await ctx.call(partner.token, {
      method: 'POST',
      url: '/v1/mcp',
      headers: { accept: 'application/json, text/event-stream', 'mcp-protocol-version': revision },
      payload: { jsonrpc: '2.0', id: 7, method: 'ping' },
    });
    const body = assertProblem(res, 400, 'invalid_request');
    assert.equal(body.detail, `Unsupported protocol version: ${revision} (supported versions: 2026-07-28, 2025-11-25, 2025-06-18)`);
    assert.equal(body.id, 7);
    assert.equal((body.error as { code: number }).code, -32000);
  }
});
