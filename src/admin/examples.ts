// Example responses of the back office, shown on /admin/docs (lint:openapi
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
export const partner = {
  partnerId: 1,
  name: 'Demo Partner',
  enabled: true,
  tier: 'standard',
  authMethod: 'IDP_M2M',
  capabilities: ['partner-api/products:read', 'partner-api/sites:read'],
  siteIds: [1, 2],
  createdOn: T,
  updatedOn: T,
};
export const client = { clientId: 'ybjo21c4rb17vo4kvqacnvhzbd', partnerId: 1, label: 'production', createdOn: T };
export const issuedClient = { ...client, clientSecret: 'wmJz6w525PNmI39m0fRXlEBzVM98apOx6AG9kos1MoD7MFkY' };
export const user = { id: 3, siteId: 1, username: 'jane', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', active: true };
export const auditPage = {
  entries: [
    {
      id: 63,
      occurredAt: T,
      actor: 'admin-api',
      action: 'partner.update',
      targetType: 'partner',
      targetId: '1',
      details: { tier: 'standard' },
    },
  ],
  nextCursor: null,
};
