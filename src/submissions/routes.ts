// Partner API: order submission and the submission reads (orders:write).
import { renderPage } from '../http/cursor.ts';
import { problems } from '../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../http/operations/docs.ts';
import { callerOf } from '../access/tenancy.ts';
import { pollHeaders, renderSubmission } from './render.ts';
import * as S from './schemas.ts';
import type { SubmissionsService } from './service.ts';
import { ORDERS_WRITE } from '../access/scopes.ts';
import { operation, READ_ONLY, WRITE_IDEMPOTENT } from '../http/operations/operation.ts';
import { PAGES, pagedBy } from '../http/operations/pages.ts';
import { parkingOf } from '../http/pressure/admission.ts';

const { write } = partnerDocs(['Orders'], { write: ORDERS_WRITE });

export function submissionRoutes(app: PartnerApp, { submissions }: { submissions: SubmissionsService }): void {
  app.post(
    '/v1/orders',
    operation(
      'ordersSubmit',
      write(
        'Submit an order; waits up to 20 seconds for the outcome',
        "Submits an order: the service validates the body, resolves the site's configured ordering user, stores the submission, enqueues it and waits up to 20 seconds for a terminal outcome. 201 when the submission is created; resubmitting the identical body with a used `partnerOrderId` returns the original submission with 200 at whatever stage it has reached, a different body is 409 `partner_order_id_reused`. A site with no ordering user is 409 `ordering_not_provisioned`. A submission still `queued` or `processing` when the wait ends carries `Location` (its URL) and `Retry-After`; poll it. While orders arrive faster than they are placed (many submissions waiting for a while), a new one is refused 503 `service_unavailable` with `Retry-After` before anything is stored: send it again then, unchanged. There is no price field: pricing is the platform's.",
        {
          body: S.OrderBody,
          response: { 200: S.SubmittedAgain, 201: S.SubmittedNew, ...problems('ordering_not_provisioned', 'partner_order_id_reused') },
        },
      ),
      {
        answers: {
          200: 'The submission this `partnerOrderId` already made (the same body again), at whatever stage it has reached: never a second order.',
          201: 'Created: the submission, `completed` with its order, `failed` with its errors, or still `queued`/`processing` when the wait ended (then with `Location` and `Retry-After`: poll it).',
        },
        mcp: {
          words:
            'Submit an order; waits up to 20 seconds for the outcome. Resubmitting the same body under the same partnerOrderId returns the same submission.',
          hints: WRITE_IDEMPOTENT,
        },
      },
    ),
    async (request, reply) => {
      const { submission, created } = await submissions.submit(callerOf(request), request.body, request.id, parkingOf(request.raw));
      return reply
        .code(created ? 201 : 200)
        .headers(pollHeaders(submission, true))
        .send(renderSubmission(submission));
    },
  );

  app.get(
    '/v1/orders/submissions',
    operation(
      'ordersSubmissions',
      write(
        "The partner's submissions, newest first",
        "The partner's submissions, newest first, filtered by `status` (`queued`, `processing`, `completed`, `failed`), " +
          pagedBy(PAGES.submissions) +
          '.',
        {
          querystring: S.SubmissionListQuery,
          response: { 200: S.SubmissionList, ...problems() },
        },
      ),
      { mcp: { words: "The partner's submissions, newest first.", hints: READ_ONLY } },
    ),
    async (request) => renderPage('submissions', await submissions.list(callerOf(request), request.query), renderSubmission),
  );

  app.get(
    '/v1/orders/submissions/:submissionId',
    operation(
      'ordersSubmission',
      write(
        'One submission; Retry-After: 2 while not terminal',
        'One submission of the calling partner; the path must be a UUID. While it is not terminal the answer carries `Retry-After: 2`. The shape is identical to the answer of POST /v1/orders.',
        {
          params: S.SubmissionParams,
          response: { 200: S.PolledSubmission, ...problems('submission_not_found') },
        },
      ),
      {
        answers: { 200: 'The submission, at the stage it has reached.' },
        mcp: { words: 'One submission; poll it every 2 seconds while it is not terminal.', hints: READ_ONLY },
      },
    ),
    async (request, reply) => {
      const submission = await submissions.get(callerOf(request), request.params.submissionId);
      return reply.headers(pollHeaders(submission, false)).send(renderSubmission(submission));
    },
  );
}
