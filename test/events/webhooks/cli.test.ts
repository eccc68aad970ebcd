import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inProcessCli } from '../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
});
after(() => ctx.close());

async function json(...args: string[]) {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, `${args.join(' ')}: ${res.stderr}`);
  return JSON.parse(res.stdout);
}

async function refused(code: string, ...args: string[]) {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 1, `${args.join(' ')} should fail`);
  assert.equal(JSON.parse(res.stderr).code, code, res.stderr);
}

test('partner-api webhooks: register (secret once), subscription, disable/enable, rotate, ping, delivery log; audited (each command one process)', async () => {
  const site = (await json('sites', 'create', '--name', 'One', '--url', 'https://one.example.com')).siteId;
  const partner = (await json('partners', 'create', '--name', 'Hooked', '--sites', String(site))).partnerId;

  const created = await json(
    'webhooks',
    'create',
    '--partner',
    String(partner),
    '--url',
    'https://hooked.example.com/hooks',
    '--types',
    'shipment.shipped,order.status_changed',
  );
  assert.match(created.signingSecret, /^whsec_/);
  assert.deepEqual(created.eventTypes, ['order.status_changed', 'shipment.shipped']);
  const id = String(created.endpointId);
  const human = await cli('webhooks', 'list', '--partner', String(partner));
  assert.equal(human.code, 0, human.stderr);
  assert.ok(human.stdout.includes('https://hooked.example.com/hooks') && !human.stdout.includes(created.signingSecret));

  await refused('invalid_request', 'webhooks', 'set-types', id, '--types', 'order.created');
  assert.deepEqual((await json('webhooks', 'set-types', id, '--types', 'order_line.cancelled')).eventTypes, ['order_line.cancelled']);
  assert.equal((await json('webhooks', 'disable', id)).enabled, false);
  await refused('conflict', 'webhooks', 'ping', id);
  assert.equal((await json('webhooks', 'enable', id)).enabled, true);

  const rotated = await json('webhooks', 'rotate-secret', id);
  assert.match(rotated.signingSecret, /^whsec_/);
  assert.notEqual(rotated.signingSecret, created.signingSecret);

  const ping = await json('webhooks', 'ping', id);
  assert.match(ping.eventId, /^test_/);
  const log = await json('webhooks', 'deliveries', '--endpoint', id);
  assert.deepEqual(
    log.deliveries.map((d: { deliveryId: number; status: string }) => [d.deliveryId, d.status]),
    [[ping.deliveryId, 'pending']],
  );

  const audit = await json('audit', '--limit', '20');
  const actions = audit.filter((e: { targetType: string }) => e.targetType === 'webhook_endpoint').map((e: { action: string }) => e.action);
  for (const action of [
    'webhook_endpoint.create',
    'webhook_endpoint.update',
    'webhook_endpoint.rotate_secret',
    'webhook_endpoint.test_ping',
  ])
    assert.ok(actions.includes(action), action);
  assert.ok(!JSON.stringify(audit).includes(rotated.signingSecret));
});
