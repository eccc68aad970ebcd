// An order's history, oldest first: its placement and every row of the
// tables that record what happened to it (repo.ts), for the admin API's
// timeline and the CLI's `orders timeline`.
import type { Db } from '../../../db/transaction.ts';
import { notFound } from '../../../errors/back-office.ts';
import { TimelineRepo } from './repo.ts';
import { TIMELINE_LIMIT } from './schemas.ts';

export async function orderTimeline(db: Db, orderNumber: number) {
  const repo = new TimelineRepo(db);
  const order = await repo.order(orderNumber);
  if (!order) throw notFound('order', orderNumber);
  const placed = {
    at: order.placed_on,
    kind: 'placed' as const,
    actor: order.source_partner_id === null ? 'storefront' : `partner ${order.source_partner_id}`,
    summary: order.partner_order_id ? `Order placed (${order.partner_order_id})` : 'Order placed',
    ref: null,
    outcome: null,
    details: {},
    // Its trace is the placement event's (written by the same worker span), shown on that entry.
    traceId: null,
  };
  const rows = [placed, ...(await repo.rows(orderNumber, TIMELINE_LIMIT))].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    orderNumber: order.order_number,
    status: order.status,
    entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
  };
}
