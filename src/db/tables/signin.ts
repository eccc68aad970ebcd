// Sign-in: partner staff accounts (0013) and the platform's own staff, team members (0015).
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
  oauth_clients: {
    client_id: string;
    client_name: string | null;
    redirect_uris: string[];
    created_at: CreatedAt;
    /** When its last code was issued (0025); null: no sign-in has used it. */
    last_used_at: Generated<Date | null>;
  };
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

// The platform's own staff (migration 0015): team members, their personal API tokens, their console sessions.
export interface TeamMembersTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: string;
  password_hash: string | null;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface TeamApiTokensTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  /** SHA-256 (hex) of the token: the token itself is never stored. */
  token_hash: string;
  /** The first characters of the token, to recognise it in a list. */
  token_hint: string;
  /** A narrower role than the owner's, or null: the owner's. */
  role: string | null;
  created_by: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface TeamSessionsTable {
  /** SHA-256 (hex) of the session id the cookie carries. */
  id_hash: string;
  member_id: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

/** A one-time note of a console session (0019): shown once on the page a write redirects to. */
export interface TeamSessionNotesTable {
  /** SHA-256 (hex) of the note id the redirect carries. */
  id_hash: string;
  /** The session's `id_hash`. */
  session_hash: string;
  /** The payload, AES-256-GCM under a key derived from the session id. */
  sealed: string;
  expires_at: Date;
}

export interface TeamTables {
  team_members: TeamMembersTable;
  team_api_tokens: TeamApiTokensTable;
  team_sessions: TeamSessionsTable;
  team_session_notes: TeamSessionNotesTable;
}
