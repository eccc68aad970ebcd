// SQL for placement: everything an order's lines need read in one statement
// (the snapshot: products with their variants, tiers, discount, handling fee,
// template and segments, the ordering user, its discount and the shipping
// services), and the order, its lines and its event written in one. Set-based:
// the statement count does not grow with the number of lines.
import { sql, type RawBuilder } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import { currentTraceContext } from '../../tracing/spans.ts';
import type { Db } from '../../db/transaction.ts';
import type { StoredAddress, StoredDiscount, VariantAttribute } from '../../db/tables/orders.ts';
import { OWNED_COLUMNS, SHARE_COLUMNS, variantsJson, type ProductRow, type VariantRow } from '../../catalog/repo.ts';
import type { PriceTier } from '../../catalog/rules.ts';
import type { DiscountRule } from './pricing.ts';
import type { OrderRecord } from '../repo.ts';

/** A new order's values: the order record's own fields, and what only placement writes (service id, notes, exact totals). */
export type NewOrderRow = Pick<
  OrderRecord,
  | 'siteId'
  | 'status'
  | 'placedOn'
  | 'orderingUserId'
  | 'divisionId'
  | 'sourcePartnerId'
  | 'partnerOrderId'
  | 'shipTo'
  | 'billTo'
  | 'shippingProvider'
  | 'shippingMethod'
  | 'shippingServiceName'
  | 'shippingTotal'
> & {
  shippingServiceId: number | null;
  shippingNotes: string | null;
  itemTotal: string;
  handlingTotal: string;
  totalPrice: string;
};

export interface NewLineRow {
  siteId: number;
  productId: string;
  variantId: string | null;
  sku: string | null;
  productName: string;
  productCode: string;
  jobName: string | null;
  externalId: string | null;
  partnerLineId: string | null;
  quantity: number;
  unitPrice: string;
  lineListTotal: string;
  lineTotal: string;
  handlingAmount: string | null;
  productDiscount: StoredDiscount | null;
  userDiscount: StoredDiscount | null;
  estimatedShipBy: Date | null;
  turnaroundBusinessDays: number | null;
  proofStatus: string | null;
  note: string | null;
  variantAttributes: VariantAttribute[];
  artworkUrl: string | null;
  templateVariables: Record<string, string> | null;
  shipTo: StoredAddress | null;
}

/** The outbox row announcing the new order (events/outbox.ts's columns, written in the same statement as the order). */
export interface NewOrderEvent {
  eventId: string;
  type: string;
  sourcePartnerId: number | null;
  partnerOrderId: string | null;
}

/** One row of SNAPSHOT: a product of the order (or none) with what pricing and the checks need, and the order's context. */
export type SnapshotRow = Partial<ProductRow> & {
  ordering_user: { active: boolean; all_segments_visible: boolean } | null;
  user_discount: DiscountRule | null;
  services: Array<{ id: number; name: string; kind: string }>;
  variants: VariantRow[] | null;
  tiers: PriceTier[] | null;
  product_discount: DiscountRule | null;
  handling_fee: string | null;
  /** `document`: the built-in template store's document of it (template_documents), null when it has none. */
  template: { vendor: string; template_id: string | null; document: { variables: unknown } | null } | null;
  /** The product is limited to segments and the ordering user is in one of them. */
  sees_segment: boolean | null;
};

/**
 * $1 site, $2 owned product ids, $3 share ids, $4 ordering user (or null):
 * one row per product found (none: one row of context with null product
 * columns). Fixed text, one statement for every line of the order.
 */
