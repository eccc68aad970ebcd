// The client's own pacing: a local copy of the partner's token bucket, read
// from the RateLimit-Policy and RateLimit fields of every answer
// (draft-ietf-httpapi-ratelimit-headers, as the gateway sends them), so a burst
// larger than the bucket waits here, in order, instead of being sent, refused
// with 429, and retried together.
//
// - Until the policy is known, one request is in flight at a time: the first
//   answer tells the bucket's depth (q), refill time (w) and what is left (r).
// - Then a request is sent when the local bucket holds a token; it refills at
//   q / w per second (w is rounded up by the service, so the estimate errs
//   slow, never fast: trial's 5 tokens at 2/s read as w=3, 1.67/s). Every
//   answer lowers the local count to the service's r when that is less
//   (another process of the partner spending the same bucket), and raises it
//   to r when the service holds more than the estimate (its real refill is
//   faster than q / w), less every request r may not have counted: those sent
//   after this one, and those still in flight when it was sent (the service
//   may have served them after it, and answers on different sockets can be
//   read in any order). r is whole tokens the service had, so the pace
//   reaches the bucket's real rate and never passes it.
// - Requests on their way hold tokens the service has not taken yet, in a
//   bucket that never holds more than its depth: the local count never
//   passes the depth less the requests in flight.
// - A 429 empties the local bucket and holds every request until Retry-After
//   plus jitter (so retries never come back together), backing off on
//   repeated 429s.
// - One loop releases the queue and only it waits, so a test's fake clock (the
//   client's `sleep` and `now`) moves once per wait, not once per request.
// - A host that sends no RateLimit fields is not paced.

export interface PacerOptions {
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  random?: () => number;
}

/** What the pacer knew when it let one request go; handed back with its answer to `observe`. */
export interface Slip {
  /** Requests let go before this one. */
  sentBefore: number;
  /** Of those, the ones still unanswered. */
  inFlightBefore: number;
}

interface BucketPolicy {
  depth: number;
  perMs: number;
}

/** `"bucket";q=5;w=3, "daily";q=10000;w=86400` → { bucket: { q: 5, w: 3 }, daily: … } */
export function parseRateLimitField(value: string | null): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  if (!value) return out;
  for (const item of value.split(',')) {
    const [name, ...params] = item.trim().split(';');
    const key = name?.trim().replace(/^"|"$/g, '');
    if (!key) continue;
    const values: Record<string, number> = {};
    for (const p of params) {
      const [k, v] = p.split('=');
      const n = Number(v);
      if (k && Number.isFinite(n)) values[k.trim()] = n;
    }
    out[key] = values;
  }
  return out;
}

export class Pacer {
  #policy: BucketPolicy | null = null;
  /** No RateLimit fields seen on an answer: the host is not paced. */
  #unpaced = false;
  #tokens = 0;
  #updatedAt = 0;
  /** No request leaves before this (after a 429). */
  #holdUntil = 0;
  #refusals = 0;
  #probing = false;
  #draining = false;
  /** Requests released and not yet answered (or abandoned). */
  #inFlight = 0;
  /** Requests released, ever. */
  #sent = 0;
  readonly #queue: Array<() => void> = [];
  readonly #random: () => number;

  constructor(private readonly options: PacerOptions) {
    this.#random = options.random ?? Math.random;
  }

