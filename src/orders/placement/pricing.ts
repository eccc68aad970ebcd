// Pure pricing rules applied when an order is placed. The list amount comes
// from the catalog's price tiers (quoteProduct); then, in this order:
//   1. the product discount: its percent of the list total;
//   2. the user discount: its percent of what remains after (1);
// each rounded half-up to the cent. lineTotal = list − (1) − (2).
// Handling is a flat amount per line from the product, reported separately
// and never part of lineTotal. No IO.
import { Decimal } from 'decimal.js';
import type { StoredDiscount } from '../../db/tables/orders.ts';

export interface DiscountRule {
  name: string;
  /** Exact decimal string, 0 < percent ≤ 100. */
  percent: string;
}

export interface LinePricing {
  lineListTotal: string;
  lineTotal: string;
  productDiscount: StoredDiscount | null;
  userDiscount: StoredDiscount | null;
  handlingAmount: string | null;
}

function cents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

function apply(rule: DiscountRule | null, base: Decimal): StoredDiscount | null {
  if (!rule) return null;
  const amount = cents(base.times(rule.percent).dividedBy(100));
  return { name: rule.name, percent: new Decimal(rule.percent).toFixed(2), amount: amount.toFixed(2) };
}

/** Prices one line from its list total (already the whole line, not per unit). */
export function priceLine(
  listTotal: string,
  productRule: DiscountRule | null,
  userRule: DiscountRule | null,
  handlingFee: string | null,
): LinePricing {
  const list = cents(new Decimal(listTotal));
  const productDiscount = apply(productRule, list);
  const afterProduct = list.minus(productDiscount?.amount ?? 0);
  const userDiscount = apply(userRule, afterProduct);
  const total = afterProduct.minus(userDiscount?.amount ?? 0);
  return {
    lineListTotal: list.toFixed(2),
    lineTotal: total.toFixed(2),
    productDiscount,
    userDiscount,
    handlingAmount: handlingFee === null ? null : cents(new Decimal(handlingFee)).toFixed(2),
  };
}

/** The largest amount an order's money columns hold (numeric(14,2)): a price times a quantity can pass it. */
export const MAX_ORDER_AMOUNT = '999999999999.99';

export function exceedsOrderAmount(value: string | null): boolean {
  return value !== null && new Decimal(value).abs().gt(MAX_ORDER_AMOUNT);
}

/** Sum of decimal strings, nulls skipped, as a 2-place string. */
export function sumMoney(values: readonly (string | null)[]): string {
  return values.reduce<Decimal>((sum, v) => (v === null ? sum : sum.plus(v)), new Decimal(0)).toFixed(2);
}

/** `from` plus `days` business days (Monday to Friday, UTC; no holiday calendar). */
export function addBusinessDays(from: Date, days: number): Date {
  const at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}
