// Back-office routes of the order lifecycle: each handler calls one admin
// service method (audited there) and renders it.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OrdersAdminService } from './service.ts';
import type { LinesAdminService } from './lines-service.ts';
import type { ShipmentsAdminService } from './shipments-service.ts';
import type { PricingRulesService } from '../pricing/service.ts';
import { renderAdminOrder, renderAdminShipment, renderLineDetail, renderOrderRow, renderPlaced } from './render.ts';
import * as S from './schemas.ts';
import { adminDocs, problems, answer } from '../../http/schema-helpers.ts';
import * as Answer from './answers.ts';
import * as EX from './examples.ts';
import { pricingAdminRoutes } from '../pricing/routes.ts';

const { read, write } = adminDocs(['Orders']);
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
    read(
      'Search orders, newest first: site, partner, partnerOrderId, status, placed between two days; keyset-paged',
      'The newest orders of every site, or of one, filtered by partner, partner order id, status and the days they were placed between; `nextCursor` pages on.',
      {
        response: { 200: answer(Answer.AdminOrderPage, EX.orderList) },
        querystring: S.OrderListQuery,
      },
    ),
    async (req) => {
      const { cursor, limit, ...filters } = req.query;
      const page = await orders.search(filters, { cursor, limit });
      return { orders: page.items.map(renderOrderRow), nextCursor: page.nextCursor };
    },
  );
  app.post(
    '/admin/orders',
    write(
      'orders.place',
      'Place a storefront order with lines of the catalog',
      "Places a storefront order with lines of the catalog, priced as a partner's would be.",
      {
        response: { 201: answer(Answer.AdminPlacedOrder, EX.placed), ...problems('not_found') },
        body: S.PlaceOrderBody,
      },
    ),
    async (req, reply) => {
      const { shippingMethod, shippingPrice, placedOn, ...rest } = req.body;
      const placed = await orders.placeStorefrontOrder(
        {
          ...rest,
          orderingUserId: rest.orderingUserId ?? null,
          shipping: { method: shippingMethod ?? null, price: shippingPrice ?? null },
          placedOn: placedOn ? new Date(placedOn) : undefined,
        },
        actorOf(req),
      );
      return reply.code(201).send(renderPlaced(placed));
    },
  );
  app.get(
    '/admin/orders/:orderNumber',
    read(
      'An order with every line, as staff see it',
      'An order with every line, including those hidden from partners, and its ship-to and bill-to addresses, as staff see it.',
      {
        response: { 200: answer(Answer.AdminOrder, EX.order), ...problems('not_found') },
        params: S.OrderParams,
      },
    ),
    async (req) => renderAdminOrder(await orders.get(req.params.orderNumber)),
  );
  app.put(
    '/admin/orders/:orderNumber/status',
    write(
      'orders.status',
      'Change the order status (announces order.status_changed)',
      'Changes the order status and announces `order.status_changed` to subscribed webhook endpoints.',
      {
        response: { 200: answer(Answer.AdminOrder, EX.order), ...problems('not_found') },
        params: S.OrderParams,
        body: S.OrderStatusBody,
      },
    ),
    async (req) => renderAdminOrder(await orders.setStatus(req.params.orderNumber, req.body.status, actorOf(req))),
  );
  app.post(
    '/admin/orders/:orderNumber/internal-records',
    write(
      'orders.records',
      'Add an internal production record (rework or proof; never shown to partners)',
      'Adds an internal production record (rework or proof) to the order; partners never see it.',
      {
        response: { 201: answer(Answer.AdminInternalRecord, EX.internalRecord) },
        params: S.OrderParams,
        body: S.InternalRecordBody,
      },
    ),
    async (req, reply) => reply.code(201).send(await orders.addInternalRecord(req.params.orderNumber, req.body, actorOf(req))),
  );

  const line = '/admin/orders/:orderNumber/items/:itemNumber';
  app.get(
    line,
    read(
      'One line with its proof files, denial reasons, proof log and print files',
      'One line with its proof files, denial reasons, proof log and print files.',
      {
        response: { 200: answer(Answer.AdminOrderLine, EX.lineDetail) },
        params: S.LineParams,
      },
    ),
    async (req) => renderLineDetail(await lines.detail(req.params.orderNumber, req.params.itemNumber)),
  );
  app.patch(
    line,
    write(
      'orders.lines',
      'Set line flags: hidden, problem, reorder, backorder, shippable, digital delivery, note, dates, site',
      'Sets line flags: hidden, problem, reorder, backorder, shippable, digital delivery, note, dates and site.',
      {
        response: { 200: answer(Answer.AdminOrderLine, EX.lineDetail) },
        params: S.LineParams,
        body: S.LinePatchBody,
      },
    ),
    async (req) => renderLineDetail(await lines.patch(req.params.orderNumber, req.params.itemNumber, req.body, actorOf(req))),
  );
  app.put(
    `${line}/production-status`,
    write('orders.lines', "Move the line's production status", "Moves the line's production status.", {
      response: { 200: answer(Answer.AdminOrderLine, EX.lineDetail) },
      params: S.LineParams,
      body: S.ProductionStatusBody,
    }),
    async (req) =>
      renderLineDetail(
        await lines.setProductionStatus(req.params.orderNumber, req.params.itemNumber, req.body.productionStatus, actorOf(req)),
      ),
  );
  app.put(
    `${line}/proof-status`,
    write('orders.lines', 'Set any proof status (or null)', 'Sets any proof status on the line, or null.', {
      response: { 200: answer(Answer.AdminOrderLine, EX.lineDetail) },
      params: S.LineParams,
      body: S.ProofStatusBody,
    }),
    async (req) =>
      renderLineDetail(await lines.setProofStatus(req.params.orderNumber, req.params.itemNumber, req.body.proofStatus, actorOf(req))),
  );
  app.post(
    `${line}/cancel`,
    write(
      'orders.cancel',
      'Cancel the line (announces order_line.cancelled)',
      'Cancels the line and announces `order_line.cancelled`. An already cancelled line is 409 `conflict`.',
      {
        response: { 200: answer(Answer.AdminOrderLine, { ...EX.lineDetail, cancelled: true }), ...problems('conflict') },
        params: S.LineParams,
      },
    ),
    async (req) => renderLineDetail(await lines.cancel(req.params.orderNumber, req.params.itemNumber, actorOf(req))),
  );
  app.post(
    `${line}/proof-files`,
    write(
      'orders.proofs',
      'Publish a proof revision (the line goes to PENDING_REVIEW)',
      'Publishes a proof revision on the line, which goes to PENDING_REVIEW for the partner to approve or decline.',
      {
        response: { 201: answer(Answer.AdminOrderLine, EX.lineDetail) },
        params: S.LineParams,
        body: S.ProofFileBody,
      },
    ),
    async (req, reply) => {
      const { name, contentBase64, contentType, consumerVisible } = req.body;
      const detail = await lines.publishProof(
        req.params.orderNumber,
        req.params.itemNumber,
        { name, content: bytes(contentBase64), contentType: contentType ?? 'application/octet-stream', consumerVisible },
        actorOf(req),
      );
      return reply.code(201).send(renderLineDetail(detail));
    },
  );
  app.put(
    `${line}/proof-visual`,
    write('orders.proofs', 'Set the rendered preview behind visualUrl', 'Sets the rendered preview the proof read signs as `visualUrl`.', {
      response: { 200: answer(Answer.AdminOrderLine, EX.lineDetail) },
      params: S.LineParams,
      body: S.VisualBody,
    }),
    async (req) =>
      renderLineDetail(
        await lines.setVisual(
          req.params.orderNumber,
          req.params.itemNumber,
          { content: bytes(req.body.contentBase64), contentType: req.body.contentType ?? 'image/png' },
          actorOf(req),
        ),
      ),
  );
  app.put(
    `${line}/denial-reasons`,
    write(
      'orders.proofs',
      'Set the denial reasons the line offers',
      'Sets the denial reason codes the line offers to a partner declining its proof.',
      {
        response: { 200: answer(Answer.AdminOrderLine, EX.lineDetail) },
        params: S.LineParams,
        body: S.DenialReasonsBody,
      },
    ),
    async (req) =>
      renderLineDetail(await lines.setDenialReasons(req.params.orderNumber, req.params.itemNumber, req.body.reasons, actorOf(req))),
  );
  app.post(
    '/admin/proof-files/:fileId/archive',
    write(
      'orders.proofs',
      'Archive a proof file (still listed; its link reads null)',
      'Archives a proof file: it stays listed, and its link reads null.',
      {
        response: { 200: answer(Answer.AdminOrderLine, EX.lineDetail), ...problems('not_found') },
        params: S.ProofFileParams,
      },
    ),
    async (req) => renderLineDetail(await lines.archiveProofFile(String(req.params.fileId), actorOf(req))),
  );

  app.get(
    '/admin/orders/:orderNumber/shipments',
    read("The order's shipments", "The order's shipments, cancelled ones included.", {
      response: { 200: answer(Answer.AdminShipmentList, EX.shipments) },
      params: S.OrderParams,
    }),
    async (req) => ({
      shipments: (await shipments.list(req.params.orderNumber)).map(renderAdminShipment),
    }),
  );
  app.post(
    '/admin/orders/:orderNumber/shipments',
    write(
      'orders.shipments',
      'Create a shipment carrying lines of the order',
      "Creates a shipment carrying lines of the order, each with a quantity (default: what is left of the line). A line's quantities on shipments that are not cancelled never exceed the line's quantity: more is 409 `order_item_quantity_exceeded`. A cancelled or unshippable line is 409 `conflict`.",
      {
        response: {
          201: answer(Answer.AdminShipment, { ...EX.shipment, trackingNumber: null, shippedOn: null }),
          ...problems('conflict', 'order_item_quantity_exceeded'),
        },
        params: S.OrderParams,
        body: S.NewShipmentBody,
      },
    ),
    async (req, reply) => reply.code(201).send(renderAdminShipment(await shipments.create(req.params.orderNumber, req.body, actorOf(req)))),
  );
  app.post(
    '/admin/shipments/:shipmentNumber/ship',
    write(
      'orders.shipments',
      'Ship a shipment (announces shipment.shipped)',
      'Ships a shipment with its tracking and announces `shipment.shipped`. A cancelled or already shipped shipment is 409 `conflict`.',
      {
        response: { 200: answer(Answer.AdminShipment, EX.shipment), ...problems('conflict', 'not_found') },
        params: S.ShipmentParams,
        body: S.ShipBody,
      },
    ),
    async (req) => renderAdminShipment(await shipments.ship(req.params.shipmentNumber, req.body, actorOf(req))),
  );
  app.post(
    '/admin/shipments/:shipmentNumber/cancel',
    write(
      'orders.shipments',
      'Cancel a shipment (announces shipment.cancelled)',
      'Cancels a shipment and announces `shipment.cancelled`. An already cancelled one is 409 `conflict`.',
      {
        response: { 200: answer(Answer.AdminShipment, { ...EX.shipment, cancelled: true }), ...problems('conflict') },
        params: S.ShipmentParams,
      },
    ),
    async (req) => renderAdminShipment(await shipments.cancel(req.params.shipmentNumber, actorOf(req))),
  );
};
