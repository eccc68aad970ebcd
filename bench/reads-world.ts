// The data `npm run bench` reads, added to the demo world on one granted
// site with set-based SQL (one INSERT … SELECT generate_series per table, a
// few seconds on PostgreSQL): BENCH_PRODUCTS plain products, BENCH_ORDERS
// orders of five visible lines each (one order a minute back from now), then
// ANALYZE. Run on a connection of its own without the service's statement
// timeout (PostgreSQL) or on the embedded engine directly. Also picks the
// keys the routes read: the product detail's id, the key that starts page
// 1,000 of each list, and the order read by the point routes. Not a script.
import pg from 'pg';
import type { Database } from '../src/db/engine.ts';

/** Lines per seeded order. */
export const LINES_PER_ORDER = 5;
/** The order list's default page size (ORDER_PAGE.default): page 1,000 starts after 999 pages of it. */
export const ORDERS_PER_PAGE = 50;
/** The product list's page size in the bench (its default). */
export const PRODUCTS_PER_PAGE = 100;

export interface ReadsWorld {
  /** The product the detail route reads. */
  detailProductId: string;
  /** The product id after which page 1,000 starts (the products' list runs by id). */
  deepProductKey: string;
  /** The order the detail and items routes read (a seeded one, five visible lines). */
  orderNumber: number;
  /** The (placed_on as text, order_number) after which page 1,000 of the orders starts, newest first. */
  deepOrderKey: [string, number];
}

type Run = <R>(text: string, params?: unknown[]) => Promise<R[]>;

async function seed(run: Run, siteId: number, products: number, orders: number): Promise<ReadsWorld> {
  await run(
    `INSERT INTO products (site_id, code, name, service_type)
      SELECT $1::int, 'BENCH-' || g, 'Bench product ' || g, 'STOCK' FROM generate_series(1, $2::int) AS g`,
    [siteId, products],
  );
  const [{ n: firstOrder }] = (await run<{ n: number }>('SELECT coalesce(max(order_number), 0) AS n FROM orders')) as [{ n: number }];
  await run(
    `INSERT INTO orders (site_id, status, placed_on, ship_to, shipping_provider, shipping_method, shipping_service_name,
        item_total, handling_total, shipping_total, total_price)
      SELECT $1::int, 'IN_PRODUCTION', now() - g * interval '1 minute',
        jsonb_build_object('name', 'Bench ' || g, 'address1', '1 Bench Street', 'city', 'London', 'state', 'London',
          'postalCode', 'SW1A 1AA', 'country', 'GB'),
        'ROYAL_MAIL', 'STANDARD', 'Standard', 150.00, 2.50, 4.99, 157.49
      FROM generate_series(1, $2::int) AS g`,
    [siteId, orders],
  );
  await run(
    `INSERT INTO order_lines (order_number, site_id, product_id, product_name, product_code, sku, quantity,
        unit_price, line_list_total, line_total, production_status, variant_attributes)
      SELECT o.order_number, o.site_id, 'SLO_' || k, 'Bench product ' || k, 'BENCH-' || k, 'BENCH-SKU-' || k, 10 * k,
        1.0000, 10.00 * k, 10.00 * k, 'IN_PRODUCTION', '[]'::jsonb
      FROM orders o CROSS JOIN generate_series(1, $2::int) AS k
      WHERE o.order_number > $1::int ORDER BY o.order_number, k`,
    [firstOrder, LINES_PER_ORDER],
  );
  await run('ANALYZE');

  // The key after which page 1,000 starts, or the last full page when there are fewer rows.
  const offset = async (table: 'products' | 'orders', perPage: number) => {
    const [{ n }] = (await run<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE site_id = $1`, [siteId])) as [{ n: string }];
    return Math.max(0, Math.min(999 * perPage, Number(n) - perPage) - 1);
  };
  const [detail] = await run<{ id: string }>('SELECT id::text FROM products WHERE site_id = $1 ORDER BY id LIMIT 1', [siteId]);
  const [deepProduct] = await run<{ id: string }>('SELECT id::text FROM products WHERE site_id = $1 ORDER BY id OFFSET $2 LIMIT 1', [
    siteId,
    await offset('products', PRODUCTS_PER_PAGE),
  ]);
  const [order] = await run<{ n: number }>('SELECT max(order_number) AS n FROM orders WHERE site_id = $1', [siteId]);
  const [deepOrder] = await run<{ key: string; n: number }>(
    `SELECT placed_on::text AS key, order_number AS n FROM orders WHERE site_id = $1
      ORDER BY placed_on DESC, order_number DESC OFFSET $2 LIMIT 1`,
    [siteId, await offset('orders', ORDERS_PER_PAGE)],
  );
  return {
    detailProductId: detail!.id,
    deepProductKey: deepProduct!.id,
    orderNumber: order!.n,
    deepOrderKey: [deepOrder!.key, deepOrder!.n],
  };
}

/** Seeds the bench's products and orders on `siteId` of `database` (`url`: its PostgreSQL URL). */
export async function seedReadsWorld(database: Database, url: string | undefined, siteId: number, products: number, orders: number) {
  if (database.pglite) {
    const lite = database.pglite;
    return seed(async (text, params) => (await lite.query(text, params)).rows as never, siteId, products, orders);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await seed(async (text, params) => (await client.query(text, params)).rows, siteId, products, orders);
  } finally {
    await client.end();
  }
}
