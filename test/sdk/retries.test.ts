// Retries, through real HTTP: the gateway's 429 honoured by waiting its
// Retry-After (the wait moves the service's clock, so it is the wait that
// refills the bucket); a 503 with Retry-After (seconds or an HTTP date) from a
// stub in front of the service; backoff with full jitter when no Retry-After
// comes; a Retry-After beyond the cap thrown at once; connection failures;
// and no retry of a request that is not safe to repeat.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ConnectionError, InternalServerError, RateLimitError, ServiceUnavailableError } from '../../sdk/src/index.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { specLimitsWith, UNTHROTTLED } from '../helpers/gateway.ts';
import { listen, problem503, sdkClient, startStub } from './fixtures.ts';

let ctx: TestContext;
let baseUrl: string;
before(async () => {
  const limits = specLimitsWith({
    tiers: {
      trial: { ratePerSecond: 2, burst: 5, dailyQuota: 10_000 },
      // Used by the quota test: three requests a day.
      standard: { ratePerSecond: 100, burst: 100, dailyQuota: 3 },
      enterprise: { ratePerSecond: 1e9, burst: 1e9, dailyQuota: 1e12 },
    },
    firewall: UNTHROTTLED.firewall,
    token: UNTHROTTLED.token,
  });
  ctx = await createTestContext({}, { gateway: { limits, redisUrl: null } });
  baseUrl = await listen(ctx);
});
after(() => ctx.close());

test('429: the client waits at least the Retry-After the gateway sends, plus jitter, and every call succeeds', async () => {
  const partner = await ctx.partner();
  // Pacing off: the client sends the burst as it comes and meets the gateway's refusals (test/sdk/pacing.test.ts paces).
  const { client, retries } = sdkClient(ctx, baseUrl, partner, { pace: false });
  for (let i = 0; i < 9; i++) assert.equal((await client.me()).partnerId, partner.partnerId);
  assert.ok(retries.length >= 2, `the burst of 5 ran out: ${retries.length} retries`);
  for (const r of retries) {
    assert.equal(r.status, 429);
    assert.ok(r.error instanceof RateLimitError);
    assert.ok(r.retryAfterMs !== undefined && r.retryAfterMs >= 1000, 'the gateway said when');
    // initialRetryDelayMs is 5 here: the jitter of the nth retry is at most 5 × 2^(n-1).
    assert.ok(r.delayMs >= r.retryAfterMs && r.delayMs <= r.retryAfterMs + 5 * 2 ** (r.attempt - 1), `waited ${r.delayMs} ms`);
  }
});

test('paced by default: the same calls meet no 429, the client waits for the bucket instead', async () => {
  const partner = await ctx.partner();
  const { client, retries } = sdkClient(ctx, baseUrl, partner);
  const before = ctx.clock.nowMs();
  for (let i = 0; i < 9; i++) assert.equal((await client.me()).partnerId, partner.partnerId);
  assert.deepEqual(retries, []);
  assert.ok(ctx.clock.nowMs() - before >= 1000, 'the four beyond the burst of 5 waited for the refill');
});

