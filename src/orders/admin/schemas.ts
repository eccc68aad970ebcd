// Back-office request schemas for the order lifecycle, with examples.
import { Type } from 'typebox';
import {
  bigintIdString,
  CONTACT,
  DateTime,
  idString,
  int32IdString,
  Nullable,
  pageLimitQuery,
  SITE_ID,
  WebUrl,
} from '../../http/schema-helpers.ts';
import { PAGES } from '../../http/operations/pages.ts';
import { PRODUCT_ID_DESCRIPTION } from '../../catalog/ids.ts';
import { ITEM_NUMBER, LINE, RECIPIENT, SHIPPING } from '../fields.ts';
import { ORDER_STATUSES, PRODUCTION_STATUSES } from '../statuses.ts';

const described = (description?: string) => (description ? { description } : {});
const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...described(description) });
const int32 = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, ...described(description) });
const Int32 = int32();
const literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...described(description) });
const dateTime = (description: string) => Type.String({ format: 'date-time', description });
const NOTE = 'Free-text note, for staff.';
/** What staff send about a shipment's carrier (a new shipment, and the one leaving). */
const carrierFields = {
  carrier: Type.Optional(Text(100, 'The carrier.')),
  service: Type.Optional(Text(100, "The carrier's service.")),
  trackingNumber: Type.Optional(Text(100, "The carrier's tracking number.")),
  trackingUrl: Type.Optional(WebUrl(2000, "The carrier's tracking page.")),
};

// Staff name orders, lines and shipments by their integer numbers: a number
// beyond the column is malformed (400), never a database error.
export const OrderParams = Type.Object({ orderNumber: int32IdString('invalid_request') }, { additionalProperties: false });
export const LineParams = Type.Object(
  { orderNumber: int32IdString('invalid_request'), itemNumber: int32IdString('invalid_request') },
  { additionalProperties: false },
);
export const ShipmentParams = Type.Object({ shipmentNumber: int32IdString('invalid_request') }, { additionalProperties: false });
export const ProofFileParams = Type.Object({ fileId: bigintIdString('invalid_request') }, { additionalProperties: false });
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
    limit: pageLimitQuery(PAGES.adminOrders),
  },
  { additionalProperties: false },
);

const Address = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, description: RECIPIENT }),
    company: Type.Optional(Text(200, CONTACT.company)),
    address1: Type.String({ minLength: 1, maxLength: 200, description: CONTACT.address1 }),
    address2: Type.Optional(Text(200, CONTACT.address2)),
    city: Type.String({ minLength: 1, maxLength: 100, description: CONTACT.city }),
    state: Type.String({ minLength: 1, maxLength: 100, description: CONTACT.state }),
    postalCode: Type.String({ minLength: 1, maxLength: 20, description: CONTACT.postalCode }),
    country: Type.String({ pattern: '^[A-Z]{2}$', description: CONTACT.country }),
    phone: Type.Optional(Text(50, CONTACT.phone)),
    email: Type.Optional(Text(254, CONTACT.email)),
  },
  { additionalProperties: false },
);

