// The service's own spans, written against the OpenTelemetry API only: with
// tracing off (no SDK started, src/app/tracing/register.ts) every call here
// returns at once, without asking the API (its no-op answers cost lookups and
// objects per call), so nothing below the assembly floor knows whether
// tracing runs. A trace context crosses processes as text stored with the
// row that carries the work (a job, an outbox event, a delivery): the W3C
// `traceparent`, then a space and the `tracestate` when there is one (a
// traceparent never holds a space, so the first one splits them).
import { randomBytes } from 'node:crypto';
import {
  context,
  type Context,
  INVALID_SPAN_CONTEXT,
  type Link,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type TextMapGetter,
  TraceFlags,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';

/**
 * Taken again whenever the registered provider changes, not once at load: a
 * tracer taken before a provider is registered stays bound to the first one
 * it finds, and a process may register another (a test's). Asking the
 * provider at every span cost a map lookup and a key string per span.
 */
let tracerOf: { provider: unknown; tracer: Tracer } | undefined;
function tracer(): Tracer {
  const proxy = trace.getTracerProvider() as TracerProvider & { getDelegate?: () => TracerProvider };
  const provider = proxy.getDelegate ? proxy.getDelegate() : proxy;
  if (tracerOf?.provider !== provider) tracerOf = { provider, tracer: trace.getTracer('partner-commerce-api') };
  return tracerOf.tracer;
}

/**
 * Set on the global object, not in this module: the SDK starts from dist/
 * before the service's bundle loads, and the bundle holds a copy of this
 * module of its own (as of the OpenTelemetry API, whose state is global too).
 */
const STARTED = Symbol.for('partner-commerce-api.tracing.started');
/**
 * One object per process, found on the global object when a copy of this
 * module loads: asked several times a request, a field of a plain object is
 * a cheaper read than a symbol-keyed property of the global object.
 */
const mark: { started: boolean } = ((globalThis as { [STARTED]?: { started: boolean } })[STARTED] ??= { started: false });

/** Called once by the SDK's start (src/app/tracing/sdk.ts): wrappers that cost a promise a request are added only then. */
export function markTracingStarted(started = true): void {
  mark.started = started;
}

/** Whether an SDK records spans in this process (false: every call here is a no-op). */
export function tracingStarted(): boolean {
  return mark.started;
}

/**
 * The context to store with a row of work (a job, an outbox event, a
 * delivery): the active span's; with none active, `unsampled` when given (the
 * stored context of the unsampled job doing the work) or else a new
 * unsampled one (flags 00); null with tracing off.
 *
 * A request the admission gate dropped has no span and no ids (ids are made
 * only for a kept request, so a read pays nothing), and once it has awaited,
 * no context either: the storage carries only sampled ones
 * (src/app/tracing/context.ts). Its row still gets a context, made here, so
 * that the worker's and dispatcher's parent-based samplers drop its work as
 * they drop the request, instead of sampling it again as a trace of its own
 * that no request leads to.
 */
export function currentTraceContext(unsampled?: string | null): string | null {
  if (!tracingStarted()) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const parent = carrier.traceparent;
  if (parent) return carrier.tracestate ? `${parent} ${carrier.tracestate}` : parent;
  return unsampled || unsampledTraceContext();
}

/** A new W3C traceparent with the sampled flag off: 16 random bytes of trace id, 8 of span id (never all zeros). */
export function unsampledTraceContext(): string {
  const ids = randomBytes(24).toString('hex');
  const traceId = ids.slice(0, 32);
  const spanId = ids.slice(32);
  // All-zero ids are invalid, and would have the row's context dropped as unparsable: one chance in 2^64 or 2^128.
  if (/^0+$/.test(traceId) || /^0+$/.test(spanId)) return unsampledTraceContext();
  return `00-${traceId}-${spanId}-00`;
}

const storedGetter: TextMapGetter<string> = {
  keys: () => ['traceparent', 'tracestate'],
  get(stored, key) {
    const space = stored.indexOf(' ');
    if (key === 'traceparent') return space < 0 ? stored : stored.slice(0, space);
    if (key === 'tracestate') return space < 0 ? undefined : stored.slice(space + 1);
    return undefined;
  },
};

/** The context a stored trace context continues (the root context when none was stored or it does not parse). */
export function storedParent(stored: string | null | undefined): Context {
  if (!stored) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, stored, storedGetter);
}

/**
 * Links to the distinct sampled stored contexts (a fan-out of many events'
 * work); none for those without one or unsampled: no backend holds their trace.
 */
export function storedLinks(stored: Iterable<string | null | undefined>): Link[] {
  const links: Link[] = [];
  const seen = new Set<string>();
  for (const text of stored) {
    if (!text || seen.has(text)) continue;
    seen.add(text);
    const spanContext = trace.getSpanContext(storedParent(text));
    if (spanContext && spanContext.traceFlags & TraceFlags.SAMPLED) links.push({ context: spanContext });
  }
  return links;
}

