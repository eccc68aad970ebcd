// Malformed HTTP framing, sent as raw bytes to a real listener: broken
// request lines, invalid or oversized headers, missing Host, contradictory
// or lying lengths, broken chunked encoding, bare LF line endings.
import { connect } from 'node:net';
import fc from 'fast-check';
import { anyText } from './arbitraries.ts';

const METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'FROB',
  'get',
  'G ET',
  '',
  'CONNECT',
  'TRACE',
  'X'.repeat(300),
];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1x', 'HTTP/9.9', ''];
const TARGET_JUNK = [
  '*',
  'http://api.test/v1/me',
  '/%',
  '//',
  '/v1/me?%',
  ' /v1/me',
  '/v1/\u0000',
  '/v1/me#frag',
  `/${'a'.repeat(9000)}`,
  'no-slash',
];
const HEADER_JUNK = [
  'Bad Header: x',
  'X-Nul: a\u0000b',
  ': empty-name',
  'X-Folded: a\r\n b',
  `X-Big: ${'a'.repeat(17_000)}`,
  'Content-Length: -1',
  'Content-Length: abc',
  'Content-Length: 5\r\nContent-Length: 6',
  'Content-Length: 99999999999999999999',
  'Transfer-Encoding: chunked\r\nContent-Length: 3',
  'Transfer-Encoding: gzip, chunked',
  'Transfer-Encoding: banana',
  'Content-Type: application/json',
  'Content-Type: json',
  'Expect: 100-continue',
  'Connection: upgrade\r\nUpgrade: websocket',
  'Host: a\r\nHost: b',
  'Authorization: Bearer',
  'Authorization: Basic !!!',
];
const BODIES = [
  '',
  '{}',
  '{"a":1}',
  '{',
  'x'.repeat(100),
  '3\r\nabc\r\n0\r\n\r\n',
  'zz\r\nabc\r\n0\r\n\r\n',
  '5\r\nab\r\n',
  '\u0000\u0001\u0002',
];

export function framingArb(paths: string[], token: string): fc.Arbitrary<string> {
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      target: fc.oneof({ arbitrary: fc.constantFrom(...paths), weight: 4 }, { arbitrary: fc.constantFrom(...TARGET_JUNK), weight: 1 }),
      version: fc.constantFrom(...VERSIONS),
      host: fc.constantFrom('Host: api.test', 'Host: api.test', ''),
      auth: fc.constantFrom(`Authorization: Bearer ${token}`, ''),
      junk: fc.array(fc.constantFrom(...HEADER_JUNK), { maxLength: 3 }),
      body: fc.constantFrom(...BODIES),
      eol: fc.constantFrom('\r\n', '\r\n', '\r\n', '\n'),
      garbage: fc.oneof({ arbitrary: fc.constant(null), weight: 7 }, { arbitrary: anyText(60), weight: 1 }),
    })
    .map(({ method, target, version, host, auth, junk, body, eol, garbage }) => {
      if (garbage !== null) return garbage;
      const headers = [host, auth, ...junk].filter(Boolean);
      if (!junk.some((h) => /Content-Length|Transfer-Encoding/.test(h)) && body)
        headers.push(`Content-Length: ${Buffer.byteLength(body, 'latin1')}`);
      return `${method} ${target} ${version}${eol}${headers.join(eol)}${headers.length ? eol : ''}${eol}${body}`;
    });
}

export interface RawAnswer {
  /** null when the server closed without answering. */
  status: number | null;
  contentType?: string;
  body: string;
  ms: number;
}

/** Sends bytes, reads the first answer (or the close); gives up after 5 s (status null, ms 5000+). */
export function sendRaw(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const end = data.indexOf('\r\n\r\n');
      const head = end < 0 ? data : data.slice(0, end);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      const contentType = /\r\ncontent-type: *([^\r\n]*)/i.exec(head)?.[1];
      resolve({
        status: match ? Number(match[1]) : null,
        contentType,
        body: end < 0 ? '' : data.slice(end + 4),
        ms: Math.round(performance.now() - started),
      });
    };
    const timer = setTimeout(finish, 5_000);
    let grace: NodeJS.Timeout | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      data += chunk;
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = /\r\ncontent-length: *(\d+)/i.exec(data.slice(0, end))?.[1];
      if (length !== undefined && Buffer.byteLength(data.slice(end + 4), 'latin1') >= Number(length)) return finish();
      grace ??= setTimeout(finish, 300);
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(bytes, 'latin1');
  });
}
