// The pricing rules' request bodies (a discount, a handling fee), read by the
// admin routes and the CLI alike.
import { Type } from 'typebox';
import { withExample } from '../../http/schema-helpers.ts';

const Percent = Type.String({
  pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$',
  'x-expect': 'a decimal above 0 and at most 100, e.g. "12.50"',
  description: 'Percent of the line total, above 0 and at most 100.',
});
export const DiscountBody = withExample(
  Type.Object(
    { name: Type.String({ minLength: 1, maxLength: 200, description: "The discount's name." }), percent: Percent },
    { additionalProperties: false },
  ),
  { name: 'Spring sale', percent: '10' },
);
export const FeeBody = withExample(
  Type.Object(
    {
      amount: Type.String({
        pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$',
        'x-expect': 'a decimal amount of at least 0, e.g. "2.50"',
        description: 'Flat handling per line.',
      }),
    },
    { additionalProperties: false },
  ),
  { amount: '2.50' },
);