/**
 * The trace id of a stored trace context (what staff search a tracing
 * backend by); null when none, malformed, or unsampled (its trace was never
 * exported, so its id leads nowhere).
 */
export function traceIdOf(stored: string | null | undefined): string | null {
  const match = stored ? /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-([0-9a-f]{2})/.exec(stored) : null;
  return match && Number.parseInt(match[2]!, 16) & TraceFlags.SAMPLED ? match[1]! : null;
}

export type SpanAttributes = Record<string, string | number | boolean>;

export interface SpanOptions {
  attributes?: SpanAttributes;
  kind?: SpanKind;
  /**
   * The parent: a stored context (work another process caused), or
   * `activeContext()` for a span that starts a trace of its own when no span
   * is active. Omitted: the active span, and no span at all when none is
   * active or it is not recorded (the work of a request or job that is not
   * sampled: src/app/tracing/context.ts).
   */
  parent?: Context;
  links?: Link[];
  startTime?: number;
}

/** The span `work` is given when no span is made: every call on it is a no-op. */
const UNRECORDED = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/** The active context, as an explicit parent (a span under the active one, or the root of a trace when none is active). */
export function activeContext(): Context {
  return context.active();
}

/**
 * The parent context of a new span, or null when none should be made (tracing off; omitted parent, no recorded span
 * active). With tracing off the API's no-op calls would give the same result, at a few lookups and objects each.
 */
function parentOf(parent: Context | undefined): Context | null {
  if (!tracingStarted()) return null;
  if (parent) return parent;
  const active = context.active();
  return trace.getSpan(active)?.isRecording() ? active : null;
}

/** Runs `work` with no trace active: for work done on behalf of several requests (a batch), part of none's trace. */
export function outsideAnyTrace<T>(work: () => T): T {
  return tracingStarted() ? context.with(ROOT_CONTEXT, work) : work();
}

/** Runs `work` inside a new active span, ended when it settles; a throw is recorded on the span and rethrown. */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const { parent, ...rest } = options;
  const within = parentOf(parent);
  if (within === null) return work(UNRECORDED);
  return tracer().startActiveSpan(name, rest, within, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span for work already done (started at `startTime`, a performance.timeOrigin-based millisecond count or a Date). */
export function recordSpan(name: string, options: SpanOptions & { startTime: number }): void {
  const { parent, ...rest } = options;
  const within = parentOf(parent);
  if (within !== null) tracer().startSpan(name, rest, within).end();
}

/** A span under `parent` (by default the active span), for the caller to end; a no-op span when no recorded span is active, or with tracing off. */
export function startChildSpan(name: string, parent?: Context): Span {
  const within = parentOf(parent);
  return within === null ? UNRECORDED : tracer().startSpan(name, {}, within);
}

/** Marks the span failed with the error's class only: a message may quote input. */
export function failed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
}

export { SpanKind };

/**
 * Where the gate that makes a server span (src/app/tracing/admission.ts)
 * leaves its context on the request: a global symbol, since the SDK runs
 * from dist/ and the bundle holds its own copy of this module.
 */
export const SERVER_SPAN_CONTEXT = Symbol.for('partner-commerce-api.tracing.server-span');

/** The context of a request's server span (its name, the gateway's decisions); none when the gate did not sample it. */
export function serverSpanContext(raw: object): Context | undefined {
  return (raw as { [SERVER_SPAN_CONTEXT]?: Context })[SERVER_SPAN_CONTEXT];
}

/** Names the active server span by its route, never its URL: `GET /o/:key` (a listener without Fastify: the storage host). */
export function nameServerSpanByRoute(method: string, route: string): void {
  if (!tracingStarted()) return;
  trace.getActiveSpan()?.updateName(`${method} ${route}`).setAttribute('http.route', route);
}

/**
 * Names the listener's server span (the admission gate started it) by the
 * route that matched, never the URL: `GET /v1/orders/:orderNumber`; and
 * records the request id, which the response and the logs carry too.
 */
export function nameServerSpan(
  request: { method: string; id: string; raw: object; routeOptions: { url?: string } },
  environment?: string,
): void {
  if (!tracingStarted()) return;
  // The request's own span (a request the gate did not sample has none), never whatever else is active (a request
  // injected by the console, from inside the console's own request, has no span of its own).
  const server = serverSpanContext(request.raw);
  const span = server && trace.getSpan(server);
  if (!span) return;
  // The resource names the process's environment; a sandbox served by a production process says so on its spans.
  if (environment) span.setAttribute('partner_api.environment', environment);
  // Read only with a span: Fastify builds `routeOptions` afresh on every read, a cost every request paid with tracing off.
  const route = request.routeOptions.url;
  if (route) span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
  span.setAttribute('partner_api.request_id', request.id);
}
