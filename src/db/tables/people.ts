// Kysely view of the people tables (migration 0006_people): divisions, user
// segments and segment rules, saved addresses, credit accounts and movements.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

type Numeric = ColumnType<string, string | number, string | number>;

export interface DivisionsTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  code: string;
  parent_id: number | null;
  active: Generated<boolean>;
  tax_exempt: Generated<boolean>;
  audit_sales_tax_for_terms: Generated<boolean>;
  country_code: string;
  address_company: string | null;
  address_first_name: string | null;
  address_last_name: string | null;
  address_street1: string | null;
  address_street2: string | null;
  address_city: string | null;
  address_zip: string | null;
  address_country: string | null;
  address_state: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserSegmentsTable {
  user_id: number;
  segment_id: number;
  auto_assigned: Generated<boolean>;
}

export interface SegmentRulesTable {
  id: Generated<number>;
  site_id: number;
  segment_id: number;
  email_domain: string | null;
  division_id: number | null;
  created_at: CreatedAt;
}

export interface UserAddressesTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
  address_type: string | null;
  company: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
  country_code: string | null;
  state: string | null;
  state_code: string | null;
  created_at: CreatedAt;
}

export interface CreditAccountsTable {
  id: Generated<number>;
  site_id: number;
  division_id: number | null;
  user_id: number | null;
  amount: Numeric;
  issued_at: Timestamp;
  starts_at: Timestamp | null;
  stops_at: Timestamp | null;
  active: Generated<boolean>;
  template_name: string | null;
  shipping_applicable: boolean | null;
  handling_applicable: boolean | null;
  tax_applicable: boolean | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CreditMovementsTable {
  id: Generated<number>;
  credit_account_id: number;
  type: string;
  amount: Numeric;
  order_number: number | null;
  note: string | null;
  occurred_at: Timestamp;
  created_at: CreatedAt;
}

export interface PeopleTables {
  divisions: DivisionsTable;
  user_segments: UserSegmentsTable;
  segment_rules: SegmentRulesTable;
  user_addresses: UserAddressesTable;
  credit_accounts: CreditAccountsTable;
  credit_movements: CreditMovementsTable;
}
