// The rows an order's timeline is made of, read from the tables that already
// record them: the order itself, the audit log (staff actions on the order,
// its lines and shipments), the proof log (publications and the partner's
// decisions), the outbox (events emitted) and the webhook deliveries.
import type { Db } from '../../../db/transaction.ts';
import { traceIdOf } from '../../../tracing/spans.ts';

export interface TimelineRow {
  at: Date;
  kind: 'placed' | 'staff' | 'proof' | 'event' | 'delivery';
  actor: string | null;
  summary: string;
  ref: string | null;
  outcome: string | null;
  details: Record<string, unknown>;
  /** The trace the step ran in (the context stored with its row), null where none was stored. */
  traceId: string | null;
}

export class TimelineRepo {
  constructor(private readonly db: Db) {}

  async order(orderNumber: number) {
    return this.db
      .selectFrom('orders')
      .select(['order_number', 'placed_on', 'status', 'source_partner_id', 'partner_order_id'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
  }

  /** Everything recorded about the order, oldest first, at most `limit` rows of each source. */
  async rows(orderNumber: number, limit: number): Promise<TimelineRow[]> {
    const n = String(orderNumber);
    // The order's shipment numbers first, as values: inside the OR a subquery is no index condition, and the
    // audit read walked the whole log (EXPLAIN in docs/decisions.md); as a list every branch is one range of audit_log_target.
    const shipments = (
      await this.db.selectFrom('shipments').select('shipment_number').where('order_number', '=', orderNumber).execute()
    ).map((s) => String(s.shipment_number));
    const [audit, proofs, events, deliveries] = await Promise.all([
      this.db
        .selectFrom('audit_log')
        .select(['occurred_at', 'actor', 'action', 'target_type', 'target_id', 'details'])
        .where((eb) =>
          eb.or([
            eb.and([eb('target_type', '=', 'order'), eb('target_id', '=', n)]),
            eb.and([eb('target_type', '=', 'order_line'), eb('target_id', 'like', `${n}/%`)]),
            ...(shipments.length > 0 ? [eb.and([eb('target_type', '=', 'shipment'), eb('target_id', 'in', shipments)])] : []),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('proof_log')
        .innerJoin('order_lines', 'order_lines.id', 'proof_log.line_id')
        .select(['proof_log.created_at', 'proof_log.actor', 'proof_log.entry', 'order_lines.item_number'])
        .where('order_lines.order_number', '=', orderNumber)
        .orderBy('proof_log.id')
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('outbox_events')
        .select(['created_at', 'event_id', 'type', 'shipment_number', 'fanned_out_at', 'trace_context'])
        .where('order_number', '=', orderNumber)
        .orderBy('id')
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('webhook_deliveries')
        .select([
          'id',
          'created_at',
          'attempted_at',
          'event_id',
          'endpoint_id',
          'type',
          'kind',
          'status',
          'response_status',
          'error_class',
          'latency_ms',
          'trace_context',
        ])
        .where('order_number', '=', orderNumber)
        .where('kind', '=', 'event')
        .orderBy('id')
        .limit(limit)
        .execute(),
    ]);
    const rows: TimelineRow[] = [];
    for (const a of audit) {
      rows.push({
        at: a.occurred_at,
        kind: 'staff',
        actor: a.actor,
        summary: a.action,
        ref: a.target_id === n ? null : `${a.target_type} ${a.target_id}`,
        outcome: null,
        details: (a.details ?? {}) as Record<string, unknown>,
        traceId: null,
      });
    }
    for (const p of proofs) {
      rows.push({
        at: p.created_at,
        kind: 'proof',
        actor: p.actor,
        summary: p.entry,
        ref: `item ${p.item_number}`,
        outcome: null,
        details: {},
        traceId: null,
      });
    }
    for (const e of events) {
      rows.push({
        at: e.created_at,
        kind: 'event',
        actor: null,
        summary: e.type,
        ref: e.event_id,
        outcome: e.fanned_out_at ? 'fanned out' : 'pending',
        details: e.shipment_number === null ? {} : { shipmentNumber: e.shipment_number },
        traceId: traceIdOf(e.trace_context),
      });
    }
    for (const d of deliveries) {
      rows.push({
        at: d.attempted_at ?? d.created_at,
        kind: 'delivery',
        actor: null,
        summary: `${d.type} to endpoint ${d.endpoint_id}`,
        ref: d.id,
        outcome: d.status,
        details: {
          deliveryId: Number(d.id),
          eventId: d.event_id,
          endpointId: d.endpoint_id,
          responseStatus: d.response_status,
          errorClass: d.error_class,
          latencyMs: d.latency_ms,
        },
        traceId: traceIdOf(d.trace_context),
      });
    }
    return rows;
  }
}
