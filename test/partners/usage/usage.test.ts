// The per-partner usage history: the gateway counts each partner's requests
// and 429s (bucket and quota apart) in memory, the counts reach
// partner_usage_hourly in one upsert per partner and hour (never a write per
// request), and the back office reads them per hour and per day with the
// day's submissions (admin API and CLI).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { UsageCounter } from '../../../src/partners/usage/recorder.ts';
import { specLimitsWith } from '../../helpers/gateway.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import { assertProblem } from '../../helpers/problems.ts';
import type { TestContext, TestPartner } from '../../helpers/context.ts';
import { gatewayContext, setTier } from '../../gateway/fixtures.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from '../../submissions/fixtures.ts';

const HOUR = 3_600_000;
const UNLIMITED = { ratePerSecond: 1e9, burst: 1e9, dailyQuota: 1e12 };

let ctx: TestContext;
let world: OrderWorld;
let bucketed: TestPartner;
let quotaed: TestPartner;
let firstHour: number;

before(async () => {
  ctx = await gatewayContext(
    specLimitsWith({
      tiers: {
        trial: { ratePerSecond: 0.001, burst: 3, dailyQuota: 1000 },
        standard: { ratePerSecond: 1e9, burst: 1e9, dailyQuota: 2 },
        enterprise: UNLIMITED,
      },
    }),
    // Written when read (or at shutdown) in these tests, never by the timer.
    { USAGE_FLUSH_MS: '600000', SUBMISSION_WAIT_MS: '20000' },
  );
  // The hour's first second: the next hour is then far enough for the trial bucket (1 token per 1,000 s) to refill, whenever the run starts.
  const now = ctx.clock.now().getTime();
  ctx.clock.set(new Date(now - (now % HOUR) + 1000));
  world = await orderWorld(ctx);
  await setTier(ctx, world.partner.partnerId, 'enterprise');
  bucketed = await ctx.partner({ name: 'Bucketed' });
  quotaed = await ctx.partner({ name: 'Quotaed' });
  await setTier(ctx, quotaed.partnerId, 'standard');
  firstHour = ctx.clock.now().getTime() - (ctx.clock.now().getTime() % HOUR);
});
after(() => ctx.close());

const sites = (p: TestPartner) => ctx.call(p.token, { method: 'GET', url: '/v1/sites' });
const usage = (partnerId: number, query = '') => ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/usage${query}` });
const hourOf = (body: Record<string, any>, at: number) => body.hours.find((h: Record<string, any>) => Date.parse(h.hour) === at);

test('requests and 429s are counted per partner and hour: bucket and quota apart, with the quota used', async () => {
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await sites(bucketed)).statusCode);
  assert.deepEqual(statuses, [200, 200, 200, 429]);
  const quota = [];
  for (let i = 0; i < 3; i++) quota.push((await sites(quotaed)).statusCode);
  assert.deepEqual(quota, [200, 200, 429]);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM partner_usage_hourly`.execute(ctx.platform.db);
  assert.equal(rows[0]!.n, 0, 'counted in memory: no row written per request');

  const res = await usage(bucketed.partnerId, '?days=1');
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.partnerId, bucketed.partnerId);
  assert.equal(body.days, 1);
  assert.deepEqual(hourOf(body, firstHour), {
    hour: new Date(firstHour).toISOString(),
    requests: 4,
    refusedBucket: 1,
    refusedQuota: 0,
    quotaUsed: 3,
  });
  assert.equal(body.hours.length, new Date(firstHour).getUTCHours() + 1, 'every hour of today up to now, zeros included');
  assert.equal(body.daily.length, 1);
  assert.equal(body.daily[0].requests, 4);
  assert.equal(body.daily[0].refusedBucket, 1);

  const other = (await usage(quotaed.partnerId, '?days=1')).json();
  assert.deepEqual(hourOf(other, firstHour), {
    hour: new Date(firstHour).toISOString(),
    requests: 3,
    refusedBucket: 0,
    refusedQuota: 1,
    quotaUsed: 2,
  });
});

