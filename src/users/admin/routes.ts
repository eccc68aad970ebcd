// Back-office routes for storefront users, their addresses and segments, and
// the segment auto-assignment rules. Each handler calls one service method.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UsersAdminService } from './service.ts';
import type { SegmentRulesService } from '../segment-rules.ts';
import * as S from './schemas.ts';
import { renderAddress } from '../schemas.ts';
import type { NewSegmentRule } from '../segment-rules.ts';
import { noContent, answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import * as EX from './examples.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, write, resource } = adminDocs(['Users']);
const user = resource(Answer.AdminUser, EX.user);

export const usersAdminRoutes: FastifyPluginAsyncTypebox<{ users: UsersAdminService; rules: SegmentRulesService }> = async (
  app,
  { users, rules },
) => {
  app.post(
    '/admin/sites/:siteId/users',
    operation(
      'usersCreate',
      user.create(
        'users.manage',
        'Create a storefront user (e.g. an ordering user), with any field staff may set',
        "Creates a storefront user on a site, with any field staff may set (for example the site's ordering user).",
        { params: S.SiteIdParams, body: S.NewUserBody },
        'conflict',
        'user_already_exists',
      ),
    ),
    async (req, reply) =>
      reply.code(201).send(S.renderAdminUser(await users.create({ siteId: req.params.siteId, ...req.body }, actorOf(req)))),
  );
  app.get(
    '/admin/users/:userId',
    operation('usersShow', user.read('One storefront user', 'One storefront user, with the fields staff see.', { params: S.UserIdParams })),
    async (req) => S.renderAdminUser(await users.get(req.params.userId)),
  );
  app.patch(
    '/admin/users/:userId',
    operation(
      'usersUpdate',
      user.write(
        'users.manage',
        'Edit a storefront user (including allSegmentsVisible, last sign-in, approval and tax flags)',
        'Edits a storefront user, including the fields partners cannot write: allSegmentsVisible, the last sign-in, the approval and tax flags.',
        { params: S.UserIdParams, body: S.UserPatchBody },
        'not_found',
        'conflict',
        'user_already_exists',
      ),
    ),
    async (req) => S.renderAdminUser(await users.update(req.params.userId, req.body, actorOf(req))),
  );
  app.put(
    '/admin/users/:userId/segments',
    operation(
      'usersSetSegments',
      user.write(
        'users.manage',
        'Replace the hand-assigned segments (auto-assigned ones stay)',
        "Replaces the user's hand-assigned segments; auto-assigned ones stay.",
        { params: S.UserIdParams, body: S.UserSegmentsBody },
      ),
      { answers: { 200: 'The user, with its new hand-assigned segments.' } },
    ),
    async (req) => S.renderAdminUser(await users.setSegments(req.params.userId, req.body.segmentIds, actorOf(req))),
  );
  app.get(
    '/admin/users/:userId/addresses',
    operation(
      'usersAddressesList',
      read("The user's saved addresses", "The user's saved addresses.", {
        response: { 200: answer(Answer.AdminAddressList, { addresses: [EX.address] }) },
        params: S.UserIdParams,
      }),
    ),
    async (req) => ({ addresses: (await users.listAddresses(req.params.userId)).map(renderAddress) }),
  );
  app.post(
    '/admin/users/:userId/addresses',
    operation(
      'usersAddressesAdd',
      write('users.manage', 'Add a saved address', 'Adds a saved address to a user.', {
        response: { 201: answer(Answer.AdminAddress, EX.address) },
        params: S.UserIdParams,
        body: S.NewAddressBody,
      }),
    ),
    async (req, reply) =>
      reply
        .code(201)
        .send(renderAddress(await users.addAddress(req.params.userId, req.body as Record<string, string | null>, actorOf(req)))),
  );
  app.delete(
    '/admin/addresses/:addressId',
    operation(
      'usersAddressesDelete',
      write('users.manage', 'Delete a saved address', 'Deletes a saved address.', {
        response: { 204: noContent },
        params: S.AddressIdParams,
      }),
      { confirm: true },
    ),
    async (req, reply) => {
      await users.deleteAddress(req.params.addressId, actorOf(req));
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/sites/:siteId/segment-rules',
    operation(
      'usersSegmentRulesList',
      read("The site's segment auto-assignment rules", "The site's rules that assign segments automatically.", {
        response: { 200: answer(Answer.AdminSegmentRuleList, { rules: [EX.rule] }) },
        params: S.SiteIdParams,
      }),
    ),
    async (req) => ({ rules: (await rules.list(req.params.siteId)).map(S.renderRule) }),
  );
  app.post(
    '/admin/sites/:siteId/segment-rules',
    operation(
      'usersSegmentRulesAdd',
      write(
        'users.manage',
        'Add a rule: a segment for every user with this email domain, or of this division',
        'Adds a rule: a segment for every user with this email domain, or of this division. Matching users get it as auto-assigned.',
        { response: { 201: answer(Answer.AdminSegmentRule, EX.rule) }, params: S.SiteIdParams, body: S.NewRuleBody },
      ),
    ),
    async (req, reply) =>
      reply.code(201).send(S.renderRule(await rules.create(req.params.siteId, req.body as NewSegmentRule, actorOf(req)))),
  );
  app.delete(
    '/admin/segment-rules/:ruleId',
    operation(
      'usersSegmentRulesDelete',
      write(
        'users.manage',
        'Delete a rule (its auto-assigned segments are withdrawn)',
        'Deletes a rule; the segments it auto-assigned are withdrawn.',
        { response: { 204: noContent }, params: S.RuleIdParams },
      ),
      { confirm: true },
    ),
    async (req, reply) => {
      await rules.delete(req.params.ruleId, actorOf(req));
      return reply.code(204).send();
    },
  );
};
