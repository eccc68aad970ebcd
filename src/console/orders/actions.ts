// The write forms of an order's page: status, proofs (publish a revision, the
// reasons offered), line cancellation, shipments (create, ship, cancel). Each
// is one admin API call; a refusal re-renders the order with its errors.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorsOf, formOf, MAX_UPLOAD, numberOr, text } from '../forms.ts';
import { confirmed, DIGITS, type Asks } from '../layout/confirm.ts';
import { apiFailure, consoleRoute } from '../layout/render.ts';
import { textParams, type ApiFor, type ConsoleSession, type Path } from '../api.ts';
import { LineParams, OrderParams, ShipmentParams } from '../../orders/admin/schemas.ts';
import type { Shipment } from '../answers.ts';
import { orderPage } from './routes.ts';
import { withNotice } from '../notices.ts';

type O = Path<typeof OrderParams>;
type L = Path<typeof LineParams>;
const orderRoute = consoleRoute({ params: textParams(OrderParams) });
const lineRoute = consoleRoute({ params: textParams(LineParams) });
const shipmentRoute = consoleRoute({ params: textParams(ShipmentParams) });
/** A file field of a multipart form, as the console's parser (plugin.ts) hands it over. */
interface Upload {
  name: string;
  type: string;
  content: Buffer;
}

