// Partner API: credit accounts (read-only). HTTP only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { CreditService } from './service.ts';

const READ = 'partner-api/credit:read' as const;
const tags = ['Credit accounts'];

export const creditRoutes: FastifyPluginAsyncTypebox<{ credit: CreditService }> = async (app, { credit }) => {
  app.get(
    '/v1/credit-accounts',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'Credit accounts of the granted sites',
        querystring: S.CreditListQuery,
        response: { 200: S.CreditAccountList, ...problemResponses(400) },
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
      config: { scope: READ },
      schema: {
        tags,
        summary: 'Credit accounts of one granted site',
        params: S.SiteCreditParams,
        querystring: S.SiteCreditListQuery,
        response: { 200: S.CreditAccountList, ...problemResponses(400, 404) },
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
      config: { scope: READ },
      schema: {
        tags,
        summary: 'One credit account with its current balance',
        params: S.CreditAccountIdParams,
        response: { 200: S.CreditAccount, ...problemResponses(400, 404) },
      },
    },
    async (request) => S.renderCreditAccount(await credit.get(callerOf(request), request.params.creditAccountId)),
  );

  app.get(
    '/v1/credit-accounts/:creditAccountId/adjustments',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: "The account's movements, oldest first",
        params: S.CreditAccountIdParams,
        querystring: S.AdjustmentsQuery,
        response: { 200: S.AdjustmentList, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await credit.adjustments(callerOf(request), request.params.creditAccountId, request.query);
      return { adjustments: page.items.map(S.renderAdjustment), nextCursor: page.nextCursor };
    },
  );
};
