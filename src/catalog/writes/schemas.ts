// The partner API's catalogue write bodies (products, variants, images, a
// product's segments), with examples.
import { Type, type Static } from 'typebox';
import { Nullable, named, withExample } from '../../http/schema-helpers.ts';
import { PRODUCT as P } from '../fields.ts';
import { literals, Str, VISIBILITIES } from '../schemas.ts';

export const ProductPatchBody = named(
  'ProductPatch',
  withExample(
    Type.Object(
      {
        name: Type.Optional(Str({ minLength: 1, maxLength: 200, description: P.name })),
        description: Type.Optional(
          Nullable(Str({ maxLength: 20000 }), {
            description: "The product's description; on an SLS_ product null is refused (sls_null_backfills_master).",
          }),
        ),
        metaDescription: Type.Optional(Nullable(Str({ maxLength: 1000 }), { description: P.metaDescription })),
        metaKeywords: Type.Optional(Nullable(Str({ maxLength: 1000 }), { description: P.metaKeywords })),
        visibility: Type.Optional(literals(VISIBILITIES, P.visibility)),
        requiresApproval: Type.Optional(Type.Boolean({ description: P.requiresApproval })),
        overrideDisplay: Type.Optional(Type.Boolean({ description: 'SLS_ only; false restores inheritance of the display fields.' })),
        minQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: P.minQuantity })),
        maxQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: P.maxQuantity })),
        turnaroundBusinessDays: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 365, description: 'POD only.' }))),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    { name: 'Logo T-shirt (organic cotton)', visibility: 'SEGMENTS', maxQuantity: 250 },
  ),
);
export type ProductPatchBody = Static<typeof ProductPatchBody>;

const Choice = (n: 1 | 2 | 3) => Str({ minLength: 1, maxLength: 100, description: P.choice[n - 1]! });
export const VariantPatchBody = named(
  'VariantPatch',
  withExample(
    Type.Object(
      {
        attribute1Choice: Type.Optional(Choice(1)),
        attribute2Choice: Type.Optional(Choice(2)),
        attribute3Choice: Type.Optional(Choice(3)),
        location: Type.Optional(Nullable(Str({ maxLength: 100 }), { description: P.location })),
        weight: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 5000000, description: 'Ounces.' }))),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    { location: 'Aisle 4 / Bin M', weight: 5.8 },
  ),
);
export type VariantPatchBody = Static<typeof VariantPatchBody>;

const readOnly = (name: string) =>
  Type.Optional(Type.Unknown({ readOnly: true, description: `${name} is read-only: refused by name (invalid_image_patch).` }));
export const ImagePatchBody = named(
  'ImagePatch',
  withExample(
    Type.Object(
      {
        imageAlt: Type.Optional(Nullable(Str({ maxLength: 1000 }), { description: P.imageAlt })),
        sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: P.sequence })),
        primary: Type.Optional(
          Type.Literal(true, {
            'x-expect': 'true (to demote this image, make another one primary)',
            description: 'Only true is accepted: makes this image primary and demotes the previous one (demote by promoting another).',
          }),
        ),
        imagePath: readOnly('imagePath'),
        attribution: readOnly('attribution'),
        imageWidth: readOnly('imageWidth'),
        imageHeight: readOnly('imageHeight'),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    { imageAlt: 'Back of the navy logo T-shirt', primary: true },
  ),
);
export type ImagePatchBody = Static<typeof ImagePatchBody>;

export const SegmentsBody = named(
  'ProductSegmentsRequest',
  withExample(
    Type.Object(
      // The assignment is cleared with [], so null here is a malformed body, not
      // the convention's null_not_supported (`x-null: malformed`).
      {
        segmentIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647, 'x-null': 'malformed' }), {
          maxItems: 200,
          'x-null': 'malformed',
          description: 'Replaces the assignment; [] clears it; duplicates collapse.',
        }),
      },
      { additionalProperties: false },
    ),
    { segmentIds: [1, 2] },
  ),
);
