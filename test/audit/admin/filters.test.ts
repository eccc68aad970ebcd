// GET /admin/audit filtered by actor and action (the console's staff-member
// and action filters), with cursors bound to the filters.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

test('entries filter by actor and by action, and a cursor of one filter is refused under another', async () => {
  const partner = await ctx.partner();
  // A second live client (the factory issued the first; two at most).
  await ctx.adminCall({ method: 'POST', url: `/admin/partners/${partner.partnerId}/clients`, payload: { label: 'second' } });
  const byAction = (await ctx.adminCall({ method: 'GET', url: '/admin/audit?action=client.issue&limit=1' })).json();
  assert.equal(byAction.entries.length, 1);
  assert.ok(byAction.entries.every((e: { action: string }) => e.action === 'client.issue'));
  const restRes = await ctx.adminCall({
    method: 'GET',
    url: `/admin/audit?action=client.issue&limit=1&cursor=${encodeURIComponent(byAction.nextCursor)}`,
  });
  assert.equal(restRes.statusCode, 200, restRes.body);
  const rest = restRes.json();
  assert.equal(rest.entries[0].action, 'client.issue');
  assert.equal(rest.entries[0].actor, 'test'); // the factory's
  assert.equal(rest.nextCursor, null);

  const byActor = (await ctx.adminCall({ method: 'GET', url: '/admin/audit?actor=bootstrap' })).json();
  assert.equal(byActor.entries.length, 1);
  assert.ok(byActor.entries.every((e: { actor: string }) => e.actor === 'bootstrap'));
  assert.equal((await ctx.adminCall({ method: 'GET', url: '/admin/audit?actor=nobody' })).json().entries.length, 0);
  assertProblem(
    await ctx.adminCall({ method: 'GET', url: `/admin/audit?action=partner.create&cursor=${encodeURIComponent(byAction.nextCursor)}` }),
    400,
    'invalid_cursor',
  );
});
