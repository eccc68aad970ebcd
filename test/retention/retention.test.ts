// Retention through the back office: rows older than their period are
// deleted in batches, newer ones and those still in use are kept, an upload
// never attached loses its stored object, and the policy, the pass and its
// metrics are visible (admin API, CLI, /metrics).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { inProcessCli } from '../helpers/cli.ts';
import { assertProblem } from '../helpers/problems.ts';
import { emit, registerEndpoint } from '../events/webhooks/fixtures.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from '../submissions/fixtures.ts';
import { lineUrl, order } from '../orders/fixtures.ts';
import { backdate, daysAgo, insertRow, remaining, runPass } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;

before(async () => {
  ctx = await createTestContext({
    SUBMISSION_WAIT_MS: '50',
    RETENTION_BATCH_SIZE: '2',
    RETENTION_BATCH_PAUSE_MS: '0',
    RETENTION_AUDIT_DAYS: '100',
  });
  world = await orderWorld(ctx);
});
after(() => ctx.close());

test('outbox events and webhook deliveries: old settled ones pruned; unsent, open and still-referenced ones kept', async () => {
  const { endpointId } = await registerEndpoint(ctx, world.partner.partnerId, { url: 'https://partner.example.com/hook' });
  const event = () => emit(ctx, { type: 'order.status_changed', siteId: world.siteId, orderNumber: 1 });
  const [oldSent, oldUnsent, oldOpen, newSent] = await Promise.all([event(), event(), event(), event()]);
  const ids = [oldSent, oldUnsent, oldOpen, newSent].map((e) => e.eventId);
  await sql`UPDATE outbox_events SET fanned_out_at = now() WHERE event_id::text = ANY (${[oldSent, oldOpen, newSent].map((e) => e.eventId)}::text[])`.execute(
    ctx.platform.db,
  );
  await backdate(
    ctx,
    'outbox_events',
    'created_at',
    'event_id',
    [oldSent, oldUnsent, oldOpen].map((e) => e.eventId),
    daysAgo(ctx, 31),
  );

  const old = daysAgo(ctx, 31);
  const delivery = (eventId: string, status: string, createdAt: Date, redeliveryOf: string | null = null) =>
    insertRow(ctx, 'webhook_deliveries', {
      event_id: eventId,
      endpoint_id: endpointId,
      kind: 'event',
      type: 'order.status_changed',
      site_id: world.siteId,
      order_number: 1,
      status,
      created_at: createdAt,
      redelivery_of: redeliveryOf,
    });
  const succeeded = await delivery(oldSent.eventId, 'succeeded', old);
  const pending = await delivery(oldOpen.eventId, 'pending', old);
  const [other, another] = [randomUUID(), randomUUID()];
  const failedRedelivered = await delivery(other, 'failed', old);
  const redeliveryPending = await delivery(other, 'pending', new Date(), failedRedelivered);
  const skipped = await delivery(another, 'skipped', old);
  const oldRedelivery = await delivery(another, 'succeeded', old, skipped);
  const recent = await delivery(newSent.eventId, 'succeeded', new Date());
  const deliveries = [succeeded, pending, failedRedelivered, redeliveryPending, skipped, oldRedelivery, recent];

  const pass = await runPass(ctx);
  assert.equal(pass.pruned.events, 1);
  // Two rows a statement: the first takes the old success and the old redelivery, which frees the
  // skipped delivery it repeated for the next statement; the failed one a pending redelivery repeats stays.
  assert.equal(pass.pruned.deliveries, 3);
  assert.deepEqual(await remaining(ctx, 'outbox_events', 'event_id', ids), [oldUnsent, oldOpen, newSent].map((e) => e.eventId).sort());
  assert.deepEqual(
    await remaining(ctx, 'webhook_deliveries', 'id', deliveries),
    [pending, failedRedelivered, redeliveryPending, recent].sort(),
    'the open delivery, the one a pending redelivery repeats, the redelivery and the recent one are kept',
  );
  assert.equal((await runPass(ctx)).pruned.deliveries, 0, 'nothing left to prune');
});

