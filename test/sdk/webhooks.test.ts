// The SDK's webhook helpers against the platform's own signer and verifier:
// the same header for the same bytes, and every refusal the spec names (no
// header, no t or v1, a stale or future t, a changed body or secret).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  isKnownEvent,
  isTestPing,
  parseWebhookEvent,
  signedTestDelivery,
  signWebhookPayload,
  verifyWebhook,
  type WebhookEvent,
  webhookHandler,
  WebhookVerificationError,
} from '../../sdk/src/index.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureHeader, verifyDelivery } from '../../src/events/webhooks/verify.ts';

const secret = 'whsec_test_0123456789abcdef';
const at = new Date('2026-01-15T12:00:00Z');
const event = {
  eventId: '3b0f6c1e-8d55-4a8e-9a51-0b7d7f3f8c21',
  type: 'shipment.shipped',
  occurredAt: at.toISOString(),
  siteId: 1,
  orderNumber: 100234,
  shipmentNumber: 2,
} as const;
const raw = JSON.stringify(event);

const reason = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof WebhookVerificationError);
    return e.reason;
  }
  return assert.fail('expected a refusal');
};

test('the SDK signs exactly as the platform does, and each verifies the other', () => {
  assert.equal(signWebhookPayload(secret, raw, at), signatureHeader(secret, raw, at));
  assert.equal(verifyDelivery(secret, raw, signWebhookPayload(secret, raw, at), at).ok, true);
  const parsed = verifyWebhook({ secret, rawBody: Buffer.from(raw), signature: signatureHeader(secret, raw, at), now: at });
  assert.deepEqual(parsed, event);
  assert.ok(isKnownEvent(parsed));
  assert.equal(isTestPing(parsed), false);
});

test('headers in any form: Node’s object, a fetch Headers, any letter case', () => {
  const delivery = signedTestDelivery(secret, event, at);
  assert.deepEqual(verifyWebhook({ secret, rawBody: delivery.rawBody, headers: delivery.headers, now: at }), event);
  assert.deepEqual(verifyWebhook({ secret, rawBody: delivery.rawBody, headers: new Headers(delivery.headers), now: at }), event);
  const upper = { 'Platform-Signature': delivery.headers['platform-signature'] };
  assert.deepEqual(verifyWebhook({ secret, rawBody: delivery.rawBody, headers: upper, now: at }), event);
});

test('refusals: missing header, no t or v1, outside 300 s either way, another body, another secret, not an event', () => {
  const good = signWebhookPayload(secret, raw, at);
  assert.equal(
    reason(() => verifyWebhook({ secret, rawBody: raw, headers: {}, now: at })),
    'missing_header',
  );
  assert.equal(
    reason(() => verifyWebhook({ secret, rawBody: raw, signature: good.replace(/^t=\d+,/, ''), now: at })),
    'malformed_header',
  );
  assert.equal(
    reason(() => verifyWebhook({ secret, rawBody: raw, signature: good.replace(/,v1=.*/, ''), now: at })),
    'malformed_header',
  );
  assert.equal(
    reason(() => verifyWebhook({ secret, rawBody: raw, signature: good, now: new Date(at.getTime() + 301_000) })),
    'timestamp_out_of_tolerance',
  );
  assert.equal(
    reason(() => verifyWebhook({ secret, rawBody: raw, signature: good, now: new Date(at.getTime() - 301_000) })),
    'timestamp_out_of_tolerance',
  );
  assert.deepEqual(verifyWebhook({ secret, rawBody: raw, signature: good, now: new Date(at.getTime() + 300_000) }), event);
  assert.equal(
    reason(() => verifyWebhook({ secret, rawBody: `${raw} `, signature: good, now: at })),
    'signature_mismatch',
  );
  assert.equal(
    reason(() => verifyWebhook({ secret: `${secret}x`, rawBody: raw, signature: good, now: at })),
    'signature_mismatch',
  );
  const notEvent = '{"hello":1}';
  assert.equal(
    reason(() => verifyWebhook({ secret, rawBody: notEvent, signature: signWebhookPayload(secret, notEvent, at), now: at })),
    'malformed_payload',
  );
});

test('an empty or missing secret is refused as a programming error, even with a signature made under it; the handler refuses to be built', () => {
  for (const bad of ['', undefined, null, 42]) {
    const signature = signWebhookPayload(typeof bad === 'string' ? bad : 'x', raw, at);
    assert.throws(() => verifyWebhook({ secret: bad as string, rawBody: raw, signature, now: at }), TypeError, String(bad));
    assert.throws(() => webhookHandler({ secret: bad as string, onEvent: () => {} }), TypeError, String(bad));
  }
});

