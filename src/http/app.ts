// The Fastify instance every listener starts from: request ids, logging with
// secrets redacted, strict JSON parsing, listener timeouts, route schemas
// completed once (schema-bounds.ts), and the one problem+json error handler
// (including Node's own answers to broken HTTP, client-errors.ts).
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import type { ServerOptions as HttpsServerOptions } from 'node:https';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_HTTP_TIMEOUTS, serverTimeouts, type HttpTimeouts, type LogLevel } from './settings.ts';
import { isTransientDatabaseError } from '../db/errors.ts';
import { clientErrorHandler, connectHandler, newRequestId } from './responses/client-errors.ts';
import { ApiError, isApiError, type ErrorCode } from '../errors/catalogue.ts';
import { httpErrors } from './errors.ts';
import { hasSecondHost, isValidHostHeader, trustedProxies } from './host-header.ts';
import { serializeReply, serializeRequest } from './log-redaction.ts';
import { logFormat, type LogIdentity } from './log-format.ts';
import { endFields, RequestLines } from './responses/request-lines.ts';
import { sendProblem } from './responses/problem.ts';
import { RouteMethods } from './route-methods.ts';
import { unroutedProblem } from './unrouted.ts';
import { checkResponsesAgainstSchemas } from './responses/response-check.ts';
import { watchRequestClients } from './responses/request-client.ts';
import { closePipelinedResponses, MAX_PIPELINED } from './responses/pipelined.ts';
import { completeRouteSchema } from './openapi/schema-bounds.ts';
import { jsonShapeRefusal } from './json-shape.ts';
import { parseQueryString } from './validation/query-string.ts';
import { ENCODED_JSON, MALFORMED_JSON, NOT_UTF8_JSON, RefusedJson, UNSUPPORTED_MEDIA_TYPE } from './validation/body-markers.ts';
import { Admission, type ShedReason } from './pressure/admission.ts';
import type { QueuePressure } from './pressure/queue-pressure.ts';
import { ConnectionsPerAddress } from './pressure/connections.ts';
import { closeStalledReaders } from './pressure/stalled-readers.ts';
import { processLogOutput } from './responses/log-output.ts';
import '../access/request.ts';
import { nameServerSpan } from '../tracing/spans.ts';

export interface HttpAppOptions {
  /** Statuses the host's document publishes on every operation beside each route's own (the partner host: the firewall's bare 403). */
  declaredEverywhere?: readonly number[];
  logLevel: LogLevel;
  /** Largest request body accepted, in bytes (the order body's 256 KB by default). */
  bodyLimit?: number;
  https?: HttpsServerOptions;
  /** Listener timeouts; the configuration's defaults when omitted. */
  timeouts?: HttpTimeouts;
  /** Proxies whose X-Forwarded-For sets `request.ip` (TRUST_PROXY); unset: the socket's peer. */
  trustProxy?: string[] | null;
  /**
   * The edge firewall's say on requests Node's HTTP parser refuses (partner
   * hosts): true when it answered them itself (its bare 403); every other
   * refusal is answered as a problem document (client-errors.ts).
   */
  firewallRefusal?: (error: Error & { code?: string }, socket: Socket) => boolean;
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
  /** The listener's role, the version and environment on every line (log-format.ts). */
  logIdentity?: LogIdentity;
  /** Checks every response against its published schema (CHECK_RESPONSES; tests). */
  checkResponses?: boolean;
  /** Requests the listener holds at once before it refuses more with 503 (admission.ts); 0 or unset: no bound. */
  maxInFlight?: number;
  /** How long a queue may stand before a share of requests is refused 503 (queue-pressure.ts); 0 or unset: never. */
  shedAfterMs?: number;
  /** The queues judged (one per environment: its listeners share its pool); a listener of its own unless given. */
  pressure?: QueuePressure;
  /** Connections one address may hold open at once (past it, connections.ts); 0 or unset: no bound. Never a trusted proxy's. */
  maxConnectionsPerAddress?: number;
  /** Each request refused at the listener's limits (the metric). */
  onShed?: (reason: ShedReason) => void;
  /** Headers such a refusal adds for its request (a route's CORS grant; admission.ts). */
  shedHeaders?: (request: IncomingMessage) => readonly string[];
  /** The environment kind its traced server spans name (`partner_api.environment`): a process may serve a sandbox too. */
  environmentKind?: string;
}

export const DEFAULT_BODY_LIMIT = 262_144;

/** Fastify's errors for a body it cannot read (size, length, media type): the route's body problem. */
function bodyReadProblem(fastifyCode: string, code: ErrorCode): ApiError | null {
  if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') return httpErrors.bodyTooLarge(code);
  if (
    fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    fastifyCode === 'FST_ERR_CTP_INVALID_CONTENT_TYPE' ||
    fastifyCode === 'FST_ERR_CTP_INVALID_TYPE'
  ) {
    return httpErrors.contentTypeRefused(code);
  }
  if (fastifyCode.startsWith('FST_ERR_CTP_')) return httpErrors.bodyMalformed(code);
  return null;
}

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives each plugin registered on `app` (or on any of its scopes, which inherit `register`) its
 * function's name as Fastify's display name. Without one, Fastify looks for the plugin among the
 * exports of every loaded CommonJS module (all of `require.cache`, over 500 modules here) twice per
 * registration, to name it after its file: about 10 ms of CPU per built app pair, a few per cent
 * of the test suite, which builds the apps for every file, and of every start. The name is only
 * shown in Fastify's own messages (a plugin's timeout, `printPlugins`).
 */
