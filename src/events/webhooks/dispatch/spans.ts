// The dispatcher's spans, in the trace of the change that wrote each event
// (the context stored with the outbox row and copied to its deliveries):
// `webhooks.fan_out`, recorded when a round fanned events out, linked to
// each event's trace (one round serves many traces, so links, not a
// parent); and `webhook.deliver`, the client span of one POST, whose
// context the POST carries as its `traceparent`. The span names the
// endpoint's host only: its path or query may hold the partner's credential.
import { context, propagation, SpanStatusCode } from '@opentelemetry/api';
import type { ClaimedDelivery } from '../delivery-claims.ts';
import { activeContext, inSpan, recordSpan, SpanKind, storedLinks, storedParent, tracingStarted } from '../../../tracing/spans.ts';

/** Runs a fan-out round; records its span when it fanned anything out. */
export async function fanOutSpan<R extends { fanned: number; claimed: ClaimedDelivery[] }>(round: () => Promise<R>): Promise<R> {
  if (!tracingStarted()) return round();
  const startTime = Date.now();
  const result = await round();
  if (result.fanned > 0) {
    const links = storedLinks(result.claimed.map((d) => d.traceContext));
    recordSpan('webhooks.fan_out', {
      parent: activeContext(),
      startTime,
      links,
      attributes: { 'webhooks.events': result.fanned, 'webhooks.claimed': result.claimed.length },
    });
  }
  return result;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid';
  }
}

/** Sends inside the delivery's client span; `headers` gain its `traceparent` (nothing when tracing is off). */
export function inDeliverySpan<T extends { responseStatus: number | null; errorClass: string | null }>(
  delivery: ClaimedDelivery,
  headers: Record<string, string>,
  send: () => Promise<T>,
): Promise<T> {
  const attributes = {
    'webhook.delivery_id': delivery.id,
    'webhook.endpoint_id': delivery.endpointId,
    'webhook.event_id': delivery.eventId,
    'webhook.event_type': delivery.type,
    'http.request.method': 'POST',
    'server.address': hostOf(delivery.url),
  };
  return inSpan('webhook.deliver', { kind: SpanKind.CLIENT, parent: storedParent(delivery.traceContext), attributes }, async (span) => {
    propagation.inject(context.active(), headers);
    const result = await send();
    if (result.responseStatus !== null) span.setAttribute('http.response.status_code', result.responseStatus);
    if (result.errorClass !== null) {
      span.setAttribute('error.type', result.errorClass);
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    return result;
  });
}
