// Back-office representation of a site, shared by the admin API and the CLI's --json output.
import type { SiteRecord } from '../repo.ts';

export function renderAdminSite(s: SiteRecord) {
  return {
    siteId: s.id,
    name: s.name,
    url: s.url,
    countryCode: s.countryCode,
    storesDivisionAddresses: s.storesDivisionAddresses,
    orderingUserId: s.orderingUserId,
    createdOn: s.createdAt.toISOString(),
    updatedOn: s.updatedAt.toISOString(),
  };
}
