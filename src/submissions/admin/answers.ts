// The back office's submission answers, the admin routes' response schemas: the
// partner API's Submission plus what staff also see (render.ts).
import { Type } from 'typebox';
import {
  CreatedOn,
  DateTime,
  describedLiterals,
  Nullable,
  named,
  oneOfLiterals,
  SiteIdField,
  UpdatedOn,
} from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { OrderBody, STATUSES, Submission } from '../schemas.ts';

const dateTime = (description: string) => Type.String({ format: 'date-time', description });
const submissionFields = {
  ...Submission.properties,
  // Staff read the status as any record's (the key keeps its place).
  status: describedLiterals(STATUSES, 'The state of the record.'),
  partnerId: Type.Integer({ description: "The partner's id." }),
  siteId: SiteIdField,
  partnerOrderId: Type.String({ description: "The partner's order id the submission carries." }),
  orderingUserId: Nullable(Type.Integer(), { description: 'The user orders are placed as.' }),
  orderNumber: Nullable(Type.Integer(), { description: "The order's number." }),
  createdAt: CreatedOn,
  updatedAt: UpdatedOn,
  completedAt: Nullable(DateTime, {
    description: 'When the submission completed or failed (ISO 8601 UTC); null while queued or processing.',
  }),
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
            jobId: Type.String({ description: "The job's id." }),
            state: oneOfLiterals(['ready', 'running', 'done', 'dead'], {
              description: "The job's state: ready (waiting for a worker), running (claimed), done or dead (given up after its attempts).",
            }),
            attempts: Type.Integer({ description: 'Attempts made so far.' }),
            maxAttempts: Type.Integer({ description: 'Attempts allowed before the job is dead.' }),
            runAfter: dateTime('When the job may next run (ISO 8601 UTC).'),
            leaseOwner: Nullable(Type.String(), { description: 'The worker holding the job; null when none.' }),
            leaseExpiresAt: Nullable(DateTime, { description: "When the worker's lease ends (ISO 8601 UTC); null when none." }),
            lastError: Nullable(Type.String(), { description: "The last attempt's error; null when none." }),
          },
          closed,
        ),
        { description: 'The queue job placing the order; null once it is pruned.' },
      ),
    },
    closed,
  ),
);

export const AdminSubmissionList = adminPage('AdminSubmission', 'submissions', AdminSubmissionSummary, {
  description: 'The page of submissions.',
});
