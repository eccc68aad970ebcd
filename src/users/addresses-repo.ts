// Saved addresses of storefront users: SQL only.
import type { Selectable } from 'kysely';
import type { UserAddressesTable } from '../db/tables/people.ts';
import { camelCase, camelCaseRecord } from '../db/driver/rows.ts';
import type { Db } from '../db/transaction.ts';

/** An address's own columns, after its ids; ADDRESS_KEYS are their names in the API. */
const ADDRESS_COLUMNS = [
  'address_type',
  'company',
  'first_name',
  'last_name',
  'phone',
  'address1',
  'address2',
  'city',
  'zip',
  'country',
  'country_code',
  'state',
  'state_code',
] as const;

export const ADDRESS_KEYS = ADDRESS_COLUMNS.map(camelCase);
export type SavedAddressValues = Partial<Record<(typeof ADDRESS_KEYS)[number], string | null>>;
export type SavedAddress = { id: number; siteId: number; userId: number } & Record<(typeof ADDRESS_KEYS)[number], string | null>;

type Row = Selectable<UserAddressesTable>;

const COLUMNS = ['id', 'site_id', 'user_id', ...ADDRESS_COLUMNS] as const;

const toAddress: (r: Row) => SavedAddress = camelCaseRecord(COLUMNS);

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
    return (await query.execute()).map(toAddress);
  }

  async find(id: number): Promise<SavedAddress | undefined> {
    const row = await this.db.selectFrom('user_addresses').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAddress(row);
  }

  async insert(user: { id: number; siteId: number }, values: SavedAddressValues): Promise<number> {
    const v = (key: (typeof ADDRESS_KEYS)[number]) => values[key] ?? null;
    const row = await this.db
      .insertInto('user_addresses')
      .values({
        user_id: user.id,
        site_id: user.siteId,
        address_type: v('addressType'),
        company: v('company'),
        first_name: v('firstName'),
        last_name: v('lastName'),
        phone: v('phone'),
        address1: v('address1'),
        address2: v('address2'),
        city: v('city'),
        zip: v('zip'),
        country: v('country'),
        country_code: v('countryCode'),
        state: v('state'),
        state_code: v('stateCode'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** False when the address was gone already (a racing delete won). */
  async delete(id: number): Promise<boolean> {
    const done = await this.db.deleteFrom('user_addresses').where('id', '=', id).executeTakeFirst();
    return Number(done.numDeletedRows) === 1;
  }
}
