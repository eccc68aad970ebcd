// The storage host's listener is guarded as the API's are, through real
// sockets: its timeouts, broken HTTP and CONNECT answered in its own plain
// text with their lines logged, Expect handled as RFC 9110 allows, and a
// missing, repeated or invalid Host refused.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { MAX_PIPELINED } from '../../src/http/responses/pipelined.ts';
import { test } from 'node:test';
import { withBareHost, exchange, headerOf, rawConnection, requestsArrived, statusOf } from './bare-host.ts';

test('a missing, repeated or invalid Host is a plain-text 400 that closes the connection, with its line', () =>
  withBareHost(async (host) => {
    const target = host.target('GET', 'artwork/1/1/rsv_h/a.pdf');
    for (const [headers, reason] of [
      ['', 'host_missing'],
      ['Host: 127.0.0.1\r\nHost: elsewhere.example\r\n', 'host_repeated'],
      ['Host: bad host\r\n', 'host_invalid'],
    ] as const) {
      const answer = await exchange(host.port, `GET ${target} HTTP/1.1\r\n${headers}\r\n`);
      assert.equal(statusOf(answer), 400, `${reason}: ${answer}`);
      assert.equal(headerOf(answer, 'content-type'), 'text/plain; charset=utf-8');
      assert.equal(headerOf(answer, 'connection'), 'close');
      assert.match(answer, /\r\n\r\nInvalidRequest: /);
      assert.equal(host.entries.at(-1)?.reason, reason);
    }
  }));

