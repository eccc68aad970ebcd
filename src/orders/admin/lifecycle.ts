// Shared steps of the back-office lifecycle, run inside the caller's
// transaction: resolving an order or line (404 `not_found` for staff),
// changing the order status with its `order.status_changed` event, and
// re-deriving shipped flags and the shipping status after a shipment moves.
import type { Db } from '../../db/transaction.ts';
import { recordEvent } from '../../events/outbox.ts';
import { notFound } from '../../errors/back-office.ts';
import { adminOrderErrors } from '../errors.ts';
import { OrdersAdminRepo, type AdminLine, type OrderRef } from './repo.ts';

export async function requireOrder(trx: Db, orderNumber: number): Promise<OrderRef> {
  const order = await new OrdersAdminRepo(trx).order(orderNumber);
  if (!order) throw notFound('order', orderNumber);
  return order;
}

export async function requireLine(trx: Db, orderNumber: number, itemNumber: number): Promise<{ order: OrderRef; line: AdminLine }> {
  const order = await requireOrder(trx, orderNumber);
  const line = await new OrdersAdminRepo(trx).line(orderNumber, itemNumber);
  if (!line) throw adminOrderErrors.itemNotFound(orderNumber, itemNumber);
  return { order, line };
}

export function eventBase(order: OrderRef) {
  return {
    siteId: order.siteId,
    orderNumber: order.orderNumber,
    sourcePartnerId: order.sourcePartnerId,
    partnerOrderId: order.partnerOrderId,
  };
}

/** Sets the order status; writes `order.status_changed` only when it changes. */
export async function changeOrderStatus(trx: Db, order: OrderRef, status: string, at: Date): Promise<boolean> {
  if (order.status === status) return false;
  await new OrdersAdminRepo(trx).setOrderStatus(order.orderNumber, status, at);
  await recordEvent(trx, { type: 'order.status_changed', ...eventBase(order) }, at);
  order.status = status;
  return true;
}

/**
 * After a shipment is shipped or cancelled: every line's `shipped` /
 * `shippedOn` follow the live shipped shipments that carry it, and the
 * order reads PARTIALLY_SHIPPED or SHIPPED (or back to IN_PRODUCTION when
 * nothing is shipped any more).
 */
export async function syncShipping(trx: Db, order: OrderRef, at: Date): Promise<void> {
  const repo = new OrdersAdminRepo(trx);
  const lines = await repo.shippingState(order.orderNumber);
  for (const l of lines) await repo.setShipped(l.lineId, l.shippedOn, at);
  const counted = lines.filter((l) => !l.cancelled && !l.internal && l.shippable);
  const shipped = counted.filter((l) => l.shippedOn !== null).length;
  let status = order.status;
  if (shipped > 0) status = shipped === counted.length ? 'SHIPPED' : 'PARTIALLY_SHIPPED';
  else if (order.status === 'SHIPPED' || order.status === 'PARTIALLY_SHIPPED') status = 'IN_PRODUCTION';
  await changeOrderStatus(trx, order, status, at);
}
