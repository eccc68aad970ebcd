// Back office: shipments. Create one carrying lines of the order (never more
// of a line than is left of it: `order_item_quantity_exceeded`; never a
// cancelled or unshippable line, checked again when it ships), ship it
// (`shipment.shipped`), cancel it (`shipment.cancelled`); after each move
// the lines' shipped flags and the order's shipping status follow. Writes
// lock the order row (a shipment spans lines), one transaction, audited;
// writers of one order queue in process first (db/row-queue.ts).
import type { Actor } from '../../audit/service.ts';
import type { Clock } from '../../clock.ts';
import { lockRow } from '../../db/locks.ts';
import { requestClient, serialisedWrite, sharedRead } from '../../db/row-queue.ts';
import type { Db } from '../../db/transaction.ts';
import { recordEvent } from '../../events/outbox.ts';
import { notFound } from '../../errors/back-office.ts';
import { adminOrderErrors } from '../errors.ts';
import type { ShipmentRecord } from '../repo.ts';
import { assertCarriable, assertTakesShipments, eventBase, requireOrder, syncShipping } from './lifecycle.ts';
import { OrdersAdminRepo, type OrderRef } from './repo.ts';
import { ShipmentsAdminRepo } from './shipments-repo.ts';
import { auditTrail } from '../../audit/trail.ts';

const auditShipment = auditTrail('shipment');

/** What a shipment left with; a field not given keeps the value it was created with. */
export type ShipDetails = Partial<Pick<NewShipment, 'carrier' | 'service' | 'trackingNumber' | 'trackingUrl'>>;

export interface NewShipment {
  carrier?: string | null;
  service?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  /**
   * Item numbers, each with the quantity carried (default: what is left of
   * the line). A line's quantities on shipments that are not cancelled never
   * add up to more than the line's quantity.
   */
  lines: Array<{ itemNumber: number; quantity?: number }>;
}

/** A shipment as staff see it: the partner API's shipment record without its cancellation and creation times. */
export type AdminShipment = Omit<ShipmentRecord, 'cancelledOn' | 'createdOn'>;

