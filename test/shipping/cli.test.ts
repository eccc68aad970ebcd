// The shipping back-office CLI: configure a centre, its services and rates,
// assign a product; --json output; failures exit non-zero with the code.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inProcessCli } from '../helpers/cli.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
});
after(() => ctx.close());

const json = async (...args: string[]) => {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, res.stderr);
  return JSON.parse(res.stdout);
};

describe('partner-api shipping', () => {
  test('centres, services and rate tables with --json, then the audit log', async () => {
    const centre = await json(
      'shipping',
      'centres',
      'create',
      '--name',
      'Columbus',
      '--country',
      'US',
      '--state',
      'OH',
      '--postal-code',
      '43004',
    );
    assert.equal(centre.originState, 'US-OH');
    const service = await json(
      'shipping',
      'services',
      'create',
      '--centre',
      String(centre.fulfilmentCentreId),
      '--name',
      'Ground',
      '--kind',
      'carrier',
      '--handling-fee',
      '1.5',
    );
    assert.equal(service.handlingFee, '1.50');
    assert.equal(service.kind, 'carrier');
    const rates = await json(
      'shipping',
      'rates',
      'create',
      '--service',
      String(service.serviceId),
      '--country',
      'US',
      '--states',
      'OH,PA',
      '--band',
      '16=5.49',
      '--band',
      '80=9.99',
    );
    assert.deepEqual(rates.states, ['US-OH', 'US-PA']);
    assert.deepEqual(rates.bands, [
      { upToOunces: '16.0000', price: '5.49' },
      { upToOunces: '80.0000', price: '9.99' },
    ]);
    const updated = await json('shipping', 'services', 'update', String(service.serviceId), '--disable');
    assert.equal(updated.enabled, false);

    const listed = await json('shipping', 'services', 'list', '--centre', String(centre.fulfilmentCentreId));
    assert.deepEqual(
      listed.map((s: { name: string; enabled: boolean }) => [s.name, s.enabled]),
      [['Ground', false]],
    );
    assert.equal((await json('shipping', 'rates', 'list', '--service', String(service.serviceId))).length, 1);
    assert.equal((await json('shipping', 'centres', 'list')).length, 1);

    const audit = await json('audit', '--limit', '4');
    assert.deepEqual(
      audit.map((e: { action: string }) => e.action),
      ['shipping_service.update', 'shipping_rate_table.create', 'shipping_service.create', 'fulfilment_centre.create'],
    );
    assert.match(audit[0].actor, /^cli/);

    const human = await cli('shipping', 'rates', 'list', '--service', String(service.serviceId));
    assert.equal(human.code, 0, human.stderr);
    assert.match(human.stdout, /16\.0000=5\.49/);
  });

  test('failures exit 1 with the problem code on stderr', async () => {
    const badState = await cli(
      '--json',
      'shipping',
      'centres',
      'create',
      '--name',
      'X',
      '--country',
      'US',
      '--state',
      'ON',
      '--postal-code',
      '43004',
    );
    assert.equal(badState.code, 1);
    assert.equal(JSON.parse(badState.stderr).code, 'invalid_request');
    const noProduct = await cli('--json', 'shipping', 'set-product-centre', 'SLO_999999', '--centre', '1');
    assert.equal(noProduct.code, 1);
    assert.equal(JSON.parse(noProduct.stderr).code, 'not_found');
    const noChoice = await cli('--json', 'shipping', 'set-product-centre', 'SLO_1');
    assert.equal(noChoice.code, 1);
    assert.equal(JSON.parse(noChoice.stderr).code, 'cli_error');
  });
});
