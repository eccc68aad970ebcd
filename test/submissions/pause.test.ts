// Staff pause the environment's workers (admin API and CLI) so a submission
// can be seen `queued` or `processing` on demand: a paused environment still
// accepts submissions, and POST /v1/orders answers at the end of its wait
// (100 ms here, 20 s in the spec) with Retry-After and Location.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inProcessCli } from '../helpers/cli.ts';
import { assertProblem } from '../helpers/problems.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { SubmissionsRepo } from '../../src/submissions/repo.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from './fixtures.ts';
import type { Worker } from '../../src/jobs/worker.ts';

let ctx: TestContext;
let world: OrderWorld;
let workers: Worker[];
before(async () => {
  // Every POST here is made while the workers are paused and waits out the whole window: kept short.
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  world = await orderWorld(ctx);
  // Two workers with owners of their own, as two worker processes would be.
  workers = [ctx.platform.submissions.createWorker({ idlePollMs: 20 }), ctx.platform.submissions.createWorker({ idlePollMs: 20 })];
  for (const w of workers) w.start();
});
after(() => ctx.close());

const partnerGet = (id: string) => ctx.call(world.partner.token, { method: 'GET', url: `/v1/orders/submissions/${id}` });
const adminGet = (id: string) => ctx.adminCall({ method: 'GET', url: `/admin/submissions/${id}` });
const pause = (body: Record<string, unknown>) => ctx.adminCall({ method: 'POST', url: '/admin/workers/pause', payload: body });
const resume = () => ctx.adminCall({ method: 'POST', url: '/admin/workers/resume' });

/** Polls the partner API until the submission leaves `from` (bounded; no timing asserted). */
async function until(id: string, done: (status: string) => boolean): Promise<string> {
  let status = '';
  for (let i = 0; i < 500; i++) {
    status = (await partnerGet(id)).json().status;
    if (done(status)) return status;
    await new Promise((r) => setTimeout(r, 20));
  }
  return status;
}

test('paused with hold queued: POST /v1/orders answers 201 queued with Retry-After and Location, the submission stays queued on both APIs until resumed', async () => {
  const before = await ctx.adminCall({ method: 'GET', url: '/admin/workers' });
  assert.equal(before.statusCode, 200);
  assert.deepEqual(before.json(), {
    paused: false,
    hold: null,
    reason: null,
    pausedBy: null,
    pausedAt: null,
    jobs: { waiting: 0, running: 0 },
  });

  const paused = await pause({ reason: 'vendor outage' });
  assert.equal(paused.statusCode, 200, paused.body);
  assert.equal(paused.json().paused, true);
  assert.equal(paused.json().hold, 'queued');
  assert.equal(paused.json().reason, 'vendor outage');
  assert.equal(paused.json().pausedBy, 'bootstrap');

  const res = await postOrder(ctx, world.partner.token, orderBody(world));
  assert.equal(res.statusCode, 201, res.body);
  const id = res.json().submissionId;
  assert.deepEqual(res.json(), { submissionId: id, status: 'queued' });
  assert.equal(res.headers['retry-after'], '2');
  assert.equal(res.headers.location, `/v1/orders/submissions/${id}`);

  // Many worker cycles later it is still queued, on the partner API and the admin API.
  await new Promise((r) => setTimeout(r, 200));
  assert.equal((await partnerGet(id)).json().status, 'queued');
  const detail = (await adminGet(id)).json();
  assert.equal(detail.status, 'queued');
  assert.equal(detail.job.state, 'ready');
  assert.equal(detail.job.attempts, 0);
  const state = (await ctx.adminCall({ method: 'GET', url: '/admin/workers' })).json();
  assert.deepEqual(state.jobs, { waiting: 1, running: 0 });

  const resumed = await resume();
  assert.equal(resumed.statusCode, 200);
  assert.equal(resumed.json().paused, false);
  assert.equal(await until(id, (s) => s === 'completed'), 'completed');

  const audit = (await ctx.adminCall({ method: 'GET', url: '/admin/audit?limit=5' })).json();
  const actions = (audit.entries ?? audit.audit ?? audit).map((e: { action: string }) => e.action);
  assert.ok(actions.includes('workers.pause') && actions.includes('workers.resume'), JSON.stringify(actions));
});

