// The reconciler: a periodic catch-up beside webhooks. Each event is
// delivered once and never retried (spec, "Delivery rules"), the four event
// types are not a complete change feed, and there is no change polling
// (`updatedSince` is refused, `updatedOn` is not a watermark). So the
// reconciler walks GET /v1/orders (bounded by `placedFrom` if you like) and,
// per order, its lines and shipments, compares a fingerprint of each record
// with the one in your stored checkpoint, and reports every record that is
// new or differs. Lines and shipments are re-read for every open order and
// for any order whose header changed; of the closed orders (COMPLETED,
// CANCELLED) that did not change, a fixed number per run are re-read in
// rotation (the sweep), so a line that moves on a closed order is found within
// a known number of runs at a known cost per run.
//
// The checkpoint is a plain JSON value: store it after `reconcile` resolves.
// A run that fails (or whose `onChange` throws) returns nothing to store, so
// the next run reports the same changes again: at least once, like webhooks.
import { createHash } from 'node:crypto';
import type { Orders } from './resources/orders.ts';
import type { ListQuery, OrderItem, OrderSummary, Shipment } from './types.ts';

export interface ReconcileCheckpoint {
  version: 1;
  /** When the walk that produced it started (ISO 8601). */
  takenAt: string;
  orders: Record<string, OrderMark>;
  /** The last closed order the rotating sweep re-read; the next run's sweep starts after it (absent in older checkpoints). */
  sweepAfter?: number;
}

/** Closed, unchanged orders whose lines and shipments each run re-reads, in rotation (ReconcileOptions.sweep). */
export const DEFAULT_SWEEP = 25;

interface OrderMark {
  /** Fingerprint of the order as listed. */
  fp: string;
  open: boolean;
  items: Record<string, string>;
  shipments: Record<string, string>;
}

export type ReconcileChange =
  | { kind: 'order'; change: 'added' | 'changed'; orderNumber: number; order: OrderSummary }
  | { kind: 'item'; change: 'added' | 'changed'; orderNumber: number; itemNumber: number; item: OrderItem }
  | { kind: 'item'; change: 'removed'; orderNumber: number; itemNumber: number; item: null }
  | { kind: 'shipment'; change: 'added' | 'changed'; orderNumber: number; shipmentNumber: number; shipment: Shipment };

export interface ReconcileOptions {
  /** The checkpoint of the previous run; omitted on the first run (every record is then `added`). */
  checkpoint?: ReconcileCheckpoint | null;
  /** Called for each change, awaited in turn; throw to abort the run (keep the old checkpoint). */
  onChange: (change: ReconcileChange) => void | Promise<void>;
  /** Filters of GET /v1/orders: `siteId`, and `placedFrom`/`placedTo` to bound the walk (which always starts at the first page). */
  filter?: Omit<ListQuery<'/v1/orders'>, 'limit' | 'cursor'>;
  /** Order statuses after which nothing moves unless the order itself changes (default COMPLETED, CANCELLED). */
  closedStatuses?: readonly string[];
  /** Re-read every order's lines and shipments, open or not (default false). */
  deep?: boolean;
  /**
   * Closed orders whose row did not change are not re-read, except `sweep` of them per run (default 25), in
   * rotation by order number: a line moved on a closed order (staff changing a production status after
   * completion) is reported within ⌈closed orders in the walk / sweep⌉ runs, for at most `sweep` × 2 extra reads a run.
   * 0 turns the sweep off.
   */
  sweep?: number;
  /** Also read shipments (default true). */
  shipments?: boolean;
}

export interface ReconcileResult {
  /** Store this; pass it to the next run. */
  checkpoint: ReconcileCheckpoint;
  changes: number;
  ordersSeen: number;
  /** Orders whose lines (and shipments) were re-read. */
  ordersRead: number;
}

/** Fingerprint of a record: SHA-256 of its JSON with keys sorted, so field order never matters. */
export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('base64url')
    .slice(0, 22);
}

