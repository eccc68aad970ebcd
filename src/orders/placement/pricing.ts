// Pure pricing rules applied when an order is placed. The list amount comes
// from the catalog's price tiers (quoteProduct); then, in this order:
//   1. the product discount: its percent of the list total;
//   2. the user discount: its percent of what remains after (1);
// each rounded half-up to the cent. lineTotal = list − (1) − (2).
// Handling is a flat amount per line from the product, reported separately
// and never part of lineTotal. No IO.
import { Decimal } from 'decimal.js';
import {
  addAmounts,
  type Amount,
  amountAbove,
  formatAmount,
  multiplyAmounts,
  parseAmount,
  roundAmount,
  shiftAmount,
  subtractAmount,
} from '../../catalog/amounts.ts';
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
  return exactLine(listTotal, productRule, userRule, handlingFee) ?? decimalLine(listTotal, productRule, userRule, handlingFee);
}

/** A discount of `rule` on `base` (at the cent), exactly; null for an input that is not a plain non-negative decimal. */
function exactDiscount(rule: DiscountRule, base: Amount): { stored: StoredDiscount; amount: Amount } | null {
  const percent = parseAmount(rule.percent);
  if (!percent) return null;
  const amount = roundAmount(shiftAmount(multiplyAmounts(base, percent), 2), 2);
  return { stored: { name: rule.name, percent: formatAmount(percent, 2), amount: formatAmount(amount, 2) }, amount };
}

/** priceLine on exact amounts (amounts.ts); null when an input or a result leaves that path (decimalLine prices it). */
function exactLine(
  listTotal: string,
  productRule: DiscountRule | null,
  userRule: DiscountRule | null,
  handlingFee: string | null,
): LinePricing | null {
  const parsedList = parseAmount(listTotal);
  const fee = handlingFee === null ? null : parseAmount(handlingFee);
  if (!parsedList || (handlingFee !== null && !fee)) return null;
  const list = roundAmount(parsedList, 2);
  const productDiscount = productRule ? exactDiscount(productRule, list) : null;
  if (productRule && !productDiscount) return null;
  const afterProduct = productDiscount ? subtractAmount(list, productDiscount.amount) : list;
  if (!afterProduct) return null;
  const userDiscount = userRule ? exactDiscount(userRule, afterProduct) : null;
  if (userRule && !userDiscount) return null;
  const total = userDiscount ? subtractAmount(afterProduct, userDiscount.amount) : afterProduct;
  if (!total) return null;
  return {
    lineListTotal: formatAmount(list, 2),
    lineTotal: formatAmount(total, 2),
    productDiscount: productDiscount?.stored ?? null,
    userDiscount: userDiscount?.stored ?? null,
    handlingAmount: fee === null ? null : formatAmount(roundAmount(fee, 2), 2),
  };
}

function decimalLine(
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
const MAX_AMOUNT = parseAmount(MAX_ORDER_AMOUNT)!;

export function exceedsOrderAmount(value: string | null): boolean {
  if (value === null) return false;
  const amount = parseAmount(value);
  return amount ? amountAbove(amount, MAX_AMOUNT) : new Decimal(value).abs().gt(MAX_ORDER_AMOUNT);
}

/** Sum of decimal strings, nulls skipped, as a 2-place string. */
export function sumMoney(values: readonly (string | null)[]): string {
  let sum: Amount = { units: 0n, scale: 0 };
  for (const value of values) {
    if (value === null) continue;
    const amount = parseAmount(value);
    if (!amount) return values.reduce<Decimal>((total, v) => (v === null ? total : total.plus(v)), new Decimal(0)).toFixed(2);
    sum = addAmounts(sum, amount);
  }
  return formatAmount(sum, 2);
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