  /** Resolves when a request may be sent; rejects with the signal's reason if it aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<Slip> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const at = this.#queue.indexOf(release);
        if (at >= 0) this.#queue.splice(at, 1);
        reject(signal!.reason);
      };
      const release = () => {
        signal?.removeEventListener('abort', onAbort);
        const slip = { sentBefore: this.#sent, inFlightBefore: this.#inFlight };
        this.#sent += 1;
        this.#inFlight += 1;
        resolve(slip);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(release);
      void this.#drain();
    });
  }

  /** What the answer to the request `slip` let go said of the bucket (any status; a 429 also calls `refused`). */
  observe(headers: Headers, status: number, slip: Slip): void {
    const policy = parseRateLimitField(headers.get('ratelimit-policy')).bucket;
    const state = parseRateLimitField(headers.get('ratelimit')).bucket;
    const wasProbing = this.#probing;
    this.#probing = false;
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    if (policy?.q && policy.w && state && state.r !== undefined) {
      this.#refill();
      const first = this.#policy === null;
      this.#policy = { depth: policy.q, perMs: policy.q / (policy.w * 1000) };
      this.#unpaced = false;
      // Raised to what the service held, less what it may not have counted yet: the requests sent after this
      // one and those unanswered when it left (served after it, or answered but read later).
      const held = state.r - (this.#sent - slip.sentBefore - 1) - slip.inFlightBefore;
      this.#tokens = first ? state.r : held > this.#tokens ? held : Math.min(this.#tokens, state.r);
      this.#updatedAt = this.options.now();
      if (status !== 429) this.#refusals = 0;
    } else if (this.#policy === null && status !== 429 && status !== 401) {
      // An answer without the fields (a host with no gateway, a public route): nothing to pace by.
      this.#unpaced = true;
    }
    if (wasProbing || this.#queue.length > 0) void this.#drain();
  }

  /** A 429: hold every request for Retry-After (or the bucket's next token) plus jitter, more after each repeat. Returns the wait. */
  refused(retryAfterMs: number | undefined, initialDelayMs: number, maxDelayMs: number): number {
    this.#refusals += 1;
    this.#tokens = 0;
    this.#updatedAt = this.options.now();
    const base = retryAfterMs ?? (this.#policy ? Math.ceil(1 / this.#policy.perMs) : initialDelayMs);
    const backoff = Math.min(maxDelayMs, initialDelayMs * 2 ** (this.#refusals - 1));
    const delay = Math.round(base + this.#random() * backoff);
    this.#holdUntil = Math.max(this.#holdUntil, this.options.now() + delay);
    return delay;
  }

  /** A request ended without an answer (connection error, or it never left): its place is free again. */
  abandoned(): void {
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    const wasProbing = this.#probing;
    this.#probing = false;
    if (wasProbing || this.#queue.length > 0) void this.#drain();
  }

  #refill(): void {
    if (!this.#policy) return;
    const now = this.options.now();
    // The service's bucket still holds the tokens of requests on their way to it, and never more than its depth:
    // while they travel, its refill past the depth is lost, so the local count stops at the depth less them. Without
    // this, a slow network or server (requests queued in transit) let the count grow as if that refill were not lost.
    const cap = this.#policy.depth - this.#inFlight;
    this.#tokens = Math.min(cap, this.#tokens + (now - this.#updatedAt) * this.#policy.perMs);
    this.#updatedAt = now;
  }

  async #drain(): Promise<void> {
    if (this.#draining) return;
    this.#draining = true;
    try {
      while (this.#queue.length > 0) {
        const hold = this.#holdUntil - this.options.now();
        if (hold > 0) {
          await this.options.sleep(hold);
          continue;
        }
        if (this.#unpaced) {
          this.#queue.shift()!();
          continue;
        }
        if (!this.#policy) {
          // Learning the policy: one request at a time until an answer carries it.
          if (this.#probing) return;
          this.#probing = true;
          this.#queue.shift()!();
          continue;
        }
        this.#refill();
        if (this.#tokens >= 1) {
          this.#tokens -= 1;
          this.#queue.shift()!();
          continue;
        }
        // Every token the bucket can hold is spoken for by requests on their way: no wait refills it, an answer
        // (or a request given up) does, and `observe`/`abandoned` drain the queue again.
        if (this.#policy.depth - this.#inFlight < 1) return;
        // A millisecond past the exact refill: the service's own arithmetic may land a hair under a whole token.
        await this.options.sleep(Math.ceil((1 - this.#tokens) / this.#policy.perMs) + 1);
      }
    } finally {
      this.#draining = false;
    }
  }
}
