// Order read schemas (params, queries, responses with examples) and the
// renderers from records to the wire. Field names the spec leaves "not
// shown" are recorded in docs/decisions.md ("Orders, proofs and artwork").
import { Type } from 'typebox';
import {
  CONTACT,
  CreatedOn,
  cursorQuery,
  DateTime,
  DecimalString,
  idString,
  pageLimitQuery,
  NextCursor,
  Nullable,
  named,
  SiteIdField,
  UpdatedOn,
} from '../http/schema-helpers.ts';
import { PRODUCT_ID_DESCRIPTION } from '../catalog/ids.ts';
import { PAGES } from '../http/operations/pages.ts';
import { ItemNumberField, LINE, OrderNumberField, ProjectIdField, RECIPIENT, SHIPPING } from './fields.ts';
import type { LineRecord, OrderRecord, ShipmentRecord } from './repo.ts';
import { publishedProofStatus } from './statuses.ts';

/** Path numbers: positive whole numbers of at most ten digits (a longer one is malformed). */
export const OrderParams = Type.Object({ orderNumber: idString('invalid_order_number', 10) }, { additionalProperties: false });
export const ItemParams = Type.Object(
  { orderNumber: idString('invalid_order_number', 10), itemNumber: idString('invalid_item_number', 10) },
  { additionalProperties: false },
);

const Instant = Type.String({
  format: 'date-time',
  maxLength: 64,
  description: 'ISO 8601 date-time with a time zone, e.g. 2026-01-15T00:00:00Z.',
});
export const OrderListQuery = Type.Object(
  {
    siteId: Type.Optional(idString('invalid_site_id')),
    placedFrom: Type.Optional({ ...Instant, description: 'Orders placed at or after this instant.' }),
    placedTo: Type.Optional({ ...Instant, description: 'Orders placed at or before this instant.' }),
    cursor: cursorQuery,
    limit: pageLimitQuery(PAGES.orders),
  },
  { additionalProperties: false },
);
export const ItemListQuery = Type.Object({ cursor: cursorQuery, limit: pageLimitQuery(PAGES.orderItems) }, { additionalProperties: false });
export const ShipmentListQuery = Type.Object(
  { cursor: cursorQuery, limit: pageLimitQuery(PAGES.shipments) },
  { additionalProperties: false },
);

const Address = named(
  'OrderAddress',
  Type.Object({
    name: Type.String({ description: RECIPIENT }),
    company: Type.Optional(Type.String({ description: CONTACT.company })),
    address1: Type.String({ description: CONTACT.address1 }),
    address2: Type.Optional(Type.String({ description: CONTACT.address2 })),
    city: Type.String({ description: CONTACT.city }),
    state: Type.String({ description: CONTACT.state }),
    postalCode: Type.String({ description: CONTACT.postalCode }),
    country: Type.String({ description: CONTACT.country }),
    phone: Type.Optional(Type.String({ description: CONTACT.phone })),
    email: Type.Optional(Type.String({ description: CONTACT.email })),
  }),
);

const Discount = named(
  'Discount',
  Type.Object(
    { name: Type.String({ description: "The discount's name." }), percent: DecimalString, amount: DecimalString },
    { description: 'A discount applied to the line: its name, its percentage, and the amount it took off.' },
  ),
);

const SHIPPED_ON = 'When it shipped; null until then.';
const CANCELLED = 'Whether it is cancelled; cancelled records stay listed.';

/** The first example of a schema, to build list examples from item examples. */
export const exampleOf = (schema: object): unknown => (schema as { examples: unknown[] }).examples[0];

export const EXAMPLE_ADDRESS = {
  name: 'Dana Reyes',
  company: 'Reyes Dental',
  address1: '12 Harbor St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
};

export const OrderSchema = named(
  'Order',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      siteId: SiteIdField,
      status: Type.String({ description: 'RECEIVED, IN_PRODUCTION, ON_HOLD, PARTIALLY_SHIPPED, SHIPPED, COMPLETED or CANCELLED.' }),
      placedOn: Type.String({ format: 'date-time', description: 'When the order was placed (ISO 8601 UTC).' }),
      updatedOn: UpdatedOn,
      partnerOrderId: Nullable(
        Type.String({ description: "Present on orders this partner submitted; null on storefront orders and other partners' orders." }),
      ),
      projectId: ProjectIdField,
      divisionId: Nullable(Type.Integer(), { description: "The division's id (null where the record has none)." }),
      shipTo: Nullable(Address),
      billTo: Nullable(Address),
      shippingProvider: Nullable(Type.String(), { description: SHIPPING.provider }),
      shippingMethod: Nullable(Type.String(), { description: SHIPPING.method }),
      shippingService: Nullable(Type.String({ description: 'The service the order ships with.' })),
      itemTotal: Nullable(DecimalString),
      handlingTotal: Nullable(DecimalString),
      shippingTotal: Nullable(DecimalString),
      totalPrice: Nullable(DecimalString),
      itemCount: Type.Integer({ description: 'Lines visible in the items read.' }),
      shipmentCount: Type.Integer({ description: 'How many shipments the order has.' }),
    },
    {
      examples: [
        {
          orderNumber: 100001,
          siteId: 1,
          status: 'IN_PRODUCTION',
          placedOn: '2026-01-15T12:00:00.000Z',
          updatedOn: '2026-01-15T12:30:00.000Z',
          partnerOrderId: 'PO-2026-0001',
          projectId: 900001,
          divisionId: null,
          shipTo: EXAMPLE_ADDRESS,
          billTo: null,
          shippingProvider: 'UPS',
          shippingMethod: 'Ground',
          shippingService: 'UPS Ground',
          itemTotal: '85.50',
          handlingTotal: '2.50',
          shippingTotal: '12.00',
          totalPrice: '100.00',
          itemCount: 2,
          shipmentCount: 0,
        },
      ],
    },
  ),
);

