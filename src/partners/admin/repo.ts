// Back-office partner SQL that is the partners' own (the partner, grant and
// client rows themselves are read and written by identity/repo.ts).
import type { Db } from '../../db/transaction.ts';

export class PartnersAdminRepo {
  constructor(private readonly db: Db) {}

  /**
   * Locks the partner row for the rest of the transaction and returns how it
   * authenticates; undefined when there is no such partner. Writes that count
   * its live clients lock it first, so two cannot both pass the limit.
   */
  async lockPartner(id: number): Promise<{ authMethod: string } | undefined> {
    const row = await this.db.selectFrom('partners').select('auth_method').where('id', '=', id).forUpdate().executeTakeFirst();
    return row && { authMethod: row.auth_method };
  }
}
