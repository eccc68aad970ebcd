// The back office's order, line, shipment and pricing answers, the admin
// routes' response schemas: the partner API's OrderItem plus what staff also
// see (render.ts), the placed order as intake answers it.
import { Type } from 'typebox';
import { CreatedOn, DateTime, DecimalString, describedLiterals, Nullable, named, SiteIdField } from '../../http/schema-helpers.ts';
import { PRODUCT_ID_DESCRIPTION } from '../../catalog/ids.ts';
import { ItemNumberField, LINE, OrderNumberField, ProjectIdField, SHIPPING } from '../fields.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { ItemSchema, OrderSchema } from '../schemas.ts';
import { ORDER_STATUSES } from '../statuses.ts';

const { productDiscount, userDiscount } = ItemSchema.properties;
// The addresses as the partner submitted them (the partner API's order schema).
const { shipTo, billTo } = OrderSchema.properties;
/** A line's `partnerLineId`, as the partner sent it. */
const PartnerLineId = Nullable(Type.String(), { description: LINE.partnerLineId });
const PlacedOn = Type.String({ format: 'date-time', description: 'When the order was placed (ISO 8601 UTC).' });
const STATUS = 'The state of the record.';
const ACTIVE = 'Whether the record is active; inactive records stay listed.';
const ProductId = Type.String({ description: PRODUCT_ID_DESCRIPTION });
/** A file's download link, signed by our storage as the partner's proof read signs its own. */
const downloadLink = (none: string) =>
  Nullable(Type.String(), {
    description: `Signed download URL of the file, minted for this answer and valid for about five minutes; null ${none}.`,
  });
