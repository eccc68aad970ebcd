// Kysely view of the catalog tables (migration 0002_catalog). bigint columns
// come back from the pg driver as strings; NUMERIC as exact decimal strings.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

type BigId = ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
type BigRef = ColumnType<string, string | number | bigint, string | number | bigint>;
type Numeric = ColumnType<string, string | number, string | number>;
type SearchVector = ColumnType<string, never, never>;

export interface ProductsTable {
  id: BigId;
  site_id: number;
  fulfilment_centre_id: number | null;
  code: string;
  name: string;
  description: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  service_type: string;
  artwork_source: Generated<string>;
  visibility: Generated<string>;
  requires_approval: Generated<boolean>;
  min_quantity: Generated<number>;
  max_quantity: number | null;
  turnaround_business_days: number | null;
  attribute1_name: string | null;
  attribute2_name: string | null;
  attribute3_name: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  search_vector: SearchVector;
}

export interface ProductSharesTable {
  id: BigId;
  product_id: BigRef;
  site_id: number;
  override_display: Generated<boolean>;
  description: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  visibility: Generated<string>;
  requires_approval: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProductVariantsTable {
  id: BigId;
  product_id: BigRef;
  sku: string | null;
  attribute1_choice: string | null;
  attribute2_choice: string | null;
  attribute3_choice: string | null;
  location: string | null;
  weight: Numeric | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProductImagesTable {
  id: BigId;
  product_id: BigRef;
  image_path: string;
  sequence: number | null;
  is_primary: Generated<boolean>;
  image_alt: string | null;
  attribution: string | null;
  width: number | null;
  height: number | null;
  created_at: CreatedAt;
}

export interface ProductPriceTiersTable {
  id: BigId;
  product_id: BigRef;
  min_quantity: number;
  unit_price: Numeric;
}

export interface TemplateDocumentsTable {
  vendor: string;
  template_id: string;
  variables: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface ProductTemplatesTable {
  product_id: BigRef;
  vendor: string;
  template_id: string | null;
}

export interface SegmentsTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface ProductSegmentsTable {
  product_id: BigRef;
  segment_id: number;
}

export interface ProductShareSegmentsTable {
  share_id: BigRef;
  segment_id: number;
}

export interface CatalogTables {
  products: ProductsTable;
  product_shares: ProductSharesTable;
  product_variants: ProductVariantsTable;
  product_images: ProductImagesTable;
  product_price_tiers: ProductPriceTiersTable;
  template_documents: TemplateDocumentsTable;
  product_templates: ProductTemplatesTable;
  segments: SegmentsTable;
  product_segments: ProductSegmentsTable;
  product_share_segments: ProductShareSegmentsTable;
}
