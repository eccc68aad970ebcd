// The orders area's problems, one factory per case with its wording: throw
// sites pass the values, never a sentence. Partner-facing codes first, then
// the back office's (which answers with the generic codes; its `not_found`
// for anything staff name is `notFound` of src/errors/back-office.ts).
import { problem } from '../errors/catalogue.ts';

export const orderErrors = {
  notFound: (orderNumber: number) => problem('order_not_found', `No order ${orderNumber}.`),
  itemNotFound: (orderNumber: number, itemNumber: number) =>
    problem('order_item_not_found', `Order ${orderNumber} has no item ${itemNumber}.`),
  itemCancelled: (orderNumber: number, itemNumber: number) =>
    problem('order_item_cancelled', `Item ${itemNumber} of order ${orderNumber} is cancelled.`),
  proofNotPendingReview: (itemNumber: number, shown: string) =>
    problem('proof_not_pending_review', `The proof of item ${itemNumber} is ${shown}, not PENDING_REVIEW.`),
  denialReasonNotAvailable: (reason: string, itemNumber: number, valid: string[]) =>
    problem(
      'denial_reason_not_available',
      `Reason '${reason}' is not offered on item ${itemNumber}. Valid codes: ${valid.length ? valid.join(', ') : '(none)'}.`,
    ),
  proofFilesUnavailable: () => problem('service_unavailable', 'The proof files cannot be read right now; retry with backoff.'),
  placedRangeReversed: () => problem('invalid_request', 'placedFrom must not be later than placedTo.'),
};

export const adminOrderErrors = {
  itemNotFound: (orderNumber: number, itemNumber: number) => problem('not_found', `Order ${orderNumber} has no item ${itemNumber}.`),
  noSuchSite: (siteId: number) => problem('invalid_request', `No site ${siteId}.`),
  userNotOfSite: (userId: number, siteId: number) => problem('invalid_request', `User ${userId} is not a user of site ${siteId}.`),
  /** The placement's problems as one 400 (`lines[0].quantity: … lines[1].variantId: …`). */
  placementRejected: (problems: Array<{ detail: string; field?: string }>) =>
    problem('invalid_request', problems.map((e) => (e.field ? `${e.field}: ${e.detail}` : e.detail)).join(' ')),
  unknownStatus: (statuses: readonly string[]) => problem('invalid_request', `status must be one of ${statuses.join(', ')}.`),
  unknownProductionStatus: (statuses: readonly string[]) =>
    problem('invalid_request', `productionStatus must be null or one of ${statuses.join(', ')}.`),
  itemAlreadyCancelled: (itemNumber: number) => problem('conflict', `Item ${itemNumber} is already cancelled.`),
  reasonCodesRepeated: () => problem('invalid_request', 'Reason codes must be distinct.'),
  unknownOffered: () => problem('invalid_request', 'UNKNOWN cannot be offered as a denial reason.'),
  emptyShipment: () => problem('invalid_request', 'A shipment carries at least one line.'),
  shipmentItemNotFound: (orderNumber: number, itemNumber: number) =>
    problem('invalid_request', `Order ${orderNumber} has no item ${itemNumber}.`),
  itemNotShippable: (itemNumber: number, cancelled: boolean) =>
    problem('conflict', `Item ${itemNumber} is ${cancelled ? 'cancelled' : 'not shippable'}.`),
  itemRepeatedInShipment: () => problem('invalid_request', 'Each item appears once in a shipment.'),
  shipmentCancelled: (shipmentNumber: number) => problem('conflict', `Shipment ${shipmentNumber} is cancelled.`),
  shipmentAlreadyShipped: (shipmentNumber: number) => problem('conflict', `Shipment ${shipmentNumber} has already shipped.`),
  shipmentAlreadyCancelled: (shipmentNumber: number) => problem('conflict', `Shipment ${shipmentNumber} is already cancelled.`),
};

export const pricingErrors = {
  badPercent: () => problem('invalid_request', 'percent must be a decimal above 0 and at most 100, with at most two decimals.'),
  badAmount: () => problem('invalid_request', 'amount must be a decimal of at least 0, with at most two decimals.'),
  badName: () => problem('invalid_request', 'name must be 1 to 200 characters.'),
  notOwnedProduct: (productId: string) =>
    problem('invalid_request', `${productId} is not an owned product (SLO_); rules belong to the master product.`),
  noRule: (what: 'product discount' | 'handling fee', productId: string) => problem('not_found', `${productId} has no ${what}.`),
  noUserDiscount: (userId: number) => problem('not_found', `User ${userId} has no discount.`),
};
