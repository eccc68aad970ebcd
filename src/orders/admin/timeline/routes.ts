// GET /admin/orders/{orderNumber}/timeline: everything that happened to an
// order, oldest first, from the tables that record it (timeline.ts).
import { adminDocs } from '../../../http/operations/docs.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/transaction.ts';
import { OrderParams } from '../schemas.ts';
import { TimelineDocumented } from './schemas.ts';
import { orderTimeline } from './timeline.ts';
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
    async (req) => orderTimeline(db, req.params.orderNumber),
  );
};
