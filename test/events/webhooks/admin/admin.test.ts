import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import { EVENT_TYPES } from '../../../../src/events/outbox.ts';
import { dispatcherLogger } from '../../../../src/app/wiring/webhooks.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { assertProblem } from '../../../helpers/problems.ts';
import { emit, registerEndpoint, TEST_SETTINGS, withDispatcher } from '../fixtures.ts';
import { startReceiver, waitFor } from '../receiver.ts';

let ctx: TestContext;
let partnerId: number;
before(async () => {
  ctx = await createTestContext(TEST_SETTINGS);
  partnerId = (await ctx.partner()).partnerId;
});
after(() => ctx.close());

const post = (url: string, payload?: Record<string, unknown>) =>
  ctx.adminCall({ method: 'POST', url, ...(payload !== undefined && { payload }) });

test('registering an endpoint: the secret is shown once (no-store), the subscription defaults to every type, reads never show the secret', async () => {
  const res = await post(`/admin/partners/${partnerId}/webhook-endpoints`, { url: 'https://partner.example.com/hooks' });
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  const created = res.json();
  assert.match(created.signingSecret, /^whsec_[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(created.eventTypes, [...EVENT_TYPES]);
  assert.equal(created.enabled, true);
  assert.equal(created.signed, true);
  const read = await ctx.adminCall({ method: 'GET', url: `/admin/webhook-endpoints/${created.endpointId}` });
  assert.equal(read.statusCode, 200);
  assert.equal('signingSecret' in read.json(), false);
  assert.equal(read.json().signed, true);
  const list = await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/webhook-endpoints` });
  assert.ok(!list.body.includes(created.signingSecret));
  // At rest: sealed, never the clear secret.
  const row = await ctx.platform.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', created.endpointId)
    .executeTakeFirstOrThrow();
  assert.ok(row.secret_ciphertext && !row.secret_ciphertext.includes(created.signingSecret.slice(6)));
  // Audited, without the secret.
  const audit = await ctx.adminCall({ method: 'GET', url: `/admin/audit?targetType=webhook_endpoint&targetId=${created.endpointId}` });
  assert.equal(audit.json().entries[0].action, 'webhook_endpoint.create');
  assert.ok(!audit.body.includes(created.signingSecret));
});

test('registration refusals: unknown or empty types, non-http URLs, credentials in the URL, unknown partner, unknown keys', async () => {
  const url = `/admin/partners/${partnerId}/webhook-endpoints`;
  assertProblem(await post(url, { url: 'https://x.example.com', eventTypes: ['order.created'] }), 400, 'invalid_request');
  assertProblem(await post(url, { url: 'https://x.example.com', eventTypes: [] }), 400, 'invalid_request');
  assertProblem(await post(url, { url: 'ftp://x.example.com/' }), 400, 'invalid_request');
  assertProblem(await post(url, { url: 'not a url' }), 400, 'invalid_request');
  assertProblem(await post(url, { url: 'https://user:pw@x.example.com/' }), 400, 'invalid_request');
  assertProblem(await post(url, { url: 'https://x.example.com', secret: 'mine' }), 400, 'invalid_request');
  assertProblem(await post(url, { url: null }), 400, 'null_not_supported');
  assertProblem(await post('/admin/partners/999999/webhook-endpoints', { url: 'https://x.example.com' }), 404, 'not_found');
  assertProblem(await post('/admin/partners/0/webhook-endpoints', { url: 'https://x.example.com' }), 400, 'invalid_request');
  const noAuth = await ctx.admin.inject({ method: 'GET', url: `/admin/partners/${partnerId}/webhook-endpoints` });
  assertProblem(noAuth, 401, 'unauthorized');
  const ok = await post(url, {
    url: 'http://x.example.com/h',
    eventTypes: ['shipment.shipped', 'order.status_changed', 'shipment.shipped'],
    signed: false,
    enabled: false,
  });
  assert.equal(ok.statusCode, 201);
  assert.deepEqual(ok.json().eventTypes, ['order.status_changed', 'shipment.shipped'], "deduplicated, in the spec's order");
  assert.equal(ok.json().signingSecret, null);
  assert.equal(ok.json().signed, false);
});

test('subscription changes, disable/enable, secret rotation and removal, all audited', async () => {
  const created = await registerEndpoint(ctx, partnerId, { url: 'https://partner.example.com/a' });
  const path = `/admin/webhook-endpoints/${created.endpointId}`;
  const patch = (payload: Record<string, unknown>) => ctx.adminCall({ method: 'PATCH', url: path, payload });
  assert.deepEqual((await patch({ eventTypes: ['order_line.cancelled'] })).json().eventTypes, ['order_line.cancelled']);
  assertProblem(await patch({ eventTypes: [] }), 400, 'invalid_request');
  assertProblem(await patch({ eventTypes: ['nope'] }), 400, 'invalid_request');
  assertProblem(await patch({}), 400, 'invalid_request');
  assert.equal((await patch({ enabled: false })).json().enabled, false);
  assertProblem(await post(`${path}/test`), 409, 'conflict');
  assert.equal((await patch({ enabled: true, url: 'https://partner.example.com/b' })).json().url, 'https://partner.example.com/b');
  assertProblem(
    await ctx.adminCall({ method: 'PATCH', url: '/admin/webhook-endpoints/999999', payload: { enabled: true } }),
    404,
    'not_found',
  );

  const rotated = await post(`${path}/secret`);
  assert.equal(rotated.statusCode, 201);
  assert.equal(rotated.headers['cache-control'], 'no-store');
  assert.match(rotated.json().signingSecret, /^whsec_/);
  assert.notEqual(rotated.json().signingSecret, created.signingSecret);
  const removed = await ctx.adminCall({ method: 'DELETE', url: `${path}/secret` });
  assert.equal(removed.json().signed, false);
  assert.equal(removed.json().secretRotatedOn, null);

  const audit = await ctx.adminCall({ method: 'GET', url: `/admin/audit?targetType=webhook_endpoint&targetId=${created.endpointId}` });
  const actions = (audit.json().entries as Array<{ action: string }>).map((e) => e.action);
  for (const action of [
    'webhook_endpoint.create',
    'webhook_endpoint.update',
    'webhook_endpoint.rotate_secret',
    'webhook_endpoint.remove_secret',
  ])
    assert.ok(actions.includes(action), action);
  assert.ok(!audit.body.includes(rotated.json().signingSecret));
});

test('the delivery log pages newest first with filters; a cursor is bound to its filters', async () => {
  const site = await ctx.site();
  const p = await ctx.partner({ siteIds: [site] });
  const r = await startReceiver({ status: 202 });
  try {
    const endpoint = await registerEndpoint(ctx, p.partnerId, { url: r.url });
    for (let i = 1; i <= 5; i++)
      await emit(ctx, { type: i % 2 ? 'order.status_changed' : 'order_line.cancelled', siteId: site, orderNumber: i });
    await withDispatcher(ctx, () => waitFor(() => r.received.length === 5));
    await waitFor(
      async () =>
        (await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries?endpointId=${endpoint.endpointId}&status=succeeded` })).json()
          .deliveries.length === 5,
    );

    const first = await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries?partnerId=${p.partnerId}&limit=2` });
    assert.equal(first.statusCode, 200, first.body);
    const page1 = first.json();
    assert.equal(page1.deliveries.length, 2);
    assert.ok(page1.deliveries[0].deliveryId > page1.deliveries[1].deliveryId);
    const d = page1.deliveries[0];
    for (const field of ['eventId', 'endpointId', 'attemptedOn', 'latencyMs', 'responseStatus', 'errorClass', 'status'])
      assert.ok(field in d, field);
    assert.equal(d.responseStatus, 202);
    const seen = [...page1.deliveries];
    let cursor = page1.nextCursor;
    while (cursor) {
      const next = await ctx.adminCall({
        method: 'GET',
        url: `/admin/webhook-deliveries?partnerId=${p.partnerId}&limit=2&cursor=${encodeURIComponent(cursor)}`,
      });
      seen.push(...next.json().deliveries);
      cursor = next.json().nextCursor;
    }
    assert.equal(seen.length, 5);
    assertProblem(
      await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}` }),
      400,
      'invalid_cursor',
    );

    const byType = await ctx.adminCall({
      method: 'GET',
      url: `/admin/webhook-deliveries?endpointId=${endpoint.endpointId}&type=order_line.cancelled`,
    });
    assert.equal(byType.json().deliveries.length, 2);
    const byEvent = await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries?eventId=${d.eventId}` });
    assert.deepEqual(
      byEvent.json().deliveries.map((x: { deliveryId: number }) => x.deliveryId),
      [d.deliveryId],
    );
    assert.equal(
      (await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries?endpointId=${endpoint.endpointId}&status=failed` })).json()
        .deliveries.length,
      0,
    );
    assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/webhook-deliveries?status=lost' }), 400, 'invalid_request');
    assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/webhook-deliveries?endpoint=1' }), 400, 'unknown_query_parameter');
    assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/webhook-deliveries/999999' }), 404, 'not_found');
    assertProblem(await post('/admin/webhook-deliveries/999999/redeliver'), 404, 'not_found');
  } finally {
    await r.close();
  }
});

