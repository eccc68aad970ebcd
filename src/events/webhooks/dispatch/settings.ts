// What the dispatcher is given: its settings, the log it writes to and the
// observer it reports each finished attempt to (the platform's metrics).
import type { IdleTimers } from '../../../jobs/idle-timers.ts';
import type { ClaimedDelivery } from '../delivery-claims.ts';
import type { DeliveryOutcome } from '../delivery-outcomes.ts';

export interface DispatcherSettings {
  /** Per POST; a 2xx within it is success (the spec's 5 s). */
  timeoutMs: number;
  /** Deliveries in flight in this process, overall. */
  concurrency: number;
  /** Per endpoint: the window it starts with (and never goes below), the most it may grow to (window.ts). */
  perEndpointConcurrency: number;
  perEndpointMaxConcurrency: number;
  /** Events per second every endpoint's window is sized for, however slow the endpoint (the 10/s). */
  endpointFloorRate: number;
  /** Idle wait between rounds when nothing wakes the dispatcher (the fallback to the wake-ups). */
  pollMs: number;
  /** While idle the poll doubles from pollMs up to this (IDLE_POLL_MAX_MS); pollMs when unset (no backoff). */
  idlePollMaxMs?: number;
  /** How long a claim is owned before another dispatcher may take it over. */
  leaseMs: number;
  /** Outbox events fanned out per round. */
  fanOutBatch: number;
  /** Deliveries claimed per round at most. */
  claimBatch: number;
  /**
   * Under traffic, the least time between two fan-outs (0 or unset: none): commits within it share the next round's
   * statement rather than each starting one. A commit after a quiet spell is fanned out at once.
   */
  fanOutGapMs?: number;
  /**
   * Connections the dispatcher opens and prepares its statements on before its first round (warm-up.ts; 0: none,
   * unset: DISPATCHER_CONNECTIONS).
   */
  warmConnections?: number;
  /** How long a finished attempt's outcome waits for others to be recorded in the same statement (0 or unset: none). */
  recordGatherMs?: number;
  /** What the loop's idle sleep and commits' pause run on, and its clock (sleeps.ts): the process's unless given (a test's). */
  timers?: IdleTimers;
}

/** What the dispatcher logs through (a pino logger fits). Never given a secret. */
export interface DispatcherLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const silentLog: DispatcherLog = { info() {}, warn() {}, error() {} };

/** The fields naming a delivery on every log line about it. */
export function deliveryFields(delivery: ClaimedDelivery): Record<string, unknown> {
  return { deliveryId: delivery.id, eventId: delivery.eventId, endpointId: delivery.endpointId, type: delivery.type };
}

/** Where each finished attempt is reported (the platform's metrics): its outcome, the event's commit time, the POST's latency. */
export interface DeliveryObserver {
  delivery(outcome: DeliveryOutcome['status'], committedAt: Date | null, latencyMs: number | null): void;
}

export const unobserved: DeliveryObserver = { delivery() {} };
