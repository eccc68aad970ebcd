// Which context is active, as OpenTelemetry asks of a context manager, for
// what a Node 20 AsyncLocalStorage costs: once one has run, every promise of
// the process goes through V8's promise hooks (about 60 ns each here, dozens
// of promises a request: 10 to 20 % of a point read's CPU). The service
// keeps no async context of its own for that reason (src/db/row-queue.ts).
//
// So the asynchronous storage is on only while a sampled span is open: a
// context with a sampled span (or any context, while the storage is on) is
// carried across awaits and callbacks as AsyncLocalStorageContextManager
// carries it; otherwise (a request or job that is not sampled, with the
// storage off) the context is active for the synchronous call only, and
// after an await nothing is: their pg and Redis calls make no span (their
// instrumentations require a parent), the service's own spans are made only
// under an active span (src/tracing/spans.ts), log lines carry no trace id.
// The storage is switched off one turn of the event loop after the last
// sampled span of the process ends. At 100 % sampling under load it stays
// on; at 1 % it is on about 1 % of the time.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Context, ROOT_CONTEXT, TraceFlags, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

function sampled(context: Context): boolean {
  const spanContext = trace.getSpanContext(context);
  return spanContext !== undefined && (spanContext.traceFlags & TraceFlags.SAMPLED) !== 0;
}

export class SampledContextManager extends AsyncLocalStorageContextManager {
  readonly #storage = new AsyncLocalStorage<Context>();
  /** Whether the storage has been run since it was last switched off. */
  #storing = false;
  /** The context of a `with` running synchronously while the storage is off. */
  #synchronous: Context | undefined;
  /** Sampled spans started and not yet ended. */
  #open = 0;
  #offScheduled = false;

  override active(): Context {
    return this.#synchronous ?? this.#storage.getStore() ?? ROOT_CONTEXT;
  }

  override with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    const outer = this.#synchronous;
    if (this.#storing || sampled(context)) {
      this.#storing = true;
      this.#synchronous = undefined;
      try {
        return this.#storage.run(context, () => fn.apply(thisArg, args));
      } finally {
        this.#synchronous = outer;
      }
    }
    this.#synchronous = context;
    try {
      return fn.apply(thisArg, args);
    } finally {
      this.#synchronous = outer;
    }
  }

  override attach(context: Context): { dispose(): void } {
    const previous = this.active();
    this.#storing = true;
    this.#synchronous = undefined;
    this.#storage.enterWith(context);
    return { dispose: () => this.#storage.enterWith(previous) };
  }

  override disable(): this {
    this.#storage.disable();
    this.#storing = false;
    this.#synchronous = undefined;
    return this;
  }

  /** Counts the open sampled spans (the processor below); the storage goes off a turn after the last ends. */
  readonly spans: SpanProcessor = {
    onStart: (span: Span) => {
      if (span.spanContext().traceFlags & TraceFlags.SAMPLED) this.#open += 1;
    },
    onEnd: (span: ReadableSpan) => {
      if (!(span.spanContext().traceFlags & TraceFlags.SAMPLED)) return;
      this.#open -= 1;
      if (this.#open === 0 && this.#storing && !this.#offScheduled) {
        this.#offScheduled = true;
        // After the current turn: what the ended span's request still does (its end line) keeps its context.
        setImmediate(() => {
          this.#offScheduled = false;
          if (this.#open === 0) {
            this.#storage.disable();
            this.#storing = false;
          }
        }).unref();
      }
    },
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
}
