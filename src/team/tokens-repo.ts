// Personal API tokens and console sessions (SQL only here): both stored as
// SHA-256 digests of what the holder presents.
import type { StaffRole } from '../access/permissions.ts';
import type { Selectable } from 'kysely';
import type { TeamApiTokensTable } from '../db/tables/signin.ts';
import type { Db } from '../db/transaction.ts';
import { toMember, type TeamMember } from './repo.ts';

export interface ApiTokenRecord {
  id: number;
  memberId: number;
  memberEmail: string;
  name: string;
  hint: string;
  role: StaffRole | null;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const TOKEN_COLUMNS = [
  't.id',
  't.member_id',
  'm.email',
  't.name',
  't.token_hint',
  't.role',
  't.created_by',
  't.created_at',
  't.expires_at',
  't.last_used_at',
  't.revoked_at',
] as const;

/** A token row as TOKEN_COLUMNS selects it: the token's columns but its hash, and its owner's email. */
type TokenRow = Omit<Selectable<TeamApiTokensTable>, 'token_hash'> & { email: string };

function toToken(r: TokenRow): ApiTokenRecord {
  return {
    id: r.id,
    memberId: r.member_id,
    memberEmail: r.email,
    name: r.name,
    hint: r.token_hint,
    role: r.role as StaffRole | null,
    createdBy: r.created_by,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    lastUsedAt: r.last_used_at,
    revokedAt: r.revoked_at,
  };
}

export interface SessionRow {
  memberId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export class TokensRepo {
  constructor(private readonly db: Db) {}

  async insert(values: {
    memberId: number;
    name: string;
    hash: string;
    hint: string;
    role: StaffRole | null;
    createdBy: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<number> {
    const row = await this.db
      .insertInto('team_api_tokens')
      .values({
        member_id: values.memberId,
        name: values.name,
        token_hash: values.hash,
        token_hint: values.hint,
        role: values.role,
        created_by: values.createdBy,
        created_at: values.createdAt,
        expires_at: values.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async find(id: number): Promise<ApiTokenRecord | undefined> {
    const row = await this.db
      .selectFrom('team_api_tokens as t')
      .innerJoin('team_members as m', 'm.id', 't.member_id')
      .select(TOKEN_COLUMNS)
      .where('t.id', '=', id)
      .executeTakeFirst();
    return row && toToken(row);
  }

  /** Newest first, keyset by id; one member's or everyone's. */
  async list(options: { memberId?: number; beforeId?: number; limit: number }): Promise<ApiTokenRecord[]> {
    let query = this.db
      .selectFrom('team_api_tokens as t')
      .innerJoin('team_members as m', 'm.id', 't.member_id')
      .select(TOKEN_COLUMNS)
      .orderBy('t.id', 'desc')
      .limit(options.limit);
    if (options.memberId !== undefined) query = query.where('t.member_id', '=', options.memberId);
    if (options.beforeId !== undefined) query = query.where('t.id', '<', options.beforeId);
    return (await query.execute()).map(toToken);
  }

  /** The live token with this digest and its owner (a revoked or expired one is not found). */
  async findLive(
    hash: string,
    now: Date,
  ): Promise<{ token: ApiTokenRecord; owner: { role: StaffRole; disabled: boolean; name: string } } | undefined> {
    const row = await this.db
      .selectFrom('team_api_tokens as t')
      .innerJoin('team_members as m', 'm.id', 't.member_id')
      .select([...TOKEN_COLUMNS, 'm.role as owner_role', 'm.disabled', 'm.name as owner_name'])
      .where('t.token_hash', '=', hash)
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', now)
      .executeTakeFirst();
    return row && { token: toToken(row), owner: { role: row.owner_role as StaffRole, disabled: row.disabled, name: row.owner_name } };
  }

  /**
   * Records a use at `at` when the last one recorded is older than `staleBefore`. A token
   * another request is recording right now is skipped, not waited for (SKIP LOCKED): one
   * automation's burst on one token otherwise queued every request on that row, each
   * holding a pool connection, and the pool's waits answered 503 (admin-racing-team).
   */
  async touch(id: number, at: Date, staleBefore: Date): Promise<void> {
    await this.db
      .updateTable('team_api_tokens')
      .set({ last_used_at: at })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('team_api_tokens')
          .select('id')
          .where('id', '=', id)
          .where((w) => w.or([w('last_used_at', 'is', null), w('last_used_at', '<', staleBefore)]))
          .forUpdate()
          .skipLocked(),
      )
      .execute();
  }

  async revoke(id: number, at: Date): Promise<boolean> {
    const done = await this.db
      .updateTable('team_api_tokens')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  // Console sessions

  async insertSession(hash: string, memberId: number, at: Date, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('team_sessions')
      .values({ id_hash: hash, member_id: memberId, created_at: at, last_seen_at: at, expires_at: expiresAt })
      .execute();
  }

  async findSession(hash: string): Promise<{ session: SessionRow; member: TeamMember } | undefined> {
    const row = await this.db
      .selectFrom('team_sessions as s')
      .innerJoin('team_members as m', 'm.id', 's.member_id')
      .select([
        's.member_id',
        's.created_at as session_created_at',
        's.last_seen_at',
        's.expires_at',
        'm.id',
        'm.email',
        'm.name',
        'm.role',
        'm.disabled',
        'm.password_hash',
        'm.created_at',
        'm.updated_at',
      ])
      .where('s.id_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      session: { memberId: row.member_id, createdAt: row.session_created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at },
      member: toMember(row),
    };
  }

  /**
   * Records a session's use when the last record is older than `staleBefore`, skipping a row another request is
   * recording (as touch(): a burst of page loads after a quiet spell queued every request on this row's lock, each
   * holding a pool connection).
   */
  async touchSession(hash: string, at: Date, staleBefore: Date): Promise<void> {
    await this.db
      .updateTable('team_sessions')
      .set({ last_seen_at: at })
      .where('id_hash', 'in', (eb) =>
        eb
          .selectFrom('team_sessions')
          .select('id_hash')
          .where('id_hash', '=', hash)
          .where('last_seen_at', '<', staleBefore)
          .forUpdate()
          .skipLocked(),
      )
      .execute();
  }

  async deleteSession(hash: string): Promise<void> {
    await this.db.deleteFrom('team_sessions').where('id_hash', '=', hash).execute();
  }

  /** Every session of a member (sign out everywhere, disabling, a new password); answers how many ended. */
  async deleteSessionsOf(memberId: number): Promise<number> {
    const done = await this.db.deleteFrom('team_sessions').where('member_id', '=', memberId).executeTakeFirst();
    return Number(done.numDeletedRows);
  }

  /** Sessions past their absolute expiry or idle limit (removed at sign-in, so the table stays small). */
  async deleteExpiredSessions(now: Date, idleBefore: Date): Promise<void> {
    await this.db
      .deleteFrom('team_sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<', idleBefore)]))
      .execute();
  }
}
