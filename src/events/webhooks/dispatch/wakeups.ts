// What wakes the dispatcher when an event commits, so it does not wait for
// its poll:
//
// - in this process: a writer that appends an event to the outbox rings the
//   outbox bell after its transaction commits (src/events/outbox.ts), with
//   the event's id, no database round trip;
// - from other processes (PostgreSQL): every row inserted into the outbox
//   sends `pg_notify('events_ready', event_id)` (a trigger, migration 0018),
//   delivered at commit to the process's one LISTEN connection
//   (src/jobs/signals.ts).
//
// In the writer's own process the same event arrives twice (the bell, then
// the LISTEN echo a moment later): the second is ignored, so one commit costs
// one round. A wake carries no state: the dispatcher reads the outbox again.
// - a delivery queued outside the fan-out (staff's test ping or redelivery)
//   sends `pg_notify('deliveries_ready', id)` (a trigger, migration 0022; on
//   PGlite too, LISTENed to on the instance): it reaches the dispatcher as
//   `delivery:<id>` (deliveryWake), which wakes a claim rather than a fan-out.
//
// The poll stays as the fallback (a lost notification, a listener
// reconnecting); it backs off while idle (dispatcher.ts).

/** Wake-ups the dispatcher subscribes to: each call names the event that committed. */
export interface WakeSource {
  subscribe(listener: (eventId: string) => void): () => void;
  /** Called on each poll round: reopens the cross-process listener if it was lost (cheap when it is up). */
  refresh?(): void;
}

export const noWakeups: WakeSource = { subscribe: () => () => {} };

const DELIVERY = 'delivery:';

/** The wake-up for a delivery queued outside the fan-out (`id` '' after the listener reconnected: any). */
export function deliveryWake(id: string): string {
  return `${DELIVERY}${id}`;
}

/** Whether a wake-up is deliveryWake's (the dispatcher claims) rather than an event's (it fans out). */
export function isDeliveryWake(wake: string): boolean {
  return wake.startsWith(DELIVERY);
}

/** Several sources as one (the bell and the LISTEN connection). */
export function mergeWakeSources(...sources: WakeSource[]): WakeSource {
  return {
    subscribe(listener) {
      const offs = sources.map((s) => s.subscribe(listener));
      return () => {
        for (const off of offs) off();
      };
    },
    refresh() {
      for (const s of sources) s.refresh?.();
    },
  };
}

/**
 * Lets each event id wake the dispatcher once: a second signal for the same
 * id within `echoMs` (the LISTEN echo of a local bell, or the bell after an
 * echo that came first) is dropped. Remembers at most `capacity` ids.
 */
export class WakeFilter {
  readonly #seen = new Map<string, number>();

  constructor(
    private readonly echoMs = 2_000,
    private readonly capacity = 8_192,
  ) {}

  /** True when this signal should wake the dispatcher. */
  admit(eventId: string, now: number): boolean {
    if (eventId === '') return true;
    const seen = this.#seen.get(eventId);
    if (seen !== undefined && now - seen < this.echoMs) {
      this.#seen.delete(eventId); // an id comes at most twice
      return false;
    }
    this.#seen.delete(eventId);
    this.#seen.set(eventId, now);
    if (this.#seen.size > this.capacity) this.#seen.delete(this.#seen.keys().next().value!);
    return true;
  }
}
