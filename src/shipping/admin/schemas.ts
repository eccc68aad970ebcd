import { Type } from 'typebox';
import { CONTACT, idString, Nullable, withExample } from '../../http/schema-helpers.ts';

/** Text PostgreSQL can store: no NUL characters (they would fail the write, not validation). */
const Name = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const SERVICE_ENABLED = 'Whether orders may choose the service.';
const CENTRE_ID = "The fulfilment centre's id.";
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
      name: Name("The fulfilment centre's name."),
      originCountry: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'The country shipments leave from (ISO 3166-1 alpha-2).' }),
      originState: Type.Optional(
        Nullable(Type.String({ minLength: 1, maxLength: 10 }), { description: 'The state shipments leave from.' }),
      ),
      originPostalCode: Type.String({ maxLength: 20, description: 'The postal code shipments leave from.' }),
    },
    { additionalProperties: false },
  ),
  { name: 'Columbus Fulfilment', originCountry: 'US', originState: 'OH', originPostalCode: '43004' },
);

export const NewServiceBody = withExample(
  Type.Object(
    {
      name: Name("The shipping service's name."),
      kind: Type.Union([Type.Literal('carrier'), Type.Literal('custom')], {
        description: 'carrier (rated by a carrier) or custom (a fixed option of the site).',
      }),
      enabled: Type.Optional(Type.Boolean({ description: SERVICE_ENABLED })),
      handlingFee: Type.Optional(Money),
    },
    { additionalProperties: false },
  ),
  { name: 'Parcel Saver', kind: 'carrier', enabled: true, handlingFee: '1.50' },
);

export const ServicePatchBody = withExample(
  Type.Object(
    {
      name: Type.Optional(Name("The shipping service's name, as quotes show it.")),
      enabled: Type.Optional(Type.Boolean({ description: SERVICE_ENABLED })),
      handlingFee: Type.Optional(Money),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  { handlingFee: '2.00' },
);

export const NewRateTableBody = withExample(
  Type.Object(
    {
      country: Type.String({ pattern: '^[A-Za-z]{2}$', description: CONTACT.country }),
      states: Type.Optional(
        Nullable(Type.Array(Type.String({ minLength: 1, maxLength: 10 }), { minItems: 1, maxItems: 200 }), {
          description: 'The states the rate table applies to.',
        }),
      ),
      bands: Type.Array(
        Type.Object(
          {
            upToOunces: Type.String({ pattern: '^[0-9]{1,10}(\\.[0-9]{1,4})?$', description: 'Inclusive upper bound in ounces.' }),
            price: Money,
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 200, description: 'The rate bands, by weight.' },
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
  Type.Object({ fulfilmentCentreId: Nullable(Type.Integer({ minimum: 1 }), { description: CENTRE_ID }) }, { additionalProperties: false }),
  { fulfilmentCentreId: 1 },
);
