// Credit accounts: query and response schemas (partner API) and renderers.
// Amounts are exact decimal strings.
import { Type, type Static } from 'typebox';
import {
  booleanQuery,
  cursorQuery,
  DateTime,
  DecimalString,
  idString,
  NextCursor,
  pageLimitQuery,
  Nullable,
  named,
  SiteIdField,
} from '../http/schema-helpers.ts';
import type { CreditAccountRecord, MovementRecord } from './repo.ts';
import { PAGES } from '../http/operations/pages.ts';

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
  limit: pageLimitQuery(PAGES.credit),
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
    limit: pageLimitQuery(PAGES.credit),
  },
  { additionalProperties: false },
);

const CreditAccountId = Type.Integer({ description: "The credit account's id." });

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

/**
 * The words for the fields of a credit account and a movement that differ
 * between the two documents publishing them (the partner API's and, through
 * credit/admin/answers.ts, the back office's).
 */
export interface CreditWords {
  issuedOn: string;
  startsOn: string;
  stopsOn: string;
  templateName: string;
  shippingApplicable: string;
  handlingApplicable: string;
  taxApplicable: string;
  note: string;
  occurredOn: string;
}

const PARTNER_WORDS: CreditWords = {
  issuedOn: 'When the account was issued.',
  startsOn: 'When the account starts; null = open-ended.',
  stopsOn: 'When the account stops; null = open-ended.',
  templateName: 'The credit template the account came from; null when none.',
  shippingApplicable: 'Whether shipping charges draw on the account; null when not set.',
  handlingApplicable: 'Whether handling charges draw on the account; null when not set.',
  taxApplicable: 'Whether tax draws on the account; null when not set.',
  note: 'Free-text note on the line; null when none.',
  occurredOn: 'When the movement happened.',
};

/** The credit account record, described in one document's words. */
export const creditAccountSchema = (words: CreditWords) =>
  named(
    'CreditAccount',
    Type.Object(
      {
        creditAccountId: CreditAccountId,
        siteId: SiteIdField,
        divisionId: Nullable(Type.Integer(), { description: 'The holding division; exactly one of divisionId and userId is set.' }),
        userId: Nullable(Type.Integer(), { description: 'The holding user; exactly one of divisionId and userId is set.' }),
        amount: DecimalString,
        currentBalance: DecimalString,
        issuedOn: Type.String({ format: 'date-time', description: words.issuedOn }),
        startsOn: Nullable(DateTime, { description: words.startsOn }),
        stopsOn: Nullable(DateTime, { description: words.stopsOn }),
        active: Type.Boolean({ description: 'Inactive and expired accounts stay listed.' }),
        templateName: Nullable(Type.String(), { description: words.templateName }),
        scope: Nullable(Type.Union([Type.Literal('USER'), Type.Literal('DIVISION')]), {
          description: 'USER or DIVISION, consistent with the holder; null when not set.',
        }),
        shippingApplicable: Nullable(Type.Boolean(), { description: words.shippingApplicable }),
        handlingApplicable: Nullable(Type.Boolean(), { description: words.handlingApplicable }),
        taxApplicable: Nullable(Type.Boolean(), { description: words.taxApplicable }),
      },
      { additionalProperties: false, examples: [example] },
    ),
  );
export const CreditAccount = creditAccountSchema(PARTNER_WORDS);
export const CreditAccountList = Type.Object(
  { creditAccounts: Type.Array(CreditAccount, { description: 'The page of credit accounts.' }), nextCursor: NextCursor },
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
/** A credit movement, described in one document's words. */
export const adjustmentSchema = (words: CreditWords) =>
  named(
    'CreditAdjustment',
    Type.Object(
      {
        adjustmentId: Type.Integer({ description: "The movement's id." }),
        creditAccountId: CreditAccountId,
        type: Type.String({
          description:
            'Upper-case movement code: PRODUCT_DEBIT, SHIPPING_DEBIT, HANDLING_DEBIT, TAX_DEBIT, CREDIT, REFUND, EXPIRY, ADJUSTMENT.',
        }),
        amount: { ...DecimalString, description: 'Signed: negative draws on the account, positive adds to it.' },
        orderNumber: Nullable(Type.Integer(), { description: "The order's number." }),
        note: Nullable(Type.String(), { description: words.note }),
        occurredOn: Type.String({ format: 'date-time', description: words.occurredOn }),
      },
      { additionalProperties: false, examples: [exampleAdjustment] },
    ),
  );
export const Adjustment = adjustmentSchema(PARTNER_WORDS);
export const AdjustmentList = Type.Object(
  { adjustments: Type.Array(Adjustment, { description: 'The page of movements.' }), nextCursor: NextCursor },
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
