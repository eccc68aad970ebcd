// Partner API: credit accounts (read-only). HTTP only.
import { renderPage } from '../http/cursor.ts';
import { problems } from '../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../http/operations/docs.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { CreditService } from './service.ts';
import { CREDIT_READ } from '../access/scopes.ts';
import { operation, READ_ONLY } from '../http/operations/operation.ts';
import { PAGES, pagedBy } from '../http/operations/pages.ts';

const { read } = partnerDocs(['Credit accounts'], { read: CREDIT_READ });

export function creditRoutes(app: PartnerApp, { credit }: { credit: CreditService }): void {
  app.get(
    '/v1/credit-accounts',
    operation(
      'creditAccountsList',
      read(
        'Credit accounts of the granted sites',
        'Credit accounts of the granted sites, filtered by `siteId`, `divisionId`, `userId` and `active` (exactly `true` or `false`), ' +
          pagedBy(PAGES.credit) +
          '. An empty list is a normal answer.',
        {
          querystring: S.CreditListQuery,
          response: { 200: S.CreditAccountList, ...problems() },
        },
      ),
      { mcp: { words: 'Credit accounts of the granted sites.', hints: READ_ONLY } },
    ),
    async (request) => renderPage('creditAccounts', await credit.list(callerOf(request), request.query), S.renderCreditAccount),
  );

  app.get(
    '/v1/sites/:siteId/credit-accounts',
    operation(
      'sitesCreditAccounts',
      read(
        'Credit accounts of one granted site',
        'Identical to the credit-account list with that `siteId`. An ungranted site is 404 `site_not_found`.',
        {
          params: S.SiteCreditParams,
          querystring: S.SiteCreditListQuery,
          response: { 200: S.CreditAccountList, ...problems('site_not_found') },
        },
      ),
    ),
    async (request) =>
      renderPage('creditAccounts', await credit.list(callerOf(request), request.query, request.params.siteId), S.renderCreditAccount),
  );

  app.get(
    '/v1/credit-accounts/:creditAccountId',
    operation(
      'creditAccountsGet',
      read(
        'One credit account with its current balance',
        'One credit account with its current balance (read from a replica, eventually consistent). 404 `credit_account_not_found`.',
        {
          params: S.CreditAccountIdParams,
          response: { 200: S.CreditAccount, ...problems('credit_account_not_found') },
        },
      ),
      { mcp: { words: 'One credit account with its current balance.', hints: READ_ONLY } },
    ),
    async (request) => S.renderCreditAccount(await credit.get(callerOf(request), request.params.creditAccountId)),
  );

  app.get(
    '/v1/credit-accounts/:creditAccountId/adjustments',
    operation(
      'creditAccountsAdjustments',
      read(
        "The account's movements, oldest first",
        "The account's movements, oldest first, filtered by `type` (an upper-case movement code such as `PRODUCT_DEBIT`; an unknown well-formed code returns an empty page).",
        {
          params: S.CreditAccountIdParams,
          querystring: S.AdjustmentsQuery,
          response: { 200: S.AdjustmentList, ...problems('credit_account_not_found') },
        },
      ),
      { mcp: { words: "The credit account's movements, oldest first.", hints: READ_ONLY } },
    ),
    async (request) =>
      renderPage(
        'adjustments',
        await credit.adjustments(callerOf(request), request.params.creditAccountId, request.query),
        S.renderAdjustment,
      ),
  );
}
