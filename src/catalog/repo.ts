// Catalog reads. Every partner-facing query takes the caller's granted site
// ids: a product or share on another site is simply not found. Owned
// products and shares are read together, with the share's display fields
// resolved (its own while overriding, else the master's).
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { prepared } from '../db/prepared.ts';
import type { Db } from '../db/transaction.ts';
import type { ProductKind, ProductRef } from './ids.ts';
import type { PriceTier } from './rules.ts';
import type { ProductSharesTable, ProductsTable, ProductVariantsTable } from '../db/tables/catalog.ts';

export interface ProductRecord {
  kind: ProductKind;
  id: string;
  siteId: number;
  /** The products row behind it (itself for SLO, the master for SLS). */
  masterId: string;
  code: string;
  name: string;
  description: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  overrideDisplay: boolean;
  serviceType: string;
  artworkSource: string;
  visibility: string;
  requiresApproval: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  turnaroundBusinessDays: number | null;
  attributeNames: [string | null, string | null, string | null];
  fulfilmentCentreId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface VariantRecord {
  id: string;
  productId: string;
  sku: string | null;
  choices: [string | null, string | null, string | null];
  location: string | null;
  weight: string | null;
}

/** A product as its detail reads: with its variants (STOCK only) and segment ids. */
export interface ProductDetail {
  product: ProductRecord;
  variants: VariantRecord[];
  segmentIds: number[];
}

export interface ImageRecord {
  id: string;
  productId: string;
  imagePath: string;
  sequence: number | null;
  primary: boolean;
  imageAlt: string | null;
  attribution: string | null;
  width: number | null;
  height: number | null;
}

export interface SegmentRecord {
  id: number;
  siteId: number;
  name: string;
}

export interface ProductFilters {
  siteIds: number[];
  serviceType?: string;
  afterId?: string;
  limit: number;
  /** Full-text query: ranked results, no keyset. */
  search?: string;
}

type Product = Selectable<ProductsTable>;

/**
 * The columns OWNED_COLUMNS and SHARE_COLUMNS select (a share reads its
 * master's columns), typed from the table interfaces.
 */
export type ProductRow = Pick<
  Product,
  | 'id'
  | 'site_id'
  | 'code'
  | 'name'
  | 'description'
  | 'meta_description'
  | 'meta_keywords'
  | 'service_type'
  | 'artwork_source'
  | 'visibility'
  | 'requires_approval'
  | 'min_quantity'
  | 'max_quantity'
  | 'turnaround_business_days'
  | 'attribute1_name'
  | 'attribute2_name'
  | 'attribute3_name'
  | 'fulfilment_centre_id'
  | 'created_at'
  | 'updated_at'
> & { kind: ProductKind; master_id: Product['id']; override_display: Selectable<ProductSharesTable>['override_display'] };

/** A product row with its variants (as JSON) and segment ids: the detail statements' shape. */
type ProductDetailRow = ProductRow & { variants: VariantRow[]; segment_ids: number[] };

// The driver has parsed timestamps into Dates already (no copy per row); a string is parsed.
const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export function toProduct(r: ProductRow): ProductRecord {
  return {
    kind: r.kind,
    id: String(r.id),
    siteId: r.site_id,
    masterId: String(r.master_id),
    code: r.code,
    name: r.name,
    description: r.description,
    metaDescription: r.meta_description,
    metaKeywords: r.meta_keywords,
    overrideDisplay: r.override_display,
    serviceType: r.service_type,
    artworkSource: r.artwork_source,
    visibility: r.visibility,
    requiresApproval: r.requires_approval,
    minQuantity: r.min_quantity,
    maxQuantity: r.max_quantity,
    turnaroundBusinessDays: r.turnaround_business_days,
    attributeNames: [r.attribute1_name, r.attribute2_name, r.attribute3_name],
    fulfilmentCentreId: r.fulfilment_centre_id,
    createdAt: asDate(r.created_at),
    updatedAt: asDate(r.updated_at),
  };
}

const MASTER_COLUMNS = `m.id AS master_id, m.code, m.name, m.service_type, m.artwork_source, m.min_quantity, m.max_quantity,
  m.turnaround_business_days, m.attribute1_name, m.attribute2_name, m.attribute3_name, m.fulfilment_centre_id`;
export const OWNED_COLUMNS = `'SLO' AS kind, m.id, m.site_id, ${MASTER_COLUMNS}, m.description, m.meta_description, m.meta_keywords,
  false AS override_display, m.visibility, m.requires_approval, m.created_at, m.updated_at`;
export const SHARE_COLUMNS = `'SLS' AS kind, s.id, s.site_id, ${MASTER_COLUMNS},
  CASE WHEN s.override_display THEN s.description ELSE m.description END AS description,
  CASE WHEN s.override_display THEN s.meta_description ELSE m.meta_description END AS meta_description,
  CASE WHEN s.override_display THEN s.meta_keywords ELSE m.meta_keywords END AS meta_keywords,
  s.override_display, s.visibility, s.requires_approval, s.created_at, GREATEST(s.updated_at, m.updated_at) AS updated_at`;

/**
 * One keyset page of owned products and shares on the sites $1, after id $2,
 * optionally of service type $3, $4 rows. For each site, each half reads at
 * most $4 rows of its (site_id, id) index from the cursor on, so page 1,000
 * costs what page 1 costs; the outer sort sees at most 2 × sites × $4 rows.
 * The site is written as a range of (site_id, id) rather than `site_id = …`
 * so that only that index can serve the order (with an equality the planner
 * may walk the primary key and filter by site: a full scan for a small site).
 * Fixed text: compiled once, not per request.
 */
export const PAGE = prepared<ProductRow>(`SELECT v.* FROM unnest($1::int[]) AS g(site_id) CROSS JOIN LATERAL (
    (SELECT ${OWNED_COLUMNS} FROM products m
      WHERE (m.site_id, m.id) > (g.site_id, $2::bigint) AND m.site_id <= g.site_id AND ($3::text IS NULL OR m.service_type = $3)
      ORDER BY m.site_id, m.id LIMIT $4)
    UNION ALL
    (SELECT ${SHARE_COLUMNS} FROM product_shares s JOIN products m ON m.id = s.product_id
      WHERE (s.site_id, s.id) > (g.site_id, $2::bigint) AND s.site_id <= g.site_id AND ($3::text IS NULL OR m.service_type = $3)
      ORDER BY s.site_id, s.id LIMIT $4)
  ) v ORDER BY v.id LIMIT $4`);

export const OWNED_BY_ID = prepared<ProductRow>(`SELECT ${OWNED_COLUMNS} FROM products m WHERE m.id = $1 AND m.site_id = ANY($2::int[])`, {
  named: true,
});
export const SHARE_BY_ID = prepared<ProductRow>(`SELECT ${SHARE_COLUMNS} FROM product_shares s JOIN products m ON m.id = s.product_id
  WHERE s.id = $1 AND s.site_id = ANY($2::int[])`);

export const VARIANTS = prepared<Selectable<ProductVariantsTable>>('SELECT * FROM product_variants WHERE product_id = $1 ORDER BY id');

/**
 * The variants of the products row `master` as a JSON array, ids and weight
 * as text so they read exactly as the driver gives them in a row (bigint and
 * numeric are strings there).
 */
export const variantsJson = (
  master: string,
) => `(SELECT coalesce(json_agg(json_build_object('id', v.id::text, 'product_id', v.product_id::text,
    'sku', v.sku, 'attribute1_choice', v.attribute1_choice, 'attribute2_choice', v.attribute2_choice, 'attribute3_choice', v.attribute3_choice,
    'location', v.location, 'weight', v.weight::text) ORDER BY v.id), '[]') FROM product_variants v WHERE v.product_id = ${master})`;

/**
 * A product with its variants and segment ids in one statement (one round
 * trip instead of three): the detail every product read answers with.
 */
export const OWNED_DETAIL_BY_ID = prepared<ProductDetailRow>(
  `SELECT ${OWNED_COLUMNS}, ${variantsJson('m.id')} AS variants,
  ARRAY(SELECT ps.segment_id FROM product_segments ps WHERE ps.product_id = m.id ORDER BY ps.segment_id) AS segment_ids
  FROM products m WHERE m.id = $1 AND m.site_id = ANY($2::int[])`,
  { named: true },
);
export const SHARE_DETAIL_BY_ID = prepared<ProductDetailRow>(
  `SELECT ${SHARE_COLUMNS}, ${variantsJson('m.id')} AS variants,
  ARRAY(SELECT ss.segment_id FROM product_share_segments ss WHERE ss.share_id = s.id ORDER BY ss.segment_id) AS segment_ids
  FROM product_shares s JOIN products m ON m.id = s.product_id WHERE s.id = $1 AND s.site_id = ANY($2::int[])`,
  { named: true },
);
export const PRODUCT_SEGMENTS = prepared<{ segment_id: number }>(
  'SELECT segment_id FROM product_segments WHERE product_id = $1 ORDER BY segment_id',
);
export const SHARE_SEGMENTS = prepared<{ segment_id: number }>(
  'SELECT segment_id FROM product_share_segments WHERE share_id = $1 ORDER BY segment_id',
);

function tsQuery(q: string): RawBuilder<unknown> {
  return sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;
}

/** Owned products and shares on `siteIds` matching a full-text query, each with its rank. */
function searchView(siteIds: number[], search: string, serviceType: string | undefined): RawBuilder<unknown> {
  const query = tsQuery(search);
  const type = serviceType === undefined ? sql`` : sql`AND m.service_type = ${serviceType}`;
  const shareVector = sql`CASE WHEN s.override_display THEN
      setweight(to_tsvector('english', m.name), 'A') || setweight(to_tsvector('simple', m.code), 'A') ||
      setweight(to_tsvector('english', coalesce(s.description, '')), 'C')
    ELSE m.search_vector END`;
  const owned = sql`SELECT ${sql.raw(OWNED_COLUMNS)}, ts_rank(m.search_vector, ${query}) AS rank
    FROM products m WHERE m.site_id = ANY(${siteIds}::int[]) ${type} AND m.search_vector @@ ${query}`;
  const shared = sql`SELECT ${sql.raw(SHARE_COLUMNS)}, ts_rank(${shareVector}, ${query}) AS rank
    FROM product_shares s JOIN products m ON m.id = s.product_id WHERE s.site_id = ANY(${siteIds}::int[]) ${type} AND ${shareVector} @@ ${query}`;
  return sql`(${owned} UNION ALL ${shared})`;
}

export type VariantRow = Pick<
  Selectable<ProductVariantsTable>,
  'id' | 'product_id' | 'sku' | 'attribute1_choice' | 'attribute2_choice' | 'attribute3_choice' | 'location' | 'weight'
>;

export function toVariant(r: VariantRow): VariantRecord {
  return {
    id: r.id,
    productId: r.product_id,
    sku: r.sku,
    choices: [r.attribute1_choice, r.attribute2_choice, r.attribute3_choice],
    location: r.location,
    weight: r.weight,
  };
}

export class CatalogRepo {
  constructor(private readonly db: Db) {}

