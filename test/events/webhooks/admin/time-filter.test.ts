// GET /admin/webhook-deliveries filtered by the time a delivery was queued
// (since inclusive, until exclusive), with cursors bound to the filters.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { assertProblem } from '../../../helpers/problems.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

test('deliveries filter by since and until; a malformed instant is refused', async () => {
  const partner = await ctx.partner();
  const endpoint = (
    await ctx.adminCall({
      method: 'POST',
      url: `/admin/partners/${partner.partnerId}/webhook-endpoints`,
      payload: { url: 'https://hooks.example.com/a', signed: false },
    })
  ).json();
  for (let i = 0; i < 2; i += 1) await ctx.adminCall({ method: 'POST', url: `/admin/webhook-endpoints/${endpoint.endpointId}/test` });
  const list = (query: string) =>
    ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries?endpointId=${endpoint.endpointId}&${query}` });
  const [newest] = (await list('limit=1')).json().deliveries;
  assert.ok(newest);
  const at = newest.createdOn as string;
  assert.ok(
    (await list(`since=${encodeURIComponent(at)}`))
      .json()
      .deliveries.some((d: { deliveryId: number }) => d.deliveryId === newest.deliveryId),
  );
  assert.ok(
    !(await list(`until=${encodeURIComponent(at)}`))
      .json()
      .deliveries.some((d: { deliveryId: number }) => d.deliveryId === newest.deliveryId),
  );
  const future = new Date(Date.parse(at) + 60_000).toISOString();
  assert.equal((await list(`since=${encodeURIComponent(future)}`)).json().deliveries.length, 0);
  assert.equal((await list(`until=${encodeURIComponent(future)}`)).json().deliveries.length, 2);

  const page = (await list(`limit=1&until=${encodeURIComponent(future)}`)).json();
  assertProblem(await list(`limit=1&cursor=${encodeURIComponent(page.nextCursor)}`), 400, 'invalid_cursor');
  assertProblem(await list('since=yesterday'), 400, 'invalid_request');
});