test('redelivery is refused while the delivery is still open, or when its endpoint is disabled', async () => {
  const site = await ctx.site();
  const p = await ctx.partner({ siteIds: [site] });
  const endpoint = await registerEndpoint(ctx, p.partnerId, { url: 'http://127.0.0.1:9/never' });
  const ping = (await post(`/admin/webhook-endpoints/${endpoint.endpointId}/test`)).json();
  assertProblem(await post(`/admin/webhook-deliveries/${ping.deliveryId}/redeliver`), 409, 'conflict');
  await withDispatcher(ctx, () =>
    waitFor(
      async () => (await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries/${ping.deliveryId}` })).json().status === 'failed',
    ),
  );
  await ctx.adminCall({ method: 'PATCH', url: `/admin/webhook-endpoints/${endpoint.endpointId}`, payload: { enabled: false } });
  assertProblem(await post(`/admin/webhook-deliveries/${ping.deliveryId}/redeliver`), 409, 'conflict');
  const audit = await ctx.adminCall({ method: 'GET', url: `/admin/audit?targetType=webhook_endpoint&targetId=${endpoint.endpointId}` });
  assert.ok((audit.json().entries as Array<{ action: string }>).some((e) => e.action === 'webhook_endpoint.test_ping'));
});

test('signing secrets never reach the logs, even at trace level', async () => {
  const site = await ctx.site();
  const p = await ctx.partner({ siteIds: [site] });
  const r = await startReceiver();
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  try {
    const endpoint = await registerEndpoint(ctx, p.partnerId, { url: r.url });
    const rotated = (await post(`/admin/webhook-endpoints/${endpoint.endpointId}/secret`)).json().signingSecret as string;
    await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 1 });
    await post(`/admin/webhook-endpoints/${endpoint.endpointId}/test`);
    await withDispatcher(ctx, () => waitFor(() => r.received.length === 2), { log: dispatcherLogger('trace', capture) });
    await new Promise((resolve) => setImmediate(resolve));
    const text = lines.join('');
    assert.match(text, /webhook delivered/, 'the dispatcher did log its deliveries');
    for (const secret of [endpoint.signingSecret!, rotated]) {
      assert.ok(!text.includes(secret) && !text.includes(secret.slice(6)), 'no signing secret in the log');
    }
    assert.ok(!text.includes(String(r.received[0]!.headers['platform-signature']).split('v1=')[1]), 'no signature either');
  } finally {
    await r.close();
  }
});
