// Storefront users through the partner API: the rules of the spec's Users
// section. Reads and writes take the Caller; tenancy is the repositories'.
import type { Clock } from '../clock.ts';
import { lockRow } from '../db/locks.ts';
import { requestClient, serialisedWrite } from '../db/row-queue.ts';
import { withTransaction, type Db } from '../db/transaction.ts';
import { DivisionsRepo } from '../divisions/repo.ts';
import { CatalogRepo } from '../catalog/repo.ts';
import { pageLimit, type CursorCodec, type Page } from '../http/cursor.ts';
import { userErrors } from './errors.ts';
import type { Caller } from '../access/caller.ts';
import { requireGrantedSite, requireSiteInPath, sitesInScope } from '../access/tenancy.ts';
import { AddressesRepo, type SavedAddress } from './addresses-repo.ts';
import { syncAutoSegments } from './auto-segments.ts';
import { UsersRepo, type UserRecord, type UserSegment, type UserValues } from './repo.ts';
import { checkPlatformRules, uniqueIds } from './rules.ts';
import { PAGES } from '../http/operations/pages.ts';

export type UserDetail = UserRecord & { segments: UserSegment[] };

export interface UserPatch {
  active?: boolean;
  email?: string;
  firstName?: string;
  lastName?: string;
  company?: string | null;
  phone?: string | null;
  divisionId?: number | null;
}

export interface NewUser extends UserPatch {
  siteId: number;
  username: string;
  email: string;
}

export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly cursors: CursorCodec,
    private readonly clock: Clock,
  ) {}

  async list(
    caller: Caller,
    query: { siteId?: number; divisionId?: number; cursor?: string; limit?: number },
    pathSiteId?: number,
  ): Promise<Page<UserRecord>> {
    const siteIds = pathSiteId === undefined ? sitesInScope(caller, query.siteId) : [requireSiteInPath(caller, pathSiteId)];
    const filters = { siteId: pathSiteId ?? query.siteId, divisionId: query.divisionId };
    const limit = pageLimit(query.limit, PAGES.users);
    // Cursors are per route: the site alias issues its own.
    const route = pathSiteId === undefined ? 'users.list' : 'sites.users.list';
    const afterId = this.cursors.afterNumber(route, filters, query.cursor);
    const rows = await new UsersRepo(this.db).list(siteIds, { divisionId: query.divisionId, afterId, limit: limit + 1 });
    return this.cursors.page(rows, limit, route, filters, (u) => [u.id]);
  }

  async get(caller: Caller, userId: number): Promise<UserDetail> {
    return this.detail(this.db, caller.grantedSiteIds, userId);
  }

  async addresses(caller: Caller, userId: number, query: { cursor?: string; limit?: number }): Promise<Page<SavedAddress>> {
    const filters = { userId };
    const limit = pageLimit(query.limit, PAGES.users);
    const afterId = this.cursors.afterNumber('users.addresses', filters, query.cursor);
    const rows = await new AddressesRepo(this.db).list(caller.grantedSiteIds, userId, afterId, limit + 1);
    return this.cursors.page(rows, limit, 'users.addresses', filters, (a) => [a.id]);
  }

  async create(caller: Caller, input: NewUser): Promise<UserDetail> {
    const siteId = requireGrantedSite(caller, input.siteId);
    return withTransaction(this.db, async (trx) => {
      const users = new UsersRepo(trx);
      if (await users.taken(siteId, input)) throw userErrors.alreadyExists();
      await this.requireDivisionOnSite(trx, siteId, input.divisionId);
      checkPlatformRules(input);
      const { siteId: _site, ...values } = input;
      const id = await users.insert(siteId, values, this.clock.now());
      await syncAutoSegments(trx, { userId: id });
      return this.detail(trx, [siteId], id);
    });
  }

  async patch(caller: Caller, userId: number, patch: UserPatch): Promise<UserDetail> {
    return serialisedWrite(this.db, `users:${userId}`, async (trx) => {
      const users = new UsersRepo(trx);
      const user = await users.find(caller.grantedSiteIds, userId);
      if (!user) throw userErrors.notFound();
      if (patch.email !== undefined && (await users.taken(user.siteId, { email: patch.email }, user.id))) {
        throw userErrors.emailTaken();
      }
      await this.requireDivisionOnSite(trx, user.siteId, patch.divisionId);
      checkPlatformRules(patch);
      await users.update(user.id, patch satisfies UserValues, this.clock.now());
      if (patch.email !== undefined || patch.divisionId !== undefined) await syncAutoSegments(trx, { userId: user.id });
      return this.detail(trx, [user.siteId], user.id);
    });
  }

  /**
   * Replaces the user's segments. Serialised on the user row, so parallel
   * PUTs queue and the last one wins whole; nothing changes on any refusal.
   * Only the reads that can change under a concurrent writer (the flag and
   * the auto-assigned rows) run under the lock; the rest runs outside it so
   * queued writers hold the lock briefly.
   */
  async putSegments(
    caller: Caller,
    userId: number,
    body: { segmentIds: number[]; acknowledgeAllSegmentsVisibleReset?: boolean },
  ): Promise<UserDetail> {
    const client = requestClient();
    const wanted = uniqueIds(body.segmentIds);
    const user = await new UsersRepo(this.db).find(caller.grantedSiteIds, userId);
    if (!user) throw userErrors.notFound();
    // Segments never change site, so this check needs no lock.
    const onSite = await new CatalogRepo(this.db).segmentsOnSite(user.siteId, wanted);
    await serialisedWrite(
      this.db,
      `users:${userId}`,
      async (trx) => {
        await lockRow(trx, 'users', 'id', userId);
        const users = new UsersRepo(trx);
        const state = await users.segmentState(userId);
        if (state.allSegmentsVisible && body.acknowledgeAllSegmentsVisibleReset !== true) {
          throw userErrors.allSegmentsVisibleResetNotAcknowledged();
        }
        const removedAuto = state.autoAssigned.filter((id) => !wanted.includes(id));
        if (removedAuto.length > 0) {
          throw userErrors.autoAssignedSegmentsPresent(removedAuto);
        }
        const foreign = wanted.filter((id) => !onSite.includes(id));
        if (foreign.length > 0) throw userErrors.segmentsNotOnSite(foreign, body.segmentIds);
        await users.replaceManualSegments(userId, wanted, this.clock.now());
      },
      client,
    );
    return this.detail(this.db, [user.siteId], userId);
  }

  private async requireDivisionOnSite(trx: Db, siteId: number, divisionId: number | null | undefined): Promise<void> {
    if (divisionId === undefined || divisionId === null) return;
    if (!(await new DivisionsRepo(trx).find([siteId], divisionId))) {
      throw userErrors.divisionNotOnSite();
    }
  }

  private async detail(db: Db, siteIds: number[], userId: number): Promise<UserDetail> {
    const users = new UsersRepo(db);
    const user = await users.find(siteIds, userId);
    if (!user) throw userErrors.notFound();
    return { ...user, segments: await users.segments(user) };
  }
}
