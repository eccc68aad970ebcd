// Admission control: a bound on the requests one listener holds at once.
// Past it a request is refused at once, 503 `service_unavailable` with
// Retry-After (the spec's code for a concurrency limit), instead of joining
// a queue (the database pool's, the event loop's) that grows until clients
// time out and retry into it. A refusal costs a few microseconds and no
// database work, so the requests admitted keep their latency while the
// excess is shed. A request counts from its first hook until its response
// closes, whether it was answered or its client went away.
import type { FastifyReply } from 'fastify';

/** Seconds a refused client is asked to wait: the queue a bound keeps drains within about one. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

export class Admission {
  #inFlight = 0;
  readonly #release = () => {
    this.#inFlight -= 1;
  };

  /** `maxInFlight` requests at once; 0 admits everything (no bound). */
  constructor(readonly maxInFlight: number) {}

  /** Admits the request (counted until its response closes), or false when the listener is at its bound. */
  admit(reply: FastifyReply): boolean {
    if (this.maxInFlight === 0) return true;
    if (this.#inFlight >= this.maxInFlight) return false;
    this.#inFlight += 1;
    // 'close' is emitted once per response: after it is sent, or when its connection is lost first
    // (so `on`, without the wrapper `once` builds and removes per request).
    reply.raw.on('close', this.#release);
    return true;
  }

  get inFlight(): number {
    return this.#inFlight;
  }
}
