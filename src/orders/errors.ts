// The orders area's problems, one factory per case with its wording: throw
// sites pass the values, never a sentence. Partner-facing codes first, then
// the back office's (which answers with the generic codes; its `not_found`
// for anything staff name is `notFound` of src/errors/back-office.ts).
import { fieldError, fieldProblem, inBody, inBodyField, inPath, inQuery, problem } from '../errors/catalogue.ts';

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
  placedRangeReversed: () =>
    fieldProblem('invalid_request', 'placedFrom must not be later than placedTo.', inQuery('placedFrom'), inQuery('placedTo')),
};

export const adminOrderErrors = {
  itemNotFound: (orderNumber: number, itemNumber: number) => problem('not_found', `Order ${orderNumber} has no item ${itemNumber}.`),
  noSuchSite: (siteId: number) => fieldProblem('invalid_request', `No site ${siteId}.`, inBody('siteId')),
  userNotOfSite: (userId: number, siteId: number) =>
    fieldProblem('invalid_request', `User ${userId} is not a user of site ${siteId}.`, inBody('orderingUserId')),
  /** The placement's problems as one 400 (`lines[0].quantity: … lines[1].variantId: …`), each field in `errors` with its own words. */
  placementRejected: (problems: Array<{ detail: string; field?: string }>) => {
    const error = problem('invalid_request', problems.map((e) => (e.field ? `${e.field}: ${e.detail}` : e.detail)).join(' '));
    const fields = problems.flatMap((e) => (e.field ? [fieldError(inBodyField(e.field), e.detail)] : []));
    if (fields.length) error.errors = fields;
    return error;
  },
  unknownStatus: (statuses: readonly string[]) =>
    fieldProblem('invalid_request', `status must be one of ${statuses.join(', ')}.`, inBody('status')),
  unknownProductionStatus: (statuses: readonly string[]) =>
    fieldProblem('invalid_request', `productionStatus must be null or one of ${statuses.join(', ')}.`, inBody('productionStatus')),
  itemAlreadyCancelled: (itemNumber: number) => problem('conflict', `Item ${itemNumber} is already cancelled.`),
  /** A proof revision for a cancelled line: the partner could never decide on it (`order_item_cancelled`). */
  proofOnCancelledItem: (itemNumber: number) =>
    problem('conflict', `Item ${itemNumber} is cancelled: a cancelled line takes no proof revision.`),
  /** Any other move of a cancelled line's production or proof: it is out of production and its proof out of review. */
  cancelledItemTakesNo: (itemNumber: number, what: string) =>
    problem('conflict', `Item ${itemNumber} is cancelled: a cancelled line takes no ${what}.`),
  /** A shipment created or shipped on an order staff cancelled. */
  orderCancelled: (orderNumber: number) =>
    problem('conflict', `Order ${orderNumber} is cancelled: a cancelled order takes no shipment. Set another status first to reopen it.`),
  /** A status set by hand that the order's shipments contradict (`why` says which shipments). */
  statusAgainstShipments: (orderNumber: number, status: string, why: string) =>
    problem('conflict', `Order ${orderNumber} cannot be set to ${status}: ${why}`),
  /** `index`: the reason repeating an earlier one's code. */
  reasonCodesRepeated: (index: number) =>
    fieldProblem('invalid_request', 'Reason codes must be distinct.', inBody('reasons', index, 'code')),
  unknownOffered: (index: number) =>
    fieldProblem('invalid_request', 'UNKNOWN cannot be offered as a denial reason.', inBody('reasons', index, 'code')),
  emptyShipment: () => fieldProblem('invalid_request', 'A shipment carries at least one line.', inBody('lines')),
  shipmentItemNotFound: (orderNumber: number, itemNumber: number, index: number) =>
    fieldProblem('invalid_request', `Order ${orderNumber} has no item ${itemNumber}.`, inBody('lines', index, 'itemNumber')),
  itemNotShippable: (itemNumber: number, cancelled: boolean) =>
    problem('conflict', `Item ${itemNumber} is ${cancelled ? 'cancelled' : 'not shippable'}.`),
  badShipmentQuantity: (itemNumber: number, index: number) =>
    fieldProblem(
      'invalid_request',
      `The quantity of item ${itemNumber} must be a positive whole number.`,
      inBody('lines', index, 'quantity'),
    ),
  /** A shipment would carry more of a line than is left of it (its quantity less what open shipments carry). */
  itemQuantityExceeded: (itemNumber: number, quantity: number, onShipments: number, asked: number | null) =>
    problem(
      'order_item_quantity_exceeded',
      `Item ${itemNumber} has ${quantity} units, ${onShipments} of them on shipments that are not cancelled: ` +
        (asked === null ? 'none is left to ship.' : `${asked} more would exceed it (at most ${quantity - onShipments}).`),
    ),
  /**
   * A line cancelled or made unshippable while shipments that are not cancelled carry it: a
   * cancelled or unshippable line is on no such shipment, so the caller cancels them first.
   */
  itemOnShipment: (itemNumber: number, shipmentNumbers: number[], change: 'cancelled' | 'made unshippable') => {
    const one = shipmentNumbers.length === 1;
    return problem(
      'order_item_on_shipment',
      `Item ${itemNumber} is carried by shipment${one ? '' : 's'} ${shipmentNumbers.join(', ')}, which ${one ? 'is' : 'are'} not cancelled: ` +
        `a line on a shipment cannot be ${change}. Cancel the shipment first (cancelling a shipped one un-ships the line).`,
    );
  },
  /** `index`: the line repeating an earlier one's item. */
  itemRepeatedInShipment: (index: number) =>
    fieldProblem('invalid_request', 'Each item appears once in a shipment.', inBody('lines', index, 'itemNumber')),
  shipmentCancelled: (shipmentNumber: number) => problem('conflict', `Shipment ${shipmentNumber} is cancelled.`),
  shipmentAlreadyShipped: (shipmentNumber: number) => problem('conflict', `Shipment ${shipmentNumber} has already shipped.`),
  shipmentAlreadyCancelled: (shipmentNumber: number) => problem('conflict', `Shipment ${shipmentNumber} is already cancelled.`),
};

export const pricingErrors = {
  badPercent: () =>
    fieldProblem('invalid_request', 'percent must be a decimal above 0 and at most 100, with at most two decimals.', inBody('percent')),
  badAmount: () => fieldProblem('invalid_request', 'amount must be a decimal of at least 0, with at most two decimals.', inBody('amount')),
  badName: () => fieldProblem('invalid_request', 'name must be 1 to 200 characters.', inBody('name')),
  notOwnedProduct: (productId: string) =>
    fieldProblem(
      'invalid_request',
      `${productId} is not an owned product (SLO_); rules belong to the master product.`,
      inPath('productId'),
    ),
  noRule: (what: 'product discount' | 'handling fee', productId: string) => problem('not_found', `${productId} has no ${what}.`),
  noUserDiscount: (userId: number) => problem('not_found', `User ${userId} has no discount.`),
};
