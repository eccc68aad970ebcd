// The storage host: its own listener (role `storage`, STORAGE_PORT), not the
// API. PUT streams the bytes of a signed upload URL to disk; GET and HEAD
// serve a signed download URL. A stale, tampered or wrongly typed request
// is refused with 403 and a plain-text body of its own (it is a store, not
// the API: no problem document). Logs name the method, object key and
// status only (and the cause of a 500): the query string of a signed URL is
// a credential. Its listener is guarded as the API's are (src/http/app.ts):
// the same timeouts, broken HTTP and CONNECT answered (in plain text), any
// Expect but 100-continue ignored, a missing, repeated or invalid Host a 400,
// connections per address, requests in progress and answers pipelined on one
// connection bounded, and every request 503 once the host begins closing.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../clock.ts';
import { ObjectExists, type LocalDisk } from './local-disk.ts';
import { verify, type Verdict } from './signing.ts';
import { nameServerSpanByRoute } from '../tracing/spans.ts';
import { DEFAULT_HTTP_TIMEOUTS, serverTimeouts, type HttpTimeouts } from '../http/settings.ts';
import { closeStalledReaders } from '../http/pressure/stalled-readers.ts';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../http/pressure/admission.ts';
import { ConnectionsPerAddress } from '../http/pressure/connections.ts';
import { closePipelinedResponses } from '../http/responses/pipelined.ts';
import { clientErrorHandler, connectHandler, type RefusalBody, type RefusalLine } from '../http/responses/client-errors.ts';
import { hasSecondHost, isValidHostHeader } from '../http/host-header.ts';
import { httpErrors } from '../http/errors.ts';

export interface StorageHostOptions {
  disk: LocalDisk;
  secret: Buffer;
  clock: Clock;
  /** DEFAULT_HTTP_TIMEOUTS unless given. */
  timeouts?: HttpTimeouts;
  /** Connections one address may hold open at once (HTTP_MAX_CONNECTIONS_PER_ADDRESS); 0 or unset: no bound. */
  maxConnectionsPerAddress?: number;
  /** Proxies (TRUST_PROXY) whose connections are many clients': never bounded per address. */
  trustProxy?: string[] | null;
  /**
   * Requests held at once (HTTP_MAX_IN_FLIGHT), an upload or a download from its headers until its connection is done
   * with it; past it each further one is refused 503 at once. 0 or unset: no bound.
   */
  maxInFlight?: number;
  /** True once the host begins closing (shutdown): every request is then refused 503 and its connection closed. */
  closing?: () => boolean;
  /**
   * Receives one entry per request (a 500's names its cause); never the query string. A connection closed for its
   * client's conduct (too many answers pipelined unread, an answer no longer read) is a 499 with no key.
   */
  log?: (entry: { method: string; key: string; status: number; reason?: string }) => void;
}

const REFUSALS: Record<Exclude<Verdict, 'ok'>, string> = {
  bad_signature: 'AccessDenied: the URL signature does not match.',
  expired: 'AccessDenied: the URL has expired. Request a new one.',
  wrong_content_type: 'AccessDenied: the Content-Type differs from the one this URL was signed for.',
};

const REQUEST_REFUSALS = {
  framing_faulty: 'InvalidRequest: an HTTP/1.0 request cannot carry Transfer-Encoding.',
  host_missing: 'InvalidRequest: the Host header is required.',
  host_repeated: 'InvalidRequest: the request has more than one Host header.',
  host_invalid: 'InvalidRequest: the Host header is not a valid host name or address with an optional port.',
};

/**
 * RFC 9112 as every listener reads it: Transfer-Encoding in HTTP/1.0 is faulty framing (§6.1); HTTP/1.1 needs Host,
 * one line of it, a valid authority (§3.2).
 */