export const SNAPSHOT = prepared<SnapshotRow>(
  `WITH p AS (
    SELECT ${OWNED_COLUMNS} FROM products m WHERE m.site_id = $1 AND m.id = ANY($2::bigint[])
    UNION ALL
    SELECT ${SHARE_COLUMNS} FROM product_shares s JOIN products m ON m.id = s.product_id WHERE s.site_id = $1 AND s.id = ANY($3::bigint[])
  ), x AS (
    SELECT (SELECT json_build_object('active', u.active, 'all_segments_visible', u.all_segments_visible) FROM users u WHERE u.id = $4) AS ordering_user,
      (SELECT json_build_object('name', d.name, 'percent', d.percent::text) FROM user_discounts d WHERE d.user_id = $4) AS user_discount,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'kind', s.kind) ORDER BY s.id), '[]') FROM shipping_services s
        WHERE s.enabled AND s.fulfilment_centre_id IN (SELECT p.fulfilment_centre_id FROM p)) AS services
  )
  SELECT x.*, p.*,
    CASE WHEN p.service_type = 'STOCK' THEN ${variantsJson('p.master_id')} END AS variants,
    (SELECT coalesce(json_agg(json_build_object('minQuantity', t.min_quantity, 'unitPrice', t.unit_price::text) ORDER BY t.min_quantity), '[]')
      FROM product_price_tiers t WHERE t.product_id = p.master_id) AS tiers,
    (SELECT json_build_object('name', d.name, 'percent', d.percent::text) FROM product_discounts d WHERE d.product_id = p.master_id) AS product_discount,
    (SELECT h.amount FROM product_handling_fees h WHERE h.product_id = p.master_id) AS handling_fee,
    (SELECT json_build_object('vendor', t.vendor, 'template_id', t.template_id, 'document', (SELECT json_build_object('variables', td.variables)
        FROM template_documents td WHERE td.vendor = t.vendor AND td.template_id = t.template_id)) FROM product_templates t WHERE t.product_id = p.master_id) AS template,
    CASE WHEN p.kind = 'SLO' THEN EXISTS (SELECT 1 FROM product_segments ps JOIN user_segments us ON us.segment_id = ps.segment_id
        WHERE ps.product_id = p.id AND us.user_id = $4)
      ELSE EXISTS (SELECT 1 FROM product_share_segments ss JOIN user_segments us ON us.segment_id = ss.segment_id
        WHERE ss.share_id = p.id AND us.user_id = $4) END AS sees_segment
  FROM x LEFT JOIN p ON true`,
  { named: true },
);

/** orderInsertSql's parameters: the order and its lines as JSON, the event's columns. */
export interface OrderInsertValues {
  orderJson: string;
  linesJson: string;
  eventId: string;
  eventType: string;
  siteId: number;
  sourcePartnerId: number | null;
  partnerOrderId: string | null;
  traceContext: string | null;
}

/**
 * The order, its lines (in input order) and its outbox event as the CTEs
 * `o` (RETURNING order_number, project_id), `l` (RETURNING id, item_number)
 * and `e`, for a WITH clause: nothing is inserted unless `guard` (a boolean
 * expression, which may read the statement's other CTEs) holds. Shared by
 * insertOrder and the submission worker's completion statement.
 */
export function orderInsert(o: NewOrderRow, lines: NewLineRow[], event: NewOrderEvent, guard: RawBuilder<unknown>): RawBuilder<unknown> {
  return orderInsertSql(orderInsertValues(o, lines, event), guard);
}

/** The parameters of orderInsert's CTEs; `unsampled`: the event's trace context when no span is active (currentTraceContext). */
export function orderInsertValues(o: NewOrderRow, lines: NewLineRow[], event: NewOrderEvent, unsampled?: string | null): OrderInsertValues {
  const orderRow = {
    site_id: o.siteId,
    status: o.status,
    placed_on: o.placedOn,
    ordering_user_id: o.orderingUserId,
    division_id: o.divisionId,
    source_partner_id: o.sourcePartnerId,
    partner_order_id: o.partnerOrderId,
    ship_to: o.shipTo,
    bill_to: o.billTo,
    shipping_provider: o.shippingProvider,
    shipping_method: o.shippingMethod,
    shipping_service_id: o.shippingServiceId,
    shipping_service_name: o.shippingServiceName,
    shipping_notes: o.shippingNotes,
    item_total: o.itemTotal,
    handling_total: o.handlingTotal,
    shipping_total: o.shippingTotal,
    total_price: o.totalPrice,
  };
  const lineRows = lines.map((l, i) => ({
    ord: i,
    site_id: l.siteId,
    product_id: l.productId,
    variant_id: l.variantId,
    sku: l.sku,
    product_name: l.productName,
    product_code: l.productCode,
    job_name: l.jobName,
    external_id: l.externalId,
    partner_line_id: l.partnerLineId,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    line_list_total: l.lineListTotal,
    line_total: l.lineTotal,
    handling_amount: l.handlingAmount,
    product_discount: l.productDiscount,
    user_discount: l.userDiscount,
    estimated_ship_by: l.estimatedShipBy,
    turnaround_business_days: l.turnaroundBusinessDays,
    proof_status: l.proofStatus,
    note: l.note,
    variant_attributes: l.variantAttributes,
    artwork_url: l.artworkUrl,
    template_variables: l.templateVariables,
    ship_to: l.shipTo,
  }));
  return {
    orderJson: JSON.stringify(orderRow),
    linesJson: JSON.stringify(lineRows),
    eventId: event.eventId,
    eventType: event.type,
    siteId: o.siteId,
    sourcePartnerId: event.sourcePartnerId,
    partnerOrderId: event.partnerOrderId,
    traceContext: currentTraceContext(unsampled),
  };
}

