// The dispatcher judges the address it connects to. Real receivers listen on
// loopback addresses; names resolve through a stub. With private destinations
// refused (production's default) a delivery to any of them is recorded as
// failed with errorClass destination_refused, no status and no exchange, and
// the receiver sees nothing; with them allowed (the local demo) a name is
// connected to at the very address its one lookup answered, so a name that
// answers differently a moment later (DNS rebinding) cannot slip past, and a
// name with any always-refused address among its answers is refused whole.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../../../src/app/config.ts';
import type { ResolvedAddress, Resolver } from '../../../../src/events/webhooks/destinations/lookup.ts';
import { DestinationPolicy } from '../../../../src/events/webhooks/destinations/policy.ts';
import { httpSender, type Sender } from '../../../../src/events/webhooks/sender.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { deliveriesOf, emit, registerEndpoint, TEST_SETTINGS, withDispatcher } from '../fixtures.ts';
import { startReceiver, waitFor, type Receiver } from '../receiver.ts';

let ctx: TestContext;
const receivers: Receiver[] = [];
before(async () => {
  // Production's setting: private destinations refused.
  ctx = await createTestContext({ ...TEST_SETTINGS, WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'false' });
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await ctx.close();
});

async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

/** A resolver answering from a table (a list of answers: one per call, the last repeated), recording each name asked. */
function stubResolver(table: Record<string, ResolvedAddress[] | ResolvedAddress[][]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (name: string) => {
    const entry = table[name.toLowerCase()];
    const calls = asked.filter((n) => n === name).length;
    asked.push(name);
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    const answers = Array.isArray(entry[0]) ? (entry as ResolvedAddress[][]) : [entry as ResolvedAddress[]];
    return answers[Math.min(calls, answers.length - 1)]!;
  };
  return Object.assign(resolve, { asked });
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });
const portOf = (r: Receiver) => new URL(r.url).port;

