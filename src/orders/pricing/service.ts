// Back office: the pricing rules order placement applies (placement/pricing.ts):
// a product discount and a handling fee per owned product (SLO_), a discount
// per storefront user. Each rule is set (created or replaced) or removed;
// every write is one transaction with its audit entry. Rules apply to orders
// placed afterwards; placed lines keep what they were priced with.
import { Decimal } from 'decimal.js';
import { AuditRepo } from '../../audit/repo.ts';
import type { Actor } from '../../audit/service.ts';
import { formatProductId, parseProductId } from '../../catalog/ids.ts';
import { withTransaction, type Db } from '../../db/transaction.ts';
import { problem } from '../../errors/catalogue.ts';

export type ProductDiscountView = { productId: string; name: string; percent: string };
export type UserDiscountView = { userId: number; name: string; percent: string };
export type HandlingFeeView = { productId: string; amount: string };
export type PricingRules = { productDiscounts: ProductDiscountView[]; userDiscounts: UserDiscountView[]; handlingFees: HandlingFeeView[] };
export type DiscountInput = { name: string; percent: string };

/** 0 < percent ≤ 100 with at most two decimals (the column is numeric(5, 2)). */
function checkPercent(percent: string): string {
  if (!/^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(percent) || new Decimal(percent).lte(0) || new Decimal(percent).gt(100)) {
    throw problem('invalid_request', 'percent must be a decimal above 0 and at most 100, with at most two decimals.');
  }
  return new Decimal(percent).toFixed(2);
}

function checkAmount(amount: string): string {
  if (!/^[0-9]{1,12}(\.[0-9]{1,2})?$/.test(amount))
    throw problem('invalid_request', 'amount must be a decimal of at least 0, with at most two decimals.');
  return new Decimal(amount).toFixed(2);
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 200) throw problem('invalid_request', 'name must be 1 to 200 characters.');
  return trimmed;
}

/** The row id of an owned product; a share (SLS_) has no rules of its own, its master's apply. */
function masterId(productId: string): string {
  const ref = parseProductId(productId);
  if (!ref || ref.kind !== 'SLO')
    throw problem('invalid_request', `${productId} is not an owned product (SLO_); rules belong to the master product.`);
  return ref.id;
}

const fixed = (value: string | number) => new Decimal(value).toFixed(2);

export class PricingRulesService {
  constructor(private readonly db: Db) {}

  async list(): Promise<PricingRules> {
    const [products, users, fees] = await Promise.all([
      this.db.selectFrom('product_discounts').select(['product_id', 'name', 'percent']).orderBy('product_id').execute(),
      this.db.selectFrom('user_discounts').select(['user_id', 'name', 'percent']).orderBy('user_id').execute(),
      this.db.selectFrom('product_handling_fees').select(['product_id', 'amount']).orderBy('product_id').execute(),
    ]);
    return {
      productDiscounts: products.map((r) => ({ productId: formatProductId('SLO', r.product_id), name: r.name, percent: fixed(r.percent) })),
      userDiscounts: users.map((r) => ({ userId: r.user_id, name: r.name, percent: fixed(r.percent) })),
      handlingFees: fees.map((r) => ({ productId: formatProductId('SLO', r.product_id), amount: fixed(r.amount) })),
    };
  }

  async setProductDiscount(productId: string, input: DiscountInput, actor: Actor): Promise<ProductDiscountView> {
    const id = masterId(productId);
    const values = { name: checkName(input.name), percent: checkPercent(input.percent) };
    await withTransaction(this.db, async (trx) => {
      await requireProduct(trx, productId, id);
      await trx
        .insertInto('product_discounts')
        .values({ product_id: id, ...values })
        .onConflict((oc) => oc.column('product_id').doUpdateSet(values))
        .execute();
      await new AuditRepo(trx).append({
        actor,
        action: 'pricing.product_discount.set',
        targetType: 'product',
        targetId: productId,
        details: values,
      });
    });
    return { productId: formatProductId('SLO', id), ...values };
  }

  async removeProductDiscount(productId: string, actor: Actor): Promise<void> {
    const id = masterId(productId);
    await this.remove(
      actor,
      'pricing.product_discount.remove',
      'product',
      productId,
      (trx) => trx.deleteFrom('product_discounts').where('product_id', '=', id).executeTakeFirst(),
      `${productId} has no product discount.`,
    );
  }

  async setHandlingFee(productId: string, amount: string, actor: Actor): Promise<HandlingFeeView> {
    const id = masterId(productId);
    const value = checkAmount(amount);
    await withTransaction(this.db, async (trx) => {
      await requireProduct(trx, productId, id);
      await trx
        .insertInto('product_handling_fees')
        .values({ product_id: id, amount: value })
        .onConflict((oc) => oc.column('product_id').doUpdateSet({ amount: value }))
        .execute();
      await new AuditRepo(trx).append({
        actor,
        action: 'pricing.handling_fee.set',
        targetType: 'product',
        targetId: productId,
        details: { amount: value },
      });
    });
    return { productId: formatProductId('SLO', id), amount: value };
  }

  async removeHandlingFee(productId: string, actor: Actor): Promise<void> {
    const id = masterId(productId);
    await this.remove(
      actor,
      'pricing.handling_fee.remove',
      'product',
      productId,
      (trx) => trx.deleteFrom('product_handling_fees').where('product_id', '=', id).executeTakeFirst(),
      `${productId} has no handling fee.`,
    );
  }

  async setUserDiscount(userId: number, input: DiscountInput, actor: Actor): Promise<UserDiscountView> {
    const values = { name: checkName(input.name), percent: checkPercent(input.percent) };
    await withTransaction(this.db, async (trx) => {
      if (!(await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()))
        throw problem('not_found', `No user ${userId}.`);
      await trx
        .insertInto('user_discounts')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      await new AuditRepo(trx).append({
        actor,
        action: 'pricing.user_discount.set',
        targetType: 'user',
        targetId: userId,
        details: values,
      });
    });
    return { userId, ...values };
  }

  async removeUserDiscount(userId: number, actor: Actor): Promise<void> {
    await this.remove(
      actor,
      'pricing.user_discount.remove',
      'user',
      userId,
      (trx) => trx.deleteFrom('user_discounts').where('user_id', '=', userId).executeTakeFirst(),
      `User ${userId} has no discount.`,
    );
  }

  /** Deletes one rule; 404 when there was none (so a typo is not a silent success). */
  private async remove(
    actor: Actor,
    action: string,
    targetType: string,
    targetId: string | number,
    work: (trx: Db) => Promise<{ numDeletedRows: bigint }>,
    missing: string,
  ): Promise<void> {
    await withTransaction(this.db, async (trx) => {
      const { numDeletedRows } = await work(trx);
      if (numDeletedRows === 0n) throw problem('not_found', missing);
      await new AuditRepo(trx).append({ actor, action, targetType, targetId });
    });
  }
}

async function requireProduct(trx: Db, productId: string, id: string): Promise<void> {
  if (!(await trx.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()))
    throw problem('not_found', `No product ${productId}.`);
}
