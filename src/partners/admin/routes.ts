// Back-office partners and their app clients: each handler calls one
// PartnersService method (audited there) and renders it.
import { actorOf } from '../../access/staff.ts';
import { renderPage } from '../../http/cursor.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems, answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import type { PartnersService } from './service.ts';
import * as EX from './examples.ts';
import { renderClient, renderPartner } from './render.ts';
import * as S from './schemas.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, write, resource } = adminDocs(['Partners']);
const partner = resource(Answer.AdminPartner, EX.partner);

const clients = adminDocs(['Clients']);

export const partnersAdminRoutes: FastifyPluginAsyncTypebox<{ partners: PartnersService }> = async (app, { partners }) => {
  // Partners
  app.get(
    '/admin/partners',
    operation(
      'partnersList',
      read(
        'List partners',
        'Partners with their status, tier, capabilities and granted sites, by id, keyset-paged (follow nextCursor; null on the last page); `q` searches names (or an exact id).',
        { querystring: S.PartnersQuery, response: { 200: answer(Answer.AdminPartnerPage, { partners: [EX.partner], nextCursor: null }) } },
      ),
    ),
    async (req) => renderPage('partners', await partners.page(req.query), renderPartner),
  );
  app.post(
    '/admin/partners',
    operation(
      'partnersCreate',
      partner.create(
        'partners.manage',
        'Create a partner',
        'Creates a partner. It can call the API once it has an app client (or a certificate, for mTLS) and at least one granted site.',
        { body: S.NewPartnerBody },
        'not_found',
      ),
    ),
    async (req, reply) => reply.code(201).send(renderPartner(await partners.create(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/partners/:partnerId',
    operation(
      'partnersShow',
      partner.read(
        'Get a partner',
        'One partner with its status, tier, capabilities and granted sites.',
        { params: S.PartnerIdParams },
        'not_found',
      ),
    ),
    async (req) => renderPartner(await partners.get(req.params.partnerId)),
  );
  app.patch(
    '/admin/partners/:partnerId',
    operation(
      'partnersUpdate',
      partner.write(
        'partners.manage',
        'Enable/disable, rename, set tier or capabilities',
        "Enables or disables a partner, renames it, or sets its tier (rate limit and quota) or its capabilities (the scopes its tokens may carry). A disabled partner's credentials are refused on their next request.",
        { params: S.PartnerIdParams, body: S.PartnerPatchBody },
        'conflict',
      ),
    ),
    async (req) => renderPartner(await partners.update(req.params.partnerId, req.body, actorOf(req))),
  );
  app.put(
    '/admin/partners/:partnerId/sites/:siteId',
    operation(
      'partnersGrantSite',
      partner.write(
        'partners.manage',
        'Grant a site',
        "Grants a site to the partner: its records become visible to the partner's credentials.",
        { params: S.PartnerSiteParams },
      ),
      { answers: { 200: 'The partner, with the site granted.' } },
    ),
    async (req) => renderPartner(await partners.grantSite(req.params.partnerId, req.params.siteId, actorOf(req))),
  );
  app.delete(
    '/admin/partners/:partnerId/sites/:siteId',
    operation(
      'partnersRevokeSite',
      partner.write(
        'partners.manage',
        'Revoke a site grant',
        "Revokes a site grant: the site's records answer as missing to the partner from the next request.",
        { params: S.PartnerSiteParams },
      ),
      { answers: { 200: 'The partner, without the site.' }, confirm: true },
    ),
    async (req) => renderPartner(await partners.revokeSite(req.params.partnerId, req.params.siteId, actorOf(req))),
  );

  // App clients
  app.get(
    '/admin/partners/:partnerId/clients',
    operation(
      'clientsList',
      clients.read("List a partner's app clients", "The partner's app clients (client credentials), without their secrets.", {
        response: { 200: answer(Answer.AdminAppClientList, { clients: [EX.client] }) },
        params: S.PartnerIdParams,
      }),
    ),
    async (req) => ({ clients: (await partners.listClients(req.params.partnerId)).map(renderClient) }),
  );
  app.post(
    '/admin/partners/:partnerId/clients',
    operation(
      'clientsIssue',
      clients.write(
        'clients.manage',
        'Issue an app client; the secret is shown once',
        'Issues an app client for the client-credentials grant. The secret is in this answer only; it is stored hashed. At most two live clients per partner, for rotation.',
        {
          response: { 201: answer(Answer.AdminIssuedClient, EX.issuedClient), ...problems('conflict') },
          params: S.PartnerIdParams,
          body: S.NewClientBody,
        },
      ),
      { answers: { 201: 'Issued: the app client, its secret shown this once.' } },
    ),
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
    operation(
      'clientsRevoke',
      clients.write(
        'clients.manage',
        'Revoke (delete) an app client',
        'Revokes an app client by deleting it: token requests with it are refused at once.',
        { response: { 200: answer(Answer.AdminAppClient, EX.client), ...problems('not_found') }, params: S.ClientIdParams },
      ),
      { answers: { 200: 'The revoked app client.' }, confirm: true },
    ),
    async (req) => renderClient(await partners.revokeClient(req.params.clientId, actorOf(req))),
  );
};
