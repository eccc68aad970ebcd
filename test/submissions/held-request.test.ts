// The accept and the completion answer with every column of the submission
// but its request and digest: the caller holds both (the POST its body, the
// worker the claimed record), so the request's JSON is neither sent back nor
// parsed again, and the record carries the caller's own request.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { compiledAccept, SubmissionsRepo } from '../../src/submissions/repo.ts';
import { compiledCompletion } from '../../src/submissions/worker/completion-repo.ts';
import { jsonbKeyOrder } from '../../src/submissions/worker/preparation.ts';
import { CompiledQuery } from 'kysely';
import { orderSummary } from '../../src/submissions/outcome.ts';
import type { OrderPlan } from '../../src/orders/placement/place-order.ts';
import { nextPartnerOrderId, orderBody, orderWorld, type OrderWorld } from './fixtures.ts';

const HELD = [
  'id',
  'seq',
  'partner_id',
  'site_id',
  'partner_order_id',
  'ordering_user_id',
  'status',
  'order_number',
  'outcome',
  'created_at',
  'updated_at',
  'completed_at',
];

let ctx: TestContext;
let world: OrderWorld;
before(async () => {
  ctx = await createTestContext();
  world = await orderWorld(ctx);
});
after(() => ctx.close());

function newSubmission(body: Record<string, unknown>) {
  return {
    id: randomUUID(),
    partnerId: world.partner.partnerId,
    siteId: world.siteId,
    partnerOrderId: String(body.partnerOrderId),
    request: body,
    requestDigest: `digest-${body.partnerOrderId}`,
    orderingUserId: world.orderingUserId,
  };
}

const job = { kind: 'held_request_test', maxAttempts: 1, requestId: null };

test("the accept's answer holds every column but the request and its digest, for each variant", async () => {
  for (const notify of [true, false]) {
    const body = orderBody(world, { partnerOrderId: nextPartnerOrderId() });
    const { rows } = await ctx.platform.db.executeQuery(compiledAccept(ctx.platform.db, newSubmission(body), job, notify));
    assert.equal(rows.length, 1);
    const columns = Object.keys(rows[0]!).filter((c) => c !== 'signal');
    assert.deepEqual(columns.sort(), [...HELD].sort());
  }
});

test('an accepted record carries the request and digest its caller holds; the stored row has the same request', async () => {
  const body = orderBody(world, { partnerOrderId: nextPartnerOrderId() });
  const values = newSubmission(body);
  const accepted = await new SubmissionsRepo(ctx.platform.db).insertWithJob(values, job, false);
  assert.ok(accepted);
  assert.equal(accepted.request, body);
  assert.equal(accepted.requestDigest, values.requestDigest);
  assert.equal(accepted.status, 'queued');
  assert.equal(accepted.partnerOrderId, body.partnerOrderId);
  const stored = await new SubmissionsRepo(ctx.platform.db).find(values.id);
  assert.deepEqual(stored?.request, body);
  assert.equal(stored?.requestDigest, values.requestDigest);
  // The same key again: nothing stored, no record.
  assert.equal(await new SubmissionsRepo(ctx.platform.db).insertWithJob(newSubmission(body), job, false), null);
});

test("the completion's answer names every column but the request and its digest, beside whether the job was done", () => {
  const plan = {
    order: { siteId: 1, placedOn: new Date(), partnerOrderId: 'P', shipTo: {}, billTo: null },
    lines: [],
    event: { eventId: randomUUID(), type: 'order.created', sourcePartnerId: 1, partnerOrderId: 'P' },
  } as unknown as OrderPlan;
  for (const notify of [true, false]) {
    const { sql } = compiledCompletion(ctx.platform.db, randomUUID(), { id: '1', leaseOwner: 'o' }, plan, orderSummary(plan), notify);
    const answer = /^\s*SELECT ([^\n(]*), EXISTS \(SELECT 1 FROM j\) AS job_done/m.exec(sql);
    assert.ok(answer, sql);
    assert.deepEqual(
      answer[1]!.split(',').map((c) => c.trim()),
      HELD,
    );
  }
});

test("jsonbKeyOrder is the engine's own order of a jsonb object's keys, for keys of every kind", async () => {
  const keys = [
    'b',
    'aa',
    'a',
    'ab',
    'B',
    'é',
    'e\u0301',
    'zz',
    '\uFFFD',
    '\u{1F600}',
    '',
    ' ',
    'Z'.repeat(40),
    'a'.repeat(39),
    '中文',
    'x_y',
    'x-y',
  ];
  const object = Object.fromEntries(keys.map((k, i) => [k, i]));
  const { rows } = await ctx.platform.db.executeQuery<{ k: string }>(
    CompiledQuery.raw('SELECT jsonb_object_keys($1::jsonb) AS k', [JSON.stringify(object)]),
  );
  assert.deepEqual(
    [...keys].sort(jsonbKeyOrder),
    rows.map((r) => r.k),
  );
});
