// The Submission resource as published: identical on the fast path, the
// resubmission and polling. Amounts are stored as exact decimal strings and
// rendered as JSON numbers, as the spec asks for `order`.
import type { SubmissionRecord } from './repo.ts';

export function renderSubmission(s: SubmissionRecord) {
  return {
    submissionId: s.id,
    status: s.status,
    ...(s.status === 'completed' && s.order
      ? {
          order: {
            orderNumber: s.order.orderNumber,
            status: s.order.status,
            totalPrice: Number(s.order.totalPrice),
            projectId: s.order.projectId,
            lines: s.order.lines.map((l) => ({
              partnerLineId: l.partnerLineId,
              quantity: l.quantity,
              lineListTotal: Number(l.lineListTotal),
              lineTotalBeforeAdjustments: Number(l.lineTotalBeforeAdjustments),
            })),
          },
        }
      : {}),
    ...(s.status === 'failed' && s.errors ? { errors: s.errors } : {}),
  };
}

/**
 * Poll hints while the submission is not terminal: Retry-After, and (on the
 * POST, whose URL is not the poll URL) where to poll.
 */
export function pollHeaders(s: SubmissionRecord, withLocation: boolean): Record<string, string> {
  if (s.status === 'completed' || s.status === 'failed') return {};
  return { 'retry-after': '2', ...(withLocation ? { location: `/v1/orders/submissions/${s.id}` } : {}) };
}