const ShipmentLines = Type.Array(
  Type.Object({ itemNumber: ItemNumberField, quantity: Type.Integer({ description: LINE.quantity }) }, closed),
  { description: 'The lines.' },
);
const lineFields = {
  ...ItemSchema.properties,
  // Where staff read a field of the partner's line otherwise (the keys keep their place).
  quantity: Type.Integer({ description: 'The quantity, a whole number of at least 1.' }),
  shipped: Type.Boolean({ description: 'Whether it has shipped.' }),
  estimatedShipBy: Nullable(DateTime, { description: 'The date the line is expected to ship.' }),
  shipBy: Nullable(DateTime, { description: 'The date the line must ship by.' }),
  turnaroundBusinessDays: Nullable(Type.Integer(), { description: 'Business days from approval to shipment.' }),
  productionStatus: Nullable(Type.String(), { description: "The line's production status." }),
  note: Nullable(Type.String(), { description: 'Free-text note, for staff.' }),
  reorder: Type.Boolean({ description: 'Whether the line reorders an earlier one.' }),
  digitalDelivery: Type.Boolean({ description: 'Whether the line is delivered digitally.' }),
  storedProofStatus: Nullable(
    Type.String({ description: 'The proof status as stored, before the partner view maps it (UNKNOWN for one it was not taught).' }),
  ),
  hidden: Type.Boolean({ description: 'Hidden from the ordering user and partners.' }),
  internalRecord: Type.Boolean({ description: 'An internal record line (staff bookkeeping, never shown to partners).' }),
  partnerLineId: PartnerLineId,
};
export const AdminOrderLineSummary = named('AdminOrderLineSummary', Type.Object(lineFields, closed));
export const AdminOrderLine = named(
  'AdminOrderLine',
  Type.Object(
    {
      ...lineFields,
      proofFiles: Type.Array(
        Type.Object(
          {
            fileId: Type.String({ description: "The proof file's id." }),
            name: Type.String({ description: "The proof file's name." }),
            active: Type.Boolean({ description: ACTIVE }),
            archived: Type.Boolean({ description: 'Archived: kept, no longer shown.' }),
            consumerVisible: Type.Boolean({
              description:
                "Listed on the partner's proof read. A file that is not is kept for staff only and is never the active revision.",
            }),
            createdOn: CreatedOn,
            link: downloadLink('for an archived file, or when no download can be had now (read again later)'),
          },
          closed,
        ),
        { description: "The line's proof files, newest first." },
      ),
      denialReasons: Type.Array(
        Type.Object(
          {
            code: Type.String({ description: "The record's code, unique where the record lives." }),
            description: Type.String({ description: 'Free-text description.' }),
          },
          closed,
        ),
        { description: 'The reasons a reviewer may give for declining the proof.' },
      ),
      proofLog: Type.Array(
        Type.Object(
          {
            actor: Type.String({ description: 'Who made the entry.' }),
            entry: Type.String({ description: 'What happened.' }),
            createdOn: CreatedOn,
          },
          closed,
        ),
        { description: "The proof's history, oldest first." },
      ),
      printFiles: Type.Array(
        Type.Object(
          {
            fileName: Type.String({ description: 'The file name.' }),
            fileSize: Type.Integer({ description: 'Size in bytes.' }),
            md5: Type.String({ description: 'MD5 of the bytes, hex.' }),
            active: Type.Boolean({ description: ACTIVE }),
            link: downloadLink('when no download can be had now (read again later)'),
          },
          closed,
        ),
        { description: "The line's print files (artwork)." },
      ),
    },
    closed,
  ),
);
const OrderStatus = describedLiterals(ORDER_STATUSES, STATUS);
export const AdminOrder = named(
  'AdminOrder',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      siteId: SiteIdField,
      status: OrderStatus,
      placedOn: PlacedOn,
      orderingUserId: Nullable(Type.Integer(), { description: 'The user orders are placed as.' }),
      sourcePartnerId: Nullable(Type.Integer(), {
        description: 'The partner that submitted the order; null for an order placed otherwise.',
      }),
      partnerOrderId: Nullable(Type.String(), { description: "The partner's order id; null for an order placed otherwise." }),
      shipTo,
      billTo,
      shippingMethod: Nullable(Type.String(), { description: SHIPPING.method }),
      shippingNotes: Nullable(Type.String(), { description: 'Notes for the carrier.' }),
      itemTotal: Nullable(DecimalString),
      handlingTotal: Nullable(DecimalString),
      shippingTotal: Nullable(DecimalString),
      totalPrice: Nullable(DecimalString),
      lines: Type.Array(AdminOrderLineSummary, { description: 'The lines.' }),
    },
    closed,
  ),
);
export const AdminOrderSummary = named(
  'AdminOrderSummary',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      siteId: SiteIdField,
      status: OrderStatus,
      placedOn: PlacedOn,
      partnerOrderId: Nullable(Type.String(), { description: "The partner's order id; null for an order placed otherwise." }),
      totalPrice: Nullable(DecimalString),
    },
    closed,
  ),
);
export const AdminPlacedOrder = named(
  'AdminPlacedOrder',
  Type.Object(
    {
      orderNumber: OrderNumberField,
      projectId: ProjectIdField,
      siteId: SiteIdField,
      status: OrderStatus,
      placedOn: PlacedOn,
      itemTotal: DecimalString,
      handlingTotal: DecimalString,
      shippingTotal: Nullable(DecimalString),
      totalPrice: DecimalString,
      lines: Type.Array(
        Type.Object(
          {
            itemNumber: ItemNumberField,
            partnerLineId: PartnerLineId,
            productId: ProductId,
            quantity: Type.Integer({ description: LINE.quantity }),
            unitPrice: DecimalString,
            lineListTotal: DecimalString,
            lineTotal: DecimalString,
            productDiscount,
            userDiscount,
            handlingAmount: Nullable(DecimalString),
          },
          closed,
        ),
        { description: 'The lines.' },
      ),
    },
    closed,
  ),
);
export const AdminShipment = named(
  'AdminShipment',
  Type.Object(
    {
      shipmentNumber: Type.Integer({ description: "The shipment's number." }),
      orderNumber: OrderNumberField,
      carrier: Nullable(Type.String(), { description: 'The carrier.' }),
      service: Nullable(Type.String(), { description: "The carrier's service." }),
      trackingNumber: Nullable(Type.String(), { description: "The carrier's tracking number." }),
      trackingUrl: Nullable(Type.String(), { description: "The carrier's tracking page." }),
      shippedOn: Nullable(DateTime, { description: 'When it shipped; null until then.' }),
      cancelled: Type.Boolean({ description: 'Whether it is cancelled; cancelled records stay listed.' }),
      lines: ShipmentLines,
    },
    closed,
  ),
);
export const AdminProductDiscount = named(
  'AdminProductDiscount',
  Type.Object({ productId: ProductId, name: Type.String({ description: "The discount's name." }), percent: DecimalString }, closed),
);
export const AdminUserDiscount = named(
  'AdminUserDiscount',
  Type.Object(
    {
      userId: Type.Integer({ description: "The user's id." }),
      name: Type.String({ description: "The discount's name." }),
      percent: DecimalString,
    },
    closed,
  ),
);
export const AdminHandlingFee = named('AdminHandlingFee', Type.Object({ productId: ProductId, amount: DecimalString }, closed));

export const AdminOrderPage = adminPage('AdminOrder', 'orders', AdminOrderSummary, { cursor: true, description: 'The page of orders.' });
export const AdminInternalRecord = named('AdminInternalRecord', Type.Object({ itemNumber: ItemNumberField }, closed));
export const AdminShipmentList = adminPage('AdminShipment', 'shipments', AdminShipment, { description: 'The page of shipments.' });
export const AdminPricingRules = named(
  'AdminPricingRules',
  Type.Object(
    {
      productDiscounts: Type.Array(AdminProductDiscount, { description: 'Product discounts in force.' }),
      userDiscounts: Type.Array(AdminUserDiscount, { description: 'User discounts in force.' }),
      handlingFees: Type.Array(AdminHandlingFee, { description: 'Per-product handling fees in force.' }),
    },
    closed,
  ),
);
