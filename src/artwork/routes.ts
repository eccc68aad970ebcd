// Partner API: artwork upload reservation and attach.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../http/schema-helpers.ts';
import { ORDERS_WRITE } from '../orders/routes.ts';
import { ItemParams } from '../orders/schemas.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { ArtworkService } from './service.ts';

const tags = ['Artwork'];

export const artworkRoutes: FastifyPluginAsyncTypebox<{ artwork: ArtworkService }> = async (app, { artwork }) => {
  app.post(
    '/v1/orders/:orderNumber/items/:itemNumber/artwork/upload-url',
    {
      config: { scope: ORDERS_WRITE },
      schema: {
        tags,
        summary: 'Reserve an upload: a single-use name and a signed PUT URL on storage',
        params: ItemParams,
        body: S.UploadUrlBody,
        response: { 200: S.ReservationSchema, ...problemResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const reservation = await artwork.reserve(callerOf(request), request.params.orderNumber, request.params.itemNumber, request.body);
      // The URL is a credential: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return S.renderReservation(reservation);
    },
  );

  app.post(
    '/v1/orders/:orderNumber/items/:itemNumber/artwork',
    {
      config: { scope: ORDERS_WRITE },
      schema: {
        tags,
        summary: 'Attach an uploaded file to the line (size and MD5 from storage); the line goes to prepress',
        params: ItemParams,
        body: S.AttachBody,
        response: { 200: S.AttachedFileSchema, ...problemResponses(400, 404, 409) },
      },
    },
    async (request) =>
      artwork.attach(callerOf(request), request.params.orderNumber, request.params.itemNumber, request.body.reservationName),
  );
};
