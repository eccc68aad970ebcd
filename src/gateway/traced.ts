// The gateway's decisions (`gateway.firewall`, `gateway.rate_limit`) in a
// sampled request's trace, passed or refused, recorded by the hooks
// themselves rather than by a wrapper around each: a wrapper is a call and a
// check in front of every request, sampled or not. A request the admission
// gate did not sample has no server span: `begin` answers null after one
// property read, and the hook runs as with tracing off.
//
// Where the decision waits (counters in Redis) it is a span of its own, with
// the Redis call under it. Where it spends no time (counters in this
// process's memory: the hook answers before it returns) a span would cost
// more than the decision and show nothing: a pass is an attribute of the
// server span (`gateway.firewall.decision`), and only a refusal is a span.
import { type Context, context, type Span, trace } from '@opentelemetry/api';
import { recordSpan, serverSpanContext, startChildSpan, tracingStarted } from '../tracing/spans.ts';

/** One sampled request's decision, from `begin` to `settle`. */
export interface Decision {
  /** The request's server span's context. */
  server: Context;
  startTime: number;
  /** The decision's own span, when it waits on its store. */
  span: Span | null;
}

export class DecisionTrace {
  /**
   * `name`: the span's (and the attribute's prefix); `waits`: the counters are
   * not in this process's memory, so the decision is a span with the store's
   * call under it.
   */
  constructor(
    readonly name: string,
    readonly waits: boolean,
  ) {}

  /** The decision of a request with a server span (a sampled one), begun; null for any other, or with tracing off. */
  begin(raw: object): Decision | null {
    if (!tracingStarted()) return null;
    const server = serverSpanContext(raw);
    if (server === undefined) return null;
    return { server, startTime: performance.timeOrigin + performance.now(), span: this.waits ? startChildSpan(this.name, server) : null };
  }

  /** Runs the store's call inside the decision's span (a Redis command's span is then its child). */
  within<T>(decision: Decision, call: () => T): T {
    return decision.span ? context.with(trace.setSpan(decision.server, decision.span), call) : call();
  }

  /** Records the outcome: on the decision's span, else a pass on the server span and a refusal as a span of its own. */
  settle(decision: Decision, refused: boolean): void {
    if (decision.span) {
      decision.span.setAttribute('gateway.decision', refused ? 'refused' : 'passed');
      decision.span.end();
    } else if (refused) {
      recordSpan(this.name, { parent: decision.server, startTime: decision.startTime, attributes: { 'gateway.decision': 'refused' } });
    } else {
      trace.getSpan(decision.server)?.setAttribute(`${this.name}.decision`, 'passed');
    }
  }
}
