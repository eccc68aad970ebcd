// Kysely view of the orders tables (migration 0005_orders): orders, lines,
// shipments, proofs, artwork, and the pricing rules placement applies.
// bigint columns come back from the pg driver as strings; NUMERIC as exact
// decimal strings; jsonb as parsed values.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

type BigId = ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
type BigRef = ColumnType<string, string | number | bigint, string | number | bigint>;
type Numeric = ColumnType<string, string | number, string | number>;
/** jsonb: written as a JSON string (pg would send arrays as Postgres arrays). */
type Json<T> = ColumnType<T, string, string>;

/** A postal address as stored (the spec's ShipTo object, email optional). */
export interface StoredAddress {
  name: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone?: string;
  email?: string;
}

/** A discount applied to a line: what it was and what it took off. */
export interface StoredDiscount {
  name: string;
  percent: string;
  amount: string;
}

export interface VariantAttribute {
  name: string;
  choice: string;
}

export interface ProductDiscountsTable {
  product_id: BigRef;
  name: string;
  percent: Numeric;
}

export interface UserDiscountsTable {
  user_id: number;
  name: string;
  percent: Numeric;
}

export interface ProductHandlingFeesTable {
  product_id: BigRef;
  amount: Numeric;
}

export interface OrdersTable {
  order_number: Generated<number>;
  site_id: number;
  status: string;
  placed_on: Timestamp;
  ordering_user_id: number | null;
  division_id: number | null;
  project_id: Generated<number>;
  source_partner_id: number | null;
  partner_order_id: string | null;
  ship_to: Json<StoredAddress | null> | null;
  bill_to: Json<StoredAddress | null> | null;
  shipping_provider: string | null;
  shipping_method: string | null;
  shipping_service_id: number | null;
  shipping_service_name: string | null;
  shipping_notes: string | null;
  item_total: Numeric | null;
  handling_total: Numeric | null;
  shipping_total: Numeric | null;
  total_price: Numeric | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: BigId;
  order_number: number;
  item_number: ColumnType<number | null, number | null | undefined, number | null>;
  site_id: number;
  product_id: string;
  variant_id: string | number | null;
  sku: string | null;
  product_name: string;
  product_code: string;
  job_name: string | null;
  external_id: string | null;
  partner_line_id: string | null;
  quantity: number;
  unit_price: Numeric | null;
  line_list_total: Numeric | null;
  line_total: Numeric | null;
  handling_amount: Numeric | null;
  product_discount: Json<StoredDiscount | null> | null;
  user_discount: Json<StoredDiscount | null> | null;
  shipped: Generated<boolean>;
  shipped_on: Timestamp | null;
  cancelled: Generated<boolean>;
  cancelled_at: Timestamp | null;
  estimated_ship_by: Timestamp | null;
  ship_by: Timestamp | null;
  turnaround_business_days: number | null;
  production_status: string | null;
  proof_status: string | null;
  note: string | null;
  variant_attributes: ColumnType<VariantAttribute[], string | undefined, string>;
  problem: Generated<boolean>;
  reorder: Generated<boolean>;
  backorder_quantity: number | null;
  shippable: Generated<boolean>;
  digital_delivery: Generated<boolean>;
  hidden_from_customer: Generated<boolean>;
  internal_record: Generated<boolean>;
  artwork_url: string | null;
  template_variables: Json<Record<string, string> | null> | null;
  ship_to: Json<StoredAddress | null> | null;
  visual_object_key: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ShipmentsTable {
  shipment_number: Generated<number>;
  order_number: number;
  carrier: string | null;
  service: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_on: Timestamp | null;
  cancelled: Generated<boolean>;
  cancelled_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ShipmentLinesTable {
  shipment_number: number;
  line_id: BigRef;
  quantity: number;
}

export interface ProofFilesTable {
  id: BigId;
  line_id: BigRef;
  name: string;
  object_key: string;
  active: Generated<boolean>;
  archived: Generated<boolean>;
  consumer_visible: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ProofLogTable {
  id: BigId;
  line_id: BigRef;
  actor: string;
  entry: string;
  created_at: CreatedAt;
}

export interface LineDenialReasonsTable {
  line_id: BigRef;
  code: string;
  description: string;
  position: number;
}

export interface UploadReservationsTable {
  name: string;
  line_id: BigRef;
  file_name: string;
  object_key: string;
  expires_at: Timestamp;
  attached_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PrintFilesTable {
  id: BigId;
  line_id: BigRef;
  reservation_name: string;
  file_name: string;
  object_key: string;
  file_size: ColumnType<string, string | number, string | number>;
  md5: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface OrderTables {
  product_discounts: ProductDiscountsTable;
  user_discounts: UserDiscountsTable;
  product_handling_fees: ProductHandlingFeesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  shipments: ShipmentsTable;
  shipment_lines: ShipmentLinesTable;
  proof_files: ProofFilesTable;
  proof_log: ProofLogTable;
  line_denial_reasons: LineDenialReasonsTable;
  upload_reservations: UploadReservationsTable;
  print_files: PrintFilesTable;
}