test('429 is retried for a POST too (the gateway refuses before any work); with retries exhausted it is a RateLimitError', async () => {
  const partner = await ctx.partner();
  const site = partner.siteIds[0]!;
  const { client, retries } = sdkClient(ctx, baseUrl, partner, { pace: false });
  for (let i = 0; i < 7; i++) await client.divisions.create({ siteId: site, name: `D${i}`, code: `D${i}` });
  assert.ok(retries.some((r) => r.method === 'POST' && r.status === 429));
  const names = (await client.divisions.list({ siteId: site }).toArray()).map((d) => d.code).sort();
  assert.deepEqual(names, ['D0', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6'], 'each created once');

  const impatient = sdkClient(ctx, baseUrl, await ctx.partner(), { maxRetries: 0, pace: false }).client;
  let error: unknown;
  for (let i = 0; i < 10 && !error; i++)
    error = await impatient.me().then(
      () => undefined,
      (e: unknown) => e,
    );
  assert.ok(error instanceof RateLimitError);
  assert.equal(error.code, 'rate_limit_exceeded');
  assert.ok((error.retryAfterMs ?? 0) >= 1000);
});

test('a Retry-After beyond the cap (the daily quota) is not waited for: RateLimitError at once', async () => {
  const partner = await ctx.partner();
  assert.equal(
    (await ctx.adminCall({ method: 'PATCH', url: `/admin/partners/${partner.partnerId}`, payload: { tier: 'standard' } })).statusCode,
    200,
  );
  const { client, retries } = sdkClient(ctx, baseUrl, partner, { maxRetryDelayMs: 60_000 });
  for (let i = 0; i < 3; i++) await client.me();
  const error = await client.me().catch((e: unknown) => e);
  assert.ok(error instanceof RateLimitError);
  assert.ok((error.retryAfterMs ?? 0) > 60_000, `hours to midnight, got ${error.retryAfterMs}`);
  assert.deepEqual(retries, []);
});

test('503 with Retry-After in seconds, then an HTTP date: waited for, then the call goes through', async () => {
  const partner = await ctx.partner();
  const date = new Date(Date.now() + 3000).toUTCString();
  const stub = await startStub(baseUrl, (req, n) => {
    if (req.url === '/v1/me' && n <= 2) return problem503('1');
    if (req.url === '/v1/me' && n === 3) return problem503(date);
    return 'forward';
  });
  try {
    // The token request is the stub's first: it is forwarded (n counts every request).
    const { client, retries } = sdkClient(ctx, stub.url, partner);
    await client.accessToken();
    assert.equal((await client.me()).partnerId, partner.partnerId);
    assert.deepEqual(
      retries.map((r) => [r.status, r.retryAfterMs !== undefined]),
      [
        [503, true],
        [503, true],
      ],
    );
    // Retry-After, plus a jitter of at most initialRetryDelayMs × 2^(attempt-1) (5 ms here).
    assert.ok(retries[0]!.delayMs >= 1000 && retries[0]!.delayMs <= 1005, `${retries[0]!.delayMs}`);
    assert.ok(retries[1]!.delayMs > 0 && retries[1]!.delayMs <= 3010, `from the date: ${retries[1]!.delayMs}`);
    assert.ok(retries[0]!.error instanceof ServiceUnavailableError);
  } finally {
    await stub.close();
  }
});

test('503 without Retry-After: exponential backoff with full jitter, capped; after the last retry the typed error', async () => {
  const partner = await ctx.partner();
  const noHint = { ...problem503('1'), headers: { 'content-type': 'application/problem+json', 'x-request-id': 'stub-req-1' } };
  const stub = await startStub(baseUrl, (req) => (req.url === '/v1/me' ? noHint : 'forward'));
  try {
    const { client, retries } = sdkClient(ctx, stub.url, partner, { maxRetries: 5, initialRetryDelayMs: 100, maxRetryDelayMs: 400 });
    const error = await client.me().catch((e: unknown) => e);
    assert.ok(error instanceof ServiceUnavailableError);
    assert.equal(error.requestId, 'stub-req-1');
    assert.equal(error.code, 'service_unavailable');
    assert.deepEqual(
      retries.map((r) => r.attempt),
      [1, 2, 3, 4, 5],
    );
    const ceilings = [100, 200, 400, 400, 400];
    retries.forEach((r, i) => assert.ok(r.delayMs >= 0 && r.delayMs <= ceilings[i]!, `retry ${i + 1}: ${r.delayMs} ms`));
    assert.equal(stub.seen.filter((s) => s === 'GET /v1/me').length, 6);
  } finally {
    await stub.close();
  }
});

test('408, 500 and 502 on a safe request are retried too; on a POST without a key they are thrown', async () => {
  const partner = await ctx.partner();
  const site = partner.siteIds[0]!;
  const problem = (status: number, code: string) => ({
    status,
    headers: { 'content-type': 'application/problem+json' },
    body: JSON.stringify({ type: 'about:blank', title: 'x', status, code, detail: code, requestId: `stub-${status}` }),
  });
  const answers = [problem(408, 'request_timeout'), problem(500, 'internal_error'), problem(502, 'bad_gateway')];
  let gets = 0;
  const stub = await startStub(baseUrl, (req) => {
    if (req.url === '/v1/sites') return answers[gets++] ?? 'forward';
    if (req.method === 'POST' && req.url === '/v1/divisions') return problem(500, 'internal_error');
    return 'forward';
  });
  try {
    const { client, retries } = sdkClient(ctx, stub.url, partner);
    assert.equal((await client.sites.list()).length, 1);
    assert.deepEqual(
      retries.map((r) => r.status),
      [408, 500, 502],
    );
    const error = await client.divisions.create({ siteId: site, name: 'Z', code: 'Z' }).catch((e: unknown) => e);
    assert.ok(error instanceof InternalServerError);
    assert.equal(error.requestId, 'stub-500');
    assert.equal(retries.length, 3, 'the POST was not repeated');
  } finally {
    await stub.close();
  }
});

test('a request that is not safe to repeat (POST /v1/divisions) is not retried on 503 or a dropped connection', async () => {
  const partner = await ctx.partner();
  const site = partner.siteIds[0]!;
  let mode: 'unavailable' | 'reset' = 'unavailable';
  const stub = await startStub(baseUrl, (req) =>
    req.method === 'POST' && req.url === '/v1/divisions' ? (mode === 'unavailable' ? problem503('1') : 'reset-after-forward') : 'forward',
  );
  try {
    const { client, retries } = sdkClient(ctx, stub.url, partner);
    assert.ok(
      (await client.divisions.create({ siteId: site, name: 'X', code: 'X' }).catch((e: unknown) => e)) instanceof ServiceUnavailableError,
    );
    mode = 'reset';
    assert.ok((await client.divisions.create({ siteId: site, name: 'Y', code: 'Y' }).catch((e: unknown) => e)) instanceof ConnectionError);
    assert.deepEqual(retries, []);
    assert.equal(stub.seen.filter((s) => s === 'POST /v1/divisions').length, 2);
  } finally {
    await stub.close();
  }
});

test('connection refused: a safe request is retried up to the cap, then ConnectionError', async () => {
  const partner = await ctx.partner();
  const closed = await startStub(baseUrl, () => 'forward');
  const url = closed.url;
  await closed.close();
  const { client, retries } = sdkClient(ctx, url, partner, { maxRetries: 2 });
  const error = await client.me().catch((e: unknown) => e);
  assert.ok(error instanceof ConnectionError, String(error));
  assert.deepEqual(
    retries.map((r) => [r.attempt, r.status]),
    [
      [1, undefined],
      [2, undefined],
    ],
  );
});
