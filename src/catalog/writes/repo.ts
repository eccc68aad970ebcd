// Catalog updates shared by the partner API and the back office. Built from a
// transaction by the services; callers have already resolved tenancy.
import { lockRow } from '../../db/locks.ts';
import type { Db } from '../../db/transaction.ts';
import type { ProductRef } from '../ids.ts';
import type { ImageRecord, VariantRecord } from '../repo.ts';

export interface ProductColumns {
  name?: string;
  code?: string;
  description?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  serviceType?: string;
  artworkSource?: string;
  visibility?: string;
  requiresApproval?: boolean;
  minQuantity?: number;
  maxQuantity?: number | null;
  turnaroundBusinessDays?: number | null;
  attributeNames?: [string | null, string | null, string | null];
  fulfilmentCentreId?: number | null;
}

export interface ShareColumns {
  overrideDisplay?: boolean;
  description?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  visibility?: string;
  requiresApproval?: boolean;
}

export interface VariantColumns {
  sku?: string | null;
  attribute1Choice?: string;
  attribute2Choice?: string;
  attribute3Choice?: string;
  location?: string | null;
  weight?: number | string | null;
}

function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function productColumns(c: ProductColumns) {
  return defined({
    name: c.name,
    code: c.code,
    description: c.description,
    meta_description: c.metaDescription,
    meta_keywords: c.metaKeywords,
    service_type: c.serviceType,
    artwork_source: c.artworkSource,
    visibility: c.visibility,
    requires_approval: c.requiresApproval,
    min_quantity: c.minQuantity,
    max_quantity: c.maxQuantity,
    turnaround_business_days: c.turnaroundBusinessDays,
    attribute1_name: c.attributeNames?.[0],
    attribute2_name: c.attributeNames?.[1],
    attribute3_name: c.attributeNames?.[2],
    fulfilment_centre_id: c.fulfilmentCentreId,
  });
}

export function variantColumns(c: VariantColumns) {
  return defined({
    sku: c.sku,
    attribute1_choice: c.attribute1Choice,
    attribute2_choice: c.attribute2Choice,
    attribute3_choice: c.attribute3Choice,
    location: c.location,
    weight: c.weight === undefined || c.weight === null ? c.weight : String(c.weight),
  });
}

export class CatalogWriteRepo {
  constructor(private readonly db: Db) {}

  async updateProduct(id: string, changes: ProductColumns, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('products')
      .set({ ...productColumns(changes), updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async updateShare(id: string, changes: ShareColumns, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('product_shares')
      .set({
        ...defined({
          override_display: changes.overrideDisplay,
          description: changes.description,
          meta_description: changes.metaDescription,
          meta_keywords: changes.metaKeywords,
          visibility: changes.visibility,
          requires_approval: changes.requiresApproval,
        }),
        updated_at: now,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async shareDisplay(id: string) {
    return this.db
      .selectFrom('product_shares')
      .select(['override_display', 'description', 'meta_description', 'meta_keywords'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async masterDisplay(id: string) {
    return this.db
      .selectFrom('products')
      .select(['description', 'meta_description', 'meta_keywords'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Updates a variant of `masterId`; undefined when it is not one of its variants. */
  async updateVariant(masterId: string, variantId: string, changes: VariantColumns, now: Date): Promise<VariantRecord | undefined> {
    const row = await this.db
      .updateTable('product_variants')
      .set({ ...variantColumns(changes), updated_at: now })
      .where('id', '=', variantId)
      .where('product_id', '=', masterId)
      .returningAll()
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        productId: row.product_id,
        sku: row.sku,
        choices: [row.attribute1_choice, row.attribute2_choice, row.attribute3_choice],
        location: row.location,
        weight: row.weight,
      }
    );
  }

  async imageExists(masterId: string, imageId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('product_images')
      .select('id')
      .where('id', '=', imageId)
      .where('product_id', '=', masterId)
      .executeTakeFirst();
    return !!row;
  }

  async updateImage(imageId: string, changes: { imageAlt?: string | null; sequence?: number }): Promise<void> {
    const values = defined({ image_alt: changes.imageAlt, sequence: changes.sequence });
    if (Object.keys(values).length === 0) return;
    await this.db.updateTable('product_images').set(values).where('id', '=', imageId).execute();
  }

  /**
   * Locks the product (or share) row for the rest of the transaction: every
   * write that replaces one of its sets (segments, price tiers) or moves its
   * primary image takes this lock first, so concurrent writers queue instead
   * of racing into unique violations or deadlocks. False when it does not exist.
   */
  lockProduct(ref: ProductRef): Promise<boolean> {
    return lockRow(this.db, ref.kind === 'SLO' ? 'products' : 'product_shares', 'id', ref.id);
  }

  /** Makes `imageId` the product's primary image, demoting the previous one first (one primary per product). */
  async makePrimary(masterId: string, imageId: string): Promise<void> {
    await this.db
      .updateTable('product_images')
      .set({ is_primary: false })
      .where('product_id', '=', masterId)
      .where('id', '!=', imageId)
      .where('is_primary', '=', true)
      .execute();
    await this.db.updateTable('product_images').set({ is_primary: true }).where('id', '=', imageId).execute();
  }

  /** Replaces the product's (or share's) segment assignment. */
  async replaceSegments(ref: ProductRef, segmentIds: number[]): Promise<void> {
    if (ref.kind === 'SLO') {
      await this.db.deleteFrom('product_segments').where('product_id', '=', ref.id).execute();
      if (segmentIds.length)
        await this.db
          .insertInto('product_segments')
          .values(segmentIds.map((s) => ({ product_id: ref.id, segment_id: s })))
          .execute();
    } else {
      await this.db.deleteFrom('product_share_segments').where('share_id', '=', ref.id).execute();
      if (segmentIds.length)
        await this.db
          .insertInto('product_share_segments')
          .values(segmentIds.map((s) => ({ share_id: ref.id, segment_id: s })))
          .execute();
    }
  }
}

export type { ImageRecord };
