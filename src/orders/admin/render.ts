// Back-office representations of orders, lines and shipments, shared by the
// admin API and the CLI's --json output. Staff see everything partners do
// plus the internal fields (hidden, internal record, shipping notes, raw
// proof status).
import type { PlacedOrder } from '../placement/intake.ts';
import { renderItem } from '../schemas.ts';
import type { AdminLineDetail } from './lines-service.ts';
import type { AdminLine } from './repo.ts';
import type { AdminOrderView } from './service.ts';
import type { AdminShipment } from './shipments-service.ts';
import type { OrderStatus } from '../statuses.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function renderAdminLine(l: AdminLine) {
  return {
    ...renderItem(l),
    storedProofStatus: l.proofStatus,
    hidden: l.hidden,
    internalRecord: l.internalRecord,
    partnerLineId: l.partnerLineId,
  };
}

/** What every staff view of an order opens with: its number, site, status and placing. */
function orderHead(o: AdminOrderView['order']) {
  return {
    orderNumber: o.order_number,
    siteId: o.site_id,
    status: o.status as OrderStatus,
    placedOn: o.placed_on.toISOString(),
  };
}

/** One row of the staff orders search (GET /admin/orders). */
export function renderOrderRow(o: AdminOrderView['order']) {
  return {
    ...orderHead(o),
    partnerOrderId: o.partner_order_id,
    totalPrice: o.total_price,
  };
}

export function renderAdminOrder(v: AdminOrderView) {
  const o = v.order;
  return {
    ...orderHead(o),
    orderingUserId: o.ordering_user_id,
    sourcePartnerId: o.source_partner_id,
    partnerOrderId: o.partner_order_id,
    shipTo: o.ship_to ?? null,
    billTo: o.bill_to ?? null,
    shippingMethod: o.shipping_method,
    shippingNotes: o.shipping_notes,
    itemTotal: o.item_total,
    handlingTotal: o.handling_total,
    shippingTotal: o.shipping_total,
    totalPrice: o.total_price,
    lines: v.lines.map(renderAdminLine),
  };
}

export function renderPlaced(p: PlacedOrder) {
  return { ...p, status: p.status as OrderStatus, placedOn: p.placedOn.toISOString() };
}

export function renderLineDetail(d: AdminLineDetail) {
  return {
    ...renderAdminLine(d.line),
    proofFiles: d.proofFiles.map((f) => ({ ...f, createdOn: f.createdOn.toISOString() })),
    denialReasons: d.denialReasons,
    proofLog: d.proofLog.map((e) => ({ ...e, createdOn: e.createdOn.toISOString() })),
    printFiles: d.printFiles,
  };
}

export function renderAdminShipment(s: AdminShipment) {
  return { ...s, shippedOn: iso(s.shippedOn) };
}
