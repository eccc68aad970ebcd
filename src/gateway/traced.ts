// The gateway's decisions (`gateway.firewall`, `gateway.rate_limit`) in the
// request's trace, passed or refused. Wrapped only when tracing runs, and a
// request that is not recorded (not sampled) calls the hook as it is.
//
// Where the decision spends time (counters in Redis) it is a span of its
// own, with the Redis call under it: the span's wrapper turns a callback
// hook into an async one, a promise a request that only a recorded request
// pays. Where it spends none (counters in this process's memory: the hook
// answers before it returns) a span would cost more than the decision and
// show nothing: a pass is an attribute of the server span
// (`gateway.firewall.decision`), and only a refusal is a span.
import { trace } from '@opentelemetry/api';
import type { FastifyInstance, HookHandlerDoneFunction, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { inSpan, recordSpan, tracingStarted } from '../tracing/spans.ts';

type Hook = onRequestHookHandler | onRequestAsyncHookHandler;

export function tracedHooks(name: string, hooks: Hook[], options: { inMemory?: boolean } = {}): Hook[] {
  if (!tracingStarted()) return hooks;
  return hooks.map((hook): onRequestHookHandler => {
    const callback = hook.length >= 3;
    if (callback && options.inMemory) return inMemory(name, hook as onRequestHookHandler);
    const run = (self: FastifyInstance, request: Parameters<Hook>[0], reply: Parameters<Hook>[1]): Promise<unknown> =>
      callback
        ? new Promise<void>((resolve, reject) =>
            (hook as onRequestHookHandler).call(self, request, reply, (error?: Error) => (error ? reject(error) : resolve())),
          )
        : (hook as onRequestAsyncHookHandler).call(self, request, reply);
    return function (this: FastifyInstance, request, reply, done: HookHandlerDoneFunction) {
      if (!trace.getActiveSpan()?.isRecording()) {
        if (callback) return (hook as onRequestHookHandler).call(this, request, reply, done);
        (hook as onRequestAsyncHookHandler).call(this, request, reply).then(() => done(), done);
        return;
      }
      inSpan(name, {}, async (span) => {
        span.setAttribute('gateway.decision', 'refused');
        await run(this, request, reply);
        if (!reply.sent) span.setAttribute('gateway.decision', 'passed');
      }).then(() => done(), done);
    };
  });
}

/** A decision taken in memory: a pass as an attribute of the active (server) span, a refusal as a span under it. */
function inMemory(name: string, hook: onRequestHookHandler): onRequestHookHandler {
  return function (this: FastifyInstance, request, reply, done: HookHandlerDoneFunction) {
    const server = trace.getActiveSpan();
    if (!server?.isRecording()) return hook.call(this, request, reply, done);
    const startTime = performance.timeOrigin + performance.now();
    let decided = false;
    const decide = (error?: Error) => {
      decided = true;
      if (error || reply.sent) recordSpan(name, { startTime, attributes: { 'gateway.decision': 'refused' } });
      else server.setAttribute(`${name}.decision`, 'passed');
    };
    hook.call(this, request, reply, (error?: Error) => {
      decide(error);
      done(error as Parameters<HookHandlerDoneFunction>[0]);
    });
    // A refusal sent by the hook ends the chain without calling `done`.
    if (!decided && reply.sent) decide();
  };
}
