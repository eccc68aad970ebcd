// Partner API: storefront users. HTTP only: each handler calls one service method.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { UsersService } from './service.ts';

const READ = 'partner-api/users:read' as const;
const WRITE = 'partner-api/users:write' as const;
const tags = ['Users'];

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/v1/users',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'List storefront users of the granted sites',
        querystring: S.UserListQuery,
        response: { 200: S.UserList, ...problemResponses(400) },
      },
    },
    async (request) => {
      const page = await users.list(callerOf(request), request.query);
      return { users: page.items.map(S.renderUser), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/sites/:siteId/users',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'List the storefront users of one granted site',
        params: S.SiteUsersParams,
        querystring: S.SiteUserListQuery,
        response: { 200: S.UserList, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await users.list(callerOf(request), request.query, request.params.siteId);
      return { users: page.items.map(S.renderUser), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/users/:userId',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'One user with its segments',
        params: S.UserIdParams,
        response: { 200: S.UserDetailSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => S.renderUserDetail(await users.get(callerOf(request), request.params.userId)),
  );

  app.get(
    '/v1/users/:userId/addresses',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: "The user's saved addresses (an unknown or ungranted user has none)",
        params: S.UserIdParams,
        querystring: S.PageQuery,
        response: { 200: S.AddressList, ...problemResponses(400) },
      },
    },
    async (request) => {
      const page = await users.addresses(callerOf(request), request.params.userId, request.query);
      return { addresses: page.items.map(S.renderAddress), nextCursor: page.nextCursor };
    },
  );

  app.post(
    '/v1/users',
    {
      config: { scope: WRITE },
      schema: {
        tags,
        summary: 'Create a storefront user; returns it as UserDetail',
        body: S.NewUserBody,
        response: { 201: S.UserDetailSchema, ...problemResponses(400, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = await users.create(callerOf(request), request.body);
      return reply.code(201).header('location', `/v1/users/${user.id}`).send(S.renderUserDetail(user));
    },
  );

  app.patch(
    '/v1/users/:userId',
    {
      config: { scope: WRITE },
      schema: {
        tags,
        summary: 'Change a user (seven fields); returns the user re-read',
        params: S.UserIdParams,
        body: S.UserPatchBody,
        response: { 200: S.UserDetailSchema, ...problemResponses(400, 404, 409, 422) },
      },
    },
    async (request) => S.renderUserDetail(await users.patch(callerOf(request), request.params.userId, request.body)),
  );

  app.put(
    '/v1/users/:userId/segments',
    {
      config: { scope: WRITE },
      schema: {
        tags,
        summary: "Replace the user's segments; returns the user re-read",
        params: S.UserIdParams,
        body: S.SegmentsBody,
        response: { 200: S.UserDetailSchema, ...problemResponses(400, 404, 409, 422) },
      },
    },
    async (request) => S.renderUserDetail(await users.putSegments(callerOf(request), request.params.userId, request.body)),
  );
};
