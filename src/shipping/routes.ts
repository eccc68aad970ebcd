import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import { ShippingQuoteBody, ShippingQuoteResponse } from './schemas.ts';
import type { ShippingService } from './service.ts';

export const shippingRoutes: FastifyPluginAsyncTypebox<{ shipping: ShippingService }> = async (app, { shipping }) => {
  app.post(
    '/v1/shipping/quote',
    {
      config: { scope: 'partner-api/products:read', bodyErrorCode: 'invalid_shipping_quote_request' },
      schema: {
        tags: ['Shipping'],
        summary: "Price delivery of a shipment from a product's fulfilment centre",
        body: ShippingQuoteBody,
        response: { 200: ShippingQuoteResponse, ...problemResponses(400, 404, 422) },
      },
    },
    async (request) => shipping.quote(callerOf(request), request.body),
  );
};
