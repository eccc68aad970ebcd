// The write forms of a partner's page: grants, credentials (issue with the
// secret shown once, rotate, revoke), certificates, webhook endpoints and
// partner staff accounts. Each is one admin API call; a refusal re-renders
// the partner's page with the API's errors beside the form that failed. A
// success redirects to a GET (POST/redirect/GET): a secret the API answers
// once is kept as a one-time note of the session and shown by
// GET /console/secrets/:noteId, once (a reload finds it gone, nothing is issued again).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorsOf, formOf, text } from '../forms.ts';
import { confirmed, DIGITS, type Asks } from '../layout/confirm.ts';
import { apiFailure, consoleRoute, page } from '../layout/render.ts';
import { NoteParams, textParams, type ApiFor, type ConsoleSession, type Path } from '../api.ts';
import { ClientIdParams, PartnerIdParams, PartnerSiteParams } from '../../partners/admin/schemas.ts';
import { CertificateIdParams } from '../../identity/mtls/admin/schemas.ts';
import { EndpointIdParams } from '../../events/webhooks/admin/schemas.ts';
import { StaffIdParams } from '../../identity/signin/admin/schemas.ts';
import type { Delivery, EndpointWithSecret, IssuedClient, Partner } from '../answers.ts';
import { partnerPage } from './routes.ts';

type P = Path<typeof PartnerIdParams>;
const partnerRoute = consoleRoute({ params: textParams(PartnerIdParams) });
const certificateRoute = consoleRoute({ params: textParams(CertificateIdParams) });
type Row = Record<string, unknown>;
const back = (partnerId: unknown, anchor: string) => `/console/partners/${encodeURIComponent(String(partnerId))}#${anchor}`;
/** The partner whose page a form of another resource returns to (a hidden field, validated). */
const PARTNER = { partnerId: DIGITS };

