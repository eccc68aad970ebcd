// Shipping test data: catalog rows inserted directly (shipping only reads
// products and product_shares), and shipping configuration built through the
// back-office service, as staff would.
import { sql } from 'kysely';
import type { Platform } from '../../src/app/platform.ts';
import type { RateBand } from '../../src/shipping/rates.ts';

export async function insertProduct(platform: Platform, siteId: number, centreId: number | null = null): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO products (site_id, fulfilment_centre_id, code, name, service_type)
    VALUES (${siteId}, ${centreId}, 'SHIP-TEST', 'Shipping test product', 'STOCK')
    RETURNING id`.execute(platform.db);
  return String(rows[0]!.id);
}

export async function insertShare(platform: Platform, productId: string, siteId: number): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO product_shares (product_id, site_id) VALUES (${productId}::bigint, ${siteId}) RETURNING id`.execute(platform.db);
  return String(rows[0]!.id);
}

export interface ServiceSpec {
  name: string;
  kind: 'carrier' | 'custom';
  enabled?: boolean;
  handlingFee?: string;
  tables: Array<{ country: string; states?: string[]; bands: RateBand[] }>;
}

/** A fulfilment centre with services and rate tables; returns its id. */
export async function createCentre(
  platform: Platform,
  services: ServiceSpec[],
  origin = { originCountry: 'US', originState: 'OH', originPostalCode: '43004' },
): Promise<number> {
  const shipping = platform.admin.shipping;
  const centre = await shipping.createCentre({ name: `Centre ${Math.random().toString(36).slice(2, 8)}`, ...origin }, 'test');
  for (const spec of services) {
    const service = await shipping.createService(
      centre.id,
      { name: spec.name, kind: spec.kind, enabled: spec.enabled, handlingFee: spec.handlingFee },
      'test',
    );
    for (const table of spec.tables) await shipping.createRateTable(service.id, table, 'test');
  }
  return centre.id;
}

export const band = (upToOunces: string, price: string): RateBand => ({ upToOunces, price });
