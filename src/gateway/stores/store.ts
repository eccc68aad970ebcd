// Where the gateway's counters live: this process's memory, or Redis shared by
// every process. Each call is one atomic step, and time is the caller's
// (the injected clock), never the store's own.
import type { TakeOutcome } from '../limits/bucket.ts';
import type { BucketLimit } from '../limits/limits.ts';

export interface ConsumeRequest {
  /** Milliseconds since the epoch, from the injected clock. */
  now: number;
  bucket: BucketLimit & { key: string };
  /** A daily quota counted with the bucket, in the same atomic step. */
  quota?: { key: string; limit: number; resetAt: number };
}

export interface LimitStore {
  /** One request against a token bucket (and its quota): served, or how long to wait. */
  consume(request: ConsumeRequest): Promise<TakeOutcome>;
  /** Counts one request in a fixed window ending at `windowEnd`; the count including this one. */
  hit(key: string, now: number, windowEnd: number): Promise<number>;
  close(): Promise<void>;
  /** Asks the shared store whether it answers (readiness); absent for process memory. */
  ping?(): Promise<void>;
  /** A failure of the shared store to report (at most now and then), when the store has a fallback. */
  takeNotice?(): Error | null;
  /**
   * `consume` and `hit` answered at once, for a store in this process's
   * memory: the gateway's hooks then settle the request without a promise.
   * Absent for a shared store (Redis).
   */
  readonly immediate?: {
    consume(request: ConsumeRequest): TakeOutcome;
    hit(key: string, now: number, windowEnd: number): number;
  };
}