/** orderInsert's CTEs from their parameters (each one as given: the completion compiles it once, db/prepared.ts compiledOnce). */
export function orderInsertSql(v: OrderInsertValues, guard: RawBuilder<unknown>): RawBuilder<unknown> {
  // The order's values typed by the table's own row type (one parameter, no casts to keep in step with the columns).
  return sql`o AS (
        INSERT INTO orders (site_id, status, placed_on, ordering_user_id, division_id, source_partner_id, partner_order_id, ship_to, bill_to,
          shipping_provider, shipping_method, shipping_service_id, shipping_service_name, shipping_notes, item_total, handling_total,
          shipping_total, total_price)
        SELECT r.site_id, r.status, r.placed_on, r.ordering_user_id, r.division_id, r.source_partner_id, r.partner_order_id, r.ship_to, r.bill_to,
          r.shipping_provider, r.shipping_method, r.shipping_service_id, r.shipping_service_name, r.shipping_notes, r.item_total, r.handling_total,
          r.shipping_total, r.total_price
        FROM jsonb_populate_record(NULL::orders, ${v.orderJson}::jsonb) AS r
        WHERE ${guard}
        RETURNING order_number, project_id
      ), l AS (
        INSERT INTO order_lines (order_number, site_id, product_id, variant_id, sku, product_name, product_code, job_name, external_id,
          partner_line_id, quantity, unit_price, line_list_total, line_total, handling_amount, product_discount, user_discount,
          estimated_ship_by, turnaround_business_days, proof_status, note, variant_attributes, artwork_url, template_variables, ship_to)
        SELECT o.order_number, r.site_id, r.product_id, r.variant_id, r.sku, r.product_name, r.product_code, r.job_name, r.external_id,
          r.partner_line_id, r.quantity, r.unit_price, r.line_list_total, r.line_total, r.handling_amount, r.product_discount, r.user_discount,
          r.estimated_ship_by, r.turnaround_business_days, r.proof_status, r.note, r.variant_attributes, r.artwork_url, r.template_variables, r.ship_to
        FROM o, jsonb_to_recordset(${v.linesJson}::jsonb) AS r(ord int, site_id int, product_id text, variant_id bigint, sku text,
          product_name text, product_code text, job_name text, external_id text, partner_line_id text, quantity int, unit_price numeric,
          line_list_total numeric, line_total numeric, handling_amount numeric, product_discount jsonb, user_discount jsonb,
          estimated_ship_by timestamptz, turnaround_business_days int, proof_status text, note text, variant_attributes jsonb,
          artwork_url text, template_variables jsonb, ship_to jsonb)
        ORDER BY r.ord
        RETURNING id, item_number
      ), e AS (
        INSERT INTO outbox_events (event_id, type, site_id, order_number, source_partner_id, partner_order_id, trace_context)
        SELECT ${v.eventId}::uuid, ${v.eventType}::text, ${v.siteId}::int, o.order_number, ${v.sourcePartnerId}::int, ${v.partnerOrderId}::text,
          ${v.traceContext}::text
        FROM o
      )`;
}

export class PlacementRepo {
  constructor(private readonly db: Db) {}

  async snapshot(siteId: number, ownedIds: string[], shareIds: string[], orderingUserId: number | null): Promise<SnapshotRow[]> {
    return SNAPSHOT(this.db, [siteId, ownedIds, shareIds, orderingUserId]);
  }

  /**
   * Inserts the order, its lines (in input order) and its outbox event in
   * one statement (inside the placing transaction); returns the order's
   * numbers and the lines' item numbers in input order.
   */
  async insertOrder(
    o: NewOrderRow,
    lines: NewLineRow[],
    event: NewOrderEvent,
  ): Promise<{ orderNumber: number; projectId: number; itemNumbers: number[] }> {
    const result = await sql<{ order_number: number; project_id: number; items: Array<{ id: string; item_number: number }> }>`
      WITH ${orderInsert(o, lines, event, sql`true`)}
      SELECT o.order_number, o.project_id,
        (SELECT json_agg(json_build_object('id', l.id::text, 'item_number', l.item_number)) FROM l) AS items
      FROM o`.execute(this.db);
    const row = result.rows[0]!;
    // The lines were inserted in input order, so their serial ids ascend with it.
    const items = [...row.items].sort((a, b) => Number(a.id) - Number(b.id));
    return { orderNumber: row.order_number, projectId: row.project_id, itemNumbers: items.map((r) => r.item_number) };
  }
}
