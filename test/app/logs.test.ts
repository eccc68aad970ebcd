// The log lines of the work a request causes (docs/operations.md "Logs"):
// every line the worker writes about a submission carries the requestId of
// the POST that created it (the X-Request-Id the caller saw); every line the
// dispatcher writes about a delivery carries the event's id. All lines share
// one schema: level name, ISO time, msg, role, version, env.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildMetricsApp } from '../../src/app/hosts/metrics.ts';
import { serviceLogger } from '../../src/app/wiring/logging.ts';
import { createHttpApp } from '../../src/http/app.ts';
import { isoTime } from '../../src/http/log-format.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { registerEndpoint, TEST_SETTINGS, withDispatcher } from '../events/webhooks/fixtures.ts';
import { startReceiver, waitFor } from '../events/webhooks/receiver.ts';
import { orderBody, orderWorld, postOrder, type OrderWorld } from '../submissions/fixtures.ts';

type Line = Record<string, unknown>;

let ctx: TestContext;
let world: OrderWorld;
before(async () => {
  ctx = await createTestContext({ ...TEST_SETTINGS, SUBMISSION_WAIT_MS: '10000' });
  world = await orderWorld(ctx);
});
after(() => ctx.close());

function capture(role: string): { lines: Line[]; log: ReturnType<typeof serviceLogger> } {
  const lines: Line[] = [];
  return { lines, log: serviceLogger(role, 'info', 'logs-test', { write: (line: string) => void lines.push(JSON.parse(line) as Line) }) };
}

function assertSchema(line: Line, role: string): void {
  assert.equal(line.role, role);
  assert.equal(line.env, 'logs-test');
  assert.equal(typeof line.version, 'string');
  assert.ok(['info', 'warn', 'error'].includes(line.level as string), `level is a name: ${String(line.level)}`);
  assert.match(line.time as string, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.equal(typeof line.msg, 'string');
}

test("every worker line about a submission carries the creating POST's requestId, completed or rejected", async () => {
  const { lines, log } = capture('worker');
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 50, log });
  worker.start();
  const posted: Array<{ requestId: string; submissionId: string; status: string }> = [];
  try {
    // One that completes, one the placement rejects (below the product's minimum).
    for (const body of [
      orderBody(world),
      orderBody(world, { lines: [{ productId: world.pod.productId, partnerLineId: 'L1', quantity: 5000 }] }),
    ]) {
      const res = await postOrder(ctx, world.partner.token, body);
      assert.equal(res.statusCode, 201, res.body);
      posted.push({ requestId: String(res.headers['x-request-id']), submissionId: res.json().submissionId, status: res.json().status });
    }
  } finally {
    await worker.stop();
  }
  assert.deepEqual(
    posted.map((p) => p.status),
    ['completed', 'failed'],
  );
  assert.ok(lines.length >= 2, 'an end line per submission');
  for (const line of lines) {
    assertSchema(line, 'worker');
    const mine = posted.find((p) => p.submissionId === line.submissionId);
    assert.ok(mine, `a worker line names its submission: ${JSON.stringify(line)}`);
    assert.equal(line.requestId, mine.requestId, `the line carries the POST's request id: ${JSON.stringify(line)}`);
    assert.equal(typeof line.jobId, 'string');
  }
  const byMessage = (submissionId: string) => lines.filter((l) => l.submissionId === submissionId).map((l) => l.msg);
  // One line per job at info, at its end, with its duration (the claim's line is debug).
  assert.deepEqual(byMessage(posted[0]!.submissionId), ['submission completed: order placed']);
  assert.deepEqual(byMessage(posted[1]!.submissionId), ['submission failed: order rejected']);
  for (const line of lines) assert.ok(typeof line.durationMs === 'number' && line.durationMs >= 0, `a duration: ${JSON.stringify(line)}`);
  const placed = lines.find((l) => l.msg === 'submission completed: order placed')!;
  assert.equal(placed.partnerId, world.partner.partnerId);
  assert.equal(typeof placed.orderNumber, 'number');
  const rejected = lines.find((l) => l.msg === 'submission failed: order rejected')!;
  assert.equal(rejected.problems, 1);
});

