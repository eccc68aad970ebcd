// Partner API: credit accounts (read-only). HTTP only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { CreditService } from './service.ts';
import { CREDIT_READ } from '../access/scopes.ts';

const tags = ['Credit accounts'];

export const creditRoutes: FastifyPluginAsyncTypebox<{ credit: CreditService }> = async (app, { credit }) => {
  app.get(
    '/v1/credit-accounts',
    {
      config: { scope: CREDIT_READ },
      schema: {
        tags,
        summary: 'Credit accounts of the granted sites',
        description:
          'Credit accounts of the granted sites, filtered by `siteId`, `divisionId`, `userId` and `active` (exactly `true` or `false`), paged by `cursor` and `limit` (default 50, capped at 200). An empty list is a normal answer.',
        querystring: S.CreditListQuery,
        response: { 200: S.CreditAccountList, ...problems() },
      },
    },
    async (request) => {
      const page = await credit.list(callerOf(request), request.query);
      return { creditAccounts: page.items.map(S.renderCreditAccount), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/sites/:siteId/credit-accounts',
    {
      config: { scope: CREDIT_READ },
      schema: {
        tags,
        summary: 'Credit accounts of one granted site',
        description: 'Identical to the credit-account list with that `siteId`. An ungranted site is 404 `site_not_found`.',
        params: S.SiteCreditParams,
        querystring: S.SiteCreditListQuery,
        response: { 200: S.CreditAccountList, ...problems('site_not_found') },
      },
    },
    async (request) => {
      const page = await credit.list(callerOf(request), request.query, request.params.siteId);
      return { creditAccounts: page.items.map(S.renderCreditAccount), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/credit-accounts/:creditAccountId',
    {
      config: { scope: CREDIT_READ },
      schema: {
        tags,
        summary: 'One credit account with its current balance',
        description:
          'One credit account with its current balance (read from a replica, eventually consistent). 404 `credit_account_not_found`.',
        params: S.CreditAccountIdParams,
        response: { 200: S.CreditAccount, ...problems('credit_account_not_found') },
      },
    },
    async (request) => S.renderCreditAccount(await credit.get(callerOf(request), request.params.creditAccountId)),
  );

  app.get(
    '/v1/credit-accounts/:creditAccountId/adjustments',
    {
      config: { scope: CREDIT_READ },
      schema: {
        tags,
        summary: "The account's movements, oldest first",
        description:
          "The account's movements, oldest first, filtered by `type` (an upper-case movement code such as `PRODUCT_DEBIT`; an unknown well-formed code returns an empty page).",
        params: S.CreditAccountIdParams,
        querystring: S.AdjustmentsQuery,
        response: { 200: S.AdjustmentList, ...problems('credit_account_not_found') },
      },
    },
    async (request) => {
      const page = await credit.adjustments(callerOf(request), request.params.creditAccountId, request.query);
      return { adjustments: page.items.map(S.renderAdjustment), nextCursor: page.nextCursor };
    },
  );
};
