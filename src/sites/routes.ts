import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import { Site, SiteList, SiteParams, renderSite } from './schemas.ts';
import type { SitesService } from './service.ts';

export const sitesRoutes: FastifyPluginAsyncTypebox<{ sites: SitesService }> = async (app, { sites }) => {
  app.get(
    '/v1/sites',
    {
      config: { scope: 'partner-api/sites:read' },
      schema: {
        tags: ['Sites'],
        summary: 'List the granted sites',
        response: { 200: SiteList, ...problemResponses(400) },
      },
    },
    async (request) => ({ sites: (await sites.listGranted(callerOf(request))).map(renderSite) }),
  );

  app.get(
    '/v1/sites/:siteId',
    {
      config: { scope: 'partner-api/sites:read' },
      schema: {
        tags: ['Sites'],
        summary: 'One granted site',
        params: SiteParams,
        response: { 200: Site, ...problemResponses(400, 404) },
      },
    },
    async (request) => renderSite(await sites.getGranted(callerOf(request), request.params.siteId)),
  );
};
