// Proof request and response schemas, with examples. Every field of a proof
// body refuses null (null_not_supported) and any other key (invalid_request).
import { Type } from 'typebox';
import { CreatedOn, Nullable, named } from '../../http/schema-helpers.ts';
import { ItemNumberField, OrderNumberField } from '../fields.ts';
import type { DenialReason } from './repo.ts';
import type { ProofView } from './service.ts';

export const ProofSchema = named(
  'Proof',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      itemNumber: ItemNumberField,
      proofStatus: Nullable(Type.String(), {
        description:
          'NOT_CREATED, PENDING_REVIEW, APPROVED, DECLINED, or UNKNOWN for a status this API has not been taught; null when the line has no proof.',
      }),
      files: Type.Array(
        Type.Object({
          name: Type.String({ description: "The proof file's name." }),
          link: Nullable(
            Type.String({
              description: 'Signed download URL valid for about five minutes; null when no download can be had now (retry later).',
            }),
          ),
          active: Type.Boolean({ description: 'True for the current revision.' }),
          createdOn: CreatedOn,
        }),
        { description: 'Every consumer-visible proof file, oldest first, at most 200.' },
      ),
      visualUrl: Nullable(Type.String({ description: 'Signed, expiring URL of the rendered preview.' })),
    },
    {
      examples: [
        {
          orderNumber: 100001,
          itemNumber: 500001,
          proofStatus: 'PENDING_REVIEW',
          files: [
            { name: 'proof-v1.pdf', link: null, active: false, createdOn: '2026-01-15T13:00:00.000Z' },
            {
              name: 'proof-v2.pdf',
              link: 'http://localhost:3002/o/proofs/500001/2/proof-v2.pdf?X-Expires=1768485900&X-Signature=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
              active: true,
              createdOn: '2026-01-16T09:00:00.000Z',
            },
          ],
          visualUrl:
            'http://localhost:3002/o/previews/500001/preview.png?X-Expires=1768485900&X-Signature=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
        },
      ],
    },
  ),
);

export const DenialReasonsSchema = named(
  'DenialReasons',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      itemNumber: ItemNumberField,
      reasons: Type.Array(
        Type.Object({
          code: Type.String({ description: 'The denial reason code, to send as `reason` when declining the proof.' }),
          description: Type.String({ description: 'What the reason means.' }),
        }),
        { description: "The codes a decline of this line accepts, in the platform's order." },
      ),
    },
    {
      examples: [
        {
          orderNumber: 100001,
          itemNumber: 500001,
          reasons: [
            { code: 'TYPO', description: 'Text contains a typo' },
            { code: 'WRONG_COLOR', description: 'Colours are wrong' },
          ],
        },
      ],
    },
  ),
);

export const ApproveBody = Type.Object({}, { additionalProperties: false, description: 'No fields: send {} or no body.', examples: [{}] });

export const DeclineBody = named(
  'ProofDecline',
  Type.Object(
    {
      reason: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: "A code from this line's denial-reasons list." }),
      comment: Type.Optional(Type.String({ maxLength: 2000, description: 'Free text; whitespace-only counts as omitted.' })),
    },
    { additionalProperties: false, examples: [{ reason: 'TYPO', comment: 'Phone number should read 512-555-0100.' }] },
  ),
);

export const AcknowledgementSchema = named(
  'ProofDecision',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      itemNumber: ItemNumberField,
      proofStatus: Type.String({ description: 'The decision accepted: APPROVED or DECLINED.' }),
      reason: Type.Optional(Type.String({ description: 'The denial code sent (decline only).' })),
    },
    {
      examples: [
        { orderNumber: 100001, itemNumber: 500001, proofStatus: 'DECLINED', reason: 'TYPO' },
        { orderNumber: 100001, itemNumber: 500002, proofStatus: 'APPROVED' },
      ],
    },
  ),
);

export function renderProof(p: ProofView) {
  return { ...p, files: p.files.map((f) => ({ ...f, createdOn: f.createdOn.toISOString() })) };
}

export function renderReasons(orderNumber: number, itemNumber: number, reasons: DenialReason[]) {
  return { orderNumber, itemNumber, reasons };
}
