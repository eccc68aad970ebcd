// Back-office request schemas for the order lifecycle, with examples.
import { Type } from 'typebox';
import { DateTime, idString, int32IdString, Nullable } from '../../http/schema-helpers.ts';
import { ORDER_STATUSES, PRODUCTION_STATUSES } from '../statuses.ts';

const Text = (maxLength: number) => Type.String({ maxLength });
const Int32 = Type.Integer({ minimum: 1, maximum: 2147483647 });
const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** The staff orders list: `limit` defaults to 50, values above 200 are capped. */
export const ADMIN_ORDER_PAGE = { default: 50, max: 200, overflow: 'capped' } as const;

// Staff name orders, lines and shipments by their integer numbers: a number
// beyond the column is malformed (400), never a database error.
export const OrderParams = Type.Object({ orderNumber: int32IdString('invalid_request') }, { additionalProperties: false });
export const LineParams = Type.Object(
  { orderNumber: int32IdString('invalid_request'), itemNumber: int32IdString('invalid_request') },
  { additionalProperties: false },
);
export const ShipmentParams = Type.Object({ shipmentNumber: int32IdString('invalid_request') }, { additionalProperties: false });
export const ProofFileParams = Type.Object({ fileId: idString('invalid_request', 18) }, { additionalProperties: false });
export const OrderListQuery = Type.Object(
  {
    siteId: Type.Optional(idString('invalid_request')),
    partnerId: Type.Optional(idString('invalid_request')),
    partnerOrderId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'The order with exactly this partner order id (case matters).' }),
    ),
    partnerOrderIdPrefix: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description:
          'Orders whose partner order id starts with this text, whatever its case (`po-10` finds PO-1001 and po-1002); `%` and `_` are matched literally.',
      }),
    ),
    status: Type.Optional(literals(ORDER_STATUSES)),
    from: Type.Optional(Type.String({ format: 'date', description: 'Placed on or after this day (UTC), YYYY-MM-DD.' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Placed before this day (UTC), YYYY-MM-DD.' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, 'x-error-code': 'invalid_cursor' })),
    limit: Type.Optional(idString('invalid_request', 3)),
  },
  { additionalProperties: false },
);

const Address = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    company: Type.Optional(Text(200)),
    address1: Type.String({ minLength: 1, maxLength: 200 }),
    address2: Type.Optional(Text(200)),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    state: Type.String({ minLength: 1, maxLength: 100 }),
    postalCode: Type.String({ minLength: 1, maxLength: 20 }),
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    phone: Type.Optional(Text(50)),
    email: Type.Optional(Text(254)),
  },
  { additionalProperties: false },
);

