// The back-office API: each handler calls one service method and renders it.
import type { FastifyPluginAsync } from 'fastify';
import type { Static } from 'typebox';
import { pageLimit } from '../http/cursor.ts';
import type { PartnersService } from '../identity/admin/service.ts';
import type { SitesAdminService } from '../sites/admin-service.ts';
import type { AuditService } from '../audit/service.ts';
import type { CursorCodec } from '../http/cursor.ts';
import { renderAdminSite, renderAudit, renderClient, renderPartner } from './render.ts';
import * as S from './schemas.ts';
import { okExample } from '../http/schema-helpers.ts';
import * as EX from './examples.ts';

const ACTOR = 'admin-api';

export const adminRoutes: FastifyPluginAsync<{
  partners: PartnersService;
  sites: SitesAdminService;
  audit: AuditService;
  cursors: CursorCodec;
}> = async (app, { partners, sites, audit, cursors }) => {
  // Sites
  app.get(
    '/admin/sites',
    { schema: { tags: ['Sites'], summary: 'List sites', response: { 200: okExample({ sites: [EX.site] }) } } },
    async () => ({ sites: (await sites.list()).map(renderAdminSite) }),
  );
  app.post<{ Body: Static<typeof S.NewSiteBody> }>(
    '/admin/sites',
    { schema: { tags: ['Sites'], summary: 'Create a site', response: { 201: okExample(EX.site) }, body: S.NewSiteBody } },
    async (req, reply) => reply.code(201).send(renderAdminSite(await sites.create(req.body, ACTOR))),
  );
  app.get<{ Params: Static<typeof S.SiteIdParams> }>(
    '/admin/sites/:siteId',
    { schema: { tags: ['Sites'], summary: 'Get a site', response: { 200: okExample(EX.site) }, params: S.SiteIdParams } },
    async (req) => renderAdminSite(await sites.get(req.params.siteId)),
  );
  app.patch<{ Params: Static<typeof S.SiteIdParams>; Body: Static<typeof S.SitePatchBody> }>(
    '/admin/sites/:siteId',
    {
      schema: {
        tags: ['Sites'],
        summary: 'Update a site',
        response: { 200: okExample(EX.site) },
        params: S.SiteIdParams,
        body: S.SitePatchBody,
      },
    },
    async (req) => renderAdminSite(await sites.update(req.params.siteId, req.body, ACTOR)),
  );
  app.put<{ Params: Static<typeof S.SiteIdParams>; Body: Static<typeof S.OrderingUserBody> }>(
    '/admin/sites/:siteId/ordering-user',
    {
      schema: {
        tags: ['Sites'],
        summary: 'Configure the ordering user of a site',
        response: { 200: okExample(EX.site) },
        params: S.SiteIdParams,
        body: S.OrderingUserBody,
      },
    },
    async (req) => renderAdminSite(await sites.setOrderingUser(req.params.siteId, req.body.userId, ACTOR)),
  );

  // Partners
  app.get(
    '/admin/partners',
    { schema: { tags: ['Partners'], summary: 'List partners', response: { 200: okExample({ partners: [EX.partner] }) } } },
    async () => ({ partners: (await partners.list()).map(renderPartner) }),
  );
  app.post<{ Body: Static<typeof S.NewPartnerBody> }>(
    '/admin/partners',
    { schema: { tags: ['Partners'], summary: 'Create a partner', response: { 201: okExample(EX.partner) }, body: S.NewPartnerBody } },
    async (req, reply) => reply.code(201).send(renderPartner(await partners.create(req.body, ACTOR))),
  );
  app.get<{ Params: Static<typeof S.PartnerIdParams> }>(
    '/admin/partners/:partnerId',
    { schema: { tags: ['Partners'], summary: 'Get a partner', response: { 200: okExample(EX.partner) }, params: S.PartnerIdParams } },
    async (req) => renderPartner(await partners.get(req.params.partnerId)),
  );
  app.patch<{ Params: Static<typeof S.PartnerIdParams>; Body: Static<typeof S.PartnerPatchBody> }>(
    '/admin/partners/:partnerId',
    {
      schema: {
        tags: ['Partners'],
        summary: 'Enable/disable, rename, set tier or capabilities',
        response: { 200: okExample(EX.partner) },
        params: S.PartnerIdParams,
        body: S.PartnerPatchBody,
      },
    },
    async (req) => renderPartner(await partners.update(req.params.partnerId, req.body, ACTOR)),
  );
  app.put<{ Params: Static<typeof S.PartnerSiteParams> }>(
    '/admin/partners/:partnerId/sites/:siteId',
    { schema: { tags: ['Partners'], summary: 'Grant a site', response: { 200: okExample(EX.partner) }, params: S.PartnerSiteParams } },
    async (req) => renderPartner(await partners.grantSite(req.params.partnerId, req.params.siteId, ACTOR)),
  );
  app.delete<{ Params: Static<typeof S.PartnerSiteParams> }>(
    '/admin/partners/:partnerId/sites/:siteId',
    {
      schema: { tags: ['Partners'], summary: 'Revoke a site grant', response: { 200: okExample(EX.partner) }, params: S.PartnerSiteParams },
    },
    async (req) => renderPartner(await partners.revokeSite(req.params.partnerId, req.params.siteId, ACTOR)),
  );

  // App clients
  app.get<{ Params: Static<typeof S.PartnerIdParams> }>(
    '/admin/partners/:partnerId/clients',
    {
      schema: {
        tags: ['Clients'],
        summary: "List a partner's app clients",
        response: { 200: okExample({ clients: [EX.client] }) },
        params: S.PartnerIdParams,
      },
    },
    async (req) => ({
      clients: (await partners.listClients(req.params.partnerId)).map(renderClient),
    }),
  );
  app.post<{ Params: Static<typeof S.PartnerIdParams>; Body: Static<typeof S.NewClientBody> }>(
    '/admin/partners/:partnerId/clients',
    {
      schema: {
        tags: ['Clients'],
        summary: 'Issue an app client; the secret is shown once',
        response: { 201: okExample(EX.issuedClient) },
        params: S.PartnerIdParams,
        body: S.NewClientBody,
      },
    },
    async (req, reply) => {
      const issued = await partners.issueClient(req.params.partnerId, req.body.label ?? null, ACTOR);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...renderClient(issued.client), clientSecret: issued.clientSecret });
    },
  );
  app.delete<{ Params: Static<typeof S.ClientIdParams> }>(
    '/admin/clients/:clientId',
    {
      schema: {
        tags: ['Clients'],
        summary: 'Revoke (delete) an app client',
        response: { 200: okExample(EX.client) },
        params: S.ClientIdParams,
      },
    },
    async (req) => renderClient(await partners.revokeClient(req.params.clientId, ACTOR)),
  );

  // Audit log
  app.get<{ Querystring: Static<typeof S.AuditQuery> }>(
    '/admin/audit',
    {
      schema: {
        tags: ['Audit'],
        summary: 'List audit log entries, newest first',
        response: { 200: okExample(EX.auditPage) },
        querystring: S.AuditQuery,
      },
    },
    async (req) => {
      const filters = { targetType: req.query.targetType, targetId: req.query.targetId };
      const limit = pageLimit(req.query.limit, { default: 50, max: 200, overflow: 'capped' });
      const beforeId = req.query.cursor ? Number(cursors.decode('admin.audit', filters, req.query.cursor)[0]) : undefined;
      const rows = await audit.list({ ...filters, beforeId, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const nextCursor = rows.length > limit ? cursors.encode('admin.audit', filters, [page[page.length - 1]!.id]) : null;
      return { entries: page.map(renderAudit), nextCursor };
    },
  );
};
