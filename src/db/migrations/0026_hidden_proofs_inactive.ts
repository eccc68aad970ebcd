import { sql, type Kysely } from 'kysely';

// A proof file hidden from the partner is never the line's active revision
// (the partner reviews the active one, on a read that lists only what it may
// see). Publishing one used to make it active and demote the rest; on such a
// line the newest consumer-visible file, the one it demoted, is active again.
// A proof status it moved is left as it is: what it was is not recorded.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE proof_files SET active = true
    WHERE id IN (
      SELECT DISTINCT ON (v.line_id) v.id
      FROM proof_files v
      WHERE v.consumer_visible
        AND EXISTS (SELECT 1 FROM proof_files h WHERE h.line_id = v.line_id AND h.active AND NOT h.consumer_visible)
      ORDER BY v.line_id, v.created_at DESC, v.id DESC
    );
    UPDATE proof_files SET active = false WHERE active AND NOT consumer_visible;
  `.execute(db);
}
