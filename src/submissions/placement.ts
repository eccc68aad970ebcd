// What the submission processor needs from order creation: inside the
// processor's transaction, turn a validated submission into an order (or a
// list of business rejections). The orders module provides it.
import type { Db } from '../db/transaction.ts';
import type { AddressBody } from './schemas.ts';

export interface PlacementLine {
  partnerLineId: string;
  /** As submitted (`SLO_12`, `SLS_40`). */
  productId: string;
  quantity: number;
  variantId: number | null;
  sku: string | null;
  jobName: string | null;
  artworkUrl: string | null;
  templateVariables: Record<string, string> | null;
  shipTo: AddressBody | null;
}

export interface PlacementRequest {
  submissionId: string;
  partnerId: number;
  siteId: number;
  partnerOrderId: string;
  orderingUserId: number;
  divisionId: number | null;
  shipTo: AddressBody | null;
  billTo: AddressBody | null;
  shippingProvider: string | null;
  shippingMethod: string | null;
  shippingNotes: string | null;
  /** The enabled service the provider/method hints matched, or the site default (null: none configured). */
  shippingService: { serviceId: number; serviceName: string } | null;
  lines: PlacementLine[];
}

/** The submission's `order`, amounts as exact decimal strings (rendered as JSON numbers). */
export interface PlacedOrder {
  orderNumber: number;
  status: string;
  totalPrice: string;
  projectId: number;
  lines: Array<{ partnerLineId: string; quantity: number; lineListTotal: string; lineTotalBeforeAdjustments: string }>;
}

export interface Rejection {
  code: 'order_rejected';
  detail: string;
  field?: string;
  partnerLineId?: string;
}

export type PlacementResult = { placed: PlacedOrder } | { rejected: Rejection[] };

export interface OrderPlacer {
  /** Runs inside `trx`; a rejection must leave nothing written (the processor rolls back anyway). */
  place(trx: Db, request: PlacementRequest): Promise<PlacementResult>;
}
