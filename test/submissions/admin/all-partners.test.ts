// GET /admin/submissions: every partner's submissions (or one partner's),
// newest first, filtered by status; the console's failed and stuck list.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { orderBody, orderWorld, postOrder } from '../fixtures.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '50' });
});
after(() => ctx.close());

test("the cross-partner list holds every partner's submissions, filters by partner and status, and pages with before", async () => {
  const a = await orderWorld(ctx);
  const b = await orderWorld(ctx);
  const ida = (await postOrder(ctx, a.partner.token, orderBody(a))).json().submissionId;
  const idb = (await postOrder(ctx, b.partner.token, orderBody(b))).json().submissionId;
  const all = await ctx.adminCall({ method: 'GET', url: '/admin/submissions?status=queued' });
  assert.equal(all.statusCode, 200, all.body);
  assert.deepEqual(
    all.json().submissions.map((s: { submissionId: string }) => s.submissionId),
    [idb, ida],
  );
  const onlyA = (await ctx.adminCall({ method: 'GET', url: `/admin/submissions?partnerId=${a.partner.partnerId}` })).json();
  assert.deepEqual(
    onlyA.submissions.map((s: { submissionId: string }) => s.submissionId),
    [ida],
  );
  const older = (await ctx.adminCall({ method: 'GET', url: `/admin/submissions?limit=1&before=${all.json().submissions[0].seq}` })).json();
  assert.equal(older.submissions[0].submissionId, ida);
  assert.equal((await ctx.adminCall({ method: 'GET', url: '/admin/submissions?status=failed' })).json().submissions.length, 0);
  assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/submissions?status=lost' }), 400, 'invalid_request');
  assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/submissions?partnerId=x' }), 400, 'invalid_request');
});
