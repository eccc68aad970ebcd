import type { Db } from '../db/transaction.ts';
import type { Caller } from '../access/caller.ts';
import { SitesRepo, type SiteRecord } from './repo.ts';
import { accessErrors } from '../access/errors.ts';

export class SitesService {
  constructor(private readonly db: Db) {}

  async listGranted(caller: Caller): Promise<SiteRecord[]> {
    return new SitesRepo(this.db).listGranted(caller.grantedSiteIds);
  }

  async getGranted(caller: Caller, siteId: number): Promise<SiteRecord> {
    const site = await new SitesRepo(this.db).findGranted(caller.grantedSiteIds, siteId);
    if (!site) throw accessErrors.siteNotFound();
    return site;
  }
}
