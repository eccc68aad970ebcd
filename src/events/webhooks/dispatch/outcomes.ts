// Where attempts' outcomes wait to be recorded: in batches, one statement a
// batch and one flush at a time, so a delivery's slot is free as soon as its
// POST ends, not when its row is written. An outcome waits up to `gatherMs`
// for others before its flush starts (BATCH waiting flush at once): at 500
// deliveries/s a flush started by each outcome recorded one or two rows a
// statement; gathered for 20 ms, about ten. Waiting costs nothing but the
// window in which a crash sends those deliveries again (at least once). Each recorded outcome is logged;
// one whose lease expired meanwhile (another dispatcher took the delivery)
// is logged as not recorded. The other end of a claim is here too: claims
// given back unsent, pending again for any dispatcher (stop, shutdown).
import type { ClaimedDelivery } from '../delivery-claims.ts';
import type { DeliveryOutcome, DeliveryOutcomes } from '../delivery-outcomes.ts';
import { deliveryFields, type DispatcherLog } from './settings.ts';
import { extended } from '../../../objects.ts';

/** Outcomes recorded per statement at most. */
const BATCH = 200;

export class OutcomeLedger {
  #outcomes: Array<{ delivery: ClaimedDelivery; outcome: DeliveryOutcome }> = [];
  #flushing: Promise<void> | null = null;
  #gathering: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: DeliveryOutcomes,
    private readonly log: DispatcherLog,
    private readonly gatherMs = 0,
  ) {}

  /** Queues an attempt's outcome: recorded after `gatherMs`, at once when a batch is full, or after the flush under way. */
  add(delivery: ClaimedDelivery, outcome: DeliveryOutcome): void {
    this.#outcomes.push({ delivery, outcome });
    if (this.#flushing) return;
    if (this.gatherMs <= 0 || this.#outcomes.length >= BATCH) void this.flush();
    else this.#gathering ??= setTimeout(() => void this.flush(), this.gatherMs);
  }

  /** Outcomes wait, or a flush is under way. */
  get pending(): boolean {
    return this.#outcomes.length > 0 || this.#flushing !== null;
  }

  /** Records every waiting outcome now, one statement per batch, one flush at a time. */
  flush(): Promise<void> {
    if (this.#gathering) clearTimeout(this.#gathering);
    this.#gathering = null;
    this.#flushing ??= this.#drain().finally(() => {
      this.#flushing = null;
      // Outcomes that arrived during this flush have waited for it: recorded now.
      if (this.#outcomes.length > 0) void this.flush();
    });
    return this.#flushing;
  }

  async #drain(): Promise<void> {
    while (this.#outcomes.length > 0) {
      const batch = this.#outcomes.splice(0, BATCH);
      try {
        const kept = await this.repo.record(
          batch.map(({ delivery, outcome }) => ({ id: delivery.id, claimId: delivery.claimId, outcome })),
        );
        for (const { delivery, outcome } of batch) this.#report(delivery, outcome, kept.has(delivery.id));
      } catch (error) {
        // Unrecorded rows stay claimed; after their lease another round sends them again (at least once).
        this.log.error(
          { err: error, deliveryIds: batch.map((b) => b.delivery.id), eventIds: batch.map((b) => b.delivery.eventId) },
          'webhook outcomes could not be recorded; they will be sent again after their lease',
        );
      }
    }
  }

  /** Gives claims back unsent (pending again), logging each given back with `message`; returns how many. */
  async giveBack(claims: ClaimedDelivery[], message: string): Promise<number> {
    if (claims.length === 0) return 0;
    try {
      const given = await this.repo.release(claims);
      for (const d of claims) if (given.has(d.id)) this.log.info(deliveryFields(d), message);
      return given.size;
    } catch (error) {
      this.log.error(
        { err: error, deliveryIds: claims.map((d) => d.id), eventIds: claims.map((d) => d.eventId) },
        'webhook deliveries could not be handed back; they are sent again after their lease',
      );
      return 0;
    }
  }

  #report(delivery: ClaimedDelivery, outcome: DeliveryOutcome, kept: boolean): void {
    const fields = extended(deliveryFields(delivery), {
      status: outcome.status,
      responseStatus: outcome.responseStatus,
      errorClass: outcome.errorClass,
      latencyMs: outcome.latencyMs,
    });
    if (!kept) this.log.warn(fields, 'webhook delivery outcome not recorded: its lease expired and another dispatcher took it');
    else if (outcome.status === 'succeeded') this.log.info(fields, 'webhook delivered');
    else this.log.warn(fields, `webhook delivery ${outcome.status}`);
  }
}
