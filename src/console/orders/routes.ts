// Orders: the search (by number, site, partner, partnerOrderId, status, dates)
// and one order's page: lines with their proofs, shipments, cancellations and
// the timeline of everything that happened (GET /admin/orders/{n}/timeline).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_STATUSES } from '../../orders/statuses.ts';
import { queryString } from '../api.ts';
import { NO_ERRORS, type FormErrors } from '../forms.ts';
import { apiFailure, CONSOLE_ROUTE, page } from '../layout/render.ts';
import type { ApiFor } from '../api.ts';

type Row = Record<string, unknown>;
type Search = {
  number?: string;
  siteId?: string;
  partnerId?: string;
  partnerOrderId?: string;
  status?: string;
  from?: string;
  to?: string;
  cursor?: string;
};
const FILTERS = ['siteId', 'partnerId', 'partnerOrderId', 'status', 'from', 'to'] as const;

export async function ordersPages(app: FastifyInstance, { apiFor }: { apiFor: ApiFor }): Promise<void> {
  app.get<{ Querystring: Search }>('/console/orders', CONSOLE_ROUTE, async (request, reply) => {
    const q = request.query;
    const number = (q.number ?? '').trim();
    if (number) return reply.redirect(`/console/orders/${encodeURIComponent(number)}`, 303);
    const filters = Object.fromEntries(FILTERS.map((f) => [f, (q[f] ?? '').trim()]));
    const res = await apiFor(request).get<{ orders: Row[]; nextCursor?: string | null }>('/admin/orders', {
      ...filters,
      cursor: q.cursor,
      limit: 50,
    });
    const ok = res.status === 200;
    return page(
      request,
      reply,
      'orders/list',
      {
        title: 'Orders',
        filters,
        statuses: ORDER_STATUSES,
        orders: ok ? res.body.orders : [],
        errors: ok ? NO_ERRORS : { summary: String((res.body as Row).detail ?? `The admin API answered ${res.status}.`), fields: {} },
        next: ok && res.body.nextCursor ? `/console/orders${queryString({ ...filters, cursor: res.body.nextCursor })}` : null,
        first: q.cursor ? `/console/orders${queryString(filters)}` : null,
      },
      ok ? 200 : res.status,
    );
  });

  app.get<{ Params: { orderNumber: string } }>('/console/orders/:orderNumber', CONSOLE_ROUTE, async (request, reply) =>
    orderPage(apiFor, request, reply, { errors: NO_ERRORS }),
  );
}

/** One order's page; a failed form's errors are shown beside it (`section`). */
export async function orderPage(
  apiFor: ApiFor,
  request: FastifyRequest<{ Params: { orderNumber: string } }>,
  reply: FastifyReply,
  state: { errors: FormErrors; section?: string; form?: Row; notice?: string },
  status = 200,
) {
  const api = apiFor(request);
  const n = encodeURIComponent(request.params.orderNumber);
  const order = await api.get<Row & { lines: Row[] }>(`/admin/orders/${n}`);
  if (order.status !== 200) return apiFailure(request, reply, order, `order ${request.params.orderNumber}`);
  const lines = order.body.lines.slice(0, 50);
  // Proof files, reasons and the proof log only for lines in the proof flow (the detail read is the costly one).
  const inProof = (l: Row) => l.proofStatus != null || l.storedProofStatus != null;
  const [shipments, timeline, ...details] = await Promise.all([
    api.get<{ shipments: Row[] }>(`/admin/orders/${n}/shipments`),
    api.get<{ entries: Row[] }>(`/admin/orders/${n}/timeline`),
    ...lines.map((l) => (inProof(l) ? api.get<Row>(`/admin/orders/${n}/items/${l.itemNumber}`) : null)),
  ]);
  const query = request.query as { done?: string };
  return page(
    request,
    reply,
    'orders/show',
    {
      title: `Order ${order.body.orderNumber}`,
      order: order.body,
      lines: lines.map((l, i) => (details[i]?.status === 200 ? details[i].body : l)),
      shipments: shipments.body.shipments ?? [],
      timeline: timeline.status === 200 ? timeline.body.entries : [],
      statuses: ORDER_STATUSES,
      notice: state.notice ?? (query.done ? String(query.done) : null),
      section: state.section ?? null,
      errors: state.errors,
      form: state.form ?? {},
    },
    status,
  );
}
