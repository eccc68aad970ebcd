// Example responses of the users back office, as renderAdminUser, renderAddress
// and renderRule return them (shown on /admin/docs; lint:openapi requires them).
const T = '2026-01-15T09:30:00.000Z';

export const user = {
  id: 3,
  userId: 3,
  siteId: 1,
  username: 'jane',
  email: 'jane@acme.example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  company: 'Acme Print Co',
  phone: '+1 614 555 0100',
  active: true,
  divisionId: 1,
  createdOn: T,
  updatedOn: T,
  lastSigninOn: T,
  ordersRequireApproval: false,
  allSegmentsVisible: false,
  taxExempt: false,
  segments: [
    { segmentId: 1, name: 'Marketing', autoAssigned: false },
    { segmentId: 2, name: 'Acme staff', autoAssigned: true },
  ],
};
export const address = {
  id: 7,
  siteId: 1,
  addressType: 'SHIP_TO',
  company: 'Acme Print Co',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '+1 614 555 0100',
  address1: '1 Main St',
  address2: 'Suite 200',
  city: 'Columbus',
  zip: '43004',
  country: 'United States',
  countryCode: 'US',
  state: 'Ohio',
  stateCode: 'OH',
};
export const rule = { ruleId: 1, siteId: 1, segmentId: 2, emailDomain: 'acme.example.com', divisionId: null };
