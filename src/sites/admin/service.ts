// Back office: sites and their configured ordering user.
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../audit/service.ts';
import { serialisedWrite } from '../../db/row-queue.ts';
import { withTransaction, type Db } from '../../db/transaction.ts';
import { SitesRepo, type SiteRecord } from '../repo.ts';
import { siteErrors } from '../errors.ts';
import { auditTrail } from '../../audit/trail.ts';

const auditSite = auditTrail('site');

export interface NewSite {
  name: string;
  url: string;
  countryCode?: string;
  storesDivisionAddresses?: boolean;
}

/** The row edits of a site serialise on (db/row-queue.ts): its UPDATE locks it. */
const siteKey = (siteId: number) => `sites:${siteId}`;

export class SitesAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<SiteRecord[]> {
    return new SitesRepo(this.db).listAll();
  }

  async get(id: number): Promise<SiteRecord> {
    const site = await new SitesRepo(this.db).find(id);
    if (!site) throw siteErrors.notFound(id);
    return site;
  }

  async create(input: NewSite, actor: Actor): Promise<SiteRecord> {
    return withTransaction(this.db, async (trx) => {
      const site = await new SitesRepo(trx).insert({
        name: input.name,
        url: input.url,
        countryCode: input.countryCode ?? 'US',
        storesDivisionAddresses: input.storesDivisionAddresses ?? false,
      });
      await auditSite(trx, { actor, action: 'site.create', targetId: site.id, details: { ...input } });
      return site;
    });
  }

  async update(id: number, changes: Partial<NewSite>, actor: Actor): Promise<SiteRecord> {
    return serialisedWrite(this.db, siteKey(id), async (trx) => {
      const site = await new SitesRepo(trx).update(id, changes, this.clock.now());
      if (!site) throw siteErrors.notFound(id);
      await auditSite(trx, { actor, action: 'site.update', targetId: id, details: { ...changes } });
      return site;
    });
  }

  /** The storefront user orders submitted on this site are placed as; null un-provisions ordering. */
  async setOrderingUser(siteId: number, userId: number | null, actor: Actor): Promise<SiteRecord> {
    return serialisedWrite(this.db, siteKey(siteId), async (trx) => {
      if (userId !== null) {
        const user = await new SitesRepo(trx).userStanding(userId);
        if (!user || user.siteId !== siteId) throw siteErrors.userNotOfSite(userId, siteId);
        if (!user.active) throw siteErrors.userInactive(userId);
      }
      const site = await new SitesRepo(trx).update(siteId, { orderingUserId: userId }, this.clock.now());
      if (!site) throw siteErrors.notFound(siteId);
      await auditSite(trx, { actor, action: 'site.set_ordering_user', targetId: siteId, details: { userId } });
      return site;
    });
  }
}
