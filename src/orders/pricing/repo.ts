// SQL of the pricing rules placement applies: product discounts and handling
// fees (keyed by the master product's row id) and user discounts. Writes
// run inside the caller's audited transaction.
import type { Db } from '../../db/transaction.ts';

export class PricingRulesRepo {
  constructor(private readonly db: Db) {}

  async productDiscounts() {
    return this.db.selectFrom('product_discounts').select(['product_id', 'name', 'percent']).orderBy('product_id').execute();
  }

  async userDiscounts() {
    return this.db.selectFrom('user_discounts').select(['user_id', 'name', 'percent']).orderBy('user_id').execute();
  }

  async handlingFees() {
    return this.db.selectFrom('product_handling_fees').select(['product_id', 'amount']).orderBy('product_id').execute();
  }

  async productExists(id: string): Promise<boolean> {
    return (await this.db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async userExists(userId: number): Promise<boolean> {
    return (await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
  }

  async setProductDiscount(productId: string, values: { name: string; percent: string }): Promise<void> {
    await this.db
      .insertInto('product_discounts')
      .values({ product_id: productId, ...values })
      .onConflict((oc) => oc.column('product_id').doUpdateSet(values))
      .execute();
  }

  async setHandlingFee(productId: string, amount: string): Promise<void> {
    await this.db
      .insertInto('product_handling_fees')
      .values({ product_id: productId, amount })
      .onConflict((oc) => oc.column('product_id').doUpdateSet({ amount }))
      .execute();
  }

  async setUserDiscount(userId: number, values: { name: string; percent: string }): Promise<void> {
    await this.db
      .insertInto('user_discounts')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** Each remove says whether there was a rule to remove. */
  async removeProductDiscount(productId: string): Promise<boolean> {
    const { numDeletedRows } = await this.db.deleteFrom('product_discounts').where('product_id', '=', productId).executeTakeFirst();
    return numDeletedRows > 0n;
  }

  async removeHandlingFee(productId: string): Promise<boolean> {
    const { numDeletedRows } = await this.db.deleteFrom('product_handling_fees').where('product_id', '=', productId).executeTakeFirst();
    return numDeletedRows > 0n;
  }

  async removeUserDiscount(userId: number): Promise<boolean> {
    const { numDeletedRows } = await this.db.deleteFrom('user_discounts').where('user_id', '=', userId).executeTakeFirst();
    return numDeletedRows > 0n;
  }
}
