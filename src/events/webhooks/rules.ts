// Pure rules of the spec's Events section: subscriptions, endpoint URLs and
// the payload each endpoint receives. No IO here; unit-tested directly.
import { randomUUID } from 'node:crypto';
import { allFieldProblems } from '../../errors/catalogue.ts';
import { webhookErrors } from './errors.ts';
import type { DeliveryStatus } from '../../db/tables/webhooks.ts';
import { EVENT_TYPES, type EventType } from '../outbox.ts';
import type { ResponseExcerpt } from './sender.ts';

/** Every status a delivery can be in (the `status` column's values). */
export const DELIVERY_STATUSES = ['pending', 'delivering', 'succeeded', 'failed', 'skipped'] as const satisfies readonly DeliveryStatus[];

/**
 * The subscription of a new or changed endpoint: an explicit list, every type
 * existing now when none is given, never empty, unknown types refused,
 * duplicates dropped, kept in the spec's order.
 */
export function subscription(requested: readonly string[] | undefined): EventType[] {
  if (requested === undefined) return [...EVENT_TYPES];
  if (requested.length === 0) {
    throw webhookErrors.emptySubscription();
  }
  // Every unknown type is named (the first answers with its detail).
  const unknown = requested.flatMap((t, index) =>
    (EVENT_TYPES as readonly string[]).includes(t) ? [] : [webhookErrors.unknownEventType(t, EVENT_TYPES, index)],
  );
  if (unknown.length > 0) throw allFieldProblems(unknown)!;
  return EVENT_TYPES.filter((t) => requested.includes(t));
}

/** An endpoint URL: absolute http(s), no embedded credentials (they would end up in logs). */
export function endpointUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw webhookErrors.urlNotAbsolute();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw webhookErrors.urlScheme();
  if (url.username || url.password) throw webhookErrors.urlCredentials();
  if (url.hash) throw webhookErrors.urlFragment();
  return url.toString();
}

export const SHIPMENT_TYPES: readonly string[] = ['shipment.shipped', 'shipment.cancelled'];

/** The fields one delivery carries (a delivery row's snapshot). */
export interface DeliveryFields {
  eventId: string;
  type: string;
  siteId: number;
  orderNumber: number;
  partnerOrderId: string | null;
  shipmentNumber: number | null;
}

/**
 * The payload, exactly the spec's fields in its order. `occurredAt` is the
 * publish time (now), not the commit time of the change. `partnerOrderId` is
 * present only when set (fan-out keeps it only for the submitting partner),
 * `shipmentNumber` only on the two shipment types.
 */
export function payloadOf(fields: DeliveryFields, publishedAt: Date): string {
  return JSON.stringify({
    eventId: fields.eventId,
    type: fields.type,
    occurredAt: publishedAt.toISOString(),
    siteId: fields.siteId,
    orderNumber: fields.orderNumber,
    ...(fields.partnerOrderId != null && { partnerOrderId: fields.partnerOrderId }),
    ...(SHIPMENT_TYPES.includes(fields.type) && fields.shipmentNumber != null && { shipmentNumber: fields.shipmentNumber }),
  });
}

/** The synthetic test ping's fields: eventId test_<uuid>, site and order 0, order.status_changed. */
export function testPingFields(): DeliveryFields {
  return {
    eventId: `test_${randomUUID()}`,
    type: 'order.status_changed',
    siteId: 0,
    orderNumber: 0,
    partnerOrderId: null,
    shipmentNumber: null,
  };
}

/**
 * Whether a claimed delivery may still be sent (the filter "again at
 * delivery"): the endpoint enabled, and for real events its subscription
 * holding the type, its partner enabled and still granted the site. The test
 * ping bypasses the subscription (and has no site). Returns the skip reason.
 */
export function skipReason(d: {
  kind: 'event' | 'test';
  type: string;
  endpointEnabled: boolean;
  eventTypes: readonly string[];
  partnerEnabled: boolean;
  siteGranted: boolean;
}): 'endpoint_disabled' | 'not_subscribed' | 'partner_disabled' | 'site_not_granted' | null {
  if (!d.endpointEnabled) return 'endpoint_disabled';
  if (d.kind === 'test') return null;
  if (!d.partnerEnabled) return 'partner_disabled';
  if (!d.siteGranted) return 'site_not_granted';
  if (!d.eventTypes.includes(d.type)) return 'not_subscribed';
  return null;
}

/** One attempt's request and response as the delivery log keeps them (migration 0017). */
export interface DeliveryExchange {
  requestHeaders: Record<string, string>;
  requestBody: string;
  response: ResponseExcerpt | null;
}

/** The MAC of the signature header is withheld from the log (its timestamp is kept): docs/decisions.md. */
export const WITHHELD = '[withheld]';

/**
 * What the log keeps of an attempt: the headers sent, with the signature's
 * `v1` MAC replaced (a stored MAC and body would be a request anyone reading
 * the log could replay within the tolerance), the body as sent, and the
 * receiver's answer when it answered.
 */
export function exchangeOf(headers: Record<string, string>, body: string, response: ResponseExcerpt | undefined): DeliveryExchange {
  const requestHeaders = { ...headers };
  const signature = requestHeaders['platform-signature'];
  if (signature !== undefined) requestHeaders['platform-signature'] = signature.replace(/v1=[0-9a-f]+/g, `v1=${WITHHELD}`);
  return { requestHeaders, requestBody: body, response: response ?? null };
}