export const OrderList = Type.Object(
  { orders: Type.Array(OrderSchema, { description: 'The page of orders.' }), nextCursor: NextCursor },
  { examples: [{ orders: [exampleOf(OrderSchema)], nextCursor: null }] },
);

export const ItemSchema = named(
  'OrderItem',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      siteId: SiteIdField,
      itemNumber: ItemNumberField,
      sku: Nullable(Type.String(), { description: LINE.sku }),
      productId: Type.String({ description: PRODUCT_ID_DESCRIPTION }),
      productName: Type.String({ description: "The product's name." }),
      productCode: Type.String({ description: "The product's code." }),
      jobName: Nullable(Type.String(), { description: LINE.jobName }),
      externalId: Nullable(Type.String(), {
        description: "Whatever the creating system set: the field to correlate with the partner's own records.",
      }),
      quantity: Type.Integer({ description: 'Quantity produced after adjustment; the only quantity published.' }),
      lineListTotal: Nullable(DecimalString),
      lineTotal: Nullable(DecimalString),
      shipped: Type.Boolean({ description: 'Line-level: an order can be partly shipped.' }),
      shippedOn: Nullable(DateTime, { description: SHIPPED_ON }),
      cancelled: Type.Boolean({ description: CANCELLED }),
      estimatedShipBy: Nullable(DateTime, { description: 'Estimated ship date: an estimate, not a commitment.' }),
      shipBy: Nullable(DateTime, { description: 'The date the line must ship by; null when none.' }),
      turnaroundBusinessDays: Nullable(Type.Integer(), { description: 'Production turnaround in business days; null when not set.' }),
      productionStatus: Nullable(Type.String(), { description: "The line's production status; null when not in production." }),
      proofStatus: Nullable(
        Type.String({
          description: 'NOT_CREATED, PENDING_REVIEW, APPROVED, DECLINED, or UNKNOWN for a status this API has not been taught.',
        }),
      ),
      note: Nullable(Type.String(), { description: 'Free-text note on the line; null when none.' }),
      variantAttributes: Type.Array(
        Type.Object({
          name: Type.String({ description: "The attribute's name." }),
          choice: Type.String({ description: 'The chosen value.' }),
        }),
        { description: "The line's variant attributes as {name, choice} pairs ([] when none)." },
      ),
      productDiscount: Nullable(Discount),
      userDiscount: Nullable(Discount),
      handlingAmount: Nullable({ ...DecimalString, description: 'Charged separately; not part of lineTotal.' }),
      problem: Type.Boolean({ description: "The platform has trouble with this line's artwork, data or production (no detail)." }),
      reorder: Type.Boolean({ description: 'Whether the line is a reorder.' }),
      backorderQuantity: Nullable(Type.Integer({ description: 'null = not computed (not the same as 0).' })),
      shippable: Type.Boolean({ description: 'false: no shipment will ever appear for this line.' }),
      digitalDelivery: Type.Boolean({ description: 'Whether the line is delivered digitally (independent of shippable).' }),
    },
    {
      examples: [
        {
          orderNumber: 100001,
          siteId: 1,
          itemNumber: 500001,
          sku: null,
          productId: 'SLO_12',
          productName: 'Business cards',
          productCode: 'BC-100',
          jobName: 'Dana cards',
          externalId: 'line-1',
          quantity: 250,
          lineListTotal: '95.00',
          lineTotal: '85.50',
          shipped: false,
          shippedOn: null,
          cancelled: false,
          estimatedShipBy: '2026-01-20T12:00:00.000Z',
          shipBy: null,
          turnaroundBusinessDays: 3,
          productionStatus: 'PROOFING',
          proofStatus: 'PENDING_REVIEW',
          note: null,
          variantAttributes: [],
          productDiscount: { name: 'Launch', percent: '10.00', amount: '9.50' },
          userDiscount: null,
          handlingAmount: '2.50',
          problem: false,
          reorder: false,
          backorderQuantity: null,
          shippable: true,
          digitalDelivery: false,
        },
      ],
    },
  ),
);

