// Order submission and polling as MCP tools; idempotent by partnerOrderId like POST /v1/orders.
import { renderSubmission } from '../../submissions/render.ts';
import * as S from '../../submissions/schemas.ts';
import { WRITE_IDEMPOTENT, READ_ONLY, type McpToolDefinition } from '../tool.ts';
import { ORDERS_WRITE } from '../../access/scopes.ts';

export const submissionTools: McpToolDefinition[] = [
  {
    route: 'POST /v1/orders',
    output: S.Submission,
    description:
      'Submit an order; waits up to 20 seconds for the outcome. Resubmitting the same body under the same partnerOrderId returns the same submission.',
    scope: ORDERS_WRITE,
    annotations: WRITE_IDEMPOTENT,
    body: S.OrderBody,
    run: async (p, caller, { body, requestId }) => renderSubmission((await p.submissions.submit(caller, body, requestId)).submission),
  },
  {
    route: 'GET /v1/orders/submissions',
    output: S.SubmissionList,
    description: "The partner's submissions, newest first.",
    scope: ORDERS_WRITE,
    annotations: READ_ONLY,
    query: S.SubmissionListQuery,
    run: async (p, caller, { query }) => {
      const page = await p.submissions.list(caller, query);
      return { submissions: page.items.map(renderSubmission), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'GET /v1/orders/submissions/{submissionId}',
    output: S.Submission,
    description: 'One submission; poll it every 2 seconds while it is not terminal.',
    scope: ORDERS_WRITE,
    annotations: READ_ONLY,
    params: S.SubmissionParams,
    run: async (p, caller, { params }) => renderSubmission(await p.submissions.get(caller, params.submissionId)),
  },
];
