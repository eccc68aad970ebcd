// Storefront users, divisions and credit accounts as MCP tools.
import * as CreditS from '../../credit/schemas.ts';
import * as DivisionS from '../../divisions/schemas.ts';
import * as S from '../../users/schemas.ts';
import { READ_ONLY, WRITE, WRITE_IDEMPOTENT, type McpToolDefinition } from '../tool.ts';
import { CREDIT_READ, DIVISIONS_READ, DIVISIONS_WRITE, USERS_READ, USERS_WRITE } from '../../access/scopes.ts';

export const peopleTools: McpToolDefinition[] = [
  {
    route: 'GET /v1/users',
    output: S.UserList,
    description: 'List storefront users of the granted sites.',
    scope: USERS_READ,
    annotations: READ_ONLY,
    query: S.UserListQuery,
    run: async (p, caller, { query }) => {
      const page = await p.users.list(caller, query);
      return { users: page.items.map(S.renderUser), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'GET /v1/users/{userId}',
    output: S.UserDetailSchema,
    description: 'One storefront user with its segments.',
    scope: USERS_READ,
    annotations: READ_ONLY,
    params: S.UserIdParams,
    run: async (p, caller, { params }) => S.renderUserDetail(await p.users.get(caller, params.userId)),
  },
  {
    route: 'GET /v1/users/{userId}/addresses',
    output: S.AddressList,
    description: "The user's saved addresses.",
    scope: USERS_READ,
    annotations: READ_ONLY,
    params: S.UserIdParams,
    query: S.PageQuery,
    run: async (p, caller, { params, query }) => {
      const page = await p.users.addresses(caller, params.userId, query);
      return { addresses: page.items.map(S.renderAddress), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'POST /v1/users',
    output: S.UserDetailSchema,
    description: 'Create a storefront user.',
    scope: USERS_WRITE,
    annotations: WRITE,
    body: S.NewUserBody,
    run: async (p, caller, { body }) => S.renderUserDetail(await p.users.create(caller, body)),
  },
  {
    route: 'PATCH /v1/users/{userId}',
    output: S.UserDetailSchema,
    description: 'Change a storefront user; returns it re-read.',
    scope: USERS_WRITE,
    annotations: WRITE_IDEMPOTENT,
    params: S.UserIdParams,
    body: S.UserPatchBody,
    run: async (p, caller, { params, body }) => S.renderUserDetail(await p.users.patch(caller, params.userId, body)),
  },
  {
    route: 'PUT /v1/users/{userId}/segments',
    output: S.UserDetailSchema,
    description: "Replace the user's segments; returns it re-read.",
    scope: USERS_WRITE,
    annotations: { ...WRITE_IDEMPOTENT, destructiveHint: true },
    params: S.UserIdParams,
    body: S.SegmentsBody,
    run: async (p, caller, { params, body }) => S.renderUserDetail(await p.users.putSegments(caller, params.userId, body)),
  },
  {
    route: 'GET /v1/divisions',
    output: DivisionS.DivisionList,
    description: 'Divisions of the granted sites, flat with parent links.',
    scope: DIVISIONS_READ,
    annotations: READ_ONLY,
    query: DivisionS.DivisionListQuery,
    run: async (p, caller, { query }) => {
      const page = await p.divisions.list(caller, query);
      return { divisions: page.items.map(DivisionS.renderDivision), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'GET /v1/divisions/{divisionId}',
    output: DivisionS.Division,
    description: 'One division.',
    scope: DIVISIONS_READ,
    annotations: READ_ONLY,
    params: DivisionS.DivisionIdParams,
    run: async (p, caller, { params }) => DivisionS.renderDivision(await p.divisions.get(caller, params.divisionId)),
  },
  {
    route: 'POST /v1/divisions',
    output: DivisionS.DivisionCreated,
    description: 'Create a division (always active).',
    scope: DIVISIONS_WRITE,
    annotations: WRITE,
    body: DivisionS.NewDivisionBody,
    run: async (p, caller, { body }) => ({ divisionId: await p.divisions.create(caller, body) }),
  },
  {
    route: 'PATCH /v1/divisions/{divisionId}',
    output: DivisionS.Division,
    description: 'Change a division; returns it re-read.',
    scope: DIVISIONS_WRITE,
    annotations: WRITE_IDEMPOTENT,
    params: DivisionS.DivisionIdParams,
    body: DivisionS.DivisionPatchBody,
    run: async (p, caller, { params, body }) => DivisionS.renderDivision(await p.divisions.patch(caller, params.divisionId, body)),
  },
  {
    route: 'GET /v1/credit-accounts',
    output: CreditS.CreditAccountList,
    description: 'Credit accounts of the granted sites.',
    scope: CREDIT_READ,
    annotations: READ_ONLY,
    query: CreditS.CreditListQuery,
    run: async (p, caller, { query }) => {
      const page = await p.credit.list(caller, query);
      return { creditAccounts: page.items.map(CreditS.renderCreditAccount), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'GET /v1/credit-accounts/{creditAccountId}',
    output: CreditS.CreditAccount,
    description: 'One credit account with its current balance.',
    scope: CREDIT_READ,
    annotations: READ_ONLY,
    params: CreditS.CreditAccountIdParams,
    run: async (p, caller, { params }) => CreditS.renderCreditAccount(await p.credit.get(caller, params.creditAccountId)),
  },
  {
    route: 'GET /v1/credit-accounts/{creditAccountId}/adjustments',
    output: CreditS.AdjustmentList,
    description: "The credit account's movements, oldest first.",
    scope: CREDIT_READ,
    annotations: READ_ONLY,
    params: CreditS.CreditAccountIdParams,
    query: CreditS.AdjustmentsQuery,
    run: async (p, caller, { params, query }) => {
      const page = await p.credit.adjustments(caller, params.creditAccountId, query);
      return { adjustments: page.items.map(CreditS.renderAdjustment), nextCursor: page.nextCursor };
    },
  },
];
