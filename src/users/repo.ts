// Storefront users: SQL only. Partner-facing reads take the caller's granted
// site ids, so a user on an ungranted site is simply not found. The record
// is built from an explicit column list: nothing else of the users table
// (credentials, reset tokens, payment ids, should any ever be added) can leak.
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { UsersTable } from '../db/tables/foundation.ts';
import { camelCaseRecord } from '../db/driver/rows.ts';
import type { Db } from '../db/transaction.ts';

export interface UserRecord {
  id: number;
  siteId: number;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  phone: string | null;
  active: boolean;
  divisionId: number | null;
  createdAt: Date;
  updatedAt: Date;
  lastSigninAt: Date | null;
  ordersRequireApproval: boolean;
  allSegmentsVisible: boolean;
  taxExempt: boolean;
}

export interface UserSegment {
  segmentId: number;
  name: string;
  autoAssigned: boolean;
}

/** The writable columns, as the services name them. */
export interface UserValues {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  phone?: string | null;
  active?: boolean;
  divisionId?: number | null;
  ordersRequireApproval?: boolean;
  allSegmentsVisible?: boolean;
  taxExempt?: boolean;
  lastSigninAt?: Date | null;
}

const COLUMNS = [
  'id',
  'site_id',
  'username',
  'email',
  'first_name',
  'last_name',
  'company',
  'phone',
  'active',
  'division_id',
  'created_at',
  'updated_at',
  'last_signin_at',
  'orders_require_approval',
  'all_segments_visible',
  'tax_exempt',
] as const;

type Row = Selectable<UsersTable>;

const toUser: (r: Row) => UserRecord = camelCaseRecord(COLUMNS);

function toColumns(v: UserValues) {
  return {
    ...(v.username !== undefined && { username: v.username }),
    ...(v.email !== undefined && { email: v.email }),
    ...(v.firstName !== undefined && { first_name: v.firstName }),
    ...(v.lastName !== undefined && { last_name: v.lastName }),
    ...(v.company !== undefined && { company: v.company }),
    ...(v.phone !== undefined && { phone: v.phone }),
    ...(v.active !== undefined && { active: v.active }),
    ...(v.divisionId !== undefined && { division_id: v.divisionId }),
    ...(v.ordersRequireApproval !== undefined && { orders_require_approval: v.ordersRequireApproval }),
    ...(v.allSegmentsVisible !== undefined && { all_segments_visible: v.allSegmentsVisible }),
    ...(v.taxExempt !== undefined && { tax_exempt: v.taxExempt }),
    ...(v.lastSigninAt !== undefined && { last_signin_at: v.lastSigninAt }),
  };
}

export class UsersRepo {
  constructor(private readonly db: Db) {}

  /** Users of `siteIds`, optionally of one division, by id after a key. */
  async list(siteIds: number[], filters: { divisionId?: number; afterId?: number; limit: number }): Promise<UserRecord[]> {
    if (siteIds.length === 0) return [];
    let query = this.db.selectFrom('users').select(COLUMNS).where('site_id', 'in', siteIds).orderBy('id').limit(filters.limit);
    if (filters.divisionId !== undefined) query = query.where('division_id', '=', filters.divisionId);
    if (filters.afterId !== undefined) query = query.where('id', '>', filters.afterId);
    return (await query.execute()).map(toUser);
  }

  /** One user within the grant (`siteIds`), or undefined. */
  async find(siteIds: number[], id: number): Promise<UserRecord | undefined> {
    if (siteIds.length === 0) return undefined;
    const row = await this.db.selectFrom('users').select(COLUMNS).where('id', '=', id).where('site_id', 'in', siteIds).executeTakeFirst();
    return row && toUser(row);
  }

  /** Back office: one user, any site. */
  async findAny(id: number): Promise<UserRecord | undefined> {
    const row = await this.db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toUser(row);
  }

  /** Segments of the user's own site assigned to the user, by id. */
  async segments(user: { id: number; siteId: number }): Promise<UserSegment[]> {
    const rows = await this.db
      .selectFrom('user_segments as us')
      .innerJoin('segments as s', 's.id', 'us.segment_id')
      .select(['s.id', 's.name', 'us.auto_assigned'])
      .where('us.user_id', '=', user.id)
      .where('s.site_id', '=', user.siteId)
      .orderBy('s.id')
      .execute();
    return rows.map((r) => ({ segmentId: r.id, name: r.name, autoAssigned: r.auto_assigned }));
  }

  /** Whether another user of the site has this username or email (case-insensitive). */
  async taken(siteId: number, values: { username?: string | null; email?: string | null }, exceptId?: number): Promise<boolean> {
    const checks: RawBuilder<boolean>[] = [];
    if (values.username) checks.push(sql<boolean>`lower(username) = lower(${values.username})`);
    if (values.email) checks.push(sql<boolean>`lower(email) = lower(${values.email})`);
    if (checks.length === 0) return false;
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', siteId)
      .where(sql<boolean>`(${sql.join(checks, sql` OR `)})`);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(siteId: number, values: UserValues, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({
        site_id: siteId,
        username: null,
        email: null,
        first_name: null,
        last_name: null,
        company: null,
        phone: null,
        division_id: null,
        last_signin_at: null,
        ...toColumns(values),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: UserValues, now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...toColumns(values), updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** The flag and the auto-assigned segment ids, in one round trip (read under the user lock). */
  async segmentState(userId: number): Promise<{ allSegmentsVisible: boolean; autoAssigned: number[] }> {
    const result = await sql<{ all_segments_visible: boolean; auto: number[] }>`
      SELECT u.all_segments_visible,
             coalesce(array_agg(us.segment_id ORDER BY us.segment_id) FILTER (WHERE us.auto_assigned), '{}') AS auto
      FROM users u LEFT JOIN user_segments us ON us.user_id = u.id
      WHERE u.id = ${userId}
      GROUP BY u.id`.execute(this.db);
    const row = result.rows[0]!;
    return { allSegmentsVisible: row.all_segments_visible, autoAssigned: row.auto };
  }

  /**
   * Replaces the hand-assigned segments (auto-assigned rows stay as they are)
   * in one statement; with `resetAt`, also sets allSegmentsVisible to false.
   * One round trip keeps the time under the user lock short.
   */
  async replaceManualSegments(userId: number, segmentIds: number[], resetAt?: Date): Promise<void> {
    const ids = sql`${segmentIds}::int[]`;
    const reset = resetAt
      ? sql`UPDATE users SET all_segments_visible = false, updated_at = ${resetAt} WHERE id = ${userId}`
      : sql`SELECT 1`;
    await sql`
      WITH removed AS (
        DELETE FROM user_segments WHERE user_id = ${userId} AND NOT auto_assigned AND NOT (segment_id = ANY(${ids}))
      ), added AS (
        INSERT INTO user_segments (user_id, segment_id, auto_assigned)
        SELECT ${userId}, s, false FROM unnest(${ids}) AS s
        ON CONFLICT (user_id, segment_id) DO NOTHING
      )
      ${reset}`.execute(this.db);
  }
}
