// What placing an order reads, read once for all its lines (one statement,
// PlacementRepo.snapshot): each requested product found on the site with its
// variants, price tiers, discount, handling fee, template and whether the
// ordering user sees one of its segments (and its template's document when
// the built-in template store keeps it); the ordering user, its discount;
// and the enabled shipping services of the centres the products ship from.
// The submission worker reads it before its transaction (with the other
// preparation) and hands it to placeOrder; other callers let placeOrder
// read it inside theirs. Under READ COMMITTED each statement sees what was
// committed when it starts either way, so reading it just before the
// transaction gives the placement the same guarantees as reading inside it.
import { parseProductId } from '../../catalog/ids.ts';
import { toProduct, toVariant, type ProductRecord, type ProductRow, type VariantRecord } from '../../catalog/repo.ts';
import type { PriceTier } from '../../catalog/rules.ts';
import type { Db } from '../../db/transaction.ts';
import type { DiscountRule } from './pricing.ts';
import { PlacementRepo } from './repo.ts';

export interface SnapshotProduct {
  product: ProductRecord;
  /** STOCK products' variants, by id. */
  variants: VariantRecord[];
  tiers: PriceTier[];
  productDiscount: DiscountRule | null;
  handlingFee: string | null;
  /** `stored`: the variables of the built-in template store's document (read in the same statement), null when it has none. */
  template: { vendor: string; templateId: string | null; stored: { variables: unknown } | null } | null;
  /** True when the ordering user is in one of the product's segments. */
  seesSegment: boolean;
}

export interface ShippingServiceRow {
  id: number;
  name: string;
  kind: string;
}

export interface PlacementSnapshot {
  siteId: number;
  orderingUserId: number | null;
  /** Keyed by the product id as the intake spells it (`SLO_007` and `SLO_7` both find it). */
  products: Map<string, SnapshotProduct>;
  orderingUser: { active: boolean; allSegmentsVisible: boolean } | null;
  userDiscount: DiscountRule | null;
  /** Enabled services of the products' centres, lowest id first (the first is the site default). */
  services: ShippingServiceRow[];
}

/** Reads the snapshot of `productIds` on `siteId` for `orderingUserId` in one statement. */
export async function loadSnapshot(
  db: Db,
  siteId: number,
  productIds: string[],
  orderingUserId: number | null,
): Promise<PlacementSnapshot> {
  const owned = new Set<string>();
  const shared = new Set<string>();
  for (const id of productIds) {
    const ref = parseProductId(id);
    if (ref) (ref.kind === 'SLO' ? owned : shared).add(ref.id);
  }
  const rows = await new PlacementRepo(db).snapshot(siteId, [...owned], [...shared], orderingUserId);
  const first = rows[0];
  const byRef = new Map<string, SnapshotProduct>();
  for (const row of rows) {
    if (row.id == null) continue;
    const product = toProduct(row as ProductRow);
    byRef.set(`${product.kind}_${product.id}`, {
      product,
      variants: (row.variants ?? []).map(toVariant),
      tiers: row.tiers ?? [],
      productDiscount: row.product_discount,
      handlingFee: row.handling_fee,
      template: row.template && { vendor: row.template.vendor, templateId: row.template.template_id, stored: row.template.document },
      seesSegment: row.sees_segment === true,
    });
  }
  const products = new Map<string, SnapshotProduct>();
  for (const id of productIds) {
    const ref = parseProductId(id);
    const found = ref && byRef.get(`${ref.kind}_${ref.id}`);
    if (found) products.set(id, found);
  }
  const user = first?.ordering_user ?? null;
  return {
    siteId,
    orderingUserId,
    products,
    orderingUser: user && { active: user.active, allSegmentsVisible: user.all_segments_visible },
    userDiscount: first?.user_discount ?? null,
    services: first?.services ?? [],
  };
}
