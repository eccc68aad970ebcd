// Movement types and their sign. Staff give a positive amount; the type
// decides whether it draws on the account (stored negative) or adds to it.
// ADJUSTMENT takes a signed amount as given.
import { Decimal } from 'decimal.js';
import { creditErrors } from './errors.ts';

export const DEBIT_TYPES = ['PRODUCT_DEBIT', 'SHIPPING_DEBIT', 'HANDLING_DEBIT', 'TAX_DEBIT', 'EXPIRY'] as const;
export const CREDIT_TYPES = ['CREDIT', 'REFUND'] as const;
export const MOVEMENT_TYPES = [...DEBIT_TYPES, ...CREDIT_TYPES, 'ADJUSTMENT'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** The signed amount stored for a movement, with two decimals. */
export function signedAmount(type: MovementType, amount: string): string {
  const value = new Decimal(amount);
  if (type === 'ADJUSTMENT') {
    if (value.isZero()) throw creditErrors.zeroAdjustment();
    return value.toFixed(2);
  }
  if (value.lte(0)) throw creditErrors.unsignedAmount(type);
  return ((DEBIT_TYPES as readonly string[]).includes(type) ? value.neg() : value).toFixed(2);
}
