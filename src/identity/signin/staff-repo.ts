// Partner staff accounts (interactive sign-in).
import { sql } from 'kysely';
import type { Tier } from '../../access/scopes.ts';
import type { Db } from '../../db/transaction.ts';

export interface StaffRecord {
  id: number;
  partnerId: number;
  email: string;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = ['id', 'partner_id', 'email', 'enabled', 'created_at', 'updated_at'] as const;

function toStaff(row: {
  id: number;
  partner_id: number;
  email: string;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}): StaffRecord {
  return {
    id: row.id,
    partnerId: row.partner_id,
    email: row.email,
    enabled: row.enabled,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class StaffRepo {
  constructor(private readonly db: Db) {}

  async find(id: number): Promise<StaffRecord | undefined> {
    const row = await this.db.selectFrom('staff_accounts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toStaff(row);
  }

  async findByEmail(email: string): Promise<(StaffRecord & { passwordHash: string }) | undefined> {
    const row = await this.db
      .selectFrom('staff_accounts')
      .select([...COLUMNS, 'password_hash'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    return row && { ...toStaff(row), passwordHash: row.password_hash };
  }

  async listForPartner(partnerId: number): Promise<StaffRecord[]> {
    const rows = await this.db.selectFrom('staff_accounts').select(COLUMNS).where('partner_id', '=', partnerId).orderBy('id').execute();
    return rows.map(toStaff);
  }

  /** Undefined when the email (case-insensitively) is taken. `now` is the service's clock, which tokens are issued by. */
  async insert(partnerId: number, email: string, passwordHash: string, now: Date): Promise<StaffRecord | undefined> {
    const row = await this.db
      .insertInto('staff_accounts')
      .values({ partner_id: partnerId, email, password_hash: passwordHash, created_at: now, updated_at: now })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    return row && toStaff(row);
  }

  async update(id: number, values: Partial<{ enabled: boolean; password_hash: string }>, now: Date): Promise<StaffRecord | undefined> {
    const row = await this.db
      .updateTable('staff_accounts')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row && toStaff(row);
  }

  /** A stronger hash of the same password, unless the password changed meanwhile. */
  async rehash(id: number, previousHash: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('staff_accounts')
      .set({ password_hash: passwordHash })
      .where('id', '=', id)
      .where('password_hash', '=', previousHash)
      .execute();
  }
}

export interface StaffCallerRow {
  partner_id: number;
  name: string;
  tier: Tier;
  capabilities: string[];
  site_ids: number[];
}

/**
 * The staff account's partner and grants, per request; nothing when the account or the partner is disabled, or
 * when the account changed after `issuedAt`'s second (a token's `iat`, whole seconds): a password reset, or a
 * disable and enable, ends the tokens issued before it. A token of the change's own second is kept, so one issued
 * just after it (the account's creation, a sign-in with the new password) is never refused.
 */
export async function findStaffCaller(db: Db, staffId: number, issuedAt?: Date): Promise<StaffCallerRow | undefined> {
  let query = db
    .selectFrom('staff_accounts as s')
    .innerJoin('partners as p', 'p.id', 's.partner_id')
    .select([
      'p.id as partner_id',
      'p.name',
      'p.tier',
      'p.capabilities',
      sql<number[]>`array(select ps.site_id from partner_sites ps where ps.partner_id = p.id order by ps.site_id)`.as('site_ids'),
    ])
    .where('s.id', '=', staffId)
    .where('s.enabled', '=', true)
    .where('p.enabled', '=', true);
  if (issuedAt !== undefined) query = query.where('s.updated_at', '<', new Date(issuedAt.getTime() + 1000));
  return query.executeTakeFirst();
}
