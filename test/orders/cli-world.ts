// A CLI test's world, built in process on the database the CLI will open
// (CLI processes are slow to start, so only the commands under test run as
// processes): a site with a priced POD product, and optionally an order.
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { createPlatform } from '../../src/platform.ts';

export interface CliWorld {
  siteId: number;
  productId: string;
  orderNumber: number;
  itemNumbers: number[];
}

export async function buildCliWorld(url: string, storageDir: string): Promise<CliWorld> {
  const database = await openDatabase(url, { poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    const platform = await createPlatform(loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', STORAGE_DIR: storageDir }), database);
    const site = await platform.admin.sites.create({ name: 'CLI Site', url: 'https://cli.example.com' }, 'test');
    const product = await platform.catalog.admin.createProduct({ siteId: site.id, code: 'BC', name: 'Cards', serviceType: 'POD', artworkSource: 'UPLOAD' }, 'test');
    await platform.catalog.admin.setPriceTiers(product.product.id, [{ minQuantity: 1, unitPrice: '0.50' }], 'test');
    const productId = `SLO_${product.product.id}`;
    const placed = await platform.orders.admin.orders.placeStorefrontOrder({ siteId: site.id, orderingUserId: null, lines: [{ productId, quantity: 10 }, { productId, quantity: 20 }] }, 'test');
    return { siteId: site.id, productId, orderNumber: placed.orderNumber, itemNumbers: placed.lines.map((l) => l.itemNumber) };
  } finally {
    await database.close();
  }
}