test('an Expect other than 100-continue is ignored; 100-continue is answered, then the body stored', () =>
  withBareHost(async (host) => {
    const other = await exchange(
      host.port,
      `PUT ${host.target('PUT', 'artwork/1/1/rsv_e/a.pdf')} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nExpect: something-else\r\nConnection: close\r\n\r\nbytes`,
    );
    assert.equal(statusOf(other), 200, other);
    const { socket, answer } = rawConnection(host.port);
    const continued = new Promise<void>((done) => socket.on('data', (chunk) => chunk.includes('100 Continue') && done()));
    socket.write(
      `PUT ${host.target('PUT', 'artwork/1/1/rsv_c/a.pdf')} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await continued;
    socket.write('bytes');
    const text = await answer;
    assert.match(text, /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
  }));

test('broken HTTP is a plain-text 400 and CONNECT a plain-text 404, each closing its connection, each logged', () =>
  withBareHost(async (host) => {
    for (const [request, status, method] of [
      ['GET /o/x HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n', 400, ''],
      ['CONNECT elsewhere.example:443 HTTP/1.1\r\nHost: elsewhere.example:443\r\n\r\n', 404, 'CONNECT'],
    ] as const) {
      const answer = await exchange(host.port, request);
      assert.equal(statusOf(answer), status, answer);
      assert.equal(headerOf(answer, 'content-type'), 'text/plain; charset=utf-8');
      assert.equal(headerOf(answer, 'connection'), 'close');
      assert.doesNotMatch(answer, /problem\+json|"type"/);
      assert.equal(host.entries.at(-1)?.status, status);
      assert.equal(host.entries.at(-1)?.method, method);
    }
    assert.equal((await fetch(`${host.base}/o/missing`)).status, 403, 'still serving');
  }));

test("the listener's timeouts: headers that never finish are a 408, and so is an upload the request timeout cuts, logged as such and leaving nothing", () =>
  withBareHost(
    async (host) => {
      const stalled = await exchange(host.port, 'GET /o/x HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      assert.equal(statusOf(stalled), 408, stalled);
      assert.equal(headerOf(stalled, 'content-type'), 'text/plain; charset=utf-8');
      const key = 'artwork/1/1/rsv_t/a.pdf';
      const arrived = requestsArrived(host.server, 1);
      const logged = host.nextEntry((e) => e.key === key);
      const { socket, answer } = rawConnection(host.port);
      socket.write(`PUT ${host.target('PUT', key)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nhalf`);
      await arrived;
      assert.equal(statusOf(await answer), 408);
      assert.deepEqual(await logged, { method: 'PUT', key, status: 408, reason: 'request_timeout' });
      assert.deepEqual(host.files(), []);
    },
    { requestTimeoutMs: 400, headersTimeoutMs: 300, keepAliveTimeoutMs: 200, idleTimeoutMs: 10_000, sendStallMs: 10_000 },
  ));

test('a download its client stopped reading closes its connection, logged as such and as a download the client cut', () =>
  withBareHost(
    async (host) => {
      const key = 'artwork/1/1/rsv_s/big.pdf';
      // Larger than the kernel's buffers on both ends of a loopback connection hold.
      await host.disk.write(key, Readable.from([Buffer.alloc(24 * 1024 * 1024, 7)]));
      const stopped = host.nextEntry((e) => e.reason === 'stopped_reading');
      const download = host.nextEntry((e) => e.key === key);
      const { socket } = rawConnection(host.port);
      socket.on('data', () => socket.pause());
      socket.write(`GET ${host.target('GET', key)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      assert.deepEqual(await stopped, { method: '', key: '', status: 499, reason: 'stopped_reading' });
      assert.deepEqual(await download, { method: 'GET', key, status: 200, reason: 'client_closed' });
      socket.destroy();
    },
    { requestTimeoutMs: 5000, headersTimeoutMs: 3000, keepAliveTimeoutMs: 2000, idleTimeoutMs: 10_000, sendStallMs: 500 },
  ));

test('connections past the per-address bound are told so in plain text and closed; one closing makes room', () =>
  withBareHost(
    async (host) => {
      const key = 'artwork/1/1/rsv_b/a.pdf';
      await host.disk.write(key, Readable.from([Buffer.from('bytes')]));
      const get = `GET ${host.target('GET', key)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
      // Two connections held open (keep-alive, each answered once): the bound.
      const held = [rawConnection(host.port), rawConnection(host.port)];
      for (const { socket, answer } of held) {
        socket.write(get);
        assert.equal(statusOf(await answer), 200);
      }
      // Its line, whenever the held GETs' own lines (logged once their downloads resolve) come.
      const refusedLine = host.nextEntry((entry) => entry.status === 503);
      const third = await exchange(host.port, get);
      assert.equal(statusOf(third), 503, third);
      assert.equal(headerOf(third, 'connection'), 'close');
      assert.equal(headerOf(third, 'retry-after'), '1');
      assert.match(third, /\r\n\r\nSlowDown: /);
      assert.deepEqual(await refusedLine, { method: 'GET', key: '', status: 503, reason: 'connections_per_address' });
      const closed = new Promise((done) => held[0]!.socket.on('close', done));
      held[0]!.socket.destroy();
      await closed;
      // The host hears of the close on its own side a moment later.
      for (let tries = 0; ; tries++) {
        const again = await exchange(host.port, get.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
        if (statusOf(again) === 200) break;
        assert.ok(tries < 100, `never admitted again: ${again}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      held[1]!.socket.destroy();
    },
    undefined,
    { maxConnectionsPerAddress: 2 },
  ));

test('a connection with more answers pipelined unread than the bound is closed, logged as such', () =>
  withBareHost(async (host) => {
    const key = 'artwork/1/1/rsv_p/big.pdf';
    // The first answer fills every buffer between the two ends, so the others queue behind it.
    await host.disk.write(key, Readable.from([Buffer.alloc(24 * 1024 * 1024, 7)]));
    const cut = host.nextEntry((e) => e.reason === 'too_many_pipelined');
    const { socket } = rawConnection(host.port);
    socket.on('data', () => socket.pause());
    const closed = new Promise((done) => socket.on('close', done));
    socket.write(`GET ${host.target('GET', key)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(MAX_PIPELINED + 1));
    assert.deepEqual(await cut, { method: '', key: '', status: 499, reason: 'too_many_pipelined' });
    socket.resume();
    await closed;
  }));

test('HTTP/1.0 with Transfer-Encoding is a plain-text 400 that closes the connection (RFC 9112 §6.1)', () =>
  withBareHost(async (host) => {
    const answer = await exchange(
      host.port,
      `PUT ${host.target('PUT', 'artwork/1/1/rsv_t/a.pdf')} HTTP/1.0\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nbytes\r\n0\r\n\r\n`,
    );
    assert.equal(statusOf(answer), 400, answer);
    assert.match(answer, /\r\n\r\nInvalidRequest: an HTTP\/1\.0 request cannot carry Transfer-Encoding/);
    assert.equal(host.entries.at(-1)?.reason, 'framing_faulty');
    assert.deepEqual(host.files(), []);
  }));

test('a HEAD answers the size and MD5 without opening the bytes, so an object removed meanwhile cannot end the process', () =>
  withBareHost(async (host) => {
    const key = 'artwork/1/1/rsv_head/a.pdf';
    await host.disk.write(key, Readable.from([Buffer.from('bytes')]));
    // A HEAD that opened the bytes (a stream destroyed before its open completed) would come here.
    host.disk.read = async () => {
      throw new Error('a HEAD opened the bytes');
    };
    const line = host.nextEntry((entry) => entry.method === 'HEAD');
    const answer = await exchange(host.port, `HEAD ${host.target('GET', key)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    assert.equal(statusOf(answer), 200, answer);
    assert.equal(headerOf(answer, 'content-length'), '5');
    assert.equal(headerOf(answer, 'etag'), '"4b3a6218bb3e3a7303e8a171a60fcf92"');
    assert.equal(answer.split('\r\n\r\n')[1], '', 'no body');
    assert.deepEqual(await line, { method: 'HEAD', key, status: 200 });
  }));
