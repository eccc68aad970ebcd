// The submission processor's order creation: the orders module's placement
// (pricing, lines, the order.status_changed event), fed from a stored
// submission, with its rejections as the submission's `errors`.
import type { Clock } from '../clock.ts';
import type { Db } from '../db/transaction.ts';
import { placeOrder, PlacementRejected } from '../orders/placement/place-order.ts';
import type { OrderPlacer, PlacementRequest, PlacementResult, Rejection } from './placement.ts';

export function rejection(problem: { detail: string; field?: string; partnerLineId?: string }): Rejection {
  return { code: 'order_rejected', ...problem };
}

export class CatalogOrderPlacer implements OrderPlacer {
  constructor(private readonly clock: Clock) {}

  async place(trx: Db, request: PlacementRequest): Promise<PlacementResult> {
    try {
      const order = await placeOrder(
        trx,
        {
          siteId: request.siteId,
          orderingUserId: request.orderingUserId,
          divisionId: request.divisionId,
          shipTo: request.shipTo,
          billTo: request.billTo,
          shipping: { provider: request.shippingProvider, method: request.shippingMethod, ...request.shippingService },
          shippingNotes: request.shippingNotes,
          source: { partnerId: request.partnerId, partnerOrderId: request.partnerOrderId },
          lines: request.lines,
        },
        this.clock,
      );
      return {
        placed: {
          orderNumber: order.orderNumber,
          status: order.status,
          totalPrice: order.totalPrice,
          projectId: order.projectId,
          // Adjustments are the line's discounts: before them, the line is its list total.
          lines: order.lines.map((l) => ({
            partnerLineId: l.partnerLineId ?? '',
            quantity: l.quantity,
            lineListTotal: l.lineListTotal,
            lineTotalBeforeAdjustments: l.lineListTotal,
          })),
        },
      };
    } catch (error) {
      if (error instanceof PlacementRejected) return { rejected: error.errors.map(rejection) };
      throw error;
    }
  }
}
