// Partner API: storefront users. HTTP only: each handler calls one service method.
import { renderPage } from '../http/cursor.ts';
import { problems, withHeaders } from '../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../http/operations/docs.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { UsersService } from './service.ts';
import { USERS_READ, USERS_WRITE } from '../access/scopes.ts';
import { operation, DESTRUCTIVE_IDEMPOTENT, READ_ONLY, WRITE, WRITE_IDEMPOTENT } from '../http/operations/operation.ts';
import { PAGES, pagedBy } from '../http/operations/pages.ts';

const { read, write } = partnerDocs(['Users'], { read: USERS_READ, write: USERS_WRITE });

export function usersRoutes(app: PartnerApp, { users }: { users: UsersService }): void {
  app.get(
    '/v1/users',
    operation(
      'usersList',
      read(
        'List storefront users of the granted sites',
        'Storefront users of the granted sites, filtered by `siteId` and `divisionId`, ' +
          pagedBy(PAGES.users) +
          '. A strict allow-list of fields: no credential, reset token or payment identifier is ever present.',
        {
          querystring: S.UserListQuery,
          response: { 200: S.UserList, ...problems() },
        },
      ),
      { mcp: { words: 'List storefront users of the granted sites.', hints: READ_ONLY } },
    ),
    async (request) => renderPage('users', await users.list(callerOf(request), request.query), S.renderUser),
  );

  app.get(
    '/v1/sites/:siteId/users',
    operation(
      'sitesUsers',
      read(
        'List the storefront users of one granted site',
        'Identical to `GET /v1/users?siteId={siteId}`. An ungranted site is 404 `site_not_found`.',
        {
          params: S.SiteUsersParams,
          querystring: S.SiteUserListQuery,
          response: { 200: S.UserList, ...problems('site_not_found') },
        },
      ),
    ),
    async (request) => renderPage('users', await users.list(callerOf(request), request.query, request.params.siteId), S.renderUser),
  );

  app.get(
    '/v1/users/:userId',
    operation(
      'usersGet',
      read(
        'One user with its segments',
        "One user with its segments (UserDetail): only segments of the user's own site appear, `autoAssigned` when a site rule assigned the segment. 404 `user_not_found`.",
        {
          params: S.UserIdParams,
          response: { 200: S.UserDetailSchema, ...problems('user_not_found') },
        },
      ),
      { mcp: { words: 'One storefront user with its segments.', hints: READ_ONLY } },
    ),
    async (request) => S.renderUserDetail(await users.get(callerOf(request), request.params.userId)),
  );

  app.get(
    '/v1/users/:userId/addresses',
    operation(
      'usersAddresses',
      read(
        "The user's saved addresses (an unknown or ungranted user has none)",
        "The user's saved addresses, " +
          pagedBy(PAGES.users) +
          '. An unknown user, or one outside the grant, has none: an empty array and a null cursor.',
        {
          params: S.UserIdParams,
          querystring: S.PageQuery,
          response: { 200: S.AddressList, ...problems() },
        },
      ),
      { mcp: { words: "The user's saved addresses.", hints: READ_ONLY } },
    ),
    async (request) =>
      renderPage('addresses', await users.addresses(callerOf(request), request.params.userId, request.query), S.renderAddress),
  );

  app.post(
    '/v1/users',
    operation(
      'usersCreate',
      write(
        'Create a storefront user; returns it as UserDetail',
        "Creates a storefront user on a granted site and returns it as UserDetail. A duplicate username or email on the site is 409 `user_already_exists`; the platform's refusal is 400 `monolith_rejected` with a generic message.",
        {
          body: S.NewUserBody,
          response: {
            201: withHeaders(S.UserDetailSchema, { Location: { type: 'string', description: 'The new user: /v1/users/{userId}.' } }),
            ...problems('division_not_on_site', 'monolith_rejected', 'user_already_exists'),
          },
        },
      ),
      { mcp: { words: 'Create a storefront user.', hints: WRITE } },
    ),
    async (request, reply) => {
      const user = await users.create(callerOf(request), request.body);
      return reply.code(201).header('location', `/v1/users/${user.id}`).send(S.renderUserDetail(user));
    },
  );

  app.patch(
    '/v1/users/:userId',
    operation(
      'usersUpdate',
      write(
        'Change a user (seven fields); returns the user re-read',
        "Changes a user: at least one of `active`, `email`, `firstName`, `lastName`, `company`, `phone`, `divisionId`, and no other field; omitted fields are unchanged. `null` for `email`, `firstName`, `lastName` or `active` is `null_not_supported`; a `divisionId` that does not exist or is on another site is 422 `division_not_on_site`; an `email` another user of the site has is 409 `user_already_exists`; the platform's refusal is 400 `monolith_rejected`. Returns the user re-read.",
        {
          params: S.UserIdParams,
          body: S.UserPatchBody,
          response: {
            200: S.UserDetailSchema,
            ...problems('division_not_on_site', 'monolith_rejected', 'user_already_exists', 'user_not_found'),
          },
        },
      ),
      { mcp: { words: 'Change a storefront user; returns it re-read.', hints: WRITE_IDEMPOTENT } },
    ),
    async (request) => S.renderUserDetail(await users.patch(callerOf(request), request.params.userId, request.body)),
  );

  app.put(
    '/v1/users/:userId/segments',
    operation(
      'usersSetSegments',
      write(
        "Replace the user's segments; returns the user re-read",
        "Replaces the user's segments with `segmentIds` (at most 200, duplicates collapsed; `[]` clears them) and sets `allSegmentsVisible` to false. When it is currently true the request is 409 `all_segments_visible_reset_not_acknowledged` unless `acknowledgeAllSegmentsVisibleReset` is true. An id that is not a segment of the user's site is 422 `segment_not_on_site`; removing an auto-assigned segment is 409 `auto_assigned_segments_present`. Returns the user re-read.",
        {
          params: S.UserIdParams,
          body: S.SegmentsBody,
          response: {
            200: S.UserDetailSchema,
            ...problems(
              'all_segments_visible_reset_not_acknowledged',
              'auto_assigned_segments_present',
              'segment_not_on_site',
              'user_not_found',
            ),
          },
        },
      ),
      { mcp: { words: "Replace the user's segments; returns it re-read.", hints: DESTRUCTIVE_IDEMPOTENT } },
    ),
    async (request) => S.renderUserDetail(await users.putSegments(callerOf(request), request.params.userId, request.body)),
  );
}