export async function reconcile(orders: Orders, options: ReconcileOptions): Promise<ReconcileResult> {
  const takenAt = new Date().toISOString();
  const closed = new Set(options.closedStatuses ?? ['COMPLETED', 'CANCELLED']);
  const sweep = Math.max(0, Math.floor(options.sweep ?? DEFAULT_SWEEP));
  const previous = options.checkpoint?.version === 1 ? options.checkpoint.orders : {};
  // Orders outside this walk (another site, an older window) keep their marks.
  const next: Record<string, OrderMark> = { ...previous };
  let changes = 0;
  let ordersSeen = 0;
  let ordersRead = 0;
  const report = async (change: ReconcileChange) => {
    changes += 1;
    await options.onChange(change);
  };
  /** Re-reads an order's lines and shipments into `mark`, reporting what differs from `before`. */
  const readDetail = async (orderNumber: number, before: OrderMark | undefined, mark: OrderMark) => {
    ordersRead += 1;
    mark.items = {};
    for await (const item of orders.items(orderNumber, { limit: 200 })) {
      const itemKey = String(item.itemNumber);
      const itemFp = fingerprint(item);
      mark.items[itemKey] = itemFp;
      const was = before?.items[itemKey];
      if (was !== itemFp) await report({ kind: 'item', change: was ? 'changed' : 'added', orderNumber, itemNumber: item.itemNumber, item });
    }
    for (const itemKey of Object.keys(before?.items ?? {})) {
      if (!(itemKey in mark.items)) await report({ kind: 'item', change: 'removed', orderNumber, itemNumber: Number(itemKey), item: null });
    }
    if (options.shipments === false) return;
    mark.shipments = {};
    for await (const shipment of orders.shipments(orderNumber, { limit: 50 })) {
      const shipmentKey = String(shipment.shipmentNumber);
      const shipmentFp = fingerprint(shipment);
      mark.shipments[shipmentKey] = shipmentFp;
      const was = before?.shipments[shipmentKey];
      if (was !== shipmentFp)
        await report({
          kind: 'shipment',
          change: was ? 'changed' : 'added',
          orderNumber,
          shipmentNumber: shipment.shipmentNumber,
          shipment,
        });
    }
  };

  // Closed orders whose row did not change: their lines can still move (staff), so a few are re-read each run.
  const quiet: number[] = [];
  for await (const order of orders.list({ ...options.filter, limit: 200 })) {
    ordersSeen += 1;
    const key = String(order.orderNumber);
    const before = previous[key];
    const fp = fingerprint(order);
    const open = !closed.has(order.status);
    if (!before || before.fp !== fp)
      await report({ kind: 'order', change: before ? 'changed' : 'added', orderNumber: order.orderNumber, order });
    const mark: OrderMark = { fp, open, items: before?.items ?? {}, shipments: before?.shipments ?? {} };
    if (!before || before.fp !== fp || before.open || open || options.deep) await readDetail(order.orderNumber, before, mark);
    else quiet.push(order.orderNumber);
    next[key] = mark;
  }

  // The rotating sweep: the `sweep` quiet orders after the last run's, in order-number order, wrapping around.
  let sweepAfter = options.checkpoint?.version === 1 ? (options.checkpoint.sweepAfter ?? 0) : 0;
  if (sweep > 0 && quiet.length > 0) {
    quiet.sort((a, b) => a - b);
    const start = quiet.findIndex((n) => n > sweepAfter);
    const from = start < 0 ? 0 : start;
    const picked = Array.from({ length: Math.min(sweep, quiet.length) }, (_, i) => quiet[(from + i) % quiet.length]!);
    for (const orderNumber of picked) {
      const key = String(orderNumber);
      await readDetail(orderNumber, previous[key], next[key]!);
    }
    sweepAfter = picked[picked.length - 1]!;
  }
  return { checkpoint: { version: 1, takenAt, orders: next, sweepAfter }, changes, ordersSeen, ordersRead };
}
