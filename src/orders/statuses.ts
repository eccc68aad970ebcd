// The status vocabularies of orders and lines (docs/decisions.md, "Orders,
// proofs and artwork"). The spec names only some values; the rest are ours.

/** Order header status. RECEIVED on placement; shipping moves it to PARTIALLY_SHIPPED / SHIPPED. */
export const ORDER_STATUSES = ['RECEIVED', 'IN_PRODUCTION', 'ON_HOLD', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const INITIAL_ORDER_STATUS: OrderStatus = 'RECEIVED';

/** A line's productionStatus (null = not in production). */
export const PRODUCTION_STATUSES = ['PREPRESS', 'PROOFING', 'IN_PRODUCTION', 'FINISHING', 'READY_TO_SHIP', 'SHIPPED', 'ON_HOLD'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/**
 * The proof statuses this API has been taught. Anything else stored on a
 * line (staff may store any text) is published as UNKNOWN; null = the line
 * has not entered proofing.
 */
export const PROOF_STATUSES = ['NOT_CREATED', 'PENDING_REVIEW', 'APPROVED', 'DECLINED'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/** The stored proof status as published. */
export function publishedProofStatus(stored: string | null): string | null {
  if (stored === null) return null;
  return (PROOF_STATUSES as readonly string[]).includes(stored) ? stored : 'UNKNOWN';
}
