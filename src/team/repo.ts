// Team members: the platform's own staff accounts (SQL only here).
import { sql } from 'kysely';
import type { StaffRole } from '../access/permissions.ts';
import type { Db } from '../db/transaction.ts';

export interface TeamMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  hasPassword: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = ['id', 'email', 'name', 'role', 'disabled', 'password_hash', 'created_at', 'updated_at'] as const;

interface Row {
  id: number;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  password_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A member and the hash of their password (null: none set, API tokens only). */
export type MemberWithHash = TeamMember & { passwordHash: string | null };

/** A member as its row reads (the session lookup joins the same columns). */
export function toMember(r: Row): TeamMember {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    // The column's CHECK constraint holds it to the three roles.
    role: r.role as StaffRole,
    disabled: r.disabled,
    hasPassword: r.password_hash !== null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The row-queue key of a member's writes (src/db/row-queue.ts). */
export const memberKey = (id: number) => `team_members:${id}`;
/** Writes that may take away an administrator lock every enabled administrator's row: they queue on one key. */
export const ADMINISTRATORS_KEY = 'team_members:administrators';

export class TeamRepo {
  constructor(private readonly db: Db) {}

  async find(id: number): Promise<TeamMember | undefined> {
    const row = await this.db.selectFrom('team_members').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toMember(row);
  }

  async findByEmail(email: string): Promise<MemberWithHash | undefined> {
    const row = await this.db
      .selectFrom('team_members')
      .select(COLUMNS)
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row && { ...toMember(row), passwordHash: row.password_hash };
  }

  /** A member with their password's hash: what a change of one's own password is checked against. */
  async findWithHash(id: number): Promise<MemberWithHash | undefined> {
    const row = await this.db.selectFrom('team_members').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && { ...toMember(row), passwordHash: row.password_hash };
  }

  /** Keyset by id, ascending. */
  async list(options: { afterId?: number; limit: number }): Promise<TeamMember[]> {
    let query = this.db.selectFrom('team_members').select(COLUMNS).orderBy('id').limit(options.limit);
    if (options.afterId !== undefined) query = query.where('id', '>', options.afterId);
    return (await query.execute()).map(toMember);
  }

  /** Null when the email is taken (case-insensitively). */
  async insert(values: { email: string; name: string; role: StaffRole; passwordHash: string | null }): Promise<TeamMember | null> {
    const row = await this.db
      .insertInto('team_members')
      .values({ email: values.email.trim(), name: values.name, role: values.role, password_hash: values.passwordHash })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? toMember(row) : null;
  }

  async update(
    id: number,
    changes: { name?: string; role?: StaffRole; disabled?: boolean; passwordHash?: string },
    at: Date,
  ): Promise<TeamMember | undefined> {
    const row = await this.db
      .updateTable('team_members')
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.role !== undefined && { role: changes.role }),
        ...(changes.disabled !== undefined && { disabled: changes.disabled }),
        ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
        updated_at: at,
      })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row && toMember(row);
  }

  /** Locks the enabled administrators' rows (a demotion or disabling checks one remains). */
  async lockEnabledAdministrators(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('team_members')
      .select('id')
      .where('role', '=', 'administrator')
      .where('disabled', '=', false)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map((r) => r.id);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
