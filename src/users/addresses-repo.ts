// Saved addresses of storefront users: SQL only.
import type { Selectable } from 'kysely';
import type { UserAddressesTable } from '../db/tables/people.ts';
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

type Row = Selectable<UserAddressesTable>;

function toAddress(r: Row): SavedAddress {
  return {
    id: r.id,
    siteId: r.site_id,
    userId: r.user_id,
    addressType: r.address_type,
    company: r.company,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    zip: r.zip,
    country: r.country,
    countryCode: r.country_code,
    state: r.state,
    stateCode: r.state_code,
  };
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
