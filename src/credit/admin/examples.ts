// Example responses of the credit back office, as renderCreditAccount and
// renderAdjustment return them (shown on /admin/docs).
const T = '2026-01-15T09:30:00.000Z';

export const account = {
  creditAccountId: 1,
  siteId: 1,
  divisionId: null,
  userId: 3,
  amount: '250.00',
  currentBalance: '197.50',
  issuedOn: T,
  startsOn: '2026-01-01T00:00:00.000Z',
  stopsOn: '2026-12-31T00:00:00.000Z',
  active: true,
  templateName: 'Welcome credit',
  scope: 'USER',
  shippingApplicable: true,
  handlingApplicable: true,
  taxApplicable: false,
};
export const movement = {
  adjustmentId: 1,
  creditAccountId: 1,
  type: 'PRODUCT_DEBIT',
  amount: '-50.00',
  orderNumber: 100001,
  note: null,
  occurredOn: T,
};
export const movements = {
  movements: [
    movement,
    { adjustmentId: 2, creditAccountId: 1, type: 'HANDLING_DEBIT', amount: '-2.50', orderNumber: 100001, note: null, occurredOn: T },
  ],
};
