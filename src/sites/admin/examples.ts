// Example responses of the sites back office, shown on /admin/docs (lint:openapi
// requires one on every success response).
const T = '2026-01-15T09:30:00.000Z';

export const site = {
  siteId: 1,
  name: 'Acme Print Co',
  url: 'https://acme.example.com',
  countryCode: 'US',
  storesDivisionAddresses: false,
  orderingUserId: 1,
  createdOn: T,
  updatedOn: T,
};
