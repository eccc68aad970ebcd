// The back office's order, line, shipment and pricing answers, the admin
// routes' response schemas: the partner API's OrderItem plus what staff also
// see (render.ts), the placed order as intake answers it.
import { Type } from 'typebox';
import { DateTime, DecimalString, Nullable, named, oneOfLiterals } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { ItemSchema, OrderSchema } from '../schemas.ts';
import { ORDER_STATUSES } from '../statuses.ts';

const { productDiscount, userDiscount } = ItemSchema.properties;
// The addresses as the partner submitted them (the partner API's order schema).
const { shipTo, billTo } = OrderSchema.properties;
const lineFields = {
  ...ItemSchema.properties,
  storedProofStatus: Nullable(
    Type.String({ description: 'The proof status as stored, before the partner view maps it (UNKNOWN for one it was not taught).' }),
  ),
  hidden: Type.Boolean(),
  internalRecord: Type.Boolean(),
  partnerLineId: Nullable(Type.String()),
};
export const AdminOrderLineSummary = named('AdminOrderLineSummary', Type.Object(lineFields, closed));
export const AdminOrderLine = named(
  'AdminOrderLine',
  Type.Object(
    {
      ...lineFields,
      proofFiles: Type.Array(
        Type.Object(
          { fileId: Type.String(), name: Type.String(), active: Type.Boolean(), archived: Type.Boolean(), createdOn: DateTime },
          closed,
        ),
      ),
      denialReasons: Type.Array(Type.Object({ code: Type.String(), description: Type.String() }, closed)),
      proofLog: Type.Array(Type.Object({ actor: Type.String(), entry: Type.String(), createdOn: DateTime }, closed)),
      printFiles: Type.Array(
        Type.Object({ fileName: Type.String(), fileSize: Type.Integer(), md5: Type.String(), active: Type.Boolean() }, closed),
      ),
    },
    closed,
  ),
);
const OrderStatus = oneOfLiterals(ORDER_STATUSES);
export const AdminOrder = named(
  'AdminOrder',
  Type.Object(
    {
      orderNumber: Type.Integer(),
      siteId: Type.Integer(),
      status: OrderStatus,
      placedOn: DateTime,
      orderingUserId: Nullable(Type.Integer()),
      sourcePartnerId: Nullable(Type.Integer(), {
        description: 'The partner that submitted the order; null for an order placed otherwise.',
      }),
      partnerOrderId: Nullable(Type.String(), { description: "The partner's order id; null for an order placed otherwise." }),
      shipTo,
      billTo,
      shippingMethod: Nullable(Type.String()),
      shippingNotes: Nullable(Type.String()),
      itemTotal: Nullable(DecimalString),
      handlingTotal: Nullable(DecimalString),
      shippingTotal: Nullable(DecimalString),
      totalPrice: Nullable(DecimalString),
      lines: Type.Array(AdminOrderLineSummary),
    },
    closed,
  ),
);
export const AdminOrderSummary = named(
  'AdminOrderSummary',
  Type.Object(
    {
      orderNumber: Type.Integer(),
      siteId: Type.Integer(),
      status: OrderStatus,
      placedOn: DateTime,
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
      orderNumber: Type.Integer(),
      projectId: Type.Integer(),
      siteId: Type.Integer(),
      status: OrderStatus,
      placedOn: DateTime,
      itemTotal: DecimalString,
      handlingTotal: DecimalString,
      shippingTotal: Nullable(DecimalString),
      totalPrice: DecimalString,
      lines: Type.Array(
        Type.Object(
          {
            itemNumber: Type.Integer(),
            partnerLineId: Nullable(Type.String()),
            productId: Type.String(),
            quantity: Type.Integer(),
            unitPrice: DecimalString,
            lineListTotal: DecimalString,
            lineTotal: DecimalString,
            productDiscount,
            userDiscount,
            handlingAmount: Nullable(DecimalString),
          },
          closed,
        ),
      ),
    },
    closed,
  ),
);
export const AdminShipment = named(
  'AdminShipment',
  Type.Object(
    {
      shipmentNumber: Type.Integer(),
      orderNumber: Type.Integer(),
      carrier: Nullable(Type.String()),
      service: Nullable(Type.String()),
      trackingNumber: Nullable(Type.String()),
      trackingUrl: Nullable(Type.String()),
      shippedOn: Nullable(DateTime),
      cancelled: Type.Boolean(),
      lines: Type.Array(Type.Object({ itemNumber: Type.Integer(), quantity: Type.Integer() }, closed)),
    },
    closed,
  ),
);
export const AdminProductDiscount = named(
  'AdminProductDiscount',
  Type.Object({ productId: Type.String(), name: Type.String(), percent: DecimalString }, closed),
);
export const AdminUserDiscount = named(
  'AdminUserDiscount',
  Type.Object({ userId: Type.Integer(), name: Type.String(), percent: DecimalString }, closed),
);
export const AdminHandlingFee = named('AdminHandlingFee', Type.Object({ productId: Type.String(), amount: DecimalString }, closed));

export const AdminOrderPage = adminPage('AdminOrder', 'orders', AdminOrderSummary, { cursor: true });
export const AdminInternalRecord = named('AdminInternalRecord', Type.Object({ itemNumber: Type.Integer() }, closed));
export const AdminShipmentList = adminPage('AdminShipment', 'shipments', AdminShipment);
export const AdminPricingRules = named(
  'AdminPricingRules',
  Type.Object(
    {
      productDiscounts: Type.Array(AdminProductDiscount),
      userDiscounts: Type.Array(AdminUserDiscount),
      handlingFees: Type.Array(AdminHandlingFee),
    },
    closed,
  ),
);
