// Every decimal field the admin and partner APIs write holds what its column holds, and
// nothing else: the bounds come from the database (information_schema's numeric_precision
// and numeric_scale of every numeric column), not from a copy here. For each writer of each
// column, through the API as a client calls it: the largest value the column holds (or the
// tighter bound the API publishes) is stored exactly; one unit more, and one decimal more
// than the column's scale, are refused with 400 and the route's code, never a 500
// (`numeric field overflow`) and never rounded silently. A numeric column added later fails
// the first test until it is given its writers here (or named as computed).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { Decimal } from 'decimal.js';
import type { LightMyRequestResponse } from 'fastify';
import { product, variant } from '../catalog/fixtures.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { address, orderBody, orderWorld, postOrder } from '../submissions/fixtures.ts';
import { account, user } from '../users/fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let site: number;
let columns: Map<string, { precision: number; scale: number }>;

interface Writer {
  /** `table.column` */
  column: string;
  via: string;
  /** Writes the value (a decimal string) through the API. */
  write(value: string): Promise<LightMyRequestResponse>;
  /** The stored value the last accepted write left, as text. */
  stored(): Promise<string>;
  /** A bound tighter than the column's that the API publishes (a schema maximum, a CHECK). */
  max?: string;
  /** A JSON number (a measurement, not money): decimals past the column's scale are rounded, as documented. */
  rounds?: boolean;
}

/** Computed from other fields by order placement, never written from a request field of their own. */
const COMPUTED = new Set([
  'orders.item_total',
  'orders.handling_total',
  'orders.shipping_total',
  'orders.total_price',
  'order_lines.unit_price',
  'order_lines.line_list_total',
  'order_lines.line_total',
  'order_lines.handling_amount',
]);

const admin = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => ctx.adminCall({ method, url, payload });
/** The column of the newest row (by `id`, or the key where the table holds one row per key). */
const last = async (table: string, column: string, where: string, id: string | number, newest = 'id') => {
  const r = await sql<{ v: string }>`SELECT ${sql.ref(column)}::text AS v FROM ${sql.id(table)} WHERE ${sql.ref(where)} = ${id}
    ORDER BY ${sql.ref(newest)} DESC LIMIT 1`.execute(ctx.platform.db);
  return r.rows[0]!.v;
};

let writers: Writer[];

