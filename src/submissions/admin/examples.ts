// Example responses of the submissions back office, as renderAdminSubmission
// and renderAdminSubmissionDetail return them (shown on /admin/docs).
const T = '2026-01-15T09:30:00.000Z';

export const submission = {
  submissionId: '4a828d96-f195-4ab6-a1d3-c2690cd8d4f4',
  status: 'queued',
  partnerId: 1,
  siteId: 1,
  partnerOrderId: 'PO-30294',
  orderingUserId: 1,
  orderNumber: null,
  createdAt: T,
  updatedAt: T,
  completedAt: null,
};
const request = {
  siteId: 1,
  partnerOrderId: 'PO-30294',
  lines: [{ partnerLineId: 'L1', productId: 'SLO_1', variantId: 1, quantity: 3 }],
  shipTo: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    address1: '1 Main St',
    city: 'Columbus',
    state: 'OH',
    postalCode: '43004',
    country: 'US',
  },
};
const job = {
  jobId: '1',
  state: 'ready',
  attempts: 1,
  maxAttempts: 5,
  runAfter: T,
  leaseOwner: null,
  leaseExpiresAt: null,
  lastError: 'connection reset',
};
export const detail = { ...submission, request, job };
export const failed = {
  ...submission,
  status: 'failed',
  errors: [{ code: 'order_rejected', detail: "Cancelled at the partner's request." }],
  completedAt: T,
  request,
  job: { ...job, state: 'done', lastError: 'retired by staff' },
};