test('another API process adds its own counts to the same hour (one upsert adding counts, the highest quota use)', async () => {
  const second = new UsageCounter(ctx.platform.db, 600_000);
  second.request(quotaed.partnerId, firstHour + 1000, 'served', 2);
  second.request(quotaed.partnerId, firstHour + 2000, 'quota', 2);
  await second.close();
  const h = hourOf((await usage(quotaed.partnerId, '?days=1')).json(), firstHour);
  assert.deepEqual(
    { requests: h.requests, refusedQuota: h.refusedQuota, quotaUsed: h.quotaUsed },
    { requests: 5, refusedQuota: 2, quotaUsed: 2 },
  );
});

test('the next hour is a row of its own; daily sums the hours; submissions per day come from the submissions', async () => {
  ctx.clock.set(new Date(firstHour + HOUR + 1));
  assert.equal((await sites(bucketed)).statusCode, 200, 'the bucket refilled over the hour');
  const body = (await usage(bucketed.partnerId, '?days=2')).json();
  assert.equal(hourOf(body, firstHour + HOUR).requests, 1);
  assert.equal(hourOf(body, firstHour).requests, 4);
  assert.equal(body.daily.length, 2);
  assert.equal(body.daily[1].day, new Date(firstHour + HOUR).toISOString().slice(0, 10), 'the last day is today');
  assert.equal(
    body.daily.reduce((n: number, d: Record<string, number>) => n + d.requests, 0),
    5,
  );

  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
  try {
    for (let i = 0; i < 2; i++) assert.equal((await postOrder(ctx, world.partner.token, orderBody(world))).statusCode, 201);
  } finally {
    await worker.stop();
  }
  const today = (await usage(world.partner.partnerId, '?days=1')).json().daily[0];
  // The day the submissions were stored: the database's clock, which the test clock follows within the hour.
  const all = (await usage(world.partner.partnerId, '?days=2')).json().daily;
  const submitted = all.reduce((n: number, d: Record<string, number>) => n + d.submissions, 0);
  assert.equal(submitted, 2);
  assert.equal(
    all.reduce((n: number, d: Record<string, number>) => n + d.submissionsCompleted, 0),
    2,
  );
  assert.equal(today.submissionsFailed, 0);
});

test('usage of an unknown partner is 404; days outside 1-90 or an unknown parameter are 400', async () => {
  assertProblem(await usage(999_999), 404, 'not_found');
  for (const query of ['?days=0', '?days=91', '?days=x', '?since=1'])
    assert.equal((await usage(bucketed.partnerId, query)).statusCode, 400, query);
  assert.equal((await usage(bucketed.partnerId, '?days=90')).json().daily.length, 90);
  assert.equal((await usage(bucketed.partnerId)).json().days, 7, 'a week unless asked');
});

test('CLI: partners usage <partnerId> prints the days and the busy hours; --json the same document as the admin API', async () => {
  const cli = inProcessCli(ctx.platform);
  const human = await cli('partners', 'usage', String(bucketed.partnerId), '--days', '2');
  assert.equal(human.code, 0, human.stderr);
  assert.match(human.stdout, /^day\s+requests\s+refusedBucket\s+refusedQuota\s+quotaUsed\s+submissions/m);
  assert.match(human.stdout, new RegExp(`^${new Date(firstHour).toISOString().slice(0, 13).replace('T', ' ')}h\\s+4\\s+1\\s+0\\s+3$`, 'm'));
  const json = await cli('--json', 'partners', 'usage', String(bucketed.partnerId), '--days', '2');
  assert.deepEqual(JSON.parse(json.stdout), (await usage(bucketed.partnerId, '?days=2')).json());
  const bad = await cli('partners', 'usage', String(bucketed.partnerId), '--days', '91');
  assert.notEqual(bad.code, 0);
  assert.match(bad.stderr, /--days must be 1 to 90/);
});

test('usage rows are kept RETENTION_USAGE_DAYS (90 by default): the policy lists them', async () => {
  const policy = (await ctx.adminCall({ method: 'GET', url: '/admin/retention' })).json();
  const kind = policy.kinds.find((k: Record<string, unknown>) => k.kind === 'usage');
  assert.deepEqual([kind.table, kind.days, kind.env], ['partner_usage_hourly', 90, 'RETENTION_USAGE_DAYS']);
});
