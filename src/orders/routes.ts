// Partner API: order reads. HTTP only: each handler calls one service
// method and renders its result.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { OrdersService } from './service.ts';
import { ORDERS_READ } from '../access/scopes.ts';

const tags = ['Orders'];

export const orderRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/v1/orders',
    {
      config: { scope: ORDERS_READ },
      schema: {
        tags,
        summary: 'List orders of the granted sites, newest first',
        description:
          'Orders of the granted sites, newest first, filtered by `siteId`, `placedFrom` and `placedTo`, paged by `cursor` and `limit` (default 50, capped at 200).',
        querystring: S.OrderListQuery,
        response: { 200: S.OrderList, ...problems() },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const page = await orders.listOrders(caller, request.query);
      return { orders: page.items.map((o) => S.renderOrder(o)), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/orders/:orderNumber',
    {
      config: { scope: ORDERS_READ },
      schema: {
        tags,
        summary: 'One order',
        description:
          'One order of the granted sites. An order on an ungranted site answers exactly like a missing one: 404 `order_not_found`.',
        params: S.OrderParams,
        response: { 200: S.OrderSchema, ...problems('order_not_found') },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return S.renderOrder(await orders.requireOrder(caller, request.params.orderNumber));
    },
  );

  app.get(
    '/v1/orders/:orderNumber/items',
    {
      config: { scope: ORDERS_READ },
      schema: {
        tags,
        summary: "The order's lines visible to the partner, by item number",
        description:
          "The order's lines visible to the partner, by item number, paged by `cursor` and `limit` (default 50, capped at 200). Hidden lines and internal production records are omitted; cancelled lines stay listed. An order may have an empty `items` array.",
        params: S.OrderParams,
        querystring: S.ItemListQuery,
        response: { 200: S.ItemList, ...problems('order_not_found') },
      },
    },
    async (request) => {
      const page = await orders.listItems(callerOf(request), request.params.orderNumber, request.query);
      return { items: page.items.map(S.renderItem), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/orders/:orderNumber/shipments',
    {
      config: { scope: ORDERS_READ },
      schema: {
        tags,
        summary: "The order's shipments, oldest first (cancelled ones included)",
        description:
          "The order's shipments, oldest first, cancelled ones included, paged by `cursor` and `limit` (default 25, capped at 50).",
        params: S.OrderParams,
        querystring: S.ShipmentListQuery,
        response: { 200: S.ShipmentList, ...problems('order_not_found') },
      },
    },
    async (request) => {
      const page = await orders.listShipments(callerOf(request), request.params.orderNumber, request.query);
      return { shipments: page.items.map(S.renderShipment), nextCursor: page.nextCursor };
    },
  );
};
