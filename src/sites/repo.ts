import type { Selectable } from 'kysely';
import type { SitesTable } from '../db/tables/foundation.ts';
import type { Db } from '../db/transaction.ts';

export interface SiteRecord {
  id: number;
  name: string;
  url: string;
  countryCode: string;
  storesDivisionAddresses: boolean;
  orderingUserId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

function toSite(row: Selectable<SitesTable>): SiteRecord {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    countryCode: row.country_code,
    storesDivisionAddresses: row.stores_division_addresses,
    orderingUserId: row.ordering_user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class SitesRepo {
  constructor(private readonly db: Db) {}

  /** Sites among `siteIds` (the caller's grant), by id. */
  async listGranted(siteIds: number[]): Promise<SiteRecord[]> {
    if (siteIds.length === 0) return [];
    const rows = await this.db.selectFrom('sites').selectAll().where('id', 'in', siteIds).orderBy('id').execute();
    return rows.map(toSite);
  }

  async findGranted(siteIds: number[], id: number): Promise<SiteRecord | undefined> {
    if (!siteIds.includes(id)) return undefined;
    return this.find(id);
  }

  // Back office: every site, no grant.
  async find(id: number): Promise<SiteRecord | undefined> {
    const row = await this.db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toSite(row);
  }

  async listAll(): Promise<SiteRecord[]> {
    const rows = await this.db.selectFrom('sites').selectAll().orderBy('id').execute();
    return rows.map(toSite);
  }

  async insert(values: { name: string; url: string; countryCode: string; storesDivisionAddresses: boolean }): Promise<SiteRecord> {
    const row = await this.db
      .insertInto('sites')
      .values({
        name: values.name,
        url: values.url,
        country_code: values.countryCode,
        stores_division_addresses: values.storesDivisionAddresses,
        ordering_user_id: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSite(row);
  }

  async update(
    id: number,
    values: Partial<{ name: string; url: string; countryCode: string; storesDivisionAddresses: boolean; orderingUserId: number | null }>,
    now: Date,
  ): Promise<SiteRecord | undefined> {
    const row = await this.db
      .updateTable('sites')
      .set({
        ...(values.name !== undefined && { name: values.name }),
        ...(values.url !== undefined && { url: values.url }),
        ...(values.countryCode !== undefined && { country_code: values.countryCode }),
        ...(values.storesDivisionAddresses !== undefined && { stores_division_addresses: values.storesDivisionAddresses }),
        ...(values.orderingUserId !== undefined && { ordering_user_id: values.orderingUserId }),
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toSite(row);
  }

  /** Whose and whether active a user is: a site's ordering user must be an active user of that site. */
  async userStanding(userId: number): Promise<{ siteId: number; active: boolean } | undefined> {
    const row = await this.db.selectFrom('users').select(['site_id', 'active']).where('id', '=', userId).executeTakeFirst();
    return row && { siteId: row.site_id, active: row.active };
  }
}
