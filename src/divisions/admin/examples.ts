// Example responses of the divisions back office, as renderDivision and
// renderAdminDivision return them (shown on /admin/docs).
const T = '2026-01-15T09:30:00.000Z';

export const division = {
  divisionId: 1,
  siteId: 1,
  name: 'Head office',
  code: 'HQ',
  parentId: null,
  active: true,
  taxExempt: false,
  auditSalesTaxForTerms: false,
  createdOn: T,
  updatedOn: T,
};
export const divisionDetail = {
  ...division,
  countryCode: 'US',
  address: {
    company: 'Acme Print Co',
    firstName: 'Jane',
    lastName: 'Doe',
    street1: '1 Main St',
    street2: null,
    city: 'Columbus',
    zip: '43004',
    country: 'United States',
    state: 'OH',
  },
};
