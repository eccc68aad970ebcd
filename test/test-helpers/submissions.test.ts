// A sandbox's reserved partnerOrderId prefixes: `sandbox-reject…` fails the
// submission with an order_rejected error, `sandbox-slow…` keeps it queued
// past the POST's wait (twice the wait) before it completes. On a production
// host both are ordinary ids.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Worker } from '../../src/jobs/worker.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from '../submissions/fixtures.ts';
import { waitFor } from '../events/webhooks/receiver.ts';

const WAIT = { SUBMISSION_WAIT_MS: '300' };
let sandbox: TestContext;
let production: TestContext;
let sandboxWorld: OrderWorld;
let productionWorld: OrderWorld;
const workers: Worker[] = [];
before(async () => {
  sandbox = await createTestContext({ ...WAIT, ENVIRONMENT_KIND: 'sandbox' });
  production = await createTestContext(WAIT);
  sandboxWorld = await orderWorld(sandbox);
  productionWorld = await orderWorld(production);
  for (const ctx of [sandbox, production]) {
    const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
    worker.start();
    workers.push(worker);
  }
});
after(async () => {
  for (const worker of workers) await worker.stop();
  await sandbox.close();
  await production.close();
});

/** The submission once terminal: the POST's answer, or polled on (a loaded machine may outlast the short wait). */
async function settled(ctx: TestContext, token: string, res: { json(): any; headers: Record<string, unknown> }) {
  let submission = res.json();
  const url = `/v1/orders/submissions/${submission.submissionId}`;
  await waitFor(
    async () => {
      if (submission.status !== 'queued' && submission.status !== 'processing') return true;
      submission = (await ctx.call(token, { method: 'GET', url })).json();
      return false;
    },
    30_000,
    'the submission to settle',
  );
  return submission;
}

test('sandbox: a partnerOrderId beginning sandbox-reject fails the submission with an order_rejected error naming it', async () => {
  const res = await postOrder(sandbox, sandboxWorld.partner.token, orderBody(sandboxWorld, { partnerOrderId: 'sandbox-reject-1' }));
  assert.equal(res.statusCode, 201, res.body);
  const submission = await settled(sandbox, sandboxWorld.partner.token, res);
  assert.equal(submission.status, 'failed');
  assert.deepEqual(submission.errors, [
    {
      code: 'order_rejected',
      field: 'partnerOrderId',
      detail: 'Rejected on request: in the sandbox a partnerOrderId beginning "sandbox-reject" always fails.',
    },
  ]);
  // Stored like any rejection: the read and the failed list show it.
  const failed = await sandbox.call(sandboxWorld.partner.token, { method: 'GET', url: '/v1/orders/submissions?status=failed' });
  assert.deepEqual(
    failed.json().submissions.map((s: { submissionId: string }) => s.submissionId),
    [submission.submissionId],
  );
});

test('sandbox: a partnerOrderId beginning sandbox-slow is still queued when the POST answers, and completes later', async () => {
  const res = await postOrder(sandbox, sandboxWorld.partner.token, orderBody(sandboxWorld, { partnerOrderId: 'sandbox-slow-1' }));
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().status, 'queued');
  assert.equal(res.headers['retry-after'], '2');
  const location = res.headers.location as string;
  let final: Record<string, unknown> = {};
  await waitFor(
    async () => {
      final = (await sandbox.call(sandboxWorld.partner.token, { method: 'GET', url: location })).json();
      return final.status === 'completed';
    },
    30_000,
    'the slow submission to complete',
  );
  assert.equal((final.order as { status: string }).status, 'RECEIVED');
});

test('production: the same partnerOrderIds are ordinary ids and complete', async () => {
  for (const partnerOrderId of ['sandbox-reject-1', 'sandbox-slow-1']) {
    const res = await postOrder(production, productionWorld.partner.token, orderBody(productionWorld, { partnerOrderId }));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal((await settled(production, productionWorld.partner.token, res)).status, 'completed', partnerOrderId);
  }
});
