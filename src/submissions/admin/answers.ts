// The back office's submission answers, the admin routes' response schemas: the
// partner API's Submission plus what staff also see (render.ts).
import { Type } from 'typebox';
import { DateTime, Nullable, named, oneOfLiterals } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { OrderBody, Submission } from '../schemas.ts';

const submissionFields = {
  ...Submission.properties,
  partnerId: Type.Integer(),
  siteId: Type.Integer(),
  partnerOrderId: Type.String(),
  orderingUserId: Nullable(Type.Integer()),
  orderNumber: Nullable(Type.Integer()),
  createdAt: DateTime,
  updatedAt: DateTime,
  completedAt: Nullable(DateTime),
};
export const AdminSubmissionSummary = named(
  'AdminSubmissionSummary',
  Type.Object({ ...submissionFields, seq: Type.String({ description: 'Its place in the list: the cursor’s key.' }) }, closed),
);
export const AdminSubmission = named(
  'AdminSubmission',
  Type.Object(
    {
      ...submissionFields,
      request: OrderBody,
      job: Nullable(
        Type.Object(
          {
            jobId: Type.String(),
            state: oneOfLiterals(['ready', 'running', 'done', 'dead']),
            attempts: Type.Integer(),
            maxAttempts: Type.Integer(),
            runAfter: DateTime,
            leaseOwner: Nullable(Type.String()),
            leaseExpiresAt: Nullable(DateTime),
            lastError: Nullable(Type.String()),
          },
          closed,
        ),
      ),
    },
    closed,
  ),
);

export const AdminSubmissionList = adminPage('AdminSubmission', 'submissions', AdminSubmissionSummary);
