// The partner API's areas, in one list: the hosts register each area's routes
// with its services (src/app/routes.ts), and the MCP tool registry reads the
// same list for the routes its tools call (src/mcp/tools.ts). An area's
// routes are a synchronous function of the app and its services, so a new
// partner route in an existing area needs no line here.
import type { FastifyInstance } from 'fastify';
import { artworkRoutes } from '../artwork/routes.ts';
import type { ArtworkService } from '../artwork/service.ts';
import { catalogRoutes } from '../catalog/routes.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CatalogWriteService } from '../catalog/writes/service.ts';
import { creditRoutes } from '../credit/routes.ts';
import type { CreditService } from '../credit/service.ts';
import { divisionsRoutes } from '../divisions/routes.ts';
import type { DivisionsService } from '../divisions/service.ts';
import { meRoutes } from '../identity/me-routes.ts';
import { proofRoutes } from '../orders/proofs/routes.ts';
import type { ProofsService } from '../orders/proofs/service.ts';
import { orderRoutes } from '../orders/routes.ts';
import type { OrdersService } from '../orders/service.ts';
import { shippingRoutes } from '../shipping/routes.ts';
import type { ShippingService } from '../shipping/service.ts';
import { sitesRoutes } from '../sites/routes.ts';
import type { SitesService } from '../sites/service.ts';
import { submissionRoutes } from '../submissions/routes.ts';
import type { SubmissionsService } from '../submissions/service.ts';
import { testHelperRoutes } from '../test-helpers/routes.ts';
import type { TestHelpersService } from '../test-helpers/service.ts';
import { usersRoutes } from '../users/routes.ts';
import type { UsersService } from '../users/service.ts';

/** The services the partner routes (and so the MCP tools) call. */
export interface PartnerServices {
  sites: SitesService;
  catalog: CatalogService;
  catalogWrites: CatalogWriteService;
  shipping: ShippingService;
  users: UsersService;
  divisions: DivisionsService;
  credit: CreditService;
  submissions: SubmissionsService;
  orders: OrdersService;
  proofs: ProofsService;
  artwork: ArtworkService;
  /** A sandbox's test helpers; null on any other environment, which then has none of their routes or tools. */
  testHelpers: TestHelpersService | null;
}

/** A partner area's routes, declared on an app with the services they call. */
export type AreaRoutes = (app: any, services: any) => void;

export interface PartnerArea {
  routes: AreaRoutes;
  /** The services the area's routes take, from the partner services. */
  services: (s: PartnerServices) => object;
  /** The sandbox's test helpers: registered, listed and callable only where `testHelpers` is set. */
  sandboxOnly?: true;
}

/** Every partner area, in the order the documents and the MCP tool list give their operations. */
export const PARTNER_AREAS: readonly PartnerArea[] = [
  { routes: meRoutes, services: () => ({}) },
  { routes: sitesRoutes, services: (s) => ({ sites: s.sites }) },
  { routes: catalogRoutes, services: (s) => ({ catalog: s.catalog, writes: s.catalogWrites }) },
  { routes: shippingRoutes, services: (s) => ({ shipping: s.shipping }) },
  { routes: usersRoutes, services: (s) => ({ users: s.users }) },
  { routes: divisionsRoutes, services: (s) => ({ divisions: s.divisions }) },
  { routes: creditRoutes, services: (s) => ({ credit: s.credit }) },
  { routes: submissionRoutes, services: (s) => ({ submissions: s.submissions }) },
  { routes: orderRoutes, services: (s) => ({ orders: s.orders }) },
  { routes: proofRoutes, services: (s) => ({ proofs: s.proofs }) },
  { routes: artworkRoutes, services: (s) => ({ artwork: s.artwork }) },
  { routes: testHelperRoutes, services: (s) => ({ helpers: s.testHelpers }), sandboxOnly: true },
];

/** Registers every partner area on `api` (a sandbox's helpers only where the services have them). */
export async function registerPartnerAreas(api: FastifyInstance, services: PartnerServices): Promise<void> {
  for (const area of PARTNER_AREAS) {
    if (area.sandboxOnly && !services.testHelpers) continue;
    await api.register(area.routes as never, area.services(services));
  }
}
