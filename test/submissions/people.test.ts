// The submission rules that read the people tables of migration 0006_people
// (divisions, user segments; on the `people` branch): they pass once both
// branches are merged. Rows are written with SQL so this file needs nothing
// but the tables.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { product, segment } from '../catalog/fixtures.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '5000' });
  world = await orderWorld(ctx);
  ctx.platform.submissions.createWorker({ idlePollMs: 50 }).start();
});
after(() => ctx.close());

async function division(siteId: number, active = true): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO divisions (site_id, name, code, active, country_code) VALUES (${siteId}, 'Sales', 'S', ${active}, 'US') RETURNING id`.execute(
    ctx.platform.db,
  );
  return rows[0]!.id;
}

test("divisionId: an active division of the site is stored on the order; unknown, inactive or another site's is invalid_request, nothing stored", async () => {
  const active = await division(world.siteId);
  const inactive = await division(world.siteId, false);
  const elsewhere = await division(await ctx.site());
  const count = async () =>
    Number(
      (
        await ctx.platform.db
          .selectFrom('order_submissions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  for (const divisionId of [inactive, elsewhere, 999999]) {
    const res = await postOrder(ctx, world.partner.token, orderBody(world, { divisionId }));
    assert.match(
      String(assertProblem(res, 400, 'invalid_request').detail),
      new RegExp(`divisionId ${divisionId} is not an active division`),
    );
  }
  assert.equal(await count(), before);
  const res = await postOrder(ctx, world.partner.token, orderBody(world, { divisionId: active }));
  assert.equal(res.json().status, 'completed', res.body);
  const order = await ctx.platform.db
    .selectFrom('orders')
    .select('division_id')
    .where('order_number', '=', res.json().order.orderNumber)
    .executeTakeFirstOrThrow();
  assert.equal(order.division_id, active);
});

test('a SEGMENTS product is orderable only when the ordering user sees one of its segments', async () => {
  const visibleTo = await segment(ctx, world.siteId);
  const segmented = await product(ctx, world.siteId, { serviceType: 'POD', visibility: 'SEGMENTS' });
  await ctx.platform.catalog.admin.setPriceTiers(segmented.id, [{ minQuantity: 1, unitPrice: '1.00' }], 'test');
  await ctx.platform.catalog.admin.setProductSegments({ kind: 'SLO', id: segmented.id }, [visibleTo], 'test');
  await ctx.platform.db.updateTable('users').set({ all_segments_visible: false }).where('id', '=', world.orderingUserId).execute();
  const lines = [{ productId: segmented.productId, partnerLineId: 'seg', quantity: 1 }];

  const refused = (await postOrder(ctx, world.partner.token, orderBody(world, { lines }))).json();
  assert.equal(refused.status, 'failed');
  assert.deepEqual(refused.errors, [
    {
      code: 'order_rejected',
      detail: `Product ${segmented.productId} is not orderable by the site's ordering user.`,
      field: 'lines[0].productId',
      partnerLineId: 'seg',
    },
  ]);

  await sql`INSERT INTO user_segments (user_id, segment_id) VALUES (${world.orderingUserId}, ${visibleTo})`.execute(ctx.platform.db);
  const placed = (await postOrder(ctx, world.partner.token, orderBody(world, { lines }))).json();
  assert.equal(placed.status, 'completed');
});
