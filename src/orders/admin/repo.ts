// Back-office SQL for orders: staff see every line (hidden ones, internal
// records, lines of another site) and write the lifecycle.
import { sql, type Selectable } from 'kysely';
import type { OrderLinesTable } from '../../db/tables/orders.ts';
import type { Db } from '../../db/transaction.ts';
import { likeLiteral } from '../../db/sql/like.ts';
import { toLine, type LineRecord, type OrderRecord } from '../repo.ts';

/** What the lifecycle reads of an order. */
export type OrderRef = Pick<OrderRecord, 'orderNumber' | 'siteId' | 'status' | 'sourcePartnerId' | 'partnerOrderId'>;

export interface AdminLine extends LineRecord {
  hidden: boolean;
  internalRecord: boolean;
  partnerLineId: string | null;
}

export interface LinePatch {
  hidden?: boolean;
  problem?: boolean;
  reorder?: boolean;
  backorderQuantity?: number | null;
  shippable?: boolean;
  digitalDelivery?: boolean;
  note?: string | null;
  shipBy?: string | null;
  estimatedShipBy?: string | null;
  siteId?: number;
}

const PATCH_COLUMNS: Record<keyof LinePatch, string> = {
  hidden: 'hidden_from_customer',
  problem: 'problem',
  reorder: 'reorder',
  backorderQuantity: 'backorder_quantity',
  shippable: 'shippable',
  digitalDelivery: 'digital_delivery',
  note: 'note',
  shipBy: 'ship_by',
  estimatedShipBy: 'estimated_ship_by',
  siteId: 'site_id',
};

function toAdminLine(r: Selectable<OrderLinesTable>): AdminLine {
  return { ...toLine(r), hidden: r.hidden_from_customer, internalRecord: r.internal_record, partnerLineId: r.partner_line_id };
}

export class OrdersAdminRepo {
  constructor(private readonly db: Db) {}

