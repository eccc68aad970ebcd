// Back-office partners and their app clients: each handler calls one
// PartnersService method (audited there) and renders it.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okExample } from '../../http/schema-helpers.ts';
import type { PartnersService } from './service.ts';
import * as EX from './examples.ts';
import { renderClient, renderPartner } from './render.ts';
import * as S from './schemas.ts';

export const partnersAdminRoutes: FastifyPluginAsyncTypebox<{ partners: PartnersService }> = async (app, { partners }) => {
  // Partners
  app.get(
    '/admin/partners',
    { schema: { tags: ['Partners'], summary: 'List partners', response: { 200: okExample({ partners: [EX.partner] }) } } },
    async () => ({ partners: (await partners.list()).map(renderPartner) }),
  );
  app.post(
    '/admin/partners',
    {
      config: { operation: 'partners.manage' },
      schema: { tags: ['Partners'], summary: 'Create a partner', response: { 201: okExample(EX.partner) }, body: S.NewPartnerBody },
    },
    async (req, reply) => reply.code(201).send(renderPartner(await partners.create(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/partners/:partnerId',
    { schema: { tags: ['Partners'], summary: 'Get a partner', response: { 200: okExample(EX.partner) }, params: S.PartnerIdParams } },
    async (req) => renderPartner(await partners.get(req.params.partnerId)),
  );
  app.patch(
    '/admin/partners/:partnerId',
    {
      config: { operation: 'partners.manage' },
      schema: {
        tags: ['Partners'],
        summary: 'Enable/disable, rename, set tier or capabilities',
        response: { 200: okExample(EX.partner) },
        params: S.PartnerIdParams,
        body: S.PartnerPatchBody,
      },
    },
    async (req) => renderPartner(await partners.update(req.params.partnerId, req.body, actorOf(req))),
  );
  app.put(
    '/admin/partners/:partnerId/sites/:siteId',
    {
      config: { operation: 'partners.manage' },
      schema: { tags: ['Partners'], summary: 'Grant a site', response: { 200: okExample(EX.partner) }, params: S.PartnerSiteParams },
    },
    async (req) => renderPartner(await partners.grantSite(req.params.partnerId, req.params.siteId, actorOf(req))),
  );
  app.delete(
    '/admin/partners/:partnerId/sites/:siteId',
    {
      config: { operation: 'partners.manage' },
      schema: { tags: ['Partners'], summary: 'Revoke a site grant', response: { 200: okExample(EX.partner) }, params: S.PartnerSiteParams },
    },
    async (req) => renderPartner(await partners.revokeSite(req.params.partnerId, req.params.siteId, actorOf(req))),
  );

  // App clients
  app.get(
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
  app.post(
    '/admin/partners/:partnerId/clients',
    {
      config: { operation: 'clients.manage' },
      schema: {
        tags: ['Clients'],
        summary: 'Issue an app client; the secret is shown once',
        response: { 201: okExample(EX.issuedClient) },
        params: S.PartnerIdParams,
        body: S.NewClientBody,
      },
    },
    async (req, reply) => {
      const issued = await partners.issueClient(req.params.partnerId, req.body.label ?? null, actorOf(req));
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...renderClient(issued.client), clientSecret: issued.clientSecret });
    },
  );
  app.delete(
    '/admin/clients/:clientId',
    {
      config: { operation: 'clients.manage' },
      schema: {
        tags: ['Clients'],
        summary: 'Revoke (delete) an app client',
        response: { 200: okExample(EX.client) },
        params: S.ClientIdParams,
      },
    },
    async (req) => renderClient(await partners.revokeClient(req.params.clientId, actorOf(req))),
  );
};
