// Every listener's server span (partner, mTLS, admin, storage, sandbox), made
// here as a request arrives, in front of each server's request listener
// (of the servers node:http's and node:https's createServer make; a request
// listener added later is not gated), instead of by OpenTelemetry's
// node:http instrumentation:
// on a cheap read that instrumentation cost more than the rest of tracing
// together (two URL parses, fourteen attributes, and every listener Node,
// Fastify and the service add to req/res wrapped by `context.bind`), and a
// request it bound had other hidden classes than one it did not, so even at
// 1 % it slowed the unsampled ones (bench/README.md, traces).
//
// - The sampling decision comes first and costs a `Math.random()`: ids are
//   made only for a kept request. The ratio is the one OTEL_TRACES_SAMPLER
//   and _ARG give (always_on, always_off, traceidratio and their parentbased
//   forms, read as the SDK reads them; a request's span has no parent, a
//   caller's traceparent being only a link). The SDK's sampler is then told
//   to keep the span just admitted (AdmittingSampler) and decides every
//   other span as configured.
// - A kept request's span is the active span while the listener runs
//   synchronously, and while the request emits its events (its body's
//   `data` and `end`, from the socket's reads: Fastify goes on from `end` to
//   validation and the handler). Only a kept request is touched: a dropped
//   one runs as with tracing off, with no hook or wrapper of tracing's in its
//   path (bench/README.md, traces).
// - Attributes: the stable HTTP semantic conventions' method, scheme, server
//   address and port, path (never the query string: signed storage links
//   and cursors are credentials or opaque state), route (set by whoever
//   matches it: nameServerSpan) and status code. No header, no body, no
//   client address.
// - A caller's `traceparent` is never the parent of our span: it becomes a
//   span link. Partners are outside our trust boundary; as parent, a forged
//   sampled flag would choose our sampling (every request traced, at their
//   will) and a chosen trace id would splice our spans into another trace.
//   Linked, their trace still leads to ours, and our sampler decides.
// - The metrics listener's scrapes and probes make no trace.
// - Outgoing requests are not instrumented: the one that matters, the webhook
//   POST, has a client span of the dispatcher's own (its endpoint's URL may
//   hold a credential, so the span names only its host).
import { createRequire, syncBuiltinESMExports } from 'node:module';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  type Attributes,
  type Context,
  context,
  type Link,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type Tracer,
} from '@opentelemetry/api';
import { type Sampler, type SamplingResult, SamplingDecision } from '@opentelemetry/sdk-trace-base';
import { SERVER_SPAN_CONTEXT } from '../../tracing/spans.ts';

/**
 * The share of requests OTEL_TRACES_SAMPLER and _ARG keep, read as the SDK's
 * own reader does (sdk-trace-base's config.js): unset or unknown is
 * parentbased_always_on; a ratio sampler's argument, when missing or out of
 * [0, 1], is 1.
 */
export function admissionRatio(env: NodeJS.ProcessEnv): number {
  const sampler = env.OTEL_TRACES_SAMPLER?.trim() || 'parentbased_always_on';
  if (sampler === 'always_off' || sampler === 'parentbased_always_off') return 0;
  if (sampler !== 'traceidratio' && sampler !== 'parentbased_traceidratio') return 1;
  const text = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const ratio = text ? Number(text) : Number.NaN;
  return Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1;
}

/** The configured sampler, except for the server span the gate has just admitted: that one is kept. */
export class AdmittingSampler implements Sampler {
  admitting = false;
  readonly #configured: Sampler;

  constructor(configured: Sampler) {
    this.#configured = configured;
  }

  shouldSample(...args: Parameters<Sampler['shouldSample']>): SamplingResult {
    if (this.admitting) return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    return this.#configured.shouldSample(...args);
  }

  toString(): string {
    return `AdmittingSampler{${this.#configured.toString()}}`;
  }
}

const PROBES = new Set(['/metrics', '/livez', '/readyz']);

/** Whether a request may have a span: not the metrics listener's scrapes and probes. */
export function traceable(request: IncomingMessage): boolean {
  const path = request.url ?? '';
  const query = path.indexOf('?');
  return !PROBES.has(query < 0 ? path : path.slice(0, query));
}

/** The caller's trace context as a link, when it sent one that parses. */
function callerLinks(request: IncomingMessage): Link[] | undefined {
  const { traceparent, tracestate } = request.headers;
  if (typeof traceparent !== 'string') return undefined;
  const carrier = typeof tracestate === 'string' ? { traceparent, tracestate } : { traceparent };
  const linked = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, carrier));
  return linked ? [{ context: linked, attributes: { 'partner_api.link': 'caller' } }] : undefined;
}

