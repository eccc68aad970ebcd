// Partner API: artwork upload reservation and attach.
import { problems, withHeaders } from '../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../http/operations/docs.ts';
import { ItemParams } from '../orders/schemas.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { ArtworkService } from './service.ts';
import { ORDERS_WRITE } from '../access/scopes.ts';
import { operation, WRITE } from '../http/operations/operation.ts';

const { write } = partnerDocs(['Artwork'], { write: ORDERS_WRITE });

export function artworkRoutes(app: PartnerApp, { artwork }: { artwork: ArtworkService }): void {
  app.post(
    '/v1/orders/:orderNumber/items/:itemNumber/artwork/upload-url',
    operation(
      'ordersArtworkUploadUrl',
      write(
        'Reserve an upload: a single-use name and a signed PUT URL on storage',
        'Reserves an upload for the line: `fileName` (at most 255 characters, no slashes or control characters) and an optional `contentType`, bound into the signature (the PUT must then carry exactly it). Returns a single-use `reservationName` and a signed `uploadUrl` that expires about one minute after issue; PUT the bytes there, then attach. The answer carries `Cache-Control: no-store`.',
        {
          params: ItemParams,
          body: S.UploadUrlBody,
          response: {
            200: withHeaders(S.ReservationSchema, {
              'Cache-Control': { type: 'string', description: 'no-store: uploadUrl is a credential.' },
            }),
            ...problems('order_item_cancelled', 'order_item_not_found', 'order_not_found'),
          },
        },
      ),
      {
        answers: { 200: 'Reserved: a signed URL to `PUT` the file to, and the reservation to attach it with.' },
        mcp: { words: "Reserve a signed upload URL for the line's artwork file.", hints: WRITE },
      },
    ),
    async (request, reply) => {
      const reservation = await artwork.reserve(callerOf(request), request.params.orderNumber, request.params.itemNumber, request.body);
      // The URL is a credential: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return S.renderReservation(reservation);
    },
  );

  app.post(
    '/v1/orders/:orderNumber/items/:itemNumber/artwork',
    operation(
      'ordersAttachArtwork',
      write(
        'Attach an uploaded file to the line (size and MD5 from storage); the line goes to prepress',
        'Attaches the file uploaded under `reservationName` to the line, with its size and MD5 as storage reports them. Files accumulate and never replace each other; the line goes to prepress. A reservation that is unknown, used or not uploaded is 409 `artwork_reservation_not_usable`; a line cancelled since its reservation is 409 `order_item_cancelled`.',
        {
          params: ItemParams,
          body: S.AttachBody,
          response: {
            200: S.AttachedFileSchema,
            ...problems('artwork_reservation_not_usable', 'order_item_cancelled', 'order_item_not_found', 'order_not_found'),
          },
        },
      ),
      {
        answers: { 200: 'Attached: the print file as stored, with its size and MD5.' },
        mcp: { words: 'Attach an uploaded artwork reservation to the line.', hints: WRITE },
        sdk: { bodyField: 'reservationName' },
      },
    ),
    async (request) =>
      artwork.attach(callerOf(request), request.params.orderNumber, request.params.itemNumber, request.body.reservationName),
  );
}
