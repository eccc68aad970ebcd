// /v1/mcp sits behind the partner gateway like every partner route: a
// trial partner's burst of MCP requests shares its token bucket and is
// refused with the API's 429 rate_limit_exceeded.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TestContext } from '../helpers/context.ts';
import { burst, count, gatewayContext } from '../gateway/fixtures.ts';

let ctx: TestContext;
before(async () => {
  ctx = await gatewayContext();
});
after(() => ctx.close());

test("MCP requests spend the partner's token bucket and are refused with 429 over it", async () => {
  const partner = await ctx.partner();
  const list = {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/list',
    params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } },
  };
  const headers = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' };
  const statuses = await burst(20, () => ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: list, headers }));
  assert.equal(count(statuses, 200), 5);
  assert.equal(count(statuses, 429), 15);
  const refused = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: list, headers });
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().code, 'rate_limit_exceeded');
  assert.equal((await ctx.call(partner.token, { method: 'GET', url: '/v1/me' })).statusCode, 429, 'one bucket for the API and MCP');
});
