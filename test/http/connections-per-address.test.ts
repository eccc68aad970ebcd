// The connections one address holds open at a partner listener are bounded
// (HTTP_MAX_CONNECTIONS_PER_ADDRESS): past the bound a connection's request
// is answered 503 with Retry-After and the connection closed, an idle one is
// closed unanswered, and a trusted proxy's address is not bounded. Through
// real sockets on the bearer and mTLS listeners.
import assert from 'node:assert/strict';
import { Agent } from 'node:https';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { buildMtlsApp } from '../../src/app/hosts/mtls.ts';
import { loadConfig } from '../../src/app/config.ts';
import { OVER_BOUND_GRACE_MS } from '../../src/http/pressure/connections.ts';
import { generateServerIdentity } from '../../src/identity/mtls/server-identity.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { makeCert } from '../identity/mtls/certs.ts';
import { eventually, tlsRequest } from '../identity/mtls/tls-client.ts';

/** A connection held open, and its answers as they come. */
function open(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('data', (chunk) => void (received += chunk.toString()));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

async function ask(port: number, socket: Socket, received: () => string): Promise<string> {
  const before = received().length;
  socket.write('GET /v1/ping HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const deadline = Date.now() + 20_000;
  while (!/\r\n\r\n[\s\S]*\}/.test(received().slice(before))) {
    if (Date.now() > deadline) throw new Error(`no answer on :${port}: ${received().slice(before)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return received().slice(before);
}

async function shed(ctx: TestContext, host: string): Promise<number> {
  const metric = await ctx.platform.metrics.registry.getSingleMetric('partner_api_http_requests_shed_total')!.get();
  return (metric.values.find((v) => v.labels.host === host && v.labels.reason === 'connections_per_address')?.value ?? 0) as number;
}

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

test('past the bound, a connection is answered 503 with Retry-After and closed; an idle one is closed; a slot freed is taken again', async () => {
  const ctx = await createTestContext({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2' });
  const app = await buildPartnerApp(ctx.platform);
  try {
    const port = await listening(app);
    const held = [await open(port), await open(port)];
    for (const { socket, received } of held) assert.match(await ask(port, socket, received), /^HTTP\/1.1 200 /);
    const before = await shed(ctx, 'partner');

    const third = await open(port);
    const answer = await ask(port, third.socket, third.received);
    assert.match(answer, /^HTTP\/1.1 503 /);
    assert.match(answer, /\r\nretry-after: 1\r\n/i);
    assert.match(answer, /\r\nconnection: close\r\n/i);
    const problem = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    assert.equal(problem.code, 'service_unavailable');
    assert.match(problem.detail, /connections/);
    await third.closed;
    assert.equal(await shed(ctx, 'partner'), before + 1);

    // One that sends nothing is not kept for the idle timeout (a minute): closed after its grace.
    const idle = await open(port);
    const openedAt = Date.now();
    await idle.closed;
    assert.ok(Date.now() - openedAt >= OVER_BOUND_GRACE_MS - 100, 'given its grace to send a request');
    assert.equal(idle.received(), '', 'closed unanswered');

    // The connections within the bound are served on; one closed frees its slot.
    assert.match(await ask(port, held[0]!.socket, held[0]!.received), /^HTTP\/1.1 200 /);
    held[1]!.socket.destroy();
    await held[1]!.closed;
    const next = await eventually(async () => {
      const c = await open(port);
      const got = await ask(port, c.socket, c.received);
      if (!got.startsWith('HTTP/1.1 200 ')) throw new Error(got);
      return c;
    });
    next.socket.destroy();
    held[0]!.socket.destroy();
  } finally {
    await app.close();
    await ctx.close();
  }
});

test("a trusted proxy's address carries many clients' connections: not bounded", async () => {
  const ctx = await createTestContext({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1', TRUST_PROXY: 'loopback' });
  const app = await buildPartnerApp(ctx.platform);
  try {
    const port = await listening(app);
    const held = [await open(port), await open(port), await open(port)];
    for (const { socket, received } of held) assert.match(await ask(port, socket, received), /^HTTP\/1.1 200 /);
    for (const { socket } of held) socket.destroy();
  } finally {
    await app.close();
    await ctx.close();
  }
});

test('on the mTLS listener the bound counts connections whose handshake completed', async () => {
  const ctx = await createTestContext({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1' });
  const identity = await generateServerIdentity();
  const mtls = await buildMtlsApp(ctx.platform, identity);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await listening(mtls);
    const partner = await ctx.adminCall({
      method: 'POST',
      url: '/admin/partners',
      payload: { name: 'Held connections', authMethod: 'MTLS', capabilities: ['sites:read'], siteIds: [await ctx.site()] },
    });
    const leaf = await makeCert();
    const registered = await ctx.adminCall({
      method: 'POST',
      url: `/admin/partners/${partner.json().partnerId}/certificates`,
      payload: { pem: leaf.certPem },
    });
    assert.equal(registered.statusCode, 201, registered.body);
    // The first connection, kept alive by its agent.
    assert.equal((await eventually(() => tlsRequest(mtls, identity, '/v1/me', leaf, { agent }))).status, 200);
    const second = await tlsRequest(mtls, identity, '/v1/me', leaf);
    assert.equal(second.status, 503, second.body);
    assert.equal(second.json().code, 'service_unavailable');
    assert.equal(second.headers.connection, 'close');
    const again = await tlsRequest(mtls, identity, '/v1/me', leaf, { agent });
    assert.equal(again.status, 200, 'the connection within the bound serves on');
    assert.ok(again.reusedSocket);
    assert.equal(await shed(ctx, 'mtls'), 1);
  } finally {
    agent.destroy();
    await mtls.close();
    await ctx.close();
  }
});

test('HTTP_MAX_CONNECTIONS_PER_ADDRESS: 256 by default, 0 for no bound, anything else but a whole number refused at start', () => {
  const env = { ADMIN_TOKEN: 'a'.repeat(32), DATABASE_URL: 'memory://' };
  assert.equal(loadConfig(env).httpMaxConnectionsPerAddress, 256);
  assert.equal(loadConfig({ ...env, HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0' }).httpMaxConnectionsPerAddress, 0);
  assert.equal(loadConfig({ ...env, HTTP_MAX_CONNECTIONS_PER_ADDRESS: '100000' }).httpMaxConnectionsPerAddress, 100_000);
  for (const bad of ['-1', '1.5', 'many', '100001', ' 5', '1e3'])
    assert.throws(() => loadConfig({ ...env, HTTP_MAX_CONNECTIONS_PER_ADDRESS: bad }), /HTTP_MAX_CONNECTIONS_PER_ADDRESS/, bad);
});
