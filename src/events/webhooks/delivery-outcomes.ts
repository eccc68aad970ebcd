// The SQL that ends a claim: an attempt's outcome recorded (with what was
// sent and answered), or the claim given back unsent. Each only while the
// claim is still the one its dispatcher holds (delivery-claims.ts).
import { sql } from 'kysely';
import { runRaw } from '../../db/prepared.ts';
import type { Db } from '../../db/transaction.ts';
import type { DeliveryExchange } from './rules.ts';

export interface DeliveryOutcome {
  status: 'succeeded' | 'failed' | 'skipped';
  attemptedAt: Date | null;
  latencyMs: number | null;
  responseStatus: number | null;
  errorClass: string | null;
  /** What was sent and answered (absent when nothing was sent: a skipped delivery, a signing failure). */
  exchange?: DeliveryExchange;
}

export class DeliveryOutcomes {
  constructor(private readonly db: Db) {}

  /** Runs each statement once on empty arrays, so the backend prepares it before a first outcome needs it (dispatch/warm-up.ts). */
  async warm(): Promise<void> {
    await this.#record([]);
    await this.#release([]);
  }

  /**
   * Records outcomes in one statement; each only while its claim still holds
   * (not taken over after an expired lease). Returns the ids it recorded.
   */
  async record(outcomes: Array<{ id: number; claimId: string; outcome: DeliveryOutcome }>): Promise<Set<number>> {
    return outcomes.length === 0 ? new Set() : this.#record(outcomes);
  }

  async #record(outcomes: Array<{ id: number; claimId: string; outcome: DeliveryOutcome }>): Promise<Set<number>> {
    const kept = outcomes.filter(({ outcome }) => outcome.exchange);
    // One fixed text whatever the batch's size (arrays, not a VALUES list per row): prepared once per connection.
    const rows = await runRaw<{ id: string }>(
      this.db,
      sql`
      WITH recorded AS (
        UPDATE webhook_deliveries d
        SET status = v.status, attempted_at = v.attempted_at, latency_ms = v.latency_ms, response_status = v.response_status,
            error_class = v.error_class, claim_id = NULL, claimed_until = NULL
        FROM unnest(${outcomes.map((o) => String(o.id))}::bigint[], ${outcomes.map((o) => o.claimId)}::uuid[],
                    ${outcomes.map((o) => o.outcome.status)}::text[], ${outcomes.map((o) => o.outcome.attemptedAt)}::timestamptz[],
                    ${outcomes.map((o) => o.outcome.latencyMs)}::int[], ${outcomes.map((o) => o.outcome.responseStatus)}::int[],
                    ${outcomes.map((o) => o.outcome.errorClass)}::text[])
          AS v(id, claim_id, status, attempted_at, latency_ms, response_status, error_class)
        WHERE d.id = v.id AND d.claim_id = v.claim_id
        RETURNING d.id
      ), kept AS (
        -- The exchange is written by the same statement, only for the outcomes it recorded.
        INSERT INTO webhook_delivery_exchanges (delivery_id, request_headers, request_body, response_headers, response_body, response_truncated)
        SELECT x.* FROM unnest(${kept.map((o) => String(o.id))}::bigint[],
                               ${kept.map((o) => JSON.stringify(o.outcome.exchange!.requestHeaders))}::jsonb[],
                               ${kept.map((o) => o.outcome.exchange!.requestBody)}::text[],
                               ${kept.map((o) => (o.outcome.exchange!.response ? JSON.stringify(o.outcome.exchange!.response.headers) : null))}::jsonb[],
                               ${kept.map((o) => o.outcome.exchange!.response?.body ?? null)}::text[],
                               ${kept.map((o) => o.outcome.exchange!.response?.truncated ?? false)}::boolean[])
          AS x(delivery_id, rh, rb, sh, sb, st)
        JOIN recorded r ON r.id = x.delivery_id
        ON CONFLICT (delivery_id) DO NOTHING
      )
      SELECT id FROM recorded
    `,
      { named: true },
    );
    return new Set(rows.map((r) => Number(r.id)));
  }

  /**
   * Gives claims back unsent (a dispatcher shutting down past its grace):
   * pending again, so the next round of any dispatcher takes them now, not
   * after their lease. Only while the claim is still this one. Returns the
   * ids given back.
   */
  async release(claims: Array<{ id: number; claimId: string }>): Promise<Set<number>> {
    return claims.length === 0 ? new Set() : this.#release(claims);
  }

  async #release(claims: Array<{ id: number; claimId: string }>): Promise<Set<number>> {
    const rows = await runRaw(
      this.db,
      sql<{ id: string }>`
      UPDATE webhook_deliveries d SET status = 'pending', claim_id = NULL, claimed_until = NULL
      FROM unnest(${claims.map((c) => String(c.id))}::bigint[], ${claims.map((c) => c.claimId)}::uuid[]) AS v(id, claim_id)
      WHERE d.id = v.id AND d.claim_id = v.claim_id AND d.status = 'delivering'
      RETURNING d.id
    `,
      { named: true },
    );
    return new Set(rows.map((r) => Number(r.id)));
  }
}
