// Per-call options, the answer behind a result, and the hooks, against the
// real service (and a stub in front of it for the failures): `client.with`
// overrides timeout, retries and signal for its calls while sharing the
// client's token and pacing; `withResponse` hands back the HTTP answer
// (status, request id, rate-limit state); onRequest and onResponse see every
// attempt.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AttemptInfo, RequestTimeoutError, type ResponseInfo, ServiceUnavailableError } from '../../sdk/src/index.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { specLimitsWith, UNTHROTTLED } from '../helpers/gateway.ts';
import { createServer } from 'node:http';
import { listen, problem503, sdkClient, startStub } from './fixtures.ts';

let ctx: TestContext;
let baseUrl: string;
before(async () => {
  ctx = await createTestContext(
    {},
    { gateway: { limits: specLimitsWith({ firewall: UNTHROTTLED.firewall, token: UNTHROTTLED.token }), redisUrl: null } },
  );
  baseUrl = await listen(ctx);
});
after(() => ctx.close());

test('with({ maxRetries: 0 }) throws the first 503 while the client itself retries it', async () => {
  const partner = await ctx.partner();
  // The first two calls of /v1/me answer 503, the rest are forwarded.
  let calls = 0;
  const stub = await startStub(baseUrl, (req) => (req.url === '/v1/me' && ++calls <= 2 ? problem503('1') : 'forward'));
  try {
    const { client, retries } = sdkClient(ctx, stub.url, partner);
    await client.accessToken(); // the stub's first request: forwarded
    const error = await client
      .with({ maxRetries: 0 })
      .me()
      .catch((e: unknown) => e);
    assert.ok(error instanceof ServiceUnavailableError);
    assert.deepEqual(retries, []);
    // The client's own default retries the next 503 and succeeds.
    assert.equal((await client.me()).partnerId, partner.partnerId);
    assert.equal(retries.length, 1);
  } finally {
    await stub.close();
  }
});

test('with({ timeoutMs }) cuts a hung answer with RequestTimeoutError; with({ signal }) aborts the call', async () => {
  const partner = await ctx.partner();
  // A server that never answers /v1/me, and forwards the token request.
  const server = createServer(async (req, res) => {
    if (req.url === '/v1/me') return; // never answered
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const upstream = await fetch(`${baseUrl}${req.url}`, {
      method: req.method,
      headers: { 'content-type': String(req.headers['content-type'] ?? '') },
      body: Buffer.concat(chunks),
    });
    res
      .writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' })
      .end(await upstream.text());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    const { client } = sdkClient(ctx, url, partner);
    const timedOut = await client
      .with({ timeoutMs: 200, maxRetries: 0 })
      .me()
      .catch((e: unknown) => e);
    assert.ok(timedOut instanceof RequestTimeoutError, String(timedOut));
    const controller = new AbortController();
    const aborted = client.with({ signal: controller.signal }).me();
    setTimeout(() => controller.abort(new Error('the partner gave up')), 50);
    await assert.rejects(aborted, /the partner gave up/);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test('withResponse gives the answer behind the result: status, request id, rate-limit state', async () => {
  const partner = await ctx.partner();
  const { client } = sdkClient(ctx, baseUrl, partner);
  const { data, response } = await client.withResponse((c) => c.me());
  assert.equal(data.partnerId, partner.partnerId);
  assert.equal(response.status, 200);
  assert.match(response.requestId ?? '', /.+/);
  assert.equal(response.headers.get('x-request-id'), response.requestId);
  // The trial tier: a bucket of 5 and a quota of 10,000 a day.
  assert.equal(response.rateLimit?.limit, 5);
  assert.ok(response.rateLimit!.remaining >= 0 && response.rateLimit!.remaining < 5);
  assert.equal(response.rateLimit?.dailyLimit, 10_000);
  assert.ok(response.durationMs >= 0);
});

test('onRequest sees every attempt and may add a header; onResponse sees every answer', async () => {
  const partner = await ctx.partner();
  const attempts: AttemptInfo[] = [];
  const answers: ResponseInfo[] = [];
  const { client } = sdkClient(ctx, baseUrl, partner, {
    onRequest: (r) => {
      attempts.push(r);
      r.headers['x-partner-trace'] = 'trace-1';
    },
    onResponse: (r) => answers.push(r),
  });
  await client.me();
  // The token request, then the call.
  assert.deepEqual(
    attempts.map((a) => new URL(a.url).pathname),
    ['/oauth2/token', '/v1/me'],
  );
  assert.deepEqual(
    answers.map((a) => [new URL(a.url).pathname, a.status]),
    [
      ['/oauth2/token', 200],
      ['/v1/me', 200],
    ],
  );
  assert.ok(!('authorization' in attempts[1]!.headers), 'the hook never sees the bearer token');
});
