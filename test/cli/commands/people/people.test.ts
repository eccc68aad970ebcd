import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inProcessCli } from '../../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
  await cli('sites', 'create', '--name', 'CLI site', '--url', 'https://cli.example.com');
});
after(() => ctx.close());

const json = async (...args: string[]) => {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, res.stderr);
  return JSON.parse(res.stdout);
};

describe('partner-api people commands', () => {
  test('divisions, users, segment rules, addresses and credit accounts, audited', async () => {
    const root = await json('divisions', 'create', '--site', '1', '--name', 'Root', '--code', 'R', '--street1', '1 Main St');
    assert.equal(root.address.street1, '1 Main St');
    const child = await json(
      'divisions',
      'create',
      '--site',
      '1',
      '--name',
      'Child',
      '--code',
      'C',
      '--parent',
      String(root.divisionId),
      '--tax-exempt',
      'true',
    );
    assert.equal(child.parentId, root.divisionId);
    assert.equal((await json('divisions', 'update', String(child.divisionId), '--parent', 'none', '--active', 'false')).parentId, null);
    assert.equal((await json('divisions', 'list', '--site', '1')).length, 2);
    const flagged = await json('divisions', 'site-addresses', '1', '--stores', 'true');
    assert.equal(flagged.storesDivisionAddresses, true);

    const user = await json(
      'users',
      'create',
      '--site',
      '1',
      '--username',
      'cli.user',
      '--email',
      'cli@cli.test',
      '--division',
      String(root.divisionId),
      '--all-segments-visible',
      'false',
      '--last-signin',
      '2026-01-01T00:00:00Z',
      '--active',
      'false',
    );
    assert.deepEqual(
      [user.active, user.allSegmentsVisible, user.lastSigninOn, user.divisionId],
      [false, false, '2026-01-01T00:00:00.000Z', root.divisionId],
    );
    assert.equal(
      (await json('users', 'update', String(user.userId), '--tax-exempt', 'true', '--orders-require-approval', 'true')).taxExempt,
      true,
    );
    await cli('catalog', 'segments', 'create', '--site', '1', '--name', 'CLI segment');
    const rule = await json('users', 'segment-rules', 'add', '--site', '1', '--segment', '1', '--email-domain', 'cli.test');
    assert.equal(rule.emailDomain, 'cli.test');
    assert.deepEqual((await json('users', 'show', String(user.userId))).segments, [
      { segmentId: 1, name: 'CLI segment', autoAssigned: true },
    ]);
    const address = await json('users', 'addresses', 'add', String(user.userId), '--type', 'SHIP_TO', '--city', 'Columbus');
    assert.equal(address.addressType, 'SHIP_TO');
    assert.equal((await json('users', 'addresses', 'list', String(user.userId))).length, 1);

    const account = await json(
      'credit',
      'create',
      '--site',
      '1',
      '--user',
      String(user.userId),
      '--amount',
      '100.00',
      '--template',
      'Starter',
      '--starts',
      '2026-01-01T00:00:00Z',
      '--stops',
      'none',
    );
    assert.deepEqual([account.scope, account.templateName, account.stopsOn], ['USER', 'Starter', null]);
    await json('credit', 'movements', 'add', String(account.creditAccountId), '--type', 'PRODUCT_DEBIT', '--amount', '30', '--order', '5');
    assert.equal((await json('credit', 'show', String(account.creditAccountId))).currentBalance, '70.00');
    assert.equal((await json('credit', 'update', String(account.creditAccountId), '--active', 'false')).active, false);
    assert.equal((await json('credit', 'movements', 'list', String(account.creditAccountId)))[0].amount, '-30.00');

    const audit = await json('audit', '--limit', '3');
    assert.deepEqual(
      audit.map((e: { action: string }) => e.action),
      ['credit_account.update', 'credit_movement.create', 'credit_account.create'],
    );
    const refused = await cli('--json', 'credit', 'create', '--site', '1', '--amount', '5');
    assert.equal(refused.code, 1);
    assert.equal(JSON.parse(refused.stderr).code, 'invalid_request');
  });
});