/** Registers each URL for a new partner, emits one event to them all, and returns each URL's final delivery (with its exchange). */
async function deliverOnce(urls: string[], send: Sender): Promise<Array<Record<string, any>>> {
  const site = await ctx.site();
  const { partnerId } = await ctx.partner({ siteIds: [site] });
  const endpoints: Array<{ endpointId: number }> = [];
  for (const url of urls) endpoints.push(await registerEndpoint(ctx, partnerId, { url }));
  await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 7001 });
  const finals: Array<Record<string, any>> = [];
  await withDispatcher(
    ctx,
    async () => {
      for (const { endpointId } of endpoints) {
        let final: Record<string, any> | undefined;
        await waitFor(
          async () => {
            final = (await deliveriesOf(ctx, endpointId)).find((d) => d.status !== 'pending' && d.status !== 'delivering');
            return final !== undefined;
          },
          15_000,
          `the delivery to endpoint ${endpointId}`,
        );
        const detail = await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries/${final!.deliveryId}` });
        assert.equal(detail.statusCode, 200, detail.body);
        finals.push(detail.json());
      }
    },
    { send },
  );
  return finals;
}

function assertRefused(delivery: Record<string, any>, what: string): void {
  assert.equal(delivery.status, 'failed', what);
  assert.equal(delivery.errorClass, 'destination_refused', what);
  assert.equal(delivery.responseStatus, null, what);
  assert.equal(delivery.exchange, null, `${what}: nothing was sent, nothing answered`);
}

test('private destinations refused: every loopback spelling and every name resolving to loopback is refused, the receivers see nothing', async () => {
  const r1 = await receiver({ status: 401, body: '{"code":"unauthorized"}' }, '127.0.0.1');
  const r2 = await receiver({ status: 200 }, '127.0.0.2');
  const r6 = await receiver({ status: 200 }, '::1');
  const names = stubResolver({
    'loop.partner.test': [v4('127.0.0.1')],
    'six.partner.test': [v6('::1')],
    'mapped.partner.test': [v6('::ffff:127.0.0.2')],
    'translated.partner.test': [v6('::ffff:0:127.0.0.2')],
    'compatible.partner.test': [v6('::127.0.0.2')],
  });
  // Addresses through the service's own sender; names through its policy (WEBHOOK_ALLOW_PRIVATE_DESTINATIONS=false) and the stub.
  const addresses = [r1.url, r2.url, r6.url, `http://[::ffff:127.0.0.1]:${portOf(r1)}/hooks`, `http://[::ffff:7f00:2]:${portOf(r2)}/hooks`];
  const named = [
    `http://loop.partner.test:${portOf(r1)}/hooks`,
    `http://six.partner.test:${portOf(r6)}/hooks`,
    `http://mapped.partner.test:${portOf(r2)}/hooks`,
    `http://translated.partner.test:${portOf(r2)}/hooks`,
    `http://compatible.partner.test:${portOf(r2)}/hooks`,
  ];
  (await deliverOnce(addresses, ctx.platform.webhooks.sender)).forEach((d, i) => assertRefused(d, addresses[i]!));
  (await deliverOnce(named, httpSender(ctx.platform.webhooks.destinations, names))).forEach((d, i) => assertRefused(d, named[i]!));
  assert.equal(r1.received.length + r2.received.length + r6.received.length, 0);
});

test('production refuses private destinations by default, the embedded demo allows them, the setting decides over both', async () => {
  assert.equal(loadConfig({ DATABASE_URL: 'postgres://db.internal/app' }).webhooks.allowPrivateDestinations, false);
  assert.equal(loadConfig({ DATABASE_URL: './data/pglite' }).webhooks.allowPrivateDestinations, true);
  assert.equal(
    loadConfig({ DATABASE_URL: './data/pglite', WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'false' }).webhooks.allowPrivateDestinations,
    false,
  );
  assert.equal(
    loadConfig({ DATABASE_URL: 'postgres://db.internal/app', WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true' }).webhooks
      .allowPrivateDestinations,
    true,
  );
});

test('private destinations allowed: a name is connected to at the address its one lookup answered, with its own Host header', async () => {
  const r = await receiver({ status: 204 }, '127.0.0.2');
  // First answer the receiver, every later one the metadata service: a second lookup to connect would go there.
  const names = stubResolver({ 'rebind.partner.test': [[v4('127.0.0.2')], [v4('169.254.169.254')]] });
  const allowing = new DestinationPolicy({ allowPrivate: true, configuredPorts: [] });
  const [delivery] = await deliverOnce([`http://rebind.partner.test:${portOf(r)}/hooks`], httpSender(allowing, names));
  assert.equal(delivery!.status, 'succeeded', JSON.stringify(delivery));
  assert.equal(r.received.length, 1);
  assert.equal(r.received[0]!.headers.host, `rebind.partner.test:${portOf(r)}`);
  assert.deepEqual(names.asked, ['rebind.partner.test']);
});

test('private destinations allowed: a name with a link-local or metadata address among its answers is refused whole, whatever else it answers', async () => {
  const r = await receiver({ status: 204 }, '127.0.0.1');
  const names = stubResolver({
    'mixed.partner.test': [v4('127.0.0.1'), v4('169.254.169.254')],
    'mixed6.partner.test': [v4('127.0.0.1'), v6('fe80::1')],
    'imds6.partner.test': [v6('fd00:ec2::254')],
    'nat64.partner.test': [v6('64:ff9b::a9fe:a9fe')],
    'compatible.partner.test': [v6('::169.254.169.254')],
    'localnat64.partner.test': [v6('64:ff9b:1::a9fe:a9fe')],
    'teredo.partner.test': [v6('2001:0:4136:e378:8000:63bf:5601:5601')],
    'zero.partner.test': [v4('0.0.0.0')],
  });
  const allowing = new DestinationPolicy({ allowPrivate: true, configuredPorts: [] });
  const urls = ['mixed', 'mixed6', 'imds6', 'nat64', 'compatible', 'localnat64', 'teredo', 'zero'].map(
    (n) => `http://${n}.partner.test:${portOf(r)}/hooks`,
  );
  const finals = await deliverOnce(urls, httpSender(allowing, names));
  finals.forEach((d, i) => assertRefused(d, urls[i]!));
  assert.equal(r.received.length, 0);
});

test('an endpoint stored before the policy, naming the metadata service, gets nothing: its test ping is refused at the dispatcher', async () => {
  const r = await receiver({ status: 200 }, '127.0.0.1');
  const site = await ctx.site();
  const { partnerId } = await ctx.partner({ siteIds: [site] });
  const { endpointId } = await registerEndpoint(ctx, partnerId, { url: r.url });
  // As if registered before registration refused it: the row names the metadata service directly.
  await ctx.platform.db
    .updateTable('webhook_endpoints')
    .set({ url: 'http://169.254.169.254/latest/meta-data/' })
    .where('id', '=', endpointId)
    .execute();
  const ping = await ctx.adminCall({ method: 'POST', url: `/admin/webhook-endpoints/${endpointId}/test` });
  assert.equal(ping.statusCode, 202, ping.body);
  await withDispatcher(ctx, () =>
    waitFor(async () => (await deliveriesOf(ctx, endpointId)).some((d) => d.status === 'failed'), 15_000, 'the ping refused'),
  );
  const [delivery] = await deliveriesOf(ctx, endpointId);
  const detail = (await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries/${delivery!.deliveryId}` })).json();
  assertRefused(detail, 'the test ping');
});
