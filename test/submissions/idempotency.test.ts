// (partner, partnerOrderId) is the idempotency key: identical bodies get the
// original submission (200), a different body 409, and concurrent identical
// POSTs create one submission that every caller gets.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from './fixtures.ts';
import { canonicalJson, requestDigest } from '../../src/submissions/rules.ts';

let ctx: TestContext;
let world: OrderWorld;
before(async () => {
  // 200 identical POSTs queue on one key's row in the process; on a loaded machine the last wait past the
  // default 5 s bound and are rightly answered 503 (test/db/row-queue-bounds.test.ts proves that bound): this
  // file proves what they are answered, so the bound is set out of its way, as the racing tests' is.
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100', DATABASE_STATEMENT_TIMEOUT_MS: '60000' });
  world = await orderWorld(ctx);
});
after(() => ctx.close());

test('canonical JSON ignores key order at every level, not array order or values', () => {
  assert.equal(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'é' } }), '{"a":{"c":"é","d":[1,{"x":1,"y":2}]},"b":1}');
  assert.equal(requestDigest({ a: 1, b: 2 }), requestDigest({ b: 2, a: 1 }));
  assert.notEqual(requestDigest({ a: [1, 2] }), requestDigest({ a: [2, 1] }));
  assert.notEqual(requestDigest({ a: '1' }), requestDigest({ a: 1 }));
});

test('a different body with a used partnerOrderId is 409 partner_order_id_reused; the original stays', async () => {
  const body = orderBody(world);
  const first = await postOrder(ctx, world.partner.token, body);
  assert.equal(first.statusCode, 201);
  const changed = { ...body, shippingNotes: 'leave at the door' };
  assertProblem(await postOrder(ctx, world.partner.token, changed), 409, 'partner_order_id_reused');
  const same = await postOrder(ctx, world.partner.token, body);
  assert.equal(same.statusCode, 200);
  assert.equal(same.json().submissionId, first.json().submissionId);
  // Still queued (no worker): the resubmission answers at whatever stage it is, with the poll hints.
  assert.equal(same.json().status, 'queued');
  assert.equal(same.headers['retry-after'], '2');
});

test('the key is per partner: another partner may use the same partnerOrderId', async () => {
  const body = orderBody(world);
  const mine = await postOrder(ctx, world.partner.token, body);
  const other = await ctx.partner({ siteIds: [world.siteId] });
  const theirs = await postOrder(ctx, other.token, body);
  assert.equal(mine.statusCode, 201);
  assert.equal(theirs.statusCode, 201);
  assert.notEqual(mine.json().submissionId, theirs.json().submissionId);
});

test('parallel identical POSTs create one submission and one job; every caller gets it', async () => {
  const n = ctx.platform.database.kind === 'postgres' ? 200 : 30;
  const body = orderBody(world);
  const responses = await Promise.all(Array.from({ length: n }, () => postOrder(ctx, world.partner.token, body)));
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  const other = responses.find((r) => r.statusCode !== 200 && r.statusCode !== 201);
  assert.deepEqual(counts, { 201: 1, 200: n - 1 }, other?.body);
  const ids = new Set(responses.map((r) => r.json().submissionId));
  assert.equal(ids.size, 1);
  const rows = await ctx.platform.db
    .selectFrom('order_submissions')
    .select('id')
    .where('partner_order_id', '=', body.partnerOrderId as string)
    .execute();
  assert.equal(rows.length, 1);
  const jobs = await ctx.platform.db
    .selectFrom('jobs')
    .select('id')
    .where(({ ref }) => ref('payload', '->>').key('submissionId' as never), '=', rows[0]!.id as never)
    .execute();
  assert.equal(jobs.length, 1);
});

test('parallel different bodies under one partnerOrderId: one wins, the others are 409', async () => {
  const base = orderBody(world);
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) => postOrder(ctx, world.partner.token, { ...base, shippingNotes: `note ${i}` })),
  );
  const codes = responses.map((r) => r.statusCode).sort();
  assert.deepEqual(codes, [201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
});
