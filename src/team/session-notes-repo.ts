// team_session_notes (0019): one-time notes of a console session.
import type { Db } from '../db/transaction.ts';

export class SessionNotesRepo {
  constructor(private readonly db: Db) {}

  /** Stores the note while its session lives; false when the session has ended (nothing stored). */
  async insert(note: { idHash: string; sessionHash: string; sealed: string; expiresAt: Date }): Promise<boolean> {
    try {
      const row = await this.db
        .insertInto('team_session_notes')
        .columns(['id_hash', 'session_hash', 'sealed', 'expires_at'])
        .expression((eb) =>
          eb
            .selectFrom('team_sessions')
            .select([
              eb.val(note.idHash).as('id_hash'),
              'id_hash as session_hash',
              eb.val(note.sealed).as('sealed'),
              eb.val(note.expiresAt).as('expires_at'),
            ])
            .where('id_hash', '=', note.sessionHash),
        )
        .returning('id_hash')
        .executeTakeFirst();
      return row !== undefined;
    } catch (error) {
      // The session ended between the read and the foreign key's check.
      if ((error as { code?: string }).code === '23503') return false;
      throw error;
    }
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
