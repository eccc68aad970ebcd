// The world the admin-route walks run in (refusals.test.ts, narrowed-tokens.test.ts): the demo
// world, an order with its submission, and a real record for every path parameter of the admin
// routes, so each route of the admin host's table can be called with a concrete path.
import { sql } from 'kysely';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { TestContext } from '../helpers/context.ts';
import { orderBody, orderWorld, postOrder } from '../submissions/fixtures.ts';

/** Real records for the path parameters, by parameter name. */
export type WalkIds = Record<string, string>;

/** Seeds the walk's world. The context's submission wait should be short (`SUBMISSION_WAIT_MS`): no worker runs. */
export async function walkWorld(ctx: TestContext): Promise<WalkIds> {
  const world = await seedDemo(ctx.platform);
  const first = async (table: string, column: string) => {
    const r = await sql<{ v: string | null }>`SELECT ${sql.ref(column)}::text AS v FROM ${sql.id(table)} ORDER BY 1 LIMIT 1`.execute(
      ctx.platform.db,
    );
    return r.rows[0]?.v ?? '1';
  };
  const orders = await orderWorld(ctx);
  const submitted = await postOrder(ctx, orders.partner.token, orderBody(orders));
  const ids = {
    partnerId: String(world.partnerId),
    siteId: String(world.siteIds[0]),
    clientId: world.clientId,
    orderNumber: await first('orders', 'order_number'),
    itemNumber: await first('order_lines', 'item_number'),
    submission: submitted.json().submissionId as string,
    delivery: await first('webhook_deliveries', 'id'),
  };
  // The partner's requests above are counted in memory and written every few seconds: written now,
  // before a test compares the tables.
  await ctx.platform.usage.counter.flush();
  return ids;
}

/** A route's path with every parameter filled by a record of the walk's world (or 1 where none matters). */
export function concrete(url: string, ids: WalkIds): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    // The console's pages name a submission and a delivery as the admin routes do; the admin walk keeps '1' for them.
    if (url.startsWith('/console/') && name === 'submissionId') return ids.submission!;
    if (url.startsWith('/console/') && name === 'deliveryId') return ids.delivery!;
    return ids[name] ?? '1';
  });
}
