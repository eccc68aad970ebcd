// Back-office routes for order submissions: list a partner's, read one with
// its job, requeue a stuck one, or end one as failed. Writes are audited.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems, answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import type { SubmissionsAdminService } from './service.ts';
import { renderAdminSubmission, renderAdminSubmissionDetail } from './render.ts';
import { SubmissionParams } from '../schemas.ts';
import { AllListQuery, FailBody, ListQuery, PartnerParams } from './schemas.ts';
import * as EX from './examples.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, write, resource } = adminDocs(['Submissions']);
const submission = resource(Answer.AdminSubmission, EX.detail);
const list = resource(Answer.AdminSubmissionList, { submissions: [{ ...EX.submission, seq: '1' }] });

export const submissionAdminRoutes: FastifyPluginAsyncTypebox<{ admin: SubmissionsAdminService }> = async (app, { admin }) => {
  /** Both listings answer a page the same way: each submission with its `seq`, the `before` of the next page. */
  const page = async (filter: Parameters<SubmissionsAdminService['list']>[0]) => ({
    submissions: (await admin.list(filter)).map((r) => ({ ...renderAdminSubmission(r), seq: r.seq })),
  });
  app.get(
    '/admin/partners/:partnerId/submissions',
    operation(
      'partnersSubmissions',
      list.read("A partner's order submissions, newest first", "A partner's order submissions, newest first.", {
        params: PartnerParams,
        querystring: ListQuery,
      }),
    ),
    async (req) => page({ partnerId: req.params.partnerId, status: req.query.status, beforeSeq: req.query.before, limit: req.query.limit }),
  );
  app.get(
    '/admin/submissions',
    operation(
      'submissionsList',
      list.read(
        "Every partner's order submissions (or one partner's), newest first; e.g. status=failed",
        'Order submissions across partners, newest first, filtered by partner and status (queued, processing, completed, failed): the failed and stuck ones staff look at; paged with `before`.',
        { querystring: AllListQuery },
      ),
    ),
    async (req) => page({ partnerId: req.query.partnerId, status: req.query.status, beforeSeq: req.query.before, limit: req.query.limit }),
  );
  app.get(
    '/admin/submissions/:submissionId',
    operation(
      'submissionsShow',
      submission.read(
        'One submission with its request and its job',
        'One submission with its request body and its job.',
        { params: SubmissionParams },
        'not_found',
      ),
    ),
    async (req) => renderAdminSubmissionDetail(await admin.get(req.params.submissionId)),
  );
  app.post(
    '/admin/submissions/:submissionId/requeue',
    operation(
      'submissionsRequeue',
      submission.write(
        'submissions.manage',
        'Retry a queued or processing submission now, with fresh attempts',
        'Retries a queued or processing submission now, with fresh attempts. A terminal submission is never reprocessed (409 `conflict`).',
        { params: SubmissionParams },
        'conflict',
      ),
    ),
    async (req) => renderAdminSubmissionDetail(await admin.requeue(req.params.submissionId, actorOf(req))),
  );
  app.post(
    '/admin/submissions/:submissionId/fail',
    operation(
      'submissionsFail',
      write(
        'submissions.manage',
        'End a stuck submission as failed, with a detail for the partner',
        'Ends a stuck submission as failed, with a detail the partner reads in `errors`. A terminal one is 409 `conflict`.',
        { response: { 200: answer(Answer.AdminSubmission, EX.failed), ...problems('conflict') }, params: SubmissionParams, body: FailBody },
      ),
      { confirm: true },
    ),
    async (req) => renderAdminSubmissionDetail(await admin.fail(req.params.submissionId, req.body.detail, actorOf(req))),
  );
};
