// The fields that join a log line to its trace (docs/operations.md "Logs"):
// every line written inside a span carries the span's `trace_id` and
// `span_id` (pino's mixin, read at each line), when its trace is sampled
// (an unsampled trace id leads to nothing in a tracing backend). With tracing
// off no span is ever active and the line gains nothing.
import { isSpanContextValid, TraceFlags, trace } from '@opentelemetry/api';

/** A new object each line: pino's merge assigns the line's own fields into it. */
export function traceFields(): Record<string, string> {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !(spanContext.traceFlags & TraceFlags.SAMPLED) || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
