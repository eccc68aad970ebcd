// The SDK paces itself by the partner's rate limit, against the real service
// and its spec limits: a burst larger than the bucket waits in the client,
// in order, and completes with default settings (each submission exactly
// once); a 429 it still meets (another client spending the same bucket) holds
// the client for Retry-After plus jitter, so its retries never come back
// together. The service's clock is the client's: every wait of the client moves
// it, so honouring the pace is what refills the gateway's bucket.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { OrderSubmission } from '../../sdk/src/index.ts';
import { Pacer, parseRateLimitField } from '../../sdk/src/pacer.ts';
import type { Worker } from '../../src/jobs/worker.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { specLimitsWith, UNTHROTTLED } from '../helpers/gateway.ts';
import { orderBody, orderWorld, type OrderWorld } from '../submissions/fixtures.ts';
import { listen, sdkClient } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
let baseUrl: string;
let worker: Worker;
before(async () => {
  // The spec's tiers (trial 2/s burst 5, standard 10/s burst 20); the firewall and token limits out of the way.
  ctx = await createTestContext(
    {},
    { gateway: { limits: specLimitsWith({ firewall: UNTHROTTLED.firewall, token: UNTHROTTLED.token }), redisUrl: null } },
  );
  world = await orderWorld(ctx);
  baseUrl = await listen(ctx);
  worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
});
after(async () => {
  await worker.stop();
  await ctx.close();
});

/** The SDK's defaults (retries, delays), with the test's clock. */
const DEFAULTS = { initialRetryDelayMs: 500, maxRetryDelayMs: 30_000 };

async function setTier(partner: TestPartner, tier: string) {
  const res = await ctx.adminCall({ method: 'PATCH', url: `/admin/partners/${partner.partnerId}`, payload: { tier } });
  assert.equal(res.statusCode, 200, res.body);
}

test('the RateLimit fields as the gateway sends them are read', () => {
  assert.deepEqual(parseRateLimitField('"bucket";q=5;w=3, "daily";q=10000;w=86400'), {
    bucket: { q: 5, w: 3 },
    daily: { q: 10000, w: 86400 },
  });
  assert.deepEqual(parseRateLimitField('"bucket";r=0;t=3'), { bucket: { r: 0, t: 3 } });
  assert.deepEqual(parseRateLimitField(null), {});
});

test("answers read out of order never lift the client's estimate past what the service held", async () => {
  // The service answers in the order it served (r = 4, 3, 2, 1); the client reads them last to first. The earliest
  // answer, read last, says 4, but three requests were served after it: one token is left, not four.
  let now = 0;
  const pacer = new Pacer({ now: () => now, sleep: async (ms) => void (now += ms) });
  const answer = (r: number) => new Headers({ 'ratelimit-policy': '"bucket";q=5;w=3', ratelimit: `"bucket";r=${r};t=1` });
  pacer.observe(answer(5), 200, await pacer.acquire());
  const slips = await Promise.all([4, 3, 2, 1].map(async (left) => ({ left, slip: await pacer.acquire() })));
  for (const { left, slip } of slips.reverse()) pacer.observe(answer(left), 200, slip);
  await pacer.acquire();
  assert.equal(now, 0, 'the token the service still held goes at once');
  await pacer.acquire();
  assert.ok(now >= 400, `the next waited for the refill (${now} ms of the client's clock), it was not sent on a stale answer`);
});

test('requests on their way count against the depth: a slow service never gets more than its bucket holds, however long the client waits', async () => {
  // trial: 5 tokens, 2/s (advertised w=3). The first answer says 4 are left; four go at once and none is answered (a
  // slow server, a queue in transit). The service's bucket holds those four tokens until the requests reach it, and
  // never more than 5, so however long they travel one more request is all it can take.
  let now = 0;
  const pacer = new Pacer({ now: () => now, sleep: async (ms) => void (now += ms) });
  const answer = (r: number) => new Headers({ 'ratelimit-policy': '"bucket";q=5;w=3', ratelimit: `"bucket";r=${r};t=1` });
  pacer.observe(answer(4), 200, await pacer.acquire());
  const inTransit = await Promise.all([1, 2, 3, 4].map(() => pacer.acquire()));
  assert.equal(now, 0, 'the four tokens left go at once');
  await pacer.acquire();
  assert.ok(now >= 500, `the fifth waited for a refill (${now} ms)`);
  let sixth = false;
  void pacer.acquire().then(() => (sixth = true));
  for (let i = 0; i < 50 && !sixth; i++) await new Promise((r) => setImmediate(r));
  assert.equal(sixth, false, `a sixth is held while five are unanswered (${now} ms of the client's clock passed)`);
  pacer.observe(answer(0), 200, inTransit[0]!);
  for (let i = 0; i < 50 && !sixth; i++) await new Promise((r) => setImmediate(r));
  assert.equal(sixth, true, 'an answer frees its place, and the sixth goes once a token has refilled');
});

