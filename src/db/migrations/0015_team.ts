import { sql, type Kysely } from 'kysely';

// The platform's own staff ("team members", distinct from partner staff
// accounts of 0013): accounts with a role, their personal API tokens and
// their console sessions. Tokens and session ids are stored as SHA-256
// digests only; passwords as scrypt hashes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE team_members (
      id            serial PRIMARY KEY,
      email         text NOT NULL,
      name          text NOT NULL,
      role          text NOT NULL CHECK (role IN ('support', 'operations', 'administrator')),
      password_hash text,
      disabled      boolean NOT NULL DEFAULT false,
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX team_members_email ON team_members (lower(email));
    CREATE TABLE team_api_tokens (
      id           serial PRIMARY KEY,
      member_id    integer NOT NULL REFERENCES team_members(id),
      name         text NOT NULL,
      token_hash   text NOT NULL UNIQUE,
      token_hint   text NOT NULL,
      role         text CHECK (role IN ('support', 'operations', 'administrator')),
      created_by   text NOT NULL,
      created_at   timestamptz NOT NULL,
      expires_at   timestamptz NOT NULL,
      last_used_at timestamptz,
      revoked_at   timestamptz
    );
    CREATE INDEX team_api_tokens_member ON team_api_tokens (member_id, id);
    CREATE TABLE team_sessions (
      id_hash      text PRIMARY KEY,
      member_id    integer NOT NULL REFERENCES team_members(id),
      created_at   timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      expires_at   timestamptz NOT NULL
    );
    CREATE INDEX team_sessions_member ON team_sessions (member_id);
  `.execute(db);
}
