// Back office: shipments. Create one carrying lines of the order, ship it
// (`shipment.shipped`), cancel it (`shipment.cancelled`); after each move
// the lines' shipped flags and the order's shipping status follow. Writes
// lock the order row (a shipment spans lines), one transaction, audited.
import { AuditRepo } from '../../audit/repo.ts';
import type { Actor } from '../../audit/service.ts';
import type { Clock } from '../../clock.ts';
import { lockRow } from '../../db/locks.ts';
import { withTransaction, type Db } from '../../db/transaction.ts';
import { recordEvent } from '../../events/outbox.ts';
import { problem } from '../../errors/catalogue.ts';
import { eventBase, requireOrder, syncShipping } from './lifecycle.ts';
import { OrdersAdminRepo } from './repo.ts';

export interface NewShipment {
  carrier?: string | null;
  service?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  /** Item numbers, each with the quantity carried (default: the whole line). */
  lines: Array<{ itemNumber: number; quantity?: number }>;
}

export interface AdminShipment {
  shipmentNumber: number;
  orderNumber: number;
  carrier: string | null;
  service: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedOn: Date | null;
  cancelled: boolean;
  lines: Array<{ itemNumber: number; quantity: number }>;
}

export class ShipmentsAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(shipmentNumber: number, db: Db = this.db): Promise<AdminShipment> {
    const s = await db.selectFrom('shipments').selectAll().where('shipment_number', '=', shipmentNumber).executeTakeFirst();
    if (!s) throw problem('not_found', `No shipment ${shipmentNumber}.`);
    const lines = await db
      .selectFrom('shipment_lines as sl')
      .innerJoin('order_lines as l', 'l.id', 'sl.line_id')
      .select(['l.item_number', 'sl.quantity'])
      .where('sl.shipment_number', '=', shipmentNumber)
      .orderBy('l.item_number')
      .execute();
    return {
      shipmentNumber: s.shipment_number,
      orderNumber: s.order_number,
      carrier: s.carrier,
      service: s.service,
      trackingNumber: s.tracking_number,
      trackingUrl: s.tracking_url,
      shippedOn: s.shipped_on,
      cancelled: s.cancelled,
      lines: lines.map((l) => ({ itemNumber: l.item_number!, quantity: l.quantity })),
    };
  }

  async list(orderNumber: number): Promise<AdminShipment[]> {
    const rows = await this.db
      .selectFrom('shipments')
      .select('shipment_number')
      .where('order_number', '=', orderNumber)
      .orderBy('shipment_number')
      .execute();
    return Promise.all(rows.map((r) => this.get(r.shipment_number)));
  }

  async create(orderNumber: number, input: NewShipment, actor: Actor): Promise<AdminShipment> {
    if (input.lines.length === 0) throw problem('invalid_request', 'A shipment carries at least one line.');
    return withTransaction(this.db, async (trx) => {
      await lockRow(trx, 'orders', 'order_number', orderNumber);
      await requireOrder(trx, orderNumber);
      const lines = await new OrdersAdminRepo(trx).lines(orderNumber);
      const carried = input.lines.map((wanted) => {
        const line = lines.find((l) => l.itemNumber === wanted.itemNumber);
        if (!line) throw problem('invalid_request', `Order ${orderNumber} has no item ${wanted.itemNumber}.`);
        if (line.cancelled || !line.shippable)
          throw problem('conflict', `Item ${wanted.itemNumber} is ${line.cancelled ? 'cancelled' : 'not shippable'}.`);
        return { lineId: line.lineId, quantity: wanted.quantity ?? line.quantity };
      });
      if (new Set(carried.map((c) => c.lineId)).size !== carried.length)
        throw problem('invalid_request', 'Each item appears once in a shipment.');
      const row = await trx
        .insertInto('shipments')
        .values({
          order_number: orderNumber,
          carrier: input.carrier ?? null,
          service: input.service ?? null,
          tracking_number: input.trackingNumber ?? null,
          tracking_url: input.trackingUrl ?? null,
          shipped_on: null,
          cancelled_at: null,
          created_at: this.clock.now(),
        })
        .returning('shipment_number')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('shipment_lines')
        .values(carried.map((c) => ({ shipment_number: row.shipment_number, line_id: c.lineId, quantity: Math.max(1, c.quantity) })))
        .execute();
      await new AuditRepo(trx).append({
        actor,
        action: 'shipment.create',
        targetType: 'shipment',
        targetId: row.shipment_number,
        details: { orderNumber, ...input },
      });
      return this.get(row.shipment_number, trx);
    });
  }

  async #move(
    shipmentNumber: number,
    action: string,
    event: 'shipment.shipped' | 'shipment.cancelled',
    actor: Actor,
    work: (trx: Db, s: AdminShipment, at: Date) => Promise<void>,
  ): Promise<AdminShipment> {
    const found = await this.get(shipmentNumber);
    return withTransaction(this.db, async (trx) => {
      await lockRow(trx, 'orders', 'order_number', found.orderNumber);
      const shipment = await this.get(shipmentNumber, trx);
      const order = await requireOrder(trx, shipment.orderNumber);
      const at = this.clock.now();
      await work(trx, shipment, at);
      await syncShipping(trx, order, at);
      await new AuditRepo(trx).append({
        actor,
        action,
        targetType: 'shipment',
        targetId: shipmentNumber,
        details: { orderNumber: order.orderNumber },
      });
      await recordEvent(trx, { type: event, ...eventBase(order), shipmentNumber }, at);
      return this.get(shipmentNumber, trx);
    });
  }

  ship(
    shipmentNumber: number,
    input: { trackingNumber?: string | null; trackingUrl?: string | null },
    actor: Actor,
  ): Promise<AdminShipment> {
    return this.#move(shipmentNumber, 'shipment.ship', 'shipment.shipped', actor, async (trx, s, at) => {
      if (s.cancelled) throw problem('conflict', `Shipment ${shipmentNumber} is cancelled.`);
      if (s.shippedOn) throw problem('conflict', `Shipment ${shipmentNumber} has already shipped.`);
      await trx
        .updateTable('shipments')
        .set({
          shipped_on: at,
          ...(input.trackingNumber !== undefined ? { tracking_number: input.trackingNumber } : {}),
          ...(input.trackingUrl !== undefined ? { tracking_url: input.trackingUrl } : {}),
        })
        .where('shipment_number', '=', shipmentNumber)
        .execute();
    });
  }

  cancel(shipmentNumber: number, actor: Actor): Promise<AdminShipment> {
    return this.#move(shipmentNumber, 'shipment.cancel', 'shipment.cancelled', actor, async (trx, s, at) => {
      if (s.cancelled) throw problem('conflict', `Shipment ${shipmentNumber} is already cancelled.`);
      await trx.updateTable('shipments').set({ cancelled: true, cancelled_at: at }).where('shipment_number', '=', shipmentNumber).execute();
    });
  }
}
