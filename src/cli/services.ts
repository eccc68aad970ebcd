// What the CLI's commands call: the back-office services, the same ones the
// admin API's routes receive, plus seeding the demo world. The assembly floor
// builds it (src/app/cli/services.ts); the commands never see the platform.
import type { AuditService } from '../audit/service.ts';
import type { CatalogAdminService } from '../catalog/admin/service.ts';
import type { CreditAdminService } from '../credit/admin/service.ts';
import type { DivisionsAdminService } from '../divisions/admin/service.ts';
import type { WebhooksAdminService } from '../events/webhooks/admin/service.ts';
import type { CertificatesService } from '../identity/mtls/admin/service.ts';
import type { StaffService } from '../identity/signin/admin/service.ts';
import type { SigninClientsService } from '../identity/signin/clients/service.ts';
import type { WorkerPauseService } from '../jobs/pause.ts';
import type { LinesAdminService } from '../orders/admin/lines-service.ts';
import type { OrdersAdminService } from '../orders/admin/service.ts';
import type { ShipmentsAdminService } from '../orders/admin/shipments-service.ts';
import type { PricingRulesService } from '../orders/pricing/service.ts';
import type { PartnersService } from '../partners/admin/service.ts';
import type { ShippingAdminService } from '../shipping/admin/service.ts';
import type { SitesAdminService } from '../sites/admin/service.ts';
import type { SubmissionsAdminService } from '../submissions/admin/service.ts';
import type { UsersAdminService } from '../users/admin/service.ts';
import type { SegmentRulesService } from '../users/segment-rules.ts';
import type { UsageService } from '../partners/usage/service.ts';
import type { RetentionService } from '../retention/service.ts';
import type { TeamService } from '../team/service.ts';
import type { ApiTokensService } from '../team/tokens.ts';
import type { SessionsService } from '../team/sessions.ts';

/** The demo world as `seed demo` prints it (the whole record goes out with --json). */
export interface SeededDemo {
  partnerId: number;
  siteIds: number[];
  clientId: string;
  clientSecret: string;
  /** Back-office team members, one per role, with their passwords (shown once here). */
  staff?: Array<{ role: string; email: string; password: string }>;
}

/** The back office's services of no area of their own (the platform's `admin`, declared here once: src/app/platform.ts uses it). */
export interface AdminServices {
  partners: PartnersService;
  sites: SitesAdminService;
  users: UsersAdminService;
  audit: AuditService;
  shipping: ShippingAdminService;
  certificates: CertificatesService;
  staff: StaffService;
  signinClients: SigninClientsService;
}

export interface CliServices {
  admin: AdminServices;
  catalog: { admin: CatalogAdminService };
  people: { admin: { segmentRules: SegmentRulesService; divisions: DivisionsAdminService; credit: CreditAdminService } };
  webhooks: { admin: WebhooksAdminService };
  submissions: { admin: SubmissionsAdminService; pause: WorkerPauseService };
  orders: {
    admin: { orders: OrdersAdminService; lines: LinesAdminService; shipments: ShipmentsAdminService; pricing: PricingRulesService };
  };
  retention: { service: RetentionService };
  usage: { service: UsageService };
  /** The platform's own staff: team members, their API tokens and console sessions. */
  team: { members: TeamService; tokens: ApiTokensService; sessions: SessionsService };
  /** Creates the demo world once; a second call refuses (CliError). */
  seedDemo(): Promise<SeededDemo>;
}