test('100 concurrent orders.submit on the standard tier all complete, each order created once', async (t) => {
  await setTier(world.partner, 'standard');
  const { client, retries, sent } = sdkClient(ctx, baseUrl, world.partner, DEFAULTS);
  const bodies = Array.from({ length: 100 }, () => orderBody(world) as OrderSubmission);
  const started = ctx.clock.nowMs();
  const results = await Promise.allSettled(bodies.map((b) => client.orders.submit(b)));
  const failed = results.filter((r) => r.status === 'rejected');
  t.diagnostic(
    `100 submits, standard tier: ${failed.length} failed, ${retries.filter((r) => r.status === 429).length} × 429, ${sent.filter((s) => s === 'POST /v1/orders').length} POSTs, ${ctx.clock.nowMs() - started} ms of the client's clock`,
  );
  assert.deepEqual(
    failed.map((r) => String((r as PromiseRejectedResult).reason)),
    [],
  );
  for (const r of results) assert.equal((r as PromiseFulfilledResult<{ status: string }>).value.status, 'completed');
  const orders = await ctx.platform.db
    .selectFrom('orders')
    .select('partner_order_id')
    .where(
      'partner_order_id',
      'in',
      bodies.map((b) => b.partnerOrderId),
    )
    .execute();
  assert.equal(orders.length, 100, 'each submission created exactly one order');
  // Paced, not refused: the burst of 20 went at once, the rest at the bucket's 10 a second. Without pacing the
  // same burst meets a 429 on most of its 80 beyond the bucket (and lost 18–24 calls to exhausted retries); paced,
  // none on a quiet machine, a stray one or two with two other suites running, and three once in CI's PostgreSQL
  // run (the bucket refills on the server's clock, the client paces on its own: a late timer there sends one early).
  // Each was retried and every call completed once (asserted above); unpaced, most of the 80 are refused.
  const refusals = retries.filter((r) => r.status === 429);
  assert.ok(refusals.length <= 5, JSON.stringify(refusals.map((r) => [r.method, r.path, r.retryAfterMs])));
  assert.ok(ctx.clock.nowMs() - started >= 7_000, 'the 80 beyond the burst waited for the refill');
});

test('20 concurrent reads on the trial tier all succeed, without a 429', async () => {
  const partner = await ctx.partner();
  const { client, retries } = sdkClient(ctx, baseUrl, partner, DEFAULTS);
  const answers = await Promise.all(Array.from({ length: 20 }, () => client.me()));
  assert.ok(answers.every((a) => a.partnerId === partner.partnerId));
  // None on a quiet machine (30 of 30 rounds); a stray one was seen with two other suites running (see the test above).
  assert.ok(retries.length <= 2, JSON.stringify(retries.map((r) => [r.status, r.retryAfterMs])));
});

test("the pace reaches each tier's sustained rate within 10 % and never passes it, though RateLimit-Policy rounds the refill window up", async (t) => {
  // trial: 2/s with a bucket of 5, advertised as w=3 (5 / 3 = 1.67/s, 17 % under the rate: what a pacer that read the
  // policy alone would keep to); standard: 10/s, 20, w=2 (exact). The pace is lifted to the rate by the service's own
  // count of tokens (r), less what the client has in flight when each answer is read: on a quiet machine within 5 %,
  // on a loaded one answers are read later, with more in flight, and it keeps a little further under (1.85/s seen).
  for (const [tier, rate, burst] of [
    ['trial', 2, 5],
    ['standard', 10, 20],
  ] as const) {
    const partner = await ctx.partner();
    await setTier(partner, tier);
    const { client, retries } = sdkClient(ctx, baseUrl, partner, DEFAULTS);
    // The partner's first request finds its bucket full: the burst goes at once, the rest at the refill (20 s of it, so
    // the one token the pace may lag behind the service, r being whole tokens, is within the 5 %).
    const beyond = 20 * rate;
    const started = ctx.clock.nowMs();
    const answers = await Promise.all(Array.from({ length: burst + beyond }, () => client.me()));
    const seconds = (ctx.clock.nowMs() - started) / 1000;
    t.diagnostic(`${tier}: ${beyond} requests beyond the burst in ${seconds} s of the client's clock (${(beyond / seconds).toFixed(2)}/s)`);
    assert.equal(answers.length, burst + beyond);
    assert.deepEqual(
      retries.map((r) => r.status),
      [],
      `${tier}: never faster than the bucket (no 429)`,
    );
    assert.ok(beyond / seconds >= 0.9 * rate, `${tier}: ${(beyond / seconds).toFixed(2)}/s is not within 10 % of ${rate}/s`);
  }
});

test('two clients of one partner share its bucket: the 429s they meet are retried after Retry-After plus jitter, and all succeed', async () => {
  const partner = await ctx.partner();
  const a = sdkClient(ctx, baseUrl, partner, DEFAULTS);
  const b = sdkClient(ctx, baseUrl, partner, DEFAULTS);
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).client.me()));
  assert.equal(answers.length, 30);
  const refusals = [...a.retries, ...b.retries].filter((r) => r.status === 429);
  for (const r of refusals) {
    assert.ok(r.retryAfterMs !== undefined && r.delayMs >= r.retryAfterMs, `waited ${r.delayMs} ms for a Retry-After of ${r.retryAfterMs}`);
  }
});

test('a client with pacing off still spreads its retries: Retry-After plus jitter, never all at the same instant', async () => {
  const partner = await ctx.partner();
  const { client, retries } = sdkClient(ctx, baseUrl, partner, { ...DEFAULTS, pace: false, maxRetries: 10 });
  await Promise.all(Array.from({ length: 12 }, () => client.me()));
  const refusals = retries.filter((r) => r.status === 429);
  assert.ok(refusals.length > 0, 'a burst of 12 on a bucket of 5 met 429s');
  for (const r of refusals) assert.ok(r.delayMs >= (r.retryAfterMs ?? 0));
  assert.ok(new Set(refusals.map((r) => r.delayMs)).size > 1, 'the waits differ');
});
