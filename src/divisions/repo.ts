// Divisions: SQL only. Partner reads take the caller's granted site ids. The
// nine address columns are read only by the back office (never published).
import { sql, type Selectable, type Updateable } from 'kysely';
import type { DivisionsTable } from '../db/tables/people.ts';
import { camelCaseRecord } from '../db/driver/rows.ts';
import type { Db } from '../db/transaction.ts';

export const ADDRESS_FIELDS = ['company', 'firstName', 'lastName', 'street1', 'street2', 'city', 'zip', 'country', 'state'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type DivisionAddress = Record<AddressField, string | null>;

const ADDRESS_COLUMN = {
  company: 'address_company',
  firstName: 'address_first_name',
  lastName: 'address_last_name',
  street1: 'address_street1',
  street2: 'address_street2',
  city: 'address_city',
  zip: 'address_zip',
  country: 'address_country',
  state: 'address_state',
} as const satisfies Record<AddressField, keyof DivisionsTable>;

export interface DivisionRecord {
  id: number;
  siteId: number;
  name: string;
  code: string;
  parentId: number | null;
  active: boolean;
  taxExempt: boolean;
  auditSalesTaxForTerms: boolean;
  countryCode: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface DivisionValues {
  name?: string;
  code?: string;
  parentId?: number | null;
  active?: boolean;
  taxExempt?: boolean;
  auditSalesTaxForTerms?: boolean;
  address?: Partial<DivisionAddress>;
}

const COLUMNS = [
  'id',
  'site_id',
  'name',
  'code',
  'parent_id',
  'active',
  'tax_exempt',
  'audit_sales_tax_for_terms',
  'country_code',
  'created_at',
  'updated_at',
] as const;

type Row = Pick<Selectable<DivisionsTable>, (typeof COLUMNS)[number]>;

const toDivision: (r: Row) => DivisionRecord = camelCaseRecord(COLUMNS);

function toColumns(v: DivisionValues): Updateable<DivisionsTable> {
  const out: Updateable<DivisionsTable> = {
    ...(v.name !== undefined && { name: v.name }),
    ...(v.code !== undefined && { code: v.code }),
    ...(v.parentId !== undefined && { parent_id: v.parentId }),
    ...(v.active !== undefined && { active: v.active }),
    ...(v.taxExempt !== undefined && { tax_exempt: v.taxExempt }),
    ...(v.auditSalesTaxForTerms !== undefined && { audit_sales_tax_for_terms: v.auditSalesTaxForTerms }),
  };
  for (const field of ADDRESS_FIELDS) if (v.address?.[field] !== undefined) out[ADDRESS_COLUMN[field]] = v.address[field];
  return out;
}

export class DivisionsRepo {
  constructor(private readonly db: Db) {}

  async list(siteIds: number[], filters: { parentId?: number; afterId?: number; limit: number }): Promise<DivisionRecord[]> {
    if (siteIds.length === 0) return [];
    let query = this.db.selectFrom('divisions').select(COLUMNS).where('site_id', 'in', siteIds).orderBy('id').limit(filters.limit);
    if (filters.parentId !== undefined) query = query.where('parent_id', '=', filters.parentId);
    if (filters.afterId !== undefined) query = query.where('id', '>', filters.afterId);
    return (await query.execute()).map(toDivision);
  }

  /** One division within the grant, or undefined. */
  async find(siteIds: number[], id: number): Promise<DivisionRecord | undefined> {
    if (siteIds.length === 0) return undefined;
    const row = await this.db
      .selectFrom('divisions')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('site_id', 'in', siteIds)
      .executeTakeFirst();
    return row && toDivision(row);
  }

  /** Back office: one division, any site. */
  async findAny(id: number): Promise<DivisionRecord | undefined> {
    const row = await this.db.selectFrom('divisions').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toDivision(row);
  }

  /** Back office only: the stored address (never published). */
  async address(id: number): Promise<DivisionAddress> {
    const row = await this.db.selectFrom('divisions').select(Object.values(ADDRESS_COLUMN)).where('id', '=', id).executeTakeFirstOrThrow();
    return {
      company: row.address_company,
      firstName: row.address_first_name,
      lastName: row.address_last_name,
      street1: row.address_street1,
      street2: row.address_street2,
      city: row.address_city,
      zip: row.address_zip,
      country: row.address_country,
      state: row.address_state,
    };
  }

  async codeTaken(siteId: number, code: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom('divisions').select('id').where('site_id', '=', siteId).where('code', '=', code);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The chain from `id` up to its root: [id, parent, grandparent, …]. Bounded against corrupt cycles. */
  async ancestry(id: number): Promise<number[]> {
    const result = await sql<{ id: number }>`
      WITH RECURSIVE chain(id, parent_id, depth) AS (
        SELECT id, parent_id, 1 FROM divisions WHERE id = ${id}
        UNION ALL
        SELECT d.id, d.parent_id, c.depth + 1 FROM divisions d JOIN chain c ON d.id = c.parent_id WHERE c.depth < 64
      )
      SELECT id FROM chain ORDER BY depth`.execute(this.db);
    return result.rows.map((r) => r.id);
  }

  /** Levels in the subtree rooted at `id` (1 for a leaf). Bounded against corrupt cycles. */
  async subtreeHeight(id: number): Promise<number> {
    const result = await sql<{ height: number }>`
      WITH RECURSIVE tree(id, depth) AS (
        SELECT id, 1 FROM divisions WHERE id = ${id}
        UNION ALL
        SELECT d.id, t.depth + 1 FROM divisions d JOIN tree t ON d.parent_id = t.id WHERE t.depth < 64
      )
      SELECT max(depth)::int AS height FROM tree`.execute(this.db);
    return result.rows[0]?.height ?? 1;
  }

  async insert(siteId: number, countryCode: string, values: DivisionValues & { name: string; code: string }, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('divisions')
      .values({
        site_id: siteId,
        country_code: countryCode,
        parent_id: null,
        created_at: now,
        updated_at: now,
        ...toColumns(values),
        name: values.name,
        code: values.code,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: DivisionValues, now: Date): Promise<void> {
    await this.db
      .updateTable('divisions')
      .set({ ...toColumns(values), updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
