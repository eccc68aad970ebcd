// Credit accounts: query and response schemas (partner API) and renderers.
// Amounts are exact decimal strings.
import { Type, type Static } from 'typebox';
import { booleanQuery, cursorQuery, DateTime, DecimalString, idString, pageLimitQuery, Nullable, named } from '../http/schema-helpers.ts';
import type { CreditAccountRecord, MovementRecord } from './repo.ts';
import { CREDIT_PAGE } from './rules.ts';

export const MOVEMENT_TYPE_PATTERN = '^[A-Z][A-Z0-9_]{0,49}$';

export const CreditAccountIdParams = Type.Object(
  { creditAccountId: idString('invalid_credit_account_id') },
  { additionalProperties: false },
);
export const SiteCreditParams = Type.Object({ siteId: idString('invalid_site_id') }, { additionalProperties: false });

const filters = {
  divisionId: Type.Optional(idString('invalid_division_id')),
  userId: Type.Optional(idString('invalid_user_id')),
  active: Type.Optional(booleanQuery('invalid_active')),
  cursor: cursorQuery,
  limit: pageLimitQuery(CREDIT_PAGE),
};
export const CreditListQuery = Type.Object(
  { siteId: Type.Optional(idString('invalid_site_id')), ...filters },
  { additionalProperties: false },
);
export const SiteCreditListQuery = Type.Object(filters, { additionalProperties: false });
export const AdjustmentsQuery = Type.Object(
  {
    type: Type.Optional(
      Type.String({
        pattern: MOVEMENT_TYPE_PATTERN,
        'x-error-code': 'invalid_adjustment_type',
        description: 'Upper-case movement code, e.g. PRODUCT_DEBIT.',
      }),
    ),
    cursor: cursorQuery,
    limit: pageLimitQuery(CREDIT_PAGE),
  },
  { additionalProperties: false },
);

const example = {
  creditAccountId: 9,
  siteId: 1,
  divisionId: null,
  userId: 42,
  amount: '500.00',
  currentBalance: '412.50',
  issuedOn: '2026-01-01T00:00:00.000Z',
  startsOn: '2026-01-01T00:00:00.000Z',
  stopsOn: null,
  active: true,
  templateName: 'Annual allowance',
  scope: 'USER',
  shippingApplicable: true,
  handlingApplicable: false,
  taxApplicable: null,
};

export const CreditAccount = named(
  'CreditAccount',
  Type.Object(
    {
      creditAccountId: Type.Integer(),
      siteId: Type.Integer(),
      divisionId: Nullable(Type.Integer()),
      userId: Nullable(Type.Integer()),
      amount: DecimalString,
      currentBalance: DecimalString,
      issuedOn: DateTime,
      startsOn: Nullable(DateTime),
      stopsOn: Nullable(DateTime),
      active: Type.Boolean(),
      templateName: Nullable(Type.String()),
      scope: Nullable(Type.Union([Type.Literal('USER'), Type.Literal('DIVISION')])),
      shippingApplicable: Nullable(Type.Boolean()),
      handlingApplicable: Nullable(Type.Boolean()),
      taxApplicable: Nullable(Type.Boolean()),
    },
    { additionalProperties: false, examples: [example] },
  ),
);
export const CreditAccountList = Type.Object(
  { creditAccounts: Type.Array(CreditAccount), nextCursor: Nullable(Type.String()) },
  { additionalProperties: false, examples: [{ creditAccounts: [example], nextCursor: null }] },
);

const exampleAdjustment = {
  adjustmentId: 31,
  creditAccountId: 9,
  type: 'PRODUCT_DEBIT',
  amount: '-87.50',
  orderNumber: 100234,
  note: null,
  occurredOn: '2026-02-03T10:00:00.000Z',
};
export const Adjustment = named(
  'CreditAdjustment',
  Type.Object(
    {
      adjustmentId: Type.Integer(),
      creditAccountId: Type.Integer(),
      type: Type.String({
        description:
          'Upper-case movement code: PRODUCT_DEBIT, SHIPPING_DEBIT, HANDLING_DEBIT, TAX_DEBIT, CREDIT, REFUND, EXPIRY, ADJUSTMENT.',
      }),
      amount: { ...DecimalString, description: 'Signed: negative draws on the account, positive adds to it.' },
      orderNumber: Nullable(Type.Integer()),
      note: Nullable(Type.String()),
      occurredOn: DateTime,
    },
    { additionalProperties: false, examples: [exampleAdjustment] },
  ),
);
export const AdjustmentList = Type.Object(
  { adjustments: Type.Array(Adjustment), nextCursor: Nullable(Type.String()) },
  { additionalProperties: false, examples: [{ adjustments: [exampleAdjustment], nextCursor: null }] },
);

export type CreditListQuery = Static<typeof CreditListQuery>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function renderCreditAccount(a: CreditAccountRecord): Static<typeof CreditAccount> {
  return {
    creditAccountId: a.id,
    siteId: a.siteId,
    divisionId: a.divisionId,
    userId: a.userId,
    amount: a.amount,
    currentBalance: a.currentBalance,
    issuedOn: a.issuedAt.toISOString(),
    startsOn: iso(a.startsAt),
    stopsOn: iso(a.stopsAt),
    active: a.active,
    templateName: a.templateName,
    scope: a.userId !== null ? 'USER' : 'DIVISION',
    shippingApplicable: a.shippingApplicable,
    handlingApplicable: a.handlingApplicable,
    taxApplicable: a.taxApplicable,
  };
}

export function renderAdjustment(m: MovementRecord) {
  return {
    adjustmentId: m.id,
    creditAccountId: m.creditAccountId,
    type: m.type,
    amount: m.amount,
    orderNumber: m.orderNumber,
    note: m.note,
    occurredOn: m.occurredAt.toISOString(),
  };
}
