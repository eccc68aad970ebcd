// Reserved values of a sandbox, as payment sandboxes reserve test card
// numbers: a partnerOrderId beginning `sandbox-reject` makes the submission
// fail with an `order_rejected` error, one beginning `sandbox-slow` keeps it
// queued for twice the POST's wait (40 s with the spec's 20 s) before a
// worker takes it, so a partner can exercise its failure and polling paths.
// Elsewhere they are ordinary ids (docs/decisions.md, "Sandbox").
import type { PlacementProblem } from '../orders/placement/intake.ts';

export const REJECT_PREFIX = 'sandbox-reject';
export const SLOW_PREFIX = 'sandbox-slow';

export interface TestValues {
  /** The rejection forced on a submission with this partnerOrderId, or null. */
  rejection(partnerOrderId: string): PlacementProblem | null;
  /** How long its job waits before any worker may take it (0: at once). */
  holdMs(partnerOrderId: string): number;
}

/** A production environment: no value is reserved. */
export const NO_TEST_VALUES: TestValues = { rejection: () => null, holdMs: () => 0 };

export function sandboxTestValues(waitMs: number): TestValues {
  return {
    rejection: (partnerOrderId) =>
      partnerOrderId.startsWith(REJECT_PREFIX)
        ? {
            field: 'partnerOrderId',
            detail: `Rejected on request: in the sandbox a partnerOrderId beginning "${REJECT_PREFIX}" always fails.`,
          }
        : null,
    holdMs: (partnerOrderId) => (partnerOrderId.startsWith(SLOW_PREFIX) ? 2 * waitMs : 0),
  };
}