test('paused with hold processing: a worker claims the submission and holds it `processing` before placement; resume places it', async () => {
  await pause({ hold: 'processing' });
  const res = await postOrder(ctx, world.partner.token, orderBody(world));
  assert.equal(res.statusCode, 201, res.body);
  const id = res.json().submissionId;
  assert.equal(res.headers['retry-after'], '2');
  assert.equal(res.headers.location, `/v1/orders/submissions/${id}`);
  assert.equal(await until(id, (s) => s !== 'queued'), 'processing');

  // Held: its lease is renewed, no order is placed, whichever worker polls.
  await new Promise((r) => setTimeout(r, 200));
  const polled = await partnerGet(id);
  assert.deepEqual(polled.json(), { submissionId: id, status: 'processing' });
  assert.equal(polled.headers['retry-after'], '2');
  const detail = (await adminGet(id)).json();
  assert.equal(detail.status, 'processing');
  assert.equal(detail.orderNumber, null);
  assert.equal(detail.job.state, 'running');
  assert.equal(detail.job.attempts, 1);

  await resume();
  assert.equal(await until(id, (s) => s === 'completed'), 'completed');
});

test('a pause after the claim holds the job before placement: a pause with hold queued also holds what was already claimed', async () => {
  await pause({ hold: 'processing' });
  const res = await postOrder(ctx, world.partner.token, orderBody(world));
  const id = res.json().submissionId;
  assert.equal(await until(id, (s) => s !== 'queued'), 'processing');
  // Switching to hold 'queued' claims nothing more, and keeps the claimed one held.
  const second = await pause({ hold: 'queued', reason: 'stop placements' });
  assert.equal(second.json().hold, 'queued');
  const other = (await postOrder(ctx, world.partner.token, orderBody(world))).json().submissionId;
  await new Promise((r) => setTimeout(r, 200));
  assert.equal((await partnerGet(id)).json().status, 'processing');
  assert.equal((await partnerGet(other)).json().status, 'queued');
  await resume();
  assert.equal(await until(id, (s) => s === 'completed'), 'completed');
  assert.equal(await until(other, (s) => s === 'completed'), 'completed');
});

test('the pause is stored in the database: a worker started later obeys it, and a worker stopping gives its held job back queued', async () => {
  for (const w of workers) await w.stop();
  await pause({ hold: 'processing' });
  const id = (await postOrder(ctx, world.partner.token, orderBody(world))).json().submissionId;
  const late = ctx.platform.submissions.createWorker({ idlePollMs: 20, concurrency: 1 });
  late.start();
  assert.equal(await until(id, (s) => s !== 'queued'), 'processing');
  await late.stop();
  const record = await new SubmissionsRepo(ctx.platform.db).find(id);
  assert.equal(record?.status, 'queued');
  const detail = (await adminGet(id)).json();
  assert.equal(detail.job.state, 'ready');
  assert.equal(detail.job.attempts, 0);
  for (const w of workers) w.start();
  await resume();
  assert.equal(await until(id, (s) => s === 'completed'), 'completed');
});

test('the CLI pauses, shows and resumes the workers (audited as the CLI user); bad input is a usage error', async () => {
  const cli = inProcessCli(ctx.platform);
  const paused = await cli('workers', 'pause', '--hold', 'processing', '--reason', 'integration tests');
  assert.equal(paused.code, 0, paused.stderr);
  assert.match(
    paused.stdout,
    /^workers paused \(hold: processing\) since \S+ by cli(:\S+)?: integration tests\njobs: \d+ waiting, \d+ claimed\n$/,
  );
  const status = await cli('--json', 'workers', 'status');
  assert.equal(status.code, 0);
  const json = JSON.parse(status.stdout);
  assert.equal(json.paused, true);
  assert.equal(json.hold, 'processing');
  assert.match(json.pausedBy, /^cli/);
  assert.equal((await ctx.adminCall({ method: 'GET', url: '/admin/workers' })).json().hold, 'processing');

  const bad = await cli('workers', 'pause', '--hold', 'later');
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /--hold must be one of queued, processing/);

  const resumed = await cli('workers', 'resume');
  assert.equal(resumed.code, 0);
  assert.match(resumed.stdout, /^workers running\njobs: \d+ waiting, \d+ claimed\n$/);
  const audit = await cli('--json', 'audit', '--limit', '2');
  assert.deepEqual(
    JSON.parse(audit.stdout).map((e: { action: string }) => e.action),
    ['workers.resume', 'workers.pause'],
  );
});

test('bad pause bodies answer 400 problems', async () => {
  assertProblem(await pause({ hold: 'later' }), 400, 'invalid_request');
  assertProblem(await pause({ reason: 'x'.repeat(501) }), 400, 'invalid_request');
  assertProblem(await pause({ when: 'now' }), 400, 'invalid_request');
});
