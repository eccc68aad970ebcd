// Product identifiers: `SLO_<n>` names a product its site owns, `SLS_<n>` a
// share of a master product into another site. Products and shares draw
// their numbers from one sequence, so a number names exactly one of them.
import { catalogErrors } from './errors.ts';

export const PRODUCT_ID_PATTERN = '^(SLO|SLS)_\\d{1,18}$';
export const PRODUCT_ID_EXPECT = 'a product id: SLO_ or SLS_ followed by up to 18 digits (e.g. SLO_123)';
/** What a `productId` field of a record names (the catalogue's, an order line's, a quote's). */
export const PRODUCT_ID_DESCRIPTION =
  'Platform product identifier, a string matching ^(SLO|SLS)_\\d{1,18}$ (SLO_ owned by the site, SLS_ shared to it).';

export type ProductKind = 'SLO' | 'SLS';

export interface ProductRef {
  kind: ProductKind;
  /** The row id, canonical decimal (leading zeros dropped). */
  id: string;
}

/**
 * The row a write to a product serialises on (db/row-queue.ts): the product
 * or share itself, as the partner API and the back office both key it.
 */
export const productKey = (ref: ProductRef): string => `${ref.kind === 'SLO' ? 'products' : 'product_shares'}:${ref.id}`;

const PRODUCT_ID = /^(SLO|SLS)_(\d{1,18})$/;

/** Parses an already-validated product id; `SLO_007` and `SLO_7` name the same product. */
export function parseProductId(value: string): ProductRef | null {
  const match = PRODUCT_ID.exec(value);
  if (!match) return null;
  const digits = match[2]!;
  // Only a leading zero needs the canonical form worked out (every product detail parses one id).
  return { kind: match[1] as ProductKind, id: digits.length > 1 && digits.charCodeAt(0) === 48 ? BigInt(digits).toString() : digits };
}

export function formatProductId(kind: ProductKind, id: string | number): string {
  return `${kind}_${id}`;
}

/** Image and variant ids in paths: positive whole numbers, kept as strings (bigint columns). */
export const ROW_ID_PATTERN = '^[1-9][0-9]{0,17}$';
export const ROW_ID_EXPECT = 'a positive whole number of at most 18 digits';

/** A validated path id as a reference (the route schema guarantees the shape). */
export function refOf(params: { productId: string }): ProductRef {
  return parseProductId(params.productId)!;
}

/** The row id of a product id of the expected kind (masters are SLO_, shares SLS_); another is 400 `invalid_request`. */
export function idOfKind(productId: string, kind: ProductKind): string {
  const ref = parseProductId(productId);
  if (!ref || ref.kind !== kind) throw catalogErrors.notOfKind(productId, kind);
  return ref.id;
}
