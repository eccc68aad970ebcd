// Line states from the CLI: any proof status (unknown → UNKNOWN, null),
// production status, flags, internal records, cancellation, order status;
// failures exit 1 with the problem code.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { inProcessCli } from '../helpers/cli.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { buildCliWorld, type CliWorld } from './cli-world.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
let world: CliWorld;
const storageDir = mkdtempSync(join(tmpdir(), 'pcapi-cli-lines-'));
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

test('proof status, production status, flags, internal record, cancel, order status', async () => {
  const order = String(world.orderNumber);
  const [a, b] = world.itemNumbers.map(String) as [string, string];
  assert.equal(
    (await json('orders', 'line', 'proof-status', '--order', order, '--item', a, '--status', 'ON_HOLD_X')).proofStatus,
    'UNKNOWN',
  );
  const cleared = await json('orders', 'line', 'proof-status', '--order', order, '--item', a, '--status', 'null');
  assert.equal(cleared.proofStatus, null);
  assert.equal(cleared.storedProofStatus, null);
  assert.equal(
    (await json('orders', 'line', 'production', '--order', order, '--item', a, '--status', 'FINISHING')).productionStatus,
    'FINISHING',
  );
  const flags = await json(
    'orders',
    'line',
    'set',
    '--order',
    order,
    '--item',
    b,
    '--problem',
    'true',
    '--backorder',
    '0',
    '--hidden',
    'true',
  );
  assert.deepEqual([flags.problem, flags.backorderQuantity, flags.hidden], [true, 0, true]);
  assert.ok((await json('orders', 'internal-record', '--order', order, '--kind', 'REWORK', '--quantity', '5')).itemNumber > 0);
  assert.equal((await json('orders', 'line', 'cancel', '--order', order, '--item', b)).cancelled, true);
  const status = await json('orders', 'status', '--order', order, '--status', 'ON_HOLD');
  assert.equal(status.status, 'ON_HOLD');
  assert.equal(status.lines.filter((l: { internalRecord: boolean }) => l.internalRecord).length, 1);
});

test('failures exit 1 with the problem code; bad options are usage errors', async () => {
  const missing = await cli('--json', 'orders', 'show', '--order', '999999');
  assert.equal(missing.code, 1);
  assert.equal(JSON.parse(missing.stderr).code, 'not_found');
  const badLine = await cli('orders', 'place', '--site', '1', '--line', 'nope');
  assert.notEqual(badLine.code, 0);
  assert.match(badLine.stderr, /--line must be/);
});
