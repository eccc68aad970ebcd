// The demo world has orders in every interesting state, readable by the
// demo partner exactly as the README shows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';

let ctx: TestContext;
let world: DemoWorld;
let token: string;

before(async () => {
  ctx = await createTestContext();
  world = await seedDemo(ctx.platform);
  token = (
    await ctx.requestToken({ grant_type: 'client_credentials', client_id: world.clientId, client_secret: world.clientSecret })
  ).json().access_token;
});
after(() => ctx.close());

const get = (url: string) => ctx.call(token, { method: 'GET', url });

test('demo orders: pending review with reasons and an unavailable link, declined, cancelled, partly shipped, all hidden, ungranted', async () => {
  const { orders } = (await get('/v1/orders')).json();
  assert.deepEqual(orders.map((o: { orderNumber: number }) => o.orderNumber).sort(), [100001, 100002, 100003, 100004]);
  const own = (await get('/v1/orders/100001')).json();
  assert.equal(own.partnerOrderId, 'PO-DEMO-1001');
  assert.equal(own.status, 'IN_PRODUCTION');

  const items = (await get('/v1/orders/100001/items')).json().items;
  assert.deepEqual(
    items.map((i: { itemNumber: number; proofStatus: string }) => [i.itemNumber, i.proofStatus]),
    [
      [500001, 'PENDING_REVIEW'],
      [500002, 'APPROVED'],
    ],
  );
  const proof = (await get('/v1/orders/100001/items/500001/proof')).json();
  assert.deepEqual(
    proof.files.map((f: { name: string; active: boolean; link: string | null }) => [f.name, f.active, f.link === null]),
    [
      ['cards-proof-v1.pdf', false, true],
      ['cards-proof-v2.pdf', true, false],
    ],
  );
  assert.ok(proof.visualUrl);
  assert.deepEqual(
    (await get('/v1/orders/100001/items/500001/proof/denial-reasons')).json().reasons.map((r: { code: string }) => r.code),
    ['TYPO', 'WRONG_COLOR', 'LAYOUT'],
  );

  const storefront = (await get('/v1/orders/100002/items')).json().items;
  assert.deepEqual(
    storefront.map((i: { proofStatus: string; cancelled: boolean }) => [i.proofStatus, i.cancelled]),
    [
      ['DECLINED', false],
      ['NOT_CREATED', true],
    ],
  );
  assert.equal((await get('/v1/orders/100002')).json().partnerOrderId, null);

  assert.equal((await get('/v1/orders/100003')).json().status, 'PARTIALLY_SHIPPED');
  const shipments = (await get('/v1/orders/100003/shipments')).json().shipments;
  assert.equal(shipments.length, 1);
  assert.equal(shipments[0].trackingNumber, '1Z999AA10123456784');
  const mugs = (await get('/v1/orders/100003/items')).json().items;
  assert.deepEqual(
    mugs.map((i: { shipped: boolean; backorderQuantity: number | null }) => [i.shipped, i.backorderQuantity]),
    [
      [true, null],
      [false, 12],
    ],
  );

  assert.deepEqual((await get('/v1/orders/100004/items')).json(), { items: [], nextCursor: null });
  assertProblem(await get('/v1/orders/100005'), 404, 'order_not_found');
  assert.ok(world.siteIds.length === 2);
});
