// What a finished submission stores (order_submissions.outcome, JSON) and
// publishes: the completed submission's `order`, a summary of the placed
// order, or the failed one's `errors`, the placement's problems as
// `order_rejected` entries. Stored rows keep this shape: change it only with
// a migration of the stored outcomes.
import type { PlacementProblem } from '../orders/placement/intake.ts';
import type { OrderPlan } from '../orders/placement/place-order.ts';

/** The submission's `order`, amounts as exact decimal strings (rendered as JSON numbers). */
export interface SubmittedOrder {
  orderNumber: number;
  status: string;
  totalPrice: string;
  projectId: number;
  lines: Array<{ partnerLineId: string; quantity: number; lineListTotal: string; lineTotalBeforeAdjustments: string }>;
}

export interface Rejection extends PlacementProblem {
  code: 'order_rejected';
}

/**
 * The submission's `order` as far as the plan knows it: all but the numbers
 * the order's insert draws (orderNumber and projectId, set from it in the
 * completion's own statement, worker/completion-repo.ts).
 */
export type OrderSummary = Omit<SubmittedOrder, 'orderNumber' | 'projectId'>;

export function orderSummary(plan: OrderPlan): OrderSummary {
  return {
    status: plan.order.status,
    totalPrice: plan.order.totalPrice,
    // Adjustments are the line's discounts: before them, the line is its list total.
    lines: plan.lines.map((l) => ({
      partnerLineId: l.partnerLineId ?? '',
      quantity: l.quantity,
      lineListTotal: l.lineListTotal,
      lineTotalBeforeAdjustments: l.lineListTotal,
    })),
  };
}

/** The problems as the submission's `errors`: order-level ones first, then by line, as the request lists them. */
export function rejections(problems: PlacementProblem[]): Rejection[] {
  const line = (p: PlacementProblem) => Number(/^lines\[(\d+)\]/.exec(p.field ?? '')?.[1] ?? -1);
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => line(a.p) - line(b.p) || a.i - b.i)
    .map(({ p }) => ({ code: 'order_rejected', ...p }));
}
