// Order reads for the partner API. Every query takes the caller's granted
// site ids: an order on another site is simply not found. A line is visible
// to partners only when it has an item number, is not hidden from the
// ordering customer, is not an internal production record, and its own site
// is its order's site (`VISIBLE_LINE`).
import type { Selectable } from 'kysely';
import { prepared } from '../db/prepared.ts';
import type { Db } from '../db/transaction.ts';
import type { OrderLinesTable, OrdersTable, ShipmentsTable, StoredAddress, StoredDiscount, VariantAttribute } from '../db/tables/orders.ts';

export interface OrderRecord {
  orderNumber: number;
  siteId: number;
  status: string;
  placedOn: Date;
  /** Cursor key: placed_on exactly as stored (microseconds kept). */
  placedKey: string;
  orderingUserId: number | null;
  divisionId: number | null;
  projectId: number;
  sourcePartnerId: number | null;
  partnerOrderId: string | null;
  shipTo: StoredAddress | null;
  billTo: StoredAddress | null;
  shippingProvider: string | null;
  shippingMethod: string | null;
  shippingServiceName: string | null;
  itemTotal: string | null;
  handlingTotal: string | null;
  shippingTotal: string | null;
  totalPrice: string | null;
  itemCount: number;
  shipmentCount: number;
  updatedOn: Date;
}

export interface LineRecord {
  lineId: string;
  orderNumber: number;
  siteId: number;
  itemNumber: number;
  sku: string | null;
  productId: string;
  productName: string;
  productCode: string;
  variantId: string | null;
  jobName: string | null;
  externalId: string | null;
  quantity: number;
  lineListTotal: string | null;
  lineTotal: string | null;
  shipped: boolean;
  shippedOn: Date | null;
  cancelled: boolean;
  estimatedShipBy: Date | null;
  shipBy: Date | null;
  turnaroundBusinessDays: number | null;
  productionStatus: string | null;
  proofStatus: string | null;
  note: string | null;
  variantAttributes: VariantAttribute[];
  productDiscount: StoredDiscount | null;
  userDiscount: StoredDiscount | null;
  handlingAmount: string | null;
  problem: boolean;
  reorder: boolean;
  backorderQuantity: number | null;
  shippable: boolean;
  digitalDelivery: boolean;
  visualObjectKey: string | null;
}

export interface ShipmentRecord {
  shipmentNumber: number;
  orderNumber: number;
  carrier: string | null;
  service: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedOn: Date | null;
  cancelled: boolean;
  cancelledOn: Date | null;
  createdOn: Date;
  lines: Array<{ itemNumber: number; quantity: number }>;
}

/** An order row as ORDER_COLUMNS selects it: the table's columns, the cursor key and the two counts. */
type OrderRow = Selectable<OrdersTable> & { placed_key: string; item_count: unknown; shipment_count: unknown };

function toOrder(r: OrderRow): OrderRecord {
  return {
    orderNumber: r.order_number,
    siteId: r.site_id,
    status: r.status,
    placedOn: r.placed_on,
    placedKey: r.placed_key,
    orderingUserId: r.ordering_user_id,
    divisionId: r.division_id,
    projectId: r.project_id,
    sourcePartnerId: r.source_partner_id,
    partnerOrderId: r.partner_order_id,
    shipTo: r.ship_to,
    billTo: r.bill_to,
    shippingProvider: r.shipping_provider,
    shippingMethod: r.shipping_method,
    shippingServiceName: r.shipping_service_name,
    itemTotal: r.item_total,
    handlingTotal: r.handling_total,
    shippingTotal: r.shipping_total,
    totalPrice: r.total_price,
    itemCount: Number(r.item_count),
    shipmentCount: Number(r.shipment_count),
    updatedOn: r.updated_at,
  };
}

