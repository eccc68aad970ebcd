// The back office's view of a submission: everything staff need to follow
// one through (the request as received, the outcome, the job and its lease).
import type { JobView } from '../../jobs/queue.ts';
import type { SubmissionDetail } from './service.ts';
import type { SubmissionRecord } from '../repo.ts';
import { renderSubmission } from '../render.ts';

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
  return { ...renderAdminSubmission(d.submission), request: d.submission.request, job: d.job && renderJob(d.job) };
}
