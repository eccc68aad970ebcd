// A proof file published hidden from the partner (`consumerVisible: false`)
// through the admin API: the partner reviews the current revision on a read
// that lists only what it may see, so a hidden file is kept for staff only.
// It never becomes the active revision, the revision the partner sees stays
// active, and the line's proof and production status do not move, whatever
// state the line is in. A visible file published after it is the revision.
// Lines left by the earlier behaviour (a hidden file active, the visible one
// demoted) are repaired by their migration.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { up as repairHiddenActive } from '../../../src/db/migrations/0026_hidden_proofs_inactive.ts';
import { createTestContext, type TestContext, type TestPartner } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { lineUrl, order, pendingReview } from '../fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
});
after(() => ctx.close());

const adm = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.adminCall({ method, url, ...(payload && { payload, headers: { 'content-type': 'application/json' } }) });
const partnerProof = async (orderNumber: number, itemNumber: number) => {
  const res = await ctx.call(partner.token, { method: 'GET', url: `${lineUrl(orderNumber, itemNumber)}/proof` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { proofStatus: string | null; files: Array<{ name: string; active: boolean }> };
};
const publish = (orderNumber: number, itemNumber: number, name: string, consumerVisible?: boolean) =>
  adm('POST', `/admin/orders/${orderNumber}/items/${itemNumber}/proof-files`, {
    name,
    contentBase64: Buffer.from(`%PDF ${name}`).toString('base64'),
    contentType: 'application/pdf',
    ...(consumerVisible !== undefined && { consumerVisible }),
  });
type Detail = {
  proofStatus: string | null;
  productionStatus: string | null;
  proofFiles: Array<{ name: string; active: boolean; consumerVisible: boolean }>;
  proofLog: Array<{ entry: string }>;
};
const filesOf = (d: Detail) => d.proofFiles.map((f) => [f.name, f.active, f.consumerVisible]);

async function line() {
  const placed = await order(ctx, partner.siteIds[0]!);
  return { orderNumber: placed.orderNumber, itemNumber: placed.lines[0]!.itemNumber };
}

test('a hidden file on a line under review: not listed to the partner, the visible revision stays current, the status stays', async () => {
  const { orderNumber, itemNumber } = await line();
  await pendingReview(ctx, orderNumber, itemNumber);
  const hidden = await publish(orderNumber, itemNumber, 'internal-preflight.pdf', false);
  assert.equal(hidden.statusCode, 201, hidden.body);
  const detail = hidden.json() as Detail;
  assert.deepEqual(filesOf(detail), [
    ['proof-v1.pdf', true, true],
    ['internal-preflight.pdf', false, false],
  ]);
  assert.equal(detail.proofStatus, 'PENDING_REVIEW');
  assert.equal(detail.productionStatus, 'PROOFING');
  assert.match(detail.proofLog.at(-1)!.entry, /kept for staff \(hidden from the partner\): internal-preflight\.pdf/);
  const proof = await partnerProof(orderNumber, itemNumber);
  assert.deepEqual(
    proof.files.map((f) => [f.name, f.active]),
    [['proof-v1.pdf', true]],
  );
  // The partner still decides on the revision it sees.
  const approved = await ctx.call(partner.token, {
    method: 'POST',
    url: `${lineUrl(orderNumber, itemNumber)}/proof/approve`,
    payload: {},
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(approved.statusCode, 200, approved.body);
});

test('a hidden file asks no review: a declined line stays declined, a line with no proof has nothing to decide on', async () => {
  const declined = await line();
  await pendingReview(ctx, declined.orderNumber, declined.itemNumber);
  await ctx.call(partner.token, {
    method: 'POST',
    url: `${lineUrl(declined.orderNumber, declined.itemNumber)}/proof/decline`,
    payload: { reason: 'TYPO' },
    headers: { 'content-type': 'application/json' },
  });
  assert.equal((await publish(declined.orderNumber, declined.itemNumber, 'fix-in-progress.pdf', false)).statusCode, 201);
  const read = await partnerProof(declined.orderNumber, declined.itemNumber);
  assert.equal(read.proofStatus, 'DECLINED');
  assert.deepEqual(
    read.files.map((f) => [f.name, f.active]),
    [['proof-v1.pdf', true]],
  );

  const fresh = await line();
  const was = (await adm('GET', `/admin/orders/${fresh.orderNumber}/items/${fresh.itemNumber}`)).json() as Detail;
  const res = await publish(fresh.orderNumber, fresh.itemNumber, 'staff-only.pdf', false);
  assert.equal(res.statusCode, 201, res.body);
  assert.equal((res.json() as Detail).proofStatus, was.proofStatus);
  assert.equal((res.json() as Detail).productionStatus, was.productionStatus);
  assert.deepEqual((await partnerProof(fresh.orderNumber, fresh.itemNumber)).files, []);
  assertProblem(
    await ctx.call(partner.token, {
      method: 'POST',
      url: `${lineUrl(fresh.orderNumber, fresh.itemNumber)}/proof/approve`,
      payload: {},
      headers: { 'content-type': 'application/json' },
    }),
    409,
    'proof_not_pending_review',
  );
});

test('a visible file (the default) after a hidden one is the revision under review; the hidden one stays staff-only', async () => {
  const { orderNumber, itemNumber } = await line();
  await publish(orderNumber, itemNumber, 'staff-only.pdf', false);
  const visible = await publish(orderNumber, itemNumber, 'proof-v1.pdf');
  assert.equal(visible.statusCode, 201, visible.body);
  const detail = visible.json() as Detail;
  assert.equal(detail.proofStatus, 'PENDING_REVIEW');
  assert.deepEqual(filesOf(detail), [
    ['staff-only.pdf', false, false],
    ['proof-v1.pdf', true, true],
  ]);
  const proof = await partnerProof(orderNumber, itemNumber);
  assert.equal(proof.proofStatus, 'PENDING_REVIEW');
  assert.deepEqual(
    proof.files.map((f) => [f.name, f.active]),
    [['proof-v1.pdf', true]],
  );
});

test('the migration makes a hidden active file inactive and the newest visible one active again', async () => {
  const { orderNumber, itemNumber } = await line();
  await publish(orderNumber, itemNumber, 'v1.pdf');
  await publish(orderNumber, itemNumber, 'v2.pdf');
  await publish(orderNumber, itemNumber, 'hidden.pdf', false);
  const onlyHidden = await line();
  await publish(onlyHidden.orderNumber, onlyHidden.itemNumber, 'alone.pdf', false);
  // As the earlier behaviour left them: the hidden file active, every other demoted.
  const { db } = ctx.platform;
  for (const l of [
    { orderNumber, itemNumber },
    { orderNumber: onlyHidden.orderNumber, itemNumber: onlyHidden.itemNumber },
  ]) {
    const lineId = (
      await db
        .selectFrom('order_lines')
        .select('id')
        .where('order_number', '=', l.orderNumber)
        .where('item_number', '=', l.itemNumber)
        .executeTakeFirstOrThrow()
    ).id;
    await db.updateTable('proof_files').set({ active: false }).where('line_id', '=', lineId).execute();
    await db.updateTable('proof_files').set({ active: true }).where('line_id', '=', lineId).where('consumer_visible', '=', false).execute();
  }
  assert.deepEqual(
    (await partnerProof(orderNumber, itemNumber)).files.map((f) => f.active),
    [false, false],
  );

  await repairHiddenActive(db as unknown as Parameters<typeof repairHiddenActive>[0]);
  const repaired = (await adm('GET', `/admin/orders/${orderNumber}/items/${itemNumber}`)).json() as Detail;
  assert.deepEqual(filesOf(repaired), [
    ['v1.pdf', false, true],
    ['v2.pdf', true, true],
    ['hidden.pdf', false, false],
  ]);
  const alone = (await adm('GET', `/admin/orders/${onlyHidden.orderNumber}/items/${onlyHidden.itemNumber}`)).json() as Detail;
  assert.deepEqual(filesOf(alone), [['alone.pdf', false, false]]);
});