  async order(orderNumber: number): Promise<OrderRef | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .select(['order_number', 'site_id', 'status', 'source_partner_id', 'partner_order_id'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    return (
      row && {
        orderNumber: row.order_number,
        siteId: row.site_id,
        status: row.status,
        sourcePartnerId: row.source_partner_id,
        partnerOrderId: row.partner_order_id,
      }
    );
  }

  async siteExists(siteId: number): Promise<boolean> {
    return (await this.db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst()) !== undefined;
  }

  /** The site of a user; undefined when there is no such user. */
  async siteOfUser(userId: number): Promise<number | undefined> {
    return (await this.db.selectFrom('users').select('site_id').where('id', '=', userId).executeTakeFirst())?.site_id;
  }

  async lines(orderNumber: number): Promise<AdminLine[]> {
    const rows = await this.db.selectFrom('order_lines').selectAll().where('order_number', '=', orderNumber).orderBy('id').execute();
    return rows.map((r) => toAdminLine(r));
  }

  async line(orderNumber: number, itemNumber: number): Promise<AdminLine | undefined> {
    const row = await this.db
      .selectFrom('order_lines')
      .selectAll()
      .where((eb) => eb.and({ order_number: orderNumber, item_number: itemNumber }))
      .executeTakeFirst();
    return row && toAdminLine(row);
  }

  async recentOrders(siteId: number | undefined, limit: number) {
    let query = this.db.selectFrom('orders').selectAll().orderBy('placed_on', 'desc').orderBy('order_number', 'desc').limit(limit);
    if (siteId !== undefined) query = query.where('site_id', '=', siteId);
    return query.execute();
  }

  /** Newest first, filtered; keyset after (placed_on, order_number) of the last row of the previous page. */
  async searchOrders(filters: AdminOrderFilters, after: { placedOn: Date; orderNumber: number } | undefined, limit: number) {
    let query = this.db.selectFrom('orders').selectAll().orderBy('placed_on', 'desc').orderBy('order_number', 'desc').limit(limit);
    if (filters.siteId !== undefined) query = query.where('site_id', '=', filters.siteId);
    if (filters.partnerId !== undefined) query = query.where('source_partner_id', '=', filters.partnerId);
    if (filters.partnerOrderId !== undefined) query = query.where('partner_order_id', '=', filters.partnerOrderId);
    // Case-insensitive prefix, answered by the expression index of migration 0020 (the pattern's own %, _ and backslash escaped).
    if (filters.partnerOrderIdPrefix !== undefined)
      query = query.where((eb) =>
        eb(eb.fn('lower', ['partner_order_id']), 'like', `${likeLiteral(filters.partnerOrderIdPrefix!.toLowerCase())}%`),
      );
    if (filters.status !== undefined) query = query.where('status', '=', filters.status);
    if (filters.from !== undefined) query = query.where('placed_on', '>=', new Date(`${filters.from}T00:00:00Z`));
    if (filters.to !== undefined) query = query.where('placed_on', '<', new Date(`${filters.to}T00:00:00Z`));
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('placed_on', '<', after.placedOn),
          eb.and([eb('placed_on', '=', after.placedOn), eb('order_number', '<', after.orderNumber)]),
        ]),
      );
    }
    return query.execute();
  }

  async header(orderNumber: number) {
    return this.db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
  }

  async setOrderStatus(orderNumber: number, status: string, at: Date): Promise<void> {
    await this.db.updateTable('orders').set({ status, updated_at: at }).where('order_number', '=', orderNumber).execute();
  }

  async patchLine(lineId: string, patch: LinePatch, at: Date): Promise<void> {
    const set: Record<string, unknown> = { updated_at: at };
    for (const [field, value] of Object.entries(patch)) {
      if (value !== undefined) set[PATCH_COLUMNS[field as keyof LinePatch]] = value;
    }
    await this.db.updateTable('order_lines').set(set).where('id', '=', lineId).execute();
  }

  async setLineStatuses(
    lineId: string,
    values: { production_status?: string | null; proof_status?: string | null; cancelled?: boolean; cancelled_at?: Date },
    at: Date,
  ): Promise<void> {
    await this.db
      .updateTable('order_lines')
      .set({ ...values, updated_at: at })
      .where('id', '=', lineId)
      .execute();
  }

  /** An internal production record (rework or proof): a line with no SKU that partners never see. */
  async insertInternalRecord(
    order: OrderRef,
    values: { productName: string; quantity: number; note: string | null },
    at: Date,
  ): Promise<number> {
    const row = await this.db
      .insertInto('order_lines')
      .values({
        order_number: order.orderNumber,
        site_id: order.siteId,
        product_id: 'INTERNAL',
        variant_id: null,
        sku: null,
        product_name: values.productName,
        product_code: 'INTERNAL',
        job_name: null,
        external_id: null,
        partner_line_id: null,
        quantity: values.quantity,
        unit_price: null,
        line_list_total: null,
        line_total: null,
        handling_amount: null,
        product_discount: null,
        user_discount: null,
        shipped_on: null,
        cancelled_at: null,
        estimated_ship_by: null,
        ship_by: null,
        turnaround_business_days: null,
        production_status: 'IN_PRODUCTION',
        proof_status: null,
        note: values.note,
        backorder_quantity: null,
        internal_record: true,
        artwork_url: null,
        template_variables: null,
        ship_to: null,
        visual_object_key: null,
        created_at: at,
      })
      .returning('item_number')
      .executeTakeFirstOrThrow();
    return row.item_number!;
  }

  /** Every line of the order that is not cancelled, with whether a live shipped shipment carries it. */
  async shippingState(
    orderNumber: number,
  ): Promise<Array<{ lineId: string; shippable: boolean; cancelled: boolean; internal: boolean; shippedOn: Date | null }>> {
    const rows = await sql<{ id: string; shippable: boolean; cancelled: boolean; internal_record: boolean; shipped_on: Date | null }>`
      SELECT l.id, l.shippable, l.cancelled, l.internal_record,
        (SELECT min(s.shipped_on) FROM shipment_lines sl JOIN shipments s ON s.shipment_number = sl.shipment_number
          WHERE sl.line_id = l.id AND s.shipped_on IS NOT NULL AND NOT s.cancelled) AS shipped_on
      FROM order_lines l WHERE l.order_number = ${orderNumber} ORDER BY l.id`.execute(this.db);
    return rows.rows.map((r) => ({
      lineId: String(r.id),
      shippable: r.shippable,
      cancelled: r.cancelled,
      internal: r.internal_record,
      shippedOn: r.shipped_on,
    }));
  }

  async setShipped(lineId: string, shippedOn: Date | null, at: Date): Promise<void> {
    await this.db
      .updateTable('order_lines')
      .set({
        shipped: shippedOn !== null,
        shipped_on: shippedOn,
        // Shipped lines read SHIPPED; a line whose only shipment was cancelled goes back to READY_TO_SHIP.
        production_status: shippedOn
          ? 'SHIPPED'
          : sql<string>`CASE WHEN production_status = 'SHIPPED' THEN 'READY_TO_SHIP' ELSE production_status END`,
        updated_at: at,
      })
      .where('id', '=', lineId)
      .execute();
  }
}

export interface AdminOrderFilters {
  siteId?: number;
  partnerId?: number;
  partnerOrderId?: string;
  partnerOrderIdPrefix?: string;
  status?: string;
  from?: string;
  to?: string;
}
