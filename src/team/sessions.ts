// Console sessions, kept server-side: the cookie carries 32 random bytes,
// the table their SHA-256 digest. A session ends after CONSOLE_SESSION_IDLE_MINUTES
// unused and CONSOLE_SESSION_MAX_HOURS after sign-in, when its member signs
// out (or out everywhere), is disabled, or gets a new password. The CSRF
// token of its forms is an HMAC keyed by the session id: bound to the
// session, never stored, useless without the cookie.
import { createHmac, randomBytes } from 'node:crypto';
import type { StaffIdentity } from '../access/staff.ts';
import { AuditRepo } from '../audit/repo.ts';
import type { Actor } from '../audit/service.ts';
import type { Clock } from '../clock.ts';
import { serialisedWrite } from '../db/row-queue.ts';
import { withTransaction, type Db } from '../db/transaction.ts';
import { safeEqual } from '../identity/secrets.ts';
import type { TeamConfig } from './config.ts';
import { memberKey, type TeamMember } from './repo.ts';
import { digest } from './tokens.ts';
import { TokensRepo } from './tokens-repo.ts';

/** The last-seen time is written at most this often (idle expiry is minutes, not seconds). */
const TOUCH_EVERY_MS = 15_000;

export function csrfTokenFor(sessionId: string): string {
  return createHmac('sha256', sessionId).update('console-csrf').digest('base64url');
}

export function csrfValid(sessionId: string, presented: string | undefined): boolean {
  return typeof presented === 'string' && safeEqual(presented, csrfTokenFor(sessionId));
}

export function looksLikeSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export class SessionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: Pick<TeamConfig, 'sessionIdleMs' | 'sessionMaxMs'>,
  ) {}

  /** Starts a session for a member who just signed in; answers the id the cookie carries. */
  async start(member: TeamMember): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await withTransaction(this.db, async (trx) => {
      const repo = new TokensRepo(trx);
      await repo.deleteExpiredSessions(now, new Date(now.getTime() - this.config.sessionIdleMs));
      await repo.insertSession(digest(id), member.id, now, new Date(now.getTime() + this.config.sessionMaxMs));
      await new AuditRepo(trx).append({
        actor: `staff:${member.id} ${member.email}`,
        action: 'team_member.sign_in',
        targetType: 'team_member',
        targetId: member.id,
        details: {},
      });
    });
    return id;
  }

  /** Who the session signs in, or null (unknown, idle too long, too old, member disabled). Counts as use. */
  async resolve(id: string | undefined): Promise<StaffIdentity | null> {
    if (!looksLikeSessionId(id)) return null;
    const hash = digest(id);
    const repo = new TokensRepo(this.db);
    const found = await repo.findSession(hash);
    if (!found) return null;
    const now = this.clock.nowMs();
    const { session, member } = found;
    if (member.disabled || now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= this.config.sessionIdleMs) {
      await repo.deleteSession(hash);
      return null;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await repo.touchSession(hash, new Date(now), new Date(now - TOUCH_EVERY_MS));
    return { id: member.id, email: member.email, name: member.name, role: member.role, kind: 'session' };
  }

  async end(id: string | undefined): Promise<void> {
    if (looksLikeSessionId(id)) await new TokensRepo(this.db).deleteSession(digest(id));
  }

  /** Signs the member out of every browser; answers how many sessions ended. */
  async endAll(memberId: number, actor: Actor): Promise<number> {
    return serialisedWrite(this.db, memberKey(memberId), async (trx) => {
      const ended = await new TokensRepo(trx).deleteSessionsOf(memberId);
      await new AuditRepo(trx).append({
        actor,
        action: 'team_member.sign_out_everywhere',
        targetType: 'team_member',
        targetId: memberId,
        details: { sessions: ended },
      });
      return ended;
    });
  }
}