  /** One page (limit rows; ask for limit + 1 to learn whether more follow), by id, or ranked when searching. */
  async listProducts(filters: ProductFilters): Promise<ProductRecord[]> {
    if (filters.siteIds.length === 0) return [];
    if (filters.search !== undefined) {
      const result = await sql<ProductRow>`SELECT v.* FROM ${searchView(filters.siteIds, filters.search, filters.serviceType)} v
        ORDER BY v.rank DESC, v.id LIMIT ${filters.limit}`.execute(this.db);
      return result.rows.map(toProduct);
    }
    const rows = await PAGE(this.db, [filters.siteIds, filters.afterId ?? '0', filters.serviceType ?? null, filters.limit]);
    return rows.map(toProduct);
  }

  async findProduct(siteIds: number[], ref: ProductRef): Promise<ProductRecord | undefined> {
    if (siteIds.length === 0) return undefined;
    const rows = await (ref.kind === 'SLO' ? OWNED_BY_ID : SHARE_BY_ID)(this.db, [ref.id, siteIds]);
    return rows[0] && toProduct(rows[0]);
  }

  /** The product's detail in one statement, or undefined when it is not on `siteIds`. */
  async findProductDetail(siteIds: number[], ref: ProductRef): Promise<ProductDetail | undefined> {
    if (siteIds.length === 0) return undefined;
    const row = (await (ref.kind === 'SLO' ? OWNED_DETAIL_BY_ID : SHARE_DETAIL_BY_ID)(this.db, [ref.id, siteIds]))[0];
    if (!row) return undefined;
    const product = toProduct(row);
    const variants = product.serviceType === 'STOCK' ? row.variants.map(toVariant) : [];
    return { product, variants, segmentIds: row.segment_ids };
  }

