// The audit log: newest first, filtered by staff member (actor), partner and
// action, keyset-paged with the admin API's cursors.
import type { FastifyInstance } from 'fastify';
import { queryString } from '../api.ts';
import { errorsOf, NO_ERRORS } from '../forms.ts';
import { CONSOLE_ROUTE, page } from '../layout/render.ts';
import type { ApiFor } from '../api.ts';

type Row = Record<string, unknown>;

export async function auditPages(app: FastifyInstance, { apiFor }: { apiFor: ApiFor }): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>('/console/audit', CONSOLE_ROUTE, async (request, reply) => {
    const q = request.query;
    const filters = { actor: (q.actor ?? '').trim(), partnerId: (q.partnerId ?? '').trim(), action: (q.action ?? '').trim() };
    const res = await apiFor(request).get<{ entries: Row[]; nextCursor: string | null }>('/admin/audit', {
      actor: filters.actor,
      action: filters.action,
      ...(filters.partnerId && { targetType: 'partner', targetId: filters.partnerId }),
      cursor: q.cursor,
      limit: 50,
    });
    const ok = res.status === 200;
    return page(
      request,
      reply,
      'audit/list',
      {
        title: 'Audit log',
        filters,
        entries: ok ? res.body.entries : [],
        errors: ok ? NO_ERRORS : errorsOf(res, ['actor', 'action']),
        next: ok && res.body.nextCursor ? `/console/audit${queryString({ ...filters, cursor: res.body.nextCursor })}` : null,
        first: q.cursor ? `/console/audit${queryString(filters)}` : null,
      },
      ok ? 200 : res.status,
    );
  });
}
