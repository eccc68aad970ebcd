// A CLI test's world, built through the services on the test context's
// platform (the one the in-process CLI runs on): a site with a priced POD
// product and an order.
import type { Platform } from '../../src/app/platform.ts';

export interface CliWorld {
  siteId: number;
  productId: string;
  orderNumber: number;
  itemNumbers: number[];
}

export async function buildCliWorld(platform: Platform): Promise<CliWorld> {
  const site = await platform.admin.sites.create({ name: 'CLI Site', url: 'https://cli.example.com' }, 'test');
  const product = await platform.catalog.admin.createProduct(
    { siteId: site.id, code: 'BC', name: 'Cards', serviceType: 'POD', artworkSource: 'UPLOAD' },
    'test',
  );
  await platform.catalog.admin.setPriceTiers(product.product.id, [{ minQuantity: 1, unitPrice: '0.50' }], 'test');
  const productId = `SLO_${product.product.id}`;
  const placed = await platform.orders.admin.orders.placeStorefrontOrder(
    {
      siteId: site.id,
      orderingUserId: null,
      lines: [
        { productId, quantity: 10 },
        { productId, quantity: 20 },
      ],
    },
    'test',
  );
  return { siteId: site.id, productId, orderNumber: placed.orderNumber, itemNumbers: placed.lines.map((l) => l.itemNumber) };
}
