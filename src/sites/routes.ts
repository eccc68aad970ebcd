import { problems } from '../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../http/operations/docs.ts';
import { callerOf } from '../access/tenancy.ts';
import { Site, SiteList, SiteParams, renderSite } from './schemas.ts';
import type { SitesService } from './service.ts';
import { SITES_READ } from '../access/scopes.ts';
import { operation, READ_ONLY } from '../http/operations/operation.ts';

const { read } = partnerDocs(['Sites'], { read: SITES_READ });

export function sitesRoutes(app: PartnerApp, { sites }: { sites: SitesService }): void {
  app.get(
    '/v1/sites',
    operation(
      'sitesList',
      read('List the granted sites', 'The names and URLs of the sites granted to the partner.', {
        response: { 200: SiteList, ...problems() },
      }),
      { mcp: { words: 'The sites granted to the partner.', hints: READ_ONLY } },
    ),
    async (request) => ({ sites: (await sites.listGranted(callerOf(request))).map(renderSite) }),
  );

  app.get(
    '/v1/sites/:siteId',
    operation(
      'sitesGet',
      read('One granted site', 'One granted site. An unknown or ungranted site is 404 `site_not_found`.', {
        params: SiteParams,
        response: { 200: Site, ...problems('site_not_found') },
      }),
      { mcp: { words: 'One granted site.', hints: READ_ONLY } },
    ),
    async (request) => renderSite(await sites.getGranted(callerOf(request), request.params.siteId)),
  );
}
