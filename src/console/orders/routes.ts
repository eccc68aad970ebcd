// Orders: the search (by number, site, partner, partnerOrderId prefix,
// status, dates), the find box that takes any order reference, and one
// order's page: lines with their print files and proofs (each file with its
// download link), shipments, cancellations, the ship-to address and the
// timeline of everything that happened.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OrderListQuery, OrderParams } from '../../orders/admin/schemas.ts';
import type { AdminOrder, LineDetail, OrdersPage, ShipmentsAnswer, Timeline } from '../answers.ts';
import { ORDER_STATUSES } from '../../orders/statuses.ts';
import { NoticeQuery, queryString, textParams, textQuery, type Problem } from '../api.ts';
import { NO_ERRORS, type FormErrors } from '../forms.ts';
import { apiFailure, consoleRoute, listPage, page } from '../layout/render.ts';
import { namesOf } from '../names.ts';
import type { ApiFor, ConsoleSession } from '../api.ts';
import { noticeOf } from '../notices.ts';

type Row = Record<string, unknown>;
/** The admin route's filters, and the console's own find boxes: an order number, any order reference. */
const Search = textQuery(OrderListQuery, Type.Object({ number: Type.String(), q: Type.String() }));
const FILTERS = ['siteId', 'partnerId', 'partnerOrderId', 'status', 'from', 'to'] as const;
const ORDER_NUMBER = /^\d{1,9}$/;

export const ordersPages: FastifyPluginAsyncTypebox<{ apiFor: ApiFor; session: ConsoleSession }> = async (app, { apiFor, session }) => {
  app.get('/console/orders', consoleRoute({ querystring: Search }), async (request, reply) => {
    const q = request.query;
    const api = apiFor(request);
    const number = (q.number ?? '').trim();
    if (number) return reply.redirect(`/console/orders/${encodeURIComponent(number)}`, 303);
    // The find box: an order number opens the order; anything else (or a number no order has) is a
    // partner order id prefix, whatever its case: one match opens it, more show the filtered list.
    const ref = (q.q ?? '').trim();
    if (ref) {
      if (ORDER_NUMBER.test(ref) && (await api.get(`/admin/orders/${ref}`)).status === 200)
        return reply.redirect(`/console/orders/${ref}`, 303);
      const found = await api.get<OrdersPage>('/admin/orders', { partnerOrderIdPrefix: ref.slice(0, 100), limit: 2 });
      const only = found.status === 200 && found.body.orders.length === 1 ? found.body.orders[0] : undefined;
      if (only) return reply.redirect(`/console/orders/${only.orderNumber}`, 303);
      return reply.redirect(`/console/orders${queryString({ partnerOrderId: ref })}`, 303);
    }
    const filters = Object.fromEntries(FILTERS.map((f) => [f, (q[f] ?? '').trim()]));
    const [res, names] = await Promise.all([
      // The console's partner order id box is the admin API's prefix search.
      api.get<OrdersPage>('/admin/orders', {
        ...filters,
        partnerOrderId: undefined,
        partnerOrderIdPrefix: filters.partnerOrderId,
        cursor: q.cursor,
      }),
      namesOf(api),
    ]);
    const errors = (failed: typeof res) => ({
      summary: String((failed.body as unknown as Problem).detail ?? `The admin API answered ${failed.status}.`),
      fields: {},
    });
    const answer = { path: '/console/orders', filters, cursor: q.cursor, res, rows: 'orders' as const, errors };
    return listPage(request, reply, 'orders/list', answer, { title: 'Orders', names, statuses: ORDER_STATUSES });
  });

  app.get(
    '/console/orders/:orderNumber',
    consoleRoute({ params: textParams(OrderParams), querystring: NoticeQuery }),
    async (request, reply) => {
      const notice = await noticeOf(session, request, request.query.done);
      return orderPage(apiFor, request, reply, request.params.orderNumber, { errors: NO_ERRORS, notice });
    },
  );
};

/** One order's page; a failed form's errors are shown beside it (`section`). */
export async function orderPage(
  apiFor: ApiFor,
  request: FastifyRequest,
  reply: FastifyReply,
  orderNumber: string,
  state: { errors: FormErrors; section?: string; form?: Row; notice?: string | null },
  status = 200,
) {
  const api = apiFor(request);
  const n = encodeURIComponent(orderNumber);
  const [order, names] = await Promise.all([api.get<AdminOrder>(`/admin/orders/${n}`), namesOf(api)]);
  if (order.status !== 200) return apiFailure(request, reply, order, `order ${orderNumber}`);
  const lines = order.body.lines.slice(0, 50);
  // Every line's detail: its print files (artwork) and proof files with their download links, reasons and proof log.
  // A line outside the proof flow may still carry print files, and nothing in the order's summary tells which does.
  const [shipments, timeline, ...details] = await Promise.all([
    api.get<ShipmentsAnswer>(`/admin/orders/${n}/shipments`),
    api.get<Timeline>(`/admin/orders/${n}/timeline`),
    ...lines.map((l) => api.get<LineDetail>(`/admin/orders/${n}/items/${l.itemNumber}`)),
  ]);
  return page(
    request,
    reply,
    'orders/show',
    {
      title: `Order ${order.body.orderNumber}`,
      order: order.body,
      names,
      lines: lines.map((l, i) => (details[i]?.status === 200 ? details[i].body : l)),
      shipments: shipments.body.shipments ?? [],
      timeline: timeline.status === 200 ? timeline.body.entries : [],
      statuses: ORDER_STATUSES,
      notice: state.notice ?? null,
      section: state.section ?? null,
      errors: state.errors,
      form: state.form ?? {},
    },
    status,
  );
}
