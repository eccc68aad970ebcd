// The back-office document's request examples, in document order (or a
// declared order where one example needs what another creates). Path ids
// not given here are the demo world's, or taken from an earlier answer.
import type { Step, Vars } from './run.ts';

export function adminVars(world: { partnerId: number; siteIds: number[] }): Vars {
  return {
    siteId: world.siteIds[0],
    partnerId: world.partnerId,
    productId: 'SLO_1',
    variantId: 1,
    imageId: 1,
    segmentId: 1,
    centreId: 1,
    serviceId: 1,
    userId: 3,
    divisionId: 2,
    creditAccountId: 1,
    orderNumber: 100001,
    itemNumber: 500001,
  };
}

const save =
  (name: string, field = name) =>
  (body: Record<string, unknown>, vars: Vars) =>
    void (vars[name] = body[field]);

export const ADMIN_STEPS: Step[] = [
  { op: 'POST /admin/sites' },
  { op: 'PATCH /admin/sites/{siteId}' },
  { op: 'PUT /admin/sites/{siteId}/ordering-user' },
  { op: 'POST /admin/partners' },
  { op: 'PATCH /admin/partners/{partnerId}', params: { partnerId: 2 } },
  { op: 'POST /admin/partners/{partnerId}/clients', params: { partnerId: 2 } },
  { op: 'POST /admin/products' },
  { op: 'PATCH /admin/products/{productId}' },
  { op: 'POST /admin/products/{productId}/shares', params: { productId: 'SLO_2' } },
  { op: 'PATCH /admin/shares/{productId}', params: { productId: 'SLS_4' } },
  { op: 'POST /admin/products/{productId}/variants', params: { productId: 'SLO_6' } },
  { op: 'PATCH /admin/variants/{variantId}' },
  { op: 'POST /admin/products/{productId}/images', params: { productId: 'SLO_6' } },
  { op: 'PATCH /admin/images/{imageId}' },
  { op: 'PUT /admin/products/{productId}/price-tiers' },
  { op: 'PUT /admin/products/{productId}/template', params: { productId: 'SLO_2' } },
  { op: 'PUT /admin/products/{productId}/segments' },
  { op: 'PUT /admin/template-documents' },
  { op: 'POST /admin/segments' },
  { op: 'PATCH /admin/segments/{segmentId}' },
  { op: 'POST /admin/fulfilment-centres' },
  { op: 'POST /admin/fulfilment-centres/{centreId}/services' },
  { op: 'PATCH /admin/shipping-services/{serviceId}' },
  { op: 'POST /admin/shipping-services/{serviceId}/rate-tables' },
  { op: 'PUT /admin/products/{productId}/fulfilment-centre' },
  { op: 'POST /admin/sites/{siteId}/users' },
  { op: 'PATCH /admin/users/{userId}', params: { userId: 4 } },
  { op: 'PUT /admin/users/{userId}/segments' },
  { op: 'POST /admin/users/{userId}/addresses' },
  { op: 'POST /admin/sites/{siteId}/segment-rules' },
  { op: 'POST /admin/sites/{siteId}/divisions', params: { siteId: 3 } },
  { op: 'PATCH /admin/divisions/{divisionId}' },
  { op: 'POST /admin/credit-accounts' },
  { op: 'PATCH /admin/credit-accounts/{creditAccountId}', params: { creditAccountId: 3 } },
  { op: 'POST /admin/credit-accounts/{creditAccountId}/movements' },
  { op: 'POST /admin/partners/{partnerId}/webhook-endpoints', save: save('endpointId') },
  { op: 'PATCH /admin/webhook-endpoints/{endpointId}' },
  {
    op: 'GET /admin/partners/{partnerId}/submissions',
    quiet: true,
    save: (b, v) => void (v.submissionId = b.submissions?.[0]?.submissionId),
  },
  { op: 'POST /admin/workers/pause' },
  { op: 'POST /admin/workers/resume' },
  { op: 'POST /admin/cli' },
  { op: 'PUT /admin/products/{productId}/discount', params: { productId: 'SLO_2' } },
  { op: 'PUT /admin/products/{productId}/handling-fee', params: { productId: 'SLO_2' } },
  { op: 'PUT /admin/users/{userId}/discount' },
  { op: 'POST /admin/orders', save: save('newOrderNumber', 'orderNumber') },
  { op: 'PUT /admin/orders/{orderNumber}/status', params: (v) => ({ orderNumber: v.newOrderNumber as number }) },
  { op: 'POST /admin/orders/{orderNumber}/internal-records' },
  { op: 'PATCH /admin/orders/{orderNumber}/items/{itemNumber}', params: { orderNumber: 100002, itemNumber: 500004 } },
  { op: 'PUT /admin/orders/{orderNumber}/items/{itemNumber}/production-status', params: { itemNumber: 500002 } },
  { op: 'PUT /admin/orders/{orderNumber}/items/{itemNumber}/proof-status' },
  { op: 'POST /admin/orders/{orderNumber}/items/{itemNumber}/proof-files' },
  { op: 'PUT /admin/orders/{orderNumber}/items/{itemNumber}/proof-visual' },
  { op: 'PUT /admin/orders/{orderNumber}/items/{itemNumber}/denial-reasons' },
  { op: 'POST /admin/orders/{orderNumber}/shipments', save: save('shipmentNumber') },
  { op: 'POST /admin/shipments/{shipmentNumber}/ship' },
  // Certificates belong to a partner onboarded to mTLS: staff create one first (not an example).
  {
    op: 'POST /admin/partners/{partnerId}/certificates',
    params: (v) => ({ partnerId: v.mtlsPartnerId as number }),
    before: async (v) => void (v.mtlsPartnerId = await (v.mtlsPartner as () => Promise<number>)()),
    save: save('certificateId'),
  },
  { op: 'PATCH /admin/certificates/{certificateId}' },
  { op: 'POST /admin/partners/{partnerId}/staff', save: save('staffId') },
  { op: 'PATCH /admin/staff/{staffId}' },
  { op: 'POST /admin/staff/{staffId}/password' },
  { op: 'POST /admin/team', save: save('memberId') },
  { op: 'PATCH /admin/team/{memberId}' },
  { op: 'PUT /admin/team/{memberId}/password' },
  { op: 'POST /admin/api-tokens' },
];

/** Request examples not run, each with its reason (the test keeps this list honest). */
export const ADMIN_NOT_RUN: Record<string, string> = {
  'POST /admin/submissions/{submissionId}/fail': 'the demo world holds no queued submission to fail (test/submissions/admin covers it)',
};
