// Back office: storefront users (an ordering user is one), their saved
// addresses and segments. Every write is audited in its own transaction.
// Staff can set what partners cannot: username, allSegmentsVisible, last
// sign-in, ordersRequireApproval, taxExempt.
import type { Actor } from '../../audit/service.ts';
import type { Clock } from '../../clock.ts';
import { lockRow } from '../../db/locks.ts';
import { serialisedWrite } from '../../db/row-queue.ts';
import { withTransaction, type Db } from '../../db/transaction.ts';
import { CatalogRepo } from '../../catalog/repo.ts';
import { DivisionsRepo } from '../../divisions/repo.ts';
import { SitesRepo } from '../../sites/repo.ts';
import { AddressesRepo, type SavedAddress, type SavedAddressValues } from '../addresses-repo.ts';
import { syncAutoSegments } from '../auto-segments.ts';
import { UsersRepo, type UserValues } from '../repo.ts';
import type { UserDetail } from '../service.ts';
import { userAdminErrors } from '../errors.ts';
import { uniqueIds } from '../rules.ts';
import { auditTrail } from '../../audit/trail.ts';

const auditUser = auditTrail('user');

export interface StorefrontUserInput extends Omit<UserValues, 'lastSigninAt'> {
  lastSigninOn?: string | null;
}

export interface NewStorefrontUser extends StorefrontUserInput {
  siteId: number;
}

function toValues(input: StorefrontUserInput): UserValues {
  const { lastSigninOn, ...rest } = input;
  return { ...rest, ...(lastSigninOn !== undefined && { lastSigninAt: lastSigninOn === null ? null : new Date(lastSigninOn) }) };
}

const userKey = (id: number) => `users:${id}`;

export class UsersAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(id: number): Promise<UserDetail> {
    return this.detail(this.db, id);
  }

  async create(input: NewStorefrontUser, actor: Actor): Promise<UserDetail> {
    return this.write(async (trx) => {
      if (!(await new SitesRepo(trx).find(input.siteId))) throw userAdminErrors.noSite(input.siteId);
      const { siteId, ...values } = input;
      const users = new UsersRepo(trx);
      if (await users.taken(siteId, values)) throw userAdminErrors.taken();
      await requireDivisionOnSite(trx, siteId, values.divisionId);
      const id = await users.insert(siteId, toValues(values), this.clock.now());
      await syncAutoSegments(trx, { userId: id });
      await auditUser(trx, { actor, action: 'user.create', targetId: id, details: { siteId, fields: Object.keys(values) } });
      return this.detail(trx, id);
    });
  }

  /** Queued with the user's other writers, the partner API's included (an UPDATE of the user row). */
  async update(id: number, changes: StorefrontUserInput, actor: Actor): Promise<UserDetail> {
    return serialisedWrite(this.db, userKey(id), async (trx) => {
      const users = new UsersRepo(trx);
      const user = await users.findAny(id);
      if (!user) throw userAdminErrors.noUser(id);
      if (await users.taken(user.siteId, { username: changes.username, email: changes.email }, id)) throw userAdminErrors.taken();
      await requireDivisionOnSite(trx, user.siteId, changes.divisionId);
      await users.update(id, toValues(changes), this.clock.now());
      await syncAutoSegments(trx, { userId: id });
      // Field names only: values may be personal data.
      await auditUser(trx, { actor, action: 'user.update', targetId: id, details: { fields: Object.keys(changes) } });
      return this.detail(trx, id);
    });
  }

  /** Replaces the hand-assigned segments (auto-assigned ones stay); leaves allSegmentsVisible alone. */
  async setSegments(id: number, segmentIds: number[], actor: Actor): Promise<UserDetail> {
    const wanted = uniqueIds(segmentIds);
    return serialisedWrite(this.db, userKey(id), async (trx) => {
      if (!(await lockRow(trx, 'users', 'id', id))) throw userAdminErrors.noUser(id);
      const users = new UsersRepo(trx);
      const user = (await users.findAny(id))!;
      const onSite = await new CatalogRepo(trx).segmentsOnSite(user.siteId, wanted);
      const foreign = wanted.filter((s) => !onSite.includes(s));
      if (foreign.length > 0) throw userAdminErrors.segmentsOffSite(foreign, segmentIds);
      await users.replaceManualSegments(id, wanted);
      await auditUser(trx, { actor, action: 'user.set_segments', targetId: id, details: { segmentIds: wanted } });
      return this.detail(trx, id);
    });
  }

  async listAddresses(userId: number): Promise<SavedAddress[]> {
    const user = await new UsersRepo(this.db).findAny(userId);
    if (!user) throw userAdminErrors.noUser(userId);
    return new AddressesRepo(this.db).list([user.siteId], userId, undefined, 1000);
  }

  async addAddress(userId: number, values: SavedAddressValues, actor: Actor): Promise<SavedAddress> {
    return serialisedWrite(this.db, userKey(userId), async (trx) => {
      const user = await new UsersRepo(trx).findAny(userId);
      if (!user) throw userAdminErrors.noUser(userId);
      const addresses = new AddressesRepo(trx);
      const id = await addresses.insert(user, values);
      await auditUser(trx, { actor, action: 'user_address.create', targetId: userId, details: { addressId: id } });
      return (await addresses.find(id))!;
    });
  }

  async deleteAddress(addressId: number, actor: Actor): Promise<void> {
    await serialisedWrite(this.db, `user_addresses:${addressId}`, async (trx) => {
      const addresses = new AddressesRepo(trx);
      const address = await addresses.find(addressId);
      // Deleted by another process since the read: not found, and no second audit entry.
      if (!address || !(await addresses.delete(addressId))) throw userAdminErrors.noAddress(addressId);
      await auditUser(trx, { actor, action: 'user_address.delete', targetId: address.userId, details: { addressId } });
    });
  }

  private async write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return withTransaction(this.db, work);
  }

  private async detail(db: Db, id: number): Promise<UserDetail> {
    const users = new UsersRepo(db);
    const user = await users.findAny(id);
    if (!user) throw userAdminErrors.noUser(id);
    return { ...user, segments: await users.segments(user) };
  }
}

async function requireDivisionOnSite(trx: Db, siteId: number, divisionId: number | null | undefined): Promise<void> {
  if (divisionId === undefined || divisionId === null) return;
  if (!(await new DivisionsRepo(trx).find([siteId], divisionId))) throw userAdminErrors.divisionOffSite(divisionId);
}
