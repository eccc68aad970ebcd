// Pure catalog rules: price-tier selection and quoting, and which product
// PATCH fields a product of a given kind and service type accepts. No IO.
import { Decimal } from 'decimal.js';
import { formatAmount, multiplyAmounts, parseAmount, significantPlaces } from './amounts.ts';
import type { ProductKind } from './ids.ts';
import { allFieldProblems } from '../errors/catalogue.ts';
import { catalogErrors } from './errors.ts';

export interface PriceTier {
  minQuantity: number;
  /** Exact decimal string. */
  unitPrice: string;
}

/** The tier that prices `quantity`: the one with the greatest minimum not above it. */
export function selectPriceTier(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best;
}

export interface QuoteLimits {
  minQuantity: number;
  maxQuantity: number | null;
}

export interface Quote {
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  tierMinQuantity: number;
}

/** Renders an exact decimal with at least two decimal places (`2.5` → `2.50`, `0.1234` kept). */
export function money(value: Decimal.Value): string {
  const amount = typeof value === 'string' ? parseAmount(value) : null;
  if (amount) return formatAmount(amount, Math.max(2, significantPlaces(amount)));
  const d = new Decimal(value);
  return d.toFixed(Math.max(2, d.decimalPlaces()));
}

/** `unitPrice` × `quantity`, rounded half up to the cent. */
function lineTotal(unitPrice: string, quantity: number): string {
  const unit = parseAmount(unitPrice);
  if (unit && Number.isSafeInteger(quantity) && quantity >= 0)
    return formatAmount(multiplyAmounts(unit, { units: BigInt(quantity), scale: 0 }), 2);
  return new Decimal(unitPrice).times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * Prices `quantity` units. No tiers at all means the product cannot be priced
 * (404 `quote_product_not_found`); quantity rules are business failures
 * (422 `quote_invalid` with the message in `detail`).
 */
export function quoteProduct(limits: QuoteLimits, tiers: readonly PriceTier[], quantity: number): Quote {
  if (tiers.length === 0) throw catalogErrors.noPrice();
  if (quantity < limits.minQuantity) {
    throw catalogErrors.belowMinimum(quantity, limits.minQuantity);
  }
  if (limits.maxQuantity !== null && quantity > limits.maxQuantity) {
    throw catalogErrors.aboveMaximum(quantity, limits.maxQuantity);
  }
  const tier = selectPriceTier(tiers, quantity);
  if (!tier) {
    const lowest = Math.min(...tiers.map((t) => t.minQuantity));
    throw catalogErrors.belowSmallestTier(quantity, lowest);
  }
  return {
    quantity,
    unitPrice: money(tier.unitPrice),
    totalPrice: lineTotal(tier.unitPrice, quantity),
    tierMinQuantity: tier.minQuantity,
  };
}

export interface ProductPatch {
  name?: string;
  description?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  visibility?: string;
  requiresApproval?: boolean;
  overrideDisplay?: boolean;
  minQuantity?: number;
  maxQuantity?: number;
  turnaroundBusinessDays?: number | null;
}

export const DISPLAY_FIELDS = ['description', 'metaDescription', 'metaKeywords'] as const;
/** Fields of the master product: not writable through a share. */
const MASTER_ONLY = ['name', 'minQuantity', 'maxQuantity', 'turnaroundBusinessDays'] as const;
/** POD-only fields (production turnaround); refused on STOCK products. */
export const POD_ONLY = ['turnaroundBusinessDays'] as const;

/**
 * The checks a PATCH body gets from the product id alone (before the
 * product is read): fields the kind does not accept, and the share null rule.
 */
export function checkPatchForKind(kind: ProductKind, patch: ProductPatch): void {
  if (kind === 'SLO') {
    if (patch.overrideDisplay !== undefined) {
      throw catalogErrors.overrideDisplayOnOwned();
    }
    return;
  }
  // Every field a rule refuses is named (the first answers with its detail).
  const masterOnly = MASTER_ONLY.filter((field) => patch[field] !== undefined);
  if (masterOnly.length) throw allFieldProblems(masterOnly.map(catalogErrors.masterOnlyField))!;
  const nulled = DISPLAY_FIELDS.filter((field) => patch[field] === null);
  if (nulled.length) throw allFieldProblems(nulled.map(catalogErrors.nullBackfillsMaster))!;
  const display = DISPLAY_FIELDS.filter((f) => patch[f] !== undefined);
  if (patch.overrideDisplay === false && display.length) {
    throw catalogErrors.inheritWithDisplayFields(display);
  }
}

/** Service-type rule, once the product is known: a POD-only field on a STOCK product. */
export function checkPatchForServiceType(serviceType: string, patch: ProductPatch): void {
  if (serviceType === 'POD') return;
  const podOnly = POD_ONLY.filter((field) => patch[field] !== undefined);
  if (podOnly.length) throw allFieldProblems(podOnly.map((field) => catalogErrors.podOnlyField(field, serviceType)))!;
}

export interface DisplayFields {
  description: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

export interface ShareDisplay extends DisplayFields {
  overrideDisplay: boolean;
}

/**
 * A share's display fields after a PATCH. Writing any display field (or
 * `overrideDisplay: true`) makes the share override; fields not sent start
 * from the master's current values, so nothing goes blank. `overrideDisplay:
 * false` restores inheritance of all three together (the share's own copies
 * are cleared).
 */
export function planShareDisplay(current: ShareDisplay, master: DisplayFields, patch: ProductPatch): ShareDisplay {
  if (patch.overrideDisplay === false) {
    return { overrideDisplay: false, description: null, metaDescription: null, metaKeywords: null };
  }
  const writes = DISPLAY_FIELDS.some((f) => patch[f] !== undefined);
  if (!writes && patch.overrideDisplay !== true) return current;
  const base: DisplayFields = current.overrideDisplay ? current : master;
  return {
    overrideDisplay: true,
    description: patch.description ?? base.description,
    metaDescription: patch.metaDescription ?? base.metaDescription,
    metaKeywords: patch.metaKeywords ?? base.metaKeywords,
  };
}

/** min ≤ max once both are known (after merging the PATCH with stored values). */
export function checkQuantityRange(
  minQuantity: number,
  maxQuantity: number | null,
  code: 'invalid_product_patch' | 'invalid_request' = 'invalid_product_patch',
): void {
  if (maxQuantity !== null && minQuantity > maxQuantity) {
    throw catalogErrors.quantityRange(code, minQuantity, maxQuantity);
  }
}
