// Partner API: order submission and the submission reads (orders:write).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import { pollHeaders, renderSubmission } from './render.ts';
import * as S from './schemas.ts';
import type { SubmissionsService } from './service.ts';

const WRITE = 'partner-api/orders:write' as const;
const tags = ['Orders'];

export const submissionRoutes: FastifyPluginAsyncTypebox<{ submissions: SubmissionsService }> = async (app, { submissions }) => {
  app.post(
    '/v1/orders',
    {
      config: { scope: WRITE },
      schema: {
        tags,
        summary: 'Submit an order; waits up to 20 seconds for the outcome',
        body: S.OrderBody,
        response: { 200: S.Submission, 201: S.Submission, ...problemResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const { submission, created } = await submissions.submit(callerOf(request), request.body, request.id);
      return reply
        .code(created ? 201 : 200)
        .headers(pollHeaders(submission, true))
        .send(renderSubmission(submission));
    },
  );

  app.get(
    '/v1/orders/submissions',
    {
      config: { scope: WRITE },
      schema: {
        tags,
        summary: "The partner's submissions, newest first",
        querystring: S.SubmissionListQuery,
        response: { 200: S.SubmissionList, ...problemResponses(400) },
      },
    },
    async (request) => {
      const page = await submissions.list(callerOf(request), request.query);
      return { submissions: page.items.map(renderSubmission), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/orders/submissions/:submissionId',
    {
      config: { scope: WRITE },
      schema: {
        tags,
        summary: 'One submission; Retry-After: 2 while not terminal',
        params: S.SubmissionParams,
        response: { 200: S.Submission, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const submission = await submissions.get(callerOf(request), request.params.submissionId);
      return reply.headers(pollHeaders(submission, false)).send(renderSubmission(submission));
    },
  );
};