before(async () => {
  // The order test starts a worker: a partner's submission waits for its outcome.
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '10000' });
  site = await ctx.site();
  partner = await ctx.partner({ siteIds: [site] });
  const r = await sql<{ t: string; c: string; p: number; s: number }>`
    SELECT table_name AS t, column_name AS c, numeric_precision AS p, numeric_scale AS s FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type = 'numeric'`.execute(ctx.platform.db);
  columns = new Map(r.rows.map((row) => [`${row.t}.${row.c}`, { precision: Number(row.p), scale: Number(row.s) }]));

  const holder = await user(ctx, site);
  const creditAccount = await account(ctx, site, { userId: holder });
  const p = await product(ctx, site);
  const v = await variant(ctx, p.id);
  const centre = await ctx.platform.admin.shipping.createCentre(
    { name: 'Bounds', originCountry: 'US', originState: 'OH', originPostalCode: '43004' },
    'test',
  );
  const service = await ctx.platform.admin.shipping.createService(centre.id, { name: 'Bounds', kind: 'carrier' }, 'test');
  let serviceName = 0;
  let sku = 0;
  const countries = ['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'BE', 'ES', 'IT', 'AT', 'CH', 'SE', 'NO', 'DK', 'FI', 'IE', 'PT'];
  let country = 0;
  const band = (value: Partial<{ upToOunces: string; price: string }>) =>
    admin('POST', `/admin/shipping-services/${service.id}/rate-tables`, {
      country: countries[country++ % countries.length],
      bands: [{ upToOunces: '16', price: '1.00', ...value }],
    });
  const bandOf = (column: string) => async () => {
    const r = await sql<{ v: string }>`SELECT ${sql.ref(`b.${column}`)}::text AS v FROM shipping_rate_bands b
      JOIN shipping_rate_tables t ON t.id = b.rate_table_id WHERE t.service_id = ${service.id} ORDER BY t.id DESC LIMIT 1`.execute(
      ctx.platform.db,
    );
    return r.rows[0]!.v;
  };
  const weight = (value: string) => Number(value);
  writers = [
    {
      column: 'credit_accounts.amount',
      via: 'POST /admin/credit-accounts',
      write: (amount) => admin('POST', '/admin/credit-accounts', { siteId: site, userId: holder, amount }),
      stored: () => last('credit_accounts', 'amount', 'site_id', site),
    },
    {
      column: 'credit_accounts.amount',
      via: 'PATCH /admin/credit-accounts/{id}',
      write: (amount) => admin('PATCH', `/admin/credit-accounts/${creditAccount}`, { amount }),
      stored: () => last('credit_accounts', 'amount', 'id', creditAccount),
    },
    {
      column: 'credit_movements.amount',
      via: 'POST /admin/credit-accounts/{id}/movements (CREDIT)',
      write: (amount) => admin('POST', `/admin/credit-accounts/${creditAccount}/movements`, { type: 'CREDIT', amount }),
      stored: () => last('credit_movements', 'amount', 'credit_account_id', creditAccount),
    },
    {
      column: 'credit_movements.amount',
      via: 'POST /admin/credit-accounts/{id}/movements (ADJUSTMENT, negative)',
      write: (amount) => admin('POST', `/admin/credit-accounts/${creditAccount}/movements`, { type: 'ADJUSTMENT', amount: `-${amount}` }),
      stored: async () => new Decimal(await last('credit_movements', 'amount', 'credit_account_id', creditAccount)).neg().toString(),
    },
    {
      column: 'product_variants.weight',
      via: 'POST /admin/products/{id}/variants',
      write: (w) => admin('POST', `/admin/products/${p.productId}/variants`, { sku: `B-${++sku}`, weight: weight(w) }),
      stored: () => last('product_variants', 'weight', 'product_id', p.id),
      max: '5000000',
      rounds: true,
    },
    {
      column: 'product_variants.weight',
      via: 'PATCH /admin/variants/{id}',
      write: (w) => admin('PATCH', `/admin/variants/${v}`, { weight: weight(w) }),
      stored: () => last('product_variants', 'weight', 'id', v),
      max: '5000000',
      rounds: true,
    },
    {
      column: 'product_variants.weight',
      via: 'PATCH /v1/products/{id}/variants/{id} (partner API)',
      write: (w) =>
        ctx.call(partner.token, { method: 'PATCH', url: `/v1/products/${p.productId}/variants/${v}`, payload: { weight: weight(w) } }),
      stored: () => last('product_variants', 'weight', 'id', v),
      max: '5000000',
      rounds: true,
    },
    {
      column: 'product_price_tiers.unit_price',
      via: 'PUT /admin/products/{id}/price-tiers',
      write: (unitPrice) => admin('PUT', `/admin/products/${p.productId}/price-tiers`, { tiers: [{ minQuantity: 1, unitPrice }] }),
      stored: () => last('product_price_tiers', 'unit_price', 'product_id', p.id),
    },
    {
      column: 'shipping_services.handling_fee',
      via: 'POST /admin/fulfilment-centres/{id}/services',
      write: (handlingFee) =>
        admin('POST', `/admin/fulfilment-centres/${centre.id}/services`, { name: `S${++serviceName}`, kind: 'carrier', handlingFee }),
      stored: () => last('shipping_services', 'handling_fee', 'fulfilment_centre_id', centre.id),
    },
    {
      column: 'shipping_services.handling_fee',
      via: 'PATCH /admin/shipping-services/{id}',
      write: (handlingFee) => admin('PATCH', `/admin/shipping-services/${service.id}`, { handlingFee }),
      stored: () => last('shipping_services', 'handling_fee', 'id', service.id),
    },
    {
      column: 'shipping_rate_bands.up_to_ounces',
      via: 'POST /admin/shipping-services/{id}/rate-tables',
      write: (upToOunces) => band({ upToOunces }),
      stored: bandOf('up_to_ounces'),
      // The service's bound on a band (what a quote's weight may be).
      max: '5000000',
    },
    {
      column: 'shipping_rate_bands.price',
      via: 'POST /admin/shipping-services/{id}/rate-tables',
      write: (price) => band({ price }),
      stored: bandOf('price'),
    },
    {
      column: 'product_discounts.percent',
      via: 'PUT /admin/products/{id}/discount',
      write: (percent) => admin('PUT', `/admin/products/${p.productId}/discount`, { name: 'Bounds', percent }),
      stored: () => last('product_discounts', 'percent', 'product_id', p.id, 'product_id'),
      max: '100',
    },
    {
      column: 'user_discounts.percent',
      via: 'PUT /admin/users/{id}/discount',
      write: (percent) => admin('PUT', `/admin/users/${holder}/discount`, { name: 'Bounds', percent }),
      stored: () => last('user_discounts', 'percent', 'user_id', holder, 'user_id'),
      max: '100',
    },
    {
      column: 'product_handling_fees.amount',
      via: 'PUT /admin/products/{id}/handling-fee',
      write: (amount) => admin('PUT', `/admin/products/${p.productId}/handling-fee`, { amount }),
      stored: () => last('product_handling_fees', 'amount', 'product_id', p.id, 'product_id'),
    },
  ];
});
after(() => ctx.close());

