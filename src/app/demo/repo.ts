// The lookups the demo seed makes between its steps (which products the
// catalog seed made, whether a world exists already): the seed's one
// repository, so its steps hold no SQL of their own.
import type { Db } from '../../db/transaction.ts';

export class DemoRepo {
  constructor(private readonly db: Db) {}

  /** True when nothing has been created yet (no site and no partner). */
  async isEmptyWorld(): Promise<boolean> {
    const site = await this.db.selectFrom('sites').select('id').limit(1).executeTakeFirst();
    const partner = await this.db.selectFrom('partners').select('id').limit(1).executeTakeFirst();
    return !site && !partner;
  }

  /** The id of the partner with this name, if any. */
  async partnerNamed(name: string): Promise<number | undefined> {
    return (await this.db.selectFrom('partners').select('id').where('name', '=', name).executeTakeFirst())?.id;
  }

  /** The first product with this code and its first variant. */
  async productByCode(code: string): Promise<{ productId: string; variantId: string | null }> {
    const product = await this.db.selectFrom('products').select('id').where('code', '=', code).orderBy('id').executeTakeFirstOrThrow();
    const variant = await this.db
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', product.id)
      .orderBy('id')
      .executeTakeFirst();
    return { productId: `SLO_${product.id}`, variantId: variant?.id ?? null };
  }

  /** Some product of the site, if it has one. */
  async anyProductOf(siteId: number): Promise<string | undefined> {
    return (await this.db.selectFrom('products').select('id').where('site_id', '=', siteId).executeTakeFirst())?.id;
  }

  /** Products of these sites that have no fulfilment centre yet. */
  async productsWithoutCentre(siteIds: number[]): Promise<Array<{ id: string; site_id: number }>> {
    return this.db
      .selectFrom('products')
      .select(['id', 'site_id'])
      .where('site_id', 'in', siteIds)
      .where('fulfilment_centre_id', 'is', null)
      .orderBy('id')
      .execute();
  }
}
