// Back-office routes for order submissions: list a partner's, read one with
// its job, requeue a stuck one, or end one as failed. Writes are audited.
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { idString, okExample, withExample } from '../../http/schema-helpers.ts';
import type { SubmissionsAdminService } from './service.ts';
import { renderAdminSubmission, renderAdminSubmissionDetail } from './render.ts';
import { STATUSES, SubmissionParams } from '../schemas.ts';
import * as EX from './examples.ts';

const ACTOR = 'admin-api';
const tags = ['Submissions'];

const PartnerParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });
const ListQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(STATUSES.map((s) => Type.Literal(s)))),
    limit: Type.Optional(
      Type.Unsafe<number>({
        type: 'string',
        pattern: '^([1-9][0-9]?|1[0-9]{2}|200)$',
        'x-parse': 'int',
        description: '1 to 200, default 50.',
      }),
    ),
    before: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{0,18}$',
        description: 'Only submissions older than this listing position (`seq` of the last row).',
      }),
    ),
  },
  { additionalProperties: false },
);
const FailBody = withExample(Type.Object({ detail: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false }), {
  detail: "Cancelled at the partner's request.",
});

export const submissionAdminRoutes: FastifyPluginAsync<{ admin: SubmissionsAdminService }> = async (app, { admin }) => {
  app.get<{ Params: Static<typeof PartnerParams>; Querystring: Static<typeof ListQuery> }>(
    '/admin/partners/:partnerId/submissions',
    {
      schema: {
        tags,
        summary: "A partner's order submissions, newest first",
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
        limit: req.query.limit ?? 50,
      });
      return { submissions: rows.map((r) => ({ ...renderAdminSubmission(r), seq: r.seq })) };
    },
  );
  app.get<{ Params: Static<typeof SubmissionParams> }>(
    '/admin/submissions/:submissionId',
    {
      schema: {
        tags,
        summary: 'One submission with its request and its job',
        response: { 200: okExample(EX.detail) },
        params: SubmissionParams,
      },
    },
    async (req) => renderAdminSubmissionDetail(await admin.get(req.params.submissionId)),
  );
  app.post<{ Params: Static<typeof SubmissionParams> }>(
    '/admin/submissions/:submissionId/requeue',
    {
      schema: {
        tags,
        summary: 'Retry a queued or processing submission now, with fresh attempts',
        response: { 200: okExample(EX.detail) },
        params: SubmissionParams,
      },
    },
    async (req) => renderAdminSubmissionDetail(await admin.requeue(req.params.submissionId, ACTOR)),
  );
  app.post<{ Params: Static<typeof SubmissionParams>; Body: Static<typeof FailBody> }>(
    '/admin/submissions/:submissionId/fail',
    {
      schema: {
        tags,
        summary: 'End a stuck submission as failed, with a detail for the partner',
        response: { 200: okExample(EX.failed) },
        params: SubmissionParams,
        body: FailBody,
      },
    },
    async (req) => renderAdminSubmissionDetail(await admin.fail(req.params.submissionId, req.body.detail, ACTOR)),
  );
};
