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

/** The order statuses shipping derives (syncShipping); staff cannot set one the shipments do not say. */
export const SHIPPING_STATUSES: readonly string[] = ['PARTIALLY_SHIPPED', 'SHIPPED'];

type ShippingState = Awaited<ReturnType<OrdersAdminRepo['shippingState']>>;

/**
 * What the order's shipping status is by its lines: SHIPPED when every
 * counted line (not cancelled, not internal, shippable) has shipped,
 * PARTIALLY_SHIPPED when some have, otherwise null (nothing shipped).
 */
export function derivedShippingStatus(lines: ShippingState): 'SHIPPED' | 'PARTIALLY_SHIPPED' | null {
  const counted = lines.filter((l) => !l.cancelled && !l.internal && l.shippable);
  const shipped = counted.filter((l) => l.shippedOn !== null).length;
  if (shipped === 0) return null;
  return shipped === counted.length ? 'SHIPPED' : 'PARTIALLY_SHIPPED';
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
  const derived = derivedShippingStatus(lines);
  let status = order.status;
  if (derived) status = derived;
  else if (SHIPPING_STATUSES.includes(order.status)) status = 'IN_PRODUCTION';
  await changeOrderStatus(trx, order, status, at);
}

/**
 * After a line is cancelled or its `shippable` changes: which lines count
 * towards SHIPPED moved, so an order whose status shipping set reads what
 * its lines now say (its last unshipped line cancelled: SHIPPED). No line's
 * shipped flag moves (a line on a live shipment cannot be cancelled or made
 * unshippable), so only the status is written. A status staff set (ON_HOLD,
 * COMPLETED) stays: a line change is no shipping event.
 */
export async function rederiveShippingStatus(trx: Db, order: OrderRef, at: Date): Promise<void> {
  if (!SHIPPING_STATUSES.includes(order.status)) return;
  const derived = derivedShippingStatus(await new OrdersAdminRepo(trx).shippingState(order.orderNumber));
  await changeOrderStatus(trx, order, derived ?? 'IN_PRODUCTION', at);
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

/** Statuses of an order before anything of it has shipped. */
const PRE_SHIPPING_STATUSES: readonly string[] = ['RECEIVED', 'IN_PRODUCTION'];

/**
 * Before staff set `status` by hand: the order's shipments must not
 * contradict it. CANCELLED needs no live shipment (shipped or not: cancel
 * them first, as for a line); RECEIVED and IN_PRODUCTION need none shipped;
 * PARTIALLY_SHIPPED and SHIPPED only as the shipped lines derive them.
 * ON_HOLD and COMPLETED stand over any shipping state. 409 `conflict`.
 */
export async function assertStatusFitsShipments(trx: Db, order: OrderRef, status: string): Promise<void> {
  const live = await new ShipmentsAdminRepo(trx).liveOf(order.orderNumber);
  const shipped = live.filter((s) => s.shipped).map((s) => s.shipmentNumber);
  const refuse = (why: string) => adminOrderErrors.statusAgainstShipments(order.orderNumber, status, why);
  const naming = (numbers: number[], what: string) =>
    `shipment${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')} ${numbers.length === 1 ? 'is' : 'are'} ${what}`;
  if (status === 'CANCELLED' && live.length > 0)
    throw refuse(
      `${naming(
        live.map((s) => s.shipmentNumber),
        'not cancelled',
      )}. Cancel the shipments first.`,
    );
  if (PRE_SHIPPING_STATUSES.includes(status) && shipped.length > 0)
    throw refuse(`${naming(shipped, 'shipped')}. Cancel the shipped shipments first to take them back.`);
  if (SHIPPING_STATUSES.includes(status)) {
    const derived = derivedShippingStatus(await new OrdersAdminRepo(trx).shippingState(order.orderNumber));
    if (derived !== status) throw refuse(`its shipped lines make it ${derived ?? 'not shipped at all'}.`);
  }
}

/** A shipment created or shipped on an order: not on one that is CANCELLED (409 `conflict`). */
export function assertTakesShipments(order: OrderRef): void {
  if (order.status === 'CANCELLED') throw adminOrderErrors.orderCancelled(order.orderNumber);
}
