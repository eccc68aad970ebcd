// Graceful shutdown of a process, whatever its roles (docs/operations.md
// "Drain"). On SIGTERM or SIGINT:
//   1. begin: /readyz turns 503 (draining) and every POST /v1/orders waiting
//      for its outcome answers now: the submission as it stands, terminal or
//      with Retry-After and Location.
//   2. settle, all at once, within SHUTDOWN_GRACE_MS: the listeners answer
//      every new request 503 with `Connection: close` for up to a second
//      (listenerStep), then stop accepting and finish their in-flight
//      requests; the workers finish the jobs in hand and the dispatchers
//      the deliveries in flight, claiming nothing new.
//   3. force, for what the grace did not settle: connections still open are
//      cut, jobs and deliveries still in hand are handed back (claimable now
//      by another process, not when their lease ends).
//   4. close, in order and each bounded: Redis, the signal listener, the
//      metrics listener, the database pool; then exit 0.
import { beginClosing } from '../http/app.ts';

export interface SettleStep {
  name: string;
  /** Stop taking work and finish what is in hand. */
  settle(): Promise<unknown>;
  /** The grace ran out: cut or hand back what is still in hand. */
  force(): Promise<unknown>;
}

export interface ShutdownPlan {
  graceMs: number;
  /** Longest wait for each closing step (a pool or a Redis client that no longer answers). */
  closeStepMs?: number;
  begin(): void;
  settle: SettleStep[];
  /** `boundMs` replaces `closeStepMs` for a step that must not be cut short (the embedded database writing its files). */
  close: Array<{ name: string; run(): Promise<unknown>; boundMs?: number }>;
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void };
}

export interface ShutdownReport {
  /** The steps the grace did not settle (forced). */
  forced: string[];
  /** Closing steps that did not end within their bound. */
  stuck: string[];
}

const after = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms);
  });

export async function shutDown(plan: ShutdownPlan): Promise<ShutdownReport> {
  const started = performance.now();
  plan.begin();
  const pending = new Set(plan.settle.map((s) => s.name));
  const done: string[] = [];
  const settled = Promise.allSettled(
    plan.settle.map((step) =>
      step
        .settle()
        .catch(() => {})
        .finally(() => {
          if (pending.delete(step.name)) done.push(step.name);
        }),
    ),
  );
  await Promise.race([settled, after(plan.graceMs)]);
  const settledInGrace = [...done];
  const forced = plan.settle.filter((s) => pending.has(s.name));
  if (forced.length > 0) {
    plan.log.warn(
      { graceMs: plan.graceMs, steps: forced.map((s) => s.name) },
      'shutdown grace elapsed: cutting open requests, handing back jobs and deliveries in hand',
    );
    const stepMs = plan.closeStepMs ?? 5_000;
    await Promise.race([Promise.allSettled(forced.map((s) => s.force())), after(stepMs)]);
  }
  const stuck: string[] = [];
  for (const step of plan.close) {
    const outcome = await Promise.race([step.run().catch(() => 'failed' as const), after(step.boundMs ?? plan.closeStepMs ?? 5_000)]);
    if (outcome === 'timeout') stuck.push(step.name);
  }
  const forcedNames = forced.map((s) => s.name);
  plan.log.info(
    { drainMs: Math.round(performance.now() - started), settled: settledInGrace, forced: forcedNames, stuck },
    forcedNames.length === 0 ? 'shutdown complete: drained' : 'shutdown complete: grace elapsed, the rest handed back',
  );
  return { forced: forcedNames, stuck };
}

/**
 * The longest a listener keeps its connections open after it begins closing:
 * a request already on its way on a kept-alive connection gets its 503 with
 * `Connection: close` (the client retries elsewhere) instead of a reset.
 */
export const IDLE_DRAIN_MS = 1_000;

type Listener = {
  /** A listener that is not a Fastify app of ours (the storage host) begins closing itself. */
  beginClosing?(): void;
  close(): Promise<unknown>;
  server: { closeAllConnections(): void; getConnections(callback: (error: Error | null, count: number) => void): void };
};

/**
 * A listener: one of ours begins closing (every request answered 503 with
 * `Connection: close`, a connection closed once idle), keeps its
 * connections until none is left or IDLE_DRAIN_MS passed, then closes:
 * Fastify's close stops accepting, waits for in-flight requests and cuts
 * idle connections. Forcing cuts what is still open.
 */
export function listenerStep(name: string, app: Listener, drainMs = IDLE_DRAIN_MS): SettleStep {
  return {
    name,
    settle: async () => {
      const began = app.beginClosing ? (app.beginClosing(), true) : beginClosing(app);
      if (began) await connectionsGone(app.server, drainMs);
      return app.close();
    },
    force: async () => app.server.closeAllConnections(),
  };
}

/** Until `server` holds no connection, or `ms` passed. */
async function connectionsGone(server: Listener['server'], ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    const open = await new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(25, Math.max(0, deadline - performance.now()))));
  }
}

/** A worker or a dispatcher: stop() finishes what is in hand; handBack() gives the rest back to the queue. */
export function handBackStep(name: string, part: { stop(): Promise<unknown>; handBack(): Promise<number> }): SettleStep {
  return { name, settle: () => part.stop(), force: () => part.handBack() };
}
