// Shipping SQL read by quotes: a product's fulfilment centre (products and
// product_shares belong to the catalog; shipping reads them), and a centre's
// services with their rate tables. The back office's statements are in
// admin/repo.ts.
import type { Selectable } from 'kysely';
import type { ShippingServicesTable } from '../db/tables/shipping.ts';
import type { Db } from '../db/transaction.ts';
import type { PricedService, RateBand, RateTable } from './rates.ts';

export interface ShippingServiceRecord {
  id: number;
  fulfilmentCentreId: number;
  name: string;
  kind: 'carrier' | 'custom';
  enabled: boolean;
  handlingFee: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface RateTableRecord extends RateTable {
  serviceId: number;
}

/** A product id as the API names it: `SLO_<products.id>` or `SLS_<product_shares.id>`. */
export interface ProductRef {
  kind: 'SLO' | 'SLS';
  id: string;
}

export function toService(row: Selectable<ShippingServicesTable>): ShippingServiceRecord {
  return {
    id: row.id,
    fulfilmentCentreId: row.fulfilment_centre_id,
    name: row.name,
    kind: row.kind,
    enabled: row.enabled,
    handlingFee: row.handling_fee,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class ShippingRepo {
  constructor(protected readonly db: Db) {}

  /**
   * The fulfilment centre of a product on `siteId`, when the site is among
   * `grantedSiteIds`: `found: false` when there is no such product there (or
   * the site is not granted); `centreId: null` when it has no centre. An
   * `SLS_` share ships from its master product's centre.
   */
  async productOrigin(grantedSiteIds: number[], siteId: number, product: ProductRef): Promise<{ found: boolean; centreId: number | null }> {
    if (!grantedSiteIds.includes(siteId)) return { found: false, centreId: null };
    const row =
      product.kind === 'SLO'
        ? await this.db
            .selectFrom('products')
            .select('fulfilment_centre_id')
            .where('id', '=', product.id)
            .where('site_id', '=', siteId)
            .executeTakeFirst()
        : await this.db
            .selectFrom('product_shares as s')
            .innerJoin('products as p', 'p.id', 's.product_id')
            .select('p.fulfilment_centre_id')
            .where('s.id', '=', product.id)
            .where('s.site_id', '=', siteId)
            .executeTakeFirst();
    return row ? { found: true, centreId: row.fulfilment_centre_id } : { found: false, centreId: null };
  }

  /** Every service of a centre with its rate tables and bands (enabled or not). */
  async pricedServices(centreId: number): Promise<PricedService[]> {
    const services = await this.listServices(centreId);
    if (services.length === 0) return [];
    const tables = await this.listRateTables(services.map((s) => s.id));
    return services.map((s) => ({
      id: s.id,
      name: s.name,
      kind: s.kind,
      enabled: s.enabled,
      handlingFee: s.handlingFee,
      rateTables: tables.filter((t) => t.serviceId === s.id),
    }));
  }

  async listServices(centreId: number): Promise<ShippingServiceRecord[]> {
    const rows = await this.db
      .selectFrom('shipping_services')
      .selectAll()
      .where('fulfilment_centre_id', '=', centreId)
      .orderBy('id')
      .execute();
    return rows.map(toService);
  }

  async listRateTables(serviceIds: number[]): Promise<RateTableRecord[]> {
    if (serviceIds.length === 0) return [];
    const tables = await this.db
      .selectFrom('shipping_rate_tables')
      .selectAll()
      .where('service_id', 'in', serviceIds)
      .orderBy('id')
      .execute();
    if (tables.length === 0) return [];
    const bands = await this.db
      .selectFrom('shipping_rate_bands')
      .selectAll()
      .where(
        'rate_table_id',
        'in',
        tables.map((t) => t.id),
      )
      .orderBy('rate_table_id')
      .orderBy('up_to_ounces')
      .execute();
    return tables.map((t) => ({
      id: t.id,
      serviceId: t.service_id,
      country: t.country,
      states: t.states,
      bands: bands.filter((b) => b.rate_table_id === t.id).map((b): RateBand => ({ upToOunces: b.up_to_ounces, price: b.price })),
    }));
  }
}
