// The pricing rules placement applies (product discount, user discount,
// handling fee) set, listed, replaced and removed through the admin API and
// the CLI, audited; a storefront order placed afterwards carries them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inProcessCli } from '../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { podProduct, SHIP_TO } from '../fixtures.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
let site: number;

before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
  site = (await ctx.partner()).siteIds[0]!;
});
after(() => ctx.close());

const adm = (method: string, url: string, payload?: unknown) =>
  ctx.adminCall({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object, headers: { 'content-type': 'application/json' } }),
  });
const json = async (...args: string[]) => {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, res.stderr);
  return JSON.parse(res.stdout);
};

let userSeq = 0;
async function newUser(): Promise<number> {
  userSeq += 1;
  const res = await adm('POST', `/admin/sites/${site}/users`, { username: `pricing${userSeq}`, email: `pricing${userSeq}@example.com` });
  assert.equal(res.statusCode, 201, res.body);
  return (res.json() as { userId: number }).userId;
}

async function placeThroughAdmin(productId: string, userId: number) {
  const res = await adm('POST', '/admin/orders', {
    siteId: site,
    orderingUserId: userId,
    shipTo: SHIP_TO,
    shippingMethod: 'Ground',
    shippingPrice: '5.00',
    lines: [{ productId, quantity: 100 }],
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

async function audited(action: string, targetId: string): Promise<number> {
  const rows = await ctx.platform.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();
  return rows.length;
}

test('admin API: rules set, listed and replaced price the next order; lineTotal excludes handling', async () => {
  const productId = await podProduct(ctx, site); // 1.00 per unit
  const userId = await newUser();
  assert.equal((await adm('PUT', `/admin/products/${productId}/discount`, { name: 'Launch', percent: '20' })).statusCode, 200);
  const replaced = await adm('PUT', `/admin/products/${productId}/discount`, { name: 'Spring sale', percent: '10' });
  assert.equal(replaced.statusCode, 200, replaced.body);
  assert.deepEqual(replaced.json(), { productId, name: 'Spring sale', percent: '10.00' });
  assert.deepEqual((await adm('PUT', `/admin/users/${userId}/discount`, { name: 'Loyal customer', percent: '5' })).json(), {
    userId,
    name: 'Loyal customer',
    percent: '5.00',
  });
  assert.deepEqual((await adm('PUT', `/admin/products/${productId}/handling-fee`, { amount: '2.5' })).json(), {
    productId,
    amount: '2.50',
  });

  const rules = (await adm('GET', '/admin/pricing-rules')).json();
  assert.deepEqual(
    rules.productDiscounts.find((r: { productId: string }) => r.productId === productId),
    { productId, name: 'Spring sale', percent: '10.00' },
  );
  assert.deepEqual(
    rules.userDiscounts.find((r: { userId: number }) => r.userId === userId),
    { userId, name: 'Loyal customer', percent: '5.00' },
  );
  assert.deepEqual(
    rules.handlingFees.find((r: { productId: string }) => r.productId === productId),
    { productId, amount: '2.50' },
  );

  const placed = await placeThroughAdmin(productId, userId);
  const line = placed.lines[0];
  assert.equal(line.lineListTotal, '100.00');
  assert.deepEqual(line.productDiscount, { name: 'Spring sale', percent: '10.00', amount: '10.00' });
  assert.deepEqual(line.userDiscount, { name: 'Loyal customer', percent: '5.00', amount: '4.50' }); // 5 % of what the product discount left
  assert.equal(line.handlingAmount, '2.50');
  assert.equal(line.lineTotal, '85.50');
  assert.equal(placed.handlingTotal, '2.50');
  const staff = (await adm('GET', `/admin/orders/${placed.orderNumber}`)).json();
  assert.deepEqual(staff.lines[0].productDiscount, line.productDiscount);
  assert.equal(staff.lines[0].lineTotal, '85.50');

  assert.equal(await audited('pricing.product_discount.set', productId), 2);
  assert.equal(await audited('pricing.user_discount.set', String(userId)), 1);
  assert.equal(await audited('pricing.handling_fee.set', productId), 1);
});

test('admin API: removed rules no longer apply; removing twice is 404', async () => {
  const productId = await podProduct(ctx, site);
  const userId = await newUser();
  await adm('PUT', `/admin/products/${productId}/discount`, { name: 'Gone soon', percent: '50' });
  await adm('PUT', `/admin/products/${productId}/handling-fee`, { amount: '1.00' });
  await adm('PUT', `/admin/users/${userId}/discount`, { name: 'Gone soon', percent: '50' });
  for (const url of [
    `/admin/products/${productId}/discount`,
    `/admin/products/${productId}/handling-fee`,
    `/admin/users/${userId}/discount`,
  ]) {
    const removed = await adm('DELETE', url);
    assert.equal(removed.statusCode, 204);
    assert.equal(removed.body, '');
    assertProblem(await adm('DELETE', url), 404, 'not_found');
  }
  assert.equal(await audited('pricing.product_discount.remove', productId), 1);
  const line = (await placeThroughAdmin(productId, userId)).lines[0];
  assert.equal(line.productDiscount, null);
  assert.equal(line.userDiscount, null);
  assert.equal(line.handlingAmount, null);
  assert.equal(line.lineTotal, '100.00');
});

test('admin API: malformed rules are 400, unknown products and users 404, shares refused; nothing written', async () => {
  const productId = await podProduct(ctx, site);
  const before = (await adm('GET', '/admin/pricing-rules')).body;
  for (const percent of ['0', '100.01', '150', '-5', '1.234', 'ten']) {
    assertProblem(await adm('PUT', `/admin/products/${productId}/discount`, { name: 'Bad', percent }), 400, 'invalid_request');
  }
  assertProblem(await adm('PUT', `/admin/products/${productId}/discount`, { name: '', percent: '10' }), 400, 'invalid_request');
  assertProblem(
    await adm('PUT', `/admin/products/${productId}/discount`, { name: 'X', percent: '10', extra: true }),
    400,
    'invalid_request',
  );
  assertProblem(await adm('PUT', `/admin/products/${productId}/handling-fee`, { amount: '-1' }), 400, 'invalid_request');
  assertProblem(await adm('PUT', '/admin/products/SLS_1/handling-fee', { amount: '1.00' }), 400, 'invalid_request');
  assertProblem(await adm('PUT', '/admin/products/nope/discount', { name: 'X', percent: '10' }), 400, 'invalid_product_id');
  assertProblem(await adm('PUT', '/admin/products/SLO_999999999/discount', { name: 'X', percent: '10' }), 404, 'not_found');
  assertProblem(await adm('PUT', '/admin/users/999999999/discount', { name: 'X', percent: '10' }), 404, 'not_found');
  assert.equal((await adm('GET', '/admin/pricing-rules')).body, before);
});

test('CLI: set, list, replace and remove the rules; an order placed with the CLI carries them', async () => {
  const productId = await podProduct(ctx, site);
  const userId = String(await newUser());
  assert.deepEqual(
    await json('orders', 'pricing', 'set-product-discount', '--product', productId, '--name', 'Trade', '--percent', '12.5'),
    { productId, name: 'Trade', percent: '12.50' },
  );
  assert.deepEqual(await json('orders', 'pricing', 'set-user-discount', '--user', userId, '--name', 'Staff', '--percent', '10'), {
    userId: Number(userId),
    name: 'Staff',
    percent: '10.00',
  });
  assert.deepEqual(await json('orders', 'pricing', 'set-handling-fee', '--product', productId, '--amount', '3'), {
    productId,
    amount: '3.00',
  });
  const listed = await json('orders', 'pricing', 'list');
  assert.ok(listed.productDiscounts.some((r: { productId: string }) => r.productId === productId));
  const human = await cli('orders', 'pricing', 'list');
  assert.match(human.stdout, new RegExp(`${productId}.*Trade.*12\\.50`));

  const placed = await json('orders', 'place', '--site', String(site), '--user', userId, '--line', `${productId}:100`);
  const line = placed.lines[0];
  assert.deepEqual(line.productDiscount, { name: 'Trade', percent: '12.50', amount: '12.50' });
  assert.deepEqual(line.userDiscount, { name: 'Staff', percent: '10.00', amount: '8.75' });
  assert.equal(line.handlingAmount, '3.00');
  assert.equal(line.lineTotal, '78.75');

  const bad = await cli('--json', 'orders', 'pricing', 'set-product-discount', '--product', productId, '--name', 'Bad', '--percent', '0');
  assert.equal(bad.code, 1);
  assert.equal(JSON.parse(bad.stderr).code, 'invalid_request');
  for (const args of [
    ['remove-product-discount', '--product', productId],
    ['remove-handling-fee', '--product', productId],
    ['remove-user-discount', '--user', userId],
  ]) {
    assert.equal((await cli('orders', 'pricing', ...args)).code, 0);
    const again = await cli('--json', 'orders', 'pricing', ...args);
    assert.equal(again.code, 1);
    assert.equal(JSON.parse(again.stderr).code, 'not_found');
  }
  const after = await json('orders', 'pricing', 'list');
  assert.ok(!after.productDiscounts.some((r: { productId: string }) => r.productId === productId));
  assert.ok(
    await ctx.platform.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'pricing.user_discount.remove')
      .where('actor', 'like', 'cli%')
      .executeTakeFirst(),
  );
});
