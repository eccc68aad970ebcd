// The one shape an order comes in by, owned by the placement: a partner's
// submission (the worker builds it from the stored request), the back
// office's storefront order and the demo seed all hand placeOrder an
// OrderIntake, and get a PlacedOrder or a PlacementRejected back.
import type { StoredAddress, StoredDiscount } from '../../db/tables/orders.ts';

export interface IntakeLine {
  /** `SLO_n` | `SLS_n`, a product on the intake's site. */
  productId: string;
  /** Required for STOCK (a variant of that product), absent for POD. */
  variantId?: string | number | null;
  quantity: number;
  sku?: string | null;
  jobName?: string | null;
  artworkUrl?: string | null;
  templateVariables?: Record<string, string> | null;
  partnerLineId?: string | null;
  /** Defaults to partnerLineId. */
  externalId?: string | null;
  note?: string | null;
  /** The line's own ship-to. */
  shipTo?: StoredAddress | null;
}

export interface OrderIntake {
  siteId: number;
  /** users.id placing it (the site's ordering user for partner submissions), or null. */
  orderingUserId: number | null;
  /** Stored as given (checked by the caller). */
  divisionId?: number | null;
  shipTo?: StoredAddress | null;
  billTo?: StoredAddress | null;
  shipping?: {
    provider?: string | null;
    method?: string | null;
    /** The enabled service the hints matched (or the site default). */
    serviceId?: number | null;
    serviceName?: string | null;
    /** Decimal string; null = not priced. */
    price?: string | null;
  };
  /** Internal, never published. */
  shippingNotes?: string | null;
  /** Present when a partner submitted it. */
  source?: { partnerId: number; partnerOrderId: string } | null;
  /** Defaults to the clock's now. */
  placedOn?: Date;
  lines: IntakeLine[];
}

export interface PlacedLine {
  itemNumber: number;
  partnerLineId: string | null;
  productId: string;
  quantity: number;
  unitPrice: string;
  lineListTotal: string;
  lineTotal: string;
  productDiscount: StoredDiscount | null;
  userDiscount: StoredDiscount | null;
  handlingAmount: string | null;
}

export interface PlacedOrder {
  orderNumber: number;
  projectId: number;
  siteId: number;
  status: string;
  placedOn: Date;
  itemTotal: string;
  handlingTotal: string;
  shippingTotal: string | null;
  totalPrice: string;
  lines: PlacedLine[];
}

/** One reason an intake cannot become an order; `field` such as `lines[2].variantId`. */
export interface PlacementProblem {
  detail: string;
  field?: string;
  partnerLineId?: string;
}

/** The order cannot be created as asked; `errors` has one entry per problem found. */
export class PlacementRejected extends Error {
  constructor(readonly errors: PlacementProblem[]) {
    super(errors.map((e) => e.detail).join('; '));
    this.name = 'PlacementRejected';
  }
}

/** A problem about one line of the intake, with its field path and partnerLineId. */
export function lineProblem(line: IntakeLine, index: number, field: string, detail: string): PlacementProblem {
  return { detail, field: `lines[${index}].${field}`, ...(line.partnerLineId ? { partnerLineId: line.partnerLineId } : {}) };
}
