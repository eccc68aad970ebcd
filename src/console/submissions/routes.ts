// Submissions: failed and stuck ones across partners (GET /admin/submissions),
// one submission with its request, job and errors, requeue and fail.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryString, type Fields, type Notice, type Path } from '../api.ts';
import { errorsOf, formOf, NO_ERRORS, text, type FormErrors } from '../forms.ts';
import { confirmed } from '../layout/confirm.ts';
import { apiFailure, CONSOLE_ROUTE, page } from '../layout/render.ts';
import type { ApiFor } from '../api.ts';
import { ADMIN_SUBMISSION_PAGE, type AllListQuery } from '../../submissions/admin/schemas.ts';
import type { SubmissionParams } from '../../submissions/schemas.ts';
import type { SubmissionDetail, SubmissionsPage } from '../answers.ts';
import { namesOf } from '../names.ts';

const STATUSES = ['queued', 'processing', 'failed', 'completed'] as const;
type Submission = Path<typeof SubmissionParams>;

export async function submissionsPages(app: FastifyInstance, { apiFor }: { apiFor: ApiFor }): Promise<void> {
  app.get<{ Querystring: Fields<typeof AllListQuery> }>('/console/submissions', CONSOLE_ROUTE, async (request, reply) => {
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
  });

  const show = async (
    request: FastifyRequest<{ Params: Submission }>,
    reply: FastifyReply,
    errors: FormErrors,
    notice: string | null,
    status = 200,
  ) => {
    const api = apiFor(request);
    const [res, names] = await Promise.all([
      api.get<SubmissionDetail>(`/admin/submissions/${encodeURIComponent(request.params.submissionId)}`),
      namesOf(api),
    ]);
    if (res.status !== 200) return apiFailure(request, reply, res, 'submission');
    return page(
      request,
      reply,
      'submissions/show',
      { title: `Submission ${request.params.submissionId}`, s: res.body, names, errors, notice },
      status,
    );
  };

  app.get<{ Params: Submission; Querystring: Notice }>('/console/submissions/:submissionId', CONSOLE_ROUTE, async (request, reply) =>
    show(request, reply, NO_ERRORS, request.query.done ?? null),
  );

  app.post<{ Params: Submission }>('/console/submissions/:submissionId/requeue', CONSOLE_ROUTE, async (request, reply) => {
    const res = await apiFor(request).post(`/admin/submissions/${encodeURIComponent(request.params.submissionId)}/requeue`, {});
    if (res.status >= 300) return show(request, reply, errorsOf(res, []), null, res.status);
    return reply.redirect(
      `/console/submissions/${encodeURIComponent(request.params.submissionId)}?done=${encodeURIComponent('Requeued: a worker claims it now, with fresh attempts.')}`,
      303,
    );
  });

  app.post<{ Params: Submission }>('/console/submissions/:submissionId/fail', CONSOLE_ROUTE, async (request, reply) => {
    const detail = text(formOf(request), 'detail');
    const question = `End submission ${request.params.submissionId} as failed? The partner sees the detail; no order is created.`;
    const back = `/console/submissions/${encodeURIComponent(request.params.submissionId)}`;
    // The detail the member typed is carried again (it is the form's own field, shown to the partner as typed).
    if (!(await confirmed(request, reply, { question, back, fields: { detail: /^[^\0]{0,2000}$/ } }))) return reply;
    const res = await apiFor(request).post(`/admin/submissions/${encodeURIComponent(request.params.submissionId)}/fail`, { detail });
    if (res.status >= 300) return show(request, reply, errorsOf(res, ['detail']), null, res.status);
    return reply.redirect(
      `/console/submissions/${encodeURIComponent(request.params.submissionId)}?done=${encodeURIComponent('Ended as failed.')}`,
      303,
    );
  });
}
