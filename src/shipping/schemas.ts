import { Type, type Static } from 'typebox';
import { DecimalString, withExample, named } from '../http/schema-helpers.ts';

const ShipTo = Type.Object(
  {
    country: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 country code (e.g. US).' }),
    state: Type.String({
      maxLength: 10,
      description:
        'Subdivision code resolved within the country: the ISO 3166-2 suffix (OH) or the full code (US-OH). Empty string for a country without subdivisions.',
    }),
    postalCode: Type.String({ maxLength: 20, description: 'Sent to the carrier as given; must be valid for the country.' }),
  },
  { additionalProperties: false, description: 'Where the shipment goes.' },
);

export const ShippingQuoteBody = named(
  'ShippingQuoteRequest',
  withExample(
    Type.Object(
      {
        // A present siteId that is not a positive integer is `invalid_site_id`; a
        // missing one is a body failure like any missing field. The code sits on
        // the inner schema so the validation hook tells the two apart.
        siteId: Type.Unsafe<number>({
          allOf: [{ type: 'integer', minimum: 1, maximum: 2147483647, 'x-error-code': 'invalid_site_id' }],
          description: 'A granted site.',
        }),
        productId: Type.Optional(
          Type.String({
            pattern: '^(SLO|SLS)_\\d{1,18}$',
            description:
              'Product on siteId; selects the fulfilment origin. Without it no service is priced (422 shipping_quote_unavailable).',
          }),
        ),
        shipTo: ShipTo,
        weightOunces: Type.Number({
          exclusiveMinimum: 0,
          maximum: 5000000,
          description: 'Total shipment weight in ounces (0 < w <= 5000000); the caller converts and multiplies by quantity.',
        }),
      },
      { additionalProperties: false },
    ),
    { siteId: 1, productId: 'SLO_1', shipTo: { country: 'US', state: 'OH', postalCode: '43215' }, weightOunces: 56 },
  ),
);
export type ShippingQuoteBody = Static<typeof ShippingQuoteBody>;

export const ShippingQuoteResponse = named(
  'ShippingQuote',
  withExample(
    Type.Object(
      {
        quotes: Type.Array(
          Type.Object(
            { serviceName: Type.String({ description: "The shipping service's display name." }), price: DecimalString },
            { additionalProperties: false },
          ),
          {
            minItems: 1,
            description: 'Priced services, cheapest first; never empty.',
          },
        ),
        warnings: Type.Array(Type.String(), { description: 'Display strings; non-empty means a partial result.' }),
        messages: Type.Array(Type.String(), { description: 'Informational display strings.' }),
      },
      { additionalProperties: false },
    ),
    {
      quotes: [
        { serviceName: 'Ground', price: '9.80' },
        { serviceName: 'Two-day', price: '18.40' },
      ],
      warnings: [],
      messages: [],
    },
  ),
);