  async variants(masterId: string): Promise<VariantRecord[]> {
    return (await VARIANTS(this.db, [masterId])).map(toVariant);
  }

  async images(masterId: string): Promise<ImageRecord[]> {
    const rows = await this.db
      .selectFrom('product_images')
      .selectAll()
      .where('product_id', '=', masterId)
      .orderBy(sql`coalesce(sequence, 0)`)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      productId: r.product_id,
      imagePath: r.image_path,
      sequence: r.sequence,
      primary: r.is_primary,
      imageAlt: r.image_alt,
      attribution: r.attribution,
      width: r.width,
      height: r.height,
    }));
  }

  async priceTiers(masterId: string): Promise<PriceTier[]> {
    const rows = await this.db
      .selectFrom('product_price_tiers')
      .select(['min_quantity', 'unit_price'])
      .where('product_id', '=', masterId)
      .orderBy('min_quantity')
      .execute();
    return rows.map((r) => ({ minQuantity: r.min_quantity, unitPrice: r.unit_price }));
  }

  async segmentIds(ref: ProductRef): Promise<number[]> {
    const rows = await (ref.kind === 'SLO' ? PRODUCT_SEGMENTS : SHARE_SEGMENTS)(this.db, [ref.id]);
    return rows.map((r) => r.segment_id);
  }

  async template(masterId: string): Promise<{ vendor: string; templateId: string | null } | undefined> {
    const row = await this.db
      .selectFrom('product_templates')
      .select(['vendor', 'template_id'])
      .where('product_id', '=', masterId)
      .executeTakeFirst();
    return row && { vendor: row.vendor, templateId: row.template_id };
  }

  /** A document of the built-in template store (variables as stored, unchecked), or undefined. */
  async templateDocument(vendor: string, templateId: string): Promise<{ templateId: string; variables: unknown } | undefined> {
    const row = await this.db
      .selectFrom('template_documents')
      .select(['template_id', 'variables'])
      .where('vendor', '=', vendor)
      .where('template_id', '=', templateId)
      .executeTakeFirst();
    return row && { templateId: row.template_id, variables: row.variables };
  }

  /** Segments on `siteIds`, by id, after a key. */
  async listSegments(siteIds: number[], afterId: number | undefined, limit: number): Promise<SegmentRecord[]> {
    if (siteIds.length === 0) return [];
    let query = this.db.selectFrom('segments').select(['id', 'site_id', 'name']).where('site_id', 'in', siteIds).orderBy('id').limit(limit);
    if (afterId !== undefined) query = query.where('id', '>', afterId);
    const rows = await query.execute();
    return rows.map((r) => ({ id: r.id, siteId: r.site_id, name: r.name }));
  }

  /** Which of `ids` are segments of `siteId`. */
  async segmentsOnSite(siteId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('segments').select('id').where('site_id', '=', siteId).where('id', 'in', ids).execute();
    return rows.map((r) => r.id);
  }
}
