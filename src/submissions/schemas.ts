// Schemas of the submission routes: the POST /v1/orders body (every field
// rule of the spec that a schema can say), the Submission resource, the list.
// Rules a schema cannot say (ship-to placement, partnerLineId uniqueness,
// reserved template-variable keys as own keys) are in rules.ts.
import { Type, type Static } from 'typebox';
import {
  CONTACT,
  cursorQuery,
  describedLiterals,
  NextCursor,
  oneOfLiterals,
  named,
  type ResponseHeader,
  withHeaders,
  pageLimitQuery,
} from '../http/schema-helpers.ts';
import { PRODUCT_ID_PATTERN } from '../catalog/ids.ts';
import { LINE, OrderNumberField, ProjectIdField, RECIPIENT, SHIPPING } from '../orders/fields.ts';
import { PAGES } from '../http/operations/pages.ts';

/** Printable ASCII (space to tilde), 1 to 100 characters: partner ids. */
const PartnerId = (description: string) => Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x20-\\x7E]+$', description });

const addressFields = {
  name: Type.String({ minLength: 1, maxLength: 200, description: RECIPIENT }),
  company: Type.Optional(Type.String({ maxLength: 200, description: CONTACT.company })),
  address1: Type.String({ minLength: 1, maxLength: 200, description: CONTACT.address1 }),
  address2: Type.Optional(Type.String({ maxLength: 200, description: CONTACT.address2 })),
  city: Type.String({ minLength: 1, maxLength: 100, description: CONTACT.city }),
  state: Type.String({ minLength: 1, maxLength: 100, description: CONTACT.state }),
  postalCode: Type.String({ minLength: 1, maxLength: 20, description: CONTACT.postalCode }),
  country: Type.String({
    minLength: 2,
    maxLength: 2,
    pattern: '^[A-Za-z]{2}$',
    description: 'ISO 3166-1 alpha-2, exactly 2 characters, any case; a code ISO 3166-1 does not assign (`XX`, `UK`) is `invalid_request`.',
  }),
  phone: Type.Optional(Type.String({ maxLength: 50, description: CONTACT.phone })),
};

/** Order-level ship-to: `email` becomes the ship-notification address. */
export const ShipTo = named(
  'SubmissionShipTo',
  Type.Object(
    {
      ...addressFields,
      email: Type.Optional(
        Type.String({ format: 'email', maxLength: 254, description: 'Becomes the ship-notification address (order level only).' }),
      ),
    },
    { additionalProperties: false },
  ),
);
/** Bill-to and line ship-to: no `email` (refused as an unknown field). */
export const Address = named('SubmissionAddress', Type.Object(addressFields, { additionalProperties: false }));

export const RESERVED_VARIABLE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const TemplateVariables = Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Type.String({ maxLength: 2000 }), {
  maxProperties: 50,
  propertyNames: { minLength: 1, maxLength: 100, not: { enum: [...RESERVED_VARIABLE_KEYS] } },
  description: 'Flat string-to-string map, at most 50 entries; keys `__proto__`, `constructor` and `prototype` are refused.',
});

export const OrderLine = named(
  'OrderLine',
  Type.Object(
    {
      productId: Type.String({ pattern: PRODUCT_ID_PATTERN, description: "A product in the site's product list." }),
      partnerLineId: PartnerId("Unique within the request; echoed on the order's lines."),
      quantity: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The quantity to order, a whole number of at least 1.' }),
      variantId: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 999999999999999, description: 'Required for a STOCK product, omitted for POD.' }),
      ),
      sku: Type.Optional(Type.String({ maxLength: 100, description: LINE.sku })),
      jobName: Type.Optional(Type.String({ maxLength: 200, description: LINE.jobName })),
      artworkUrl: Type.Optional(Type.String({ maxLength: 2000, description: "URL of the line's artwork (at most 2000 characters)." })),
      templateVariables: Type.Optional(TemplateVariables),
      shipTo: Type.Optional(Address),
    },
    { additionalProperties: false },
  ),
);

export const OrderBody = named(
  'OrderSubmission',
  Type.Object(
    {
      siteId: Type.Unsafe<number>({
        allOf: [{ type: 'integer', minimum: 1, maximum: 2147483647, 'x-error-code': 'invalid_site_id' }],
        description: 'A granted site.',
      }),
      partnerOrderId: PartnerId('The idempotency key: one submission per partner and partnerOrderId.'),
      shipTo: Type.Optional(ShipTo),
      billTo: Type.Optional(Address),
      divisionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'An active division of siteId.' })),
      shippingProvider: Type.Optional(Type.String({ maxLength: 100, description: SHIPPING.provider })),
      shippingMethod: Type.Optional(Type.String({ maxLength: 100, description: SHIPPING.method })),
      shippingNotes: Type.Optional(
        Type.String({ maxLength: 1000, description: "Stored as the shipment's internal notes (at most 1000 characters)." }),
      ),
      lines: Type.Array(OrderLine, { minItems: 1, maxItems: 100, description: '1 to 100 lines.' }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          siteId: 1,
          partnerOrderId: 'PO-10001',
          shipTo: {
            name: 'Ada Lovelace',
            address1: '1 Main St',
            city: 'Columbus',
            state: 'OH',
            postalCode: '43004',
            country: 'US',
            email: 'ada@example.com',
          },
          shippingMethod: 'Ground',
          lines: [
            { productId: 'SLO_1', partnerLineId: 'L1', quantity: 100, variantId: 1 },
            {
              productId: 'SLO_2',
              partnerLineId: 'L2',
              quantity: 250,
              jobName: 'Front desk cards',
              templateVariables: { fullName: 'Ada Lovelace', jobTitle: 'Head of analysis', office: 'Boston', phone: '614-555-0100' },
            },
          ],
        },
      ],
    },
  ),
);
export type OrderBody = Static<typeof OrderBody>;
export type OrderLineBody = Static<typeof OrderLine>;
export type AddressBody = Static<typeof ShipTo>;

