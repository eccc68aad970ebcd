// Partner API: order reads. HTTP only: each handler calls one service
// method and renders its result.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { OrdersService } from './service.ts';

export const ORDERS_READ = 'partner-api/orders:read' as const;
export const ORDERS_WRITE = 'partner-api/orders:write' as const;
const tags = ['Orders'];

export const orderRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/v1/orders',
    {
      config: { scope: ORDERS_READ },
      schema: {
        tags,
        summary: 'List orders of the granted sites, newest first',
        querystring: S.OrderListQuery,
        response: { 200: S.OrderList, ...problemResponses(400) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const page = await orders.listOrders(caller, request.query);
      return { orders: page.items.map((o) => S.renderOrder(caller, o)), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/orders/:orderNumber',
    {
      config: { scope: ORDERS_READ },
      schema: { tags, summary: 'One order', params: S.OrderParams, response: { 200: S.OrderSchema, ...problemResponses(400, 404) } },
    },
    async (request) => {
      const caller = callerOf(request);
      return S.renderOrder(caller, await orders.requireOrder(caller, request.params.orderNumber));
    },
  );

  app.get(
    '/v1/orders/:orderNumber/items',
    {
      config: { scope: ORDERS_READ },
      schema: {
        tags,
        summary: "The order's lines visible to the partner, by item number",
        params: S.OrderParams,
        querystring: S.ItemListQuery,
        response: { 200: S.ItemList, ...problemResponses(400, 404) },
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
        params: S.OrderParams,
        querystring: S.ShipmentListQuery,
        response: { 200: S.ShipmentList, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await orders.listShipments(callerOf(request), request.params.orderNumber, request.query);
      return { shipments: page.items.map(S.renderShipment), nextCursor: page.nextCursor };
    },
  );
};