export class ShipmentsAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(shipmentNumber: number, db: Db = this.db): Promise<AdminShipment> {
    const repo = new ShipmentsAdminRepo(db);
    const s = await repo.shipment(shipmentNumber);
    if (!s) throw notFound('shipment', shipmentNumber);
    return {
      shipmentNumber: s.shipment_number,
      orderNumber: s.order_number,
      carrier: s.carrier,
      service: s.service,
      trackingNumber: s.tracking_number,
      trackingUrl: s.tracking_url,
      shippedOn: s.shipped_on,
      cancelled: s.cancelled,
      lines: await repo.carried(shipmentNumber),
    };
  }

  async list(orderNumber: number): Promise<AdminShipment[]> {
    const numbers = await new ShipmentsAdminRepo(this.db).numbersOf(orderNumber);
    // One after the other: all at once, an order's 28 shipments asked for 56 pooled connections together
    // and, on a loaded machine, the last waited past the pool's connection timeout (503).
    const shipments: AdminShipment[] = [];
    for (const n of numbers) shipments.push(await this.get(n));
    return shipments;
  }

  async create(orderNumber: number, input: NewShipment, actor: Actor): Promise<AdminShipment> {
    if (input.lines.length === 0) throw adminOrderErrors.emptyShipment();
    return serialisedWrite(this.db, `orders:${orderNumber}`, async (trx) => {
      await lockRow(trx, 'orders', 'order_number', orderNumber);
      assertTakesShipments(await requireOrder(trx, orderNumber));
      const lines = await new OrdersAdminRepo(trx).lines(orderNumber);
      const shipments = new ShipmentsAdminRepo(trx);
      // What every open shipment (shipped or not, cancelled ones aside) already carries, read under the lock.
      const committed = await shipments.committed(orderNumber);
      const carried = input.lines.map((wanted, index) => {
        const line = lines.find((l) => l.itemNumber === wanted.itemNumber);
        if (!line) throw adminOrderErrors.shipmentItemNotFound(orderNumber, wanted.itemNumber, index);
        assertCarriable(line);
        const onShipments = committed.get(line.lineId) ?? 0;
        const left = line.quantity - onShipments;
        const quantity = wanted.quantity ?? left;
        if (!Number.isSafeInteger(quantity) || (wanted.quantity !== undefined && quantity < 1))
          throw adminOrderErrors.badShipmentQuantity(wanted.itemNumber, index);
        if (quantity < 1 || quantity > left)
          throw adminOrderErrors.itemQuantityExceeded(wanted.itemNumber, line.quantity, onShipments, wanted.quantity ?? null);
        return { lineId: line.lineId, quantity };
      });
      const repeated = carried.findIndex((c, index) => carried.findIndex((d) => d.lineId === c.lineId) !== index);
      if (repeated >= 0) throw adminOrderErrors.itemRepeatedInShipment(repeated);
      const shipmentNumber = await shipments.insert({
        orderNumber,
        carrier: input.carrier ?? null,
        service: input.service ?? null,
        trackingNumber: input.trackingNumber ?? null,
        trackingUrl: input.trackingUrl ?? null,
        createdAt: this.clock.now(),
        lines: carried,
      });
      await auditShipment(trx, { actor, action: 'shipment.create', targetId: shipmentNumber, details: { orderNumber, ...input } });
      return this.get(shipmentNumber, trx);
    });
  }

  async #move(
    shipmentNumber: number,
    action: string,
    event: 'shipment.shipped' | 'shipment.cancelled',
    actor: Actor,
    work: (trx: Db, s: AdminShipment, order: OrderRef, at: Date) => Promise<void>,
  ): Promise<AdminShipment> {
    const client = requestClient();
    // Its order, read once for the writers that ask together (sharedRead).
    const found = await sharedRead(this.db, `shipments:${shipmentNumber}`, () => this.get(shipmentNumber));
    return serialisedWrite(
      this.db,
      `orders:${found.orderNumber}`,
      async (trx) => {
        await lockRow(trx, 'orders', 'order_number', found.orderNumber);
        const shipment = await this.get(shipmentNumber, trx);
        const order = await requireOrder(trx, shipment.orderNumber);
        const at = this.clock.now();
        await work(trx, shipment, order, at);
        await syncShipping(trx, order, at);
        await auditShipment(trx, { actor, action, targetId: shipmentNumber, details: { orderNumber: order.orderNumber } });
        await recordEvent(trx, { type: event, ...eventBase(order), shipmentNumber }, at);
        return this.get(shipmentNumber, trx);
      },
      client,
    );
  }

  /**
   * Ships it. Every line it carries must still be one a shipment may carry, read under the order's lock:
   * cancelling a line or making it unshippable is refused while a live shipment carries it, so this
   * catches lines changed before that rule held (or by hand in the database) rather than racing writers.
   */
  ship(shipmentNumber: number, input: ShipDetails, actor: Actor): Promise<AdminShipment> {
    return this.#move(shipmentNumber, 'shipment.ship', 'shipment.shipped', actor, async (trx, s, order, at) => {
      if (s.cancelled) throw adminOrderErrors.shipmentCancelled(shipmentNumber);
      if (s.shippedOn) throw adminOrderErrors.shipmentAlreadyShipped(shipmentNumber);
      assertTakesShipments(order);
      const lines = await new OrdersAdminRepo(trx).lines(s.orderNumber);
      for (const carried of s.lines) {
        const line = lines.find((l) => l.itemNumber === carried.itemNumber);
        if (line) assertCarriable(line);
      }
      await new ShipmentsAdminRepo(trx).ship(shipmentNumber, at, input);
    });
  }

  cancel(shipmentNumber: number, actor: Actor): Promise<AdminShipment> {
    return this.#move(shipmentNumber, 'shipment.cancel', 'shipment.cancelled', actor, async (trx, s, _order, at) => {
      if (s.cancelled) throw adminOrderErrors.shipmentAlreadyCancelled(shipmentNumber);
      await new ShipmentsAdminRepo(trx).cancel(shipmentNumber, at);
    });
  }
}
