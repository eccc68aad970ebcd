// A world to submit orders into: a partner with an ordering-provisioned site,
// a STOCK product with a variant and a POD product, both priced.
import { product, variant } from '../catalog/fixtures.ts';
import type { TestContext, TestPartner } from '../helpers/context.ts';

export interface OrderWorld {
  partner: TestPartner;
  siteId: number;
  orderingUserId: number;
  stock: { productId: string; id: string; variantId: number };
  pod: { productId: string; id: string };
}

export async function orderWorld(ctx: TestContext, options: { provisioned?: boolean } = {}): Promise<OrderWorld> {
  const partner = await ctx.partner();
  const siteId = partner.siteIds[0]!;
  const user = await ctx.platform.admin.users.create({ siteId, username: `buyer-${siteId}` }, 'test');
  if (options.provisioned !== false) await ctx.platform.admin.sites.setOrderingUser(siteId, user.id, 'test');
  const stock = await product(ctx, siteId);
  const variantId = await variant(ctx, stock.id);
  await ctx.platform.catalog.admin.setPriceTiers(
    stock.id,
    [
      { minQuantity: 1, unitPrice: '2.50' },
      { minQuantity: 100, unitPrice: '1.9999' },
    ],
    'test',
  );
  const pod = await product(ctx, siteId, { serviceType: 'POD', maxQuantity: 1000 });
  await ctx.platform.catalog.admin.setPriceTiers(pod.id, [{ minQuantity: 1, unitPrice: '0.10' }], 'test');
  return { partner, siteId, orderingUserId: user.id, stock: { ...stock, variantId }, pod };
}

export const address = { name: 'Ada Lovelace', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43004', country: 'US' };

let counter = 0;
export function nextPartnerOrderId(): string {
  counter += 1;
  return `PO-${process.pid}-${counter}`;
}

/** A valid body: one STOCK line and one POD line, order-level ship-to. */
export function orderBody(world: OrderWorld, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    siteId: world.siteId,
    partnerOrderId: nextPartnerOrderId(),
    shipTo: { ...address, email: 'ada@example.com' },
    lines: [
      { productId: world.stock.productId, partnerLineId: 'L1', quantity: 3, variantId: world.stock.variantId },
      { productId: world.pod.productId, partnerLineId: 'L2', quantity: 10 },
    ],
    ...overrides,
  };
}

export function postOrder(ctx: TestContext, token: string, body: unknown) {
  return ctx.call(token, { method: 'POST', url: '/v1/orders', payload: body as Record<string, unknown> });
}
