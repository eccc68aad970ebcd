// The gateway's decisions as spans (`gateway.firewall`, `gateway.rate_limit`)
// with their outcome, passed or refused. Wrapped only when tracing runs, and
// a request that is not recorded (not sampled) calls the hook as it is: the
// span's wrapper turns a callback hook into an async one, a promise a
// request that only a recorded request pays.
import { trace } from '@opentelemetry/api';
import type { FastifyInstance, HookHandlerDoneFunction, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { inSpan, tracingStarted } from '../tracing/spans.ts';

type Hook = onRequestHookHandler | onRequestAsyncHookHandler;

export function tracedHooks(name: string, hooks: Hook[]): Hook[] {
  if (!tracingStarted()) return hooks;
  return hooks.map((hook): onRequestHookHandler => {
    const callback = hook.length >= 3;
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
