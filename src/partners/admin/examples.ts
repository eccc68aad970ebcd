// Example responses of the partners and app clients back office, shown on
// /admin/docs (lint:openapi requires one on every success response).
const T = '2026-01-15T09:30:00.000Z';

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
