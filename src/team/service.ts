// Team members: the platform's own staff accounts, their roles and
// passwords, audited in the transaction of the change. Disabling a member,
// a new password and a lost role end their console sessions; their tokens
// stop on the next request (authentication reads the owner every time).
// A member changes their own password only by giving the current one,
// checked as a console sign-in is (its buckets, then the password work):
// a live session or token alone must not be enough to keep the account.
import { allows, narrower, type StaffRole } from '../access/permissions.ts';
import type { StaffIdentity } from '../access/staff.ts';
import { AuditRepo } from '../audit/repo.ts';
import type { Actor } from '../audit/service.ts';
import type { Clock } from '../clock.ts';
import { requestClient, serialisedWrite } from '../db/row-queue.ts';
import type { Db } from '../db/transaction.ts';
import { pageLimit, type CursorCodec, type Page } from '../http/cursor.ts';
import { signInLane, staffSource, type Passwords } from '../identity/passwords.ts';
import type { TokenRequestLimiter } from '../gateway/limits/token-limit.ts';
import { teamErrors } from './errors.ts';
import { ADMINISTRATORS_KEY, memberKey, TeamRepo, type TeamMember } from './repo.ts';
import { TokensRepo } from './tokens-repo.ts';
import { PAGES } from '../http/operations/pages.ts';

export interface NewTeamMember {
  email: string;
  name: string;
  role: StaffRole;
  /** Null: the member cannot sign in to the console until one is set (API tokens only). */
  password?: string | null;
}

export interface TeamMemberPatch {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
}

export interface PasswordChange {
  password: string;
  /** The member's current password: needed when they change their own, not read otherwise. */
  currentPassword?: string;
}

/** The console sign-in's buckets, which a change of one's own password spends as a sign-in attempt does. */
export type SignInBuckets = Pick<TokenRequestLimiter, 'checkSignInAddress' | 'checkSignInAccount'>;

/** Refuses a change to another member's account unless `staff` manages the team: one's own sign-out or password is one's own. */
function requireSelfOrManager(staff: StaffIdentity, memberId: number): void {
  if (staff.id !== memberId && !allows(staff.role, 'team.manage')) throw teamErrors.roleForbidden(staff.role, 'team.manage');
}

/** Whether the credential acts with less than the member's role (a narrowed token of theirs). */
const narrowerThan = (staff: StaffIdentity, member: TeamMember) => narrower(member.role, staff.role) !== member.role;

