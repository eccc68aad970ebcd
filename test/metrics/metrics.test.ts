// The metrics listener through its surface: an order's lifecycle through the
// partner and admin APIs (a submission the worker completes, its webhook
// delivered, a 404, an unmatched path, a 429), then a scrape of /metrics
// that finds every family docs/operations.md documents, with plausible
// values and no order number, partner id or URL in any label; then /livez
// and /readyz, which turns 503 while draining and once the database is gone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { withTransaction } from '../../src/db/transaction.ts';
import { buildMetricsApp } from '../../src/app/hosts/metrics.ts';
import type { Dispatcher } from '../../src/events/webhooks/dispatch/dispatcher.ts';
import { createGateway } from '../../src/gateway/gateway.ts';
import { RETENTION_RULES } from '../../src/retention/policy.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { specLimitsWith, UNTHROTTLED } from '../helpers/gateway.ts';
import { registerEndpoint, TEST_SETTINGS } from '../events/webhooks/fixtures.ts';
import { startReceiver, waitFor, type Receiver } from '../events/webhooks/receiver.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from '../submissions/fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
let metricsApp: FastifyInstance;
let receiver: Receiver;
let dispatcher: Dispatcher;

before(async () => {
  // The standard tier allows one request and never refills (the test clock stands still): its second request is a 429.
  const limits = specLimitsWith({
    ...UNTHROTTLED,
    tiers: { ...UNTHROTTLED.tiers, standard: { ratePerSecond: 1, burst: 1, dailyQuota: 1e9 } },
  });
  ctx = await createTestContext({ ...TEST_SETTINGS, SUBMISSION_WAIT_MS: '10000' }, { gateway: { limits, redisUrl: null } });
  world = await orderWorld(ctx);
  receiver = await startReceiver();
  ctx.platform.submissions.createWorker({ idlePollMs: 50 }).start();
  dispatcher = ctx.platform.webhooks.dispatcher();
  dispatcher.start();
  ctx.platform.metrics.setRoles(['api', 'admin', 'worker', 'dispatcher']);
  metricsApp = await buildMetricsApp(ctx.platform);
});
after(async () => {
  await dispatcher.stop();
  await metricsApp.close();
  await receiver.close();
  await ctx.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition text as samples, and the families its TYPE lines declare. */
function parse(text: string): { samples: Sample[]; families: Map<string, string> } {
  const samples: Sample[] = [];
  const families = new Map<string, string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) families.set(type[1]!, type[2]!);
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    assert.ok(m, `an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { samples, families };
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  assert.ok(found.length > 0, `a sample ${name}${JSON.stringify(labels)}`);
  return found.reduce((sum, s) => sum + s.value, 0);
}

/** The metric names of docs/operations.md's metrics table (first column). */
function documentedFamilies(): string[] {
  const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
  const section = doc.split('### Metric families')[1]?.split('\n### ')[0] ?? '';
  const names = [...section.matchAll(/^\| `([a-z_:]+)` \|/gm)].map((m) => m[1]!);
  assert.ok(names.length >= 15, 'docs/operations.md documents the metric families in a table');
  return names;
}

test('an order lifecycle shows in every documented family, with route templates and bounded labels', async () => {
  const endpoint = await registerEndpoint(ctx, world.partner.partnerId, { url: receiver.url });
  assert.ok(endpoint.endpointId > 0);
  const body = orderBody(world);
  const submitted = await postOrder(ctx, world.partner.token, body);
  assert.equal(submitted.statusCode, 201, submitted.body);
  assert.equal(submitted.json().status, 'completed', submitted.body);
  const orderNumber = submitted.json().order.orderNumber as number;
  const replay = await postOrder(ctx, world.partner.token, body);
  assert.equal(replay.statusCode, 200, replay.body);

  const read = await ctx.call(world.partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}` });
  assert.equal(read.statusCode, 200, read.body);
  const missing = await ctx.call(world.partner.token, { method: 'GET', url: '/v1/orders/987654321' });
  assert.equal(missing.statusCode, 404, missing.body);
  const unrouted = await ctx.call(world.partner.token, { method: 'GET', url: `/v1/no-such-thing/${orderNumber}` });
  assert.equal(unrouted.statusCode, 404, unrouted.body);
  const staff = await ctx.adminCall({ method: 'GET', url: `/admin/orders/${orderNumber}` });
  assert.equal(staff.statusCode, 200, staff.body);

  const limited = await ctx.partner({ siteIds: [world.siteId] });
  await ctx.platform.admin.partners.update(limited.partnerId, { tier: 'standard' }, 'test');
  assert.equal((await ctx.call(limited.token, { method: 'GET', url: '/v1/me' })).statusCode, 200);
  const refused = await ctx.call(limited.token, { method: 'GET', url: '/v1/me' });
  assert.equal(refused.statusCode, 429, refused.body);

  await waitFor(() => receiver.received.some((d) => d.body.orderNumber === orderNumber), 10_000, 'the order event delivered');
  // The outcome is counted as the POST ends; wait for this process to have seen it.
  await waitFor(() => dispatcher.inFlight === 0, 10_000, 'no delivery in flight');

  const res = await metricsApp.inject({ method: 'GET', url: '/metrics' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  const { samples, families } = parse(res.body);

  for (const family of documentedFamilies()) assert.ok(families.has(family), `${family} is exposed`);

  const requests = 'partner_api_http_request_duration_seconds_count';
  assert.ok(value(samples, requests, { host: 'partner', method: 'POST', route: '/v1/orders', status: '201' }) >= 1);
  assert.ok(value(samples, requests, { host: 'partner', method: 'POST', route: '/v1/orders', status: '200' }) >= 1);
  assert.ok(value(samples, requests, { host: 'partner', method: 'GET', route: '/v1/orders/:orderNumber', status: '200' }) >= 1);
  assert.ok(value(samples, requests, { host: 'partner', method: 'GET', route: '/v1/orders/:orderNumber', status: '404' }) >= 1);
  assert.ok(value(samples, requests, { host: 'partner', method: 'GET', route: 'unmatched', status: '404' }) >= 1);
  assert.ok(value(samples, requests, { host: 'partner', method: 'GET', route: '/v1/me', status: '429' }) >= 1);
  assert.ok(value(samples, requests, { host: 'partner', method: 'POST', route: '/oauth2/token', status: '200' }) >= 2);
  assert.ok(value(samples, requests, { host: 'admin', method: 'GET', route: '/admin/orders/:orderNumber', status: '200' }) >= 1);
  assert.ok(value(samples, requests, { host: 'admin', method: 'POST', status: '201' }) >= 1);
  const latency = value(samples, 'partner_api_http_request_duration_seconds_sum', { host: 'partner', route: '/v1/orders' });
  assert.ok(latency > 0 && latency < 60, `plausible latency ${latency}`);

  const credentialReads = ['hit', 'miss', 'bypassed'].map((result) => value(samples, 'partner_api_credential_reads_total', { result }));
  assert.ok(credentialReads.reduce((a, b) => a + b) >= 1, 'the partner requests read their credential (cached or not)');
  const statements = value(samples, 'partner_api_credential_read_statements_total');
  assert.ok(statements >= 1, 'the first request of each client read its credential');
  assert.ok(statements <= credentialReads[1]! + credentialReads[2]!, 'never more statements than reads the cache did not answer');

  assert.ok(value(samples, 'partner_api_gateway_refusals_total', { kind: 'bucket', tier: 'standard' }) >= 1);
  assert.equal(value(samples, 'partner_api_gateway_refusals_total', { kind: 'firewall' }), 0);

  assert.ok(value(samples, 'partner_api_submissions_total', { outcome: 'accepted' }) >= 1);
  assert.ok(value(samples, 'partner_api_submissions_total', { outcome: 'replayed' }) >= 1);
  assert.ok(value(samples, 'partner_api_submissions_total', { outcome: 'completed' }) >= 1);
  assert.ok(value(samples, 'partner_api_submission_duration_seconds_count', { outcome: 'completed' }) >= 1);
  assert.equal(value(samples, 'partner_api_submission_queue_depth', { state: 'ready' }), 0);
  assert.ok(value(samples, 'partner_api_submission_queue_oldest_age_seconds') >= 0);

  assert.ok(value(samples, 'partner_api_webhook_deliveries_total', { outcome: 'succeeded' }) >= 1);
  assert.ok(value(samples, 'partner_api_webhook_committed_to_attempted_seconds_count') >= 1);
  assert.ok(value(samples, 'partner_api_webhook_committed_to_delivered_seconds_count') >= 1);
  assert.equal(value(samples, 'partner_api_webhook_deliveries_in_flight'), 0);

  // Every table the retention policy prunes is counted from zero, once, and no other (the assembly hands the tables down).
  const prunedTables = samples.filter((s) => s.name === 'partner_api_retention_pruned_rows_total').map((s) => s.labels.table);
  assert.deepEqual(prunedTables.sort(), [...new Set(Object.values(RETENTION_RULES).map((rule) => rule.table))].sort());

  const size = value(samples, 'partner_api_db_pool_size');
  assert.ok(size >= 1 && value(samples, 'partner_api_db_pool_idle') <= size, `pool of ${size}`);
  // Nothing waits for a connection at rest: not even the scrape's own queue query, which pg-pool queues for a tick.
  assert.equal(value(samples, 'partner_api_db_pool_waiting'), 0);
  assert.equal(value(samples, 'partner_api_db_statement_timeouts_total'), 0);
  assert.ok(value(samples, 'nodejs_eventloop_lag_p99_seconds') >= 0);
  assert.equal(value(samples, 'partner_api_info', { version: '0.1.0', roles: 'admin,api,dispatcher,worker' }), 1);

  // Bounded labels: templates, never an order number, a partner id, a partner's order id or a URL.
  const forbidden = new Set([String(orderNumber), String(world.partner.partnerId), String(limited.partnerId), String(body.partnerOrderId)]);
  for (const s of samples.filter((sample) => sample.name.startsWith('partner_api_'))) {
    for (const [k, v] of Object.entries(s.labels)) {
      if (k === 'le' || k === 'quantile') continue;
      assert.ok(!forbidden.has(v) && !v.includes(String(orderNumber)), `${s.name} label ${k}="${v}" names a record`);
      assert.ok(!/^https?:/.test(v), `${s.name} label ${k}="${v}" is a URL`);
    }
  }
});

test('a statement cancelled by the statement timeout is counted (PostgreSQL; the embedded engine enforces none)', async () => {
  const before = ctx.platform.metrics.probes.statementTimeouts!();
  const slow = withTransaction(ctx.platform.db, async (trx) => {
    await sql`SET LOCAL statement_timeout = 50`.execute(trx);
    await sql`SELECT pg_sleep(0.3)`.execute(trx);
  });
  const postgres = ctx.platform.database.kind === 'postgres';
  if (postgres) await assert.rejects(slow, (error: { code?: string }) => error.code === '57014');
  else await slow;
  const { samples } = parse((await metricsApp.inject({ method: 'GET', url: '/metrics' })).body);
  assert.equal(value(samples, 'partner_api_db_statement_timeouts_total'), before + (postgres ? 1 : 0));
});

test('/livez answers; /readyz is ready, then 503 while draining, without Redis when it is configured, and once the database is gone', async () => {
  const live = await metricsApp.inject({ method: 'GET', url: '/livez' });
  assert.equal(live.statusCode, 200);

  const ready = await metricsApp.inject({ method: 'GET', url: '/readyz' });
  assert.equal(ready.statusCode, 200, ready.body);
  assert.deepEqual(ready.json(), { status: 'ready', ready: true, draining: false, checks: { database: 'ok' } });

  ctx.platform.health.draining = true;
  const draining = await metricsApp.inject({ method: 'GET', url: '/readyz' });
  assert.equal(draining.statusCode, 503);
  assert.equal(draining.json().draining, true);
  assert.equal(draining.json().checks.database, 'ok');
  ctx.platform.health.draining = false;
  assert.equal((await metricsApp.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);

  // With REDIS_URL, Redis is checked too: an unreachable one makes the process unready (a reachable one, when the run has it, ready).
  const memory = ctx.platform.gateway;
  try {
    ctx.platform.gateway = createGateway(ctx.config, ctx.clock, { limits: UNTHROTTLED, redisUrl: 'redis://127.0.0.1:1' });
    const noRedis = await metricsApp.inject({ method: 'GET', url: '/readyz' });
    assert.equal(noRedis.statusCode, 503, noRedis.body);
    assert.equal(noRedis.json().checks.database, 'ok');
    assert.notEqual(noRedis.json().checks.redis, 'ok');
    await ctx.platform.gateway.close();
    if (process.env.REDIS_URL) {
      ctx.platform.gateway = createGateway(ctx.config, ctx.clock, { limits: UNTHROTTLED, redisUrl: process.env.REDIS_URL });
      const withRedis = await metricsApp.inject({ method: 'GET', url: '/readyz' });
      assert.equal(withRedis.statusCode, 200, withRedis.body);
      assert.deepEqual(withRedis.json().checks, { database: 'ok', redis: 'ok' });
      await ctx.platform.gateway.close();
    }
  } finally {
    ctx.platform.gateway = memory;
  }

  await dispatcher.stop();
  await ctx.platform.submissions.close();
  // The usage counter writes its last counts on close: before the database goes.
  await ctx.platform.usage.close();
  await ctx.platform.database.close();
  const down = await metricsApp.inject({ method: 'GET', url: '/readyz' });
  assert.equal(down.statusCode, 503, down.body);
  assert.equal(down.json().draining, false);
  assert.notEqual(down.json().checks.database, 'ok');
  // The process is still alive, and still scraped: the gauges that read the database keep their last values.
  assert.equal((await metricsApp.inject({ method: 'GET', url: '/livez' })).statusCode, 200);
  assert.equal((await metricsApp.inject({ method: 'GET', url: '/metrics' })).statusCode, 200);
});
