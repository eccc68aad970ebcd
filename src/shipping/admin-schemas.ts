import { Type } from 'typebox';
import { idString, Nullable } from '../http/schema-helpers.ts';

/** Text PostgreSQL can store: no NUL characters (they would fail the write, not validation). */
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Money = Type.String({ pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$', description: 'Decimal string, at most two places.' });

export const CentreIdParams = Type.Object({ centreId: idString('invalid_request') }, { additionalProperties: false });
export const ServiceIdParams = Type.Object({ serviceId: idString('invalid_request') }, { additionalProperties: false });
export const ProductParams = Type.Object(
  { productId: Type.String({ pattern: '^(SLO_)?[1-9][0-9]{0,17}$', description: 'SLO_<n> or the products.id <n>.' }) },
  { additionalProperties: false },
);

export const NewCentreBody = Type.Object(
  {
    name: Name,
    originCountry: Type.String({ pattern: '^[A-Za-z]{2}$' }),
    originState: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 10 }))),
    originPostalCode: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);

export const NewServiceBody = Type.Object(
  {
    name: Name,
    kind: Type.Union([Type.Literal('carrier'), Type.Literal('custom')]),
    enabled: Type.Optional(Type.Boolean()),
    handlingFee: Type.Optional(Money),
  },
  { additionalProperties: false },
);

export const ServicePatchBody = Type.Object(
  { name: Type.Optional(Name), enabled: Type.Optional(Type.Boolean()), handlingFee: Type.Optional(Money) },
  { additionalProperties: false, minProperties: 1 },
);

export const NewRateTableBody = Type.Object(
  {
    country: Type.String({ pattern: '^[A-Za-z]{2}$' }),
    states: Type.Optional(Nullable(Type.Array(Type.String({ minLength: 1, maxLength: 10 }), { minItems: 1, maxItems: 200 }))),
    bands: Type.Array(
      Type.Object(
        {
          upToOunces: Type.String({ pattern: '^[0-9]{1,10}(\\.[0-9]{1,4})?$', description: 'Inclusive upper bound in ounces.' }),
          price: Money,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);

export const ProductCentreBody = Type.Object({ fulfilmentCentreId: Nullable(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
