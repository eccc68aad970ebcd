// The edge firewall through HTTP: the window per source address (counted
// across partners and unauthenticated calls, a bare 403 for the rest of the
// window), TRUST_PROXY, the admin listener, and the managed rules on both
// sides: what they refuse, and requests the spec allows that they let pass.
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { SPEC_LIMITS } from '../../../src/gateway/limits/limits.ts';
import type { TestContext } from '../../helpers/context.ts';
import { specLimitsWith, UNTHROTTLED } from '../../helpers/gateway.ts';
import { gatewayContext } from '../fixtures.ts';

type Inject = InjectOptions;

function assertBare403(res: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string) {
  assert.equal(res.statusCode, 403, what);
  assert.equal(res.body, '', `${what}: no body`);
  assert.equal(res.headers['content-type'], undefined, `${what}: no problem document`);
}

describe('window per source address', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await gatewayContext(specLimitsWith({ firewall: { requests: 5, windowSeconds: 300 } }), { TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' });
  });
  after(() => ctx.close());

  const from = (remoteAddress: string, options: Inject) => ctx.app.inject({ ...options, remoteAddress });

  test("every request counts, unauthenticated ones and other partners' included; over the allowance a bare 403 until the window ends", async () => {
    ctx.clock.set('2026-05-01T10:00:00.000Z');
    const [a, b] = [await ctx.partner(), await ctx.partner()];
    const ip = '198.51.100.1';
    const me = (token: string) => from(ip, { method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
    assert.equal((await from(ip, { method: 'GET', url: '/v1/ping' })).statusCode, 200);
    assert.equal(
      (
        await from(ip, {
          method: 'POST',
          url: '/oauth2/token',
          payload: 'grant_type=client_credentials',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
      401,
    );
    assert.equal((await me(a.token)).statusCode, 200);
    assert.equal((await me(b.token)).statusCode, 200);
    assert.equal((await me('not-a-token')).statusCode, 401);

    assertBare403(await me(a.token), 'sixth request');
    assertBare403(await from(ip, { method: 'GET', url: '/v1/ping' }), 'ping from the blocked address');
    assert.equal((await from('198.51.100.2', { method: 'GET', url: '/v1/ping' })).statusCode, 200, 'another address is not affected');

    ctx.clock.set('2026-05-01T10:04:59.999Z');
    assertBare403(await me(b.token), 'the rest of the window');
    ctx.clock.set('2026-05-01T10:05:00.000Z');
    assert.equal((await me(b.token)).statusCode, 200, 'a new window');
  });

  test('X-Forwarded-For is believed only from the proxies TRUST_PROXY names', async () => {
    ctx.clock.set('2026-05-01T11:00:00.000Z');
    const via = (proxy: string, client: string) => from(proxy, { method: 'GET', url: '/v1/ping', headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 5; i++) assert.equal((await via(i % 2 ? '10.0.0.1' : '10.0.1.7', '203.0.113.50')).statusCode, 200);
    assertBare403(await via('10.0.0.1', '203.0.113.50'), 'the client behind the proxy is counted, whichever proxy');
    assert.equal((await via('10.0.0.1', '203.0.113.51')).statusCode, 200, 'another client behind the same proxy');
    // An untrusted peer cannot borrow or spoil someone else's allowance.
    assert.equal((await via('192.0.2.99', '203.0.113.50')).statusCode, 200);
    for (let i = 0; i < 4; i++) await via('192.0.2.99', `203.0.113.${60 + i}`);
    assertBare403(await via('192.0.2.99', '203.0.113.70'), 'counted by its own address');
  });

  test('IPv6 addresses count per /64', async () => {
    ctx.clock.set('2026-05-01T12:00:00.000Z');
    for (let i = 1; i <= 5; i++) assert.equal((await from(`2001:db8:1:2::${i}`, { method: 'GET', url: '/v1/ping' })).statusCode, 200);
    assertBare403(await from('2001:db8:1:2:ffff::9', { method: 'GET', url: '/v1/ping' }), 'same /64');
    assert.equal((await from('2001:db8:1:3::1', { method: 'GET', url: '/v1/ping' })).statusCode, 200, 'next /64');
  });

  test('the admin listener has no firewall: a blocked address still reaches the back office', async () => {
    ctx.clock.set('2026-05-01T13:00:00.000Z');
    for (let i = 0; i < 6; i++) await from('198.51.100.9', { method: 'GET', url: '/v1/ping' });
    assertBare403(await from('198.51.100.9', { method: 'GET', url: '/v1/ping' }), 'partner host');
    const admin = await ctx.admin.inject({
      method: 'GET',
      url: '/admin/partners',
      remoteAddress: '198.51.100.9',
      headers: { authorization: `Bearer ${ctx.config.adminToken}` },
    });
    assert.equal(admin.statusCode, 200);
  });
});

describe("the spec's allowance", () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await gatewayContext(SPEC_LIMITS);
  });
  after(() => ctx.close());

  test('2,000 requests per address in 5 minutes are served, the 2,001st is refused', async () => {
    ctx.clock.set('2026-05-02T00:00:00.000Z');
    let served = 0;
    for (let batch = 0; batch < 20; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => ctx.app.inject({ method: 'GET', url: '/v1/ping', remoteAddress: '203.0.113.1' })),
      );
      served += responses.filter((r) => r.statusCode === 200).length;
    }
    assert.equal(served, 2_000);
    assertBare403(await ctx.app.inject({ method: 'GET', url: '/v1/ping', remoteAddress: '203.0.113.1' }), 'request 2,001');
  });
});

