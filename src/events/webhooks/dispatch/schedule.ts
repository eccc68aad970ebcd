// When the dispatcher's loop runs its next round (dispatcher.ts).

/**
 * How long a round that started nothing waits before the next one (a
 * finished delivery may wake it sooner). Until the next fan-out is due, not
 * a whole poll interval from now: every finished delivery wakes the loop,
 * and restarting a full interval on each wake pushed the fan-out back, so
 * under steady traffic the outbox was read every 150–200 ms instead of every
 * 100 (PostgreSQL p99 608 ms in `npm run bench -- webhooks`). After a failed
 * round (database unavailable): at least a second.
 */
export function idleBeforeNextRound(round: { failed: boolean; pollMs: number; sinceFanOutMs: number }): number {
  if (round.failed) return Math.max(1000, round.pollMs);
  return Math.min(round.pollMs, Math.max(1, round.pollMs - round.sinceFanOutMs));
}

/**
 * The most one claim of open deliveries takes (rows it must find and lock
 * among the pending): `base` (claimBatch), doubled after each claim the
 * batch cut, up to `most` (the process's slots and as many to queue), back
 * to `base` after a claim that took less than it could. A dispatcher that
 * fell behind (a restart under full load) claimed 100 a round trip: at 1,000
 * deliveries/s and round trips of 50–100 ms on a loaded machine that barely
 * kept level with the arrivals, and a backlog took seconds to drain (a
 * dispatcher's cold start). A fan-out's claim is not bound by it (it claims the
 * rows it inserts itself, as many as the process has room for).
 */
export class ClaimSize {
  #size: number;

  constructor(
    private readonly base: number,
    private readonly most: number,
  ) {
    this.#size = Math.min(base, most);
  }

  get size(): number {
    return this.#size;
  }

  /** A claim was cut at `limit` (it took all it was allowed): when the batch was the bound, the next may take twice as many. */
  cut(limit: number): void {
    if (limit >= this.#size) this.#size = Math.min(this.most, this.#size * 2);
  }

  /** A claim of open deliveries took less than it could: nothing is left behind, back to the batch. */
  drained(): void {
    this.#size = Math.min(this.base, this.most);
  }
}