export function toLine(r: Selectable<OrderLinesTable>): LineRecord {
  return {
    lineId: String(r.id),
    orderNumber: r.order_number,
    siteId: r.site_id,
    itemNumber: r.item_number!,
    sku: r.sku,
    productId: r.product_id,
    productName: r.product_name,
    productCode: r.product_code,
    variantId: r.variant_id === null ? null : String(r.variant_id),
    jobName: r.job_name,
    externalId: r.external_id,
    quantity: r.quantity,
    lineListTotal: r.line_list_total,
    lineTotal: r.line_total,
    shipped: r.shipped,
    shippedOn: r.shipped_on,
    cancelled: r.cancelled,
    estimatedShipBy: r.estimated_ship_by,
    shipBy: r.ship_by,
    turnaroundBusinessDays: r.turnaround_business_days,
    productionStatus: r.production_status,
    proofStatus: r.proof_status,
    note: r.note,
    variantAttributes: r.variant_attributes,
    productDiscount: r.product_discount,
    userDiscount: r.user_discount,
    handlingAmount: r.handling_amount,
    problem: r.problem,
    reorder: r.reorder,
    backorderQuantity: r.backorder_quantity,
    shippable: r.shippable,
    digitalDelivery: r.digital_delivery,
    visualObjectKey: r.visual_object_key,
  };
}

/** The partner-visibility rule of a line (alias `l`, its order `o`), written once for every statement below. */
const VISIBLE_LINE = 'l.item_number IS NOT NULL AND l.hidden_from_customer = false AND l.internal_record = false AND l.site_id = o.site_id';

/** An order's columns with its cursor key and the two counts (alias `o`). */
const ORDER_COLUMNS = `o.*, o.placed_on::text AS placed_key,
  (SELECT count(*) FROM order_lines l WHERE l.order_number = o.order_number AND ${VISIBLE_LINE}) AS item_count,
  (SELECT count(*) FROM shipments s WHERE s.order_number = o.order_number) AS shipment_count`;

/**
 * One keyset page of orders on the sites $1, newest first: placed on or
 * after $2 and on or before $3 (each optional), after the key ($4, $5)
 * (optional), $6 rows. For each site it reads at most $6 entries of its
 * (site_id, placed_on DESC, order_number DESC) index from the cursor on, so a
 * deep page costs what the first costs; the counts are taken for the $6 rows
 * kept only. Fixed text, compiled once (db/prepared.ts); the bench's bare
 * twin runs it too.
 */
