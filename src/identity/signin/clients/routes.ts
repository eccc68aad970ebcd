// Back-office routes for the clients registered for interactive sign-in
// (RFC 7591): support staff list them, administrators delete one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../../access/staff.ts';
import { renderPage } from '../../../http/cursor.ts';
import { adminDocs } from '../../../http/operations/docs.ts';
import { operation } from '../../../http/operations/operation.ts';
import { answer, noContent, problems } from '../../../http/schema-helpers.ts';
import * as Answer from './answers.ts';
import { SigninClientIdParams, SigninClientsQuery } from './schemas.ts';
import { renderSigninClient, type SigninClientsService } from './service.ts';

const { read, write } = adminDocs(['Sign-in clients']);
const clientExample = {
  clientId: '0b9e3f7a-61f2-4a35-9a53-5b3c7f2d8e11',
  clientName: 'Claude Desktop',
  redirectUris: ['http://127.0.0.1:33418/callback'],
  createdAt: '2026-01-15T09:30:00.000Z',
  lastUsedAt: '2026-01-15T09:31:12.000Z',
};

export const signinClientsAdminRoutes: FastifyPluginAsyncTypebox<{ clients: SigninClientsService }> = async (app, { clients }) => {
  app.get(
    '/admin/signin-clients',
    operation(
      'signinClientsList',
      read(
        'List the clients registered for interactive sign-in, newest first',
        'The clients MCP applications registered (POST /oauth2/register, open to anyone), newest first, with their redirect URIs and when a sign-in last used each; keyset-paged. Retention deletes one no sign-in used after a day, and any other after 90 days unused.',
        {
          querystring: SigninClientsQuery,
          response: { 200: answer(Answer.AdminSigninClientPage, { clients: [clientExample], nextCursor: null }) },
        },
      ),
      { answers: { 200: 'Registered sign-in clients, newest first.' } },
    ),
    async (req) => renderPage('clients', await clients.page(req.query), renderSigninClient),
  );
  app.delete(
    '/admin/signin-clients/:clientId',
    operation(
      'signinClientsDelete',
      write(
        'signin_clients.manage',
        'Delete a registered sign-in client and its unused codes',
        'Deletes a client registered for interactive sign-in, with its codes not yet exchanged: no sign-in finishes through it any more. Tokens it already obtained stay valid until they expire (at most TOKEN_TTL_SECONDS); disable the staff account to stop them at once.',
        { params: SigninClientIdParams, response: { 204: noContent, ...problems('not_found') } },
      ),
      { confirm: true },
    ),
    async (req, reply) => {
      await clients.delete(req.params.clientId, actorOf(req));
      return reply.code(204).send();
    },
  );
};
