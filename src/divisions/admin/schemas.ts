// Back-office division request schemas (with the stored address), read by
// the admin routes and the CLI alike.
import { Type } from 'typebox';
import { Nullable } from '../../http/schema-helpers.ts';
import * as Answer from './answers.ts';
import { ADDRESS_FIELDS } from '../repo.ts';

const Address = Type.Object(
  Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [f, Type.Optional(Nullable(Type.String({ maxLength: 200 }), { description: Answer.DIVISION_ADDRESS[f] }))]),
  ),
  { additionalProperties: false, description: 'The postal address.' },
);
const fields = {
  name: Type.String({ minLength: 1, maxLength: 200, description: "The division's name." }),
  code: Type.String({ minLength: 1, maxLength: 100, description: "The division's code, unique on the site." }),
  parentId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }), { description: Answer.DIVISION_FIELDS.parentId })),
  active: Type.Optional(Type.Boolean({ description: Answer.DIVISION_FIELDS.active })),
  taxExempt: Type.Optional(Type.Boolean({ description: Answer.DIVISION_FIELDS.taxExempt })),
  auditSalesTaxForTerms: Type.Optional(Type.Boolean({ description: Answer.DIVISION_FIELDS.auditSalesTaxForTerms })),
  address: Type.Optional(Address),
};
export const NewDivisionBody = Type.Object(fields, {
  additionalProperties: false,
  examples: [
    {
      name: 'Head office',
      code: 'HQ',
      address: { company: 'Globex', street1: '1 King St W', city: 'Toronto', zip: 'M5H 1A1', country: 'Canada', state: 'ON' },
    },
  ],
});
export const DivisionPatchBody = Type.Object(
  { ...fields, name: Type.Optional(fields.name), code: Type.Optional(fields.code) },
  { additionalProperties: false, minProperties: 1, examples: [{ taxExempt: true }] },
);