export const ORDER_PAGE = prepared<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM (
    SELECT p.* FROM unnest($1::int[]) AS g(site_id) CROSS JOIN LATERAL (
      SELECT * FROM orders o WHERE o.site_id = g.site_id
        AND ($2::timestamptz IS NULL OR o.placed_on >= $2::timestamptz)
        AND ($3::timestamptz IS NULL OR o.placed_on <= $3::timestamptz)
        AND ($4::timestamptz IS NULL OR (o.placed_on, o.order_number) < ($4::timestamptz, $5::int))
      ORDER BY o.placed_on DESC, o.order_number DESC LIMIT $6) p
    ORDER BY p.placed_on DESC, p.order_number DESC LIMIT $6) o
  ORDER BY o.placed_on DESC, o.order_number DESC`);

/** Order $1 when it is on one of the sites $2. */
export const ORDER_BY_NUMBER = prepared<OrderRow>(
  `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.order_number = $1 AND o.site_id = ANY($2::int[])`,
  { named: true },
);

/**
 * The visible lines of order $1 after item number $3 (optional), $4 rows, in
 * the same statement as the tenancy check: no row when the order is not on
 * the sites $2 (not found); one row with a null line (`id`) when it is there
 * with no visible line after the key.
 */
export const ORDER_LINES = prepared<Selectable<OrderLinesTable> & { order_found: number }>(`SELECT o.order_number AS order_found, l.*
  FROM orders o LEFT JOIN LATERAL (
    SELECT l.* FROM order_lines l WHERE l.order_number = o.order_number AND ${VISIBLE_LINE}
      AND ($3::int IS NULL OR l.item_number > $3::int)
    ORDER BY l.item_number LIMIT $4) l ON true
  WHERE o.order_number = $1 AND o.site_id = ANY($2::int[])
  ORDER BY l.item_number`);

/** Order $1's visible line $3 beside the tenancy check: no row when the order is not on the sites $2, a null line when the line is not visible. */
export const ORDER_LINE = prepared<Selectable<OrderLinesTable> & { order_found: number }>(
  `SELECT o.order_number AS order_found, l.*
  FROM orders o LEFT JOIN order_lines l ON l.order_number = o.order_number AND l.item_number = $3::int AND ${VISIBLE_LINE}
  WHERE o.order_number = $1 AND o.site_id = ANY($2::int[])`,
  { named: true },
);

/**
 * Order $1's shipments after shipment number $3 (optional), $4 rows, each
 * with the visible lines it carries (only those: a partner never learns of a
 * hidden line from a shipment), beside the tenancy check: no row when the
 * order is not on the sites $2, one row with a null shipment when it has none.
 */
export const ORDER_SHIPMENTS = prepared<
  Selectable<ShipmentsTable> & { order_found: number; carried: Array<{ itemNumber: number; quantity: number }> }
>(`SELECT o.order_number AS order_found, s.*,
    coalesce((SELECT json_agg(json_build_object('itemNumber', l.item_number, 'quantity', sl.quantity) ORDER BY l.item_number)
      FROM shipment_lines sl JOIN order_lines l ON l.id = sl.line_id
      WHERE sl.shipment_number = s.shipment_number AND ${VISIBLE_LINE}), '[]') AS carried
  FROM orders o LEFT JOIN LATERAL (
    SELECT * FROM shipments s WHERE s.order_number = o.order_number AND ($3::int IS NULL OR s.shipment_number > $3::int)
    ORDER BY s.shipment_number LIMIT $4) s ON true
  WHERE o.order_number = $1 AND o.site_id = ANY($2::int[])
  ORDER BY s.shipment_number`);

export interface OrderListFilters {
  siteIds: number[];
  placedFrom?: string;
  placedTo?: string;
  /** Keyset: after (placed_on, order_number) in newest-first order. */
  after?: { placedKey: string; orderNumber: number };
  limit: number;
}

export class OrdersRepo {
  constructor(private readonly db: Db) {}

  async listOrders(f: OrderListFilters): Promise<OrderRecord[]> {
    if (f.siteIds.length === 0) return [];
    const rows = await ORDER_PAGE(this.db, [
      f.siteIds,
      f.placedFrom ?? null,
      f.placedTo ?? null,
      f.after?.placedKey ?? null,
      f.after?.orderNumber ?? null,
      f.limit,
    ]);
    return rows.map(toOrder);
  }

  async findOrder(siteIds: number[], orderNumber: number): Promise<OrderRecord | undefined> {
    if (siteIds.length === 0) return undefined;
    const row = (await ORDER_BY_NUMBER(this.db, [orderNumber, siteIds]))[0];
    return row && toOrder(row);
  }

  /**
   * The visible lines of an order within the grant, by item number, in one
   * statement with the order's tenancy check: undefined when the order is not
   * on `siteIds`.
   */
  async linesOfOrder(
    siteIds: number[],
    orderNumber: number,
    afterItem: number | undefined,
    limit: number,
  ): Promise<LineRecord[] | undefined> {
    if (siteIds.length === 0) return undefined;
    const rows = await ORDER_LINES(this.db, [orderNumber, siteIds, afterItem ?? null, limit]);
    if (rows.length === 0) return undefined;
    return rows[0]!.id === null ? [] : rows.map(toLine);
  }

  /**
   * One visible line, in one statement with the order's tenancy check:
   * undefined when the order is not on `siteIds`, `line: undefined` when the
   * order is there but the line is not (or is hidden; a null item number names no line).
   */
  async findLine(siteIds: number[], orderNumber: number, itemNumber: number | null): Promise<{ line: LineRecord | undefined } | undefined> {
    if (siteIds.length === 0) return undefined;
    const row = (await ORDER_LINE(this.db, [orderNumber, siteIds, itemNumber]))[0];
    if (!row) return undefined;
    return { line: row.id === null ? undefined : toLine(row) };
  }

  /**
   * The order's shipments within the grant, oldest first, each with the
   * visible lines it carries, in one statement with the order's tenancy
   * check: undefined when the order is not on `siteIds`.
   */
  async shipmentsOfOrder(
    siteIds: number[],
    orderNumber: number,
    after: number | undefined,
    limit: number,
  ): Promise<ShipmentRecord[] | undefined> {
    if (siteIds.length === 0) return undefined;
    const rows = await ORDER_SHIPMENTS(this.db, [orderNumber, siteIds, after ?? null, limit]);
    if (rows.length === 0) return undefined;
    if (rows[0]!.shipment_number === null) return [];
    return rows.map((r) => ({
      shipmentNumber: r.shipment_number,
      orderNumber: r.order_number,
      carrier: r.carrier,
      service: r.service,
      trackingNumber: r.tracking_number,
      trackingUrl: r.tracking_url,
      shippedOn: r.shipped_on,
      cancelled: r.cancelled,
      cancelledOn: r.cancelled_at,
      createdOn: r.created_at,
      lines: r.carried,
    }));
  }
}