test("at debug the worker also logs each job's claim, before its end line", async () => {
  const lines: Line[] = [];
  const log = serviceLogger('worker', 'debug', 'logs-test', { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 50, log });
  worker.start();
  let submissionId: string;
  try {
    const res = await postOrder(ctx, world.partner.token, orderBody(world));
    assert.equal(res.statusCode, 201, res.body);
    submissionId = res.json().submissionId;
  } finally {
    await worker.stop();
  }
  const mine = lines.filter((l) => l.submissionId === submissionId);
  assert.deepEqual(
    mine.map((l) => [l.level, l.msg]),
    [
      ['debug', 'job claimed'],
      ['info', 'submission completed: order placed'],
    ],
  );
});

test('a held job that staff settle while the workers are paused ends with a warn line: it lost its lease and did not run', async () => {
  const { lines, log } = capture('worker');
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20, log });
  worker.start();
  const paused = await ctx.adminCall({ method: 'POST', url: '/admin/workers/pause', payload: { hold: 'processing' } });
  assert.equal(paused.statusCode, 200, paused.body);
  let submissionId = '';
  try {
    // Its POST waits while the job is held; staff failing it ends the wait.
    const posting = postOrder(ctx, world.partner.token, orderBody(world));
    for (let i = 0; i < 500 && !submissionId; i++) {
      const held = (await ctx.adminCall({ method: 'GET', url: '/admin/submissions?status=processing' })).json();
      submissionId = held.submissions?.[0]?.submissionId ?? '';
      if (!submissionId) await new Promise((r) => setTimeout(r, 20));
    }
    assert.ok(submissionId, 'the job was claimed and held');
    const failed = await ctx.adminCall({
      method: 'POST',
      url: `/admin/submissions/${submissionId}/fail`,
      payload: { detail: 'held too long' },
    });
    assert.equal(failed.statusCode, 200, failed.body);
    // Whether its wait ended before or after the failure, the POST created the submission, and staff failed it.
    assert.equal((await posting).statusCode, 201);
    assert.equal(
      (await ctx.call(world.partner.token, { method: 'GET', url: `/v1/orders/submissions/${submissionId}` })).json().status,
      'failed',
    );
    for (let i = 0; i < 500 && !lines.some((l) => l.submissionId === submissionId); i++) await new Promise((r) => setTimeout(r, 20));
  } finally {
    await ctx.adminCall({ method: 'POST', url: '/admin/workers/resume' });
    await worker.stop();
  }
  const mine = lines.filter((l) => l.submissionId === submissionId);
  assert.deepEqual(
    mine.map((l) => [l.level, l.msg]),
    [['warn', 'held job lost its lease (requeued or settled by staff): it did not run here']],
  );
  assert.equal(typeof mine[0]!.durationMs, 'number');
});

test('every dispatcher line about a delivery carries its eventId and deliveryId, delivered or failed', async () => {
  const ok = await startReceiver({ status: 204 });
  const refusing = await startReceiver({ status: 500 });
  const { lines, log } = capture('dispatcher');
  let orderNumber = 0;
  try {
    await registerEndpoint(ctx, world.partner.partnerId, { url: ok.url });
    await registerEndpoint(ctx, world.partner.partnerId, { url: refusing.url });
    const worker = ctx.platform.submissions.createWorker({ idlePollMs: 50 });
    worker.start();
    const res = await postOrder(ctx, world.partner.token, orderBody(world));
    await worker.stop();
    assert.equal(res.json().status, 'completed');
    orderNumber = res.json().order.orderNumber;
    await withDispatcher(ctx, () => waitFor(() => lines.filter((l) => l.status).length >= 2, 10_000, 'two delivery lines'), { log });
  } finally {
    await ok.close();
    await refusing.close();
  }
  // Every delivery line names an event that was sent (earlier tests' events may be fanned out too).
  const sent = new Set([...ok.received, ...refusing.received].map((r) => String(r.headers['platform-event-id'])));
  for (const line of lines) {
    assertSchema(line, 'dispatcher');
    assert.ok(sent.has(line.eventId as string), `the line names its event: ${JSON.stringify(line)}`);
    assert.equal(typeof line.deliveryId, 'number');
    assert.equal(typeof line.endpointId, 'number');
  }
  // This order's event: delivered to one endpoint, failed at the other, both lines carrying its id.
  const eventId = String(ok.received.find((r) => r.body.orderNumber === orderNumber)!.headers['platform-event-id']);
  assert.deepEqual(
    lines
      .filter((l) => l.eventId === eventId)
      .map((l) => l.msg)
      .sort(),
    ['webhook delivered', 'webhook delivery failed'],
  );
});

