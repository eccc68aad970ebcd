import { Type } from 'typebox';
import { idString, Nullable, withExample } from '../../http/schema-helpers.ts';

/** Text PostgreSQL can store: no NUL characters (they would fail the write, not validation). */
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Money = Type.String({ pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$', description: 'Decimal string, at most two places.' });

export const CentreIdParams = Type.Object({ centreId: idString('invalid_request') }, { additionalProperties: false });
export const ServiceIdParams = Type.Object({ serviceId: idString('invalid_request') }, { additionalProperties: false });
export const ProductParams = Type.Object(
  { productId: Type.String({ pattern: '^(SLO_)?[1-9][0-9]{0,17}$', description: 'SLO_<n> or the products.id <n>.' }) },
  { additionalProperties: false },
);

export const NewCentreBody = withExample(
  Type.Object(
    {
      name: Name,
      originCountry: Type.String({ pattern: '^[A-Za-z]{2}$' }),
      originState: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 10 }))),
      originPostalCode: Type.String({ maxLength: 20 }),
    },
    { additionalProperties: false },
  ),
  { name: 'Columbus Fulfilment', originCountry: 'US', originState: 'OH', originPostalCode: '43004' },
);

export const NewServiceBody = withExample(
  Type.Object(
    {
      name: Name,
      kind: Type.Union([Type.Literal('carrier'), Type.Literal('custom')]),
      enabled: Type.Optional(Type.Boolean()),
      handlingFee: Type.Optional(Money),
    },
    { additionalProperties: false },
  ),
  { name: 'Parcel Saver', kind: 'carrier', enabled: true, handlingFee: '1.50' },
);

export const ServicePatchBody = withExample(
  Type.Object(
    { name: Type.Optional(Name), enabled: Type.Optional(Type.Boolean()), handlingFee: Type.Optional(Money) },
    { additionalProperties: false, minProperties: 1 },
  ),
  { handlingFee: '2.00' },
);

export const NewRateTableBody = withExample(
  Type.Object(
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
  ),
  {
    country: 'US',
    states: null,
    bands: [
      { upToOunces: '16', price: '5.49' },
      { upToOunces: '80', price: '9.80' },
    ],
  },
);

export const ProductCentreBody = withExample(
  Type.Object({ fulfilmentCentreId: Nullable(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
  { fulfilmentCentreId: 1 },
);
