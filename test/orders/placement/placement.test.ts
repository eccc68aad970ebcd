import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { withTransaction } from '../../../src/db/transaction.ts';
import { PlacementRejected } from '../../../src/orders/placement/intake.ts';
import { placeOrder } from '../../../src/orders/placement/place-order.ts';
import { addBusinessDays, priceLine } from '../../../src/orders/placement/pricing.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { product, variant } from '../../catalog/fixtures.ts';

let ctx: TestContext;
let partnerId: number;
before(async () => {
  ctx = await createTestContext();
  partnerId = (await ctx.partner()).partnerId;
});
after(() => ctx.close());

const address = { name: 'A', address1: '1 Main', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' };

test('priceLine: product discount on the list, user discount on the rest, handling apart', () => {
  const p = priceLine('100.00', { name: 'Promo', percent: '10' }, { name: 'Staff', percent: '5' }, '2.5');
  assert.deepEqual(p, {
    lineListTotal: '100.00',
    lineTotal: '85.50',
    productDiscount: { name: 'Promo', percent: '10.00', amount: '10.00' },
    userDiscount: { name: 'Staff', percent: '5.00', amount: '4.50' },
    handlingAmount: '2.50',
  });
  assert.deepEqual(priceLine('0.1', null, null, null), {
    lineListTotal: '0.10',
    lineTotal: '0.10',
    productDiscount: null,
    userDiscount: null,
    handlingAmount: null,
  });
  // half-up to the cent: 33.33% of 10.00 = 3.333 → 3.33
  assert.equal(priceLine('10', { name: 'x', percent: '33.33' }, null, null).lineTotal, '6.67');
});

test('addBusinessDays skips weekends', () => {
  // 2026-01-16 is a Friday
  assert.equal(addBusinessDays(new Date('2026-01-16T10:00:00Z'), 1).toISOString(), '2026-01-19T10:00:00.000Z');
  assert.equal(addBusinessDays(new Date('2026-01-16T10:00:00Z'), 5).toISOString(), '2026-01-23T10:00:00.000Z');
});

test('placeOrder prices each line from the catalog tiers and rules, writes the event, in one transaction', async () => {
  const siteId = await ctx.site();
  const user = await ctx.platform.admin.users.create({ siteId, username: 'buyer' }, 'test');
  const stock = await product(ctx, siteId, { attributeNames: ['Colour', null, null] });
  const variantId = await variant(ctx, stock.id, { attribute1Choice: 'Blue', sku: 'MUG-BLUE' });
  await ctx.platform.catalog.admin.setPriceTiers(
    stock.id,
    [
      { minQuantity: 1, unitPrice: '3.3333' },
      { minQuantity: 10, unitPrice: '2.10' },
    ],
    'test',
  );
  const pod = await product(ctx, siteId, { serviceType: 'POD', artworkSource: 'UPLOAD', turnaroundBusinessDays: 3 });
  await ctx.platform.catalog.admin.setPriceTiers(pod.id, [{ minQuantity: 1, unitPrice: '0.25' }], 'test');
  const db = ctx.platform.db;
  await db.insertInto('product_discounts').values({ product_id: pod.id, name: 'Launch', percent: '10' }).execute();
  await db.insertInto('user_discounts').values({ user_id: user.id, name: 'Loyal', percent: '5' }).execute();
  await db.insertInto('product_handling_fees').values({ product_id: pod.id, amount: '1.75' }).execute();

  const placed = await withTransaction(db, (trx) =>
    placeOrder(
      trx,
      {
        siteId,
        orderingUserId: user.id,
        shipTo: address,
        shipping: { method: 'Ground', price: '7.5' },
        source: { partnerId: partnerId, partnerOrderId: 'PO-1' },
        lines: [
          { productId: stock.productId, variantId, quantity: 3, partnerLineId: 'L1' },
          { productId: pod.productId, quantity: 100, partnerLineId: 'L2', jobName: 'Cards', templateVariables: { name: 'Ann' } },
        ],
      },
      ctx.clock,
    ),
  );
  assert.equal(placed.status, 'RECEIVED');
  assert.equal(placed.lines.length, 2);
  assert.deepEqual(
    placed.lines.map((l) => [l.partnerLineId, l.unitPrice, l.lineListTotal, l.lineTotal, l.handlingAmount]),
    [
      ['L1', '3.3333', '10.00', '9.50', null],
      ['L2', '0.25', '25.00', '21.37', '1.75'],
    ],
  );
  assert.deepEqual(placed.lines[1]!.productDiscount, { name: 'Launch', percent: '10.00', amount: '2.50' });
  assert.deepEqual(placed.lines[1]!.userDiscount, { name: 'Loyal', percent: '5.00', amount: '1.13' });
  assert.equal(placed.itemTotal, '30.87');
  assert.equal(placed.handlingTotal, '1.75');
  assert.equal(placed.shippingTotal, '7.50');
  assert.equal(placed.totalPrice, '40.12');
  const lines = await db.selectFrom('order_lines').selectAll().where('order_number', '=', placed.orderNumber).orderBy('id').execute();
  assert.deepEqual(lines[0]!.variant_attributes, [{ name: 'Colour', choice: 'Blue' }]);
  assert.equal(lines[0]!.sku, 'MUG-BLUE');
  assert.equal(lines[0]!.proof_status, null);
  assert.equal(lines[1]!.proof_status, 'NOT_CREATED');
  assert.equal(lines[1]!.turnaround_business_days, 3);
  assert.ok(lines[1]!.estimated_ship_by);
  assert.deepEqual(lines[1]!.template_variables, { name: 'Ann' });
  const events = await db.selectFrom('outbox_events').selectAll().where('order_number', '=', placed.orderNumber).execute();
  assert.equal(events.length, 1);
  assert.equal(events[0]!.type, 'order.status_changed');
  assert.equal(events[0]!.partner_order_id, 'PO-1');
});

test('placeOrder collects every line problem and writes nothing', async () => {
  const siteId = await ctx.site();
  const other = await ctx.site();
  const stock = await product(ctx, siteId);
  await ctx.platform.catalog.admin.setPriceTiers(stock.id, [{ minQuantity: 5, unitPrice: '1' }], 'test');
  const foreign = await product(ctx, other, { serviceType: 'POD' });
  const before = await ctx.platform.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await assert.rejects(
    withTransaction(ctx.platform.db, (trx) =>
      placeOrder(trx, {
        siteId,
        orderingUserId: null,
        shipTo: address,
        lines: [
          { productId: stock.productId, quantity: 1, partnerLineId: 'no-variant' },
          { productId: foreign.productId, quantity: 1, partnerLineId: 'other-site' },
          { productId: 'SLO_999999', quantity: 1, partnerLineId: 'missing' },
        ],
      }),
    ),
    (error: unknown) => {
      assert.ok(error instanceof PlacementRejected);
      assert.deepEqual(
        error.errors.map((e) => [e.partnerLineId, e.field]),
        [
          ['no-variant', 'lines[0].variantId'],
          ['other-site', 'lines[1].productId'],
          ['missing', 'lines[2].productId'],
        ],
      );
      return true;
    },
  );
  const variantId = await variant(ctx, stock.id);
  await assert.rejects(
    withTransaction(ctx.platform.db, (trx) =>
      placeOrder(trx, { siteId, orderingUserId: null, lines: [{ productId: stock.productId, variantId, quantity: 2 }] }),
    ),
    (error: unknown) =>
      error instanceof PlacementRejected &&
      /smallest priced quantity/.test(error.errors[0]!.detail) &&
      error.errors[0]!.field === 'lines[0].quantity',
  );
  const afterCount = await ctx.platform.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(afterCount.n, before.n);
});
