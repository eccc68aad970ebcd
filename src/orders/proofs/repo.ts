// SQL of a line's proof: its files, the denial reasons it offers, its log,
// and the decision write (run under the line's row lock).
import type { Db } from '../../db/transaction.ts';

export interface ProofFileRecord {
  id: string;
  name: string;
  objectKey: string;
  active: boolean;
  archived: boolean;
  createdOn: Date;
}

export interface DenialReason {
  code: string;
  description: string;
}

export class ProofsRepo {
  constructor(private readonly db: Db) {}

  /** Consumer-visible files, oldest first, at most `limit`. */
  async files(lineId: string, limit: number): Promise<ProofFileRecord[]> {
    const rows = await this.db
      .selectFrom('proof_files')
      .select(['id', 'name', 'object_key', 'active', 'archived', 'created_at'])
      .where('line_id', '=', lineId)
      .where('consumer_visible', '=', true)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      objectKey: r.object_key,
      active: r.active,
      archived: r.archived,
      createdOn: r.created_at,
    }));
  }

  async reasons(lineId: string): Promise<DenialReason[]> {
    return this.db
      .selectFrom('line_denial_reasons')
      .select(['code', 'description'])
      .where('line_id', '=', lineId)
      .orderBy('position')
      .execute();
  }

  /** The line's decision state, read after its row lock is held. */
  async state(lineId: string): Promise<{ cancelled: boolean; proofStatus: string | null }> {
    const row = await this.db
      .selectFrom('order_lines')
      .select(['cancelled', 'proof_status'])
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow();
    return { cancelled: row.cancelled, proofStatus: row.proof_status };
  }

  async setStatuses(lineId: string, proofStatus: string | null, productionStatus: string | null, at: Date): Promise<void> {
    await this.db
      .updateTable('order_lines')
      .set({ proof_status: proofStatus, production_status: productionStatus, updated_at: at })
      .where('id', '=', lineId)
      .execute();
  }

  async log(lineId: string, actor: string, entry: string, at: Date): Promise<void> {
    await this.db.insertInto('proof_log').values({ line_id: lineId, actor, entry, created_at: at }).execute();
  }

  async entries(lineId: string): Promise<Array<{ actor: string; entry: string; createdOn: Date }>> {
    const rows = await this.db
      .selectFrom('proof_log')
      .select(['actor', 'entry', 'created_at'])
      .where('line_id', '=', lineId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ actor: r.actor, entry: r.entry, createdOn: r.created_at }));
  }
}
