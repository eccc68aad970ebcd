// Back-office shipping SQL: fulfilment centres, their services and rate
// tables, and the one catalog column shipping owns
// (products.fulfilment_centre_id). The reads quotes share are in ../repo.ts.
import type { Selectable } from 'kysely';
import { lockRow } from '../../db/locks.ts';
import { camelCaseRecord, type CamelRecord } from '../../db/driver/rows.ts';
import type { FulfilmentCentresTable } from '../../db/tables/shipping.ts';
import type { RateBand } from '../rates.ts';
import { ShippingRepo, toService, type RateTableRecord, type ShippingServiceRecord } from '../repo.ts';

const COLUMNS = ['id', 'name', 'origin_country', 'origin_state', 'origin_postal_code', 'created_at', 'updated_at'] as const;
type Row = Selectable<FulfilmentCentresTable>;

/** A centre as the service sees it: each column under its camelCase name. */
export type FulfilmentCentreRecord = CamelRecord<Row, (typeof COLUMNS)[number]>;

const toCentre: (row: Row) => FulfilmentCentreRecord = camelCaseRecord(COLUMNS);

/** The back office's statements, beside the reads it shares with quotes (services, rate tables). */
export class ShippingAdminRepo extends ShippingRepo {
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
      .where((eb) => eb.and({ fulfilment_centre_id: centreId, name }))
      .executeTakeFirst();
    return row && toService(row);
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
      // Kysely leaves out of the SET list a column whose value is undefined: only the named fields change.
      .set({ name: values.name, enabled: values.enabled, handling_fee: values.handlingFee, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toService(row);
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
