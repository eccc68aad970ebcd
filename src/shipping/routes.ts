import { problems } from '../http/schema-helpers.ts';
import { type PartnerApp } from '../http/operations/docs.ts';
import { callerOf } from '../access/tenancy.ts';
import { ShippingQuoteBody, ShippingQuoteResponse } from './schemas.ts';
import type { ShippingService } from './service.ts';
import { PRODUCTS_READ } from '../access/scopes.ts';
import { operation, READ_ONLY } from '../http/operations/operation.ts';

export function shippingRoutes(app: PartnerApp, { shipping }: { shipping: ShippingService }): void {
  app.post(
    '/v1/shipping/quote',
    operation(
      'shippingQuote',
      {
        config: { scope: PRODUCTS_READ, bodyErrorCode: 'invalid_shipping_quote_request' },
        schema: {
          tags: ['Shipping'],
          summary: "Price delivery of a shipment from a product's fulfilment centre",
          description:
            'Prices delivery of a shipment of `weightOunces` (0 < w <= 5,000,000; the caller converts and multiplies by quantity) to `shipTo` from the fulfilment centre of `productId`, which must belong to `siteId`. An unknown country is 422 `unknown_country_code`, an unknown state 422 `unknown_state_code`, nothing priced 422 `shipping_quote_unavailable` (an invalid postal code is the common cause); an empty result is never a 200. Body failures are `invalid_shipping_quote_request`.',
          body: ShippingQuoteBody,
          response: {
            200: ShippingQuoteResponse,
            ...problems('product_not_found', 'shipping_quote_unavailable', 'unknown_country_code', 'unknown_state_code'),
          },
        },
      },
      {
        answers: { 200: 'The shipping options and their prices for that destination.' },
        mcp: { words: 'Shipping rates for a destination and parcels (no order is placed).', hints: READ_ONLY },
      },
    ),
    async (request) => shipping.quote(callerOf(request), request.body),
  );
}
