import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface EnvironmentSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface SitesTable {
  id: Generated<number>;
  name: string;
  url: string;
  country_code: Generated<string>;
  stores_division_addresses: Generated<boolean>;
  ordering_user_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  site_id: number;
  username: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  phone: string | null;
  active: Generated<boolean>;
  division_id: number | null;
  orders_require_approval: Generated<boolean>;
  all_segments_visible: Generated<boolean>;
  tax_exempt: Generated<boolean>;
  last_signin_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The `tier` column's values (the CHECK constraint's; access/scopes.ts names them TIERS). */
export type PartnerTier = 'trial' | 'standard' | 'enterprise';
/** The `auth_method` column's values: a partner's one machine method. */
export type PartnerAuthMethod = 'IDP_M2M' | 'MTLS';

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  enabled: Generated<boolean>;
  tier: Generated<PartnerTier>;
  auth_method: Generated<PartnerAuthMethod>;
  capabilities: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PartnerSitesTable {
  partner_id: number;
  site_id: number;
  granted_at: CreatedAt;
}

export interface AppClientsTable {
  id: Generated<number>;
  partner_id: number;
  client_id: string;
  secret_hash: string;
  label: string | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<string>;
  occurred_at: CreatedAt;
  actor: string;
  action: string;
  target_type: string;
  target_id: string | null;
  details: ColumnType<unknown, string, string>;
}

/** Per partner and UTC hour: requests, 429s by kind, highest daily-quota use (migration 0016_retention_usage). */
export interface PartnerUsageHourlyTable {
  partner_id: number;
  hour: Date;
  requests: ColumnType<string, number | string, string>;
  refused_bucket: ColumnType<string, number | string, string>;
  refused_quota: ColumnType<string, number | string, string>;
  quota_used: ColumnType<string, number | string, string>;
}

export interface FoundationTables {
  environment_secrets: EnvironmentSecretsTable;
  sites: SitesTable;
  users: UsersTable;
  partners: PartnersTable;
  partner_sites: PartnerSitesTable;
  app_clients: AppClientsTable;
  audit_log: AuditLogTable;
  partner_usage_hourly: PartnerUsageHourlyTable;
}
