import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

export interface StaffAccountsTable {
  id: Generated<number>;
  partner_id: number;
  email: string;
  password_hash: string;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SigninTables {
  staff_accounts: StaffAccountsTable;
  oauth_clients: { client_id: string; client_name: string | null; redirect_uris: string[]; created_at: CreatedAt };
  oauth_codes: {
    code_hash: string;
    client_id: string;
    redirect_uri: string;
    code_challenge: string;
    resource: string;
    scopes: string[];
    staff_id: number;
    expires_at: Date;
  };
}
