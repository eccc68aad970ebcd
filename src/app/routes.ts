// The one registration list: every route plugin of the back office, and the
// partner API's areas (their list, src/partner-api/areas.ts, is shared with
// the MCP tool registry), each given the services it calls, in the order the
// OpenAPI documents list them. Adding a route to an existing plugin needs
// nothing here; a new plugin is one line in one of these lists.
import type { FastifyInstance } from 'fastify';
import { auditAdminRoutes } from '../audit/admin/routes.ts';
import { catalogAdminRoutes } from '../catalog/admin/routes.ts';
import { creditAdminRoutes } from '../credit/admin/routes.ts';
import { divisionsAdminRoutes } from '../divisions/admin/routes.ts';
import { webhooksAdminRoutes } from '../events/webhooks/admin/routes.ts';
import { certificatesAdminRoutes } from '../identity/mtls/admin/routes.ts';
import { staffAdminRoutes } from '../identity/signin/admin/routes.ts';
import { signinClientsAdminRoutes } from '../identity/signin/clients/routes.ts';
import { registerPartnerAreas, type PartnerServices } from '../partner-api/areas.ts';
import { mcpRoutes } from '../mcp/routes.ts';
import { metaRoutes } from '../meta/routes.ts';
import { ordersAdminRoutes } from '../orders/admin/routes.ts';
import { orderTimelineRoutes } from '../orders/admin/timeline/routes.ts';
import { partnersAdminRoutes } from '../partners/admin/routes.ts';
import { shippingAdminRoutes } from '../shipping/admin/routes.ts';
import { sitesAdminRoutes } from '../sites/admin/routes.ts';
import { submissionAdminRoutes } from '../submissions/admin/routes.ts';
import { usersAdminRoutes } from '../users/admin/routes.ts';
import { workerAdminRoutes } from '../jobs/admin/routes.ts';
import { cliServiceRoute } from './cli/service-route.ts';
import { usageAdminRoutes } from '../partners/usage/routes.ts';
import { retentionAdminRoutes } from '../retention/admin/routes.ts';
import { teamAdminRoutes } from '../team/admin/routes.ts';
import type { Platform } from './platform.ts';
import { serviceVersion } from './wiring/logging.ts';

/** The partner services, as the partner routes and the MCP tools receive them. */
export function partnerServices(platform: Platform): PartnerServices {
  return {
    sites: platform.sites,
    catalog: platform.catalog.reads,
    catalogWrites: platform.catalog.writes,
    shipping: platform.shipping,
    users: platform.people.users,
    divisions: platform.people.divisions,
    credit: platform.people.credit,
    submissions: platform.submissions.service,
    orders: platform.orders.reads,
    proofs: platform.orders.proofs,
    artwork: platform.orders.artwork,
    testHelpers: platform.config.kind === 'sandbox' ? platform.orders.testHelpers : null,
  };
}

/** Every authenticated partner route (bearer and mTLS hosts alike). */
export async function registerPartnerRoutes(api: FastifyInstance, platform: Platform): Promise<void> {
  const s = partnerServices(platform);
  await api.register(metaRoutes, { clock: platform.clock, requireCredential: false });
  await registerPartnerAreas(api, s);
  await api.register(mcpRoutes, {
    services: s,
    baseUrl: platform.config.publicBaseUrl,
    allowedOrigins: platform.config.mcpAllowedOrigins,
    version: serviceVersion(),
  });
}

/** Every back-office route. */
/** Every back-office route; `cliSecret` is this start's secret for the CLI beside the service (null: the admin token only). */
export async function registerAdminRoutes(app: FastifyInstance, platform: Platform, options: { cliSecret: string | null }): Promise<void> {
  const { admin, people, orders } = platform;
  await app.register(sitesAdminRoutes, { sites: admin.sites });
  await app.register(partnersAdminRoutes, { partners: admin.partners });
  await app.register(auditAdminRoutes, { audit: admin.audit });
  await app.register(catalogAdminRoutes, { catalog: platform.catalog.admin });
  await app.register(shippingAdminRoutes, { shipping: admin.shipping });
  await app.register(usersAdminRoutes, { users: admin.users, rules: people.admin.segmentRules });
  await app.register(divisionsAdminRoutes, { divisions: people.admin.divisions });
  await app.register(creditAdminRoutes, { credit: people.admin.credit });
  await app.register(webhooksAdminRoutes, { webhooks: platform.webhooks.admin });
  await app.register(submissionAdminRoutes, { admin: platform.submissions.admin });
  await app.register(workerAdminRoutes, { pause: platform.submissions.pause });
  await app.register(cliServiceRoute, { platform, cliSecret: options.cliSecret });
  await app.register(ordersAdminRoutes, { ...orders.admin });
  await app.register(orderTimelineRoutes, { db: platform.db });
  await app.register(certificatesAdminRoutes, { certificates: admin.certificates });
  await app.register(staffAdminRoutes, { staff: admin.staff });
  await app.register(signinClientsAdminRoutes, { clients: admin.signinClients });
  await app.register(usageAdminRoutes, { usage: platform.usage.service });
  await app.register(retentionAdminRoutes, { retention: platform.retention.service });
  await app.register(teamAdminRoutes, { ...platform.team });
}
