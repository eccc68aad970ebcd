// HTTP that Node's parser refuses (an unknown method, broken framing) is
// answered at the socket, before any route; that answer logs its end line at
// info like every other, with the request id the client was sent, the status,
// and the target with credential-like query values redacted.
import assert from 'node:assert/strict';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { setTimeout as setTimeoutPromise } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { clientErrorHandler } from '../../src/http/responses/client-errors.ts';
import { problem } from '../../src/errors/catalogue.ts';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { createTestContext } from '../helpers/context.ts';

function capture() {
  const lines: Array<{ level: string; fields: Record<string, any>; message: string }> = [];
  const at =
    (level: string) =>
    (fields: Record<string, any>, message: string): void => {
      lines.push({ level, fields, message });
    };
  const log = { info: at('info'), debug: at('debug'), warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger;
  return { lines, log };
}

function fakeSocket() {
  let written = '';
  const socket = {
    destroyed: false,
    writable: true,
    remoteAddress: '203.0.113.9',
    write: (text: string) => void (written += text),
    destroy: () => void (socket.destroyed = true),
  };
  return { socket: socket as unknown as Socket, written: () => written };
}

const parserError = (code: string, raw: string) => Object.assign(new Error(`Parse Error: ${code}`), { code, rawPacket: Buffer.from(raw) });

test('an unknown method and broken framing each log their end line at info, with the id and status the client got', () => {
  const { lines, log } = capture();
  const handler = clientErrorHandler(
    () => log,
    () => problem('method_not_allowed', 'Method FOO is not allowed here.', { allow: 'GET, HEAD' }),
  );
  for (const [error, status] of [
    [parserError('HPE_INVALID_METHOD', 'FOO /v1/ping?access_token=s3cret&x=1 HTTP/1.1\r\nHost: api.test\r\n\r\n'), 405],
    [parserError('HPE_INVALID_HEADER_TOKEN', 'GET /v1/ping HTTP/1.1\r\nBad Header\r\n\r\n'), 400],
  ] as const) {
    const { socket, written } = fakeSocket();
    handler(error, socket);
    const sentId = /X-Request-Id: (\S+)/.exec(written())![1];
    assert.match(written(), new RegExp(`^HTTP/1.1 ${status} `));
    const line = lines.at(-1)!;
    assert.equal(line.level, 'info');
    assert.equal(line.message, 'malformed HTTP request');
    assert.equal(line.fields.requestId, sentId);
    assert.equal(line.fields.res.statusCode, status);
    assert.equal(line.fields.req.remoteAddress, '203.0.113.9');
  }
  assert.equal(lines[0]!.fields.req.method, 'FOO');
  assert.equal(lines[0]!.fields.req.url, '/v1/ping?access_token=[redacted]&x=1');
  assert.doesNotMatch(JSON.stringify(lines), /s3cret/);
});

// The logger's own `req` serializer runs only when the line is written (at info or below): a listener
// built as the service builds it, logging at info, sees what a fake logger cannot.
test('a partner listener logging at info answers every request Node refuses, logs it, and goes on serving', async () => {
  const ctx = await createTestContext();
  const lines: Array<Record<string, any>> = [];
  const app = await buildPartnerApp(ctx.platform, { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(text));
        let answer = '';
        socket.on('data', (chunk) => void (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
        socket.setTimeout(10_000, () => socket.destroy());
      });
    const big = 'x'.repeat(20_000);
    const cases: Array<[string, number, string]> = [
      [`GET /v1/ping HTTP/1.1\r\nHost: localhost\r\nX-Big: ${big}\r\n\r\n`, 431, 'request_headers_too_large'],
      [`GET /v1/orders?x=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 431, 'request_headers_too_large'],
      ['GET /v1/ping HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n', 400, 'invalid_request'],
      ['POST /v1/orders HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n', 400, 'invalid_request'],
      [
        'GET /v1/ping HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        400,
        'invalid_request',
      ],
      ['FOO /v1/ping?access_token=s3cret HTTP/1.1\r\nHost: localhost\r\n\r\n', 405, 'method_not_allowed'],
    ];
    for (const [request, status, code] of cases) {
      const answer = await raw(request);
      assert.match(answer, new RegExp(`^HTTP/1.1 ${status} `), `${request.slice(0, 40)}: ${answer.slice(0, 80)}`);
      assert.equal(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).code, code);
      const ping = await fetch(`http://127.0.0.1:${port}/v1/ping`);
      assert.equal(ping.status, 200, 'the listener still serves');
    }
    // An expectation other than 100-continue is ignored (RFC 9110 §10.1.1), never Node's bare 417.
    for (const expect of ['x-custom', '200-ok', 'foo=bar']) {
      const answer = await raw(`GET /v1/ping HTTP/1.1\r\nHost: localhost\r\nExpect: ${expect}\r\nConnection: close\r\n\r\n`);
      assert.match(answer, /^HTTP\/1.1 200 /, `${expect}: ${answer.slice(0, 80)}`);
      assert.match(answer, /\r\nx-request-id: /i);
    }
    // CONNECT is no route's: answered as any method no route takes, never a connection closed unanswered.
    const connectAnswer = await raw('CONNECT x:1 HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(connectAnswer, /^HTTP\/1.1 501 /);
    assert.equal(JSON.parse(connectAnswer.slice(connectAnswer.indexOf('\r\n\r\n') + 4)).code, 'not_implemented');
    assert.equal((await fetch(`http://127.0.0.1:${port}/v1/ping`)).status, 200);
    // A control byte in the target is the firewall's (a managed rule): its bare 403, counted and logged as the rule's other refusals.
    const firewall = async () =>
      ((await ctx.platform.metrics.registry.getSingleMetric('partner_api_gateway_refusals_total')!.get()).values.find(
        (v) => v.labels.kind === 'firewall',
      )?.value ?? 0) as number;
    const before = await firewall();
    assert.match(await raw('GET /v1/ping\u0001 HTTP/1.1\r\nHost: localhost\r\n\r\n'), /^HTTP\/1.1 403 Forbidden\r\nContent-Length: 0\r\n/);
    assert.equal(await firewall(), before + 1);
    assert.equal((await fetch(`http://127.0.0.1:${port}/v1/ping`)).status, 200);
    await app.close();
    assert.ok(lines.some((line) => line.msg === 'firewall: managed rule refused the request' && line.rule === 'control-bytes'));
    assert.ok(
      lines.some((line) => line.req?.method === 'CONNECT' && line.res?.statusCode === 501),
      'the CONNECT has its end line',
    );
    const refused = lines.filter((line) => line.msg === 'malformed HTTP request');
    assert.deepEqual(
      refused.map((line) => line.res.statusCode),
      cases.map(([, status]) => status),
      'one line each',
    );
    for (const line of refused) assert.equal(line.req.remoteAddress, '127.0.0.1');
    assert.doesNotMatch(JSON.stringify(lines), /s3cret/);
  } finally {
    await app.close();
    await ctx.close();
  }
});

// A body that stops arriving: Node gives up on it at the request timeout, below the routes.
test('a body that stops arriving: answered 408 with the id of its own end line, or, already answered, closed without a second answer', async () => {
  const ctx = await createTestContext({
    HTTP_REQUEST_TIMEOUT_MS: '800',
    HTTP_HEADERS_TIMEOUT_MS: '400',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
  });
  const lines: Array<Record<string, any>> = [];
  const app = await buildPartnerApp(ctx.platform, { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    /** Sends the head and a part of a 100-byte body, then nothing: everything the server sends until it closes. */
    const stalled = (path: string, headers = '') =>
      new Promise<string>((resolve) => {
        const socket: Socket = connect(port, '127.0.0.1', () =>
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`,
          ),
        );
        let answer = '';
        socket.on('data', (chunk) => void (answer += chunk.toString('latin1')));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
        socket.setTimeout(10_000, () => socket.destroy());
      });
    const idsOf = (answer: string) => [...answer.matchAll(/^x-request-id: (\S+)\r$/gim)].map((m) => m[1]!);
    const linesOf = (id: string) => lines.filter((line) => line.reqId === id || line.requestId === id);
    // The token endpoint reads the body before anything else: unanswered when Node gives up. A partner route
    // refuses a bad bearer token before its body: answered, then the body stops.
    for (const [path, headers, expected] of [
      ['/oauth2/token', '', 408],
      ['/v1/orders', 'Authorization: Bearer not-a-token\r\n', 401],
      ['/v1/orders/100001/items/500001/artwork', '', 401],
    ] as const) {
      const answer = await stalled(path, headers);
      const statuses = [...answer.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((m) => Number(m[1]));
      assert.deepEqual(statuses, [expected], `${path}: one answer (${answer.slice(0, 200)})`);
      const [id] = idsOf(answer);
      // The request's own end line follows its connection's close (its body's error reaches the routes after it).
      for (let waited = 0; linesOf(id!).length < (expected === 408 ? 2 : 1) && waited < 10_000; waited += 20) await setTimeoutPromise(20);
      const own = linesOf(id!).map((line) => [line.msg, line.res?.statusCode]);
      if (expected === 401) assert.deepEqual(own, [['request completed', 401]], `${path}: its one end line, no 408 after`);
      else
        assert.deepEqual(
          own,
          [
            ['malformed HTTP request', 408],
            ['request abandoned', 400],
          ],
          `${path}: the 408 and the request's own end line, under the id the client got`,
        );
    }
    assert.equal(lines.filter((line) => line.msg === 'malformed HTTP request').length, 1, 'no line for a second answer');
  } finally {
    await app.close();
    await ctx.close();
  }
});
