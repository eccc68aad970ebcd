// Back-office routes for order submissions: list a partner's, read one with
// its job, requeue a stuck one, or end one as failed. Writes are audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okExample, problems } from '../../http/schema-helpers.ts';
import type { SubmissionsAdminService } from './service.ts';
import { renderAdminSubmission, renderAdminSubmissionDetail } from './render.ts';
import { SubmissionParams } from '../schemas.ts';
import { FailBody, ListQuery, PartnerParams } from './schemas.ts';
import * as EX from './examples.ts';

const ACTOR = 'admin-api';
const tags = ['Submissions'];

export const submissionAdminRoutes: FastifyPluginAsyncTypebox<{ admin: SubmissionsAdminService }> = async (app, { admin }) => {
  app.get(
    '/admin/partners/:partnerId/submissions',
    {
      schema: {
        tags,
        summary: "A partner's order submissions, newest first",
        description: "A partner's order submissions, newest first.",
        response: { 200: okExample({ submissions: [{ ...EX.submission, seq: '1' }] }) },
        params: PartnerParams,
        querystring: ListQuery,
      },
    },
    async (req) => {
      const rows = await admin.list({
        partnerId: req.params.partnerId,
        status: req.query.status,
        beforeSeq: req.query.before,
        limit: req.query.limit,
      });
      return { submissions: rows.map((r) => ({ ...renderAdminSubmission(r), seq: r.seq })) };
    },
  );
  app.get(
    '/admin/submissions/:submissionId',
    {
      schema: {
        tags,
        summary: 'One submission with its request and its job',
        description: 'One submission with its request body and its job.',
        response: { 200: okExample(EX.detail), ...problems('not_found') },
        params: SubmissionParams,
      },
    },
    async (req) => renderAdminSubmissionDetail(await admin.get(req.params.submissionId)),
  );
  app.post(
    '/admin/submissions/:submissionId/requeue',
    {
      schema: {
        tags,
        summary: 'Retry a queued or processing submission now, with fresh attempts',
        description:
          'Retries a queued or processing submission now, with fresh attempts. A terminal submission is never reprocessed (409 `conflict`). The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.detail), ...problems('conflict') },
        params: SubmissionParams,
      },
    },
    async (req) => renderAdminSubmissionDetail(await admin.requeue(req.params.submissionId, ACTOR)),
  );
  app.post(
    '/admin/submissions/:submissionId/fail',
    {
      schema: {
        tags,
        summary: 'End a stuck submission as failed, with a detail for the partner',
        description:
          'Ends a stuck submission as failed, with a detail the partner reads in `errors`. A terminal one is 409 `conflict`. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.failed), ...problems('conflict') },
        params: SubmissionParams,
        body: FailBody,
      },
    },
    async (req) => renderAdminSubmissionDetail(await admin.fail(req.params.submissionId, req.body.detail, ACTOR)),
  );
};