function requestRefusal(req: IncomingMessage): keyof typeof REQUEST_REFUSALS | null {
  if (req.httpVersion === '1.0' && req.headers['transfer-encoding'] !== undefined) return 'framing_faulty';
  if (req.httpVersion === '1.1' && !req.headers.host) return 'host_missing';
  if (hasSecondHost(req.rawHeaders)) return 'host_repeated';
  if (req.headers.host !== undefined && !isValidHostHeader(req.headers.host)) return 'host_invalid';
  return null;
}

/** What Node refuses before the request listener (client-errors.ts), in the host's plain text. */
const plainText: RefusalBody = (_status, _code, detail) => ({ contentType: 'text/plain; charset=utf-8', body: `${detail}\n` });

/** Seconds a client refused for the host's load or its shutdown is asked to wait: the partner listeners' figure. */
const RETRY_AFTER = String(OVERLOAD_RETRY_AFTER_SECONDS);
const CLOSING = { connection: 'close', 'retry-after': RETRY_AFTER };

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text) + 1,
    ...headers,
  });
  res.end(`${text}\n`);
}

/** Whether an upload failed because its client went away (or was cut off), not here. */
function clientGone(req: IncomingMessage, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return !req.complete && (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE');
}

/** The object key a request names, or '' when it names none. */
function keyOf(url: URL): string {
  try {
    return url.pathname.startsWith('/o/') ? decodeURIComponent(url.pathname.slice(3)) : '';
  } catch {
    return '';
  }
}

/** What a log line says about an unexpected failure: the error's code and message, no stack. */
function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code}: ${error.message}` : error.message;
}

async function handle(
  options: StorageHostOptions,
  timedOut: WeakSet<Socket>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  key: string,
): Promise<{ key: string; status: number; reason?: string }> {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  if (!key || !options.disk.isKey(key) || (method !== 'PUT' && method !== 'GET')) {
    plain(res, 404, 'NotFound');
    return { key, status: 404 };
  }
  const verdict = verify(options.secret, method, key, url.searchParams, options.clock.now(), req.headers['content-type'] ?? null);
  if (verdict !== 'ok') {
    plain(res, 403, REFUSALS[verdict]);
    return { key, status: 403, reason: verdict };
  }
  if (method === 'PUT') {
    try {
      const info = await options.disk.write(key, req);
      res.writeHead(200, { etag: `"${info.md5}"`, 'content-length': 0 });
      res.end();
      return { key, status: 200 };
    } catch (error) {
      if (error instanceof ObjectExists) {
        plain(res, 409, 'Conflict: this object has already been uploaded.');
        return { key, status: 409 };
      }
      // Nobody is left to answer; nothing was stored (the disk removed what it had begun).
      if (clientGone(req, error)) {
        res.destroy();
        return timedOut.has(req.socket) ? { key, status: 408, reason: 'request_timeout' } : { key, status: 499, reason: 'client_closed' };
      }
      throw error;
    }
  }
  // A HEAD opens no stream: one destroyed before its open completed would emit the open's failure (the object
  // removed meanwhile, no descriptor left) with nobody listening, and that ends the process.
  const found = req.method === 'HEAD' ? await options.disk.find(key) : await options.disk.read(key);
  if (!found) {
    plain(res, 404, 'NotFound');
    return { key, status: 404 };
  }
  const { info } = found;
  res.writeHead(200, {
    'content-type': 'application/octet-stream',
    'content-length': info.size,
    etag: `"${info.md5}"`,
    'cache-control': 'private, no-store',
  });
  if (!('stream' in found)) {
    res.end();
    return { key, status: 200 };
  }
  try {
    await pipeline(found.stream, res);
  } catch (error) {
    // The client went away mid-download: its 200 was sent, nothing failed here.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return { key, status: 200, reason: 'client_closed' };
    throw error;
  }
  return { key, status: 200 };
}

export function createStorageHost(options: StorageHostOptions): Server {
  const timeouts = options.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  // Sockets the request timeout cut: an upload ended that way was not the client's doing.
  const timedOut = new WeakSet<Socket>();
  const connections = options.maxConnectionsPerAddress
    ? ConnectionsPerAddress.behind(options.trustProxy, options.maxConnectionsPerAddress)
    : null;
  const maxInFlight = options.maxInFlight ?? 0;
  let inFlight = 0;
  const server = createServer(serverTimeouts(timeouts), (req, res) => {
    if (options.closing?.()) {
      plain(res, 503, `ServiceUnavailable: this host is shutting down; retry after ${RETRY_AFTER} s.`, CLOSING);
      options.log?.({ method: req.method ?? '', key: '', status: 503, reason: 'closing' });
      return;
    }
    if (connections?.past(req.socket)) {
      plain(res, 503, 'SlowDown: this address holds too many connections; retry once one of them has closed.', {
        connection: 'close',
        'retry-after': RETRY_AFTER,
      });
      options.log?.({ method: req.method ?? '', key: '', status: 503, reason: 'connections_per_address' });
      return;
    }
    if (maxInFlight > 0 && inFlight >= maxInFlight) {
      // An upload's unread body is not read only to be thrown away: its connection closes with the refusal.
      plain(res, 503, `SlowDown: this host is at its limit of requests in progress; retry after ${RETRY_AFTER} s.`, {
        'retry-after': RETRY_AFTER,
        ...(req.method === 'PUT' && { connection: 'close' }),
      });
      options.log?.({ method: req.method ?? '', key: '', status: 503, reason: 'in_flight' });
      return;
    }
    inFlight++;
    res.once('close', () => inFlight--);
    const refused = requestRefusal(req);
    if (refused) {
      plain(res, 400, REQUEST_REFUSALS[refused], { connection: 'close' });
      options.log?.({ method: req.method ?? '', key: '', status: 400, reason: refused });
      return;
    }
    // A target URL cannot parse (`//`, `//a:99999/o/x`) names no object: thrown here, in the request
    // listener, it would end the process.
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://storage.invalid');
    } catch {
      plain(res, 400, 'InvalidURI');
      options.log?.({ method: req.method ?? '', key: '', status: 400, reason: 'invalid_target' });
      return;
    }
    const key = keyOf(url);
    // Its one route, as the other listeners' spans are named by theirs (a key is an id, never a span's name).
    if (key) nameServerSpanByRoute(req.method ?? 'HTTP', '/o/:key');
    handle(options, timedOut, req, res, url, key)
      .then((outcome) => options.log?.({ method: req.method ?? '', ...outcome }))
      .catch((error: unknown) => {
        if (!res.headersSent) plain(res, 500, 'InternalError');
        else res.destroy();
        options.log?.({ method: req.method ?? '', key, status: 500, reason: causeOf(error) });
      });
  });
  server.timeout = timeouts.idleTimeoutMs;
  connections?.watch(server);
  // Outermost: answers queued on a connection close with it, and past MAX_PIPELINED of them it is closed.
  closePipelinedResponses(server, () => options.log?.({ method: '', key: '', status: 499, reason: 'too_many_pipelined' }));
  // A download its client stopped reading: the download's own line then says client_closed.
  closeStalledReaders(server, timeouts.sendStallMs, () => options.log?.({ method: '', key: '', status: 499, reason: 'stopped_reading' }));
  // The refusals' end lines, as the host's own: no key, the parser's error code as the reason.
  const lines = () => ({
    info: (line: RefusalLine) =>
      options.log?.({ method: line.req.method ?? '', key: '', status: line.res.statusCode, reason: line.err?.code ?? 'no_route' }),
  });
  const refuse = clientErrorHandler(lines, undefined, plainText);
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') timedOut.add(socket);
    refuse(error, socket);
  });
  server.on(
    'connect',
    connectHandler(lines, (method, target) => httpErrors.noRoute(method, target), plainText),
  );
  // RFC 9110 §10.1.1 lets a server ignore an expectation it does not know; 100-continue Node answers itself.
  server.on('checkExpectation', (req, res) => server.emit('request', req, res));
  return server;
}

/** Listens and returns the base URL the host answers on. */
export async function listenStorageHost(server: Server, host: string, port: number): Promise<string> {
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address() as AddressInfo;
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}
