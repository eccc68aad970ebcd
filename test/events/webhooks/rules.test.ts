import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EVENT_TYPES } from '../../../src/events/outbox.ts';
import { endpointUrl, payloadOf, skipReason, subscription, testPingFields } from '../../../src/events/webhooks/rules.ts';
import { newSigningSecret, OpenedSecrets, SecretBox } from '../../../src/events/webhooks/secret-box.ts';
import { classify } from '../../../src/events/webhooks/sender.ts';
import { signatureHeader, verifyDelivery } from '../../../src/events/webhooks/verify.ts';
import { ApiError } from '../../../src/errors/catalogue.ts';

test('subscription: default every type, never empty, unknown refused, deduplicated in spec order', () => {
  assert.deepEqual(subscription(undefined), [...EVENT_TYPES]);
  assert.deepEqual(subscription(['order_line.cancelled', 'order.status_changed', 'order_line.cancelled']), [
    'order.status_changed',
    'order_line.cancelled',
  ]);
  assert.throws(
    () => subscription([]),
    (e: ApiError) => e.code === 'invalid_request' && /disable/.test(e.detail),
  );
  assert.throws(
    () => subscription(['order.status_changed', 'Order.Status_Changed']),
    (e: ApiError) => e.code === 'invalid_request' && /Order.Status_Changed/.test(e.detail),
  );
});

test('endpoint URLs: absolute http(s), no credentials, no fragment', () => {
  assert.equal(endpointUrl('https://a.example.com/h?x=1'), 'https://a.example.com/h?x=1');
  assert.equal(endpointUrl('http://127.0.0.1:8080/h'), 'http://127.0.0.1:8080/h');
  for (const bad of ['ftp://a.example.com', '/relative', 'https://u:p@a.example.com', 'https://a.example.com/#x', 'javascript:alert(1)']) {
    assert.throws(
      () => endpointUrl(bad),
      (e: ApiError) => e.code === 'invalid_request',
      bad,
    );
  }
});

