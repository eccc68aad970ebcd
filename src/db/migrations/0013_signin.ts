import { sql, type Kysely } from 'kysely';

// Interactive sign-in (the spec's Method 3): partner staff accounts, OAuth
// clients registered dynamically (RFC 7591), and single-use authorization codes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_accounts (
      id            serial PRIMARY KEY,
      partner_id    integer NOT NULL REFERENCES partners(id),
      email         text NOT NULL,
      password_hash text NOT NULL,
      enabled       boolean NOT NULL DEFAULT true,
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX staff_accounts_email ON staff_accounts (lower(email));
    CREATE TABLE oauth_clients (
      client_id     text PRIMARY KEY,
      client_name   text,
      redirect_uris text[] NOT NULL,
      created_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE oauth_codes (
      -- SHA-256 of the code: the code itself is never stored.
      code_hash      text PRIMARY KEY,
      client_id      text NOT NULL,
      redirect_uri   text NOT NULL,
      code_challenge text NOT NULL,
      resource       text NOT NULL,
      scopes         text[] NOT NULL,
      staff_id       integer NOT NULL REFERENCES staff_accounts(id),
      expires_at     timestamptz NOT NULL
    );
  `.execute(db);
}
