// A stored submission as the placement's intake: what the worker's run and
// its reads ahead (read-ahead.ts) prepare from.
import type { OrderIntake } from '../../orders/placement/intake.ts';
import type { SubmissionRecord } from '../repo.ts';
import type { OrderBody } from '../schemas.ts';

/** The stored request as the placement's intake. */
export function intakeOf(submission: SubmissionRecord): OrderIntake {
  const body = submission.request as OrderBody;
  return {
    siteId: submission.siteId,
    orderingUserId: submission.orderingUserId,
    divisionId: body.divisionId ?? null,
    shipTo: body.shipTo ?? null,
    billTo: body.billTo ?? null,
    shipping: { provider: body.shippingProvider ?? null, method: body.shippingMethod ?? null },
    shippingNotes: body.shippingNotes ?? null,
    source: { partnerId: submission.partnerId, partnerOrderId: submission.partnerOrderId },
    lines: body.lines.map((line) => ({
      partnerLineId: line.partnerLineId,
      productId: line.productId,
      quantity: line.quantity,
      variantId: line.variantId ?? null,
      sku: line.sku ?? null,
      jobName: line.jobName ?? null,
      artworkUrl: line.artworkUrl ?? null,
      templateVariables: line.templateVariables ?? null,
      shipTo: line.shipTo ?? null,
    })),
  };
}
