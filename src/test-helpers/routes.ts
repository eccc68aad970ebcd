// Partner API, sandbox only: the test helpers (`/v1/test-helpers/…`). Each
// stands in for one staff action of the order lifecycle on the partner's own
// orders, under its credential, the orders write scope and its tenancy; the
// host registers them only when the environment is a sandbox (elsewhere
// their paths answer like any unknown path and no document lists them).
import { callerOf } from '../access/tenancy.ts';
import { problems } from '../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../http/operations/docs.ts';
import { renderProof, ProofSchema } from '../orders/proofs/schemas.ts';
import { ORDERS_WRITE } from '../access/scopes.ts';
import {
  ItemParams,
  ItemSchema,
  OrderParams,
  OrderSchema,
  renderItem,
  renderOrder,
  renderShipment,
  ShipmentSchema,
} from '../orders/schemas.ts';
import * as S from './schemas.ts';
import type { TestHelpersService } from './service.ts';
import { operation, DESTRUCTIVE, WRITE, WRITE_IDEMPOTENT } from '../http/operations/operation.ts';

const { write } = partnerDocs(['Test helpers'], { write: ORDERS_WRITE });
const SANDBOX_ONLY = ' Sandbox only: on a production host this path answers like any unknown path.';
const ORDER = '/v1/test-helpers/orders/:orderNumber';
const LINE = `${ORDER}/items/:itemNumber`;

