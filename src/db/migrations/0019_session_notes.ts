import { sql, type Kysely } from 'kysely';

// One-time notes of a console session, so a reload never repeats a write: what a console write must
// show once on the page it redirects to (POST/redirect/GET), a credential's
// or signing key's secret. The note's id travels in the redirect; the table
// holds its SHA-256 digest, the digest of the session it belongs to, and the
// payload sealed with AES-256-GCM under a key derived from the session id
// (which only the cookie carries), so a row opens for nobody without that
// browser's cookie. Read once (DELETE … RETURNING), gone with its session
// (ON DELETE CASCADE), and expired after minutes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE team_session_notes (
      id_hash      text PRIMARY KEY,
      session_hash text NOT NULL REFERENCES team_sessions(id_hash) ON DELETE CASCADE,
      sealed       text NOT NULL,
      expires_at   timestamptz NOT NULL
    );
    CREATE INDEX team_session_notes_session ON team_session_notes (session_hash);
  `.execute(db);
}
