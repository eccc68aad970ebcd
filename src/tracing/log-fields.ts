// The fields that join a log line to its trace (docs/operations.md "Logs"):
// every line written inside a span carries the span's `trace_id` and
// `span_id` (pino's mixin, read at each line), when its trace is sampled
// (an unsampled trace id leads to nothing in a tracing backend). With tracing
// off (no SDK started) the line gains nothing, and nothing is asked of the API.
import { isSpanContextValid, TraceFlags, trace } from '@opentelemetry/api';
import { tracingStarted } from './spans.ts';

/** What a line outside any span gains: nothing (shared; `mergeTraceFields` never writes into it). */
export const NO_TRACE_FIELDS: Readonly<Record<string, string>> = Object.freeze({});

/** The active span's ids, a new object each line (pino's merge assigns the line's own fields into it); NO_TRACE_FIELDS outside a span. */
export function traceFields(): Record<string, string> {
  if (!tracingStarted()) return NO_TRACE_FIELDS;
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !(spanContext.traceFlags & TraceFlags.SAMPLED) || !isSpanContextValid(spanContext)) return NO_TRACE_FIELDS;
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}

/**
 * Pino's merge of a line's fields with traceFields' (its default, Object.assign into the mixin's object,
 * trace fields first), except that a line outside any span is written from its own fields as they are:
 * no object made and filled per line when tracing is off.
 */
export function mergeTraceFields(line: object, fields: object): object {
  return fields === NO_TRACE_FIELDS ? line : Object.assign(fields, line);
}
