// client.testHelpers through the SDK against a sandbox-kind app over real
// HTTP: each method drives the order and answers the partner read's shape;
// the proof it publishes is decided through the ordinary SDK calls; a
// refusal is the typed error of its family. Against a production host every
// helper throws SandboxOnlyError, saying the helpers exist only in a sandbox.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ConflictError, NotFoundError, SandboxOnlyError } from '../../sdk/src/index.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { order } from '../orders/fixtures.ts';
import { listen, sdkClient } from './fixtures.ts';

let sandbox: TestContext;
let production: TestContext;
let sandboxUrl: string;
let productionUrl: string;
before(async () => {
  sandbox = await createTestContext({ ENVIRONMENT_KIND: 'sandbox' });
  production = await createTestContext();
  sandboxUrl = await listen(sandbox);
  productionUrl = await listen(production);
});
after(async () => {
  await sandbox.close();
  await production.close();
});

async function partnerWithOrder(ctx: TestContext, lines: number) {
  const partner = await ctx.partner();
  const placed = await order(ctx, partner.siteIds[0]!, { lines, partner: { partnerId: partner.partnerId, partnerOrderId: 'PO-SDK-1' } });
  return { partner, orderNumber: placed.orderNumber, items: placed.lines.map((l) => l.itemNumber) };
}

test('client.testHelpers drives an order through its life on a sandbox host', async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 2);
  const [a, b] = items as [number, number];
  const { client } = sdkClient(sandbox, sandboxUrl, partner);

  assert.equal((await client.testHelpers.setOrderStatus(orderNumber, 'IN_PRODUCTION')).status, 'IN_PRODUCTION');
  const proof = await client.testHelpers.publishProof(orderNumber, a);
  assert.equal(proof.proofStatus, 'PENDING_REVIEW');
  assert.deepEqual(
    (await client.orders.denialReasons(orderNumber, a)).reasons.map((r) => r.code),
    ['TYPO', 'WRONG_COLOR'],
  );
  await client.orders.declineProof(orderNumber, a, { reason: 'TYPO' });
  await client.testHelpers.publishProof(orderNumber, a, { fileName: 'v2.pdf' });
  assert.equal((await client.orders.approveProof(orderNumber, a)).proofStatus, 'APPROVED');
  assert.equal((await client.testHelpers.setProductionStatus(orderNumber, a, 'READY_TO_SHIP')).productionStatus, 'READY_TO_SHIP');
  assert.equal((await client.testHelpers.cancelLine(orderNumber, b)).cancelled, true);
  const shipment = await client.testHelpers.ship(orderNumber, { carrier: 'FedEx', trackingNumber: 'FX1' });
  assert.deepEqual([shipment.carrier, shipment.trackingNumber, shipment.shipped], ['FedEx', 'FX1', true]);
  assert.deepEqual(shipment.lines, [{ itemNumber: a, quantity: 10 }]);
  assert.equal((await client.orders.get(orderNumber)).status, 'SHIPPED');
  assert.equal((await client.testHelpers.cancelShipment(orderNumber, shipment.shipmentNumber)).cancelled, true);

  // Refusals are the typed errors of their family, never SandboxOnlyError.
  await assert.rejects(
    client.testHelpers.cancelLine(orderNumber, b),
    (e) => e instanceof ConflictError && e.code === 'order_item_cancelled',
  );
  await assert.rejects(
    client.testHelpers.cancelShipment(orderNumber, shipment.shipmentNumber),
    (e) => e instanceof ConflictError && e.code === 'test_helper_refused',
  );
  await assert.rejects(
    client.testHelpers.setOrderStatus(orderNumber + 1000, 'SHIPPED'),
    (e) => e instanceof NotFoundError && !(e instanceof SandboxOnlyError) && e.code === 'order_not_found',
  );
});

test('against a production host every helper throws SandboxOnlyError, saying the helpers exist only in a sandbox', async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(production, 1);
  const { client } = sdkClient(production, productionUrl, partner);
  const item = items[0]!;
  const calls = [
    () => client.testHelpers.setOrderStatus(orderNumber, 'IN_PRODUCTION'),
    () => client.testHelpers.setProductionStatus(orderNumber, item, 'FINISHING'),
    () => client.testHelpers.publishProof(orderNumber, item),
    () => client.testHelpers.cancelLine(orderNumber, item),
    () => client.testHelpers.ship(orderNumber),
    () => client.testHelpers.cancelShipment(orderNumber, 1),
  ];
  for (const call of calls) {
    await assert.rejects(call(), (e) => {
      assert.ok(e instanceof SandboxOnlyError);
      assert.ok(e instanceof NotFoundError);
      assert.equal(e.baseUrl, productionUrl);
      assert.match(e.message, /The test helpers exist only in a sandbox; http:\/\/127\.0\.0\.1:\d+ is not one/);
      return true;
    });
  }
  // Nothing moved.
  assert.equal((await client.orders.get(orderNumber)).status, 'RECEIVED');
});