export const PlaceOrderBody = Type.Object(
  {
    siteId: Int32,
    orderingUserId: Type.Optional(Nullable(Int32)),
    shipTo: Type.Optional(Address),
    billTo: Type.Optional(Address),
    shippingMethod: Type.Optional(Text(100)),
    shippingPrice: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$' })),
    shippingNotes: Type.Optional(Text(1000)),
    placedOn: Type.Optional(DateTime),
    lines: Type.Array(
      Type.Object(
        {
          productId: Type.String({ pattern: '^(SLO|SLS)_\\d{1,18}$' }),
          variantId: Type.Optional(Type.Integer({ minimum: 1 })),
          quantity: Int32,
          jobName: Type.Optional(Text(200)),
          note: Type.Optional(Text(1000)),
          sku: Type.Optional(Text(100)),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        siteId: 1,
        shipTo: { name: 'Dana Reyes', address1: '12 Harbor St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
        lines: [{ productId: 'SLO_1', variantId: 2, quantity: 25, jobName: 'Team shirts' }],
      },
    ],
  },
);

export const OrderStatusBody = Type.Object(
  { status: literals(ORDER_STATUSES) },
  { additionalProperties: false, examples: [{ status: 'IN_PRODUCTION' }] },
);
export const ProductionStatusBody = Type.Object(
  { productionStatus: Nullable(literals(PRODUCTION_STATUSES)) },
  { additionalProperties: false, examples: [{ productionStatus: 'FINISHING' }] },
);
export const ProofStatusBody = Type.Object(
  {
    proofStatus: Nullable(
      Type.String({
        pattern: '^[A-Z][A-Z0-9_]{0,49}$',
        description: 'Any upper-case status; one this API does not know is published as UNKNOWN.',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ proofStatus: 'PENDING_REVIEW' }, { proofStatus: 'ON_CUSTOMER_HOLD' }, { proofStatus: null }],
  },
);

export const LinePatchBody = Type.Object(
  {
    hidden: Type.Optional(Type.Boolean({ description: 'Hidden from the ordering customer (and so from partners).' })),
    problem: Type.Optional(Type.Boolean()),
    reorder: Type.Optional(Type.Boolean()),
    backorderQuantity: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 2147483647 }))),
    shippable: Type.Optional(Type.Boolean()),
    digitalDelivery: Type.Optional(Type.Boolean()),
    note: Type.Optional(Nullable(Text(1000))),
    shipBy: Type.Optional(Nullable(DateTime)),
    estimatedShipBy: Type.Optional(Nullable(DateTime)),
    siteId: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2147483647,
        description: "The line's own site (a line whose site differs from its order's is shown to nobody).",
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ problem: true }, { hidden: true }, { backorderQuantity: 0 }] },
);

export const ProofFileBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    contentBase64: Type.String({
      minLength: 1,
      maxLength: 180000,
      pattern: '^[A-Za-z0-9+/]*={0,2}$',
      description: "The file's bytes, base64.",
    }),
    contentType: Type.Optional(Text(255)),
    consumerVisible: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, examples: [{ name: 'proof-v2.pdf', contentBase64: 'JVBERi0xLjQK', contentType: 'application/pdf' }] },
);

export const VisualBody = Type.Object(
  { contentBase64: ProofFileBody.properties.contentBase64, contentType: Type.Optional(Text(255)) },
  { additionalProperties: false, examples: [{ contentBase64: 'iVBORw0KGgo=', contentType: 'image/png' }] },
);

export const DenialReasonsBody = Type.Object(
  {
    reasons: Type.Array(
      Type.Object(
        { code: Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,49}$' }), description: Type.String({ minLength: 1, maxLength: 200 }) },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        reasons: [
          { code: 'TYPO', description: 'Text contains a typo' },
          { code: 'WRONG_COLOR', description: 'Colours are wrong' },
        ],
      },
    ],
  },
);

export const InternalRecordBody = Type.Object(
  { kind: literals(['REWORK', 'PROOF']), quantity: Int32, note: Type.Optional(Nullable(Text(1000))) },
  { additionalProperties: false, examples: [{ kind: 'REWORK', quantity: 50, note: 'Reprint after trimming fault' }] },
);

export const NewShipmentBody = Type.Object(
  {
    carrier: Type.Optional(Text(100)),
    service: Type.Optional(Text(100)),
    trackingNumber: Type.Optional(Text(100)),
    trackingUrl: Type.Optional(Text(2000)),
    lines: Type.Array(Type.Object({ itemNumber: Int32, quantity: Type.Optional(Int32) }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 200,
    }),
  },
  {
    additionalProperties: false,
    examples: [{ carrier: 'UPS', service: 'Ground', trackingNumber: '1Z999AA10123456784', lines: [{ itemNumber: 500001 }] }],
  },
);

export const ShipBody = Type.Object(
  {
    carrier: Type.Optional(Text(100)),
    service: Type.Optional(Text(100)),
    trackingNumber: Type.Optional(Text(100)),
    trackingUrl: Type.Optional(Text(2000)),
  },
  {
    additionalProperties: false,
    description: 'What the shipment left with; a field not given keeps the value the shipment was created with.',
    examples: [{ carrier: 'UPS', service: 'Ground', trackingNumber: '1Z999AA10123456784' }],
  },
);