export const orderActionPages: FastifyPluginAsyncTypebox<{ apiFor: ApiFor; session: ConsoleSession; asks: Asks }> = async (
  app,
  { apiFor, session, asks },
) => {
  /** The order's page, showing `words` once (notices.ts). */
  const done = (request: FastifyRequest, orderNumber: unknown, words: string, anchor = '') =>
    withNotice(session, request, `/console/orders/${encodeURIComponent(String(orderNumber))}`, words, anchor);
  const refused = (
    request: FastifyRequest<{ Params: O }>,
    reply: FastifyReply,
    res: { status: number; body: unknown },
    section: string,
    fields: readonly string[],
    form: Record<string, unknown>,
  ) => orderPage(apiFor, request, reply, request.params.orderNumber, { errors: errorsOf(res, fields), section, form }, res.status);
  const path = (p: L) => `/admin/orders/${encodeURIComponent(p.orderNumber)}/items/${encodeURIComponent(p.itemNumber)}`;

  app.post('/console/orders/:orderNumber/status', orderRoute, async (request, reply) => {
    const status = text(formOf(request), 'status');
    const res = await apiFor(request).put(`/admin/orders/${encodeURIComponent(request.params.orderNumber)}/status`, { status });
    if (res.status >= 300) return refused(request, reply, res, 'order', ['status'], { status });
    return reply.redirect(await done(request, request.params.orderNumber, `Status set to ${status}.`), 303);
  });

  app.post('/console/orders/:orderNumber/items/:itemNumber/proofs', { ...lineRoute, bodyLimit: MAX_UPLOAD }, async (request, reply) => {
    const body = (request.body ?? {}) as { file?: Upload | string; consumerVisible?: string };
    const file = typeof body.file === 'object' ? body.file : null;
    // An unchecked box posts nothing: the form shows it checked, so its absence is staff's choice to hide the file.
    const consumerVisible = body.consumerVisible === 'true';
    const res = await apiFor(request).post(`${path(request.params)}/proof-files`, {
      name: file?.name ?? '',
      contentBase64: file ? file.content.toString('base64') : '',
      ...(file?.type && { contentType: file.type }),
      consumerVisible,
    });
    if (res.status >= 300)
      return refused(request, reply, res, `line-${request.params.itemNumber}`, ['name', 'contentBase64', 'contentType'], {
        consumerVisible: String(consumerVisible),
      });
    return reply.redirect(
      await done(
        request,
        request.params.orderNumber,
        consumerVisible
          ? `Proof published for item ${request.params.itemNumber}: the partner is asked to review it.`
          : `Proof file kept for staff on item ${request.params.itemNumber}: hidden from the partner, nothing asked of it.`,
        `#line-${request.params.itemNumber}`,
      ),
      303,
    );
  });

  app.post('/console/orders/:orderNumber/items/:itemNumber/reasons', lineRoute, async (request, reply) => {
    const raw = text(formOf(request), 'reasons');
    const reasons = raw
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const at = line.indexOf(':');
        return at < 0 ? { code: line, description: line } : { code: line.slice(0, at).trim(), description: line.slice(at + 1).trim() };
      });
    const res = await apiFor(request).put(`${path(request.params)}/denial-reasons`, { reasons });
    if (res.status >= 300) return refused(request, reply, res, `line-${request.params.itemNumber}`, ['reasons'], { reasons: raw });
    return reply.redirect(
      await done(
        request,
        request.params.orderNumber,
        `Reasons saved for item ${request.params.itemNumber}.`,
        `#line-${request.params.itemNumber}`,
      ),
      303,
    );
  });

  app.post('/console/orders/:orderNumber/items/:itemNumber/cancel', lineRoute, async (request, reply) => {
    const { orderNumber, itemNumber } = request.params;
    const question = `Cancel item ${itemNumber} of order ${orderNumber}? The partner is told.`;
    if (
      asks('ordersLineCancel') &&
      !(await confirmed(request, reply, { question, back: `/console/orders/${encodeURIComponent(orderNumber)}#line-${itemNumber}` }))
    )
      return reply;
    const res = await apiFor(request).post(`${path(request.params)}/cancel`, {});
    if (res.status >= 300) return refused(request, reply, res, `line-${request.params.itemNumber}`, [], {});
    return reply.redirect(await done(request, request.params.orderNumber, `Item ${request.params.itemNumber} cancelled.`), 303);
  });

  app.post('/console/orders/:orderNumber/shipments', orderRoute, async (request, reply) => {
    const form = formOf(request);
    const lines = Object.keys(form)
      .filter((name) => /^qty_\d+$/.test(name) && text(form, name) !== '' && text(form, name) !== '0')
      .map((name) => ({ itemNumber: Number(name.slice(4)), quantity: numberOr(text(form, name)) }));
    const body = {
      lines,
      ...Object.fromEntries(
        (['carrier', 'service', 'trackingNumber'] as const).filter((f) => text(form, f)).map((f) => [f, text(form, f)]),
      ),
    };
    const res = await apiFor(request).post<Shipment>(`/admin/orders/${encodeURIComponent(request.params.orderNumber)}/shipments`, body);
    if (res.status >= 300) return refused(request, reply, res, 'shipments', ['carrier', 'service', 'trackingNumber', 'lines'], form);
    return reply.redirect(
      await done(request, request.params.orderNumber, `Shipment ${res.body.shipmentNumber} created.`, '#shipments'),
      303,
    );
  });

  // Shipping takes what the shipment left with (carrier, service, tracking number: the admin API's ship body);
  // a field left empty keeps what the shipment was created with.
  const SHIP_FIELDS = ['carrier', 'service', 'trackingNumber'] as const;
  for (const action of ['ship', 'cancel'] as const) {
    app.post(`/console/shipments/:shipmentNumber/${action}`, shipmentRoute, async (request, reply) => {
      const form = formOf(request);
      const orderNumber = text(form, 'orderNumber');
      const { shipmentNumber } = request.params;
      if (asks(action === 'cancel' ? 'ordersShipmentCancel' : 'ordersShipmentShip')) {
        const question = `Cancel shipment ${shipmentNumber}? The partner is told.`;
        const cancel = DIGITS.test(orderNumber) ? `/console/orders/${orderNumber}#shipments` : '/console/orders';
        if (!(await confirmed(request, reply, { question, back: cancel, fields: { orderNumber: DIGITS } }))) return reply;
      }
      const body = action === 'ship' ? Object.fromEntries(SHIP_FIELDS.filter((f) => text(form, f)).map((f) => [f, text(form, f)])) : {};
      const res = await apiFor(request).post<Shipment>(`/admin/shipments/${encodeURIComponent(shipmentNumber)}/${action}`, body);
      if (res.status >= 300) {
        if (!DIGITS.test(orderNumber)) return apiFailure(request, reply, res, 'shipment');
        return orderPage(
          apiFor,
          request,
          reply,
          orderNumber,
          { errors: errorsOf(res, [...SHIP_FIELDS]), section: `shipment-${shipmentNumber}`, form },
          res.status,
        );
      }
      const what = action === 'ship' ? `shipped${res.body.carrier ? ` with ${res.body.carrier}` : ''}` : 'cancelled';
      return reply.redirect(await done(request, orderNumber, `Shipment ${shipmentNumber} ${what}.`, '#timeline'), 303);
    });
  }
};
