// Request schemas of the sandbox's test helpers, with the examples the
// document publishes (and `npm run openapi` runs). Answers reuse the partner
// API's own Order, OrderItem, Proof and Shipment schemas: a helper answers
// what the matching read would.
import { Type } from 'typebox';
import { idString, Nullable, oneOfLiterals, WebUrl } from '../http/schema-helpers.ts';
import { ORDER_STATUSES, PRODUCTION_STATUSES } from '../orders/statuses.ts';

export const ShipmentParams = Type.Object(
  { orderNumber: idString('invalid_order_number', 10), shipmentNumber: idString('invalid_shipment_number', 10) },
  { additionalProperties: false },
);

export const StatusBody = Type.Object(
  { status: oneOfLiterals(ORDER_STATUSES, { description: 'The status the order moves to.' }) },
  { additionalProperties: false, examples: [{ status: 'IN_PRODUCTION' }] },
);

export const ProductionStatusBody = Type.Object(
  {
    productionStatus: Nullable(
      oneOfLiterals(PRODUCTION_STATUSES, { description: "The line's production status; null takes it out of production." }),
    ),
  },
  { additionalProperties: false, examples: [{ productionStatus: 'FINISHING' }] },
);

const ReasonCode = Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,49}$', description: 'Upper-case; UNKNOWN is never offered.' });

export const ProofBody = Type.Object(
  {
    reasons: Type.Optional(
      Type.Array(
        Type.Object(
          { code: ReasonCode, description: Type.String({ minLength: 1, maxLength: 200, description: 'What the reason means.' }) },
          { additionalProperties: false },
        ),
        {
          minItems: 1,
          maxItems: 50,
          description:
            'The denial reasons a decline of this proof may give (replacing those offered). Omitted: the line keeps its own, or offers TYPO and WRONG_COLOR when it has none.',
        },
      ),
    ),
    fileName: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'The proof file’s name (default `sandbox-proof-<itemNumber>.pdf`).' }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Every field optional: send {} for a proof with the default reasons.',
    examples: [
      {
        reasons: [
          { code: 'TYPO', description: 'Text contains a typo' },
          { code: 'LOW_RESOLUTION', description: 'Images are low resolution' },
        ],
      },
    ],
  },
);

export const EmptyBody = Type.Object({}, { additionalProperties: false, description: 'No fields: send {} or no body.', examples: [{}] });

const Text = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, description });

export const ShipmentBody = Type.Object(
  {
    lines: Type.Optional(
      Type.Array(
        Type.Object(
          {
            itemNumber: Type.Integer({
              minimum: 1,
              maximum: 2147483647,
              description: "The line's item number (the platform's job number; quote it when asking for support).",
            }),
            quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Default: the whole line.' })),
          },
          { additionalProperties: false },
        ),
        {
          minItems: 1,
          maxItems: 200,
          description:
            'The lines the shipment carries. Omitted: every visible, shippable, uncancelled line, with the quantity no live shipment carries yet.',
        },
      ),
    ),
    carrier: Type.Optional(Text(100, 'Default `UPS`.')),
    service: Type.Optional(Text(100, 'Default `Ground`.')),
    trackingNumber: Type.Optional(Text(100, 'Default `SANDBOX<shipmentNumber>`.')),
    trackingUrl: Type.Optional(WebUrl(2000, 'Default none.')),
  },
  {
    additionalProperties: false,
    description: 'Every field optional: send {} to ship everything left to ship.',
    examples: [{ carrier: 'UPS', service: 'Ground', trackingNumber: '1Z999AA10123456784' }],
  },
);
