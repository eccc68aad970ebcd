// SQL of the POST checks, run before anything is stored, in one statement:
// the submission already stored under the key (if any), each line's product
// in the site's product list (every line at once), whether the division is
// an active division of the site, and the site's ordering user.
import type { Selectable } from 'kysely';
import { parseProductId } from '../catalog/ids.ts';
import { prepared } from '../db/prepared.ts';
import type { Db } from '../db/transaction.ts';
import type { OrderSubmissionsTable } from '../db/tables/submissions.ts';
import { record, type SubmissionRecord } from './repo.ts';

export interface SiteProduct {
  /** As the request spelled it, e.g. `SLO_12`. */
  productId: string;
  serviceType: 'STOCK' | 'POD';
}

export interface SubmissionChecks {
  /** The submission stored under (partner, partnerOrderId), if any. */
  existing: SubmissionRecord | undefined;
  /** The requested products found on the site, keyed by the requested id. */
  products: Map<string, SiteProduct>;
  /** Null when no division was asked for. */
  activeDivision: boolean | null;
  /** The site's configured ordering user, or null when ordering is not provisioned. */
  orderingUserId: number | null;
}

type Row = Partial<Selectable<OrderSubmissionsTable>> & {
  check_products: Array<{ kind: string; id: string; service_type: 'STOCK' | 'POD' }>;
  check_division: boolean | null;
  check_ordering_user_id: number | null;
};

/**
 * $1 partner, $2 partnerOrderId, $3 site, $4 owned product ids, $5 share
 * ids, $6 division (or null). One row: the checks, with the stored
 * submission's columns (null when there is none). Fixed text. Exported for
 * the submissions bench's twin, which sends the same text (bench/submissions.ts).
 */
export const CHECKS = prepared<Row>(
  `SELECT k.*,
    (SELECT coalesce(json_agg(json_build_object('kind', q.kind, 'id', q.id, 'service_type', q.service_type)), '[]') FROM (
      SELECT 'SLO' AS kind, p.id::text AS id, p.service_type FROM products p WHERE p.site_id = $3 AND p.id = ANY($4::bigint[])
      UNION ALL
      SELECT 'SLS', s.id::text, m.service_type FROM product_shares s JOIN products m ON m.id = s.product_id
        WHERE s.site_id = $3 AND s.id = ANY($5::bigint[])) q) AS check_products,
    CASE WHEN $6::bigint IS NULL THEN NULL
      ELSE EXISTS (SELECT 1 FROM divisions d WHERE d.id = $6::bigint AND d.site_id = $3 AND d.active) END AS check_division,
    (SELECT st.ordering_user_id FROM sites st WHERE st.id = $3) AS check_ordering_user_id
  FROM (SELECT 1) AS one
  LEFT JOIN order_submissions k ON k.partner_id = $1 AND k.partner_order_id = $2`,
  { named: true },
);

export class SubmissionSiteRepo {
  constructor(private readonly db: Db) {}

  async checks(
    partnerId: number,
    partnerOrderId: string,
    siteId: number,
    productIds: string[],
    divisionId: number | null,
  ): Promise<SubmissionChecks> {
    const owned = new Set<string>();
    const shared = new Set<string>();
    for (const id of productIds) {
      const ref = parseProductId(id);
      if (ref) (ref.kind === 'SLO' ? owned : shared).add(ref.id);
    }
    const [row] = await CHECKS(this.db, [partnerId, partnerOrderId, siteId, [...owned], [...shared], divisionId]);
    const found = new Map(row!.check_products.map((r) => [`${r.kind}_${r.id}`, r.service_type]));
    const products = new Map<string, SiteProduct>();
    for (const productId of productIds) {
      const ref = parseProductId(productId);
      const serviceType = ref && found.get(`${ref.kind}_${ref.id}`);
      if (serviceType) products.set(productId, { productId, serviceType });
    }
    return {
      existing: row!.id == null ? undefined : record(row as Selectable<OrderSubmissionsTable>),
      products,
      activeDivision: row!.check_division,
      orderingUserId: row!.check_ordering_user_id,
    };
  }
}
