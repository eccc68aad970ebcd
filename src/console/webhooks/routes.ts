// Webhooks: the delivery log with filters (partner, endpoint, event type,
// outcome, event id), one delivery with what was sent and answered,
// redeliver. Test pings are sent from a partner's endpoints.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorsOf } from '../forms.ts';
import { apiFailure, consoleRoute, listPage, page } from '../layout/render.ts';
import { NoticeQuery, textParams, textQuery, type ApiFor, type ConsoleSession } from '../api.ts';
import { noticeOf, withNotice } from '../notices.ts';
import { DeliveryIdParams, DeliveryQuery } from '../../events/webhooks/admin/schemas.ts';
import type { DeliveriesPage, Delivery, DeliveryDetail, Endpoint } from '../answers.ts';
import { namesOf } from '../names.ts';

const FILTERS = ['partnerId', 'endpointId', 'type', 'status', 'eventId', 'since', 'until'] as const;
/** A datetime-local value (minutes, no zone) read as UTC, as the form labels say. */
const instant = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00Z` : value);
const OUTCOMES = ['pending', 'delivering', 'succeeded', 'failed', 'skipped'] as const;
export const EVENT_TYPES = ['order.status_changed', 'shipment.shipped', 'shipment.cancelled', 'order_line.cancelled'] as const;

const DeliveryPath = textParams(DeliveryIdParams);

export const webhooksPages: FastifyPluginAsyncTypebox<{ apiFor: ApiFor; session: ConsoleSession }> = async (app, { apiFor, session }) => {
  app.get('/console/webhooks', consoleRoute({ querystring: textQuery(DeliveryQuery) }), async (request, reply) => {
    const q = request.query;
    const filters = Object.fromEntries(FILTERS.map((f) => [f, (q[f] ?? '').trim()]));
    const api = apiFor(request);
    const [res, names] = await Promise.all([
      api.get<DeliveriesPage>('/admin/webhook-deliveries', {
        ...filters,
        since: instant(filters.since ?? ''),
        until: instant(filters.until ?? ''),
        cursor: q.cursor,
      }),
      namesOf(api, { partners: true }),
    ]);
    const errors = (failed: typeof res) => errorsOf(failed, [...FILTERS]);
    const answer = { path: '/console/webhooks', filters, cursor: q.cursor, res, rows: 'deliveries' as const, errors };
    return listPage(request, reply, 'webhooks/list', answer, {
      title: 'Webhook deliveries',
      outcomes: OUTCOMES,
      types: EVENT_TYPES,
      names,
    });
  });

  app.get('/console/webhooks/:deliveryId', consoleRoute({ params: DeliveryPath, querystring: NoticeQuery }), async (request, reply) => {
    const api = apiFor(request);
    const res = await api.get<DeliveryDetail>(`/admin/webhook-deliveries/${encodeURIComponent(request.params.deliveryId)}`);
    if (res.status !== 200) return apiFailure(request, reply, res, 'delivery');
    const [endpoint, names] = await Promise.all([api.get<Endpoint>(`/admin/webhook-endpoints/${res.body.endpointId}`), namesOf(api)]);
    return page(request, reply, 'webhooks/show', {
      title: `Delivery ${request.params.deliveryId}`,
      d: res.body,
      endpoint: endpoint.status === 200 ? endpoint.body : null,
      names,
      notice: await noticeOf(session, request, request.query.done),
    });
  });

  app.post('/console/webhooks/:deliveryId/redeliver', consoleRoute({ params: DeliveryPath }), async (request, reply) => {
    const res = await apiFor(request).post<Delivery>(
      `/admin/webhook-deliveries/${encodeURIComponent(request.params.deliveryId)}/redeliver`,
      {},
    );
    if (res.status >= 300) return apiFailure(request, reply, res, 'delivery');
    const id = res.body.deliveryId;
    return reply.redirect(
      await withNotice(session, request, `/console/webhooks/${encodeURIComponent(id)}`, `Redelivery ${id} queued (same event id).`),
      303,
    );
  });
};