const SubmissionOrder = named(
  'SubmissionOrder',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      status: Type.String({ description: "The order's status." }),
      totalPrice: Type.Number({ description: 'After adjustments (JSON number).' }),
      projectId: ProjectIdField,
      lines: Type.Array(
        Type.Object(
          {
            partnerLineId: Type.String({ description: LINE.partnerLineId }),
            quantity: Type.Integer({ description: LINE.quantity }),
            lineListTotal: Type.Number({ description: 'Whole-line extended list amount, not per unit.' }),
            lineTotalBeforeAdjustments: Type.Number({ description: 'Whole line before adjustments.' }),
          },
          { additionalProperties: false },
        ),
        { description: "The order's lines, in request order." },
      ),
    },
    { additionalProperties: false, description: 'Present only when completed.' },
  ),
);

const SubmissionError = named(
  'SubmissionError',
  Type.Object(
    {
      code: Type.String({ description: 'order_rejected in practice; not a Problem code.' }),
      detail: Type.String({ description: 'What was wrong.' }),
      field: Type.Optional(Type.String({ description: 'The request field concerned, when there is one.' })),
      partnerLineId: Type.Optional(Type.String({ description: LINE.partnerLineId })),
    },
    { additionalProperties: false },
  ),
);

export const STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;

/** A submission status as a schema (typed as the status union). */
export function statusSchema(options?: { description: string }) {
  return oneOfLiterals(STATUSES, options);
}

const completedExample = {
  submissionId: '5f0c2a4e-8d3b-4a51-9a3e-2b8f0d1c7e64',
  status: 'completed',
  order: {
    orderNumber: 100006,
    status: 'RECEIVED',
    totalPrice: 1114,
    projectId: 900006,
    lines: [
      { partnerLineId: 'L1', quantity: 100, lineListTotal: 1090, lineTotalBeforeAdjustments: 1090 },
      { partnerLineId: 'L2', quantity: 250, lineListTotal: 24, lineTotalBeforeAdjustments: 24 },
    ],
  },
};

export const Submission = named(
  'Submission',
  Type.Object(
    {
      submissionId: Type.String({ format: 'uuid', description: "The submission's id (a UUID); it belongs to the creating partner." }),
      status: describedLiterals(STATUSES, 'queued, processing, completed or failed.'),
      order: Type.Optional(SubmissionOrder),
      errors: Type.Optional(Type.Array(SubmissionError, { description: 'Present only when failed, one entry per problem.' })),
    },
    {
      additionalProperties: false,
      examples: [completedExample, { submissionId: '0b7d6f3e-1c2a-4e5f-8a9b-0c1d2e3f4a5b', status: 'queued' }],
    },
  ),
);

export const SubmissionList = Type.Object(
  { submissions: Type.Array(Submission, { description: 'The page of submissions.' }), nextCursor: NextCursor },
  { additionalProperties: false, examples: [{ submissions: [completedExample], nextCursor: null }] },
);

export const SubmissionListQuery = Type.Object(
  {
    status: Type.Optional(statusSchema({ description: 'Only submissions in this status.' })),
    cursor: cursorQuery,
    limit: pageLimitQuery(PAGES.submissions),
  },
  { additionalProperties: false },
);
export type SubmissionListQuery = Static<typeof SubmissionListQuery>;

export const SubmissionParams = Type.Object(
  {
    submissionId: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      'x-error-code': 'invalid_submission_id',
      description: 'A UUID.',
    }),
  },
  { additionalProperties: false },
);

const RETRY_AFTER: ResponseHeader = {
  type: 'integer',
  description: 'Present while the submission is queued or processing: seconds to wait before polling it (2).',
};
const LOCATION: ResponseHeader = {
  type: 'string',
  description: 'Present while the submission is queued or processing: its URL, /v1/orders/submissions/{submissionId}, to poll.',
};
/** POST /v1/orders: created (201) or the original returned again (200); Location and Retry-After while not terminal. */
export const SubmittedNew = withHeaders(Submission, { Location: LOCATION, 'Retry-After': RETRY_AFTER });
export const SubmittedAgain = withHeaders(Submission, { Location: LOCATION, 'Retry-After': RETRY_AFTER });
/** GET /v1/orders/submissions/{submissionId}: Retry-After while not terminal. */
export const PolledSubmission = withHeaders(Submission, { 'Retry-After': RETRY_AFTER });
