// Back-office routes of the platform's own staff: team members (accounts
// with a role) and their personal API tokens. Each handler calls one team
// service (audited there); who may do what is the matrix's (src/access/permissions.ts)
// plus, for another member's token or password, the service's own check.
import { renderPage } from '../../http/cursor.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, type StaffIdentity } from '../../access/staff.ts';
import { problems } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import type { TeamService } from '../service.ts';
import type { SessionsService } from '../sessions.ts';
import type { ApiTokensService } from '../tokens.ts';
import { teamErrors } from '../errors.ts';
import { renderApiToken, renderCaller, renderTeamMember } from './render.ts';
import * as S from './schemas.ts';
import { operation } from '../../http/operations/operation.ts';

const { act, read } = adminDocs(['Team']);
const tokenDocs = adminDocs(['API tokens']);

function acting(req: { staff?: StaffIdentity }): StaffIdentity {
  return req.staff!;
}

export const teamAdminRoutes: FastifyPluginAsyncTypebox<{
  members: TeamService;
  tokens: ApiTokensService;
  sessions: SessionsService;
}> = async (app, { members, tokens, sessions }) => {
  app.get(
    '/admin/me',
    operation(
      'teamMe',
      read(
        'Who the caller is: the team member, role and kind of credential',
        'The team member (or the bootstrap administrator, or the CLI) the credential of this request acts as, with its role and the kind of credential: a console session, a personal API token, the ADMIN_TOKEN or the CLI beside the service.',
        { response: { 200: S.Me } },
      ),
      { answers: { 200: 'The caller: the team member, role and kind of credential.' } },
    ),
    async (req) => renderCaller(acting(req)),
  );
  app.get(
    '/admin/team',
    operation(
      'teamList',
      read(
        'List team members (the platform staff)',
        'The platform staff who sign in to the console and own personal API tokens (not the partner staff accounts of MCP sign-in), with their role and whether they are enabled; keyset-paged.',
        { querystring: S.TeamQuery, response: { 200: S.MembersPage } },
      ),
    ),
    async (req) => renderPage('members', await members.page(req.query), renderTeamMember),
  );
  app.post(
    '/admin/team',
    operation(
      'teamCreate',
      act(
        'team.manage',
        'Create a team member with a role',
        'Creates a team member with a role (support, operations or administrator: docs/staff-roles.md) and a first password, hashed with scrypt. Audited.',
        { body: S.NewMemberBody, response: { 201: S.MemberResponse, ...problems('conflict', 'rate_limit_exceeded') } },
      ),
      { answers: { 201: 'Created: the team member.' } },
    ),
    async (req, reply) => reply.code(201).send(renderTeamMember(await members.create(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/team/:memberId',
    operation(
      'teamShow',
      read('Get a team member', 'One team member: email, name, role, enabled, last sign-in.', {
        params: S.MemberIdParams,
        response: { 200: S.MemberResponse },
      }),
      { answers: { 200: 'The team member.' } },
    ),
    async (req) => renderTeamMember(await members.get(req.params.memberId)),
  );
  app.patch(
    '/admin/team/:memberId',
    operation(
      'teamUpdate',
      act(
        'team.manage',
        'Rename, change the role of, disable or enable a member (a disabled one: sessions end, tokens stop)',
        'Changes a member. Disabling one ends its console sessions and stops its tokens at once; the last enabled administrator can be neither disabled nor demoted (409). Audited.',
        { params: S.MemberIdParams, body: S.MemberPatchBody, response: { 200: S.MemberResponse, ...problems('conflict') } },
      ),
      { answers: { 200: 'The team member, as it now is.' } },
    ),
    async (req) => renderTeamMember(await members.update(req.params.memberId, req.body, actorOf(req))),
  );
  app.put(
    '/admin/team/:memberId/password',
    operation(
      'teamSetPassword',
      act(
        'team.self',
        "Set a member's password (one's own, giving the current one; anyone's for an administrator); their console sessions end",
        'Replaces the password (hashed with scrypt) and ends every console session of the member. A member setting their own gives `currentPassword`, checked as a console sign-in is: missing or wrong, 400 `invalid_request` naming it; each attempt counts against the console sign-in’s limits for the member’s email and the caller’s address (429 `rate_limit_exceeded`, with Retry-After). An administrator (or the ADMIN_TOKEN) setting another member’s needs no current password. A token narrower than its owner may not set the owner’s password (403 `staff_role_forbidden`): the password would sign in with the owner’s whole role. Audited.',
        { params: S.MemberIdParams, body: S.PasswordBody, response: { 200: S.MemberAfterPassword, ...problems('rate_limit_exceeded') } },
      ),
      { answers: { 200: 'The team member (the password is never shown).' } },
    ),
    async (req) => renderTeamMember(await members.setPassword(req.params.memberId, req.body, acting(req), actorOf(req), req.ip)),
  );
  app.post(
    '/admin/team/:memberId/sign-out-everywhere',
    operation(
      'teamSignOutEverywhere',
      act(
        'team.self',
        "End every console session of a member (one's own; anyone's for an administrator)",
        'Signs the member out everywhere: every console session ends at once. A token narrower than its owner may not end the owner’s sessions (403 `staff_role_forbidden`). Audited.',
        { params: S.MemberIdParams, response: { 200: S.SignedOut } },
      ),
      { answers: { 200: 'How many console sessions ended.' }, confirm: true },
    ),
    async (req) => {
      await members.sessionsEndableBy(req.params.memberId, acting(req));
      return { sessionsEnded: await sessions.endAll(req.params.memberId, actorOf(req)) };
    },
  );

  app.get(
    '/admin/api-tokens',
    operation(
      'tokensList',
      tokenDocs.read(
        "List personal API tokens, newest first (one's own; anyone's for an administrator)",
        'The personal API tokens: name, role, expiry, last use, revoked; never the token itself, which is stored only as its SHA-256.',
        { querystring: S.TokensQuery, response: { 200: S.TokensPage } },
      ),
    ),
    async (req) => renderPage('tokens', await tokens.page(req.query, acting(req)), renderApiToken),
  );
  app.post(
    '/admin/api-tokens',
    operation(
      'tokensCreate',
      tokenDocs.act(
        'api_tokens.own',
        'Create a personal API token (for oneself; for anyone as an administrator); the token is shown once',
        'Issues a `pcs_` token that acts as its owner with the owner’s role (or a narrower one) until it expires or is revoked. A credential never creates a token wider than itself: a token narrowed to a role creates tokens of that role or narrower (403 `staff_role_forbidden` for a wider one), and one created by it with no role acts with its role. The answer is the only time the token is shown. Audited.',
        { body: S.newTokenBody(tokens.maxDays), response: { 201: S.IssuedToken, ...problems('not_found') } },
      ),
      { answers: { 201: 'Created: the token, shown this once, with its record.' } },
    ),
    async (req, reply) => {
      const staff = acting(req);
      const memberId = req.body.memberId ?? staff.id;
      if (memberId === null) throw teamErrors.memberIdRequired();
      const created = await tokens.create(memberId, req.body, staff, actorOf(req));
      return reply.code(201).send({ ...renderApiToken(created.record), token: created.token });
    },
  );
  app.get(
    '/admin/api-tokens/:tokenId',
    operation(
      'tokensShow',
      tokenDocs.read(
        'Get a personal API token (never the token itself)',
        'One personal API token’s name, owner, role, expiry, last use and revocation.',
        { params: S.TokenIdParams, response: { 200: S.TokenResponse } },
      ),
      { answers: { 200: 'The API token (never the token itself).' } },
    ),
    async (req) => renderApiToken(await tokens.get(req.params.tokenId, acting(req))),
  );
  app.delete(
    '/admin/api-tokens/:tokenId',
    operation(
      'tokensRevoke',
      tokenDocs.act(
        'api_tokens.own',
        "Revoke a personal API token (one's own; anyone's for an administrator); it stops at once",
        'Revokes the token: the next request with it is 401. A credential revokes only tokens at most as wide as itself: a token narrowed to a role cannot revoke its owner’s wider tokens (403 `staff_role_forbidden`; the token keeps working). Audited.',
        { params: S.TokenIdParams, response: { 200: S.TokenResponse } },
      ),
      { answers: { 200: 'The revoked API token.' }, confirm: true },
    ),
    async (req) => renderApiToken(await tokens.revoke(req.params.tokenId, acting(req), actorOf(req))),
  );
};
