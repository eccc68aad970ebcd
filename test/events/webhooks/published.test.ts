// The webhooks section of the partner document describes what the dispatcher
// really sends: deliveries of every event type and the test ping are
// captured by a real receiver and validated, body and headers, against the
// published schema of their type; every type the outbox can record is there.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { EVENT_TYPES } from '../../../src/events/outbox.ts';
import { verifyDelivery } from '../../../src/events/webhooks/verify.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { publishedValidator } from '../../helpers/published.ts';
import { emit, registerEndpoint, TEST_SETTINGS, withDispatcher } from './fixtures.ts';
import { startReceiver, waitFor, type Receiver } from './receiver.ts';

type Doc = Record<string, any>;
let ctx: TestContext;
let document: Doc;
let receiver: Receiver;
before(async () => {
  ctx = await createTestContext(TEST_SETTINGS);
  document = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  receiver = await startReceiver();
});
after(async () => {
  await receiver.close();
  await ctx.close();
});

test('every event type the outbox can record, and the test ping, is in the webhooks section with a named payload schema', () => {
  assert.deepEqual(Object.keys(document.webhooks), [...EVENT_TYPES, 'test_ping']);
  for (const [name, item] of Object.entries<Doc>(document.webhooks)) {
    const media = item.post.requestBody.content['application/json'];
    const ref = String(media.schema.$ref);
    assert.match(ref, /^#\/components\/schemas\/\w+Event$/, name);
    const schema = document.components.schemas[ref.split('/').pop()!];
    assert.ok(schema, `${name}: ${ref} exists`);
    assert.equal(publishedValidator(document, media.schema)(media.example), null, `${name}: its example is valid`);
    const headers = Object.fromEntries(item.post.parameters.map((p: Doc) => [p.name, p]));
    assert.equal(headers['Platform-Event-Id'].required, true);
    assert.equal(headers['Platform-Event-Id'].example, media.example.eventId);
    assert.equal(headers['Platform-Signature'].required, false, 'only signed endpoints get it');
    assert.deepEqual(
      verifyDelivery(
        'whsec_example',
        JSON.stringify(media.example),
        headers['Platform-Signature'].example,
        new Date(media.example.occurredAt),
      ).ok,
      true,
      `${name}: the signature example verifies`,
    );
  }
});

test('what the dispatcher sends validates against the published schema of its type, headers included', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: receiver.url });
  await emit(ctx, {
    type: 'order.status_changed',
    siteId: site,
    orderNumber: 701,
    sourcePartnerId: partner.partnerId,
    partnerOrderId: 'PO-701',
  });
  await emit(ctx, { type: 'shipment.shipped', siteId: site, orderNumber: 701, shipmentNumber: 2 });
  await emit(ctx, { type: 'shipment.cancelled', siteId: site, orderNumber: 701, shipmentNumber: 2 });
  await emit(ctx, { type: 'order_line.cancelled', siteId: site, orderNumber: 701 });
  const ping = await ctx.adminCall({ method: 'POST', url: `/admin/webhook-endpoints/${endpoint.endpointId}/test` });
  assert.ok(ping.statusCode < 300, ping.body);
  await withDispatcher(ctx, () => waitFor(() => receiver.received.length === 5, 5000, 'five deliveries'));

  const seen = new Set<string>();
  for (const delivery of receiver.received) {
    const isPing = String(delivery.body.eventId).startsWith('test_');
    const name = isPing ? 'test_ping' : String(delivery.body.type);
    seen.add(name);
    const operation = document.webhooks[name]?.post;
    assert.ok(operation, `${name} is published`);
    const body = publishedValidator(document, operation.requestBody.content['application/json'].schema)(delivery.body);
    assert.equal(body, null, `${name}: ${delivery.rawBody.toString()}`);
    assert.equal(delivery.headers['content-type'], 'application/json');
    for (const parameter of operation.parameters) {
      const value = delivery.headers[parameter.name.toLowerCase()];
      assert.ok(value !== undefined || !parameter.required, `${name}: ${parameter.name} is sent`);
      assert.ok(value !== undefined, `${name}: a signed endpoint gets ${parameter.name}`);
      assert.equal(publishedValidator(document, parameter.schema)(value), null, `${name}: ${parameter.name} = ${value}`);
    }
  }
  assert.deepEqual([...seen].sort(), [...EVENT_TYPES, 'test_ping'].sort());
});
