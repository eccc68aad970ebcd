// Where the gateway reports each authenticated request it let through or
// refused, for the per-partner usage history (src/partners/usage/; nothing
// by default). Called on the hot path: an implementation counts in memory
// and writes aggregates later, never a database write per request.
export type UsageOutcome = 'served' | 'bucket' | 'quota';

export interface UsageRecorder {
  /** One request of `partnerId` at `at` (ms since the epoch, the gateway's clock); `quotaUsed`: its daily quota used so far. */
  request(partnerId: number, at: number, outcome: UsageOutcome, quotaUsed: number): void;
}

export const unmetered: UsageRecorder = { request() {} };
