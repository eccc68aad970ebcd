// The back office's own staff: team members, personal API tokens, console sessions.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/transaction.ts';
import type { CursorCodec } from '../../http/cursor.ts';
import type { TeamConfig } from '../../team/config.ts';
import { TeamService } from '../../team/service.ts';
import { SessionsService } from '../../team/sessions.ts';
import { ApiTokensService } from '../../team/tokens.ts';

export interface Team {
  members: TeamService;
  tokens: ApiTokensService;
  sessions: SessionsService;
}

export function createTeam(db: Db, clock: Clock, cursors: CursorCodec, config: TeamConfig): Team {
  return {
    members: new TeamService(db, clock, cursors, config),
    tokens: new ApiTokensService(db, clock, cursors, config),
    sessions: new SessionsService(db, clock, config),
  };
}
