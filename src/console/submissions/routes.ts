// Submissions: failed and stuck ones across partners (GET /admin/submissions),
// one submission with its request, job and errors, requeue and fail.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryString } from '../api.ts';
import { errorsOf, formOf, NO_ERRORS, text, type FormErrors } from '../forms.ts';
import { confirmed } from '../layout/confirm.ts';
import { apiFailure, CONSOLE_ROUTE, page } from '../layout/render.ts';
import type { ApiFor } from '../api.ts';
import { ADMIN_SUBMISSION_PAGE } from '../../submissions/admin/schemas.ts';
import type { SubmissionDetail, SubmissionsPage } from '../answers.ts';
import { namesOf } from '../names.ts';

const STATUSES = ['queued', 'processing', 'failed', 'completed'] as const;

export async function submissionsPages(app: FastifyInstance, { apiFor }: { apiFor: ApiFor }): Promise<void> {
  app.get<{ Querystring: { partnerId?: string; status?: string; before?: string } }>(
    '/console/submissions',
    CONSOLE_ROUTE,
    async (request, reply) => {
      const q = request.query;
      const status = q.status ?? 'failed';
      const filters = { partnerId: (q.partnerId ?? '').trim(), status };
      const api = apiFor(request);
      const [res, names] = await Promise.all([
        api.get<SubmissionsPage>('/admin/submissions', { ...filters, before: q.before }),
        namesOf(api, { partners: true }),
      ]);
      const ok = res.status === 200;
      const rows = ok ? res.body.submissions : [];
      const last = rows.at(-1);
      return page(
        request,
        reply,
        'submissions/list',
        {
          title: 'Submissions',
          filters,
          statuses: STATUSES,
          submissions: rows,
          names,
          errors: ok ? NO_ERRORS : errorsOf(res, ['partnerId', 'status']),
          next:
            rows.length === ADMIN_SUBMISSION_PAGE.default && last
              ? `/console/submissions${queryString({ ...filters, before: last.seq })}`
              : null,
          first: q.before ? `/console/submissions${queryString(filters)}` : null,
        },
        ok ? 200 : res.status,
      );
    },
  );

  const show = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    errors: FormErrors,
    notice: string | null,
    status = 200,
  ) => {
    const api = apiFor(request);
    const [res, names] = await Promise.all([
      api.get<SubmissionDetail>(`/admin/submissions/${encodeURIComponent(request.params.id)}`),
      namesOf(api),
    ]);
    if (res.status !== 200) return apiFailure(request, reply, res, 'submission');
    return page(
      request,
      reply,
      'submissions/show',
      { title: `Submission ${request.params.id}`, s: res.body, names, errors, notice },
      status,
    );
  };

  app.get<{ Params: { id: string }; Querystring: { done?: string } }>('/console/submissions/:id', CONSOLE_ROUTE, async (request, reply) =>
    show(request, reply, NO_ERRORS, request.query.done ?? null),
  );

  app.post<{ Params: { id: string } }>('/console/submissions/:id/requeue', CONSOLE_ROUTE, async (request, reply) => {
    const res = await apiFor(request).post(`/admin/submissions/${encodeURIComponent(request.params.id)}/requeue`, {});
    if (res.status >= 300) return show(request, reply, errorsOf(res, []), null, res.status);
    return reply.redirect(
      `/console/submissions/${encodeURIComponent(request.params.id)}?done=${encodeURIComponent('Requeued: a worker claims it now, with fresh attempts.')}`,
      303,
    );
  });

  app.post<{ Params: { id: string } }>('/console/submissions/:id/fail', CONSOLE_ROUTE, async (request, reply) => {
    const detail = text(formOf(request), 'detail');
    const question = `End submission ${request.params.id} as failed? The partner sees the detail; no order is created.`;
    const back = `/console/submissions/${encodeURIComponent(request.params.id)}`;
    // The detail the member typed is carried again (it is the form's own field, shown to the partner as typed).
    if (!(await confirmed(request, reply, { question, back, fields: { detail: /^[^\0]{0,2000}$/ } }))) return reply;
    const res = await apiFor(request).post(`/admin/submissions/${encodeURIComponent(request.params.id)}/fail`, { detail });
    if (res.status >= 300) return show(request, reply, errorsOf(res, ['detail']), null, res.status);
    return reply.redirect(
      `/console/submissions/${encodeURIComponent(request.params.id)}?done=${encodeURIComponent('Ended as failed.')}`,
      303,
    );
  });
}
