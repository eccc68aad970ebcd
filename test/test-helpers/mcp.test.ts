// The test helpers as MCP tools: listed and callable on a sandbox host only,
// under the caller's scopes and tenancy, each doing what its route does.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TOOLS } from '../../src/mcp/tools.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { order } from '../orders/fixtures.ts';
import { mcpClient, structured } from '../mcp/fixtures.ts';

let sandbox: TestContext;
let production: TestContext;
let sandboxAddress: string;
let productionAddress: string;
before(async () => {
  sandbox = await createTestContext({ ENVIRONMENT_KIND: 'sandbox' });
  production = await createTestContext();
  sandboxAddress = await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  productionAddress = await production.app.listen({ host: '127.0.0.1', port: 0 });
});
after(async () => {
  await sandbox.close();
  await production.close();
});

const HELPER_TOOLS = TOOLS.filter((t) => t.sandboxOnly).map((t) => t.name);

async function partnerWithOrder(ctx: TestContext) {
  const partner = await ctx.partner();
  const placed = await order(ctx, partner.siteIds[0]!, { lines: 2, partner: { partnerId: partner.partnerId, partnerOrderId: 'PO-MCP-1' } });
  return { partner, orderNumber: placed.orderNumber, items: placed.lines.map((l) => l.itemNumber) };
}

test('a production host lists none of the helper tools, and calling one is an unknown tool', async () => {
  assert.equal(HELPER_TOOLS.length, 6);
  const { partner, orderNumber } = await partnerWithOrder(production);
  const client = await mcpClient(productionAddress, partner.token, '2026-07-28');
  const { tools } = await client.listTools();
  assert.deepEqual(
    tools.filter((t) => HELPER_TOOLS.includes(t.name)),
    [],
  );
  assert.equal(tools.length, TOOLS.length - HELPER_TOOLS.length);
  const called = await client.callTool({ name: 'test_helpers_ship', arguments: { orderNumber } }).catch((e: Error) => e);
  assert.ok(called instanceof Error || (called as { isError?: boolean }).isError === true, JSON.stringify(called));
  await client.close();
  const status = await production.call(partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}` });
  assert.equal(status.json().status, 'RECEIVED');
});

test('a sandbox lists them for orders:write and they drive the order; tenancy and rules answer as the routes do', async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox);
  const other = await partnerWithOrder(sandbox);
  const client = await mcpClient(sandboxAddress, partner.token, '2026-07-28');
  const { tools } = await client.listTools();
  assert.deepEqual(
    tools.filter((t) => HELPER_TOOLS.includes(t.name)).map((t) => t.name),
    HELPER_TOOLS,
  );
  const call = async (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
  assert.equal(
    structured(await call('test_helpers_set_order_status', { orderNumber, body: { status: 'IN_PRODUCTION' } })).status,
    'IN_PRODUCTION',
  );
  assert.equal(
    structured(await call('test_helpers_publish_proof', { orderNumber, itemNumber: items[0], body: {} })).proofStatus,
    'PENDING_REVIEW',
  );
  assert.equal(
    structured(
      await call('test_helpers_set_production_status', { orderNumber, itemNumber: items[0], body: { productionStatus: 'FINISHING' } }),
    ).productionStatus,
    'FINISHING',
  );
  assert.equal(structured(await call('test_helpers_cancel_line', { orderNumber, itemNumber: items[1] })).cancelled, true);
  const shipment = structured(await call('test_helpers_ship', { orderNumber, body: {} }));
  assert.deepEqual(shipment.lines, [{ itemNumber: items[0], quantity: 10 }]);
  assert.equal(
    structured(await call('test_helpers_cancel_shipment', { orderNumber, shipmentNumber: shipment.shipmentNumber })).cancelled,
    true,
  );

  const refused = await call('test_helpers_cancel_line', { orderNumber, itemNumber: items[1] });
  assert.equal(refused.isError, true);
  assert.equal(structured(refused).code, 'order_item_cancelled');
  const foreign = await call('test_helpers_ship', { orderNumber: other.orderNumber, body: {} });
  assert.equal(foreign.isError, true);
  assert.equal(structured(foreign).code, 'order_not_found');
  await client.close();

  // orders:read alone: the helper tools are not listed.
  const token = (
    await sandbox.requestToken({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
      scope: 'orders:read',
    })
  ).json().access_token as string;
  const reader = await mcpClient(sandboxAddress, token, '2026-07-28');
  assert.deepEqual(
    (await reader.listTools()).tools.filter((t) => HELPER_TOOLS.includes(t.name)),
    [],
  );
  await reader.close();
});
