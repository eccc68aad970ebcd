// One delivery's request and response (migration 0017): what the dispatcher
// sent (headers with the signature's MAC withheld, the body as sent) and what
// the receiver answered (headers without Set-Cookie, the first 4 KB of the
// body), read through the admin API and shown on the console's delivery page;
// nothing kept for a delivery that sent nothing; gone with its delivery.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DeliveryClaims } from '../../../src/events/webhooks/delivery-claims.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import type { TestContext } from '../../helpers/context.ts';
import { teamMember } from '../../team/world.ts';
import { deliveriesOf, emit, registerEndpoint, withDispatcher, webhooksTestFile } from './fixtures.ts';
import { startReceiver, waitFor } from './receiver.ts';

let ctx: TestContext;
const receiver = webhooksTestFile((c) => (ctx = c));

const delivery = async (id: number) => {
  const res = await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries/${id}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

test('a failed delivery keeps the request sent and the start of the answer; the MAC is withheld, Set-Cookie dropped', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const long = `${'é'.repeat(1000)}${'x'.repeat(8000)}`;
  const r = await receiver({
    status: 500,
    body: long,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-trace-id': 'trace-42', 'set-cookie': 'session=secret' },
  });
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url });
  const event = await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 901 });
  await withDispatcher(ctx, () => waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId)).some((d) => d.status === 'failed')));
  const [listed] = await deliveriesOf(ctx, endpoint.endpointId);
  assert.equal(listed!.exchange, undefined, 'the log lists outcomes only; one delivery carries its exchange');
  const d = await delivery(listed!.deliveryId);
  const sent = r.received[0]!;
  const { request, response } = d.exchange;
  assert.equal(request.body, sent.rawBody.toString('utf8'));
  assert.equal(request.headers['platform-event-id'], event.eventId);
  assert.equal(request.headers['content-type'], 'application/json');
  const t = /^t=(\d+),v1=[0-9a-f]{64}$/.exec(String(sent.headers['platform-signature']))![1];
  assert.equal(request.headers['platform-signature'], `t=${t},v1=[withheld]`);
  // The MAC the receiver saw is nowhere in the database.
  const mac = String(sent.headers['platform-signature']).split('v1=')[1]!;
  const rows = await ctx.platform.db.selectFrom('webhook_delivery_exchanges').selectAll().execute();
  assert.ok(!JSON.stringify(rows).includes(mac));

  assert.equal(response.headers['x-trace-id'], 'trace-42');
  assert.equal(response.headers['set-cookie'], undefined);
  assert.equal(response.truncated, true);
  assert.ok(Buffer.byteLength(response.body) <= 4096 + 2, `${Buffer.byteLength(response.body)} bytes`);
  assert.ok(long.startsWith(response.body.replace(/\uFFFD$/, '')));
  assert.equal(d.responseStatus, 500);
  // The CLI shows the same delivery as the admin API.
  const cli = await inProcessCli(ctx.platform)('--json', 'webhooks', 'delivery', String(listed!.deliveryId));
  assert.equal(cli.code, 0, cli.stderr);
  assert.deepEqual(JSON.parse(cli.stdout), d);
});

test('a 204 keeps an empty answer; a refused connection keeps the request and no response; a skipped one keeps nothing', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const ok = await receiver({ status: 204 });
  const gone = await startReceiver();
  await gone.close();
  const eOk = await registerEndpoint(ctx, partner.partnerId, { url: ok.url, signed: false });
  const eGone = await registerEndpoint(ctx, partner.partnerId, { url: gone.url });
  const eOff = await registerEndpoint(ctx, partner.partnerId, { url: ok.url });
  await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 902 });
  await new DeliveryClaims(ctx.platform.db).fanOut(100);
  // Disabled after fan-out: the delivery is skipped at send time.
  await ctx.platform.db.updateTable('webhook_endpoints').set({ enabled: false }).where('id', '=', eOff.endpointId).execute();
  const settled = async (id: number) => (await deliveriesOf(ctx, id)).some((d) => d.status !== 'pending' && d.status !== 'delivering');
  await withDispatcher(ctx, async () => {
    await waitFor(async () => (await settled(eOk.endpointId)) && (await settled(eGone.endpointId)) && (await settled(eOff.endpointId)));
  });
  const fine = await delivery((await deliveriesOf(ctx, eOk.endpointId))[0]!.deliveryId);
  assert.equal(fine.status, 'succeeded');
  assert.equal(fine.exchange.request.headers['platform-signature'], undefined, 'an unsigned endpoint gets no signature');
  assert.deepEqual([fine.exchange.response.body, fine.exchange.response.truncated], ['', false]);
  const refused = await delivery((await deliveriesOf(ctx, eGone.endpointId))[0]!.deliveryId);
  assert.equal(refused.errorClass, 'connection_refused');
  assert.match(refused.exchange.request.body, /"orderNumber":902/);
  assert.equal(refused.exchange.response, null);
  const skipped = await delivery((await deliveriesOf(ctx, eOff.endpointId))[0]!.deliveryId);
  assert.equal(skipped.status, 'skipped');
  assert.equal(skipped.exchange, null);

  // Pruning a delivery takes its exchange with it.
  await ctx.platform.db.deleteFrom('webhook_deliveries').where('id', '=', String(refused.deliveryId)).execute();
  const left = await ctx.platform.db
    .selectFrom('webhook_delivery_exchanges')
    .select('delivery_id')
    .where('delivery_id', '=', String(refused.deliveryId))
    .execute();
  assert.deepEqual(left, []);
});

test("the console's delivery page shows the headers and bodies sent and received", async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const r = await receiver({ status: 202, body: '{"accepted":true}', headers: { 'content-type': 'application/json' } });
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url });
  await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 903 });
  await withDispatcher(ctx, () =>
    waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId)).some((d) => d.status === 'succeeded')),
  );
  const [d] = await deliveriesOf(ctx, endpoint.endpointId);

  const member = await teamMember(ctx, 'support');
  const form = await ctx.admin.inject({ method: 'GET', url: '/console/sign-in' });
  const signedIn = await ctx.admin.inject({
    method: 'POST',
    url: '/console/sign-in',
    headers: { cookie: String(form.headers['set-cookie']).split(';')[0]!, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      _csrf: /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!,
      email: member.email,
      password: member.password,
    }).toString(),
  });
  const cookie = [signedIn.headers['set-cookie']]
    .flat()
    .find((c) => c!.startsWith('console_session='))!
    .split(';')[0]!;
  const page = await ctx.admin.inject({ method: 'GET', url: `/console/webhooks/${d!.deliveryId}`, headers: { cookie } });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /<h3 class="sub">Headers sent<\/h3>/);
  assert.match(page.body, /<dt>platform-event-id<\/dt><dd><code>[0-9a-f-]{36}<\/code>/);
  assert.match(page.body, /v1=\[withheld\]/);
  assert.match(page.body, /&quot;orderNumber&quot;: 903/);
  assert.match(page.body, /<h3 class="sub">Body received<\/h3>/);
  assert.match(page.body, /&quot;accepted&quot;: true/);
});
