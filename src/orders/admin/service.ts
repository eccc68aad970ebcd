// Back office: orders. Placing a storefront order (through the placement
// module, the same one the submission worker uses), reading orders as
// staff see them, changing an order's status, adding internal production
// records. Every write is one transaction with its audit entry (and its
// outbox event where one of the spec's webhook types announces it).
import type { Actor } from '../../audit/service.ts';
import type { Clock } from '../../clock.ts';
import { lockRow } from '../../db/locks.ts';
import { serialisedWrite } from '../../db/row-queue.ts';
import { withTransaction, type Db } from '../../db/transaction.ts';
import { notFound } from '../../errors/back-office.ts';
import { adminOrderErrors } from '../errors.ts';
import { PlacementRejected, type OrderIntake, type PlacedOrder } from '../placement/intake.ts';
import { placeOrder } from '../placement/place-order.ts';
import { ORDER_STATUSES } from '../statuses.ts';
import { pageLimit, type CursorCodec } from '../../http/cursor.ts';
import { httpErrors } from '../../http/errors.ts';
import { assertStatusFitsShipments, changeOrderStatus, requireOrder } from './lifecycle.ts';
import { OrdersAdminRepo, type AdminLine, type AdminOrderFilters } from './repo.ts';
import { auditTrail } from '../../audit/trail.ts';
import { PAGES } from '../../http/operations/pages.ts';
import { orderTimeline } from './timeline/timeline.ts';
import type { Static } from 'typebox';
import type { PlaceOrderBody } from './schemas.ts';

const auditOrder = auditTrail('order');

export type StorefrontOrderInput = Omit<OrderIntake, 'source'>;

/** What a body of POST /admin/orders asks placement for: the route and the CLI place the same order from the same body. */
export function storefrontOrderInput(body: Static<typeof PlaceOrderBody>): StorefrontOrderInput {
  const { shippingMethod, shippingPrice, placedOn, ...rest } = body;
  return {
    ...rest,
    orderingUserId: rest.orderingUserId ?? null,
    shipping: { method: shippingMethod ?? null, price: shippingPrice ?? null },
    placedOn: placedOn ? new Date(placedOn) : undefined,
  };
}

export interface AdminOrderView {
  order: NonNullable<Awaited<ReturnType<OrdersAdminRepo['header']>>>;
  lines: AdminLine[];
}

export class OrdersAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cursors?: CursorCodec,
  ) {}

  async get(orderNumber: number, db: Db = this.db): Promise<AdminOrderView> {
    const repo = new OrdersAdminRepo(db);
    const order = await repo.header(orderNumber);
    if (!order) throw notFound('order', orderNumber);
    return { order, lines: await repo.lines(orderNumber) };
  }

  /** Everything that happened to the order, oldest first (the admin API's timeline). */
  timeline(orderNumber: number) {
    return orderTimeline(this.db, orderNumber);
  }

  /** The newest orders; `limit` as PAGES.adminOrders says. */
  /** The staff search: filters, newest first, keyset-paged (a cursor is bound to its filters). */
  async search(filters: AdminOrderFilters, options: { cursor?: string; limit?: number }) {
    if (!this.cursors) throw new Error('OrdersAdminService.search needs the cursor codec');
    const limit = pageLimit(options.limit, PAGES.adminOrders);
    const key = options.cursor ? this.cursors.decode('admin.orders', { ...filters }, options.cursor) : undefined;
    const after = key ? { placedOn: new Date(String(key[0])), orderNumber: Number(key[1]) } : undefined;
    if (after && (Number.isNaN(after.placedOn.getTime()) || !Number.isInteger(after.orderNumber))) throw httpErrors.invalidCursor();
    const rows = await new OrdersAdminRepo(this.db).searchOrders(filters, after, limit + 1);
    return this.cursors!.page(rows, limit, 'admin.orders', { ...filters }, (r) => [r.placed_on.toISOString(), r.order_number]);
  }

  async list(siteId: number | undefined, limit?: number) {
    return new OrdersAdminRepo(this.db).recentOrders(siteId, pageLimit(limit, PAGES.adminOrders));
  }

  /** A storefront order (no partner behind it), priced from the catalog like any other. */
  async placeStorefrontOrder(input: StorefrontOrderInput, actor: Actor): Promise<PlacedOrder> {
    try {
      return await withTransaction(this.db, async (trx) => {
        const repo = new OrdersAdminRepo(trx);
        if (!(await repo.siteExists(input.siteId))) throw notFound('site', input.siteId);
        if (input.orderingUserId != null && (await repo.siteOfUser(input.orderingUserId)) !== input.siteId)
          throw adminOrderErrors.userNotOfSite(input.orderingUserId, input.siteId);
        const placed = await placeOrder(trx, { ...input, source: null }, this.clock);
        await auditOrder(trx, {
          actor,
          action: 'order.place',
          targetId: placed.orderNumber,
          details: { siteId: input.siteId, lines: input.lines.length },
        });
        return placed;
      });
    } catch (error) {
      if (error instanceof PlacementRejected) throw adminOrderErrors.placementRejected(error.errors);
      throw error;
    }
  }

  /**
   * Any status of the vocabulary the order's shipments do not contradict
   * (assertStatusFitsShipments, under the order's lock); `order.status_changed` when it changes.
   */
  async setStatus(orderNumber: number, status: string, actor: Actor): Promise<AdminOrderView> {
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) throw adminOrderErrors.unknownStatus(ORDER_STATUSES);
    return serialisedWrite(this.db, `orders:${orderNumber}`, async (trx) => {
      await lockRow(trx, 'orders', 'order_number', orderNumber);
      const order = await requireOrder(trx, orderNumber);
      const from = order.status;
      if (status !== from) await assertStatusFitsShipments(trx, order, status);
      await changeOrderStatus(trx, order, status, this.clock.now());
      await auditOrder(trx, { actor, action: 'order.set_status', targetId: orderNumber, details: { from, to: status } });
      return this.get(orderNumber, trx);
    });
  }

  /**
   * A rework or proof record: an internal line partners never see. Its insert
   * waits on the order row while another write holds it, so it queues there too.
   */
  async addInternalRecord(
    orderNumber: number,
    input: { kind: 'REWORK' | 'PROOF'; quantity: number; note?: string | null },
    actor: Actor,
  ): Promise<{ itemNumber: number }> {
    return serialisedWrite(this.db, `orders:${orderNumber}`, async (trx) => {
      const order = await requireOrder(trx, orderNumber);
      const itemNumber = await new OrdersAdminRepo(trx).insertInternalRecord(
        order,
        { productName: input.kind === 'REWORK' ? 'Rework' : 'Proof', quantity: input.quantity, note: input.note ?? null },
        this.clock.now(),
      );
      await auditOrder(trx, { actor, action: 'order.add_internal_record', targetId: orderNumber, details: { ...input, itemNumber } });
      return { itemNumber };
    });
  }
}