export const PlaceOrderBody = Type.Object(
  {
    siteId: int32(SITE_ID),
    orderingUserId: Type.Optional(Nullable(Int32, { description: 'The user orders are placed as.' })),
    shipTo: Type.Optional({ ...Address, description: 'Where the shipment goes.' }),
    billTo: Type.Optional({ ...Address, description: 'Where the invoice goes.' }),
    shippingMethod: Type.Optional(Text(100, SHIPPING.method)),
    shippingPrice: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$', description: 'The shipping price, a decimal string.' }),
    ),
    shippingNotes: Type.Optional(Text(1000, 'Notes for the carrier.')),
    placedOn: Type.Optional(dateTime('When the order was placed (ISO 8601 UTC).')),
    lines: Type.Array(
      Type.Object(
        {
          productId: Type.String({ pattern: '^(SLO|SLS)_\\d{1,18}$', description: PRODUCT_ID_DESCRIPTION }),
          variantId: Type.Optional(
            Type.Integer({ minimum: 1, maximum: 2147483647, description: "The variant's id (STOCK products only)." }),
          ),
          quantity: int32(LINE.quantity),
          jobName: Type.Optional(Text(200, LINE.jobName)),
          note: Type.Optional(Text(1000, NOTE)),
          sku: Type.Optional(Text(100, LINE.sku)),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100, description: 'The lines.' },
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
  { status: literals(ORDER_STATUSES, "The order's new status.") },
  { additionalProperties: false, examples: [{ status: 'IN_PRODUCTION' }] },
);
export const ProductionStatusBody = Type.Object(
  { productionStatus: Nullable(literals(PRODUCTION_STATUSES), { description: "The line's production status." }) },
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
    problem: Type.Optional(Type.Boolean({ description: 'Whether the line has trouble with artwork, data or production.' })),
    reorder: Type.Optional(Type.Boolean({ description: 'Whether the line reorders an earlier one.' })),
    backorderQuantity: Type.Optional(
      Nullable(Type.Integer({ minimum: 0, maximum: 2147483647 }), {
        description: 'The quantity on backorder (null when not computed, distinct from 0).',
      }),
    ),
    shippable: Type.Optional(Type.Boolean({ description: 'Whether the line ships (false: no shipment will ever appear).' })),
    digitalDelivery: Type.Optional(Type.Boolean({ description: 'Whether the line is delivered digitally.' })),
    note: Type.Optional(Nullable(Text(1000), { description: NOTE })),
    shipBy: Type.Optional(Nullable(DateTime, { description: 'The date the line must ship by.' })),
    estimatedShipBy: Type.Optional(Nullable(DateTime, { description: 'The date the line is expected to ship.' })),
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

const CONTENT_TYPE = 'The media type of the file (e.g. `application/pdf`).';
/**
 * A proof or preview staff publish: a print-ready PDF runs to megabytes. A multiple of 3, so the base64
 * length bounds the file to the byte (4 characters for each 3 bytes, no padding at the limit).
 */
export const MAX_STAFF_FILE_BYTES = 12_000_000;
const MAX_STAFF_FILE_BASE64 = (MAX_STAFF_FILE_BYTES / 3) * 4;
/** The body limit of a route taking such a file: its base64 and the rest of the JSON. */
export const STAFF_FILE_BODY_LIMIT = MAX_STAFF_FILE_BASE64 + 64 * 1024;
export const ProofFileBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255, description: "The proof file's name, as the buyer sees it." }),
    contentBase64: Type.String({
      minLength: 1,
      maxLength: MAX_STAFF_FILE_BASE64,
      pattern: '^[A-Za-z0-9+/]*={0,2}$',
      description: "The file's bytes, base64: a file of at most 12 MB (12,000,000 bytes).",
    }),
    contentType: Type.Optional(Text(255, CONTENT_TYPE)),
    consumerVisible: Type.Optional(
      Type.Boolean({
        description:
          "Whether the partner's proof read lists the file (default true). False keeps it for staff only: it does not become the active revision, earlier revisions stay as they are, and the line's proof and production status do not move.",
      }),
    ),
  },
  { additionalProperties: false, examples: [{ name: 'proof-v2.pdf', contentBase64: 'JVBERi0xLjQK', contentType: 'application/pdf' }] },
);

export const VisualBody = Type.Object(
  { contentBase64: ProofFileBody.properties.contentBase64, contentType: Type.Optional(Text(255, CONTENT_TYPE)) },
  { additionalProperties: false, examples: [{ contentBase64: 'iVBORw0KGgo=', contentType: 'image/png' }] },
);

export const DenialReasonsBody = Type.Object(
  {
    reasons: Type.Array(
      Type.Object(
        {
          code: Type.String({
            pattern: '^[A-Z][A-Z0-9_]{0,49}$',
            description: 'The denial reason code, to send as `reason` when declining the proof.',
          }),
          description: Type.String({ minLength: 1, maxLength: 200, description: 'What the reason means.' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50, description: 'The reasons, in order.' },
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
  {
    kind: literals(['REWORK', 'PROOF'], 'REWORK or PROOF: what the internal record is for.'),
    quantity: int32('The quantity, a whole number of at least 1.'),
    note: Type.Optional(Nullable(Text(1000), { description: NOTE })),
  },
  { additionalProperties: false, examples: [{ kind: 'REWORK', quantity: 50, note: 'Reprint after trimming fault' }] },
);

export const NewShipmentBody = Type.Object(
  {
    ...carrierFields,
    lines: Type.Array(
      Type.Object({ itemNumber: int32(ITEM_NUMBER), quantity: Type.Optional(int32(LINE.quantity)) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 200, description: 'The lines.' },
    ),
  },
  {
    additionalProperties: false,
    examples: [{ carrier: 'UPS', service: 'Ground', trackingNumber: '1Z999AA10123456784', lines: [{ itemNumber: 500001 }] }],
  },
);

export const ShipBody = Type.Object(carrierFields, {
  additionalProperties: false,
  description: 'What the shipment left with; a field not given keeps the value the shipment was created with.',
  examples: [{ carrier: 'UPS', service: 'Ground', trackingNumber: '1Z999AA10123456784' }],
});
