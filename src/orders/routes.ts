// Partner API: order reads. HTTP only: each handler calls one service
// method and renders its result.
import { renderPage } from '../http/cursor.ts';
import { problems } from '../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../http/operations/docs.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { OrdersService } from './service.ts';
import { ORDERS_READ } from '../access/scopes.ts';
import { operation, READ_ONLY } from '../http/operations/operation.ts';
import { PAGES, pagedBy } from '../http/operations/pages.ts';

const { read } = partnerDocs(['Orders'], { read: ORDERS_READ });

export function orderRoutes(app: PartnerApp, { orders }: { orders: OrdersService }): void {
  app.get(
    '/v1/orders',
    operation(
      'ordersList',
      read(
        'List orders of the granted sites, newest first',
        'Orders of the granted sites, newest first, filtered by `siteId`, `placedFrom` and `placedTo`, ' + pagedBy(PAGES.orders) + '.',
        {
          querystring: S.OrderListQuery,
          response: { 200: S.OrderList, ...problems() },
        },
      ),
      { mcp: { words: 'List orders of the granted sites, newest first.', hints: READ_ONLY } },
    ),
    async (request) => {
      const caller = callerOf(request);
      const page = await orders.listOrders(caller, request.query);
      return { orders: page.items.map((o) => S.renderOrder(o)), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/orders/:orderNumber',
    operation(
      'ordersGet',
      read(
        'One order',
        'One order of the granted sites. An order on an ungranted site answers exactly like a missing one: 404 `order_not_found`.',
        {
          params: S.OrderParams,
          response: { 200: S.OrderSchema, ...problems('order_not_found') },
        },
      ),
      { mcp: { words: 'One order by its order number.', hints: READ_ONLY } },
    ),
    async (request) => {
      const caller = callerOf(request);
      return S.renderOrder(await orders.requireOrder(caller, request.params.orderNumber));
    },
  );

  app.get(
    '/v1/orders/:orderNumber/items',
    operation(
      'ordersItems',
      read(
        "The order's lines visible to the partner, by item number",
        "The order's lines visible to the partner, by item number, " +
          pagedBy(PAGES.orderItems) +
          '. Hidden lines and internal production records are omitted; cancelled lines stay listed. An order may have an empty `items` array.',
        {
          params: S.OrderParams,
          querystring: S.ItemListQuery,
          response: { 200: S.ItemList, ...problems('order_not_found') },
        },
      ),
      { mcp: { words: "The order's lines visible to the partner, by item number.", hints: READ_ONLY } },
    ),
    async (request) =>
      renderPage('items', await orders.listItems(callerOf(request), request.params.orderNumber, request.query), S.renderItem),
  );

  app.get(
    '/v1/orders/:orderNumber/shipments',
    operation(
      'ordersShipments',
      read(
        "The order's shipments, oldest first (cancelled ones included)",
        "The order's shipments, oldest first, cancelled ones included, " + pagedBy(PAGES.shipments) + '.',
        {
          params: S.OrderParams,
          querystring: S.ShipmentListQuery,
          response: { 200: S.ShipmentList, ...problems('order_not_found') },
        },
      ),
      { mcp: { words: "The order's shipments, oldest first (cancelled ones included).", hints: READ_ONLY } },
    ),
    async (request) =>
      renderPage('shipments', await orders.listShipments(callerOf(request), request.params.orderNumber, request.query), S.renderShipment),
  );
}
