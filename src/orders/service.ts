// Partner-facing order reads: the orders list, one order, its visible lines
// and its shipments. Tenancy below the route: every read takes the caller's
// granted sites, and an order elsewhere answers order_not_found.
import type { Db } from '../db/transaction.ts';
import { pageLimit, type CursorCodec, type Page, type PageRule } from '../http/cursor.ts';
import { orderErrors } from './errors.ts';
import type { Caller } from '../access/caller.ts';
import { sitesInScope } from '../access/tenancy.ts';
import { OrdersRepo, type LineRecord, type OrderRecord, type ShipmentRecord } from './repo.ts';
import { httpErrors } from '../http/errors.ts';
import { PAGES } from '../http/operations/pages.ts';
import { extended } from '../objects.ts';

/** Order numbers are int32 in storage: a longer well-formed number names no order. */
const MAX_ORDER_NUMBER = 2147483647;

/** A timestamptz as PostgreSQL prints it (the orders-list cursor key). */
const PLACED_KEY = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export interface OrderListQuery {
  siteId?: number;
  placedFrom?: string;
  placedTo?: string;
  cursor?: string;
  limit?: number;
}

function intKey(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw httpErrors.invalidCursor();
  return value;
}

/** An order as `caller` sees it: partnerOrderId identifies the caller's own orders only (null on any other). */
function asSeenBy(caller: Caller, order: OrderRecord): OrderRecord {
  return order.sourcePartnerId === caller.partnerId || order.partnerOrderId === null ? order : extended(order, { partnerOrderId: null });
}

export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly cursors: CursorCodec,
  ) {}

  async listOrders(caller: Caller, query: OrderListQuery): Promise<Page<OrderRecord>> {
    const siteIds = sitesInScope(caller, query.siteId);
    if (query.placedFrom && query.placedTo && Date.parse(query.placedFrom) > Date.parse(query.placedTo)) {
      throw orderErrors.placedRangeReversed();
    }
    const filters = { siteId: query.siteId, placedFrom: query.placedFrom, placedTo: query.placedTo };
    const limit = pageLimit(query.limit, PAGES.orders);
    let after: { placedKey: string; orderNumber: number } | undefined;
    if (query.cursor !== undefined) {
      const [placedKey, orderNumber] = this.cursors.decode('orders.list', filters, query.cursor);
      if (typeof placedKey !== 'string' || !PLACED_KEY.test(placedKey)) throw httpErrors.invalidCursor();
      after = { placedKey, orderNumber: intKey(orderNumber) };
    }
    const rows = await new OrdersRepo(this.db).listOrders({
      siteIds,
      placedFrom: query.placedFrom,
      placedTo: query.placedTo,
      after,
      limit: limit + 1,
    });
    const seen = rows.map((o) => asSeenBy(caller, o));
    return this.cursors.page(seen, limit, 'orders.list', filters, (o) => [o.placedKey, o.orderNumber]);
  }

  async requireOrder(caller: Caller, orderNumber: number): Promise<OrderRecord> {
    const order = orderNumber > MAX_ORDER_NUMBER ? undefined : await new OrdersRepo(this.db).findOrder(caller.grantedSiteIds, orderNumber);
    if (!order) throw orderErrors.notFound(orderNumber);
    return asSeenBy(caller, order);
  }

  /** A visible line; a hidden one, or one of an order outside the grant, is not found. */
  async requireLine(caller: Caller, orderNumber: number, itemNumber: number): Promise<LineRecord> {
    // The order's tenancy check and the line in one statement.
    // An item number past int32 names no line (the statement is given null rather than an out-of-range value).
    const item = itemNumber > MAX_ORDER_NUMBER ? null : itemNumber;
    const found =
      orderNumber > MAX_ORDER_NUMBER ? undefined : await new OrdersRepo(this.db).findLine(caller.grantedSiteIds, orderNumber, item);
    if (!found) throw orderErrors.notFound(orderNumber);
    if (!found.line) throw orderErrors.itemNotFound(orderNumber, itemNumber);
    return found.line;
  }

  async listItems(caller: Caller, orderNumber: number, query: { cursor?: string; limit?: number }): Promise<Page<LineRecord>> {
    const repo = new OrdersRepo(this.db);
    const rows = (after: number | undefined, limit: number) => repo.linesOfOrder(caller.grantedSiteIds, orderNumber, after, limit);
    return this.pageOfOrder(orderNumber, 'items', PAGES.orderItems, query, rows, (l) => l.itemNumber);
  }

  async listShipments(caller: Caller, orderNumber: number, query: { cursor?: string; limit?: number }): Promise<Page<ShipmentRecord>> {
    const repo = new OrdersRepo(this.db);
    const rows = (after: number | undefined, limit: number) => repo.shipmentsOfOrder(caller.grantedSiteIds, orderNumber, after, limit);
    return this.pageOfOrder(orderNumber, 'shipments', PAGES.shipments, query, rows, (s) => s.shipmentNumber);
  }

  /**
   * A page of one order's lines or shipments (`what`). `rows` checks the
   * order's tenancy and reads them in one statement: undefined when the order
   * is out of reach (404).
   */
  private async pageOfOrder<T>(
    orderNumber: number,
    what: 'items' | 'shipments',
    rule: PageRule,
    query: { cursor?: string; limit?: number },
    rows: (after: number | undefined, limit: number) => Promise<T[] | undefined>,
    keyOf: (row: T) => number,
  ): Promise<Page<T>> {
    const limit = pageLimit(query.limit, rule);
    const route = `orders.${what}:${orderNumber}`;
    const after = query.cursor === undefined ? undefined : intKey(this.cursors.decode(route, {}, query.cursor)[0]);
    const found = orderNumber > MAX_ORDER_NUMBER ? undefined : await rows(after, limit + 1);
    if (!found) throw orderErrors.notFound(orderNumber);
    return this.cursors.page(found, limit, route, {}, (row) => [keyOf(row)]);
  }
}
