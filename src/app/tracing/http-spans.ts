// The server span of every listener (partner, mTLS, admin, storage, sandbox),
// from OpenTelemetry's node:http instrumentation, with what our rules change:
//
// - A caller's `traceparent` is never the parent of our span: it becomes a
//   span link. Partners are outside our trust boundary; as parent, a forged
//   sampled flag would choose our sampling (every request traced, at their
//   will) and a chosen trace id would splice our spans into another trace.
//   Linked, their trace still leads to ours, and our sampler decides.
// - No query string is recorded (signed storage links and cursors are
//   credentials or opaque state), no header (the instrumentation captures
//   none unless told to), no body.
// - Outgoing requests are not instrumented: the one that matters, the webhook
//   POST, has a client span of the dispatcher's own (its endpoint's URL may
//   hold a credential, so the span names only its host).
// - The metrics listener's scrapes and probes make no trace.
import type { IncomingMessage } from 'node:http';
import { ROOT_CONTEXT, propagation, type Span, trace } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';

const CALLER_CONTEXT = Symbol('caller trace context');
const PROBES = new Set(['/metrics', '/livez', '/readyz']);

type Incoming = IncomingMessage & { [CALLER_CONTEXT]?: Record<string, string> };

/** Whether a request may have a span: not the metrics listener's scrapes and probes. */
export function traceable(request: IncomingMessage): boolean {
  const path = request.url ?? '';
  const query = path.indexOf('?');
  return !PROBES.has(query < 0 ? path : path.slice(0, query));
}

/** Takes the caller's trace headers off the request before the instrumentation reads them; true for a probe (no span). */
function setAside(request: Incoming): boolean {
  if (!traceable(request)) return true;
  const { traceparent, tracestate } = request.headers;
  if (typeof traceparent === 'string') {
    request[CALLER_CONTEXT] = typeof tracestate === 'string' ? { traceparent, tracestate } : { traceparent };
    delete request.headers.traceparent;
    delete request.headers.tracestate;
  }
  return false;
}

const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path'] as const;

/** The caller's context as a link; the URL attributes cut at the query string. */
function onServerSpan(span: Span, request: Incoming): void {
  const caller = request[CALLER_CONTEXT];
  if (caller) {
    const linked = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, caller));
    if (linked) span.addLink({ context: linked, attributes: { 'partner_api.link': 'caller' } });
  }
  const attributes = (span as Span & { attributes?: Record<string, unknown> }).attributes ?? {};
  for (const name of URL_ATTRIBUTES) {
    const value = attributes[name];
    if (typeof value === 'string' && value.includes('?')) span.setAttribute(name, value.slice(0, value.indexOf('?')));
  }
  if (typeof attributes['url.query'] === 'string') span.setAttribute('url.query', '');
}

export function httpInstrumentation(): HttpInstrumentation {
  return new HttpInstrumentation({
    disableOutgoingRequestInstrumentation: true,
    ignoreIncomingRequestHook: (request) => setAside(request as Incoming),
    requestHook: (span, request) => {
      if ('headers' in request && !('setHeader' in request)) onServerSpan(span, request as Incoming);
    },
  });
}
