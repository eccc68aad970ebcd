// Saved addresses of storefront users: SQL only.
import type { Db } from '../db/transaction.ts';

export const ADDRESS_KEYS = [
  'addressType',
  'company',
  'firstName',
  'lastName',
  'phone',
  'address1',
  'address2',
  'city',
  'zip',
  'country',
  'countryCode',
  'state',
  'stateCode',
] as const;
export type SavedAddressValues = Partial<Record<(typeof ADDRESS_KEYS)[number], string | null>>;
export type SavedAddress = { id: number; siteId: number; userId: number } & Record<(typeof ADDRESS_KEYS)[number], string | null>;

const COLUMN = {
  addressType: 'address_type',
  company: 'company',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  zip: 'zip',
  country: 'country',
  countryCode: 'country_code',
  state: 'state',
  stateCode: 'state_code',
} as const;

type Row = { id: number; site_id: number; user_id: number } & Record<(typeof COLUMN)[keyof typeof COLUMN], string | null>;

function toAddress(r: Row): SavedAddress {
  const out = { id: r.id, siteId: r.site_id, userId: r.user_id } as SavedAddress;
  for (const key of ADDRESS_KEYS) out[key] = r[COLUMN[key]];
  return out;
}

export class AddressesRepo {
  constructor(private readonly db: Db) {}

  /** Addresses of a user within the grant, by id after a key; an ungranted user has none. */
  async list(siteIds: number[], userId: number, afterId: number | undefined, limit: number): Promise<SavedAddress[]> {
    if (siteIds.length === 0) return [];
    let query = this.db
      .selectFrom('user_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('site_id', 'in', siteIds)
      .orderBy('id')
      .limit(limit);
    if (afterId !== undefined) query = query.where('id', '>', afterId);
    return (await query.execute()).map((r) => toAddress(r as Row));
  }

  async find(id: number): Promise<SavedAddress | undefined> {
    const row = await this.db.selectFrom('user_addresses').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAddress(row as Row);
  }

  async insert(user: { id: number; siteId: number }, values: SavedAddressValues): Promise<number> {
    const columns: Record<string, string | null> = {};
    for (const key of ADDRESS_KEYS) columns[COLUMN[key]] = values[key] ?? null;
    const row = await this.db
      .insertInto('user_addresses')
      .values({ ...columns, user_id: user.id, site_id: user.siteId } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('user_addresses').where('id', '=', id).execute();
  }
}
