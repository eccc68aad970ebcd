// Shared steps of the back-office lifecycle, run inside the caller's
// transaction: resolving an order or line (404 `not_found` for staff),
// changing the order status with its `order.status_changed` event,
// re-deriving shipped flags and the shipping status after a shipment moves,
// and the rule between lines and shipments: a shipment that is not cancelled
// carries no cancelled and no unshippable line. Every transition that could
// break that rule re-checks it here, under the order's lock (the caller holds
// it): creating and shipping a shipment check its lines, cancelling a line or
// making it unshippable checks the shipments carrying it.
import type { Db } from '../../db/transaction.ts';
import { recordEvent } from '../../events/outbox.ts';
import { notFound } from '../../errors/back-office.ts';
import { adminOrderErrors } from '../errors.ts';
import { OrdersAdminRepo, type AdminLine, type OrderRef } from './repo.ts';
import { ShipmentsAdminRepo } from './shipments-repo.ts';

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

/** A line a shipment may carry: not cancelled and shippable (409 `conflict` otherwise). */
export function assertCarriable(line: Pick<AdminLine, 'itemNumber' | 'cancelled' | 'shippable'>): void {
  if (line.cancelled || !line.shippable) throw adminOrderErrors.itemNotShippable(line.itemNumber, line.cancelled);
}

/**
 * Before a line is cancelled or made unshippable: no shipment that is not
 * cancelled (shipped or not yet) may carry it (409 `order_item_on_shipment`,
 * naming them). A shipped one counts too: its line has left, and cancelling
 * the shipment is what takes that back.
 */
export async function assertOnNoLiveShipment(trx: Db, line: AdminLine, change: 'cancelled' | 'made unshippable'): Promise<void> {
  const carrying = await new ShipmentsAdminRepo(trx).liveCarrying(line.lineId);
  if (carrying.length > 0) throw adminOrderErrors.itemOnShipment(line.itemNumber, carrying, change);
}
