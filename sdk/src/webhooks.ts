// Webhook receivers (spec, "Events" and "Signing"; docs/webhooks.md):
//
//   Platform-Signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA-256 of "<t>." + raw body>
//   Platform-Event-Id: <eventId>
//
// `verifyWebhook` checks a delivery against the raw request bytes (never a
// re-serialisation), the timestamp within the tolerance (300 s), the digest
// in constant time, and returns the parsed, typed event. `signWebhookPayload`
// makes the header for test payloads.
import { requireSecret } from './webhook-secret.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { components } from './types.ts';

type Schemas = components['schemas'];
export type OrderStatusChangedEvent = Schemas['OrderStatusChangedEvent'];
export type ShipmentShippedEvent = Schemas['ShipmentShippedEvent'];
export type ShipmentCancelledEvent = Schemas['ShipmentCancelledEvent'];
export type OrderLineCancelledEvent = Schemas['OrderLineCancelledEvent'];
export type TestPingEvent = Schemas['TestPingEvent'];
/**
 * A type this SDK does not know yet (new types reach an endpoint when staff add them): log or ignore it, never
 * fail. Its fields are as received: only `eventId` and `type` are sure to be there (a new type need not name an order).
 */
export interface UnknownWebhookEvent {
  eventId: string;
  type: string & {};
  [field: string]: unknown;
}
/** The four published event types: after `isKnownEvent`, a `switch (event.type)` narrows to each. */
export type KnownWebhookEvent = OrderStatusChangedEvent | ShipmentShippedEvent | ShipmentCancelledEvent | OrderLineCancelledEvent;
/**
 * A delivery's payload: `isTestPing` first (a ping has type `order.status_changed`),
 * then `isKnownEvent` (log and ignore the rest), then narrow on `type`.
 */
export type WebhookEvent = KnownWebhookEvent | UnknownWebhookEvent;

export const KNOWN_EVENT_TYPES = ['order.status_changed', 'shipment.shipped', 'shipment.cancelled', 'order_line.cancelled'] as const;
export const SIGNATURE_HEADER = 'platform-signature';
export const EVENT_ID_HEADER = 'platform-event-id';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type WebhookFailure =
  | 'missing_header'
  | 'malformed_header'
  | 'timestamp_out_of_tolerance'
  | 'signature_mismatch'
  | 'malformed_payload';

export class WebhookVerificationError extends Error {
  readonly reason: WebhookFailure;
  constructor(reason: WebhookFailure, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}

/** Headers as Node's http gives them, a fetch Headers, or a plain object. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** The endpoint's signing secret (`whsec_…`). */
  secret: string;
  /** The raw request bytes, exactly as received. */
  rawBody: Uint8Array | string;
  /** The request's headers (or pass `signature` directly). */
  headers?: HeaderSource;
  signature?: string | null;
  /** The receiver's clock (default now). */
  now?: Date;
  toleranceSeconds?: number;
}

function header(headers: HeaderSource | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(',') : value;
  return undefined;
}

function hmacHex(secret: string, t: string | number, rawBody: Uint8Array | string): string {
  return createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
}

/** Checks the signature and returns the typed event; throws WebhookVerificationError with its `reason`. */
export function verifyWebhook(options: VerifyOptions): WebhookEvent {
  requireSecret(options.secret);
  const value = options.signature ?? header(options.headers, SIGNATURE_HEADER);
  if (!value) throw new WebhookVerificationError('missing_header', 'no Platform-Signature header');
  let t: string | undefined;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const v = part.slice(eq + 1).trim();
    if (key === 't') t = v;
    else if (key === 'v1') signatures.push(v);
  }
  if (t === undefined || !/^\d{1,12}$/.test(t) || signatures.length === 0) {
    throw new WebhookVerificationError('malformed_header', 'Platform-Signature needs t=<seconds> and v1=<hex>');
  }
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - Number(t)) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) {
    throw new WebhookVerificationError('timestamp_out_of_tolerance', 'the signature timestamp is outside the tolerance');
  }
  const expected = Buffer.from(hmacHex(options.secret, t, options.rawBody), 'hex');
  // Any v1 may match (a sender may sign with two secrets during a rotation).
  const ok = signatures.some((s) => /^[0-9a-f]{64}$/.test(s) && timingSafeEqual(Buffer.from(s, 'hex'), expected));
  if (!ok) throw new WebhookVerificationError('signature_mismatch', 'the signature does not match the body');
  return parseWebhookEvent(options.rawBody);
}

/** Parses a payload (no signature check: for unsigned endpoints, whose deliveries are hints only). */
export function parseWebhookEvent(rawBody: Uint8Array | string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'));
  } catch {
    throw new WebhookVerificationError('malformed_payload', 'the body is not JSON');
  }
  const e = event as Record<string, unknown>;
  if (!e || typeof e !== 'object' || typeof e.eventId !== 'string' || typeof e.type !== 'string') {
    throw new WebhookVerificationError('malformed_payload', 'the body is not a webhook event');
  }
  // Only the published types are held to their fields: a type added later is returned as it came, whatever it
  // carries, since a parser must never fail on a type it does not know (spec, "Delivery rules" 5).
  if (isKnownType(e.type) && !Number.isInteger(e.orderNumber)) {
    throw new WebhookVerificationError('malformed_payload', `a ${e.type} event without an integer orderNumber`);
  }
  return e as unknown as WebhookEvent;
}

function isKnownType(type: string): boolean {
  return (KNOWN_EVENT_TYPES as readonly string[]).includes(type);
}

/** The synthetic test ping staff may send: verify it, then discard it. */
export function isTestPing(event: WebhookEvent): boolean {
  return event.eventId.startsWith('test_');
}

/** Narrows to the four published types (false for types added later). */
export function isKnownEvent(event: WebhookEvent): event is KnownWebhookEvent {
  return isKnownType(event.type);
}

/** The Platform-Signature header for a payload (test receivers, local tooling). */
export function signWebhookPayload(secret: string, rawBody: Uint8Array | string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, t, rawBody)}`;
}

/** A signed test delivery: the body and both headers, as the platform would send it. */
export function signedTestDelivery(
  secret: string,
  event: WebhookEvent,
  at: Date = new Date(),
): { rawBody: string; headers: Record<string, string> } {
  const rawBody = JSON.stringify(event);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhookPayload(secret, rawBody, at),
      [EVENT_ID_HEADER]: event.eventId,
    },
  };
}
