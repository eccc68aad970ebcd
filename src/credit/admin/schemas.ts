// Back-office credit request schemas: an account and a movement, read by the
// admin routes and the CLI alike.
import { Type } from 'typebox';
import { Nullable, numericString, SITE_ID } from '../../http/schema-helpers.ts';
import * as Answer from './answers.ts';
import { MOVEMENT_TYPES } from '../rules.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const When = (description: string) => Type.String({ format: 'date-time', description });
const W = Answer.CREDIT_WORDS;
const Money = Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$', description: 'Non-negative decimal string, at most two decimals.' });
const accountFields = {
  amount: Type.Optional(Money),
  issuedOn: Type.Optional(When(W.issuedOn)),
  startsOn: Type.Optional(Nullable(Type.String({ format: 'date-time' }), { description: W.startsOn })),
  stopsOn: Type.Optional(Nullable(Type.String({ format: 'date-time' }), { description: W.stopsOn })),
  active: Type.Optional(Type.Boolean({ description: 'Whether the record is active; inactive records stay listed.' })),
  templateName: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }), { description: W.templateName })),
  shippingApplicable: Type.Optional(Nullable(Type.Boolean(), { description: W.shippingApplicable })),
  handlingApplicable: Type.Optional(Nullable(Type.Boolean(), { description: W.handlingApplicable })),
  taxApplicable: Type.Optional(Nullable(Type.Boolean(), { description: W.taxApplicable })),
};
export const NewAccountBody = Type.Object(
  {
    ...accountFields,
    siteId: Type.Integer({ minimum: 1, maximum: 2147483647, description: SITE_ID }),
    userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: "The user's id." })),
    divisionId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: "The division's id (null where the record has none)." }),
    ),
    amount: Money,
  },
  {
    additionalProperties: false,
    examples: [
      {
        siteId: 1,
        userId: 3,
        amount: '500.00',
        templateName: 'Annual allowance',
        startsOn: '2026-01-01T00:00:00Z',
        stopsOn: null,
        shippingApplicable: true,
      },
    ],
  },
);
export const AccountPatchBody = Type.Object(accountFields, {
  additionalProperties: false,
  minProperties: 1,
  examples: [{ active: false }],
});
export const NewMovementBody = Type.Object(
  {
    type: Type.Unsafe<(typeof MOVEMENT_TYPES)[number]>({
      type: 'string',
      enum: [...MOVEMENT_TYPES],
      description: 'The movement type (PRODUCT_DEBIT, …, CREDIT, REFUND, ADJUSTMENT).',
    }),
    // credit_movements.amount is numeric(14,2).
    amount: numericString(14, 2, {
      signed: true,
      description:
        'Positive; the type gives the direction (ADJUSTMENT takes a signed amount). At most 12 digits before the point and 2 after (the column is numeric(14,2)).',
    }),
    orderNumber: Type.Optional(Nullable(Id, { description: "The order's number." })),
    note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }), { description: W.note })),
    occurredOn: Type.Optional(When(W.occurredOn)),
  },
  { additionalProperties: false, examples: [{ type: 'PRODUCT_DEBIT', amount: '87.50', orderNumber: 100234 }] },
);
