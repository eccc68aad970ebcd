// Artwork request and response schemas, with examples. Every field refuses
// null (null_not_supported) and any other key (invalid_request).
import { Type } from 'typebox';
import { DateTime, describedLiterals, Nullable, named } from '../http/schema-helpers.ts';
import { ItemNumberField, OrderNumberField } from '../orders/fields.ts';
import type { Reservation } from './service.ts';

export const UploadUrlBody = named(
  'UploadUrlRequest',
  Type.Object(
    {
      fileName: Type.String({
        minLength: 1,
        maxLength: 255,
        // No slashes, backslashes or control characters; not only dots.
        pattern: '^(?!\\.+$)[^/\\\\\\u0000-\\u001f\\u007f]+$',
        description: 'A file name without slashes or control characters.',
      }),
      contentType: Type.Optional(
        Type.String({
          maxLength: 255,
          pattern:
            '^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=("[^"]*"|[A-Za-z0-9!#$&^_.+-]+))*$',
          description: 'A media type; when sent, the PUT must carry exactly this Content-Type.',
        }),
      ),
    },
    { additionalProperties: false, examples: [{ fileName: 'business-card-front.pdf', contentType: 'application/pdf' }] },
  ),
);

const RESERVATION_NAME = 'The single-use name of the upload reservation, sent back when attaching.';

export const ReservationSchema = named(
  'ArtworkReservation',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      itemNumber: ItemNumberField,
      reservationName: Type.String({ description: RESERVATION_NAME }),
      uploadUrl: Type.String({ format: 'uri', description: 'A credential: signed, single-purpose, about one minute.' }),
      uploadMethod: describedLiterals(['PUT'], 'Always PUT.'),
      contentType: Nullable(Type.String(), { description: "The media type; bound into the upload URL's signature when sent." }),
      expiresAt: Nullable(DateTime, {
        description: 'When the upload URL expires (about one minute after issue); null only if unreadable (then assume one minute).',
      }),
    },
    {
      examples: [
        {
          orderNumber: 100001,
          itemNumber: 500001,
          reservationName: 'rsv_3q2-9XyZb7kLmN0pQrStUvWx',
          uploadUrl:
            'http://localhost:3002/o/artwork/100001/500001/rsv_3q2-9XyZb7kLmN0pQrStUvWx/business-card-front.pdf?X-Expires=1768478460&X-Content-Type=application%2Fpdf&X-Signature=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
          uploadMethod: 'PUT',
          contentType: 'application/pdf',
          expiresAt: '2026-01-15T12:01:00.000Z',
        },
      ],
    },
  ),
);

export const AttachBody = named(
  'AttachRequest',
  Type.Object(
    { reservationName: Type.String({ minLength: 1, maxLength: 100, description: RESERVATION_NAME }) },
    { additionalProperties: false, examples: [{ reservationName: 'rsv_3q2-9XyZb7kLmN0pQrStUvWx' }] },
  ),
);

export const AttachedFileSchema = named(
  'AttachedFile',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      itemNumber: ItemNumberField,
      fileName: Type.String({ description: 'The URL-safe stored name.' }),
      fileSize: Type.Integer({ description: 'Bytes, as reported by storage.' }),
      md5: Type.String({ description: 'As reported by storage.' }),
      active: Type.Boolean({ description: 'True on creation.' }),
    },
    {
      examples: [
        {
          orderNumber: 100001,
          itemNumber: 500001,
          fileName: 'business-card-front.pdf',
          fileSize: 20971520,
          md5: '8f14e45fceea167a5a36dedd4bea2543',
          active: true,
        },
      ],
    },
  ),
);

export function renderReservation(r: Reservation) {
  return { ...r, expiresAt: r.expiresAt.toISOString() };
}
