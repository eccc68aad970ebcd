// Site rules that auto-assign segments (table segment_rules, managed by the
// back office). A rule names one segment and matches users of its site either
// by email domain (the part after the last '@', case-insensitive) or by
// direct membership of a division. A user's auto-assigned segments are
// exactly the segments of the rules that match it: `syncAutoSegments` brings
// the stored rows in line, set-based, for one user or a whole site. It runs in
// the transaction of every change that can alter a match (user create, email
// or division change, rule create or delete).
//
// A segment that a rule assigns is marked auto-assigned even when it was first
// assigned by hand; when no rule matches any more it is removed.
import { sql } from 'kysely';
import type { Db } from '../db/transaction.ts';

/** The email domain a rule compares, or null. Pure; mirrors the SQL below. */
export function emailDomain(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at < 0 ? null : email.slice(at + 1).toLowerCase();
}

const matches = sql`(r.division_id = u.division_id OR lower(r.email_domain) = lower(substring(u.email from '@([^@]*)$')))`;

export async function syncAutoSegments(trx: Db, target: { siteId: number } | { userId: number }): Promise<void> {
  const scope = 'userId' in target ? sql`u.id = ${target.userId}` : sql`u.site_id = ${target.siteId}`;
  await sql`
    DELETE FROM user_segments us
    USING users u
    WHERE us.user_id = u.id AND ${scope} AND us.auto_assigned
      AND NOT EXISTS (SELECT 1 FROM segment_rules r WHERE r.site_id = u.site_id AND r.segment_id = us.segment_id AND ${matches})
  `.execute(trx);
  await sql`
    INSERT INTO user_segments (user_id, segment_id, auto_assigned)
    SELECT DISTINCT u.id, r.segment_id, true
    FROM users u JOIN segment_rules r ON r.site_id = u.site_id AND ${matches}
    WHERE ${scope}
    ON CONFLICT (user_id, segment_id) DO UPDATE SET auto_assigned = true
  `.execute(trx);
}
