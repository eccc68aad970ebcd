// The audit log: newest first, filtered by person (a team member, chosen by
// name: their console actions and their tokens'), partner (by name), raw
// actor and action, keyset-paged with the admin API's cursors and page size.
import type { FastifyInstance } from 'fastify';
import type { AuditQuery } from '../../audit/admin/schemas.ts';
import type { AuditPage } from '../answers.ts';
import { type Fields } from '../api.ts';
import { errorsOf } from '../forms.ts';
import { CONSOLE_ROUTE, listPage } from '../layout/render.ts';
import { membersOf, namesOf } from '../names.ts';
import type { ApiFor } from '../api.ts';

type Search = Fields<typeof AuditQuery> & { partnerId?: string };

export async function auditPages(app: FastifyInstance, { apiFor }: { apiFor: ApiFor }): Promise<void> {
  app.get<{ Querystring: Search }>('/console/audit', CONSOLE_ROUTE, async (request, reply) => {
    const q = request.query;
    const api = apiFor(request);
    const filters = {
      person: (q.person ?? '').trim(),
      actor: (q.actor ?? '').trim(),
      partnerId: (q.partnerId ?? '').trim(),
      action: (q.action ?? '').trim(),
    };
    const [res, names, members] = await Promise.all([
      api.get<AuditPage>('/admin/audit', {
        person: filters.person,
        actor: filters.actor,
        action: filters.action,
        ...(filters.partnerId && { targetType: 'partner', targetId: filters.partnerId }),
        cursor: q.cursor,
      }),
      namesOf(api, { partners: true }),
      membersOf(api),
    ]);
    const errors = (failed: typeof res) => errorsOf(failed, ['person', 'actor', 'action']);
    const answer = { path: '/console/audit', filters, cursor: q.cursor, res, rows: 'entries' as const, errors };
    return listPage(request, reply, 'audit/list', answer, { title: 'Audit log', names, members });
  });
}
