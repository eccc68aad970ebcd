import { sql, type Kysely } from 'kysely';

// Registered sign-in clients (RFC 7591) are open to anyone, so they are
// pruned (docs/operations.md, "Retention"): one no code was ever issued for
// a day after its registration, any other once no code was issued for it for
// 90 days. `last_used_at` is when its last code was issued (null: never).
// The indexes serve those two statements oldest first, the back office's
// list newest first, and the deletion of a client's codes with it. The
// registration time is now written from the service's clock in milliseconds,
// as the list's cursor carries it; older rows are brought to the same.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE oauth_clients ADD COLUMN last_used_at timestamptz;
    UPDATE oauth_clients SET created_at = date_trunc('milliseconds', created_at);
    CREATE INDEX oauth_clients_created ON oauth_clients (created_at, client_id);
    CREATE INDEX oauth_clients_last_used ON oauth_clients (last_used_at) WHERE last_used_at IS NOT NULL;
    CREATE INDEX oauth_codes_client ON oauth_codes (client_id);
  `.execute(db);
}