export const ItemList = Type.Object(
  { items: Type.Array(ItemSchema, { description: 'The page of lines.' }), nextCursor: NextCursor },
  { examples: [{ items: [exampleOf(ItemSchema)], nextCursor: null }] },
);

export const ShipmentSchema = named(
  'Shipment',
  Type.Object(
    {
      shipmentNumber: Type.Integer({ description: "The shipment's number." }),
      orderNumber: OrderNumberField,
      carrier: Nullable(Type.String(), { description: 'The carrier; null when not known.' }),
      service: Nullable(Type.String(), { description: 'The carrier service; null when not known.' }),
      trackingNumber: Nullable(Type.String(), { description: 'Tracking number; null until shipped.' }),
      trackingUrl: Nullable(Type.String(), { description: 'Tracking URL; null when none.' }),
      shipped: Type.Boolean({ description: 'Whether it has shipped.' }),
      shippedOn: Nullable(DateTime, { description: SHIPPED_ON }),
      cancelled: Type.Boolean({ description: CANCELLED }),
      cancelledOn: Nullable(DateTime, { description: 'When it was cancelled; null otherwise.' }),
      createdOn: CreatedOn,
      lines: Type.Array(Type.Object({ itemNumber: ItemNumberField, quantity: Type.Integer({ description: LINE.quantity }) }), {
        description: 'The visible lines this shipment carries.',
      }),
    },
    {
      examples: [
        {
          shipmentNumber: 700001,
          orderNumber: 100001,
          carrier: 'UPS',
          service: 'Ground',
          trackingNumber: '1Z999AA10123456784',
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          shipped: true,
          shippedOn: '2026-01-18T16:00:00.000Z',
          cancelled: false,
          cancelledOn: null,
          createdOn: '2026-01-18T09:00:00.000Z',
          lines: [{ itemNumber: 500001, quantity: 250 }],
        },
      ],
    },
  ),
);

export const ShipmentList = Type.Object(
  { shipments: Type.Array(ShipmentSchema, { description: 'The page of shipments.' }), nextCursor: NextCursor },
  { examples: [{ shipments: [exampleOf(ShipmentSchema)], nextCursor: null }] },
);

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** `o` as the service hands it to its caller (partnerOrderId already null unless the caller's own order: OrdersService). */
export function renderOrder(o: OrderRecord) {
  return {
    orderNumber: o.orderNumber,
    siteId: o.siteId,
    status: o.status,
    placedOn: o.placedOn.toISOString(),
    updatedOn: o.updatedOn.toISOString(),
    partnerOrderId: o.partnerOrderId,
    projectId: o.projectId,
    divisionId: o.divisionId,
    shipTo: o.shipTo,
    billTo: o.billTo,
    shippingProvider: o.shippingProvider,
    shippingMethod: o.shippingMethod,
    shippingService: o.shippingServiceName,
    itemTotal: o.itemTotal,
    handlingTotal: o.handlingTotal,
    shippingTotal: o.shippingTotal,
    totalPrice: o.totalPrice,
    itemCount: o.itemCount,
    shipmentCount: o.shipmentCount,
  };
}

export function renderItem(l: LineRecord) {
  return {
    orderNumber: l.orderNumber,
    siteId: l.siteId,
    itemNumber: l.itemNumber,
    sku: l.sku,
    productId: l.productId,
    productName: l.productName,
    productCode: l.productCode,
    jobName: l.jobName,
    externalId: l.externalId,
    quantity: l.quantity,
    lineListTotal: l.lineListTotal,
    lineTotal: l.lineTotal,
    shipped: l.shipped,
    shippedOn: iso(l.shippedOn),
    cancelled: l.cancelled,
    estimatedShipBy: iso(l.estimatedShipBy),
    shipBy: iso(l.shipBy),
    turnaroundBusinessDays: l.turnaroundBusinessDays,
    productionStatus: l.productionStatus,
    proofStatus: publishedProofStatus(l.proofStatus),
    note: l.note,
    variantAttributes: l.variantAttributes,
    productDiscount: l.productDiscount,
    userDiscount: l.userDiscount,
    handlingAmount: l.handlingAmount,
    problem: l.problem,
    reorder: l.reorder,
    backorderQuantity: l.backorderQuantity,
    shippable: l.shippable,
    digitalDelivery: l.digitalDelivery,
  };
}

export function renderShipment(s: ShipmentRecord) {
  return {
    shipmentNumber: s.shipmentNumber,
    orderNumber: s.orderNumber,
    carrier: s.carrier,
    service: s.service,
    trackingNumber: s.trackingNumber,
    trackingUrl: s.trackingUrl,
    shipped: s.shippedOn !== null && !s.cancelled,
    shippedOn: iso(s.shippedOn),
    cancelled: s.cancelled,
    cancelledOn: iso(s.cancelledOn),
    createdOn: s.createdOn.toISOString(),
    lines: s.lines,
  };
}
