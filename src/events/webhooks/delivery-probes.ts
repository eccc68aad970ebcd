// The idle dispatcher's light polls: whether anything waits for a fan-out
// or a claim, and when the first lease in force lapses. They read and lock
// nothing, unlike the claims (delivery-claims.ts), which are heavy to plan.
import { sql } from 'kysely';
import { runRaw } from '../../db/prepared.ts';
import type { Db } from '../../db/transaction.ts';

export class DeliveryProbes {
  constructor(private readonly db: Db) {}

  /** Runs each probe once, so the backend prepares it before an idle round needs it (dispatch/warm-up.ts). */
  async warm(): Promise<void> {
    await this.idleProbe();
    await this.nextLeaseLapseMs();
  }

  /**
   * An idle dispatcher's poll in one light statement (its claim and fan-out
   * are heavy to plan, on the embedded engine above all): whether any outbox
   * event waits for its fan-out, whether any delivery is open to a claim
   * (pending, or delivering under a lapsed claim), and nextLeaseLapseMs().
   * Each on its partial index of the live states.
   */
  async idleProbe(): Promise<{ events: boolean; open: boolean; lapseMs: number | null }> {
    const rows = await runRaw(
      this.db,
      sql<{ events: boolean; open: boolean; lapse_ms: number | null }>`
      SELECT EXISTS (SELECT 1 FROM outbox_events WHERE fanned_out_at IS NULL) AS events,
             EXISTS (SELECT 1 FROM webhook_deliveries
                     WHERE status IN ('pending', 'delivering') AND (status = 'pending' OR claimed_until < now())) AS open,
             (SELECT (extract(epoch FROM min(claimed_until) - now()) * 1000)::float8
              FROM webhook_deliveries WHERE status IN ('pending', 'delivering') AND status = 'delivering') AS lapse_ms`,
      { named: true },
    );
    const row = rows[0]!;
    return { events: row.events, open: row.open, lapseMs: row.lapse_ms };
  }

  /**
   * Milliseconds until the first claim in force lapses (its dispatcher died,
   * or is still sending), on the database's clock; null when none is held.
   * An idle dispatcher sleeps no longer than that (the open deliveries' index).
   */
  async nextLeaseLapseMs(): Promise<number | null> {
    const rows = await runRaw(
      this.db,
      sql<{ ms: number | null }>`
      SELECT (extract(epoch FROM min(claimed_until) - now()) * 1000)::float8 AS ms
      FROM webhook_deliveries
      WHERE status IN ('pending', 'delivering') AND status = 'delivering'`,
      { named: true },
    );
    return rows[0]?.ms ?? null;
  }
}