test('a URL that is not valid percent-encoding is logged as completed like every answer, with its status', async () => {
  const lines: Line[] = [];
  const app = createHttpApp({ logLevel: 'info', logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } });
  app.get('/v1/products/:productId/images', async () => ({ images: [] }));
  const res = await app.inject({ method: 'GET', url: '/v1/products/%zz/images' });
  await app.close();
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().code, 'invalid_request');
  const requestId = String(res.headers['x-request-id']);
  const mine = lines.filter((l) => l.requestId === requestId).map((l) => l.msg);
  assert.deepEqual(mine, ['request completed'], 'one line per request, at its end');
  const completed = lines.find((l) => l.requestId === requestId && l.msg === 'request completed')!;
  assert.equal((completed.res as { statusCode: number }).statusCode, 400);
  assert.deepEqual(completed.req, { method: 'GET', url: '/v1/products/%zz/images', host: 'localhost:80', remoteAddress: '127.0.0.1' });
  assert.equal(typeof completed.responseTime, 'number');
});

test("a request made in process (the console's admin API calls) logs one end line, as one over a socket does; none is taken for abandoned", async () => {
  const lines: Line[] = [];
  const app = createHttpApp({ logLevel: 'info', logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } });
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)
    app.route({ method, url: '/admin/things', handler: async () => ({ ok: true }) });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const ids: string[] = [];
  try {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: { a: 1 } };
      const injected = await app.inject({ method, url: '/admin/things', ...body });
      assert.equal(injected.statusCode, 200, injected.body);
      ids.push(String(injected.headers['x-request-id']));
      const real = await fetch(`${base}/admin/things`, {
        method,
        ...(body.payload && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body.payload) }),
      });
      assert.equal(real.status, 200);
      await real.arrayBuffer();
      ids.push(String(real.headers.get('x-request-id')));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    await app.close();
  }
  for (const id of ids)
    assert.deepEqual(
      lines.filter((l) => l.requestId === id).map((l) => l.msg),
      ['request completed'],
      `one line per request, at its end (${id})`,
    );
});

test('the metrics listener logs the end of every scrape and probe, a 404 included, like every listener', async () => {
  const lines: Line[] = [];
  const app = await buildMetricsApp(ctx.platform, { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const seen: Array<[string, number, string]> = [];
  try {
    for (const path of ['/livez', '/readyz', '/metrics', '/nope']) {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      seen.push([path, res.status, String(res.headers.get('x-request-id'))]);
    }
  } finally {
    await app.close();
  }
  assert.deepEqual(
    seen.map(([path, status]) => [path, status]),
    [
      ['/livez', 200],
      ['/readyz', 200],
      ['/metrics', 200],
      ['/nope', 404],
    ],
  );
  for (const [path, status, id] of seen) {
    const mine = lines.filter((l) => l.requestId === id);
    assert.deepEqual(
      mine.map((l) => [l.msg, (l.res as { statusCode: number }).statusCode, (l.req as { url: string }).url]),
      [['request completed', status, path]],
    );
    assert.equal(mine[0]!.role, 'metrics');
  }
});

test("the log line's time is pino's isoTime text, with the second's part reused", (t) => {
  // Across second boundaries and every width of milliseconds, in and out of order.
  const instants = [Date.UTC(2026, 10, 23, 23, 59, 59, 999), Date.UTC(2026, 10, 24, 0, 0, 0, 0), Date.UTC(2026, 10, 24, 0, 0, 0, 7)];
  instants.push(instants[2]! + 40, instants[2]! + 400, instants[0]! - 86_400_000, instants[1]!);
  for (const at of instants) {
    t.mock.method(Date, 'now', () => at);
    assert.equal(isoTime(), `,"time":"${new Date(at).toISOString()}"`);
    t.mock.restoreAll();
  }
});
