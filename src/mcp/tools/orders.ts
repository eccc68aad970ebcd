// Orders, their lines, shipments, proofs and artwork, as MCP tools.
import * as ArtworkS from '../../artwork/schemas.ts';
import * as ProofS from '../../orders/proofs/schemas.ts';
import * as S from '../../orders/schemas.ts';
import { READ_ONLY, WRITE, WRITE_IDEMPOTENT, type McpToolDefinition } from '../tool.ts';
import { ORDERS_READ, ORDERS_WRITE } from '../../access/scopes.ts';

export const orderTools: McpToolDefinition[] = [
  {
    route: 'GET /v1/orders',
    output: S.OrderList,
    description: 'List orders of the granted sites, newest first.',
    scope: ORDERS_READ,
    annotations: READ_ONLY,
    query: S.OrderListQuery,
    run: async (p, caller, { query }) => {
      const page = await p.orders.listOrders(caller, query);
      return { orders: page.items.map((o) => S.renderOrder(o)), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'GET /v1/orders/{orderNumber}',
    output: S.OrderSchema,
    description: 'One order by its order number.',
    scope: ORDERS_READ,
    annotations: READ_ONLY,
    params: S.OrderParams,
    run: async (p, caller, { params }) => S.renderOrder(await p.orders.requireOrder(caller, params.orderNumber)),
  },
  {
    route: 'GET /v1/orders/{orderNumber}/items',
    output: S.ItemList,
    description: "The order's lines visible to the partner, by item number.",
    scope: ORDERS_READ,
    annotations: READ_ONLY,
    params: S.OrderParams,
    query: S.ItemListQuery,
    run: async (p, caller, { params, query }) => {
      const page = await p.orders.listItems(caller, params.orderNumber, query);
      return { items: page.items.map(S.renderItem), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'GET /v1/orders/{orderNumber}/shipments',
    output: S.ShipmentList,
    description: "The order's shipments, oldest first (cancelled ones included).",
    scope: ORDERS_READ,
    annotations: READ_ONLY,
    params: S.OrderParams,
    query: S.ShipmentListQuery,
    run: async (p, caller, { params, query }) => {
      const page = await p.orders.listShipments(caller, params.orderNumber, query);
      return { shipments: page.items.map(S.renderShipment), nextCursor: page.nextCursor };
    },
  },
  {
    route: 'GET /v1/orders/{orderNumber}/items/{itemNumber}/proof',
    output: ProofS.ProofSchema,
    description: "The line's proof: status, files with fresh signed links, preview.",
    scope: ORDERS_READ,
    annotations: READ_ONLY,
    params: S.ItemParams,
    run: async (p, caller, { params }) => ProofS.renderProof(await p.proofs.proof(caller, params.orderNumber, params.itemNumber)),
  },
  {
    route: 'GET /v1/orders/{orderNumber}/items/{itemNumber}/proof/denial-reasons',
    output: ProofS.DenialReasonsSchema,
    description: "The denial reason codes the line's proof offers.",
    scope: ORDERS_READ,
    annotations: READ_ONLY,
    params: S.ItemParams,
    run: async (p, caller, { params }) =>
      ProofS.renderReasons(
        params.orderNumber,
        params.itemNumber,
        await p.proofs.denialReasons(caller, params.orderNumber, params.itemNumber),
      ),
  },
  {
    route: 'POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/approve',
    output: ProofS.AcknowledgementSchema,
    description: "Approve the line's proof pending review.",
    scope: ORDERS_WRITE,
    // Idempotent: a repeated decision changes nothing, and its 409 proof_not_pending_review counts as success (spec, Proofs).
    annotations: WRITE_IDEMPOTENT,
    params: S.ItemParams,
    body: ProofS.ApproveBody,
    run: async (p, caller, { params }) => p.proofs.approve(caller, params.orderNumber, params.itemNumber),
  },
  {
    route: 'POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/decline',
    output: ProofS.AcknowledgementSchema,
    description: "Decline the line's proof pending review, with a denial reason.",
    scope: ORDERS_WRITE,
    // Idempotent as orders_approve_proof; destructive: it sends the line back to prepress.
    annotations: { ...WRITE_IDEMPOTENT, destructiveHint: true },
    params: S.ItemParams,
    body: ProofS.DeclineBody,
    run: async (p, caller, { params, body }) => p.proofs.decline(caller, params.orderNumber, params.itemNumber, body),
  },
  {
    route: 'POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url',
    output: ArtworkS.ReservationSchema,
    description: "Reserve a signed upload URL for the line's artwork file.",
    scope: ORDERS_WRITE,
    annotations: WRITE,
    params: S.ItemParams,
    body: ArtworkS.UploadUrlBody,
    run: async (p, caller, { params, body }) =>
      ArtworkS.renderReservation(await p.artwork.reserve(caller, params.orderNumber, params.itemNumber, body)),
  },
  {
    route: 'POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork',
    output: ArtworkS.AttachedFileSchema,
    description: 'Attach an uploaded artwork reservation to the line.',
    scope: ORDERS_WRITE,
    annotations: WRITE,
    params: S.ItemParams,
    body: ArtworkS.AttachBody,
    run: async (p, caller, { params, body }) => p.artwork.attach(caller, params.orderNumber, params.itemNumber, body.reservationName),
  },
];
