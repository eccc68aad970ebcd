// The back office's view of a submission: everything staff need to follow
// one through (the request as received, the outcome, the job and its lease).
import type { JobView } from '../../jobs/queue.ts';
import type { SubmissionDetail } from './service.ts';
import type { SubmissionRecord } from '../repo.ts';
import { renderSubmission } from '../render.ts';
import type { Static } from 'typebox';
import type { OrderBody } from '../schemas.ts';

export function renderAdminSubmission(s: SubmissionRecord) {
  return {
    ...renderSubmission(s),
    partnerId: s.partnerId,
    siteId: s.siteId,
    partnerOrderId: s.partnerOrderId,
    orderingUserId: s.orderingUserId,
    orderNumber: s.orderNumber,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    completedAt: s.completedAt?.toISOString() ?? null,
  };
}

function renderJob(job: JobView) {
  return {
    jobId: job.id,
    state: job.state,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    runAfter: job.runAfter.toISOString(),
    leaseOwner: job.leaseOwner,
    leaseExpiresAt: job.leaseExpiresAt?.toISOString() ?? null,
    lastError: job.lastError,
  };
}

export function renderAdminSubmissionDetail(d: SubmissionDetail) {
  return {
    ...renderAdminSubmission(d.submission), // Stored as it was validated against the order body (POST /v1/orders).
    request: d.submission.request as Static<typeof OrderBody>,
    job: d.job && renderJob(d.job),
  };
}
