// Personal API tokens for automation: `pcs_` and 43 characters of
// randomness, shown once, stored as their SHA-256 digest, expiring (a
// default and a maximum lifetime), revocable, with the time of last use.
// A token acts as its owner with the owner's current role, or a narrower
// one it was given; a disabled owner's tokens stop. A credential creates
// and revokes only tokens at most as wide as itself: a token narrowed to
// support mints support tokens only (its own role when none is asked),
// cannot revoke its owner's wider tokens, and never changes its owner's
// password or ends their sessions (src/team/service.ts).
import { createHash, randomBytes } from 'node:crypto';
import { allows, narrower, type StaffRole } from '../access/permissions.ts';
import type { StaffIdentity } from '../access/staff.ts';
import { AuditRepo } from '../audit/repo.ts';
import type { Actor } from '../audit/service.ts';
import type { Clock } from '../clock.ts';
import { serialisedWrite } from '../db/row-queue.ts';
import type { Db } from '../db/transaction.ts';
import { pageLimit, type CursorCodec, type Page } from '../http/cursor.ts';
import type { TeamConfig } from './config.ts';
import { teamErrors } from './errors.ts';
import { memberKey, TeamRepo } from './repo.ts';
import { TokensRepo, type ApiTokenRecord } from './tokens-repo.ts';
import { PAGES } from '../http/operations/pages.ts';

export const TOKEN_PREFIX = 'pcs_';
const DAY_MS = 86_400_000;
/** Last use is written at most once a minute per token, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export function looksLikeApiToken(value: string): boolean {
  return /^pcs_[A-Za-z0-9_-]{43}$/.test(value);
}

export interface NewApiToken {
  name: string;
  expiresInDays?: number;
  role?: StaffRole | null;
}

/**
 * The role a new token is stored with: the one asked for, at most the owner's
 * role and at most the creating credential's (a narrowed token mints no wider
 * token); none asked, the creating credential's own when it is narrower than
 * the owner's, else null (the owner's current role).
 */
function tokenRole(asked: StaffRole | null, owner: StaffRole, acting: StaffIdentity): StaffRole | null {
  const widest = narrower(owner, acting.role);
  if (asked === null) return widest === owner ? null : widest;
  if (narrower(owner, asked) !== asked) throw teamErrors.roleAboveOwner(asked, owner);
  if (narrower(acting.role, asked) !== asked) throw teamErrors.roleAboveCredential(asked, acting.role);
  return asked;
}

