// Many concurrent decisions on one line (run it on PostgreSQL too): exactly
// one succeeds, every other answers 409 proof_not_pending_review; never a
// 500 or a deadlock, and the log holds exactly one decision.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../../helpers/context.ts';
import { lineUrl, order, pendingReview } from '../fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
});
after(() => ctx.close());

test('60 parallel approve/decline on one line: one wins, the rest 409, consistent end state', async () => {
  const placed = await order(ctx, partner.siteIds[0]!);
  const itemNumber = placed.lines[0]!.itemNumber;
  await pendingReview(ctx, placed.orderNumber, itemNumber);
  const url = lineUrl(placed.orderNumber, itemNumber);
  const calls = Array.from({ length: 60 }, (_, i) =>
    ctx.call(partner.token, {
      method: 'POST',
      url: `${url}/proof/${i % 2 ? 'approve' : 'decline'}`,
      headers: { 'content-type': 'application/json' },
      payload: i % 2 ? {} : { reason: 'TYPO' },
    }),
  );
  const results = await Promise.all(calls);
  const statuses = results.map((r) => r.statusCode);
  assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 409).length, 59);
  for (const r of results.filter((x) => x.statusCode === 409)) assert.equal(r.json().code, 'proof_not_pending_review');
  const winner = results.find((r) => r.statusCode === 200)!.json();
  const detail = await ctx.platform.orders.admin.lines.detail(placed.orderNumber, itemNumber);
  assert.equal(detail.line.proofStatus, winner.proofStatus);
  assert.equal(detail.proofLog.filter((e) => e.actor.startsWith('partner:')).length, 1);
});
