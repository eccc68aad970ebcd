// Credit accounts: one factory per refusal, carrying its wording (the API's
// words today; tests assert some of them). Throw sites pass arguments only.
import { fieldProblem, inBody, problem } from '../errors/catalogue.ts';

export const creditErrors = {
  /** Partner API: the account is unknown or outside the grant (one body for both). */
  accountNotFound: () => problem('credit_account_not_found'),
  /** Back office. */
  noAccount: (id: number) => problem('not_found', `No credit account ${id}.`),
  noSite: (siteId: number) => problem('not_found', `No site ${siteId}.`),
  negativeAllotment: () => fieldProblem('invalid_request', 'The allotment (amount) must not be negative.', inBody('amount')),
  stopsBeforeStarts: () => fieldProblem('invalid_request', 'stopsOn must not be before startsOn.', inBody('stopsOn')),
  oneHolder: () =>
    fieldProblem('invalid_request', 'Give exactly one holder: userId or divisionId.', inBody('userId'), inBody('divisionId')),
  /** `holder`: the field naming it (`userId` or `divisionId`). */
  holderOffSite: (holder: 'userId' | 'divisionId') =>
    fieldProblem('invalid_request', "The holder is not on the account's site.", inBody(holder)),
  zeroAdjustment: () => fieldProblem('invalid_request', 'An ADJUSTMENT amount must not be zero.', inBody('amount')),
  unsignedAmount: (type: string) =>
    fieldProblem('invalid_request', `A ${type} amount must be positive; its type gives the direction.`, inBody('amount')),
};
