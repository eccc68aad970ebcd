// Small factories for catalog tests, through the back-office service.
import type { NewProduct } from '../../src/catalog/admin/service.ts';
import type { TestContext } from '../helpers/context.ts';

let counter = 0;

/** Creates an owned product; returns its `SLO_` id and numeric id. */
export async function product(
  ctx: TestContext,
  siteId: number,
  overrides: Partial<NewProduct> = {},
): Promise<{ productId: string; id: string }> {
  counter += 1;
  const view = await ctx.platform.catalog.admin.createProduct(
    { siteId, code: `P-${counter}`, name: `Product ${counter}`, serviceType: 'STOCK', ...overrides },
    'test',
  );
  return { productId: `SLO_${view.product.id}`, id: view.product.id };
}

export async function share(ctx: TestContext, productId: string, siteId: number): Promise<{ productId: string; id: string }> {
  const view = await ctx.platform.catalog.admin.createShare({ productId, siteId }, 'test');
  return { productId: `SLS_${view.product.id}`, id: view.product.id };
}

export async function variant(ctx: TestContext, productId: string, values: Record<string, unknown> = {}): Promise<number> {
  const view = await ctx.platform.catalog.admin.addVariant(
    productId,
    { sku: `SKU-${++counter}`, attribute1Choice: 'Red', ...values },
    'test',
  );
  return Number(view.variants[view.variants.length - 1]!.id);
}

export async function image(ctx: TestContext, productId: string, values: Record<string, unknown> = {}): Promise<number> {
  const view = await ctx.platform.catalog.admin.addImage(productId, { imagePath: `/img/${++counter}.jpg`, ...values }, 'test');
  return Math.max(...view.images.map((i) => Number(i.id)));
}

export async function segment(ctx: TestContext, siteId: number, name = `Segment ${++counter}`): Promise<number> {
  return (await ctx.platform.catalog.admin.createSegment({ siteId, name }, 'test')).id;
}