test('a second v1 (a rotation) is accepted when either matches; unknown types parse and are not "known"', () => {
  const good = signWebhookPayload(secret, raw, at);
  const other = signWebhookPayload('whsec_other', raw, at).split(',')[1];
  assert.deepEqual(verifyWebhook({ secret, rawBody: raw, signature: `${good},${other}`, now: at }), event);
  const future = parseWebhookEvent(JSON.stringify({ ...event, type: 'order.created_in_future' }));
  assert.equal(isKnownEvent(future), false);
  assert.ok(isTestPing(parseWebhookEvent(JSON.stringify({ ...event, eventId: 'test_1', orderNumber: 0, siteId: 0 }))));
});

/** A receiver made by webhookHandler, listening on a free port: what it was handed, and a way to post to it. */
async function receiver() {
  const events: WebhookEvent[] = [];
  const pings: WebhookEvent[] = [];
  const errors: unknown[] = [];
  const server = createServer(
    webhookHandler({
      secret,
      onEvent: (e) => void events.push(e),
      onTestPing: (e) => void pings.push(e),
      onError: (e) => void errors.push(e),
      now: () => at,
      maxBodyBytes: 1000,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const post = (body: string, headers: Record<string, string>) => fetch(url, { method: 'POST', body, headers });
  const close = async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return { url, post, events, pings, errors, close };
}

test('an event of a type the SDK does not know parses as it came, whatever it lacks, and the handler takes it with 204; a known type still needs its orderNumber', async () => {
  const future = { eventId: 'e3', type: 'product.updated', occurredAt: at.toISOString(), siteId: 1, productId: 'SLO_1' };
  const rawFuture = JSON.stringify(future);
  const parsed = verifyWebhook({ secret, rawBody: rawFuture, signature: signWebhookPayload(secret, rawFuture, at), now: at });
  assert.deepEqual(parsed, future);
  assert.equal(isKnownEvent(parsed), false);
  const { orderNumber: _, ...withoutOrder } = event;
  const rawKnown = JSON.stringify(withoutOrder);
  assert.equal(
    reason(() => verifyWebhook({ secret, rawBody: rawKnown, signature: signWebhookPayload(secret, rawKnown, at), now: at })),
    'malformed_payload',
  );

  const { post, events, errors, close } = await receiver();
  try {
    const taken = await post(rawFuture, { 'platform-signature': signWebhookPayload(secret, rawFuture, at) });
    assert.equal(taken.status, 204);
    const refused = await post(rawKnown, { 'platform-signature': signWebhookPayload(secret, rawKnown, at) });
    assert.equal(refused.status, 400);
    assert.equal(await refused.text(), 'malformed_payload');
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(events, [future], 'handed over with every field it carried');
    assert.deepEqual(
      errors.map((e) => (e as WebhookVerificationError).reason),
      ['malformed_payload'],
    );
  } finally {
    await close();
  }
});

test('webhookHandler: 204 at once for a verified delivery, a repeat dropped, the ping set apart, 400 with the reason for a bad one, 413 for a huge one', async () => {
  const { url, post, events, pings, errors, close } = await receiver();
  try {
    const delivery = signedTestDelivery(secret, event, at);
    assert.equal((await post(delivery.rawBody, delivery.headers)).status, 204);
    assert.equal((await post(delivery.rawBody, delivery.headers)).status, 204, 'a repeat is acknowledged too');
    const ping = signedTestDelivery(secret, { ...event, type: 'order.status_changed', eventId: 'test_9', orderNumber: 0, siteId: 0 }, at);
    assert.equal((await post(ping.rawBody, ping.headers)).status, 204);
    const forged = await post(delivery.rawBody.replace('100234', '100235'), delivery.headers);
    assert.equal(forged.status, 400);
    assert.equal(await forged.text(), 'signature_mismatch');
    const huge = await post('x'.repeat(5000), delivery.headers).catch(() => null);
    assert.ok(huge === null || huge.status === 413);
    assert.equal((await fetch(url)).status, 405);
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(events, [event], 'once, though delivered twice');
    assert.equal(pings.length, 1);
    assert.deepEqual(
      errors.map((e) => (e as WebhookVerificationError).reason),
      ['signature_mismatch', 'malformed_payload'],
    );
  } finally {
    await close();
  }
});
