// Shipping's tables as Kysely sees them (migration 0003_shipping).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

/** NUMERIC: read as an exact decimal string, written as a string. */
type Numeric = ColumnType<string, string, string>;

export interface FulfilmentCentresTable {
  id: Generated<number>;
  name: string;
  origin_country: string;
  /** ISO 3166-2 code, or null for a country without subdivisions. */
  origin_state: string | null;
  origin_postal_code: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ShippingServicesTable {
  id: Generated<number>;
  fulfilment_centre_id: number;
  name: string;
  kind: 'carrier' | 'custom';
  enabled: Generated<boolean>;
  handling_fee: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ShippingRateTablesTable {
  id: Generated<number>;
  service_id: number;
  country: string;
  /** ISO 3166-2 codes the table covers; null = the whole country. */
  states: ColumnType<string[] | null, string[] | null, string[] | null>;
  created_at: CreatedAt;
}

export interface ShippingRateBandsTable {
  rate_table_id: number;
  /** Inclusive upper bound of the band, in ounces; the lower bound is the previous band's. */
  up_to_ounces: Numeric;
  price: Numeric;
}

export interface ShippingTables {
  fulfilment_centres: FulfilmentCentresTable;
  shipping_services: ShippingServicesTable;
  shipping_rate_tables: ShippingRateTablesTable;
  shipping_rate_bands: ShippingRateBandsTable;
}
