// The write forms of a partner's page: grants, credentials (issue with the
// secret shown once, rotate, revoke), certificates, webhook endpoints and
// partner staff accounts. Each is one admin API call; a refusal re-renders
// the partner's page with the API's errors beside the form that failed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { confirmed, errorsOf, formOf, text } from '../forms.ts';
import { apiFailure, CONSOLE_ROUTE, page } from '../layout/render.ts';
import type { ApiFor } from '../api.ts';
import { partnerPage } from './routes.ts';

type P = { partnerId: string };
type Row = Record<string, unknown>;
const back = (partnerId: unknown, anchor: string) => `/console/partners/${encodeURIComponent(String(partnerId))}#${anchor}`;

export async function partnerSettingsPages(app: FastifyInstance, { apiFor }: { apiFor: ApiFor }): Promise<void> {
  const refused = (
    request: FastifyRequest<{ Params: P }>,
    reply: FastifyReply,
    res: { status: number; body: unknown },
    section: string,
    fields: readonly string[],
    form: Row,
  ) => partnerPage(apiFor, request, reply, { errors: errorsOf(res, fields), section, form }, res.status);

  /** A secret the API shows once: rendered on this response only, never stored, never cached. */
  const secretPage = (request: FastifyRequest, reply: FastifyReply, data: Row) =>
    page(request, reply, 'partners/secret', { title: 'Copy the secret now', ...data }, 201);

  app.post<{ Params: P }>('/console/partners/:partnerId/sites', CONSOLE_ROUTE, async (request, reply) => {
    const siteId = text(formOf(request), 'siteId');
    const res = await apiFor(request).put(
      `/admin/partners/${encodeURIComponent(request.params.partnerId)}/sites/${encodeURIComponent(siteId)}`,
      {},
    );
    if (res.status >= 300) return refused(request, reply, res, 'grants', ['siteId'], { siteId });
    return reply.redirect(back(request.params.partnerId, 'grants'), 303);
  });

  app.post<{ Params: P & { siteId: string } }>(
    '/console/partners/:partnerId/sites/:siteId/revoke',
    CONSOLE_ROUTE,
    async (request, reply) => {
      if (!confirmed(request, reply, `Revoke the grant of site ${request.params.siteId} from partner ${request.params.partnerId}?`))
        return reply;
      const res = await apiFor(request).delete(
        `/admin/partners/${encodeURIComponent(request.params.partnerId)}/sites/${encodeURIComponent(request.params.siteId)}`,
      );
      if (res.status >= 300) return refused(request, reply, res, 'grants', ['siteId'], {});
      return reply.redirect(back(request.params.partnerId, 'grants'), 303);
    },
  );

  app.post<{ Params: P }>('/console/partners/:partnerId/clients', CONSOLE_ROUTE, async (request, reply) => {
    const form = formOf(request);
    const label = text(form, 'label');
    const res = await apiFor(request).post<Row>(
      `/admin/partners/${encodeURIComponent(request.params.partnerId)}/clients`,
      label ? { label } : {},
    );
    if (res.status !== 201) return refused(request, reply, res, 'clients', ['label'], { label });
    return secretPage(request, reply, {
      kind: 'credential',
      partnerId: request.params.partnerId,
      clientId: res.body.clientId,
      secret: res.body.clientSecret,
      rotates: text(form, 'rotates') || null,
    });
  });

  app.post<{ Params: P & { clientId: string } }>(
    '/console/partners/:partnerId/clients/:clientId/revoke',
    CONSOLE_ROUTE,
    async (request, reply) => {
      if (!confirmed(request, reply, `Revoke client ${request.params.clientId}? Its tokens stop working on their next request.`))
        return reply;
      const res = await apiFor(request).delete(`/admin/clients/${encodeURIComponent(request.params.clientId)}`);
      if (res.status >= 300) return refused(request, reply, res, 'clients', [], {});
      return reply.redirect(back(request.params.partnerId, 'credentials'), 303);
    },
  );

  app.post<{ Params: P }>('/console/partners/:partnerId/certificates', CONSOLE_ROUTE, async (request, reply) => {
    const form = formOf(request);
    const body = { pem: text(form, 'pem'), ...(text(form, 'label') && { label: text(form, 'label') }) };
    const res = await apiFor(request).post(`/admin/partners/${encodeURIComponent(request.params.partnerId)}/certificates`, body);
    if (res.status >= 300) return refused(request, reply, res, 'certificates', ['pem', 'label'], body);
    return reply.redirect(back(request.params.partnerId, 'certificates'), 303);
  });

  app.post<{ Params: { certificateId: string } }>('/console/certificates/:certificateId/state', CONSOLE_ROUTE, async (request, reply) => {
    const form = formOf(request);
    const res = await apiFor(request).patch(`/admin/certificates/${encodeURIComponent(request.params.certificateId)}`, {
      enabled: text(form, 'status') === 'enabled',
    });
    if (res.status >= 300) return apiFailure(request, reply, res, 'certificate');
    return reply.redirect(back(text(form, 'partnerId'), 'certificates'), 303);
  });

  app.post<{ Params: { certificateId: string } }>('/console/certificates/:certificateId/revoke', CONSOLE_ROUTE, async (request, reply) => {
    if (!confirmed(request, reply, `Revoke certificate ${request.params.certificateId} for good?`)) return reply;
    const res = await apiFor(request).post(`/admin/certificates/${encodeURIComponent(request.params.certificateId)}/revoke`, {});
    if (res.status >= 300) return apiFailure(request, reply, res, 'certificate');
    return reply.redirect(back(text(formOf(request), 'partnerId'), 'certificates'), 303);
  });

  app.post<{ Params: P }>('/console/partners/:partnerId/webhook-endpoints', CONSOLE_ROUTE, async (request, reply) => {
    const form = formOf(request);
    const types = text(form, 'eventTypes')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const body = { url: text(form, 'url'), signed: text(form, 'signed') === 'true', ...(types.length && { eventTypes: types }) };
    const res = await apiFor(request).post<Row>(`/admin/partners/${encodeURIComponent(request.params.partnerId)}/webhook-endpoints`, body);
    if (res.status !== 201)
      return refused(request, reply, res, 'endpoints', ['url', 'eventTypes', 'signed'], {
        url: body.url,
        eventTypes: text(form, 'eventTypes'),
      });
    if (!res.body.signingSecret) return reply.redirect(back(request.params.partnerId, 'webhooks'), 303);
    return secretPage(request, reply, {
      kind: 'signing',
      partnerId: request.params.partnerId,
      endpointId: res.body.endpointId,
      secret: res.body.signingSecret,
    });
  });

  app.post<{ Params: { endpointId: string } }>('/console/webhook-endpoints/:endpointId/test', CONSOLE_ROUTE, async (request, reply) => {
    const res = await apiFor(request).post<Row>(`/admin/webhook-endpoints/${encodeURIComponent(request.params.endpointId)}/test`, {});
    if (res.status >= 300) return apiFailure(request, reply, res, 'webhook endpoint');
    const id = res.body.deliveryId;
    return reply.redirect(
      id
        ? `/console/webhooks/${encodeURIComponent(String(id))}`
        : `/console/webhooks?endpointId=${encodeURIComponent(request.params.endpointId)}`,
      303,
    );
  });

  app.post<{ Params: P }>('/console/partners/:partnerId/staff', CONSOLE_ROUTE, async (request, reply) => {
    const form = formOf(request);
    const body = { email: text(form, 'email'), password: text(form, 'password') };
    const res = await apiFor(request).post(`/admin/partners/${encodeURIComponent(request.params.partnerId)}/staff`, body);
    if (res.status >= 300) return refused(request, reply, res, 'staff', ['email', 'password'], { email: body.email });
    return reply.redirect(back(request.params.partnerId, 'staff'), 303);
  });

  app.post<{ Params: { staffId: string } }>('/console/staff/:staffId/state', CONSOLE_ROUTE, async (request, reply) => {
    const form = formOf(request);
    const enabled = text(form, 'enabled') === 'true';
    if (!enabled && !confirmed(request, reply, `Disable partner staff account ${request.params.staffId}?`)) return reply;
    const res = await apiFor(request).patch(`/admin/staff/${encodeURIComponent(request.params.staffId)}`, { enabled });
    if (res.status >= 300) return apiFailure(request, reply, res, 'staff account');
    return reply.redirect(back(text(form, 'partnerId'), 'staff'), 303);
  });
}
