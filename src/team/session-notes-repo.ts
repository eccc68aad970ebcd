// team_session_notes (0019): one-time notes of a console session.
import type { Db } from '../db/transaction.ts';

export class SessionNotesRepo {
  constructor(private readonly db: Db) {}

  async insert(note: { idHash: string; sessionHash: string; sealed: string; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto('team_session_notes')
      .values({ id_hash: note.idHash, session_hash: note.sessionHash, sealed: note.sealed, expires_at: note.expiresAt })
      .execute();
  }

  /** Removes the note and answers what it held: a second read of the same note finds nothing. */
  async take(idHash: string, sessionHash: string): Promise<{ sealed: string; expiresAt: Date } | undefined> {
    const row = await this.db
      .deleteFrom('team_session_notes')
      .where('id_hash', '=', idHash)
      .where('session_hash', '=', sessionHash)
      .returning(['sealed', 'expires_at'])
      .executeTakeFirst();
    return row && { sealed: row.sealed, expiresAt: row.expires_at };
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.deleteFrom('team_session_notes').where('expires_at', '<=', now).execute();
  }
}
