// SQL of the worker's preparation: the ordering user, whether it sees one of
// a product's segments, and the enabled shipping services of the centres an
// order's products ship from. Reads only, outside the placing transaction.
import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

export interface ShippingServiceRow {
  id: number;
  name: string;
  kind: string;
}

export class PreparationRepo {
  constructor(private readonly db: Db) {}

  async orderingUser(userId: number | null): Promise<{ active: boolean; all_segments_visible: boolean } | undefined> {
    if (userId === null) return undefined;
    return this.db.selectFrom('users').select(['active', 'all_segments_visible']).where('id', '=', userId).executeTakeFirst();
  }

  /** True when the user is in one of `segmentIds` (user_segments of migration 0006_people). */
  async seesOneOf(userId: number, segmentIds: number[]): Promise<boolean> {
    const rows =
      await sql`SELECT 1 FROM user_segments WHERE user_id = ${userId} AND segment_id IN (${sql.join(segmentIds)}) LIMIT 1`.execute(this.db);
    return rows.rows.length > 0;
  }

  /** The enabled services of `centreIds`, lowest id first (the first is the site default). */
  async enabledServices(centreIds: number[]): Promise<ShippingServiceRow[]> {
    return this.db
      .selectFrom('shipping_services')
      .select(['id', 'name', 'kind'])
      .where('fulfilment_centre_id', 'in', centreIds)
      .where('enabled', '=', true)
      .orderBy('id')
      .execute();
  }
}
