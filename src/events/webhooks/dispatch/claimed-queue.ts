// Deliveries claimed ahead: each endpoint's claim may take up to a window
// more than its free slots, and those wait here, claimed (leased), until a
// POST of their endpoint ends; then the next one starts at once, with no
// round trip. Without them every POST that ended while deliveries waited
// asked the database for the next (a claim statement per delivery, and a
// delivery row written three times: pending, claimed, recorded); at 500
// events/s to one endpoint with a window of 4 the dispatcher fell behind.
// They wait at most about one window's POSTs (one timeout for a hung
// endpoint), far inside their lease, and a crash leaves them to the lease
// like the POSTs in flight (at least once); stop() and handBack() give them
// back pending.
import type { ClaimedDelivery } from '../delivery-claims.ts';

export class ClaimedQueue {
  readonly #byEndpoint = new Map<number, ClaimedDelivery[]>();
  #size = 0;
  #retry: NodeJS.Timeout | null = null;

  /** Deliveries waiting, all endpoints. */
  get size(): number {
    return this.#size;
  }

  /** Deliveries waiting for the endpoint. */
  count(endpointId: number): number {
    return this.#byEndpoint.get(endpointId)?.length ?? 0;
  }

  push(delivery: ClaimedDelivery): void {
    const queue = this.#byEndpoint.get(delivery.endpointId);
    if (queue) queue.push(delivery);
    else this.#byEndpoint.set(delivery.endpointId, [delivery]);
    this.#size++;
  }

  /** Starts, in claim order per endpoint, each delivery while `room` says its endpoint has a free slot (asked before each). */
  startEach(room: (endpointId: number) => boolean, start: (delivery: ClaimedDelivery) => void): void {
    for (const [endpointId, queue] of this.#byEndpoint) {
      while (queue.length > 0 && room(endpointId)) {
        this.#size--;
        start(queue.shift()!);
      }
      if (queue.length === 0) this.#byEndpoint.delete(endpointId);
    }
  }

  /**
   * While deliveries wait, calls `pump` again after `ms` (100 ms). A hung endpoint's
   * window grows with the age of its oldest POST (window.ts), and no POST of
   * it ends to start the next: without this its queued deliveries would wait
   * for the first timeout instead of starting as the window opens.
   */
  retryWhileWaiting(pump: () => void, ms = 100): void {
    if (this.#size === 0 || this.#retry !== null) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      pump();
    }, ms);
    this.#retry.unref();
  }

  /** Every delivery waiting, the queue emptied (stop(), handBack()). */
  drain(): ClaimedDelivery[] {
    const out = [...this.#byEndpoint.values()].flat();
    this.#byEndpoint.clear();
    this.#size = 0;
    return out;
  }
}