export class TeamService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cursors: CursorCodec,
    /** The back office's PasswordWork (shared with partner staff's passwords set by staff). */
    private readonly passwords: Passwords,
    /** Read per attempt (a test replaces the platform's gateway); null: nothing throttled. */
    private readonly signInLimit: () => SignInBuckets | null,
  ) {}

  async page(query: { cursor?: string; limit?: number }): Promise<Page<TeamMember>> {
    const limit = pageLimit(query.limit, PAGES.team);
    const afterId = query.cursor ? Number(this.cursors.decode('admin.team', {}, query.cursor)[0]) : undefined;
    const rows = await new TeamRepo(this.db).list({ afterId, limit: limit + 1 });
    return this.cursors.page(rows, limit, 'admin.team', {}, (m) => [m.id]);
  }

  async get(id: number): Promise<TeamMember> {
    const member = await new TeamRepo(this.db).find(id);
    if (!member) throw teamErrors.memberNotFound(id);
    return member;
  }

  async count(): Promise<number> {
    return new TeamRepo(this.db).count();
  }

  async create(input: NewTeamMember, actor: Actor): Promise<TeamMember> {
    const client = requestClient();
    const passwordHash = input.password != null ? await this.passwords.hash(input.password, staffSource(actor)) : null;
    return serialisedWrite(
      this.db,
      `team_members:email:${input.email.trim().toLowerCase()}`,
      async (trx) => {
        const member = await new TeamRepo(trx).insert({ email: input.email, name: input.name, role: input.role, passwordHash });
        if (!member) throw teamErrors.emailTaken(input.email);
        await new AuditRepo(trx).append({
          actor,
          action: 'team_member.create',
          targetType: 'team_member',
          targetId: member.id,
          details: { email: member.email, name: member.name, role: member.role },
        });
        return member;
      },
      client,
    );
  }

  async update(id: number, patch: TeamMemberPatch, actor: Actor): Promise<TeamMember> {
    // A change that may take an administrator away locks every enabled administrator: those queue together.
    const key = patch.disabled === true || patch.role !== undefined ? ADMINISTRATORS_KEY : memberKey(id);
    return serialisedWrite(this.db, key, async (trx) => {
      const repo = new TeamRepo(trx);
      const before = await repo.find(id);
      if (!before) throw teamErrors.memberNotFound(id);
      const losesAdmin =
        before.role === 'administrator' &&
        !before.disabled &&
        (patch.disabled === true || (patch.role !== undefined && patch.role !== 'administrator'));
      if (losesAdmin) {
        const admins = await repo.lockEnabledAdministrators();
        if (admins.length <= 1) throw teamErrors.lastAdministrator();
      }
      const member = (await repo.update(id, patch, this.clock.now()))!;
      // A disabled member, or one whose role shrank, signs in again (sessions carry no role, but end them all the same).
      if (patch.disabled === true || (patch.role !== undefined && patch.role !== before.role))
        await new TokensRepo(trx).deleteSessionsOf(id);
      await new AuditRepo(trx).append({
        actor,
        action: 'team_member.update',
        targetType: 'team_member',
        targetId: id,
        details: { ...patch, ...(patch.role !== undefined && { previousRole: before.role }) },
      });
      return member;
    });
  }

  /**
   * The member whose console sessions `acting` may end: their own, or
   * anyone's for a manager of the team, and never a member wider than the
   * credential (a token narrowed below its owner leaves the owner signed in).
   */
  async sessionsEndableBy(id: number, acting: StaffIdentity): Promise<TeamMember> {
    requireSelfOrManager(acting, id);
    const member = await this.get(id);
    if (narrowerThan(acting, member)) throw teamErrors.memberAboveCredential(acting.role, member.role);
    return member;
  }

  /**
   * Sets a member's password: administrators for anyone (the ADMIN_TOKEN and
   * the CLI's own credential, no member, included), anyone for themselves
   * (the `team.self` operation) on their current password. `address`: where
   * the request came from, whose sign-in bucket the check spends.
   */
  async setPassword(id: number, change: PasswordChange, acting: StaffIdentity, actor: Actor, address?: string): Promise<TeamMember> {
    const client = requestClient();
    requireSelfOrManager(acting, id);
    const verified = acting.id === id ? await this.#verifyCurrent(id, change.currentPassword, acting, actor, address) : null;
    const passwordHash = await this.passwords.hash(change.password, staffSource(actor));
    return serialisedWrite(
      this.db,
      memberKey(id),
      async (trx) => {
        const repo = new TeamRepo(trx);
        // Another change got in since the check: the password given is no longer the current one.
        if (verified !== null && (await repo.findWithHash(id))?.passwordHash !== verified) throw teamErrors.currentPasswordWrong();
        const member = await repo.update(id, { passwordHash }, this.clock.now());
        if (!member) throw teamErrors.memberNotFound(id);
        await new TokensRepo(trx).deleteSessionsOf(id);
        await new AuditRepo(trx).append({
          actor,
          action: 'team_member.set_password',
          targetType: 'team_member',
          targetId: id,
          details: {},
        });
        return member;
      },
      client,
    );
  }

  /** Checks one's own current password as a console sign-in is checked; answers the hash it matched. */
  async #verifyCurrent(
    id: number,
    current: string | undefined,
    acting: StaffIdentity,
    actor: Actor,
    address: string | undefined,
  ): Promise<string> {
    const member = await new TeamRepo(this.db).findWithHash(id);
    if (!member) throw teamErrors.memberNotFound(id);
    // A token narrower than its owner would sign in with the owner's whole role through a password it set.
    if (narrowerThan(acting, member)) throw teamErrors.narrowedPassword(acting.role, member.role);
    if (current === undefined) throw teamErrors.currentPasswordRequired();
    if (member.passwordHash === null) throw teamErrors.noCurrentPassword();
    // The console sign-in's buckets: guessing through this form is no faster than through the sign-in.
    const limit = this.signInLimit();
    const retryAfter =
      (address !== undefined ? await limit?.checkSignInAddress(address, 'console') : null) ??
      (await limit?.checkSignInAccount(member.email, 'console'));
    if (retryAfter) throw teamErrors.passwordAttempts(retryAfter);
    if (!(await this.passwords.verify(current, member.passwordHash, staffSource(actor)))) throw teamErrors.currentPasswordWrong();
    return member.passwordHash;
  }

  /**
   * The member this email and password sign in, or null (unknown, wrong,
   * disabled, no password: one answer, after the same work). `source` is
   * the attempt's (signInSource): the password work refuses a flood (429, 503).
   * `knownDevice`: the browser signed in to this email before (its
   * known-device cookie): it waits in the password work's known lane.
   */
  async verifySignIn(email: string, password: string, source: string, knownDevice = false): Promise<TeamMember | null> {
    const found = await new TeamRepo(this.db).findByEmail(email);
    // The lane is the email's, found or not: which lane an attempt waits in must not tell whether the member exists.
    const account = signInLane(email);
    const ok = await this.passwords.verify(password, found?.passwordHash, source, account, knownDevice);
    if (!found || !ok || found.disabled || found.passwordHash === null) return null;
    const passwordHash = await this.passwords.rehashIfWeak(password, found.passwordHash, source, account);
    if (passwordHash) await new TeamRepo(this.db).update(found.id, { passwordHash }, found.updatedAt);
    const { passwordHash: _, ...member } = found;
    return member;
  }
}
