// Submissions: failed and stuck ones across partners (GET /admin/submissions),
// one submission with its request, job and errors, requeue and fail.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoticeQuery, queryString, textParams, textQuery, type Path } from '../api.ts';
import { errorsOf, formOf, NO_ERRORS, text, type FormErrors } from '../forms.ts';
import { confirmed, type Asks } from '../layout/confirm.ts';
import { apiFailure, consoleRoute, page } from '../layout/render.ts';
import type { ApiFor, ConsoleSession } from '../api.ts';
import { noticeOf, withNotice } from '../notices.ts';
import { AllListQuery } from '../../submissions/admin/schemas.ts';
import { SubmissionParams } from '../../submissions/schemas.ts';
import type { SubmissionDetail, SubmissionsPage } from '../answers.ts';
import { namesOf } from '../names.ts';
import { PAGES } from '../../http/operations/pages.ts';

const STATUSES = ['queued', 'processing', 'failed', 'completed'] as const;
type Submission = Path<typeof SubmissionParams>;
const SubmissionPath = textParams(SubmissionParams);

export const submissionsPages: FastifyPluginAsyncTypebox<{ apiFor: ApiFor; session: ConsoleSession; asks: Asks }> = async (
  app,
  { apiFor, session, asks },
) => {
  app.get('/console/submissions', consoleRoute({ querystring: textQuery(AllListQuery) }), async (request, reply) => {
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
          rows.length === PAGES.adminSubmissions.default && last
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

  app.get(
    '/console/submissions/:submissionId',
    consoleRoute({ params: SubmissionPath, querystring: NoticeQuery }),
    async (request, reply) => show(request, reply, NO_ERRORS, await noticeOf(session, request, request.query.done)),
  );

  app.post('/console/submissions/:submissionId/requeue', consoleRoute({ params: SubmissionPath }), async (request, reply) => {
    const res = await apiFor(request).post(`/admin/submissions/${encodeURIComponent(request.params.submissionId)}/requeue`, {});
    if (res.status >= 300) return show(request, reply, errorsOf(res, []), null, res.status);
    const back = `/console/submissions/${encodeURIComponent(request.params.submissionId)}`;
    return reply.redirect(await withNotice(session, request, back, 'Requeued: a worker claims it now, with fresh attempts.'), 303);
  });

  app.post('/console/submissions/:submissionId/fail', consoleRoute({ params: SubmissionPath }), async (request, reply) => {
    const detail = text(formOf(request), 'detail');
    const question = `End submission ${request.params.submissionId} as failed? The partner sees the detail; no order is created.`;
    const back = `/console/submissions/${encodeURIComponent(request.params.submissionId)}`;
    // The detail the member typed is carried again (it is the form's own field, shown to the partner as typed).
    if (asks('submissionsFail') && !(await confirmed(request, reply, { question, back, fields: { detail: /^[^\0]{0,2000}$/ } })))
      return reply;
    const res = await apiFor(request).post(`/admin/submissions/${encodeURIComponent(request.params.submissionId)}/fail`, { detail });
    if (res.status >= 300) return show(request, reply, errorsOf(res, ['detail']), null, res.status);
    return reply.redirect(await withNotice(session, request, back, 'Ended as failed.'), 303);
  });
};
