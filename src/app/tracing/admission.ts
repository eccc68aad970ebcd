// The sampling decision for a request, taken as it arrives and before
// node:http's instrumentation sees it: a request the sampler does not keep
// goes to the listener as if no instrumentation were there (no span, no
// context, no attributes computed for a span nobody records, no listener
// bound), which is what keeps 1 % sampling within a few per cent of tracing
// off. A kept request goes through the instrumentation, whose span takes the
// trace id the decision was made on (AdmittedIds), so the sampler, asked
// again with the same id, decides the same (its decision is a function of
// the trace id: always_on, always_off, traceidratio and their parentbased
// forms, a request's span having no parent: a caller's traceparent is only a
// link, http-spans.ts).
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { type IdGenerator, RandomIdGenerator, type Sampler, SamplingDecision } from '@opentelemetry/sdk-trace-base';

/** Random ids, but the next trace id is the one a request was admitted with, when one is pending. */
export class AdmittedIds implements IdGenerator {
  readonly #random = new RandomIdGenerator();
  pending: string | undefined;

  generateTraceId(): string {
    const id = this.pending;
    if (id === undefined) return this.#random.generateTraceId();
    this.pending = undefined;
    return id;
  }

  generateSpanId(): string {
    return this.#random.generateSpanId();
  }
}

export type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * Puts the decision in front of the instrumentation's patch of
 * `Server.prototype.emit` (node:http and node:https, patched when first
 * required: done here). `traced(request)` is false for a request that never
 * gets a span (the probes).
 */
export function admitRequests(sampler: Sampler, ids: AdmittedIds, traced: (request: IncomingMessage) => boolean): void {
  const load = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https']) {
    gateEmit((load(name) as typeof import('node:http')).Server.prototype as unknown as { emit: Emit }, sampler, ids, traced);
  }
}

/** The decision in front of one server prototype's instrumented `emit`; nothing when it is not instrumented. */
export function gateEmit(server: { emit: Emit }, sampler: Sampler, ids: AdmittedIds, traced: (request: IncomingMessage) => boolean): void {
  const instrumented = server.emit;
  const plain = (instrumented as Emit & { __original?: Emit }).__original;
  if (!plain) return;
  server.emit = function emit(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'request') return plain.call(this, event, ...args);
    const request = args[0] as IncomingMessage;
    if (!traced(request)) return plain.call(this, event, ...args);
    const traceId = ids.generateTraceId();
    const decision = sampler.shouldSample(ROOT_CONTEXT, traceId, 'request', SpanKind.SERVER, {}, []).decision;
    if (decision === SamplingDecision.NOT_RECORD) return plain.call(this, event, ...args);
    ids.pending = traceId;
    try {
      return instrumented.call(this, event, ...args);
    } finally {
      ids.pending = undefined;
    }
  };
}
