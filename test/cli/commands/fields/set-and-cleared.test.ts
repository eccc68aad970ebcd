// States staff reach through the admin API, reached through the CLI and read
// back through the admin API: a line's ship-by dates, a credit account's
// applicability flags cleared to null, a user's company and phone cleared,
// a team member and a partner renamed, an order's lines given as JSON.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { seedDemo } from '../../../../src/app/demo/seed.ts';
import { inProcessCli } from '../../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
  await seedDemo(ctx.platform);
});
after(() => ctx?.close());

const run = async (...args: string[]) => {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, `${args.join(' ')}: ${res.stderr}`);
  return JSON.parse(res.stdout);
};
const read = async (url: string) => {
  const res = await ctx.adminCall({ method: 'GET', url });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

test("orders line set --ship-by / --estimated-ship-by set a line's dates, null clears them", async () => {
  const line = ['orders', 'line', 'set', '--order', '100004', '--item', '500008'];
  await run(...line, '--ship-by', '2026-05-01T00:00:00Z', '--estimated-ship-by', '2026-04-28T12:00:00Z');
  const set = await read('/admin/orders/100004/items/500008');
  assert.deepEqual([set.shipBy, set.estimatedShipBy], ['2026-05-01T00:00:00.000Z', '2026-04-28T12:00:00.000Z']);
  await run(...line, '--estimated-ship-by', 'null');
  const cleared = await read('/admin/orders/100004/items/500008');
  assert.deepEqual([cleared.shipBy, cleared.estimatedShipBy], ['2026-05-01T00:00:00.000Z', null]);
  const refused = await cli(...line, '--ship-by', 'soon');
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /shipBy/);
});

test('credit update --shipping/--handling/--tax none set the flags to null; true and false still set them', async () => {
  await run('credit', 'update', '1', '--shipping', 'true', '--handling', 'false', '--tax', 'true');
  const set = await read('/admin/credit-accounts/1');
  assert.deepEqual([set.shippingApplicable, set.handlingApplicable, set.taxApplicable], [true, false, true]);
  await run('credit', 'update', '1', '--shipping', 'none', '--handling', 'none', '--tax', 'none');
  const cleared = await read('/admin/credit-accounts/1');
  assert.deepEqual([cleared.shippingApplicable, cleared.handlingApplicable, cleared.taxApplicable], [null, null, null]);
  const refused = await cli('credit', 'update', '1', '--tax', 'maybe');
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /--tax must be true, false or none/);
});

test("users update --company none / --phone none clear a user's company and phone", async () => {
  await run('users', 'update', '3', '--company', 'Acme', '--phone', '555-0100');
  assert.deepEqual(pick(await read('/admin/users/3')), { company: 'Acme', phone: '555-0100' });
  await run('users', 'update', '3', '--company', 'none', '--phone', 'none');
  assert.deepEqual(pick(await read('/admin/users/3')), { company: null, phone: null });
});
const pick = ({ company, phone }: { company: unknown; phone: unknown }) => ({ company, phone });

test('team rename and partners rename change the name and nothing else', async () => {
  const member = await read('/admin/team/3');
  const named = await run('team', 'rename', '3', 'Sue S. Support');
  assert.deepEqual(named, { ...member, name: 'Sue S. Support', updatedAt: named.updatedAt });
  assert.deepEqual(await read('/admin/team/3'), named);
  const partner = await read('/admin/partners/1');
  const renamed = await run('partners', 'rename', '1', '--name', 'Demo Partner Ltd');
  assert.deepEqual(renamed, { ...partner, name: 'Demo Partner Ltd', updatedOn: renamed.updatedOn });
  assert.equal((await read('/admin/partners/1')).name, 'Demo Partner Ltd');
});

test('orders place takes its lines from --line or from --lines, never both or neither', async () => {
  for (const args of [[], ['--line', 'SLO_2:250', '--lines', '[{"productId":"SLO_2","quantity":250}]']]) {
    const refused = await cli('orders', 'place', '--site', '1', ...args);
    assert.equal(refused.code, 1);
    assert.equal(refused.stderr, 'error: give the lines with --line or with --lines.\n');
  }
  const placed = await run('orders', 'place', '--site', '1', '--lines', '[{"productId":"SLO_2","quantity":250,"jobName":"Cards"}]');
  const order = await read(`/admin/orders/${placed.orderNumber}`);
  assert.equal(order.lines[0].jobName, 'Cards');
});
