// Demo shipping configuration: two fulfilment centres with carrier services
// and custom options rated for US, CA, GB and DE, and every demo product
// assigned a centre (products on the Canadian demo site ship from Toronto).
import { DemoRepo } from './repo.ts';
import type { DemoPlace } from './world.ts';
import type { Platform } from '../platform.ts';
import type { NewRateTable, NewShippingService } from '../../shipping/admin/service.ts';

const ACTOR = 'seed';

interface DemoService extends NewShippingService {
  tables: NewRateTable[];
}

const b = (upToOunces: string, price: string) => ({ upToOunces, price });

const COLUMBUS: DemoService[] = [
  {
    name: 'Parcel Ground',
    kind: 'carrier',
    handlingFee: '1.50',
    tables: [
      { country: 'US', bands: [b('16', '5.49'), b('80', '9.99'), b('800', '24.99'), b('4800', '89.00')] },
      { country: 'US', states: ['AK', 'HI'], bands: [b('16', '12.49'), b('80', '24.99')] },
      { country: 'CA', bands: [b('16', '14.99'), b('80', '29.99')] },
    ],
  },
  {
    name: 'Parcel Express',
    kind: 'carrier',
    handlingFee: '1.50',
    tables: [
      { country: 'US', bands: [b('16', '18.99'), b('80', '34.99')] },
      { country: 'CA', bands: [b('16', '39.99')] },
      { country: 'GB', bands: [b('16', '49.99'), b('80', '89.99')] },
      { country: 'DE', bands: [b('16', '49.99'), b('80', '89.99')] },
    ],
  },
  {
    name: 'Global Post',
    kind: 'carrier',
    tables: [
      { country: 'CA', bands: [b('64', '19.99')] },
      { country: 'GB', bands: [b('64', '24.99')] },
      { country: 'DE', bands: [b('64', '24.99')] },
    ],
  },
  { name: 'Will Call (Columbus)', kind: 'custom', tables: [{ country: 'US', states: ['OH'], bands: [b('4800', '0')] }] },
];

const TORONTO: DemoService[] = [
  {
    name: 'Parcel Ground',
    kind: 'carrier',
    handlingFee: '2.00',
    tables: [
      { country: 'CA', bands: [b('16', '7.99'), b('80', '12.99'), b('800', '29.99')] },
      { country: 'US', bands: [b('16', '12.99'), b('80', '22.99')] },
    ],
  },
  { name: 'Courier Same Day', kind: 'custom', tables: [{ country: 'CA', states: ['ON'], bands: [b('160', '19.00')] }] },
];

export interface DemoShipping {
  fulfilmentCentreIds: number[];
  productsAssigned: number;
}

export async function seedDemoShipping(platform: Platform, world: DemoPlace): Promise<DemoShipping> {
  const shipping = platform.admin.shipping;
  const create = async (
    centre: { name: string; originCountry: string; originState: string; originPostalCode: string },
    services: DemoService[],
  ) => {
    const created = await shipping.createCentre(centre, ACTOR);
    for (const { tables, ...service } of services) {
      const s = await shipping.createService(created.id, service, ACTOR);
      for (const table of tables) await shipping.createRateTable(s.id, table, ACTOR);
    }
    return created.id;
  };
  const columbus = await create(
    { name: 'Columbus Fulfilment', originCountry: 'US', originState: 'OH', originPostalCode: '43004' },
    COLUMBUS,
  );
  const toronto = await create(
    { name: 'Toronto Fulfilment', originCountry: 'CA', originState: 'ON', originPostalCode: 'M5V 2T6' },
    TORONTO,
  );

  // Products the catalog seed created (none if it has not run): every one gets a centre.
  const products = await new DemoRepo(platform.db).productsWithoutCentre([...world.siteIds, world.otherSiteId]);
  for (const product of products) {
    await shipping.setProductCentre(String(product.id), product.site_id === world.otherSiteId ? toronto : columbus, ACTOR);
  }
  return { fulfilmentCentreIds: [columbus, toronto], productsAssigned: products.length };
}
