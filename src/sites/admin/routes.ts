// Back-office site routes: each handler calls one SitesAdminService method
// (audited there) and renders it.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import * as EX from './examples.ts';
import { renderAdminSite } from './render.ts';
import * as S from './schemas.ts';
import type { SitesAdminService } from './service.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, resource } = adminDocs(['Sites']);
const site = resource(Answer.AdminSite, EX.site);

export const sitesAdminRoutes: FastifyPluginAsyncTypebox<{ sites: SitesAdminService }> = async (app, { sites }) => {
  app.get(
    '/admin/sites',
    operation(
      'sitesList',
      read('List sites', 'Every site of the environment, with its settings and ordering user.', {
        response: { 200: answer(Answer.AdminSiteList, { sites: [EX.site] }) },
      }),
    ),
    async () => ({ sites: (await sites.list()).map(renderAdminSite) }),
  );
  app.post(
    '/admin/sites',
    operation(
      'sitesCreate',
      site.create(
        'sites.manage',
        'Create a site',
        'Creates a site. Partners see it only once it is granted to them (PUT /admin/partners/{partnerId}/sites/{siteId}).',
        { body: S.NewSiteBody },
      ),
    ),
    async (req, reply) => reply.code(201).send(renderAdminSite(await sites.create(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/sites/:siteId',
    operation(
      'sitesShow',
      site.read('Get a site', 'One site with its settings. An unknown site is 404 `not_found`.', { params: S.SiteIdParams }),
    ),
    async (req) => renderAdminSite(await sites.get(req.params.siteId)),
  );
  app.patch(
    '/admin/sites/:siteId',
    operation(
      'sitesUpdate',
      site.write('sites.manage', 'Update a site', 'Changes the named fields of a site; omitted fields are unchanged.', {
        params: S.SiteIdParams,
        body: S.SitePatchBody,
      }),
    ),
    async (req) => renderAdminSite(await sites.update(req.params.siteId, req.body, actorOf(req))),
  );
  app.put(
    '/admin/sites/:siteId/ordering-user',
    operation(
      'sitesSetOrderingUser',
      site.write(
        'sites.manage',
        'Configure the ordering user of a site',
        'Sets the storefront user that orders submitted by partners are placed as. Until a site has one, POST /v1/orders answers 409 `ordering_not_provisioned`.',
        { params: S.SiteIdParams, body: S.OrderingUserBody },
      ),
    ),
    async (req) => renderAdminSite(await sites.setOrderingUser(req.params.siteId, req.body.userId, actorOf(req))),
  );
};