function nameEveryPlugin(app: FastifyInstance): void {
  const register = app.register;
  app.register = function (this: FastifyInstance, plugin: unknown, ...rest: unknown[]) {
    if (typeof plugin === 'function' && !Object.hasOwn(plugin, DISPLAY_NAME))
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || 'anonymous plugin' });
    return (register as (...args: unknown[]) => ReturnType<FastifyInstance['register']>).call(this, plugin, ...rest);
  } as FastifyInstance['register'];
}

/** Each app's switch to answering every request 503 with `Connection: close` (what its close does first). */
const closers = new WeakMap<object, () => void>();

/**
 * From now on `app` answers every request 503 `service_unavailable` with
 * `Connection: close`, and closes a connection as soon as it falls idle;
 * false when `app` is not one of ours. Shutdown calls it some time before
 * the close (src/app/shutdown.ts): the close cuts idle kept-alive
 * connections at once, and a request already on its way on one would
 * meet a reset instead of an answer.
 */
export function beginClosing(app: object): boolean {
  const begin = closers.get(app);
  begin?.();
  return begin !== undefined;
}

export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const methods = new RouteMethods();
  const timeouts = options.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  const server = serverTimeouts(timeouts);
  const app = Fastify({
    logger:
      options.logLevel === 'silent'
        ? false
        : {
            level: options.logLevel,
            // Censored by the service's own serializers and line formatter (log-redaction.ts).
            ...logFormat(options.logIdentity, { req: serializeRequest, res: serializeReply }),
            stream: options.logStream ?? processLogOutput(),
          },
    genReqId: newRequestId,
    // While closing, requests on kept-alive connections are refused by our own hook (below), as problems.
    return503OnClosing: false,
    logController: new RequestLines(),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    ...(options.https ? { https: { ...options.https, ...server } } : { http: server }),
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionTimeout: timeouts.idleTimeoutMs,
    ...(options.trustProxy ? { trustProxy: trustedProxies(options.trustProxy) } : {}),
    clientErrorHandler: ((problems) => (error: Error & { code?: string }, socket: Socket) => {
      if (!options.firewallRefusal?.(error, socket)) problems(error, socket);
    })(
      clientErrorHandler(
        () => app.log,
        (method, target) => unroutedProblem(methods, method, target),
      ),
    ),
    // Validation runs in our own preValidation hook (validation.ts) so the
    // spec's order of checks and codes hold; Fastify's compilers stay idle.
    schemaErrorFormatter: (errors) => new Error(errors[0]?.message ?? 'invalid'),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500, querystringParser: parseQueryString },
    // Failures before routing (a URL that is not valid percent-encoding) are problems too, and
    // logged like every answer: Fastify sets up no response listener here (nor the reply's clock), so the line is ours.
    frameworkErrors: (_error, request, reply) => {
      const started = performance.now();
      reply.raw.once('finish', () => request.log.info(endFields(request, reply, performance.now() - started), 'request completed'));
      sendProblem(request, reply, httpErrors.badPercentEncoding());
    },
  }) as unknown as FastifyInstance;
  nameEveryPlugin(app);
  app.setValidatorCompiler(() => () => true);
  // Responses are serialised with JSON.stringify, not compiled from their
  // schemas: fast-json-stringify builds a large body out of thousands of
  // string pieces that are then flattened, about five times the garbage of
  // JSON.stringify for a 100-product page, and in a process of this size the
  // collector's share of a list request doubled (bench/README.md). Render
  // functions build exactly the published shape; CHECK_RESPONSES proves it
  // in the tests (response-check.ts).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  if (options.checkResponses) checkResponsesAgainstSchemas(app, options.declaredEverywhere ?? []);
  app.decorateRequest('caller', null);
  app.decorateRequest('sourceAddress', null);
  // Before the routes are added: their handlers are wrapped as they are declared.
  watchRequestClients(app);

  app.addHook('onRoute', (route) => {
    methods.add(route.url, route.method);
    completeRouteSchema(route.schema as Record<string, unknown> | undefined);
  });

  // Shutdown (src/app/shutdown.ts): from the start of close, a request arriving on a kept-alive
  // connection is answered 503 service_unavailable and its connection closed, so the client
  // retries elsewhere, while the requests already in flight finish.
  // A connection that falls idle after the close began (its request was in flight) is not kept for the keep-alive
  // timeout (65 s, longer than any shutdown grace): Node's close only cuts the connections idle at that moment.
  let closing = false;
  const startClosing = () => {
    closing = true;
    app.server.keepAliveTimeout = 1;
  };
  closers.set(app, startClosing);
  app.addHook('preClose', (done) => {
    startClosing();
    done();
  });

  // In the server's request listener, ahead of Fastify's (and of tracing's gate): a refusal costs no hook, no log line.
  new Admission({
    maxInFlight: options.maxInFlight ?? 0,
    shedAfterMs: options.shedAfterMs ?? 0,
    ...(options.onShed && { onShed: options.onShed }),
    ...(options.shedHeaders && { refusalHeaders: options.shedHeaders }),
    ...(options.pressure && { pressure: options.pressure }),
    ...(options.maxConnectionsPerAddress && {
      connections: ConnectionsPerAddress.behind(options.trustProxy, options.maxConnectionsPerAddress),
    }),
    log: (fields, message) => app.log.warn(fields, message),
  }).install(app.server);
  // Outermost: every response closes with its connection, pipelined or not, and pipelining is bounded.
  closePipelinedResponses(app.server, (socket) =>
    app.log.warn(
      { req: { remoteAddress: socket.remoteAddress }, pipelined: MAX_PIPELINED },
      'connection closed: too many requests pipelined unanswered',
    ),
  );
  closeStalledReaders(app.server, timeouts.sendStallMs, (socket) =>
    app.log.warn(
      { req: { remoteAddress: socket.remoteAddress }, stallMs: timeouts.sendStallMs },
      'connection closed: the client stopped reading its answer',
    ),
  );
  // An expectation other than 100-continue, which Node would refuse with a bare 417: RFC 9110 §10.1.1 lets a server
  // ignore it, and this one serves the request as if it were absent (through admission, hooks and its end line).
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));
  app.server.on(
    'connect',
    connectHandler(
      () => app.log,
      (method, target) => unroutedProblem(methods, method, target),
    ),
  );
  // Callback style: nothing to wait for, so no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    nameServerSpan(request, options.environmentKind);
    if (closing) {
      reply.header('connection', 'close');
      return done(httpErrors.serviceUnavailable());
    }
    // HTTP/1.1 requires Host (RFC 9112 §3.2); Node's own check would answer a bare 400.
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      return done(httpErrors.hostMissing());
    }
    // RFC 9112 §6.1: Transfer-Encoding in an HTTP/1.0 message is faulty framing (a proxy in front may have read
    // the body by Content-Length instead): refused, and the connection closed after the answer.
    if (request.raw.httpVersion === '1.0' && request.headers['transfer-encoding'] !== undefined) {
      return done(httpErrors.framingFaulty());
    }
    // RFC 9112 §3.2: more than one Host line is a 400, whatever the first says.
    if (hasSecondHost(request.raw.rawHeaders)) return done(httpErrors.hostRepeated());
    // Nothing after this hook ever sees a Host that is not an authority (host-header.ts).
    if (request.headers.host !== undefined && !isValidHostHeader(request.headers.host)) {
      return done(httpErrors.hostInvalid());
    }
    done();
  });

  // Strict JSON: a body that does not parse, or is not JSON, is reported by
  // validation in its turn (after path and query checks), never here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, bytes, done) => {
    // A compressed body would be read as if it were not (or fail as not UTF-8, which would mislead).
    const coding = request.headers['content-encoding'];
    if (coding !== undefined && coding.trim().toLowerCase() !== 'identity') return done(null, ENCODED_JSON);
    if ((bytes as Buffer).length === 0) return done(null, undefined);
    if (!isUtf8(bytes as Buffer)) return done(null, NOT_UTF8_JSON);
    const body = (bytes as Buffer).toString('utf8');
    // Before JSON.parse and every walk of the result (json-shape.ts).
    const refusal = jsonShapeRefusal(body);
    if (refusal) return done(null, new RefusedJson(refusal));
    try {
      done(null, JSON.parse(body));
    } catch {
      done(null, MALFORMED_JSON);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, UNSUPPORTED_MEDIA_TYPE));

  // A request no route takes is answered once the onRequest hooks (firewall,
  // admin authentication) have run, before its body is read or any
  // validation runs (unrouted.ts): 405 with Allow, 501 or 404.
  app.addHook('preParsing', (request, _reply, _payload, done) => {
    if (request.is404) return done(unroutedProblem(methods, request.method, request.url));
    done();
  });
  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, unroutedProblem(methods, request.method, request.url)));

  app.setErrorHandler((error, request, reply) => {
    if (isApiError(error)) return sendProblem(request, reply, error);
    const fastifyCode = (error as { code?: string }).code ?? '';
    const bodyProblem = bodyReadProblem(fastifyCode, request.routeOptions.config?.bodyErrorCode ?? 'invalid_request');
    if (bodyProblem) return sendProblem(request, reply, bodyProblem);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Any other refusal Fastify or a plugin raises about the request itself.
      request.log.info({ err: error }, 'request refused by the framework');
      return sendProblem(request, reply, httpErrors.requestMalformed());
    }
    if (isTransientDatabaseError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendProblem(request, reply, httpErrors.serviceUnavailable());
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(request, reply, httpErrors.internalError());
  });

  return app;
}
