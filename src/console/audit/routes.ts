// The audit log: newest first, filtered by person (a team member, chosen by
// name: their console actions and their tokens'), partner (by name), raw
// actor and action, keyset-paged with the admin API's cursors and page size.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditQuery } from '../../audit/admin/schemas.ts';
import { PartnerIdParams } from '../../partners/admin/schemas.ts';
import type { AuditPage } from '../answers.ts';
import { textQuery } from '../api.ts';
import { errorsOf } from '../forms.ts';
import { consoleRoute, listPage } from '../layout/render.ts';
import { membersOf, namesOf } from '../names.ts';
import type { ApiFor } from '../api.ts';

/** The admin route's filters, and a partner (the page asks for its entries by target). */
const Search = textQuery(AuditQuery, PartnerIdParams);

export const auditPages: FastifyPluginAsyncTypebox<{ apiFor: ApiFor }> = async (app, { apiFor }) => {
  app.get('/console/audit', consoleRoute({ querystring: Search }), async (request, reply) => {
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
};
