// The test helpers' problems (docs/decisions.md, "Sandbox").
import { problem } from '../errors/catalogue.ts';

export const testHelperErrors = {
  shipmentNotFound: (orderNumber: number, shipmentNumber: number) =>
    problem('shipment_not_found', `Order ${orderNumber} has no shipment ${shipmentNumber}.`),
  /** A move staff's own action refuses in the record's current state; `detail` is the back office's reason. */
  refused: (detail: string) => problem('test_helper_refused', detail),
  nothingToShip: (orderNumber: number) =>
    problem('test_helper_refused', `Order ${orderNumber} has nothing left to ship: every visible, shippable line is shipped or cancelled.`),
};
