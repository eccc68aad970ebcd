// Sites' problems, one factory per case with its wording.
import { notFound } from '../errors/back-office.ts';
import { problem } from '../errors/catalogue.ts';

export const siteErrors = {
  /** Partner API: not granted and missing alike. */
  /** Back office. */
  notFound: (siteId: number) => notFound('site', siteId),
  userNotOfSite: (userId: number, siteId: number) => problem('invalid_request', `User ${userId} is not a user of site ${siteId}.`),
  userInactive: (userId: number) => problem('invalid_request', `User ${userId} is inactive and cannot place orders.`),
};
