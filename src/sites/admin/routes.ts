// Back-office site routes: each handler calls one SitesAdminService method
// (audited there) and renders it.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okExample } from '../../http/schema-helpers.ts';
import * as EX from './examples.ts';
import { renderAdminSite } from './render.ts';
import * as S from './schemas.ts';
import type { SitesAdminService } from './service.ts';

const tags = ['Sites'];

export const sitesAdminRoutes: FastifyPluginAsyncTypebox<{ sites: SitesAdminService }> = async (app, { sites }) => {
  app.get(
    '/admin/sites',
    {
      schema: {
        tags,
        summary: 'List sites',
        description: 'Every site of the environment, with its settings and ordering user.',
        response: { 200: okExample({ sites: [EX.site] }) },
      },
    },
    async () => ({
      sites: (await sites.list()).map(renderAdminSite),
    }),
  );
  app.post(
    '/admin/sites',
    {
      config: { operation: 'sites.manage' },
      schema: {
        tags,
        summary: 'Create a site',
        description:
          'Creates a site. Partners see it only once it is granted to them (PUT /admin/partners/{partnerId}/sites/{siteId}). The change is written to the audit log in the same transaction.',
        response: { 201: okExample(EX.site) },
        body: S.NewSiteBody,
      },
    },
    async (req, reply) => reply.code(201).send(renderAdminSite(await sites.create(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/sites/:siteId',
    {
      schema: {
        tags,
        summary: 'Get a site',
        description: 'One site with its settings. An unknown site is 404 `not_found`.',
        response: { 200: okExample(EX.site) },
        params: S.SiteIdParams,
      },
    },
    async (req) => renderAdminSite(await sites.get(req.params.siteId)),
  );
  app.patch(
    '/admin/sites/:siteId',
    {
      config: { operation: 'sites.manage' },
      schema: {
        tags,
        summary: 'Update a site',
        description:
          'Changes the named fields of a site; omitted fields are unchanged. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.site) },
        params: S.SiteIdParams,
        body: S.SitePatchBody,
      },
    },
    async (req) => renderAdminSite(await sites.update(req.params.siteId, req.body, actorOf(req))),
  );
  app.put(
    '/admin/sites/:siteId/ordering-user',
    {
      config: { operation: 'sites.manage' },
      schema: {
        tags,
        summary: 'Configure the ordering user of a site',
        description:
          'Sets the storefront user that orders submitted by partners are placed as. Until a site has one, POST /v1/orders answers 409 `ordering_not_provisioned`. The change is written to the audit log in the same transaction.',
        response: { 200: okExample(EX.site) },
        params: S.SiteIdParams,
        body: S.OrderingUserBody,
      },
    },
    async (req) => renderAdminSite(await sites.setOrderingUser(req.params.siteId, req.body.userId, actorOf(req))),
  );
};
