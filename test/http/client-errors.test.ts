// HTTP that Node's parser refuses (an unknown method, broken framing) is
// answered at the socket, before any route; that answer logs its end line at
// info like every other, with the request id the client was sent, the status,
// and the target with credential-like query values redacted.
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { clientErrorHandler } from '../../src/http/responses/client-errors.ts';
import { problem } from '../../src/errors/catalogue.ts';

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
