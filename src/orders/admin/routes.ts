// Back-office routes of the order lifecycle: each handler calls one admin
// service method (audited there) and renders it.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { storefrontOrderInput, type OrdersAdminService } from './service.ts';
import type { LinesAdminService } from './lines-service.ts';
import type { ShipmentsAdminService } from './shipments-service.ts';
import type { PricingRulesService } from '../pricing/service.ts';
import { renderAdminOrder, renderAdminShipment, renderLineDetail, renderOrderRow, renderPlaced } from './render.ts';
import * as S from './schemas.ts';
import { problems, answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import * as EX from './examples.ts';
import { pricingAdminRoutes } from '../pricing/routes.ts';
import { renderPage } from '../../http/cursor.ts';
import type { Operation } from '../../access/permissions.ts';
import type { TSchema } from 'typebox';
import type { ErrorCode } from '../../errors/catalogue.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, write, resource } = adminDocs(['Orders']);
const line = resource(Answer.AdminOrderLine, EX.lineDetail);
const order = resource(Answer.AdminOrder, EX.order);
const bytes = (base64: string) => Buffer.from(base64, 'base64');

export const ordersAdminRoutes: FastifyPluginAsyncTypebox<{
  orders: OrdersAdminService;
  lines: LinesAdminService;
  shipments: ShipmentsAdminService;
  pricing: PricingRulesService;
}> = async (app, { orders, lines, shipments, pricing }) => {
  await app.register(pricingAdminRoutes, { pricing });

  app.get(
    '/admin/orders',
    operation(
      'ordersList',
      read(
        'Search orders, newest first: site, partner, partnerOrderId, status, placed between two days; keyset-paged',
        'The newest orders of every site, or of one, filtered by partner, partner order id, status and the days they were placed between; `nextCursor` pages on.',
        { response: { 200: answer(Answer.AdminOrderPage, EX.orderList) }, querystring: S.OrderListQuery },
      ),
    ),
    async ({ query: { cursor, limit, ...filters } }) =>
      renderPage('orders', await orders.search(filters, { cursor, limit }), renderOrderRow),
  );
  app.post(
    '/admin/orders',
    operation(
      'ordersPlace',
      write(
        'orders.place',
        'Place a storefront order with lines of the catalog',
        "Places a storefront order with lines of the catalog, priced as a partner's would be.",
        { response: { 201: answer(Answer.AdminPlacedOrder, EX.placed), ...problems('not_found') }, body: S.PlaceOrderBody },
      ),
    ),
    async (req, reply) =>
      reply.code(201).send(renderPlaced(await orders.placeStorefrontOrder(storefrontOrderInput(req.body), actorOf(req)))),
  );
  app.get(
    '/admin/orders/:orderNumber',
    operation(
      'ordersShow',
      order.read(
        'An order with every line, as staff see it',
        'An order with every line, including those hidden from partners, and its ship-to and bill-to addresses, as staff see it.',
        { params: S.OrderParams },
        'not_found',
      ),
    ),
    async (req) => renderAdminOrder(await orders.get(req.params.orderNumber)),
  );
  app.put(
    '/admin/orders/:orderNumber/status',
    operation(
      'ordersSetStatus',
      order.write(
        'orders.status',
        'Change the order status (announces order.status_changed)',
        "Changes the order status and announces `order.status_changed` to subscribed webhook endpoints. A status the order's shipments contradict is 409 `conflict`: CANCELLED while a shipment is not cancelled, RECEIVED or IN_PRODUCTION while one has shipped, PARTIALLY_SHIPPED or SHIPPED other than as the shipped lines make it.",
        { params: S.OrderParams, body: S.OrderStatusBody },
        'conflict',
        'not_found',
      ),
      { answers: { 200: 'The order, with its new status.' } },
    ),
    async (req) => renderAdminOrder(await orders.setStatus(req.params.orderNumber, req.body.status, actorOf(req))),
  );
  app.post(
    '/admin/orders/:orderNumber/internal-records',
    operation(
      'ordersAddInternalRecord',
      write(
        'orders.records',
        'Add an internal production record (rework or proof; never shown to partners)',
        'Adds an internal production record (rework or proof) to the order; partners never see it.',
        { response: { 201: answer(Answer.AdminInternalRecord, EX.internalRecord) }, params: S.OrderParams, body: S.InternalRecordBody },
      ),
    ),
    async (req, reply) => reply.code(201).send(await orders.addInternalRecord(req.params.orderNumber, req.body, actorOf(req))),
  );

  const linePath = '/admin/orders/:orderNumber/items/:itemNumber';
  /** An audited write to one line, with a body, that answers the line (200). */
  const editLine = <B extends TSchema>(operation: Operation, summary: string, description: string, body: B, ...codes: ErrorCode[]) =>
    line.write(operation, summary, description, { params: S.LineParams, body }, ...codes);
  /** The line a request names, as the lines service's first two arguments. */
  const at = (req: { params: { orderNumber: number; itemNumber: number } }) => [req.params.orderNumber, req.params.itemNumber] as const;
  app.get(
    linePath,
    operation(
      'ordersLineShow',
      line.read(
        'One line with its proof files, denial reasons, proof log and print files',
        'One line with its proof files, denial reasons, proof log and print files.',
        { params: S.LineParams },
      ),
    ),
    async (req) => renderLineDetail(await lines.detail(...at(req))),
  );
  app.patch(
    linePath,
    operation(
      'ordersLineUpdate',
      line.write(
        'orders.lines',
        'Set line flags: hidden, problem, reorder, backorder, shippable, digital delivery, note, dates, site',
        'Sets line flags: hidden, problem, reorder, backorder, shippable, digital delivery, note, dates and site. `shippable: false` on a line that a shipment not cancelled carries (shipped or not) is 409 `order_item_on_shipment`: cancel the shipment first.',
        { params: S.LineParams, body: S.LinePatchBody },
        'order_item_on_shipment',
      ),
    ),
    async (req) => renderLineDetail(await lines.patch(...at(req), req.body, actorOf(req))),
  );
  app.put(
    `${linePath}/production-status`,
    operation(
      'ordersLineSetProductionStatus',
      editLine(
        'orders.lines',
        "Move the line's production status",
        "Moves the line's production status. A cancelled line is 409 `conflict`.",
        S.ProductionStatusBody,
        'conflict',
      ),
      { answers: { 200: 'The line, with its new production status.' } },
    ),
    async (req) => renderLineDetail(await lines.setProductionStatus(...at(req), req.body.productionStatus, actorOf(req))),
  );
  app.put(
    `${linePath}/proof-status`,
    operation(
      'ordersLineSetProofStatus',
      editLine(
        'orders.lines',
        'Set any proof status (or null)',
        'Sets any proof status on the line, or null. A cancelled line is 409 `conflict`.',
        S.ProofStatusBody,
        'conflict',
      ),
      { answers: { 200: 'The line, with its new proof status.' } },
    ),
    async (req) => renderLineDetail(await lines.setProofStatus(...at(req), req.body.proofStatus, actorOf(req))),
  );
  app.post(
    `${linePath}/cancel`,
    operation(
      'ordersLineCancel',
      write(
        'orders.cancel',
        'Cancel the line (announces order_line.cancelled)',
        'Cancels the line and announces `order_line.cancelled`. An already cancelled line is 409 `conflict`; a line that a shipment not cancelled carries (shipped or not) is 409 `order_item_on_shipment`: cancel the shipment first.',
        {
          response: {
            200: answer(Answer.AdminOrderLine, { ...EX.lineDetail, cancelled: true }),
            ...problems('conflict', 'order_item_on_shipment'),
          },
          params: S.LineParams,
        },
      ),
      { confirm: true },
    ),
    async (req) => renderLineDetail(await lines.cancel(...at(req), actorOf(req))),
  );
  app.post(
    `${linePath}/proof-files`,
    {
      bodyLimit: S.STAFF_FILE_BODY_LIMIT,
      ...operation(
        'ordersProofPublish',
        line.create(
          'orders.proofs',
          'Publish a proof revision (the line goes to PENDING_REVIEW)',
          "Publishes a proof revision on the line: the file becomes the active revision (earlier ones stay listed, inactive) and the line goes to PENDING_REVIEW (production PROOFING) for the partner to approve or decline. With `consumerVisible: false` the file is kept for staff only: the partner's proof read does not list it, it does not become the active revision, the revision the partner sees stays active, and the proof and production status do not move (the partner is never asked to decide on a proof it cannot see); the proof log records it. A cancelled line is 409 `conflict`.",
          { params: S.LineParams, body: S.ProofFileBody },
          'conflict',
        ),
      ),
    },
    async (req, reply) => {
      const { name, contentBase64, contentType, consumerVisible } = req.body;
      const detail = await lines.publishProof(
        ...at(req),
        { name, content: bytes(contentBase64), contentType: contentType ?? 'application/octet-stream', consumerVisible },
        actorOf(req),
      );
      return reply.code(201).send(renderLineDetail(detail));
    },
  );
  app.put(
    `${linePath}/proof-visual`,
    {
      bodyLimit: S.STAFF_FILE_BODY_LIMIT,
      ...operation(
        'ordersProofSetVisual',
        editLine(
          'orders.proofs',
          'Set the rendered preview behind visualUrl',
          'Sets the rendered preview the proof read signs as `visualUrl`. A cancelled line is 409 `conflict`.',
          S.VisualBody,
          'conflict',
        ),
        { answers: { 200: 'The line, with its new preview.' } },
      ),
    },
    async (req) => {
      const visual = { content: bytes(req.body.contentBase64), contentType: req.body.contentType ?? 'image/png' };
      return renderLineDetail(await lines.setVisual(...at(req), visual, actorOf(req)));
    },
  );
  app.put(
    `${linePath}/denial-reasons`,
    operation(
      'ordersProofSetReasons',
      editLine(
        'orders.proofs',
        'Set the denial reasons the line offers',
        'Sets the denial reason codes the line offers to a partner declining its proof. A cancelled line is 409 `conflict`.',
        S.DenialReasonsBody,
        'conflict',
      ),
      { answers: { 200: 'The line, with its new denial reasons.' } },
    ),
    async (req) => renderLineDetail(await lines.setDenialReasons(...at(req), req.body.reasons, actorOf(req))),
  );
  app.post(
    '/admin/proof-files/:fileId/archive',
    operation(
      'ordersProofArchive',
      line.write(
        'orders.proofs',
        'Archive a proof file (still listed; its link reads null)',
        'Archives a proof file: it stays listed, and its link reads null.',
        { params: S.ProofFileParams },
        'not_found',
      ),
      { confirm: true },
    ),
    async (req) => renderLineDetail(await lines.archiveProofFile(req.params.fileId, actorOf(req))),
  );

  app.get(
    '/admin/orders/:orderNumber/shipments',
    operation(
      'ordersShipmentsList',
      read("The order's shipments", "The order's shipments, cancelled ones included.", {
        response: { 200: answer(Answer.AdminShipmentList, EX.shipments) },
        params: S.OrderParams,
      }),
    ),
    async (req) => ({ shipments: (await shipments.list(req.params.orderNumber)).map(renderAdminShipment) }),
  );
  app.post(
    '/admin/orders/:orderNumber/shipments',
    operation(
      'ordersShipmentCreate',
      write(
        'orders.shipments',
        'Create a shipment carrying lines of the order',
        "Creates a shipment carrying lines of the order, each with a quantity (default: what is left of the line). A line's quantities on shipments that are not cancelled never exceed the line's quantity: more is 409 `order_item_quantity_exceeded`. A cancelled or unshippable line, or a cancelled order, is 409 `conflict`.",
        {
          response: {
            201: answer(Answer.AdminShipment, { ...EX.shipment, trackingNumber: null, shippedOn: null }),
            ...problems('conflict', 'order_item_quantity_exceeded'),
          },
          params: S.OrderParams,
          body: S.NewShipmentBody,
        },
      ),
    ),
    async (req, reply) => reply.code(201).send(renderAdminShipment(await shipments.create(req.params.orderNumber, req.body, actorOf(req)))),
  );
  app.post(
    '/admin/shipments/:shipmentNumber/ship',
    operation(
      'ordersShipmentShip',
      write(
        'orders.shipments',
        'Ship a shipment (announces shipment.shipped)',
        'Ships a shipment with its tracking and announces `shipment.shipped`. A cancelled or already shipped shipment, one carrying a line since cancelled or made unshippable, or one of a cancelled order, is 409 `conflict`.',
        {
          response: { 200: answer(Answer.AdminShipment, EX.shipment), ...problems('conflict', 'not_found') },
          params: S.ShipmentParams,
          body: S.ShipBody,
        },
      ),
    ),
    async (req) => renderAdminShipment(await shipments.ship(req.params.shipmentNumber, req.body, actorOf(req))),
  );
  app.post(
    '/admin/shipments/:shipmentNumber/cancel',
    operation(
      'ordersShipmentCancel',
      write(
        'orders.shipments',
        'Cancel a shipment (announces shipment.cancelled)',
        'Cancels a shipment and announces `shipment.cancelled`. An already cancelled one is 409 `conflict`.',
        {
          response: { 200: answer(Answer.AdminShipment, { ...EX.shipment, cancelled: true }), ...problems('conflict') },
          params: S.ShipmentParams,
        },
      ),
      { confirm: true },
    ),
    async (req) => renderAdminShipment(await shipments.cancel(req.params.shipmentNumber, actorOf(req))),
  );
};
