// Sites' problems, one factory per case with its wording.
import { notFound } from '../errors/back-office.ts';
import { fieldProblem, inBody } from '../errors/catalogue.ts';

export const siteErrors = {
  /** Partner API: not granted and missing alike. */
  /** Back office. */
  notFound: (siteId: number) => notFound('site', siteId),
  userNotOfSite: (userId: number, siteId: number) =>
    fieldProblem('invalid_request', `User ${userId} is not a user of site ${siteId}.`, inBody('userId')),
  userInactive: (userId: number) =>
    fieldProblem('invalid_request', `User ${userId} is inactive and cannot place orders.`, inBody('userId')),
};