test('jobs: finished ones pruned; ready ones and the dead job of an unfinished submission kept; the submission stays readable', async () => {
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
  const completed = (await postOrder(ctx, world.partner.token, orderBody(world))).json().submissionId as string;
  for (let i = 0; i < 500 && (await partnerGet(completed)).json().status !== 'completed'; i++) await new Promise((r) => setTimeout(r, 20));
  await worker.stop();
  assert.equal((await partnerGet(completed)).json().status, 'completed');
  const stuck = (await postOrder(ctx, world.partner.token, orderBody(world))).json().submissionId as string;
  const jobOf = async (submissionId: string) =>
    (await sql<{ id: string }>`SELECT id::text FROM jobs WHERE payload ->> 'submissionId' = ${submissionId}`.execute(ctx.platform.db))
      .rows[0]!.id;
  const [doneJob, stuckJob] = [await jobOf(completed), await jobOf(stuck)];
  await sql`UPDATE jobs SET state = 'dead' WHERE id = ${stuckJob}`.execute(ctx.platform.db);
  const job = (state: string, kind = 'housekeeping') => insertRow(ctx, 'jobs', { kind, payload: '{}', state });
  const [ready, dead, recentDone] = [await job('ready'), await job('dead'), await job('done')];
  await backdate(ctx, 'jobs', 'updated_at', 'id', [doneJob, stuckJob, ready, dead], daysAgo(ctx, 15));

  const pass = await runPass(ctx);
  assert.equal(pass.pruned.jobs, 2);
  assert.deepEqual(await remaining(ctx, 'jobs', 'id', [doneJob, stuckJob, ready, dead, recentDone]), [stuckJob, ready, recentDone].sort());
  const read = await partnerGet(completed);
  assert.equal(read.statusCode, 200);
  assert.equal(read.json().status, 'completed', 'submissions are never pruned: partners read them and replay their partnerOrderId');
  const detail = await ctx.adminCall({ method: 'GET', url: `/admin/submissions/${stuck}` });
  assert.equal(detail.json().job.state, 'dead', 'staff still see the stuck submission’s job and its error');
});

