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
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';

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

test('HTTP_MAX_IN_FLIGHT: 512 by default, 0 for no bound, anything else but a whole number refused at start', () => {
  const env = { ADMIN_TOKEN: 'a'.repeat(32), DATABASE_URL: 'memory://' };
  assert.equal(loadConfig(env).httpMaxInFlight, 512);
  assert.equal(loadConfig({ ...env, HTTP_MAX_IN_FLIGHT: '0' }).httpMaxInFlight, 0);
  assert.equal(loadConfig({ ...env, HTTP_MAX_IN_FLIGHT: '100000' }).httpMaxInFlight, 100_000);
  for (const bad of ['-1', '1.5', 'many', '100001', ' 5', '1e3'])
    assert.throws(() => loadConfig({ ...env, HTTP_MAX_IN_FLIGHT: bad }), /HTTP_MAX_IN_FLIGHT/, bad);
});