describe('managed rules', () => {
  let ctx: TestContext;
  let token: string;
  let address = 0;
  let raw: (request: string) => Promise<string>;
  before(async () => {
    ctx = await gatewayContext(specLimitsWith({ tiers: UNTHROTTLED.tiers }));
    token = (await ctx.partner()).token;
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (ctx.app.server.address() as AddressInfo).port;
    raw = (request) =>
      new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => (data += chunk));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
  });
  after(() => ctx.close());

  // A fresh address per request, so the window never answers for the rules.
  const send = (options: Inject) => {
    address += 1;
    return ctx.app.inject({
      ...options,
      remoteAddress: `192.0.2.${address}`,
      headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) },
    });
  };

  // Sent on a real socket, byte for byte: an injector (or any client) would
  // normalise dot segments away before they reach the server.
  test('refused with a bare 403: traversal, control bytes in the request line, oversized or too many headers', async () => {
    const get = (target: string, headers = '') =>
      `GET ${target} HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${token}\r\n${headers}Connection: close\r\n\r\n`;
    const refused: Array<[string, string]> = [
      ['dot-dot segment', get('/v1/../admin/partners')],
      ['dot segment', get('/v1/./me')],
      ['encoded dot-dot', get('/v1/sites/%2e%2e')],
      ['encoded slash and dots', get('/v1/sites/..%2F..%2Fetc%2Fpasswd')],
      ['double-encoded dots', get('/v1/sites/%252e%252e/x')],
      ['backslash traversal', get('/v1/sites/..\\..\\x')],
      ["control byte in the request line (Node's parser)", get('/v1/ping\u0001')],
      ['a header over 8 KB', get('/v1/me', `X-Padding: ${'a'.repeat(8_200)}\r\n`)],
      ['over 100 headers', get('/v1/me', Array.from({ length: 101 }, (_, i) => `X-H${i}: 1\r\n`).join(''))],
    ];
    for (const [what, request] of refused) {
      const answer = await raw(request);
      assert.match(answer, /^HTTP\/1\.1 403 Forbidden\r\n/i, what);
      assert.doesNotMatch(answer, /content-type/i, `${what}: no problem document`);
      assert.ok(answer.endsWith('\r\n\r\n'), `${what}: no body`);
    }
    assert.match(await raw(get('/v1/me')), /^HTTP\/1\.1 200 OK\r\n/, 'the same request without the fault');
  });

  test("other requests Node's parser refuses are problem documents, not the firewall's 403", async () => {
    const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: a\r\n${headers}Connection: close\r\n\r\n`;
    const overflow = await raw(get('/v1/me', `X-Big: ${'a'.repeat(20_000)}\r\n`));
    assert.match(overflow, /^HTTP\/1\.1 431 /, 'headers over 16 KiB');
    assert.match(overflow, /content-type: application\/problem\+json/i);
    const badHeader = await raw(get('/v1/me', 'X-A\u0001: y\r\n'));
    assert.match(badHeader, /^HTTP\/1\.1 400 /, 'a control byte in a header name');
    assert.match(badHeader, /"code":"invalid_request"/);
  });

  test('injected requests meet the same rules (header sizes)', async () => {
    assertBare403(await send({ method: 'GET', url: '/v1/me', headers: { 'x-padding': 'a'.repeat(8_200) } }), 'a header over 8 KB');
    assertBare403(
      await send({ method: 'GET', url: '/v1/me', headers: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`x-h${i}`, '1'])) }),
      'over 100 headers',
    );
  });

  test('let through, answered by the API: what the spec allows and malformed input it gives codes to', async () => {
    const allowed: Array<[string, Inject, number]> = [
      ['a plain call', { method: 'GET', url: '/v1/me' }, 200],
      ['dots inside a segment', { method: 'GET', url: '/v1/sites/1.5' }, 400],
      ['three dots', { method: 'GET', url: '/v1/sites/...' }, 400],
      ['encoded NUL in a path id is invalid_site_id', { method: 'GET', url: '/v1/sites/%00' }, 400],
      ['traversal-looking search text', { method: 'GET', url: '/v1/products?q=..%2F..%2Fetc&siteId=1' }, 200],
      ['encoded control bytes in the query', { method: 'GET', url: '/v1/me?x=%01' }, 400],
      ['a 2,048-character cursor', { method: 'GET', url: `/v1/products?cursor=${'a'.repeat(2_048)}` }, 400],
      ['a header of exactly 8 KB', { method: 'GET', url: '/v1/me', headers: { 'x-padding': 'a'.repeat(8_192 - 'x-padding'.length) } }, 200],
      [
        '100 headers',
        { method: 'GET', url: '/v1/me', headers: Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`x-h${i}`, '1'])) },
        200,
      ],
      [
        'a JSON body with dots and control characters',
        { method: 'POST', url: '/v1/shipping/quote', payload: { note: '../..\u0001' } },
        400,
      ],
    ];
    for (const [what, options, status] of allowed) {
      const res = await send(options);
      assert.equal(res.statusCode, status, `${what}: ${res.body.slice(0, 200)}`);
      if (status >= 400) assert.match(String(res.headers['content-type']), /^application\/problem\+json/, what);
    }
  });
});
