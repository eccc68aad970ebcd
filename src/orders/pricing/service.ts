// Back office: the pricing rules order placement applies (placement/pricing.ts):
// a product discount and a handling fee per owned product (SLO_), a discount
// per storefront user. Each rule is set (created or replaced) or removed;
// every write is one transaction with its audit entry, queued in process
// behind the other writes of its product or user (db/row-queue.ts): an upsert
// waits on the rule's key, and on the product row a catalog write locks. Rules apply to orders
// placed afterwards; placed lines keep what they were priced with.
import { Decimal } from 'decimal.js';
import { AuditRepo, type AuditInput } from '../../audit/repo.ts';
import type { Actor } from '../../audit/service.ts';
import { formatProductId, parseProductId, productKey } from '../../catalog/ids.ts';
import { serialisedWrite } from '../../db/row-queue.ts';
import type { Db } from '../../db/transaction.ts';
import { notFound } from '../../errors/back-office.ts';
import { pricingErrors } from '../errors.ts';
import { PricingRulesRepo } from './repo.ts';

export type ProductDiscountView = { productId: string; name: string; percent: string };
export type UserDiscountView = { userId: number; name: string; percent: string };
export type HandlingFeeView = { productId: string; amount: string };
export type PricingRules = { productDiscounts: ProductDiscountView[]; userDiscounts: UserDiscountView[]; handlingFees: HandlingFeeView[] };
export type DiscountInput = { name: string; percent: string };

/** 0 < percent ≤ 100 with at most two decimals (the column is numeric(5, 2)). */
function checkPercent(percent: string): string {
  if (!/^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(percent) || new Decimal(percent).lte(0) || new Decimal(percent).gt(100)) {
    throw pricingErrors.badPercent();
  }
  return new Decimal(percent).toFixed(2);
}

function checkAmount(amount: string): string {
  if (!/^[0-9]{1,12}(\.[0-9]{1,2})?$/.test(amount)) throw pricingErrors.badAmount();
  return new Decimal(amount).toFixed(2);
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 200) throw pricingErrors.badName();
  return trimmed;
}

/** The row id of an owned product; a share (SLS_) has no rules of its own, its master's apply. */
function masterId(productId: string): string {
  const ref = parseProductId(productId);
  if (!ref || ref.kind !== 'SLO') throw pricingErrors.notOwnedProduct(productId);
  return ref.id;
}

const userKey = (userId: number) => `users:${userId}`;
const ownedKey = (id: string) => productKey({ kind: 'SLO', id });

const fixed = (value: string | number) => new Decimal(value).toFixed(2);

export class PricingRulesService {
  constructor(private readonly db: Db) {}

  async list(): Promise<PricingRules> {
    const repo = new PricingRulesRepo(this.db);
    const [products, users, fees] = await Promise.all([repo.productDiscounts(), repo.userDiscounts(), repo.handlingFees()]);
    return {
      productDiscounts: products.map((r) => ({ productId: formatProductId('SLO', r.product_id), name: r.name, percent: fixed(r.percent) })),
      userDiscounts: users.map((r) => ({ userId: r.user_id, name: r.name, percent: fixed(r.percent) })),
      handlingFees: fees.map((r) => ({ productId: formatProductId('SLO', r.product_id), amount: fixed(r.amount) })),
    };
  }

  async setProductDiscount(productId: string, input: DiscountInput, actor: Actor): Promise<ProductDiscountView> {
    const id = masterId(productId);
    const values = { name: checkName(input.name), percent: checkPercent(input.percent) };
    const entry = { actor, action: 'pricing.product_discount.set', targetType: 'product', targetId: productId, details: values };
    await this.write(ownedKey(id), entry, async (repo) => {
      if (!(await repo.productExists(id))) throw notFound('product', productId);
      await repo.setProductDiscount(id, values);
    });
    return { productId: formatProductId('SLO', id), ...values };
  }

  async removeProductDiscount(productId: string, actor: Actor): Promise<void> {
    await this.removeProductRule(productId, 'product discount', actor, (repo, id) => repo.removeProductDiscount(id));
  }

  async setHandlingFee(productId: string, amount: string, actor: Actor): Promise<HandlingFeeView> {
    const id = masterId(productId);
    const value = checkAmount(amount);
    const entry = { actor, action: 'pricing.handling_fee.set', targetType: 'product', targetId: productId, details: { amount: value } };
    await this.write(ownedKey(id), entry, async (repo) => {
      if (!(await repo.productExists(id))) throw notFound('product', productId);
      await repo.setHandlingFee(id, value);
    });
    return { productId: formatProductId('SLO', id), amount: value };
  }

  async removeHandlingFee(productId: string, actor: Actor): Promise<void> {
    await this.removeProductRule(productId, 'handling fee', actor, (repo, id) => repo.removeHandlingFee(id));
  }

  async setUserDiscount(userId: number, input: DiscountInput, actor: Actor): Promise<UserDiscountView> {
    const values = { name: checkName(input.name), percent: checkPercent(input.percent) };
    const entry = { actor, action: 'pricing.user_discount.set', targetType: 'user', targetId: userId, details: values };
    await this.write(userKey(userId), entry, async (repo) => {
      if (!(await repo.userExists(userId))) throw notFound('user', userId);
      await repo.setUserDiscount(userId, values);
    });
    return { userId, ...values };
  }

  /** Removes the user's discount; 404 when there was none, so that a typo is not a silent success (as every removal). */
  async removeUserDiscount(userId: number, actor: Actor): Promise<void> {
    const entry = { actor, action: 'pricing.user_discount.remove', targetType: 'user', targetId: userId };
    await this.write(userKey(userId), entry, async (repo) => {
      if (!(await repo.removeUserDiscount(userId))) throw pricingErrors.noUserDiscount(userId);
    });
  }

  /** Removes a rule of an owned product (its audit action is the rule's name in snake case); 404 when there was none. */
  private async removeProductRule(
    productId: string,
    rule: 'product discount' | 'handling fee',
    actor: Actor,
    remove: (repo: PricingRulesRepo, id: string) => Promise<boolean>,
  ): Promise<void> {
    const id = masterId(productId);
    const entry = { actor, action: `pricing.${rule.replace(' ', '_')}.remove`, targetType: 'product', targetId: productId };
    await this.write(ownedKey(id), entry, async (repo) => {
      if (!(await remove(repo, id))) throw pricingErrors.noRule(rule, productId);
    });
  }

  /** One rule's write and its audit entry, in one transaction queued behind the other writes of its product or user (`key`). */
  private async write(key: string, entry: AuditInput, work: (repo: PricingRulesRepo) => Promise<void>): Promise<void> {
    await serialisedWrite(this.db, key, async (trx) => {
      await work(new PricingRulesRepo(trx));
      await new AuditRepo(trx).append(entry);
    });
  }
}
