// Node answers broken HTTP itself (an unknown method, an invalid header,
// headers over 16 KiB, a request not received within the request timeout)
// before any route runs. Those answers are problem documents too, written
// straight to the socket, always with `Connection: close`: after a framing
// error the connection's byte stream cannot be trusted for another request.
// The storage host, which answers plain text, passes its own body format.
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '../../errors/catalogue.ts';
import { PROBLEM_CONTENT_TYPE, problemBody } from './problem.ts';
import { unknownMethodLine } from '../unrouted.ts';
import { redactUrl, type UnparsedRequestFields } from '../log-redaction.ts';

const REQUEST_ID = Symbol('request id');

/**
 * A new request id, kept on the raw request too (the framework's genReqId): a request Node gives up on while its
 * body is still arriving is answered here, and the client must be sent the id its end line carries.
 */
export function newRequestId(request: IncomingMessage): string {
  const id = randomUUID();
  (request as IncomingMessage & { [REQUEST_ID]?: string })[REQUEST_ID] = id;
  return id;
}

/** Where Node keeps a connection's state: the response being written, and the request its parser is reading. */
interface HttpSocket extends Socket {
  _httpMessage?: ServerResponse | null;
  parser?: { incoming?: IncomingMessage | null } | null;
}

interface ClientError extends Error {
  code?: string;
  /** The bytes Node's parser was reading when it gave up. */
  rawPacket?: Buffer;
}

/** What a refusal's end line holds. */
export interface RefusalLine {
  requestId: string;
  req: UnparsedRequestFields;
  res: { statusCode: number };
  err?: { code: string | undefined; message: string };
}

/** The one logger method the refusals use (a Fastify logger has it). */
export interface RefusalLog {
  info(fields: RefusalLine, message: string): void;
}

/** The body of a refusal written straight to the socket, and its media type. */
export type RefusalBody = (status: number, code: string, detail: string, requestId: string) => { contentType: string; body: string };

const problemDocument: RefusalBody = (status, code, detail, requestId) => ({
  contentType: PROBLEM_CONTENT_TYPE,
  body: JSON.stringify(problemBody(status, code, detail, requestId)),
});

function classify(error: ClientError): { status: number; code: string; detail: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'request_headers_too_large', detail: 'The request headers are larger than the server accepts.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', detail: 'The request was not received in time.' };
    default:
      return { status: 400, code: 'invalid_request', detail: 'The request is not well-formed HTTP.' };
  }
}

/**
 * `unrouted` answers a well-formed request line whose method Node's parser
 * does not know (FOO, lower-case get) as the app answers any method no route
 * takes: 405 with Allow on a known path, else 501 (unrouted.ts).
 */
export function clientErrorHandler(
  log: () => RefusalLog,
  unrouted?: (method: string, target: string) => ApiError,
  format: RefusalBody = problemDocument,
) {
  return (error: ClientError, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { _httpMessage: pending, parser } = socket as HttpSocket;
    // A request answered before its body arrived (a 401 to a body still coming), whose body then stopped: it logged
    // its end, and nobody awaits a second answer, which would read as the answer to a next request.
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && !pending && parser?.incoming && !parser.incoming.complete) {
      socket.destroy();
      return;
    }
    let { status, code, detail } = classify(error);
    let headers = '';
    const line = error.code === 'HPE_INVALID_METHOD' && unrouted ? unknownMethodLine(error.rawPacket) : null;
    if (line) {
      const refusal = unrouted!(line.method, line.target);
      ({ status, code, detail } = refusal);
      if (refusal.headers.allow) headers = `Allow: ${refusal.headers.allow}\r\n`;
    }
    // A request the routes have (a body that stopped arriving) keeps its id: its own end line says what became of it.
    // Not one pipelined behind another's unfinished answer: the answer being written is not its own.
    const own = pending && !pending.headersSent && pending.req === parser?.incoming;
    const known = own ? (pending.req as IncomingMessage & { [REQUEST_ID]?: string })[REQUEST_ID] : undefined;
    const requestId = known ?? randomUUID();
    // Its end line, as every answer has one: the id the client was sent finds it in the log.
    const req: UnparsedRequestFields = {
      ...(line && { method: line.method, url: redactUrl(line.target) }),
      ...(socket.remoteAddress !== undefined && { remoteAddress: socket.remoteAddress }),
    };
    // This runs in Node's 'clientError' handler, where anything thrown ends the process: the answer must not
    // depend on the log line.
    try {
      log().info(
        { requestId, req, res: { statusCode: status }, err: { code: error.code, message: error.message } },
        'malformed HTTP request',
      );
    } catch {
      // The client still gets its answer; the line is lost.
    }
    writeRefusal(socket, format(status, code, detail, requestId), status, headers, requestId);
  };
}

/** The refusal, written straight to the socket, which then closes. */
function writeRefusal(
  socket: Socket,
  { contentType, body }: { contentType: string; body: string },
  status: number,
  headers: string,
  requestId: string,
): void {
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `${headers}Connection: close\r\nX-Request-Id: ${requestId}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * CONNECT, a proxy's method, which Node hands to 'connect' listeners instead of the app, and without one closes
 * the connection unanswered: answered as any method no route takes (unrouted.ts), with its end line.
 */
export function connectHandler(
  log: () => RefusalLog,
  unrouted: (method: string, target: string) => ApiError,
  format: RefusalBody = problemDocument,
) {
  return (request: IncomingMessage, socket: Socket): void => {
    const refusal = unrouted('CONNECT', request.url ?? '');
    const requestId = randomUUID();
    const req: UnparsedRequestFields = {
      method: 'CONNECT',
      url: redactUrl(request.url ?? ''),
      ...(socket.remoteAddress !== undefined && { remoteAddress: socket.remoteAddress }),
    };
    try {
      log().info({ requestId, req, res: { statusCode: refusal.status } }, 'request completed');
    } catch {
      // The client still gets its answer.
    }
    const allow = refusal.headers.allow ? `Allow: ${refusal.headers.allow}\r\n` : '';
    writeRefusal(socket, format(refusal.status, refusal.code, refusal.detail, requestId), refusal.status, allow, requestId);
  };
}
