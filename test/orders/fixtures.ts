// Small factories for order tests: a priced product on a site, orders placed
// through the placement module (storefront or a partner's), and the proof
// and lifecycle steps through the back-office services, artwork as a
// partner attaches it.
import assert from 'node:assert/strict';
import { withTransaction } from '../../src/db/transaction.ts';
import type { IntakeLine, PlacedOrder } from '../../src/orders/placement/intake.ts';
import { placeOrder } from '../../src/orders/placement/place-order.ts';
import type { TestContext } from '../helpers/context.ts';
import { product } from '../catalog/fixtures.ts';

export const SHIP_TO = { name: 'Dana Reyes', address1: '12 Harbor St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' };

/** A priced POD product (1.00 per unit) with artwork; returns its SLO_ id. */
export async function podProduct(ctx: TestContext, siteId: number): Promise<string> {
  const p = await product(ctx, siteId, { serviceType: 'POD', artworkSource: 'UPLOAD', turnaroundBusinessDays: 2 });
  await ctx.platform.catalog.admin.setPriceTiers(p.id, [{ minQuantity: 1, unitPrice: '1.00' }], 'test');
  return p.productId;
}

export interface OrderOptions {
  lines?: number;
  partner?: { partnerId: number; partnerOrderId: string };
  placedOn?: Date;
  productId?: string;
  extra?: Partial<IntakeLine>;
}

/** Places an order of `lines` lines (default 1) of a fresh POD product on `siteId`. */
export async function order(ctx: TestContext, siteId: number, options: OrderOptions = {}): Promise<PlacedOrder> {
  const productId = options.productId ?? (await podProduct(ctx, siteId));
  const lines = Array.from({ length: options.lines ?? 1 }, (_, i) => ({
    productId,
    quantity: 10 + i,
    partnerLineId: `L${i + 1}`,
    jobName: `Job ${i + 1}`,
    ...options.extra,
  }));
  return withTransaction(ctx.platform.db, (trx) =>
    placeOrder(
      trx,
      { siteId, orderingUserId: null, shipTo: SHIP_TO, source: options.partner ?? null, placedOn: options.placedOn, lines },
      ctx.clock,
    ),
  );
}

/** Publishes a proof revision (→ PENDING_REVIEW) and offers reasons on the line. */
export async function pendingReview(
  ctx: TestContext,
  orderNumber: number,
  itemNumber: number,
  reasons = [
    { code: 'TYPO', description: 'Text contains a typo' },
    { code: 'WRONG_COLOR', description: 'Colours are wrong' },
  ],
) {
  const lines = ctx.platform.orders.admin.lines;
  await lines.publishProof(
    orderNumber,
    itemNumber,
    { name: 'proof-v1.pdf', content: Buffer.from('%PDF-1.4 proof'), contentType: 'application/pdf' },
    'test',
  );
  return lines.setDenialReasons(orderNumber, itemNumber, reasons, 'test');
}

/**
 * Attaches a print file as a partner does: reserve, PUT the bytes to the
 * signed upload URL (a storage host must listen), attach.
 */
export async function attachArtwork(
  ctx: TestContext,
  token: string,
  orderNumber: number,
  itemNumber: number,
  fileName: string,
  bytes: string,
) {
  const url = lineUrl(orderNumber, itemNumber);
  const reserved = await ctx.call(token, { method: 'POST', url: `${url}/artwork/upload-url`, payload: { fileName } });
  assert.equal(reserved.statusCode, 200, reserved.body);
  const put = await fetch(reserved.json().uploadUrl, { method: 'PUT', body: new TextEncoder().encode(bytes) });
  assert.equal(put.status, 200);
  const attached = await ctx.call(token, {
    method: 'POST',
    url: `${url}/artwork`,
    payload: { reservationName: reserved.json().reservationName },
  });
  assert.equal(attached.statusCode, 200, attached.body);
}

export const itemsUrl = (orderNumber: number) => `/v1/orders/${orderNumber}/items`;
export const lineUrl = (orderNumber: number, itemNumber: number) => `/v1/orders/${orderNumber}/items/${itemNumber}`;
