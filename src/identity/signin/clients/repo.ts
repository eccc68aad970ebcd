// Registered sign-in clients as the back office sees them: a newest-first
// keyset listing and the deletion of one with its codes. SQL only.
import { sql } from 'kysely';
import type { Db } from '../../../db/transaction.ts';

export interface SigninClientRecord {
  clientId: string;
  clientName: string | null;
  redirectUris: string[];
  createdAt: Date;
  /** When its last code was issued; null: no sign-in used it. */
  lastUsedAt: Date | null;
}

/** Where a page continues: after this client, newest first. */
export interface ClientsAfter {
  createdAt: Date;
  clientId: string;
}

export class SigninClientsRepo {
  constructor(private readonly db: Db) {}

  /** Newest first by registration (index oauth_clients_created), `limit` rows after `after`. */
  async list(after: ClientsAfter | undefined, limit: number): Promise<SigninClientRecord[]> {
    let query = this.db
      .selectFrom('oauth_clients')
      .select(['client_id', 'client_name', 'redirect_uris', 'created_at', 'last_used_at'])
      .orderBy('created_at', 'desc')
      .orderBy('client_id', 'desc')
      .limit(limit);
    if (after) query = query.where(sql<boolean>`(created_at, client_id) < (${after.createdAt}, ${after.clientId})`);
    const rows = await query.execute();
    return rows.map((r) => ({
      clientId: r.client_id,
      clientName: r.client_name,
      redirectUris: r.redirect_uris,
      createdAt: r.created_at,
      lastUsedAt: r.last_used_at,
    }));
  }

  /** Deletes the client and its codes in one statement; how many codes went with it, or null when there was no such client. */
  async delete(clientId: string): Promise<{ clientName: string | null; codes: number } | null> {
    const result = await sql<{ client_name: string | null; codes: number }>`
      WITH gone AS (DELETE FROM oauth_clients WHERE client_id = ${clientId} RETURNING client_id, client_name),
           codes AS (DELETE FROM oauth_codes WHERE client_id IN (SELECT client_id FROM gone) RETURNING 1)
      SELECT client_name, (SELECT count(*)::int FROM codes) AS codes FROM gone`.execute(this.db);
    const row = result.rows[0];
    return row ? { clientName: row.client_name, codes: row.codes } : null;
  }
}
