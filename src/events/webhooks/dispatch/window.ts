// Per-endpoint sending windows, sized to what each endpoint shows.
//
// By Little's law an endpoint needs `rate × latency` POSTs in flight to keep
// up. Each endpoint's window is that, doubled for headroom, for the larger of
// its observed start rate and the rate every endpoint is promised
// (`floorRate`, the 10 events/s), within [min, max]:
//
//   window = clamp(ceil(2 × max(floorRate, rate) × latency), min, max)
//
// - A fast endpoint keeps the minimum until its traffic needs more (100/s at
//   50 ms: 10 slots); while its window is full, starts come at
//   window/latency, so the next size is twice the window: it doubles until
//   it keeps up, up to `max`.
// - A hung endpoint's latency is the timeout: 2 × 10/s × 5 s ≥ `max` (64), so
//   it can start 64 / 5 s = 12.8 POSTs per second, each attempted within
//   seconds of its commit at up to 10/s, and never more than `max` slots:
//   the process's other slots (`WEBHOOK_CONCURRENCY`, 256) stay for the
//   others. The age of its oldest POST still in flight counts as latency, so
//   the window opens while the first POSTs hang, not only after they time out.
// Idle sockets waiting on a hung endpoint cost no CPU; the bound is there so
// one endpoint cannot take every slot of the process.
//
// A slot is busy for more than its POST when deliveries wait for it: from the
// POST's end until the dispatcher's next claim starts another (a round trip
// or two; 100–300 ms on a loaded machine). That wait counts as latency too
// (its moving average, decaying while nothing waits); sized on the POST
// alone, a backlogged endpoint's window let it start barely more than its
// arrival rate, and a backlog never drained (the spread bench showed it).

export interface WindowSettings {
  /** The window of an endpoint with no history, and the least it ever gets. */
  min: number;
  /** The most any endpoint gets in this process. */
  max: number;
  /** Events per second every endpoint is sized for, however slow it is. */
  floorRate: number;
}

/** The window for an endpoint with this latency (ms) and start rate (per second). */
export function windowSize(observed: { latencyMs: number; ratePerSec: number }, s: WindowSettings): number {
  const rate = Math.max(s.floorRate, observed.ratePerSec);
  const wanted = Math.ceil((2 * rate * Math.max(0, observed.latencyMs)) / 1000);
  return Math.min(s.max, Math.max(s.min, wanted));
}

/** Weight of the newest sample in the moving averages. */
const ALPHA = 0.2;
/** An endpoint unseen this long is forgotten (it starts again from `min`). */
const FORGET_MS = 10 * 60_000;

interface EndpointState {
  /** Delivery id → when its POST started (ms, the monotonic clock). */
  inFlight: Map<number, number>;
  latencyMs: number | null;
  /** Moving average of the gap between starts (ms). */
  gapMs: number | null;
  lastStart: number | null;
  lastSeen: number;
  /** When a slot freed while deliveries waited for one (the next start ends the wait). */
  waitingSince: number | null;
  /** Moving average of that wait (ms). */
  claimWaitMs: number;
}

export class EndpointWindows {
  readonly #endpoints = new Map<number, EndpointState>();

  constructor(private readonly settings: WindowSettings) {}

  #state(endpointId: number, now: number): EndpointState {
    let s = this.#endpoints.get(endpointId);
    if (!s) {
      s = { inFlight: new Map(), latencyMs: null, gapMs: null, lastStart: null, lastSeen: now, waitingSince: null, claimWaitMs: 0 };
      this.#endpoints.set(endpointId, s);
    }
    s.lastSeen = now;
    return s;
  }

  started(endpointId: number, deliveryId: number, now: number): void {
    const s = this.#state(endpointId, now);
    if (s.lastStart !== null) {
      const gap = Math.max(0.1, now - s.lastStart);
      s.gapMs = s.gapMs === null ? gap : ALPHA * gap + (1 - ALPHA) * s.gapMs;
    }
    s.lastStart = now;
    s.inFlight.set(deliveryId, now);
    const waited = s.waitingSince === null ? 0 : now - s.waitingSince;
    s.claimWaitMs = ALPHA * waited + (1 - ALPHA) * s.claimWaitMs;
    s.waitingSince = null;
  }

  /** A POST ended (or never ran: `latencyMs` null, e.g. skipped), freeing its slot; `waiting`: deliveries wait for it. */
  finished(endpointId: number, deliveryId: number, latencyMs: number | null, now: number, waiting = false): void {
    const s = this.#state(endpointId, now);
    s.inFlight.delete(deliveryId);
    if (waiting) s.waitingSince ??= now;
    if (latencyMs !== null) s.latencyMs = s.latencyMs === null ? latencyMs : ALPHA * latencyMs + (1 - ALPHA) * s.latencyMs;
  }

  /** The endpoint's window now. */
  size(endpointId: number, now: number): number {
    const s = this.#endpoints.get(endpointId);
    if (!s) return this.settings.min;
    let oldest = now;
    for (const at of s.inFlight.values()) oldest = Math.min(oldest, at);
    const latencyMs = Math.max(s.latencyMs ?? 0, now - oldest) + s.claimWaitMs;
    // The rate decays while the endpoint is quiet: the gap since its last start counts once it exceeds the average.
    const gap = s.gapMs === null ? Infinity : Math.max(s.gapMs, s.lastStart === null ? 0 : now - s.lastStart);
    return windowSize({ latencyMs, ratePerSec: 1000 / gap }, this.settings);
  }

  /** POSTs in flight to the endpoint. */
  busy(endpointId: number): number {
    return this.#endpoints.get(endpointId)?.inFlight.size ?? 0;
  }

  /** True when the endpoint has no free slot (a finished POST then frees one a claim may be waiting for). */
  full(endpointId: number, now: number): boolean {
    return this.busy(endpointId) >= this.size(endpointId, now);
  }

  /**
   * Free slots of every endpoint this process knows (others get `min`),
   * for the claim; forgets endpoints idle for ten minutes.
   */
  free(now: number): Map<number, number> {
    const out = new Map<number, number>();
    for (const [id, s] of this.#endpoints) {
      if (s.inFlight.size === 0 && now - s.lastSeen > FORGET_MS) {
        this.#endpoints.delete(id);
        continue;
      }
      out.set(id, Math.max(0, this.size(id, now) - s.inFlight.size));
    }
    return out;
  }
}
