// Back-office SQL of shipments: a shipment with the item numbers it carries,
// an order's shipment numbers, the live shipments carrying a line, and the
// writes (create with its lines, ship, cancel), run inside the caller's
// transaction.
import type { Db } from '../../db/transaction.ts';

export interface NewShipmentRow {
  orderNumber: number;
  carrier: string | null;
  service: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  createdAt: Date;
  lines: Array<{ lineId: string; quantity: number }>;
}

export class ShipmentsAdminRepo {
  constructor(private readonly db: Db) {}

  async shipment(shipmentNumber: number) {
    return this.db.selectFrom('shipments').selectAll().where('shipment_number', '=', shipmentNumber).executeTakeFirst();
  }

  /** The items a shipment carries, by item number. */
  async carried(shipmentNumber: number): Promise<Array<{ itemNumber: number; quantity: number }>> {
    const rows = await this.db
      .selectFrom('shipment_lines as sl')
      .innerJoin('order_lines as l', 'l.id', 'sl.line_id')
      .select(['l.item_number', 'sl.quantity'])
      .where('sl.shipment_number', '=', shipmentNumber)
      .orderBy('l.item_number')
      .execute();
    return rows.map((l) => ({ itemNumber: l.item_number!, quantity: l.quantity }));
  }

  async numbersOf(orderNumber: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('shipments')
      .select('shipment_number')
      .where('order_number', '=', orderNumber)
      .orderBy('shipment_number')
      .execute();
    return rows.map((r) => r.shipment_number);
  }

  /**
   * The quantity of each line of the order already on a shipment that is not
   * cancelled (shipped or not yet), by the line's internal id; lines on none
   * are absent. Read under the order's lock, so it is the truth for the write.
   */
  async committed(orderNumber: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('shipment_lines as sl')
      .innerJoin('shipments as s', 's.shipment_number', 'sl.shipment_number')
      .select(['sl.line_id', (eb) => eb.fn.sum<string>('sl.quantity').as('quantity')])
      .where('s.order_number', '=', orderNumber)
      .where('s.cancelled', '=', false)
      .groupBy('sl.line_id')
      .execute();
    return new Map(rows.map((r) => [String(r.line_id), Number(r.quantity)]));
  }

  /** The shipments that are not cancelled (shipped or not) carrying a line, by the line's internal id; oldest first. */
  async liveCarrying(lineId: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('shipment_lines as sl')
      .innerJoin('shipments as s', 's.shipment_number', 'sl.shipment_number')
      .select('s.shipment_number')
      .where('sl.line_id', '=', lineId)
      .where('s.cancelled', '=', false)
      .orderBy('s.shipment_number')
      .execute();
    return rows.map((r) => r.shipment_number);
  }

  /** The order's shipments that are not cancelled, oldest first, each with whether it has shipped. */
  async liveOf(orderNumber: number): Promise<Array<{ shipmentNumber: number; shipped: boolean }>> {
    const rows = await this.db
      .selectFrom('shipments')
      .select(['shipment_number', 'shipped_on'])
      .where('order_number', '=', orderNumber)
      .where('cancelled', '=', false)
      .orderBy('shipment_number')
      .execute();
    return rows.map((r) => ({ shipmentNumber: r.shipment_number, shipped: r.shipped_on !== null }));
  }

  /** Inserts the shipment and its lines; returns its number. */
  async insert(s: NewShipmentRow): Promise<number> {
    const row = await this.db
      .insertInto('shipments')
      .values({
        order_number: s.orderNumber,
        carrier: s.carrier,
        service: s.service,
        tracking_number: s.trackingNumber,
        tracking_url: s.trackingUrl,
        shipped_on: null,
        cancelled_at: null,
        created_at: s.createdAt,
      })
      .returning('shipment_number')
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('shipment_lines')
      .values(s.lines.map((c) => ({ shipment_number: row.shipment_number, line_id: c.lineId, quantity: c.quantity })))
      .execute();
    return row.shipment_number;
  }

  /** Marks it shipped at `at`; carrier, service and tracking change only when given. */
  async ship(
    shipmentNumber: number,
    at: Date,
    tracking: { carrier?: string | null; service?: string | null; trackingNumber?: string | null; trackingUrl?: string | null },
  ): Promise<void> {
    await this.db
      .updateTable('shipments')
      .set({
        shipped_on: at,
        ...(tracking.carrier !== undefined ? { carrier: tracking.carrier } : {}),
        ...(tracking.service !== undefined ? { service: tracking.service } : {}),
        ...(tracking.trackingNumber !== undefined ? { tracking_number: tracking.trackingNumber } : {}),
        ...(tracking.trackingUrl !== undefined ? { tracking_url: tracking.trackingUrl } : {}),
      })
      .where('shipment_number', '=', shipmentNumber)
      .execute();
  }

  async cancel(shipmentNumber: number, at: Date): Promise<void> {
    await this.db
      .updateTable('shipments')
      .set({ cancelled: true, cancelled_at: at })
      .where('shipment_number', '=', shipmentNumber)
      .execute();
  }
}