test('uploads: an expired reservation never attached is pruned with its stored object; attached and recent ones stay', async () => {
  const placed = await order(ctx, world.siteId);
  const url = lineUrl(placed.orderNumber, placed.lines[0]!.itemNumber);
  const storage = ctx.platform.orders.storage.storage;
  const reserve = async () => {
    const res = await ctx.call(world.partner.token, {
      method: 'POST',
      url: `${url}/artwork/upload-url`,
      payload: { fileName: 'front.pdf' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const name = res.json().reservationName as string;
    const key = (await sql<{ k: string }>`SELECT object_key AS k FROM upload_reservations WHERE name = ${name}`.execute(ctx.platform.db))
      .rows[0]!.k;
    await storage.put(key, Buffer.from('%PDF-1.4 artwork'), 'application/pdf');
    return { name, key };
  };
  const [abandoned, attached, recent] = [await reserve(), await reserve(), await reserve()];
  const attach = await ctx.call(world.partner.token, {
    method: 'POST',
    url: `${url}/artwork`,
    payload: { reservationName: attached.name },
  });
  assert.equal(attach.statusCode, 200, attach.body);
  await backdate(ctx, 'upload_reservations', 'expires_at', 'name', [abandoned.name, attached.name], daysAgo(ctx, 8));

  const pass = await runPass(ctx);
  assert.equal(pass.pruned.uploads, 1);
  assert.equal(pass.objectsDeleted, 1);
  assert.equal(pass.objectDeleteFailures, 0);
  assert.deepEqual(
    await remaining(ctx, 'upload_reservations', 'name', [abandoned.name, attached.name, recent.name]),
    [attached.name, recent.name].sort(),
  );
  assert.equal(await storage.head(abandoned.key), null, 'the object of the pruned reservation is gone');
  assert.ok(await storage.head(attached.key), 'an attached file keeps its object');
  assert.ok(await storage.head(recent.key));
  const late = await ctx.call(world.partner.token, { method: 'POST', url: `${url}/artwork`, payload: { reservationName: abandoned.name } });
  assertProblem(late, 409, 'artwork_reservation_not_usable');
});

test('sign-in codes, audit entries and usage rows: older than their period pruned, in batches; counted in /metrics', async () => {
  const staffId = await insertRow(ctx, 'staff_accounts', {
    partner_id: world.partner.partnerId,
    email: `staff-${Date.now()}@example.com`,
    password_hash: 'x',
  });
  const code = (hash: string, expiresAt: Date) =>
    insertRow(
      ctx,
      'oauth_codes',
      {
        code_hash: hash,
        client_id: 'c',
        redirect_uri: 'https://app.example.com/cb',
        code_challenge: 'x',
        resource: 'r',
        scopes: sql`ARRAY['partner-api/sites:read']`,
        staff_id: Number(staffId),
        expires_at: expiresAt,
      },
      'code_hash',
    );
  const codes = [await code('expired-long-ago', daysAgo(ctx, 2)), await code('expired-recently', daysAgo(ctx, 0.5))];
  const audit = [];
  for (let i = 0; i < 6; i++) audit.push(await insertRow(ctx, 'audit_log', { actor: 'test', action: 'test.old', target_type: 'test' }));
  await backdate(ctx, 'audit_log', 'occurred_at', 'id', audit.slice(0, 5), daysAgo(ctx, 101));
  await backdate(ctx, 'audit_log', 'occurred_at', 'id', audit.slice(5), daysAgo(ctx, 99));
  const hour = (days: number) => new Date(Math.floor(daysAgo(ctx, days).getTime() / 3_600_000) * 3_600_000);
  const usage = [];
  for (const days of [91, 92, 89])
    usage.push(
      await insertRow(ctx, 'partner_usage_hourly', { partner_id: world.partner.partnerId, hour: hour(days), requests: 1 }, 'hour'),
    );

  const pass = await runPass(ctx);
  assert.deepEqual(
    { codes: pass.pruned.signin_codes, audit: pass.pruned.audit, usage: pass.pruned.usage },
    { codes: 1, audit: 5, usage: 2 },
  );
  // Two rows a statement: 5 audit entries took three statements, and every other kind at least one.
  assert.ok(pass.statements >= 3 + 8, `statements: ${pass.statements}`);
  assert.deepEqual(await remaining(ctx, 'oauth_codes', 'code_hash', codes), ['expired-recently']);
  assert.deepEqual(await remaining(ctx, 'audit_log', 'id', audit), [audit[5]!]);
  assert.equal((await remaining(ctx, 'partner_usage_hourly', 'hour', usage)).length, 1);

  const metrics = (await ctx.platform.metrics.scrape()).body;
  assert.match(metrics, /^partner_api_retention_pruned_rows_total\{table="audit_log"\} 5$/m);
  assert.match(metrics, /^partner_api_retention_pruned_rows_total\{table="oauth_codes"\} 1$/m);
  assert.match(metrics, /^partner_api_retention_pass_duration_seconds_count\{outcome="completed"\} [1-9]/m);
});

test('GET /admin/retention shows each kind, its period, variable and cutoff; a run is audited', async () => {
  const res = await ctx.adminCall({ method: 'GET', url: '/admin/retention' });
  assert.equal(res.statusCode, 200, res.body);
  const policy = res.json();
  assert.deepEqual(
    policy.kinds.map((k: Record<string, unknown>) => [k.kind, k.days, k.env]),
    [
      ['events', 30, 'RETENTION_EVENTS_DAYS'],
      ['deliveries', 30, 'RETENTION_DELIVERIES_DAYS'],
      ['jobs', 14, 'RETENTION_JOBS_DAYS'],
      ['uploads', 7, 'RETENTION_UPLOADS_DAYS'],
      ['signin_codes', 1, 'RETENTION_SIGNIN_CODES_DAYS'],
      ['signin_clients_unused', 1, 'RETENTION_SIGNIN_CLIENTS_UNUSED_DAYS'],
      ['signin_clients', 90, 'RETENTION_SIGNIN_CLIENTS_DAYS'],
      ['audit', 100, 'RETENTION_AUDIT_DAYS'],
      ['usage', 90, 'RETENTION_USAGE_DAYS'],
    ],
  );
  const audit = policy.kinds.find((k: Record<string, unknown>) => k.kind === 'audit');
  assert.equal(Date.parse(audit.cutoff), daysAgo(ctx, 100).getTime());
  assert.equal(policy.batchSize, 2);
  assert.ok(policy.lastPass, 'the last pass of this process');
  const entries = await ctx.adminCall({ method: 'GET', url: '/admin/audit?targetType=retention' });
  const runs = entries.json().entries as Array<Record<string, any>>;
  assert.ok(runs.length >= 1);
  assert.equal(runs[0]!.action, 'retention.run');
  assert.equal(runs[0]!.actor, 'bootstrap');
  assert.equal(typeof runs[0]!.details.pruned.events, 'number');
});

test('CLI: retention show lists the policy; retention run prunes and prints the counts', async () => {
  const cli = inProcessCli(ctx.platform);
  const shown = await cli('retention', 'show');
  assert.equal(shown.code, 0, shown.stderr);
  assert.match(shown.stdout, /^audit\s+audit_log\s+100\s+RETENTION_AUDIT_DAYS/m);
  assert.match(shown.stdout, /2 rows per statement/);
  const id = await insertRow(ctx, 'audit_log', { actor: 'test', action: 'test.cli', target_type: 'test' });
  await backdate(ctx, 'audit_log', 'occurred_at', 'id', [id], daysAgo(ctx, 200));
  const ran = await cli('--json', 'retention', 'run');
  assert.equal(ran.code, 0, ran.stderr);
  assert.equal(JSON.parse(ran.stdout).pruned.audit, 1);
  assert.deepEqual(await remaining(ctx, 'audit_log', 'id', [id]), []);
  const human = await cli('retention', 'run');
  assert.match(
    human.stdout,
    /pruned events 0, deliveries 0, jobs 0, uploads 0, signin_codes 0, signin_clients_unused 0, signin_clients 0, audit 0, usage 0/,
  );
});

function partnerGet(id: string) {
  return ctx.call(world.partner.token, { method: 'GET', url: `/v1/orders/submissions/${id}` });
}
