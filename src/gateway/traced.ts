// The gateway's decisions as spans (`gateway.firewall`, `gateway.rate_limit`)
// with their outcome, passed or refused. Wrapped only when tracing runs: the
// wrapper turns a callback hook into an async one, a promise a request that
// tracing off must not pay.
import type { FastifyInstance, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { inSpan, tracingStarted } from '../tracing/spans.ts';

type Hook = onRequestHookHandler | onRequestAsyncHookHandler;

export function tracedHooks(name: string, hooks: Hook[]): Hook[] {
  if (!tracingStarted()) return hooks;
  return hooks.map(
    (hook): onRequestAsyncHookHandler =>
      async function (this: FastifyInstance, request, reply) {
        await inSpan(name, {}, async (span) => {
          span.setAttribute('gateway.decision', 'refused');
          if (hook.length >= 3) {
            await new Promise<void>((resolve, reject) =>
              (hook as onRequestHookHandler).call(this, request, reply, (error?: Error) => (error ? reject(error) : resolve())),
            );
          } else await (hook as onRequestAsyncHookHandler).call(this, request, reply);
          if (!reply.sent) span.setAttribute('gateway.decision', 'passed');
        });
      },
  );
}
