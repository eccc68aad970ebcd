// The back office's delivery log: deliveries queued by staff (test pings,
// redeliveries), one delivery, its exchange, and the log's pages.
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/transaction.ts';
import type { DeliveryStatus, WebhookDeliveriesTable } from '../../../db/tables/webhooks.ts';
import type { DeliveryFields } from '../rules.ts';
import { currentTraceContext } from '../../../tracing/spans.ts';

export interface DeliveryRecord extends DeliveryFields {
  id: number;
  endpointId: number;
  kind: 'event' | 'test';
  redeliveryOf: number | null;
  status: DeliveryStatus;
  attemptedAt: Date | null;
  latencyMs: number | null;
  responseStatus: number | null;
  errorClass: string | null;
  createdAt: Date;
}

function toRecord(r: Selectable<WebhookDeliveriesTable>): DeliveryRecord {
  return {
    id: Number(r.id),
    eventId: r.event_id,
    endpointId: r.endpoint_id,
    kind: r.kind,
    redeliveryOf: r.redelivery_of === null ? null : Number(r.redelivery_of),
    type: r.type,
    siteId: r.site_id,
    orderNumber: r.order_number,
    partnerOrderId: r.partner_order_id,
    shipmentNumber: r.shipment_number,
    status: r.status,
    attemptedAt: r.attempted_at,
    latencyMs: r.latency_ms,
    responseStatus: r.response_status,
    errorClass: r.error_class,
    createdAt: r.created_at,
  };
}

/** One delivery's exchange as the back office reads it. */
export interface ExchangeRecord {
  requestHeaders: Record<string, string>;
  requestBody: string;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  responseTruncated: boolean;
}

export interface DeliveryFilters {
  partnerId?: number;
  endpointId?: number;
  eventId?: string;
  status?: DeliveryStatus;
  type?: string;
  /** Queued at or after / before these instants (ISO 8601). */
  since?: string;
  until?: string;
}

export class DeliveryLog {
  constructor(private readonly db: Db) {}

  async insert(endpointId: number, kind: 'event' | 'test', fields: DeliveryFields, redeliveryOf: number | null): Promise<DeliveryRecord> {
    const row = await this.db
      .insertInto('webhook_deliveries')
      .values({
        event_id: fields.eventId,
        endpoint_id: endpointId,
        kind,
        redelivery_of: redeliveryOf === null ? null : String(redeliveryOf),
        // The staff request that asked for it: the new delivery's client span joins that trace.
        trace_context: currentTraceContext(),
        type: fields.type,
        site_id: fields.siteId,
        order_number: fields.orderNumber,
        partner_order_id: fields.partnerOrderId,
        shipment_number: fields.shipmentNumber,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async find(id: number): Promise<DeliveryRecord | undefined> {
    const row = await this.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', String(id)).executeTakeFirst();
    return row && toRecord(row);
  }

  /** What one delivery sent and was answered, when it was sent. */
  async exchange(id: number): Promise<ExchangeRecord | null> {
    const row = await this.db.selectFrom('webhook_delivery_exchanges').selectAll().where('delivery_id', '=', String(id)).executeTakeFirst();
    if (!row) return null;
    return {
      requestHeaders: row.request_headers,
      requestBody: row.request_body,
      responseHeaders: row.response_headers,
      responseBody: row.response_body,
      responseTruncated: row.response_truncated,
    };
  }

  /** The delivery log, newest first, keyset by id; `limit + 1` rows so the caller knows the last page. */
  async list(filters: DeliveryFilters, beforeId: number | undefined, limit: number): Promise<DeliveryRecord[]> {
    let query = this.db.selectFrom('webhook_deliveries as d').selectAll('d').orderBy('d.id', 'desc').limit(limit);
    if (beforeId !== undefined) query = query.where('d.id', '<', String(beforeId));
    if (filters.endpointId !== undefined) query = query.where('d.endpoint_id', '=', filters.endpointId);
    if (filters.partnerId !== undefined) {
      query = query.where('d.endpoint_id', 'in', (eb) =>
        eb.selectFrom('webhook_endpoints as e').select('e.id').where('e.partner_id', '=', filters.partnerId!),
      );
    }
    if (filters.eventId !== undefined) query = query.where('d.event_id', '=', filters.eventId);
    if (filters.status !== undefined) query = query.where('d.status', '=', filters.status);
    if (filters.type !== undefined) query = query.where('d.type', '=', filters.type);
    if (filters.since !== undefined) query = query.where('d.created_at', '>=', new Date(filters.since));
    if (filters.until !== undefined) query = query.where('d.created_at', '<', new Date(filters.until));
    return (await query.execute()).map(toRecord);
  }
}
