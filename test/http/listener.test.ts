// What happens below the routes, on a real listener: timeouts cut off slow
// clients, and Node's own refusals of broken HTTP are problem documents that
// close the connection. Raw sockets, because HTTP clients refuse to send these.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';

let ctx: TestContext;
let port: number;
before(async () => {
  ctx = await createTestContext({ HTTP_REQUEST_TIMEOUT_MS: '800', HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_KEEP_ALIVE_TIMEOUT_MS: '300' });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as { port: number }).port;
});
after(() => ctx.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** ms from the first byte sent until the connection closed. */
  closedAfterMs: number;
  /** The server closed it (not this client's own give-up after GIVE_UP_MS). */
  closedByServer: boolean;
}

/**
 * The client's own limit. The timeouts under test are set far below it (300–800 ms) and Fastify's
 * defaults far above it (a 72 s keep-alive), so "closed by the server before the client gave up"
 * proves the configured timeout acted, without a wall-clock budget a loaded machine could miss.
 */
const GIVE_UP_MS = 10_000;

/** Sends `chunks` (strings, or numbers = pause in ms) and reads until the server closes. */
function raw(chunks: Array<string | number>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let gaveUp = false;
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (data += d));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, closedAfterMs: Date.now() - started, closedByServer: !gaveUp });
    });
    (async () => {
      for (const chunk of chunks) {
        if (typeof chunk === 'number') await new Promise((r) => setTimeout(r, chunk));
        else if (!socket.destroyed) socket.write(chunk, 'latin1');
      }
    })().catch(reject);
    setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, GIVE_UP_MS);
  });
}

function assertRawProblem(answer: RawAnswer, status: number, code: string) {
  assert.equal(answer.status, status, JSON.stringify(answer));
  assert.match(answer.headers['content-type'] ?? '', /^application\/problem\+json/);
  assert.equal(answer.headers.connection, 'close');
  const body = JSON.parse(answer.body);
  assert.equal(body.code, code);
  assert.equal(body.status, status);
  assert.equal(typeof body.requestId, 'string');
}

describe('listener timeouts', () => {
  test('a body trickling slower than the request timeout is cut off with 408', async () => {
    const trickle: Array<string | number> = [
      'POST /oauth2/token HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n',
    ];
    for (let i = 0; i < 40; i++) trickle.push(100, 'a');
    const answer = await raw(trickle);
    assertRawProblem(answer, 408, 'request_timeout');
    // The trickle would take 4 s and never complete the body: only the server's timeout ends it.
    assert.ok(answer.closedByServer, `closed after ${answer.closedAfterMs} ms by the client`);
  });

  test('headers that never finish are cut off too', async () => {
    const answer = await raw(['GET /v1/me HTTP/1.1\r\nHost: api.test\r\n', 300, 'X-Slow: 1\r\n', 300, 'X-Slower: 1\r\n', 2_000]);
    assert.ok(answer.closedByServer, `closed after ${answer.closedAfterMs} ms by the client`);
    assert.ok(answer.status === 408 || Number.isNaN(answer.status), `status ${answer.status}`);
  });

  test('headers that stop arriving mid-line are answered 408 (the idle timeout sits above the request timeout), not dropped', async () => {
    const answer = await raw(['GET /v1/me HTTP/1.1\r\nHost: api.test\r\nX-Half', 5_000]);
    assertRawProblem(answer, 408, 'request_timeout');
    assert.ok(answer.closedByServer, `closed after ${answer.closedAfterMs} ms by the client`);
  });

  test('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const answer = await raw(['GET /v1/openapi.json HTTP/1.1\r\nHost: api.test\r\n\r\n', 3_000]);
    assert.equal(answer.status, 200);
    assert.ok(answer.closedByServer, `closed after ${answer.closedAfterMs} ms by the client`);
  });
});

describe("Node's refusals of broken HTTP are problem documents with Connection: close", () => {
  test('a method Node does not know: 405 with Allow on a known path, 501 elsewhere (as the app answers QUERY or TRACE)', async () => {
    const known = await raw(['FROB /v1/me HTTP/1.1\r\nHost: api.test\r\n\r\n']);
    assertRawProblem(known, 405, 'method_not_allowed');
    assert.equal(known.headers.allow, 'GET, HEAD');
    assertRawProblem(await raw(['FROB /v1/nowhere HTTP/1.1\r\nHost: api.test\r\n\r\n']), 501, 'not_implemented');
  });

  test('a request line that is not one', async () => {
    assertRawProblem(await raw(['FR OB /v1/me HTTP/1.1\r\nHost: api.test\r\n\r\n']), 400, 'invalid_request');
  });

  test('invalid header name', async () => {
    assertRawProblem(await raw(['GET /v1/me HTTP/1.1\r\nHost: api.test\r\nBad Header: x\r\n\r\n']), 400, 'invalid_request');
  });

  test('headers above 16 KiB: 431', async () => {
    assertRawProblem(
      await raw([`GET /v1/me HTTP/1.1\r\nHost: api.test\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`]),
      431,
      'request_headers_too_large',
    );
  });

  test('missing Host on HTTP/1.1', async () => {
    assertRawProblem(await raw(['GET /v1/me HTTP/1.1\r\nConnection: keep-alive\r\n\r\n']), 400, 'invalid_request');
  });

  test('a second Host line, whatever either says (RFC 9112 §3.2)', async () => {
    for (const [first, second] of [
      ['api.test', 'evil.example:99999'],
      ['api.test', 'api.test'],
      ['api.test', ''],
    ]) {
      const answer = await raw([`GET /v1/ping HTTP/1.1\r\nHost: ${first}\r\nhOsT: ${second}\r\n\r\n`]);
      assertRawProblem(answer, 400, 'invalid_request');
      assert.match(JSON.parse(answer.body).detail, /more than one Host/);
    }
  });

  test('Transfer-Encoding on HTTP/1.0, with or without Content-Length, on any method (RFC 9112 §6.1: faulty framing)', async () => {
    for (const line of ['POST /v1/orders HTTP/1.0', 'GET /v1/ping HTTP/1.0']) {
      const answer = await raw([`${line}\r\nHost: api.test\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`]);
      assertRawProblem(answer, 400, 'invalid_request');
      assert.match(JSON.parse(answer.body).detail, /HTTP\/1\.0 request cannot carry Transfer-Encoding/);
    }
    // With Content-Length as well, Node's parser refuses it first.
    const both = 'POST /v1/orders HTTP/1.0\r\nHost: api.test\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n';
    assertRawProblem(await raw([both]), 400, 'invalid_request');
    // HTTP/1.1 chunked stays the ordinary framing it is.
    assert.equal(
      (await raw(['GET /v1/ping HTTP/1.1\r\nHost: api.test\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n'])).status,
      200,
    );
  });

  test('garbage instead of a request line', async () => {
    assertRawProblem(await raw(['\u0001\u0002 not http at all\r\n\r\n']), 400, 'invalid_request');
  });
});