export const partnerSettingsPages: FastifyPluginAsyncTypebox<{ apiFor: ApiFor; session: ConsoleSession; asks: Asks }> = async (
  app,
  { apiFor, session, asks },
) => {
  const refused = (
    request: FastifyRequest<{ Params: P }>,
    reply: FastifyReply,
    res: { status: number; body: unknown },
    section: string,
    fields: readonly string[],
    form: Row,
  ) => partnerPage(apiFor, request, reply, { errors: errorsOf(res, fields), section, form }, res.status);

  /** A secret the API answers once: kept sealed for this session, shown by the GET the write redirects to. */
  const showOnce = async (request: FastifyRequest, reply: FastifyReply, data: Row) => {
    const note = await session.keepNote(request, data);
    // Signed out elsewhere meanwhile: the secret is shown to no one, so the credential is to be replaced.
    if (note === null)
      return session.signedOut(reply, 'Your session ended before the new secret could be shown: sign in, revoke it and issue another.');
    return reply.redirect(`/console/secrets/${note}`, 303);
  };

  app.get('/console/secrets/:noteId', consoleRoute({ params: NoteParams }), async (request, reply) => {
    const note = await session.takeNote(request, request.params.noteId);
    if (!note) return page(request, reply, 'partners/secret-gone', { title: 'Shown already' }, 410);
    const partner = await apiFor(request).get<Partner>(`/admin/partners/${encodeURIComponent(String(note.partnerId))}`);
    const partnerName = partner.status === 200 ? partner.body.name : null;
    return page(request, reply, 'partners/secret', { title: 'Copy the secret now', ...note, partnerName });
  });

  app.post('/console/partners/:partnerId/sites', partnerRoute, async (request, reply) => {
    const siteId = text(formOf(request), 'siteId');
    const res = await apiFor(request).put(
      `/admin/partners/${encodeURIComponent(request.params.partnerId)}/sites/${encodeURIComponent(siteId)}`,
      {},
    );
    if (res.status >= 300) return refused(request, reply, res, 'grants', ['siteId'], { siteId });
    return reply.redirect(back(request.params.partnerId, 'grants'), 303);
  });

  app.post(
    '/console/partners/:partnerId/sites/:siteId/revoke',
    consoleRoute({ params: textParams(PartnerSiteParams) }),
    async (request, reply) => {
      const { partnerId, siteId } = request.params;
      const question = `Revoke the grant of site ${siteId} from partner ${partnerId}?`;
      if (asks('partnersRevokeSite') && !(await confirmed(request, reply, { question, back: back(partnerId, 'grants') }))) return reply;
      const res = await apiFor(request).delete(
        `/admin/partners/${encodeURIComponent(request.params.partnerId)}/sites/${encodeURIComponent(request.params.siteId)}`,
      );
      if (res.status >= 300) return refused(request, reply, res, 'grants', ['siteId'], {});
      return reply.redirect(back(request.params.partnerId, 'grants'), 303);
    },
  );

  app.post('/console/partners/:partnerId/clients', partnerRoute, async (request, reply) => {
    const form = formOf(request);
    const label = text(form, 'label');
    const res = await apiFor(request).post<IssuedClient>(
      `/admin/partners/${encodeURIComponent(request.params.partnerId)}/clients`,
      label ? { label } : {},
    );
    if (res.status !== 201) return refused(request, reply, res, 'clients', ['label'], { label });
    return showOnce(request, reply, {
      kind: 'credential',
      partnerId: request.params.partnerId,
      clientId: res.body.clientId,
      secret: res.body.clientSecret,
      rotates: /^[a-z0-9]{1,64}$/.test(text(form, 'rotates')) ? text(form, 'rotates') : null,
    });
  });

  // The page's partner, and the client the admin route revokes.
  app.post(
    '/console/partners/:partnerId/clients/:clientId/revoke',
    consoleRoute({ params: textParams(PartnerIdParams, ClientIdParams) }),
    async (request, reply) => {
      const question = `Revoke client ${request.params.clientId}? Its tokens stop working on their next request.`;
      if (asks('clientsRevoke') && !(await confirmed(request, reply, { question, back: back(request.params.partnerId, 'credentials') })))
        return reply;
      const res = await apiFor(request).delete(`/admin/clients/${encodeURIComponent(request.params.clientId)}`);
      if (res.status >= 300) return refused(request, reply, res, 'clients', [], {});
      return reply.redirect(back(request.params.partnerId, 'credentials'), 303);
    },
  );

  app.post('/console/partners/:partnerId/certificates', partnerRoute, async (request, reply) => {
    const form = formOf(request);
    const body = { pem: text(form, 'pem'), ...(text(form, 'label') && { label: text(form, 'label') }) };
    const res = await apiFor(request).post(`/admin/partners/${encodeURIComponent(request.params.partnerId)}/certificates`, body);
    if (res.status >= 300) return refused(request, reply, res, 'certificates', ['pem', 'label'], body);
    return reply.redirect(back(request.params.partnerId, 'certificates'), 303);
  });

  app.post('/console/certificates/:certificateId/state', certificateRoute, async (request, reply) => {
    const form = formOf(request);
    const enabled = text(form, 'status') === 'enabled';
    const partnerId = text(form, 'partnerId');
    const question = `Disable certificate ${request.params.certificateId}? Calls presenting it are refused until it is enabled again.`;
    const cancel = DIGITS.test(partnerId) ? back(partnerId, 'certificates') : '/console/partners';
    if (
      asks('certificatesUpdate', { enabled }) &&
      !(await confirmed(request, reply, { question, back: cancel, fields: { ...PARTNER, status: /^disabled$/ } }))
    )
      return reply;
    const res = await apiFor(request).patch(`/admin/certificates/${encodeURIComponent(request.params.certificateId)}`, { enabled });
    if (res.status >= 300) return apiFailure(request, reply, res, 'certificate');
    return reply.redirect(back(text(form, 'partnerId'), 'certificates'), 303);
  });

  app.post('/console/certificates/:certificateId/revoke', certificateRoute, async (request, reply) => {
    const partnerId = text(formOf(request), 'partnerId');
    const question = `Revoke certificate ${request.params.certificateId} for good?`;
    const cancel = DIGITS.test(partnerId) ? back(partnerId, 'certificates') : '/console/partners';
    if (asks('certificatesRevoke') && !(await confirmed(request, reply, { question, back: cancel, fields: PARTNER }))) return reply;
    const res = await apiFor(request).post(`/admin/certificates/${encodeURIComponent(request.params.certificateId)}/revoke`, {});
    if (res.status >= 300) return apiFailure(request, reply, res, 'certificate');
    return reply.redirect(back(text(formOf(request), 'partnerId'), 'certificates'), 303);
  });

  app.post('/console/partners/:partnerId/webhook-endpoints', partnerRoute, async (request, reply) => {
    const form = formOf(request);
    const types = text(form, 'eventTypes')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const body = { url: text(form, 'url'), signed: text(form, 'signed') === 'true', ...(types.length && { eventTypes: types }) };
    const res = await apiFor(request).post<EndpointWithSecret>(
      `/admin/partners/${encodeURIComponent(request.params.partnerId)}/webhook-endpoints`,
      body,
    );
    if (res.status !== 201)
      return refused(request, reply, res, 'endpoints', ['url', 'eventTypes', 'signed'], {
        url: body.url,
        eventTypes: text(form, 'eventTypes'),
      });
    if (!res.body.signingSecret) return reply.redirect(back(request.params.partnerId, 'webhooks'), 303);
    return showOnce(request, reply, {
      kind: 'signing',
      partnerId: request.params.partnerId,
      endpointId: res.body.endpointId,
      secret: res.body.signingSecret,
    });
  });

  app.post(
    '/console/webhook-endpoints/:endpointId/test',
    consoleRoute({ params: textParams(EndpointIdParams) }),
    async (request, reply) => {
      const res = await apiFor(request).post<Delivery>(
        `/admin/webhook-endpoints/${encodeURIComponent(request.params.endpointId)}/test`,
        {},
      );
      if (res.status >= 300) return apiFailure(request, reply, res, 'webhook endpoint');
      const id = res.body.deliveryId;
      return reply.redirect(
        id ? `/console/webhooks/${id}` : `/console/webhooks?endpointId=${encodeURIComponent(request.params.endpointId)}`,
        303,
      );
    },
  );

  app.post('/console/partners/:partnerId/staff', partnerRoute, async (request, reply) => {
    const form = formOf(request);
    const body = { email: text(form, 'email'), password: text(form, 'password') };
    const res = await apiFor(request).post(`/admin/partners/${encodeURIComponent(request.params.partnerId)}/staff`, body);
    if (res.status >= 300) return refused(request, reply, res, 'staff', ['email', 'password'], { email: body.email });
    return reply.redirect(back(request.params.partnerId, 'staff'), 303);
  });

  app.post('/console/staff/:staffId/state', consoleRoute({ params: textParams(StaffIdParams) }), async (request, reply) => {
    const form = formOf(request);
    const enabled = text(form, 'enabled') === 'true';
    const partnerId = text(form, 'partnerId');
    const question = `Disable partner staff account ${request.params.staffId}?`;
    const cancel = DIGITS.test(partnerId) ? back(partnerId, 'staff') : '/console/partners';
    if (
      asks('staffUpdate', { enabled }) &&
      !(await confirmed(request, reply, { question, back: cancel, fields: { ...PARTNER, enabled: /^false$/ } }))
    )
      return reply;
    const res = await apiFor(request).patch(`/admin/staff/${encodeURIComponent(request.params.staffId)}`, { enabled });
    if (res.status >= 300) return apiFailure(request, reply, res, 'staff account');
    return reply.redirect(back(text(form, 'partnerId'), 'staff'), 303);
  });
};
