// One-time notes of a console session: what a console write must show once
// on the page its redirect leads to (POST/redirect/GET), e.g. a credential's
// secret. The note id travels in the redirect's path; the table keeps its
// digest, the session's digest and the payload sealed (AES-256-GCM) under a
// key derived from the session id, which only the browser's cookie carries:
// the database alone opens nothing. Reading a note removes it, so a reload
// finds it gone; unread, it expires after NOTE_TTL_MS or with its session.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/transaction.ts';
import { SessionNotesRepo } from './session-notes-repo.ts';
import { looksLikeSessionId } from './sessions.ts';
import { digest } from './tokens.ts';

export const NOTE_TTL_MS = 10 * 60_000;

const keyOf = (sessionId: string) => createHmac('sha256', sessionId).update('console-session-note').digest();

/** A note id as the redirect carries it (32 url-safe characters). */
export const looksLikeNoteId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);

export class SessionNotes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Keeps `payload` for the session; answers the note's id (for the page that shows it once), or null when the session has ended. */
  async keep(sessionId: string, payload: Record<string, unknown>): Promise<string | null> {
    if (!looksLikeSessionId(sessionId)) throw new Error('SessionNotes.keep: not a session id');
    const id = randomBytes(24).toString('base64url');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keyOf(sessionId), iv).setAAD(Buffer.from(digest(id)));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    const now = this.clock.now();
    const repo = new SessionNotesRepo(this.db);
    await repo.deleteExpired(now);
    const kept = await repo.insert({
      idHash: digest(id),
      sessionHash: digest(sessionId),
      sealed: [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.'),
      expiresAt: new Date(now.getTime() + NOTE_TTL_MS),
    });
    return kept ? id : null;
  }

  /** The note's payload, once: the note is removed by this read. Null when unknown, read already, expired or another session's. */
  async take(sessionId: string | undefined, id: string): Promise<Record<string, unknown> | null> {
    if (!looksLikeSessionId(sessionId) || !looksLikeNoteId(id)) return null;
    const row = await new SessionNotesRepo(this.db).take(digest(id), digest(sessionId));
    if (!row || row.expiresAt.getTime() <= this.clock.nowMs()) return null;
    const [iv, tag, sealed] = row.sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionId), iv!).setAAD(Buffer.from(digest(id)));
    decipher.setAuthTag(tag!);
    return JSON.parse(Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8')) as Record<string, unknown>;
  }
}