/** The semantic conventions' request attributes: method, scheme, server address and port, path without its query. */
function requestAttributes(request: IncomingMessage): Attributes {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  const secure = (request.socket as { encrypted?: boolean } | null)?.encrypted === true;
  const attributes: Attributes = {
    'http.request.method': request.method ?? '_OTHER',
    'url.scheme': secure ? 'https' : 'http',
    'url.path': query < 0 ? url : url.slice(0, query),
  };
  const host = request.headers.host;
  if (host) {
    // `name:port` or `[v6]:port`; a Host that is not an authority is refused later (src/http/host-header.ts).
    const colon = host.lastIndexOf(':');
    const bracket = host.lastIndexOf(']');
    const port = colon > bracket ? Number(host.slice(colon + 1)) : Number.NaN;
    attributes['server.address'] = (colon > bracket ? host.slice(0, colon) : host).slice(0, 255);
    attributes['server.port'] = Number.isInteger(port) ? port : secure ? 443 : 80;
  }
  return attributes;
}

function ended(span: Span, response: ServerResponse): void {
  if (response.headersSent) {
    span.setAttribute('http.response.status_code', response.statusCode);
    if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** The server span of a kept request, active while its listener runs; ended when its response finishes or closes. */
function serve(tracer: Tracer, sampler: AdmittingSampler, request: IncomingMessage, response: ServerResponse, listen: () => void): void {
  const options = { kind: SpanKind.SERVER, attributes: requestAttributes(request), links: callerLinks(request) };
  let span: Span;
  sampler.admitting = true;
  try {
    span = tracer.startSpan(request.method ?? 'HTTP', options, ROOT_CONTEXT);
  } finally {
    sampler.admitting = false;
  }
  const active: Context = trace.setSpan(ROOT_CONTEXT, span);
  (request as IncomingMessage & { [SERVER_SPAN_CONTEXT]?: Context })[SERVER_SPAN_CONTEXT] = active;
  const emit = request.emit;
  request.emit = function emitInSpan(this: IncomingMessage, ...args: Parameters<IncomingMessage['emit']>): boolean {
    return context.with(active, () => emit.apply(this, args));
  };
  let open = true;
  const end = () => {
    if (!open) return;
    open = false;
    ended(span, response);
  };
  response.once('finish', end);
  response.once('close', end);
  context.with(active, listen);
}

/**
 * Puts the gate on every server node:http's and node:https's `createServer`
 * makes from now on (Fastify's and the storage host's): a request kept at
 * `ratio` gets a server span, any other goes to its listener as if tracing
 * were off. `traced(request)` is false for a request that never gets a span
 * (the probes). The servers' request listeners are wrapped, not
 * `Server.prototype.emit`: with the prototype's `emit` replaced, every
 * request cost about 4 µs more (×1.13 on `GET /v1/me`, bench/README.md,
 * traces) even when none was sampled.
 */
export function admitRequests(tracer: Tracer, sampler: AdmittingSampler, ratio: number, traced = traceable): void {
  if (ratio <= 0) return;
  const load = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https']) {
    const http = load(name) as { createServer: (...args: unknown[]) => Server };
    const create = http.createServer;
    http.createServer = function createServer(this: unknown, ...args: unknown[]): Server {
      const server = create.apply(this, args);
      gateServer(server, tracer, sampler, ratio, traced);
      return server;
    };
  }
  // The ES module bindings of `import { createServer } from 'node:http'` follow the change.
  syncBuiltinESMExports();
}

type RequestListener = (this: unknown, request: IncomingMessage, response: ServerResponse) => void;

/** Replaces each of `server`'s request listeners with its gated form (gatedListener). */
export function gateServer(
  server: Server,
  tracer: Tracer,
  sampler: AdmittingSampler,
  ratio: number,
  traced: (request: IncomingMessage) => boolean = traceable,
): void {
  if (ratio <= 0) return;
  for (const listener of server.listeners('request') as RequestListener[]) {
    server.removeListener('request', listener);
    server.on('request', gatedListener(listener, tracer, sampler, ratio, traced));
  }
}

/** A request listener behind the gate: `listener` itself for a dropped request, inside a server span of its own for a kept one. */
export function gatedListener(
  listener: RequestListener,
  tracer: Tracer,
  sampler: AdmittingSampler,
  ratio: number,
  traced: (request: IncomingMessage) => boolean = traceable,
): RequestListener {
  return function request(this: unknown, request: IncomingMessage, response: ServerResponse): void {
    // `<` against [0, 1): a ratio of 1 keeps every request.
    if (Math.random() >= ratio || !traced(request)) return listener.call(this, request, response);
    serve(tracer, sampler, request, response, () => listener.call(this, request, response));
  };
}
