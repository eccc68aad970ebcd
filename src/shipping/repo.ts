// Shipping SQL: fulfilment centres, their services and rate tables, and the
// read of a product's fulfilment centre (products and product_shares belong
// to the catalog; shipping reads them, and the back office sets the one
// column shipping owns, products.fulfilment_centre_id).
import type { Selectable } from 'kysely';
import type { FulfilmentCentresTable, ShippingServicesTable } from '../db/tables/shipping.ts';
import { lockRow } from '../db/locks.ts';
import type { Db } from '../db/transaction.ts';
import type { PricedService, RateBand, RateTable } from './rates.ts';

export interface FulfilmentCentreRecord {
  id: number;
  name: string;
  originCountry: string;
  originState: string | null;
  originPostalCode: string;
  createdAt: Date;
  updatedAt: Date;
}

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

function toCentre(row: Selectable<FulfilmentCentresTable>): FulfilmentCentreRecord {
  return {
    id: row.id,
    name: row.name,
    originCountry: row.origin_country,
    originState: row.origin_state,
    originPostalCode: row.origin_postal_code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toService(row: Selectable<ShippingServicesTable>): ShippingServiceRecord {
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
  constructor(private readonly db: Db) {}

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

  // Back office

  /** Locks the centre row for the rest of the transaction (its service names are unique: checked, then written); false when missing. */
  lockCentre(id: number): Promise<boolean> {
    return lockRow(this.db, 'fulfilment_centres', 'id', id);
  }

  async findCentre(id: number): Promise<FulfilmentCentreRecord | undefined> {
    const row = await this.db.selectFrom('fulfilment_centres').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toCentre(row);
  }

  async listCentres(): Promise<FulfilmentCentreRecord[]> {
    const rows = await this.db.selectFrom('fulfilment_centres').selectAll().orderBy('id').execute();
    return rows.map(toCentre);
  }

  async insertCentre(values: {
    name: string;
    originCountry: string;
    originState: string | null;
    originPostalCode: string;
  }): Promise<FulfilmentCentreRecord> {
    const row = await this.db
      .insertInto('fulfilment_centres')
      .values({
        name: values.name,
        origin_country: values.originCountry,
        origin_state: values.originState,
        origin_postal_code: values.originPostalCode,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCentre(row);
  }

  async findService(id: number): Promise<ShippingServiceRecord | undefined> {
    const row = await this.db.selectFrom('shipping_services').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toService(row);
  }

  async findServiceByName(centreId: number, name: string): Promise<ShippingServiceRecord | undefined> {
    const row = await this.db
      .selectFrom('shipping_services')
      .selectAll()
      .where('fulfilment_centre_id', '=', centreId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row && toService(row);
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

  async insertService(values: {
    centreId: number;
    name: string;
    kind: 'carrier' | 'custom';
    enabled: boolean;
    handlingFee: string;
  }): Promise<ShippingServiceRecord> {
    const row = await this.db
      .insertInto('shipping_services')
      .values({
        fulfilment_centre_id: values.centreId,
        name: values.name,
        kind: values.kind,
        enabled: values.enabled,
        handling_fee: values.handlingFee,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toService(row);
  }

  async updateService(
    id: number,
    values: { name?: string; enabled?: boolean; handlingFee?: string },
    now: Date,
  ): Promise<ShippingServiceRecord | undefined> {
    const row = await this.db
      .updateTable('shipping_services')
      .set({
        ...(values.name !== undefined && { name: values.name }),
        ...(values.enabled !== undefined && { enabled: values.enabled }),
        ...(values.handlingFee !== undefined && { handling_fee: values.handlingFee }),
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toService(row);
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

  async insertRateTable(values: {
    serviceId: number;
    country: string;
    states: string[] | null;
    bands: RateBand[];
  }): Promise<RateTableRecord> {
    const table = await this.db
      .insertInto('shipping_rate_tables')
      .values({ service_id: values.serviceId, country: values.country, states: values.states })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('shipping_rate_bands')
      .values(values.bands.map((b) => ({ rate_table_id: table.id, up_to_ounces: b.upToOunces, price: b.price })))
      .execute();
    const [record] = await this.listRateTables([values.serviceId]).then((all) => all.filter((t) => t.id === table.id));
    return record!;
  }

  /** Sets products.fulfilment_centre_id; false when there is no such product. */
  async setProductCentre(productId: string, centreId: number | null): Promise<boolean> {
    const result = await this.db
      .updateTable('products')
      .set({ fulfilment_centre_id: centreId })
      .where('id', '=', productId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
