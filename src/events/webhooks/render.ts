// Back-office representations of endpoints and deliveries, shared by the
// admin API and the CLI's --json output. Never a secret: only whether one is set.
import type { DeliveryRecord, ExchangeRecord } from './admin/delivery-log.ts';
import type { EndpointRecord } from './endpoints-repo.ts';

export function renderEndpoint(e: EndpointRecord) {
  return {
    endpointId: e.id,
    partnerId: e.partnerId,
    url: e.url,
    enabled: e.enabled,
    eventTypes: e.eventTypes,
    signed: e.signed,
    secretRotatedOn: e.secretRotatedAt?.toISOString() ?? null,
    createdOn: e.createdAt.toISOString(),
    updatedOn: e.updatedAt.toISOString(),
  };
}

export function renderDelivery(d: DeliveryRecord) {
  return {
    deliveryId: d.id,
    eventId: d.eventId,
    endpointId: d.endpointId,
    kind: d.kind,
    redeliveryOf: d.redeliveryOf,
    type: d.type,
    siteId: d.siteId,
    orderNumber: d.orderNumber,
    status: d.status,
    attemptedOn: d.attemptedAt?.toISOString() ?? null,
    latencyMs: d.latencyMs,
    responseStatus: d.responseStatus,
    errorClass: d.errorClass,
    createdOn: d.createdAt.toISOString(),
  };
}

/** One delivery with what was sent and answered (the single-delivery read). */
export function renderDeliveryDetail(d: DeliveryRecord, x: ExchangeRecord | null) {
  return {
    ...renderDelivery(d),
    exchange: x && {
      request: { headers: x.requestHeaders, body: x.requestBody },
      response:
        x.responseHeaders === null ? null : { headers: x.responseHeaders, body: x.responseBody ?? '', truncated: x.responseTruncated },
    },
  };
}
