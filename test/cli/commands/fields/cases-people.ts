// Storefront users, their addresses and segment rules, divisions and credit: each body field set through the CLI,
// null where it takes null.
import type { FieldCase, Fixtures } from './fields.ts';

const ADDRESS = {
  addressType: 'SHIP_TO',
  company: 'Acme',
  firstName: 'Dana',
  lastName: 'Reyes',
  phone: '555-0100',
  address1: '1 Main St',
  address2: 'Suite 2',
  city: 'Columbus',
  zip: '43004',
  country: 'United States',
  countryCode: 'US',
  state: 'Ohio',
  stateCode: 'OH',
};
/** Each value as its option (`firstName` → `--first-name`, `addressType` → `--type`), null as the word `none`. */
const args = (values: Record<string, string | null>) =>
  Object.entries(values).flatMap(([k, v]) => [
    k === 'addressType' ? '--type' : `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    v ?? 'none',
  ]);
const nulls = (values: object) => Object.fromEntries(Object.keys(values).map((k) => [k, null]));
const NO_ADDRESS = nulls(ADDRESS);

const DIVISION_ADDRESS = {
  company: 'Acme',
  firstName: 'Dana',
  lastName: 'Reyes',
  street1: '9 Dock Rd',
  street2: 'Unit 4',
  city: 'Columbus',
  zip: '43004',
  country: 'United States',
  state: 'OH',
};
const NO_DIVISION_ADDRESS = nulls(DIVISION_ADDRESS);

const USER = { username: 'field.user', email: 'field@x.example', firstName: 'Fi', lastName: 'Eld', company: 'Acme', phone: '555-0101' };
const NO_USER_TEXT = nulls(USER);

export const peopleCases = (f: Fixtures): FieldCase[] => [
  {
    op: 'usersCreate',
    params: { siteId: 1 },
    body: {
      ...USER,
      active: false,
      divisionId: 2,
      allSegmentsVisible: true,
      ordersRequireApproval: true,
      taxExempt: true,
      lastSigninOn: '2026-01-01T00:00:00.000Z',
    },
    cli: [
      ...['users', 'create', '--site', '1', ...args(USER), '--active', 'false', '--division', '2', '--all-segments-visible', 'true'],
      ...['--orders-require-approval', 'true', '--tax-exempt', 'true', '--last-signin', '2026-01-01T00:00:00.000Z'],
    ],
  },
  {
    op: 'usersCreate',
    params: { siteId: 1 },
    body: { ...NO_USER_TEXT, divisionId: null, lastSigninOn: null },
    cli: ['users', 'create', '--site', '1', ...args(NO_USER_TEXT), '--division', 'none', '--last-signin', 'none'],
  },
  {
    op: 'usersUpdate',
    params: { userId: f.holderId },
    body: {
      ...USER,
      username: 'holder',
      email: 'holder@x.example',
      active: true,
      divisionId: 3,
      allSegmentsVisible: false,
      ordersRequireApproval: false,
      taxExempt: false,
      lastSigninOn: '2026-02-01T08:00:00.000Z',
    },
    cli: [
      ...['users', 'update', String(f.holderId), ...args({ ...USER, username: 'holder', email: 'holder@x.example' })],
      ...['--active', 'true', '--division', '3', '--all-segments-visible', 'false', '--orders-require-approval', 'false'],
      ...['--tax-exempt', 'false', '--last-signin', '2026-02-01T08:00:00.000Z'],
    ],
  },
  {
    op: 'usersUpdate',
    params: { userId: f.holderId },
    body: { ...NO_USER_TEXT, username: 'holder', divisionId: null, lastSigninOn: null },
    cli: [
      'users',
      'update',
      String(f.holderId),
      ...args({ ...NO_USER_TEXT, username: 'holder' }),
      '--division',
      'none',
      '--last-signin',
      'none',
    ],
  },
  {
    // The sign-in name may be cleared while the user keeps its email.
    op: 'usersUpdate',
    params: { userId: f.holderId },
    body: { username: null, email: 'holder@x.example' },
    cli: ['users', 'update', String(f.holderId), '--username', 'none', '--email', 'holder@x.example'],
  },
  { op: 'usersSetSegments', params: { userId: 3 }, body: { segmentIds: [1, 2] }, cli: ['users', 'set-segments', '3', '--segments', '1,2'] },
  { op: 'usersAddressesAdd', params: { userId: 3 }, body: ADDRESS, cli: ['users', 'addresses', 'add', '3', ...args(ADDRESS)] },
  { op: 'usersAddressesAdd', params: { userId: 3 }, body: NO_ADDRESS, cli: ['users', 'addresses', 'add', '3', ...args(NO_ADDRESS)] },
  {
    op: 'usersSegmentRulesAdd',
    params: { siteId: 1 },
    body: { segmentId: 2, emailDomain: 'fields.example.com' },
    cli: ['users', 'segment-rules', 'add', '--site', '1', '--segment', '2', '--email-domain', 'fields.example.com'],
  },
  {
    op: 'usersSegmentRulesAdd',
    params: { siteId: 1 },
    body: { segmentId: 2, divisionId: 2 },
    cli: ['users', 'segment-rules', 'add', '--site', '1', '--segment', '2', '--division', '2'],
  },
  {
    op: 'divisionsCreate',
    params: { siteId: 1 },
    body: {
      name: 'Depot',
      code: 'DEPOT',
      parentId: 1,
      active: true,
      taxExempt: true,
      auditSalesTaxForTerms: true,
      address: DIVISION_ADDRESS,
    },
    cli: [
      ...['divisions', 'create', '--site', '1', '--name', 'Depot', '--code', 'DEPOT', '--parent', '1', '--active', 'true'],
      ...['--tax-exempt', 'true', '--audit-sales-tax', 'true', ...args(DIVISION_ADDRESS)],
    ],
  },
  {
    op: 'divisionsCreate',
    params: { siteId: 1 },
    body: { name: 'Yard', code: 'YARD', parentId: null, address: NO_DIVISION_ADDRESS },
    cli: ['divisions', 'create', '--site', '1', '--name', 'Yard', '--code', 'YARD', '--parent', 'none', ...args(NO_DIVISION_ADDRESS)],
  },
  {
    op: 'divisionsUpdate',
    params: { divisionId: 3 },
    body: {
      name: 'West',
      code: 'W',
      parentId: 1,
      active: false,
      taxExempt: false,
      auditSalesTaxForTerms: false,
      address: DIVISION_ADDRESS,
    },
    cli: [
      ...['divisions', 'update', '3', '--name', 'West', '--code', 'W', '--parent', '1', '--active', 'false', '--tax-exempt', 'false'],
      ...['--audit-sales-tax', 'false', ...args(DIVISION_ADDRESS)],
    ],
  },
  {
    op: 'divisionsUpdate',
    params: { divisionId: 3 },
    body: { parentId: null, address: NO_DIVISION_ADDRESS },
    cli: ['divisions', 'update', '3', '--parent', 'none', ...args(NO_DIVISION_ADDRESS)],
  },
  {
    op: 'creditCreate',
    body: {
      siteId: 1,
      userId: f.holderId,
      amount: '250.00',
      issuedOn: '2026-01-01T00:00:00.000Z',
      startsOn: '2026-01-02T00:00:00.000Z',
      stopsOn: '2026-12-31T00:00:00.000Z',
      active: true,
      templateName: 'Allowance',
      shippingApplicable: true,
      handlingApplicable: false,
      taxApplicable: true,
    },
    cli: [
      ...['credit', 'create', '--site', '1', '--user', String(f.holderId), '--amount', '250.00', '--issued', '2026-01-01T00:00:00.000Z'],
      ...['--starts', '2026-01-02T00:00:00.000Z', '--stops', '2026-12-31T00:00:00.000Z', '--active', 'true'],
      ...['--template', 'Allowance', '--shipping', 'true', '--handling', 'false', '--tax', 'true'],
    ],
  },
  {
    op: 'creditCreate',
    body: {
      siteId: 1,
      divisionId: 3,
      amount: '90.00',
      startsOn: null,
      stopsOn: null,
      templateName: null,
      shippingApplicable: null,
      handlingApplicable: null,
      taxApplicable: null,
    },
    cli: [
      ...['credit', 'create', '--site', '1', '--division', '3', '--amount', '90.00', '--starts', 'none', '--stops', 'none'],
      ...['--template', 'none', '--shipping', 'none', '--handling', 'none', '--tax', 'none'],
    ],
  },
  {
    op: 'creditUpdate',
    params: { creditAccountId: 1 },
    body: {
      amount: '600.00',
      issuedOn: '2026-01-05T00:00:00.000Z',
      startsOn: '2026-01-06T00:00:00.000Z',
      stopsOn: '2026-11-30T00:00:00.000Z',
      active: false,
      templateName: 'Budget',
      shippingApplicable: false,
      handlingApplicable: true,
      taxApplicable: false,
    },
    cli: [
      ...['credit', 'update', '1', '--amount', '600.00', '--issued', '2026-01-05T00:00:00.000Z', '--starts', '2026-01-06T00:00:00.000Z'],
      ...['--stops', '2026-11-30T00:00:00.000Z', '--active', 'false', '--template', 'Budget', '--shipping', 'false'],
      ...['--handling', 'true', '--tax', 'false'],
    ],
  },
  {
    op: 'creditUpdate',
    params: { creditAccountId: 1 },
    body: { startsOn: null, stopsOn: null, templateName: null, shippingApplicable: null, handlingApplicable: null, taxApplicable: null },
    cli: [
      ...['credit', 'update', '1', '--starts', 'none', '--stops', 'none', '--template', 'none'],
      ...['--shipping', 'none', '--handling', 'none', '--tax', 'none'],
    ],
  },
  {
    op: 'creditMovementsAdd',
    params: { creditAccountId: 1 },
    body: { type: 'REFUND', amount: '12.50', orderNumber: 100001, note: 'Reprint', occurredOn: '2026-03-01T00:00:00.000Z' },
    cli: [
      ...['credit', 'movements', 'add', '1', '--type', 'REFUND', '--amount', '12.50', '--order', '100001'],
      ...['--note', 'Reprint', '--at', '2026-03-01T00:00:00.000Z'],
    ],
  },
  {
    op: 'creditMovementsAdd',
    params: { creditAccountId: 1 },
    body: { type: 'CREDIT', amount: '5.00', orderNumber: null, note: null },
    cli: ['credit', 'movements', 'add', '1', '--type', 'CREDIT', '--amount', '5.00', '--order', 'none', '--note', 'none'],
  },
];
