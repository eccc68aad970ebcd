// Admission control on a real listener: with HTTP_MAX_IN_FLIGHT requests in
// progress, every further request, whatever it is, is refused at once with
// 503 service_unavailable and Retry-After, and nothing it asked for is done;
// a request leaves the count when its response is sent or its client goes
// away, so the listener serves again. Held requests are raw sockets that
// send their headers and part of their body, then wait.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../src/app/config.ts';
import { PARKED_FLOOR } from '../../src/http/pressure/admission.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { orderBody, orderWorld } from '../submissions/fixtures.ts';

const BOUND = 3;
let ctx: TestContext;
let partner: TestPartner;
let base: string;
let port: number;

before(async () => {
  ctx = await createTestContext({ HTTP_MAX_IN_FLIGHT: String(BOUND) });
  partner = await ctx.partner();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
});
after(() => ctx.close());

/** A request in progress: its headers sent, its body not finished. Resolves once the listener has taken it (its hooks run). */
async function held(path: string): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: api.test\r\nAuthorization: Bearer ${partner.token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
  );
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

/** Until `check` holds, bounded (a loaded machine may take a while to read a socket). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
}

const me = () => fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${partner.token}` } });
const refused = async () => (await me()).status === 503;

test('past the bound every kind of request is refused at once with the problem and Retry-After; freed places serve again', async () => {
  const sockets = [await held('/v1/orders'), await held('/v1/orders')];
  // The third place: taken by the held requests' hooks once the listener reads them.
  sockets.push(await held('/v1/orders'));
  await until(refused, 'the listener at its bound');

  const orderBody = JSON.stringify({ partnerOrderId: 'admission-1' });
  const kinds: Array<[string, RequestInit & { path: string }]> = [
    ['an authenticated read', { path: '/v1/me', headers: { authorization: `Bearer ${partner.token}` } }],
    ['a public route', { path: '/v1/ping' }],
    ['no credential', { path: '/v1/products?siteId=1' }],
    ['a bad token', { path: '/v1/me', headers: { authorization: 'Bearer nope' } }],
    ['no route', { path: '/v1/nowhere' }],
    [
      'a submission',
      {
        path: '/v1/orders',
        method: 'POST',
        body: orderBody,
        headers: { authorization: `Bearer ${partner.token}`, 'content-type': 'application/json' },
      },
    ],
    ['the token endpoint', { path: '/oauth2/token', method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials' }) }],
  ];
  for (const [kind, { path, ...init }] of kinds) {
    const res = await fetch(`${base}${path}`, init);
    assert.equal(res.status, 503, `${kind}: ${res.status}`);
    assert.match(String(res.headers.get('content-type')), /^application\/problem\+json/, kind);
    assert.equal(res.headers.get('retry-after'), '1', kind);
    const body = (await res.json()) as Record<string, unknown>;
    assert.equal(body.code, 'service_unavailable', kind);
    assert.equal(body.status, 503, kind);
    assert.equal(body.requestId, res.headers.get('x-request-id'), kind);
  }

  // A client that goes away frees its place.
  sockets.pop()!.destroy();
  await until(async () => (await me()).status === 200, 'a place freed by a client that left');
  // A request answered frees its place: the rest of a held body (a malformed one, answered 400).
  const finishing = sockets.pop()!;
  const answered = new Promise((resolve) => finishing.once('data', resolve));
  finishing.write('x'.repeat(999));
  await answered;
  finishing.destroy();
  // Now two places free: two requests at once are both served, many times over (nothing leaked).
  for (let round = 0; round < 10; round++) {
    const statuses = (await Promise.all([me(), me()])).map((r) => r.status);
    assert.deepEqual(statuses, [200, 200], `round ${round}`);
  }
  for (const socket of sockets) socket.destroy();
  await until(async () => (await Promise.all([me(), me(), me()])).every((r) => r.status === 200), 'every place free again');
});

/** `context` listening on loopback, with a partner's order world: its URL, the partner's authorization, and a five-line submission. */
async function submissionsOver(context: TestContext) {
  const world = await orderWorld(context);
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(context.app.server.address() as { port: number }).port}`;
  const authorization = `Bearer ${world.partner.token}`;
  const body = () => orderBody(world);
  const submitBody = (order: ReturnType<typeof body>) =>
    fetch(`${url}/v1/orders`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(order),
    });
  return { url, authorization, body, submitBody, submit: () => submitBody(body()) };
}

/** A submission answered without waiting its 20 s window: 201, still queued, with where to poll and when. */
async function assertAnsweredQueued(submit: () => Promise<Response>): Promise<void> {
  const started = Date.now();
  const response = await submit();
  const elapsed = Date.now() - started;
  assert.equal(response.status, 201);
  const body = (await response.json()) as { submissionId: string; status: string };
  assert.equal(body.status, 'queued');
  assert.equal(response.headers.get('location'), `/v1/orders/submissions/${body.submissionId}`);
  assert.equal(response.headers.get('retry-after'), '2');
  assert.ok(elapsed < 15_000, `answered without waiting the 20 s window (${elapsed} ms)`);
}

test('a submission waiting for its worker is parked: reads beside a full bound of them are served; with the parking full a submission answers at once, queued, with where to poll', async () => {
  // No worker runs here: every submission waits its whole window (20 s) unless it is answered without waiting.
  const waiting = await createTestContext({ HTTP_MAX_IN_FLIGHT: '2' });
  const pending: Array<Promise<Response>> = [];
  try {
    const { url, authorization, submit } = await submissionsOver(waiting);
    // One at a time, each seen stored before the next is sent (a read sent meanwhile would take a place in the count
    // while the first is still being stored, and the second would find the bound full).
    const queued = async (count: number) => {
      let seen = '';
      await until(async () => {
        const listed = await fetch(`${url}/v1/orders/submissions?status=queued`, { headers: { authorization } });
        seen = await listed.text();
        return (JSON.parse(seen) as { submissions?: unknown[] }).submissions?.length === count;
      }, `${count} submission(s) waiting`).catch((error: Error) => {
        throw new Error(`${error.message}; last listed: ${seen.slice(0, 500)}`);
      });
    };
    pending.push(submit());
    await queued(1);
    pending.push(submit());
    await queued(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 5; i++) {
      const read = await fetch(`${url}/v1/me`, { headers: { authorization } });
      assert.equal(read.status, 200, `read ${i} beside the waiting submissions`);
      await read.text();
    }
    // A third would wait too, but the parking holds two: answered without the window, still queued.
    await assertAnsweredQueued(submit);
  } finally {
    // Draining, as shutdown begins it, ends the waits: the parked submissions answer at once.
    waiting.platform.submissions.service.drain();
    await Promise.allSettled(pending);
    await waiting.close();
  }
});

test('past 64 parked submissions, the next waits about a second, not its window: answered queued, with where to poll, while the 64 still wait', async () => {
  // No worker runs here: every parked submission waits its whole window (20 s) unless the parking shortens it.
  // Sixty-four submissions stored at once queue for the pool's connections; on a loaded machine that is a standing
  // queue and the listener would refuse a share of the reads below (load-shedding.test.ts): not what is tested here.
  const waiting = await createTestContext({ HTTP_SHED_AFTER_MS: '0' });
  const pending: Array<Promise<Response>> = [];
  let settled = 0;
  try {
    const { url, authorization, submit } = await submissionsOver(waiting);
    for (let i = 0; i < PARKED_FLOOR; i++) pending.push(submit().finally(() => (settled += 1)));
    await until(async () => (await queuedCount(url, authorization)) === PARKED_FLOOR, `${PARKED_FLOOR} submissions waiting`);
    // Stored comes just before parked: give the last ones their turn of the loop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await assertAnsweredQueued(submit);
    assert.equal(settled, 0, 'the 64 parked before it still wait their window');
  } finally {
    waiting.platform.submissions.service.drain();
    await Promise.allSettled(pending);
    await waiting.close();
  }
});

test('a crowd of 64 waiting submissions that stood HTTP_SHED_AFTER_MS: the next is refused at once, 503 with Retry-After, nothing stored; reads are served; the waits ended, submissions are taken again', async () => {
  // No worker runs here: the 64 wait their window until drained, a crowd that stands.
  const waiting = await createTestContext({ HTTP_SHED_AFTER_MS: '100' });
  const pending: Array<Promise<Response>> = [];
  try {
    const { url, authorization, submit, submitBody, body } = await submissionsOver(waiting);
    // Sixty-four stored at once queue for the pool's connections on PostgreSQL, a standing queue the listener may
    // refuse a share of (503 before any route): each such one is sent again until it is stored and waits.
    const stored = async (): Promise<Response> => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const response = await submit();
        if (response.status !== 503) return response;
        await response.text();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('a submission refused 100 times');
    };
    for (let i = 0; i < PARKED_FLOOR; i++) pending.push(stored());
    await until(async () => (await queuedCount(url, authorization)) === PARKED_FLOOR, `${PARKED_FLOOR} submissions waiting`);
    // Stored comes just before parked, and the crowd is let be for its onset.
    await new Promise((resolve) => setTimeout(resolve, 400));

    const refusedOrder = body();
    let refusal: Response | null = null;
    let detail = '';
    // On a loaded machine the listener's own shedding (a standing queue in its loop) may answer first: asked again.
    for (let attempt = 0; attempt < 20; attempt++) {
      refusal = await submitBody(refusedOrder);
      const text = await refusal.text();
      detail = text;
      if (refusal.status !== 503 || !/limit of requests/.test(text)) break;
    }
    assert.equal(refusal!.status, 503, detail);
    assert.match(String(refusal!.headers.get('content-type')), /^application\/problem\+json/);
    assert.equal(refusal!.headers.get('retry-after'), '1');
    const problem = JSON.parse(detail) as { code: string; detail: string; requestId: string };
    assert.equal(problem.code, 'service_unavailable');
    assert.match(problem.detail, /faster than they are being processed; nothing was stored/);
    assert.equal(problem.requestId, refusal!.headers.get('x-request-id'));
    // Nothing was stored for it (the listing holds the 64 alone), and reads beside the crowd are served.
    const total = async () => {
      const listed = await fetch(`${url}/v1/orders/submissions?limit=100`, { headers: { authorization } });
      assert.equal(listed.status, 200);
      return ((await listed.json()) as { submissions: unknown[] }).submissions.length;
    };
    assert.equal(await total(), PARKED_FLOOR);
    const read = await fetch(`${url}/v1/me`, { headers: { authorization } });
    assert.equal(read.status, 200);
    await read.text();

    // The waits end (shutdown's drain answers them at once): under PARKED_BOUND, the same order is taken.
    waiting.platform.submissions.service.drain();
    await Promise.allSettled(pending);
    const taken = await submitBody(refusedOrder);
    // 201, not the 200 of an identical resubmission: it had not been stored.
    assert.equal(taken.status, 201, await taken.text());
    assert.equal(await total(), PARKED_FLOOR + 1);
  } finally {
    waiting.platform.submissions.service.drain();
    await Promise.allSettled(pending);
    await waiting.close();
  }
});

/** How many of the partner's submissions are queued (all pages); null when the listener refused the listing (its own shedding). */
async function queuedCount(url: string, authorization: string): Promise<number | null> {
  let count = 0;
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const page: Response = await fetch(`${url}/v1/orders/submissions?status=queued&limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { authorization },
    });
    const text = await page.text();
    if (page.status === 503) return null;
    assert.equal(page.status, 200, `listing the waiting submissions: ${text}`);
    const body = JSON.parse(text) as { submissions: unknown[]; nextCursor: string | null };
    count += body.submissions.length;
    cursor = body.nextCursor;
  }
  return count;
}

test('HTTP_MAX_IN_FLIGHT: 512 by default, 0 for no bound, anything else but a whole number refused at start', () => {
  const env = { ADMIN_TOKEN: 'a'.repeat(32), DATABASE_URL: 'memory://' };
  assert.equal(loadConfig(env).httpMaxInFlight, 512);
  assert.equal(loadConfig({ ...env, HTTP_MAX_IN_FLIGHT: '0' }).httpMaxInFlight, 0);
  assert.equal(loadConfig({ ...env, HTTP_MAX_IN_FLIGHT: '100000' }).httpMaxInFlight, 100_000);
  for (const bad of ['-1', '1.5', 'many', '100001', ' 5', '1e3'])
    assert.throws(() => loadConfig({ ...env, HTTP_MAX_IN_FLIGHT: bad }), /HTTP_MAX_IN_FLIGHT/, bad);
});
