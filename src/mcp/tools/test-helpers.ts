// The sandbox's test helpers as MCP tools, listed and callable only in a
// sandbox (sandboxOnly): each calls the test-helpers service as its route does.
import * as ProofS from '../../orders/proofs/schemas.ts';
import { ORDERS_WRITE } from '../../access/scopes.ts';
import * as S from '../../orders/schemas.ts';
import * as H from '../../test-helpers/schemas.ts';
import type { TestHelpersService } from '../../test-helpers/service.ts';
import { WRITE, WRITE_IDEMPOTENT, type McpServices, type McpToolDefinition } from '../tool.ts';

const helpers = (p: McpServices): TestHelpersService => p.testHelpers!;
const SANDBOX = ' Sandbox only: staff’s action on your own test order, announcing the same webhook.';

export const testHelperTools: McpToolDefinition[] = [
  {
    route: 'PUT /v1/test-helpers/orders/{orderNumber}/status',
    output: S.OrderSchema,
    description: `Move the order's status (announces order.status_changed).${SANDBOX}`,
    scope: ORDERS_WRITE,
    annotations: WRITE_IDEMPOTENT,
    sandboxOnly: true,
    params: S.OrderParams,
    body: H.StatusBody,
    run: async (p, caller, { params, body }) => S.renderOrder(await helpers(p).setStatus(caller, params.orderNumber, body.status)),
  },
  {
    route: 'PUT /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/production-status',
    output: S.ItemSchema,
    description: `Move the line's production status.${SANDBOX}`,
    scope: ORDERS_WRITE,
    annotations: WRITE_IDEMPOTENT,
    sandboxOnly: true,
    params: S.ItemParams,
    body: H.ProductionStatusBody,
    run: async (p, caller, { params, body }) =>
      S.renderItem(await helpers(p).setProductionStatus(caller, params.orderNumber, params.itemNumber, body.productionStatus)),
  },
  {
    route: 'POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/proof',
    output: ProofS.ProofSchema,
    description: `Publish a proof for review: the line goes to PENDING_REVIEW, to approve or decline with the proof tools.${SANDBOX}`,
    scope: ORDERS_WRITE,
    annotations: WRITE,
    sandboxOnly: true,
    params: S.ItemParams,
    body: H.ProofBody,
    run: async (p, caller, { params, body }) =>
      ProofS.renderProof(await helpers(p).publishProof(caller, params.orderNumber, params.itemNumber, body)),
  },
  {
    route: 'POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/cancel',
    output: S.ItemSchema,
    description: `Cancel the line (announces order_line.cancelled).${SANDBOX}`,
    scope: ORDERS_WRITE,
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
    sandboxOnly: true,
    params: S.ItemParams,
    run: async (p, caller, { params }) => S.renderItem(await helpers(p).cancelLine(caller, params.orderNumber, params.itemNumber)),
  },
  {
    route: 'POST /v1/test-helpers/orders/{orderNumber}/shipments',
    output: S.ShipmentSchema,
    description: `Create and ship a shipment: the lines named, or everything left to ship (announces shipment.shipped).${SANDBOX}`,
    scope: ORDERS_WRITE,
    annotations: WRITE,
    sandboxOnly: true,
    params: S.OrderParams,
    body: H.ShipmentBody,
    run: async (p, caller, { params, body }) => S.renderShipment(await helpers(p).ship(caller, params.orderNumber, body)),
  },
  {
    route: 'POST /v1/test-helpers/orders/{orderNumber}/shipments/{shipmentNumber}/cancel',
    output: S.ShipmentSchema,
    description: `Cancel a shipment (announces shipment.cancelled).${SANDBOX}`,
    scope: ORDERS_WRITE,
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
    sandboxOnly: true,
    params: H.ShipmentParams,
    run: async (p, caller, { params }) =>
      S.renderShipment(await helpers(p).cancelShipment(caller, params.orderNumber, params.shipmentNumber)),
  },
];
