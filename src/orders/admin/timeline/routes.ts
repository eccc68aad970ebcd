// GET /admin/orders/{orderNumber}/timeline: everything that happened to an
// order, oldest first, from the tables that record it (repo.ts).
import { adminDocs } from '../../../http/operations/docs.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/transaction.ts';
import { notFound } from '../../../errors/back-office.ts';
import { OrderParams } from '../schemas.ts';
import { TimelineRepo } from './repo.ts';
import { TIMELINE_LIMIT, TimelineDocumented } from './schemas.ts';
import { operation } from '../../../http/operations/operation.ts';

const { read } = adminDocs(['Orders']);

export const orderTimelineRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/orders/:orderNumber/timeline',
    operation(
      'ordersTimeline',
      read(
        'Everything that happened to an order: placement, staff actions, proof log, events and each webhook delivery',
        'The order’s history, oldest first, from the records the platform keeps: its placement, every staff action of the audit log, the proof log (revisions, decisions and comments), every event emitted and each webhook delivery of it with its outcome.',
        { params: OrderParams, response: { 200: TimelineDocumented } },
      ),
      { answers: { 200: 'The order and everything that happened to it, oldest first.' } },
    ),
    async (req) => {
      const repo = new TimelineRepo(db);
      const order = await repo.order(req.params.orderNumber);
      if (!order) throw notFound('order', req.params.orderNumber);
      const placed = {
        at: order.placed_on,
        kind: 'placed' as const,
        actor: order.source_partner_id === null ? 'storefront' : `partner ${order.source_partner_id}`,
        summary: order.partner_order_id ? `Order placed (${order.partner_order_id})` : 'Order placed',
        ref: null,
        outcome: null,
        details: {},
        // Its trace is the placement event's (written by the same worker span), shown on that entry.
        traceId: null,
      };
      const rows = [placed, ...(await repo.rows(req.params.orderNumber, TIMELINE_LIMIT))].sort((a, b) => a.at.getTime() - b.at.getTime());
      return {
        orderNumber: order.order_number,
        status: order.status,
        entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
      };
    },
  );
};
