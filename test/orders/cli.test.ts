// Staff move an order from placement through proofing to shipped with the
// CLI; every step audited.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { inProcessCli } from '../helpers/cli.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { buildCliWorld, type CliWorld } from './cli-world.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
let world: CliWorld;
const storageDir = mkdtempSync(join(tmpdir(), 'pcapi-cli-storage-'));
before(async () => {
  ctx = await createTestContext({ STORAGE_DIR: storageDir });
  cli = inProcessCli(ctx.platform);
  world = await buildCliWorld(ctx.platform);
});
after(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const json = async (...args: string[]) => {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, res.stderr);
  return JSON.parse(res.stdout);
};

test('place, publish a proof, offer reasons, ship; the order reads SHIPPED; audited', async () => {
  const placed = await json(
    'orders',
    'place',
    '--site',
    String(world.siteId),
    '--line',
    `${world.productId}:100`,
    '--line',
    `${world.productId}:50`,
  );
  assert.equal(placed.totalPrice, '75.00');
  const [a, b] = placed.lines.map((l: { itemNumber: number }) => String(l.itemNumber));
  const order = String(placed.orderNumber);

  const proofFile = join(storageDir, 'proof-v1.pdf');
  writeFileSync(proofFile, '%PDF-1.4 cli proof');
  const published = await json('orders', 'proof', 'publish', '--order', order, '--item', a, '--file', proofFile);
  assert.equal(published.storedProofStatus, 'PENDING_REVIEW');
  assert.equal(published.proofFiles[0].name, 'proof-v1.pdf');
  const reasons = await json('orders', 'proof', 'reasons', '--order', order, '--item', a, '--reason', 'TYPO=Text contains a typo');
  assert.deepEqual(reasons.denialReasons, [{ code: 'TYPO', description: 'Text contains a typo' }]);

  const shipment = await json(
    'orders',
    'shipment',
    'create',
    '--order',
    order,
    '--items',
    `${a},${b}`,
    '--carrier',
    'UPS',
    '--service',
    'Ground',
  );
  const shipped = await json('orders', 'shipment', 'ship', '--shipment', String(shipment.shipmentNumber), '--tracking', '1Z999');
  assert.equal(shipped.trackingNumber, '1Z999');
  const human = await cli('orders', 'show', '--order', order);
  assert.equal(human.code, 0, human.stderr);
  assert.match(human.stdout, new RegExp(`order ${order} on site ${world.siteId}: SHIPPED, total 75.00`));

  const audit = (await json('audit', '--limit', '10')).map((e: { action: string }) => e.action);
  for (const action of ['order.place', 'proof.publish', 'proof.set_denial_reasons', 'shipment.create', 'shipment.ship'])
    assert.ok(audit.includes(action), action);
});