export function testHelperRoutes(app: PartnerApp, { helpers }: { helpers: TestHelpersService }): void {
  app.put(
    `${ORDER}/status`,
    operation(
      'testHelpersSetOrderStatus',
      write(
        "Move the order's status (announces order.status_changed)",
        `Moves the order to \`status\`, as staff would, and announces \`order.status_changed\` to your webhook endpoints when it changes. Answers the order as \`GET /v1/orders/{orderNumber}\` now reads it. A status the order's shipments contradict is 409 \`test_helper_refused\`: CANCELLED while a shipment is not cancelled, RECEIVED or IN_PRODUCTION while one has shipped, PARTIALLY_SHIPPED or SHIPPED other than as the shipped lines make it.${SANDBOX_ONLY}`,
        {
          params: OrderParams,
          body: S.StatusBody,
          response: { 200: OrderSchema, ...problems('order_not_found', 'test_helper_refused') },
        },
      ),
      {
        mcp: { words: "Move the order's status (announces order.status_changed).", hints: WRITE_IDEMPOTENT },
        sdk: { bodyField: 'status' },
      },
    ),
    async (request) => {
      const caller = callerOf(request);
      return renderOrder(await helpers.setStatus(caller, request.params.orderNumber, request.body.status));
    },
  );

  app.put(
    `${LINE}/production-status`,
    operation(
      'testHelpersSetProductionStatus',
      write(
        "Move the line's production status",
        `Moves the line's \`productionStatus\` (null: out of production), as staff would. Answers the line as it now reads. A cancelled line is 409 \`order_item_cancelled\`.${SANDBOX_ONLY}`,
        {
          params: ItemParams,
          body: S.ProductionStatusBody,
          response: {
            200: ItemSchema,
            ...problems('order_item_cancelled', 'order_item_not_found', 'order_not_found', 'test_helper_refused'),
          },
        },
      ),
      { mcp: { words: "Move the line's production status.", hints: WRITE_IDEMPOTENT }, sdk: { bodyField: 'productionStatus' } },
    ),
    async (request) => {
      const { orderNumber, itemNumber } = request.params;
      return renderItem(await helpers.setProductionStatus(callerOf(request), orderNumber, itemNumber, request.body.productionStatus));
    },
  );

  app.post(
    `${LINE}/proof`,
    operation(
      'testHelpersPublishProof',
      write(
        'Publish a proof for review (the line goes to PENDING_REVIEW)',
        `Publishes a placeholder proof revision on the line, as staff would: \`proofStatus\` PENDING_REVIEW, production PROOFING, offering \`reasons\` to a decline. Then approve or decline it with the proof routes. Answers the proof as \`GET …/proof\` reads it. A cancelled line is 409 \`order_item_cancelled\`.${SANDBOX_ONLY}`,
        {
          params: ItemParams,
          body: S.ProofBody,
          response: {
            201: ProofSchema,
            ...problems('order_item_cancelled', 'order_item_not_found', 'order_not_found', 'test_helper_refused'),
          },
        },
      ),
      {
        mcp: {
          words: 'Publish a proof for review: the line goes to PENDING_REVIEW, to approve or decline with the proof tools.',
          hints: WRITE,
        },
      },
    ),
    async (request, reply) => {
      const { orderNumber, itemNumber } = request.params;
      const proof = await helpers.publishProof(callerOf(request), orderNumber, itemNumber, request.body);
      return reply.code(201).send(renderProof(proof));
    },
  );

  app.post(
    `${LINE}/cancel`,
    operation(
      'testHelpersCancelLine',
      write(
        'Cancel the line (announces order_line.cancelled)',
        `Cancels the line, as staff would, and announces \`order_line.cancelled\`; the order becomes CANCELLED when no line is left. An already cancelled line is 409 \`order_item_cancelled\`; a line that a shipment not cancelled carries (a shipped one included) is 409 \`order_item_on_shipment\`: cancel the shipment first.${SANDBOX_ONLY}`,
        {
          params: ItemParams,
          body: S.EmptyBody,
          response: {
            200: ItemSchema,
            ...problems('order_item_cancelled', 'order_item_not_found', 'order_item_on_shipment', 'order_not_found', 'test_helper_refused'),
          },
        },
      ),
      { mcp: { words: 'Cancel the line (announces order_line.cancelled).', hints: DESTRUCTIVE } },
    ),
    async (request) => {
      const { orderNumber, itemNumber } = request.params;
      return renderItem(await helpers.cancelLine(callerOf(request), orderNumber, itemNumber));
    },
  );

  app.post(
    `${ORDER}/shipments`,
    operation(
      'testHelpersShip',
      write(
        'Ship lines of the order (announces shipment.shipped)',
        `Creates a shipment and ships it, as staff would, and announces \`shipment.shipped\`; the lines' \`shipped\` flags and the order's status follow. A cancelled line is 409 \`order_item_cancelled\`, more of a line than is left of it 409 \`order_item_quantity_exceeded\`; a line not shippable, nothing left to ship, or a cancelled order, is 409 \`test_helper_refused\`.${SANDBOX_ONLY}`,
        {
          params: OrderParams,
          body: S.ShipmentBody,
          response: {
            201: ShipmentSchema,
            ...problems(
              'order_item_cancelled',
              'order_item_not_found',
              'order_item_quantity_exceeded',
              'order_not_found',
              'test_helper_refused',
            ),
          },
        },
      ),
      {
        mcp: {
          words: 'Create and ship a shipment: the lines named, or everything left to ship (announces shipment.shipped).',
          hints: WRITE,
        },
      },
    ),
    async (request, reply) => {
      const shipment = await helpers.ship(callerOf(request), request.params.orderNumber, request.body);
      return reply.code(201).send(renderShipment(shipment));
    },
  );

  app.post(
    `${ORDER}/shipments/:shipmentNumber/cancel`,
    operation(
      'testHelpersCancelShipment',
      write(
        'Cancel a shipment (announces shipment.cancelled)',
        `Cancels the shipment, as staff would, and announces \`shipment.cancelled\`; the lines' \`shipped\` flags and the order's status follow. An already cancelled shipment is 409 \`test_helper_refused\`.${SANDBOX_ONLY}`,
        {
          params: S.ShipmentParams,
          body: S.EmptyBody,
          response: { 200: ShipmentSchema, ...problems('order_not_found', 'shipment_not_found', 'test_helper_refused') },
        },
      ),
      { mcp: { words: 'Cancel a shipment (announces shipment.cancelled).', hints: DESTRUCTIVE } },
    ),
    async (request) => {
      const { orderNumber, shipmentNumber } = request.params;
      return renderShipment(await helpers.cancelShipment(callerOf(request), orderNumber, shipmentNumber));
    },
  );
}
