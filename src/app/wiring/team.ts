// The back office's own staff: team members, personal API tokens, console sessions.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/transaction.ts';
import type { CursorCodec } from '../../http/cursor.ts';
import type { Passwords } from '../../identity/passwords.ts';
import type { TeamConfig } from '../../team/config.ts';
import { TeamService, type SignInBuckets } from '../../team/service.ts';
import { SessionNotes } from '../../team/session-notes.ts';
import { SessionsService } from '../../team/sessions.ts';
import { ApiTokensService } from '../../team/tokens.ts';

export interface Team {
  members: TeamService;
  tokens: ApiTokensService;
  sessions: SessionsService;
  /** One-time notes of a console session (a secret shown once after a redirect). */
  sessionNotes: SessionNotes;
}

/** `signInLimit`: the console sign-in's buckets, read when used (the platform's gateway may be replaced). */
export function createTeam(
  db: Db,
  clock: Clock,
  cursors: CursorCodec,
  config: TeamConfig,
  passwords: Passwords,
  signInLimit: () => SignInBuckets | null,
): Team {
  return {
    members: new TeamService(db, clock, cursors, passwords, signInLimit),
    tokens: new ApiTokensService(db, clock, cursors, config),
    sessions: new SessionsService(db, clock, config),
    sessionNotes: new SessionNotes(db, clock),
  };
}
