// Back-office catalog inserts and lookups without a grant (staff see every site).
import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import type { ProductKind, ProductRef } from '../ids.ts';
import type { PriceTier } from '../rules.ts';
import { productColumns, variantColumns, type ProductColumns, type VariantColumns } from '../writes/repo.ts';

export interface NewImage {
  imagePath: string;
  sequence?: number | null;
  primary?: boolean;
  imageAlt?: string | null;
  attribution?: string | null;
  width?: number | null;
  height?: number | null;
}

export class CatalogAdminRepo {
  constructor(private readonly db: Db) {}

  /** The site of a product or share, whoever may see it. */
  async siteOf(ref: ProductRef): Promise<number | undefined> {
    const table = ref.kind === 'SLO' ? 'products' : 'product_shares';
    const row = await this.db.selectFrom(table).select('site_id').where('id', '=', ref.id).executeTakeFirst();
    return row?.site_id;
  }

  /** What a bare number names: an owned product, a share, or nothing (the sequence is shared). */
  async kindOf(id: string): Promise<ProductKind | undefined> {
    const result = await sql<{ kind: ProductKind }>`SELECT 'SLO' AS kind FROM products WHERE id = ${id}
      UNION ALL SELECT 'SLS' FROM product_shares WHERE id = ${id}`.execute(this.db);
    return result.rows[0]?.kind;
  }

  async insertProduct(siteId: number, values: ProductColumns & { code: string; name: string; serviceType: string }): Promise<string> {
    const row = await this.db
      .insertInto('products')
      .values({
        site_id: siteId,
        description: null,
        meta_description: null,
        meta_keywords: null,
        max_quantity: null,
        turnaround_business_days: null,
        attribute1_name: null,
        attribute2_name: null,
        attribute3_name: null,
        fulfilment_centre_id: null,
        ...productColumns(values),
        code: values.code,
        name: values.name,
        service_type: values.serviceType,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertShare(productId: string, siteId: number, values: { visibility?: string; requiresApproval?: boolean }): Promise<string> {
    const row = await this.db
      .insertInto('product_shares')
      .values({
        product_id: productId,
        site_id: siteId,
        description: null,
        meta_description: null,
        meta_keywords: null,
        ...(values.visibility !== undefined && { visibility: values.visibility }),
        ...(values.requiresApproval !== undefined && { requires_approval: values.requiresApproval }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertVariant(productId: string, values: VariantColumns): Promise<string> {
    const row = await this.db
      .insertInto('product_variants')
      .values({
        product_id: productId,
        sku: null,
        attribute1_choice: null,
        attribute2_choice: null,
        attribute3_choice: null,
        location: null,
        weight: null,
        ...variantColumns(values),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertImage(productId: string, image: NewImage): Promise<string> {
    const row = await this.db
      .insertInto('product_images')
      .values({
        product_id: productId,
        image_path: image.imagePath,
        sequence: image.sequence ?? null,
        is_primary: false,
        image_alt: image.imageAlt ?? null,
        attribution: image.attribution ?? null,
        width: image.width ?? null,
        height: image.height ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The product a variant or an image belongs to; undefined when there is no such row. */
  async productOf(table: 'product_variants' | 'product_images', id: string): Promise<string | undefined> {
    return (await this.db.selectFrom(table).select('product_id').where('id', '=', id).executeTakeFirst())?.product_id;
  }

  async replacePriceTiers(productId: string, tiers: PriceTier[]): Promise<void> {
    await this.db.deleteFrom('product_price_tiers').where('product_id', '=', productId).execute();
    if (tiers.length) {
      await this.db
        .insertInto('product_price_tiers')
        .values(tiers.map((t) => ({ product_id: productId, min_quantity: t.minQuantity, unit_price: t.unitPrice })))
        .execute();
    }
  }

  async setProductTemplate(productId: string, template: { vendor: string; templateId: string | null } | null): Promise<void> {
    await this.db.deleteFrom('product_templates').where('product_id', '=', productId).execute();
    if (template)
      await this.db
        .insertInto('product_templates')
        .values({ product_id: productId, vendor: template.vendor, template_id: template.templateId })
        .execute();
  }

  async upsertTemplateDocument(vendor: string, templateId: string, variables: unknown[], now: Date): Promise<void> {
    await this.db
      .insertInto('template_documents')
      .values({ vendor, template_id: templateId, variables: JSON.stringify(variables), updated_at: now })
      .onConflict((oc) => oc.columns(['vendor', 'template_id']).doUpdateSet({ variables: JSON.stringify(variables), updated_at: now }))
      .execute();
  }

  async insertSegment(siteId: number, name: string): Promise<number> {
    const row = await this.db.insertInto('segments').values({ site_id: siteId, name }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async renameSegment(id: number, name: string): Promise<{ id: number; siteId: number; name: string } | undefined> {
    const row = await this.db
      .updateTable('segments')
      .set({ name })
      .where('id', '=', id)
      .returning(['id', 'site_id', 'name'])
      .executeTakeFirst();
    return row && { id: row.id, siteId: row.site_id, name: row.name };
  }

  async siteExists(siteId: number): Promise<boolean> {
    return !!(await this.db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst());
  }
}
