// Partners: the list with a search, onboarding, and one partner's page with
// its settings (tier, capabilities, enabled), grants, credentials,
// certificates, webhook endpoints and staff accounts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SCOPES } from '../../access/scopes.ts';
import { queryString, textParams, textQuery } from '../api.ts';
import { errorsOf, formOf, list, NO_ERRORS, numberOr, text, type FormErrors } from '../forms.ts';
import { apiFailure, CONSOLE_ROUTE, consoleRoute, page } from '../layout/render.ts';
import type { ApiFor, Path } from '../api.ts';
import { PartnerIdParams, PartnersQuery } from '../../partners/admin/schemas.ts';
import type { CertificatesAnswer, ClientsAnswer, EndpointsAnswer, Partner, PartnersPage, SitesAnswer, StaffAnswer } from '../answers.ts';
import { namesOf } from '../names.ts';

export const TIERS = ['trial', 'standard', 'enterprise'] as const;
export const AUTH_METHODS = ['IDP_M2M', 'MTLS'] as const;
const PARTNER_FIELDS = ['name', 'tier', 'authMethod', 'capabilities', 'siteIds', 'enabled'] as const;

type Row = Record<string, unknown>;
type P = Path<typeof PartnerIdParams>;
const PartnerPath = textParams(PartnerIdParams);
/** The partner page's own notices after a write (no admin route takes them). */
const PartnerNotices = textQuery(Type.Object({ created: Type.String(), saved: Type.String() }));

export const partnersPages: FastifyPluginAsyncTypebox<{ apiFor: ApiFor }> = async (app, { apiFor }) => {
  app.get('/console/partners', consoleRoute({ querystring: textQuery(PartnersQuery) }), async (request, reply) => {
    // Keyset-paged by the admin API (its search and cursor), never read whole.
    const q = (request.query.q ?? '').trim();
    const api = apiFor(request);
    const [res, names] = await Promise.all([
      api.get<PartnersPage>('/admin/partners', { q, cursor: request.query.cursor }),
      namesOf(api, { sites: true }),
    ]);
    if (res.status !== 200) return apiFailure(request, reply, res, 'partners');
    return page(request, reply, 'partners/list', {
      title: 'Partners',
      q: request.query.q ?? '',
      partners: res.body.partners,
      names,
      next: res.body.nextCursor ? `/console/partners${queryString({ q, cursor: res.body.nextCursor })}` : null,
      first: request.query.cursor ? `/console/partners${queryString({ q })}` : null,
    });
  });

  const onboarding = async (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
    form: Row,
    errors: FormErrors,
    status = 200,
  ) => {
    const sites = await apiFor(request).get<SitesAnswer>('/admin/sites');
    return page(
      request,
      reply,
      'partners/new',
      { title: 'Onboard a partner', form, errors, scopes: SCOPES, tiers: TIERS, authMethods: AUTH_METHODS, sites: sites.body.sites ?? [] },
      status,
    );
  };

  app.get('/console/partners/new', CONSOLE_ROUTE, async (request, reply) =>
    onboarding(request, reply, { tier: 'trial', authMethod: 'IDP_M2M', capabilities: [], siteIds: [] }, NO_ERRORS),
  );

  app.post('/console/partners', CONSOLE_ROUTE, async (request, reply) => {
    const form = formOf(request);
    const body = {
      name: text(form, 'name'),
      tier: text(form, 'tier') || undefined,
      authMethod: text(form, 'authMethod') || undefined,
      capabilities: list(form, 'capabilities'),
      siteIds: list(form, 'siteIds').map(numberOr),
    };
    const res = await apiFor(request).post<Partner>('/admin/partners', body);
    if (res.status !== 201 && res.status !== 200) {
      return onboarding(request, reply, { ...body, siteIds: list(form, 'siteIds') }, errorsOf(res, PARTNER_FIELDS), res.status);
    }
    return reply.redirect(`/console/partners/${res.body.partnerId}?created=1`, 303);
  });

  app.get('/console/partners/:partnerId', consoleRoute({ params: PartnerPath, querystring: PartnerNotices }), async (request, reply) =>
    partnerPage(apiFor, request, reply, { errors: NO_ERRORS }),
  );

  app.post('/console/partners/:partnerId', consoleRoute({ params: PartnerPath }), async (request, reply) => {
    const form = formOf(request);
    const body = {
      name: text(form, 'name'),
      tier: text(form, 'tier'),
      enabled: text(form, 'enabled') === 'true',
      capabilities: list(form, 'capabilities'),
    };
    const res = await apiFor(request).patch(`/admin/partners/${encodeURIComponent(request.params.partnerId)}`, body);
    if (res.status !== 200) return partnerPage(apiFor, request, reply, { errors: errorsOf(res, PARTNER_FIELDS), form: body }, res.status);
    return reply.redirect(`/console/partners/${encodeURIComponent(request.params.partnerId)}?saved=1`, 303);
  });
};

/** One partner's page; `section` errors are shown beside the form that failed. */
export async function partnerPage(
  apiFor: ApiFor,
  request: import('fastify').FastifyRequest<{ Params: P }>,
  reply: import('fastify').FastifyReply,
  state: { errors: FormErrors; section?: string; form?: Row; notice?: string },
  status = 200,
) {
  const api = apiFor(request);
  const id = encodeURIComponent(request.params.partnerId);
  const partner = await api.get<Partner>(`/admin/partners/${id}`);
  if (partner.status !== 200) return apiFailure(request, reply, partner, 'partner');
  const [sites, clients, certificates, endpoints, staff] = await Promise.all([
    api.get<SitesAnswer>('/admin/sites'),
    api.get<ClientsAnswer>(`/admin/partners/${id}/clients`),
    api.get<CertificatesAnswer>(`/admin/partners/${id}/certificates`),
    api.get<EndpointsAnswer>(`/admin/partners/${id}/webhook-endpoints`),
    api.get<StaffAnswer>(`/admin/partners/${id}/staff`),
  ]);
  const query = request.query as { created?: string; saved?: string };
  const notice = state.notice ?? (query.created ? 'Partner created.' : query.saved ? 'Saved.' : null);
  return page(
    request,
    reply,
    'partners/show',
    {
      title: partner.body.name,
      partner: partner.body,
      sites: sites.body.sites ?? [],
      clients: clients.body.clients ?? [],
      certificates: certificates.body.certificates ?? [],
      endpoints: endpoints.body.endpoints ?? [],
      staffAccounts: staff.body.staff ?? [],
      scopes: SCOPES,
      tiers: TIERS,
      notice,
      section: state.section ?? 'settings',
      errors: state.errors,
      form: state.form ?? {},
    },
    status,
  );
}
