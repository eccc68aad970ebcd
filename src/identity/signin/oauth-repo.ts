// Registered OAuth clients (RFC 7591) and authorization codes of interactive sign-in: SQL only.
import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/tables/index.ts';
import type { Db } from '../../db/transaction.ts';

export type CodeRow = Selectable<DB['oauth_codes']>;

export class OAuthRepo {
  constructor(private readonly db: Db) {}

  /**
   * Registers a public client under a fresh random id. Nothing is read back:
   * parsing the stored URI array again cost more than the insert's own work.
   */
  async insertClient(clientName: string | null, redirectUris: string[], createdAt: Date): Promise<string> {
    const clientId = randomUUID();
    await this.db
      .insertInto('oauth_clients')
      .values({ client_id: clientId, client_name: clientName, redirect_uris: redirectUris, created_at: createdAt })
      .execute();
    return clientId;
  }

  async findClient(clientId: string): Promise<{ redirect_uris: string[]; client_name: string | null } | undefined> {
    return this.db
      .selectFrom('oauth_clients')
      .select(['redirect_uris', 'client_name'])
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  async insertCode(values: Insertable<DB['oauth_codes']>): Promise<void> {
    await this.db.insertInto('oauth_codes').values(values).execute();
  }

  /** A code was issued for the client: what retention measures its idleness from. */
  async markClientUsed(clientId: string, at: Date): Promise<void> {
    await this.db.updateTable('oauth_clients').set({ last_used_at: at }).where('client_id', '=', clientId).execute();
  }

  /** Deletes the code as it reads it (`DELETE … RETURNING`): a code works once. */
  async takeCode(codeHash: string): Promise<CodeRow | undefined> {
    return this.db.deleteFrom('oauth_codes').where('code_hash', '=', codeHash).returningAll().executeTakeFirst();
  }
}
