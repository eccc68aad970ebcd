// SQL of the POST checks that read the site, run before anything is
// stored: each line's product is in the site's product list (one query for
// every line), the division is an active division of the site, and the site
// has an ordering user.
import { sql } from 'kysely';
import { parseProductId } from '../catalog/ids.ts';
import type { Db } from '../db/transaction.ts';

export interface SiteProduct {
  /** As the request spelled it, e.g. `SLO_12`. */
  productId: string;
  serviceType: 'STOCK' | 'POD';
}

export class SubmissionSiteRepo {
  constructor(private readonly db: Db) {}

  /** The requested products found on `siteId`, keyed by the requested id. */
  async productsOnSite(siteId: number, productIds: string[]): Promise<Map<string, SiteProduct>> {
    const owned: string[] = [];
    const shared: string[] = [];
    for (const id of new Set(productIds)) {
      const ref = parseProductId(id);
      if (ref) (ref.kind === 'SLO' ? owned : shared).push(ref.id);
    }
    const none = sql`SELECT NULL::text AS kind, NULL::text AS id, NULL::text AS service_type WHERE false`;
    const ownedQuery = owned.length
      ? sql`SELECT 'SLO' AS kind, id::text AS id, service_type FROM products WHERE site_id = ${siteId} AND id IN (${sql.join(owned)})`
      : none;
    const sharedQuery = shared.length
      ? sql`SELECT 'SLS' AS kind, s.id::text AS id, m.service_type FROM product_shares s JOIN products m ON m.id = s.product_id
            WHERE s.site_id = ${siteId} AND s.id IN (${sql.join(shared)})`
      : none;
    const rows = await sql<{ kind: string; id: string; service_type: 'STOCK' | 'POD' }>`${ownedQuery} UNION ALL ${sharedQuery}`.execute(
      this.db,
    );
    const found = new Map(rows.rows.map((r) => [`${r.kind}_${r.id}`, r.service_type]));
    const out = new Map<string, SiteProduct>();
    for (const productId of productIds) {
      const ref = parseProductId(productId);
      const serviceType = ref && found.get(`${ref.kind}_${ref.id}`);
      if (serviceType) out.set(productId, { productId, serviceType });
    }
    return out;
  }

  /** True when `divisionId` is an active division of `siteId` (the divisions table of 0006_people). */
  async isActiveDivision(siteId: number, divisionId: number): Promise<boolean> {
    const rows = await sql`SELECT 1 FROM divisions WHERE id = ${divisionId} AND site_id = ${siteId} AND active`.execute(this.db);
    return rows.rows.length > 0;
  }

  /** The site's configured ordering user, or null when ordering is not provisioned. */
  async orderingUser(siteId: number): Promise<number | null> {
    const row = await this.db.selectFrom('sites').select('ordering_user_id').where('id', '=', siteId).executeTakeFirst();
    return row?.ordering_user_id ?? null;
  }
}
