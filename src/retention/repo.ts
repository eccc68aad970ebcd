// The pruning statements: each deletes at most `limit` rows of one kind
// older than `cutoff`, chosen oldest first by the kind's retention index
// (migrations 0016_retention_usage, 0025_signin_client_use) in a subselect that locks them with
// SKIP LOCKED, so two workers pruning at once take different rows and
// neither waits on a row a request holds. One statement, its own short
// transaction: no lock outlives it.
import { sql } from 'kysely';
import type { Db } from '../db/transaction.ts';
import type { RetentionKind } from './policy.ts';

/** The two kinds that prune registered sign-in clients. */
export type SigninClientKind = 'signin_clients_unused' | 'signin_clients';

const count = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0n);

export class RetentionRepo {
  /** `submissionJob`: the job kind whose dead jobs stay while their submission is unfinished (handed down by the assembly). */
  constructor(
    private readonly db: Db,
    private readonly submissionJob: string,
  ) {}

  /** Deletes one batch of `kind` (not uploads: pruneUploads; not clients: pruneSigninClients); the number deleted. */
  async prune(kind: Exclude<RetentionKind, 'uploads' | SigninClientKind>, cutoff: Date, limit: number): Promise<number> {
    const statement = {
      events: sql`
        DELETE FROM outbox_events WHERE id IN (
          SELECT e.id FROM outbox_events e
          WHERE e.fanned_out_at IS NOT NULL AND e.created_at < ${cutoff}
            AND NOT EXISTS (
              SELECT 1 FROM webhook_deliveries d
              WHERE d.event_id = e.event_id::text AND d.status IN ('pending', 'delivering'))
          ORDER BY e.created_at LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)`,
      deliveries: sql`
        DELETE FROM webhook_deliveries WHERE id IN (
          SELECT d.id FROM webhook_deliveries d
          WHERE d.status IN ('succeeded', 'failed', 'skipped') AND d.created_at < ${cutoff}
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries r WHERE r.redelivery_of = d.id)
          ORDER BY d.created_at LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)`,
      jobs: sql`
        DELETE FROM jobs WHERE id IN (
          SELECT j.id FROM jobs j
          WHERE j.state IN ('done', 'dead') AND j.updated_at < ${cutoff}
            -- CASE fixes the order: the submission is read for dead submission jobs only.
            AND CASE WHEN j.state = 'done' OR j.kind <> ${this.submissionJob} THEN true
                     ELSE NOT EXISTS (
                       SELECT 1 FROM order_submissions s
                       WHERE s.id = (j.payload ->> 'submissionId')::uuid AND s.status IN ('queued', 'processing'))
                END
          ORDER BY j.updated_at LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)`,
      signin_codes: sql`
        DELETE FROM oauth_codes WHERE code_hash IN (
          SELECT code_hash FROM oauth_codes WHERE expires_at < ${cutoff}
          ORDER BY expires_at LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)`,
      audit: sql`
        DELETE FROM audit_log WHERE id IN (
          SELECT id FROM audit_log WHERE occurred_at < ${cutoff}
          ORDER BY occurred_at LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)`,
      usage: sql`
        DELETE FROM partner_usage_hourly WHERE (partner_id, hour) IN (
          SELECT partner_id, hour FROM partner_usage_hourly WHERE hour < ${cutoff}
          ORDER BY hour LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)`,
    }[kind];
    return count(await statement.execute(this.db));
  }

  /**
   * Deletes one batch of registered sign-in clients, with their codes: never
   * used and registered before `cutoff` (`signin_clients_unused`), or last
   * used before it (`signin_clients`). One statement, so no code of a
   * deleted client is left behind by this pass; a code issued while it ran
   * is refused at its exchange (the client is gone).
   */
  async pruneSigninClients(kind: SigninClientKind, cutoff: Date, limit: number): Promise<number> {
    const chosen =
      kind === 'signin_clients_unused'
        ? sql`SELECT client_id FROM oauth_clients WHERE last_used_at IS NULL AND created_at < ${cutoff}
              ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`
        : sql`SELECT client_id FROM oauth_clients WHERE last_used_at < ${cutoff}
              ORDER BY last_used_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    const result = await sql<{ deleted: number }>`
      WITH gone AS (DELETE FROM oauth_clients WHERE client_id IN (${chosen}) RETURNING client_id),
           codes AS (DELETE FROM oauth_codes WHERE client_id IN (SELECT client_id FROM gone))
      SELECT count(*)::int AS deleted FROM gone`.execute(this.db);
    return result.rows[0]?.deleted ?? 0;
  }

  /**
   * Deletes one batch of reservations that expired before `cutoff` and were
   * never attached; answers the object keys their bytes may sit under. The
   * row goes first: an attach racing it finds no reservation (it re-reads it
   * under the line's lock), never a print file without its object.
   */
  async pruneUploads(cutoff: Date, limit: number): Promise<string[]> {
    const result = await sql<{ object_key: string }>`
      DELETE FROM upload_reservations WHERE name IN (
        SELECT name FROM upload_reservations
        WHERE attached_at IS NULL AND expires_at < ${cutoff}
        ORDER BY expires_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      AND attached_at IS NULL
      RETURNING object_key`.execute(this.db);
    return result.rows.map((r) => r.object_key);
  }
}