export class ApiTokensService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cursors: CursorCodec,
    private readonly config: Pick<TeamConfig, 'tokenDefaultDays' | 'tokenMaxDays'>,
  ) {}

  /** The longest lifetime a token may be given (TEAM_TOKEN_MAX_DAYS): the route's published bound. */
  get maxDays(): number {
    return this.config.tokenMaxDays;
  }

  /** Creates a token for `memberId`: anyone for themselves, administrators for anyone. The token is in the answer only. */
  async create(
    memberId: number,
    input: NewApiToken,
    acting: StaffIdentity,
    actor: Actor,
  ): Promise<{ token: string; record: ApiTokenRecord }> {
    this.#mayActFor(acting, memberId);
    const days = input.expiresInDays ?? this.config.tokenDefaultDays;
    if (days > this.config.tokenMaxDays) throw teamErrors.expiryTooLong(this.config.tokenMaxDays);
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const now = this.clock.now();
    return serialisedWrite(this.db, memberKey(memberId), async (trx) => {
      const owner = await new TeamRepo(trx).find(memberId);
      if (!owner) throw teamErrors.memberNotFound(memberId);
      const role = tokenRole(input.role ?? null, owner.role, acting);
      const repo = new TokensRepo(trx);
      const id = await repo.insert({
        memberId,
        name: input.name,
        hash: digest(token),
        hint: token.slice(0, TOKEN_PREFIX.length + 6),
        role,
        createdBy: actor,
        createdAt: now,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
      });
      await new AuditRepo(trx).append({
        actor,
        action: 'api_token.create',
        targetType: 'api_token',
        targetId: id,
        details: { memberId, email: owner.email, name: input.name, role, expiresInDays: days },
      });
      return { token, record: (await repo.find(id))! };
    });
  }

  /** One member's tokens (anyone: their own; administrators: anyone's), or everyone's (administrators). */
  async page(query: { memberId?: number; cursor?: string; limit?: number }, acting: StaffIdentity): Promise<Page<ApiTokenRecord>> {
    const memberId = query.memberId ?? (allows(acting.role, 'api_tokens.any') ? undefined : (acting.id ?? undefined));
    if (memberId === undefined && !allows(acting.role, 'api_tokens.any')) throw teamErrors.roleForbidden(acting.role, 'api_tokens.any');
    if (memberId !== undefined) this.#mayActFor(acting, memberId);
    const filters = { memberId: memberId ?? null };
    const limit = pageLimit(query.limit, PAGES.apiTokens);
    const beforeId = query.cursor ? Number(this.cursors.decode('admin.api-tokens', filters, query.cursor)[0]) : undefined;
    const rows = await new TokensRepo(this.db).list({ memberId, beforeId, limit: limit + 1 });
    return this.cursors.page(rows, limit, 'admin.api-tokens', filters, (t) => [t.id]);
  }

  async get(id: number, acting: StaffIdentity): Promise<ApiTokenRecord> {
    const token = await new TokensRepo(this.db).find(id);
    if (!token || (acting.id !== token.memberId && !allows(acting.role, 'api_tokens.any'))) throw teamErrors.tokenNotFound(id);
    return token;
  }

  /** Revokes a token: one's own or, for administrators, anyone's; never one wider than the credential (403). */
  async revoke(id: number, acting: StaffIdentity, actor: Actor): Promise<ApiTokenRecord> {
    return serialisedWrite(this.db, `team_api_tokens:${id}`, async (trx) => {
      const repo = new TokensRepo(trx);
      const token = await repo.find(id);
      // Somebody else's token is not found for a member who may not manage it.
      if (!token || (acting.id !== token.memberId && !allows(acting.role, 'api_tokens.any'))) throw teamErrors.tokenNotFound(id);
      // What a leaked narrowed token can do stays narrow: it cannot take its owner's wider tokens away.
      const owner = (await new TeamRepo(trx).find(token.memberId))!;
      const width = narrower(owner.role, token.role);
      if (narrower(acting.role, width) !== width) throw teamErrors.tokenAboveCredential(width, acting.role);
      if (await repo.revoke(id, this.clock.now())) {
        await new AuditRepo(trx).append({
          actor,
          action: 'api_token.revoke',
          targetType: 'api_token',
          targetId: id,
          details: { memberId: token.memberId, email: token.memberEmail, name: token.name },
        });
      }
      return (await repo.find(id))!;
    });
  }

  /** The identity a presented token acts as, or null (unknown, revoked, expired, owner disabled). */
  async authenticate(presented: string): Promise<StaffIdentity | null> {
    if (!looksLikeApiToken(presented)) return null;
    const now = this.clock.now();
    const found = await new TokensRepo(this.db).findLive(digest(presented), now);
    if (!found || found.owner.disabled) return null;
    const { token, owner } = found;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
      await new TokensRepo(this.db).touch(token.id, now, new Date(now.getTime() - TOUCH_EVERY_MS));
    return {
      id: token.memberId,
      email: token.memberEmail,
      name: owner.name,
      role: narrower(owner.role, token.role),
      kind: 'token',
      tokenId: token.id,
    };
  }

  #mayActFor(acting: StaffIdentity, memberId: number): void {
    if (acting.id !== memberId && !allows(acting.role, 'api_tokens.any')) throw teamErrors.roleForbidden(acting.role, 'api_tokens.any');
  }
}