test('payload: exactly the spec fields; partnerOrderId only when kept; shipmentNumber only on shipment types', () => {
  const at = new Date('2026-01-15T12:00:00.000Z');
  const base = { eventId: 'e', siteId: 1, orderNumber: 2, partnerOrderId: null, shipmentNumber: null };
  assert.equal(
    payloadOf({ ...base, type: 'order.status_changed' }, at),
    '{"eventId":"e","type":"order.status_changed","occurredAt":"2026-01-15T12:00:00.000Z","siteId":1,"orderNumber":2}',
  );
  assert.deepEqual(JSON.parse(payloadOf({ ...base, type: 'order.status_changed', partnerOrderId: 'PO', shipmentNumber: 4 }, at)), {
    eventId: 'e',
    type: 'order.status_changed',
    occurredAt: at.toISOString(),
    siteId: 1,
    orderNumber: 2,
    partnerOrderId: 'PO',
  });
  assert.deepEqual(JSON.parse(payloadOf({ ...base, type: 'shipment.cancelled', shipmentNumber: 4 }, at)).shipmentNumber, 4);
  const ping = testPingFields();
  assert.match(ping.eventId, /^test_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.deepEqual(
    { ...ping, eventId: '' },
    { eventId: '', type: 'order.status_changed', siteId: 0, orderNumber: 0, partnerOrderId: null, shipmentNumber: null },
  );
});

test('the filter again at delivery: disabled endpoint, partner, grant, subscription; the test ping bypasses the subscription', () => {
  const ok = {
    kind: 'event' as const,
    type: 'shipment.shipped',
    endpointEnabled: true,
    eventTypes: ['shipment.shipped'],
    partnerEnabled: true,
    siteGranted: true,
  };
  assert.equal(skipReason(ok), null);
  assert.equal(skipReason({ ...ok, endpointEnabled: false }), 'endpoint_disabled');
  assert.equal(skipReason({ ...ok, partnerEnabled: false }), 'partner_disabled');
  assert.equal(skipReason({ ...ok, siteGranted: false }), 'site_not_granted');
  assert.equal(skipReason({ ...ok, eventTypes: ['order.status_changed'] }), 'not_subscribed');
  assert.equal(skipReason({ ...ok, kind: 'test', type: 'order.status_changed', siteGranted: false }), null);
  assert.equal(skipReason({ ...ok, kind: 'test', endpointEnabled: false }), 'endpoint_disabled');
});

test('verification: raw bytes, 300 s tolerance, refuses a header without t or v1, constant-time compare of well-formed digests', () => {
  const secret = 'whsec_test';
  const body = Buffer.from('{"eventId":"e","type":"order.status_changed"}');
  const at = new Date('2026-01-15T12:00:00.000Z');
  const header = signatureHeader(secret, body, at);
  assert.match(header, /^t=1768478400,v1=[0-9a-f]{64}$/);
  assert.deepEqual(verifyDelivery(secret, body, header, at), { ok: true, t: 1768478400 });
  assert.equal(verifyDelivery(secret, body.toString('utf8'), header, new Date(at.getTime() + 300_000)).ok, true);
  assert.deepEqual(verifyDelivery(secret, body, header, new Date(at.getTime() + 301_000)), {
    ok: false,
    reason: 'timestamp_out_of_tolerance',
  });
  assert.deepEqual(verifyDelivery(secret, Buffer.concat([body, Buffer.from(' ')]), header, at), {
    ok: false,
    reason: 'signature_mismatch',
  });
  const [t, v1] = header.split(',');
  assert.deepEqual(verifyDelivery(secret, body, v1, at), { ok: false, reason: 'malformed_header' });
  assert.deepEqual(verifyDelivery(secret, body, t, at), { ok: false, reason: 'malformed_header' });
  assert.deepEqual(verifyDelivery(secret, body, undefined, at), { ok: false, reason: 'missing_header' });
  assert.deepEqual(verifyDelivery(secret, body, `${t},v1=${'A'.repeat(64)}`, at), { ok: false, reason: 'signature_mismatch' });
  assert.equal(verifyDelivery(secret, body, `${t},v1=${'0'.repeat(64)},${v1}`, at).ok, true, 'any v1 may match');
});

test('sealed secrets: round trip, fresh IV each time, tamper and wrong key refused', () => {
  const box = new SecretBox(Buffer.alloc(32, 7));
  const secret = newSigningSecret();
  const a = box.seal(secret);
  const b = box.seal(secret);
  assert.notEqual(a, b);
  assert.ok(!a.includes(secret.slice(6)));
  assert.equal(box.open(a), secret);
  const parts = a.split('.');
  // One bit of the first byte flipped: always a change (a byte set to a constant was no change one time in 256).
  const tampered = Buffer.from(parts[3]!, 'base64url');
  tampered[0] = tampered[0]! ^ 1;
  parts[3] = tampered.toString('base64url');
  assert.throws(() => box.open(parts.join('.')));
  assert.throws(() => new SecretBox(Buffer.alloc(32, 8)).open(a));
});

test("the dispatcher's opened secrets: one decryption per ciphertext, a rotated one opened anew, unused ones dropped, a bad one never kept", () => {
  const box = new SecretBox(Buffer.alloc(32, 7));
  let opened = 0;
  const counting = Object.assign(Object.create(box) as SecretBox, {
    open: (sealed: string) => {
      opened += 1;
      return box.open(sealed);
    },
  });
  const secrets = new OpenedSecrets(counting, 1_000);
  const first = newSigningSecret();
  const sealed = box.seal(first);
  assert.equal(secrets.open(sealed, 0), first);
  assert.equal(secrets.open(sealed, 500), first);
  assert.equal(opened, 1);
  const rotated = newSigningSecret();
  assert.equal(secrets.open(box.seal(rotated), 600), rotated);
  assert.equal(opened, 2);
  // Unused for the TTL: dropped, opened again on the next use.
  assert.equal(secrets.open(sealed, 1_600), first);
  assert.equal(opened, 3);
  assert.throws(() => secrets.open('v1.bad.bad.bad', 1_700));
  assert.throws(() => secrets.open('v1.bad.bad.bad', 1_700));
  assert.equal(opened, 5, 'a ciphertext that does not open is tried each time, never kept');
});

test('send failures are sorted into error classes', () => {
  assert.equal(classify(Object.assign(new Error('t'), { name: 'TimeoutError' })), 'timeout');
  assert.equal(classify(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })), 'connection_refused');
  assert.equal(classify(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } })), 'dns');
  assert.equal(classify(new TypeError('fetch failed', { cause: { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' } })), 'tls');
  assert.equal(classify(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } })), 'network');
});
