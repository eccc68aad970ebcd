// Order submission through the orders_submit tool keeps the API's idempotency
// by partnerOrderId: the same body answers the same submission, a different
// body under the same key is partner_order_id_reused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from '../submissions/fixtures.ts';
import { mcpClient, structured } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
let address: string;
before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '50' });
  world = await orderWorld(ctx);
  address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
after(() => ctx.close());

test('orders_submit is idempotent by partnerOrderId, with the API and across the two', async () => {
  const client = await mcpClient(address, world.partner.token, '2026-07-28');
  const body = orderBody(world);
  const first = await client.callTool({ name: 'orders_submit', arguments: body });
  assert.equal(first.isError, undefined, JSON.stringify(first));
  const submission = structured(first);
  assert.equal(typeof submission.submissionId, 'string');
  const again = structured(await client.callTool({ name: 'orders_submit', arguments: body }));
  assert.equal(again.submissionId, submission.submissionId);
  const viaApi = await postOrder(ctx, world.partner.token, body);
  assert.equal(viaApi.statusCode, 200);
  assert.equal(viaApi.json().submissionId, submission.submissionId);
  const polled = structured(await client.callTool({ name: 'orders_submission', arguments: { submissionId: submission.submissionId } }));
  assert.equal(polled.submissionId, submission.submissionId);
  const count = await ctx.platform.db
    .selectFrom('order_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_order_id', '=', String(body.partnerOrderId))
    .executeTakeFirstOrThrow();
  assert.equal(Number(count.n), 1);
  // The job names the MCP request that created it (the worker's log lines carry it as requestId).
  const job = await ctx.platform.db
    .selectFrom('jobs')
    .select('payload')
    .where(sql<boolean>`payload ->> 'submissionId' = ${submission.submissionId}`)
    .executeTakeFirstOrThrow();
  assert.match(String((job.payload as { requestId?: unknown }).requestId), /^[0-9a-f-]{36}$/);

  const changed = await client.callTool({ name: 'orders_submit', arguments: { ...body, lines: [(body.lines as object[])[0]] } });
  assert.equal(changed.isError, true);
  assert.equal(structured(changed).code, 'partner_order_id_reused');
  await client.close();
});

test('a body the route refuses is refused by the tool with the same code', async () => {
  const client = await mcpClient(address, world.partner.token, '2025-11-25');
  const bad = { ...orderBody(world), lines: [] };
  const viaApi = await postOrder(ctx, world.partner.token, bad);
  const viaTool = await client.callTool({ name: 'orders_submit', arguments: bad });
  assert.equal(viaTool.isError, true);
  assert.equal(structured(viaTool).code, viaApi.json().code);
  assert.equal(structured(viaTool).status, viaApi.statusCode);
  await client.close();
});