test('every numeric column is written by a field probed below, or computed from others', () => {
  const unclassified = [...columns.keys()].filter((c) => !COMPUTED.has(c) && !writers.some((w) => w.column === c));
  assert.deepEqual(unclassified, [], 'numeric columns with no writer named in this test');
  assert.deepEqual(
    [...COMPUTED, ...writers.map((w) => w.column)].filter((c) => !columns.has(c)),
    [],
    'named here but not a numeric column',
  );
});

/** The largest value numeric(p, s) holds: p − s nines, a point, s nines. */
const columnMax = ({ precision, scale }: { precision: number; scale: number }) =>
  `${'9'.repeat(precision - scale)}${scale > 0 ? `.${'9'.repeat(scale)}` : ''}`;

function refused(res: LightMyRequestResponse, what: string) {
  assert.equal(res.statusCode, 400, `${what}: ${res.statusCode} ${res.body}`);
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/, what);
}

test("every decimal field stores its column's largest value exactly, and refuses one unit more and one decimal more (400, never a 500)", async () => {
  for (const writer of writers) {
    const column = columns.get(writer.column)!;
    const what = `${writer.via} → ${writer.column} numeric(${column.precision},${column.scale})`;
    const max = writer.max ?? columnMax(column);
    const accepted = await writer.write(max);
    assert.ok(accepted.statusCode < 300, `${what} at ${max}: ${accepted.statusCode} ${accepted.body}`);
    assert.ok(new Decimal(await writer.stored()).eq(max), `${what}: stored ${await writer.stored()} for ${max}`);

    refused(await writer.write(new Decimal(max).plus(new Decimal(10).pow(-column.scale)).toFixed(column.scale)), `${what}, above ${max}`);
    // One unit of the integer part past the column: what overflowed the column (500) before.
    refused(
      await writer.write(new Decimal(10).pow(column.precision - column.scale).toFixed()),
      `${what}, 10^${column.precision - column.scale}`,
    );

    const finer = `1.${'0'.repeat(column.scale)}1`;
    const res = await writer.write(finer);
    if (writer.rounds) {
      assert.ok(res.statusCode < 300, `${what} at ${finer}: ${res.statusCode} ${res.body}`);
      assert.equal(new Decimal(await writer.stored()).toFixed(column.scale), new Decimal(finer).toFixed(column.scale), what);
    } else {
      refused(res, `${what}, ${column.scale + 1} decimals`);
    }
  }
});

test("an order whose amounts would outgrow the order's columns is refused (400), not a 500: the largest price times a quantity", async () => {
  const world = await orderWorld(ctx);
  const tierMax = columnMax(columns.get('product_price_tiers.unit_price')!);
  const total = columnMax(columns.get('order_lines.line_list_total')!);
  await admin('PUT', `/admin/products/${world.pod.productId}/price-tiers`, { tiers: [{ minQuantity: 1, unitPrice: tierMax }] });
  const place = (quantity: number) =>
    admin('POST', '/admin/orders', {
      siteId: world.siteId,
      orderingUserId: world.orderingUserId,
      shipTo: address,
      lines: [{ productId: world.pod.productId, quantity }],
    });
  // 9999999999.9999 × 100 is the column's largest amount: placed.
  const fits = await place(100);
  assert.equal(fits.statusCode, 201, fits.body);
  assert.equal(fits.json().totalPrice, total);
  const res = await place(101);
  refused(res, 'a line total past numeric(14,2)');
  assert.match(res.json().detail, /lines\[0\]\.quantity: The line's list total 1009999999999\.99 exceeds 999999999999\.99/);

  // A partner's submission of the same line ends failed with the rejection, not retried on a 500.
  ctx.platform.submissions.createWorker({ idlePollMs: 50 }).start();
  const submitted = await postOrder(
    ctx,
    world.partner.token,
    orderBody(world, { lines: [{ productId: world.pod.productId, partnerLineId: 'huge', quantity: 101 }] }),
  );
  assert.equal(submitted.statusCode, 201, submitted.body);
  assert.equal(submitted.json().status, 'failed', submitted.body);
  assert.deepEqual(
    submitted.json().errors.map((e: { code: string; field: string; partnerLineId: string }) => [e.code, e.field, e.partnerLineId]),
    [['order_rejected', 'lines[0].quantity', 'huge']],
  );
});
