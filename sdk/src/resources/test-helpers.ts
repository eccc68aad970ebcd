// The sandbox's test helpers: staff's actions of the order lifecycle, taken
// on your own test orders, so every webhook your integration handles can be
// made to happen. They exist only in a sandbox: against a production host
// every call throws SandboxOnlyError (the host answers them as unknown paths).
//
//   await sandbox.testHelpers.publishProof(orderNumber, itemNumber);
//   await sandbox.testHelpers.ship(orderNumber, { carrier: 'UPS' });
import type { Core } from '../core.ts';
import { NotFoundError, SandboxOnlyError } from '../errors.ts';
import type {
  HelperOrderStatus,
  HelperProductionStatus,
  HelperProof,
  HelperShipment,
  Order,
  OrderItem,
  Proof,
  Shipment,
} from '../types.ts';

const BASE = '/v1/test-helpers/orders';
const id = (n: number | string) => encodeURIComponent(String(n));

export type { HelperOrderStatus, HelperProductionStatus, HelperProof, HelperShipment } from '../types.ts';

export class TestHelpers {
  constructor(private readonly core: Core) {}

  /** An unknown path (404 `not_found`, a code no partner operation answers) means a host that is no sandbox. */
  private async call<T>(method: 'PUT' | 'POST', path: string, body: unknown): Promise<T> {
    try {
      return (await this.core.request<T>(method, path, { body })).data;
    } catch (error) {
      if (error instanceof NotFoundError && error.code === 'not_found') throw new SandboxOnlyError(this.core.baseUrl, error);
      throw error;
    }
  }

  /** Moves the order's status (announces `order.status_changed`). */
  setOrderStatus(orderNumber: number, status: HelperOrderStatus): Promise<Order> {
    return this.call('PUT', `${BASE}/${id(orderNumber)}/status`, { status });
  }

  /** Moves the line's production status (null: out of production). */
  setProductionStatus(orderNumber: number, itemNumber: number, productionStatus: HelperProductionStatus): Promise<OrderItem> {
    return this.call('PUT', `${BASE}/${id(orderNumber)}/items/${id(itemNumber)}/production-status`, { productionStatus });
  }

  /** Publishes a proof (the line is PENDING_REVIEW): approve or decline it with `orders.approveProof` / `orders.declineProof`. */
  publishProof(orderNumber: number, itemNumber: number, body: HelperProof = {}): Promise<Proof> {
    return this.call('POST', `${BASE}/${id(orderNumber)}/items/${id(itemNumber)}/proof`, body);
  }

  /** Cancels the line (announces `order_line.cancelled`). */
  cancelLine(orderNumber: number, itemNumber: number): Promise<OrderItem> {
    return this.call('POST', `${BASE}/${id(orderNumber)}/items/${id(itemNumber)}/cancel`, {});
  }

  /** Creates and ships a shipment: the lines named, or everything left to ship (announces `shipment.shipped`). */
  ship(orderNumber: number, body: HelperShipment = {}): Promise<Shipment> {
    return this.call('POST', `${BASE}/${id(orderNumber)}/shipments`, body);
  }

  /** Cancels a shipment (announces `shipment.cancelled`). */
  cancelShipment(orderNumber: number, shipmentNumber: number): Promise<Shipment> {
    return this.call('POST', `${BASE}/${id(orderNumber)}/shipments/${id(shipmentNumber)}/cancel`, {});
  }
}
