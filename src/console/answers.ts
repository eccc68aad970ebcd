// The admin answers console pages read, typed from the admin routes'
// response schemas (Static<typeof …>): the same schemas the routes declare,
// the admin document publishes and CHECK_RESPONSES holds every answer to. A
// change to an admin answer breaks the console's compile, not its pages.
import type { Static } from 'typebox';
import type {
  DeliveryDetailResponse,
  DeliveryListResponse,
  DeliveryResponse,
  EndpointListResponse,
  EndpointResponse,
  EndpointWithSecretResponse,
} from '../events/webhooks/admin/schemas.ts';
import type { AdminCertificateList } from '../identity/mtls/admin/answers.ts';
import type { AdminPartnerStaffList } from '../identity/signin/admin/answers.ts';
import type {
  AdminOrder as AdminOrderSchema,
  AdminOrderLine,
  AdminOrderPage,
  AdminShipment,
  AdminShipmentList,
} from '../orders/admin/answers.ts';
import type { TimelineResponse } from '../orders/admin/timeline/schemas.ts';
import type { AdminAuditPage } from '../audit/admin/answers.ts';
import type { AdminAppClientList, AdminIssuedClient, AdminPartner, AdminPartnerPage } from '../partners/admin/answers.ts';
import type { UsageResponse } from '../partners/usage/schemas.ts';
import type { AdminSite, AdminSiteList } from '../sites/admin/answers.ts';
import type { AdminSubmission, AdminSubmissionList } from '../submissions/admin/answers.ts';
import type { MembersPage, TokensPage } from '../team/admin/schemas.ts';

/** GET /admin/orders */
export type OrdersPage = Static<typeof AdminOrderPage>;
/** GET /admin/orders/{orderNumber} */
export type AdminOrder = Static<typeof AdminOrderSchema>;
/** GET /admin/orders/{orderNumber}/items/{itemNumber} */
export type LineDetail = Static<typeof AdminOrderLine>;
/** POST /admin/orders/{orderNumber}/shipments, POST /admin/shipments/{n}/ship and /cancel */
export type Shipment = Static<typeof AdminShipment>;
/** GET /admin/orders/{orderNumber}/shipments */
export type ShipmentsAnswer = Static<typeof AdminShipmentList>;
/** GET /admin/orders/{orderNumber}/timeline */
export type Timeline = Static<typeof TimelineResponse>;
/** GET /admin/sites/{siteId} (one row of GET /admin/sites) */
export type Site = Static<typeof AdminSite>;
/** GET /admin/sites */
export type SitesAnswer = Static<typeof AdminSiteList>;
/** GET /admin/partners/{id} (one row of GET /admin/partners) */
export type Partner = Static<typeof AdminPartner>;
/** GET /admin/partners */
export type PartnersPage = Static<typeof AdminPartnerPage>;
/** GET /admin/audit */
export type AuditPage = Static<typeof AdminAuditPage>;
/** GET /admin/team */
export type MembersAnswer = Static<typeof MembersPage>;
/** GET /admin/api-tokens */
export type TokensAnswer = Static<typeof TokensPage>;
/** GET /admin/partners/{id}/clients */
export type ClientsAnswer = Static<typeof AdminAppClientList>;
/** POST /admin/partners/{id}/clients: the client with its secret, shown once */
export type IssuedClient = Static<typeof AdminIssuedClient>;
/** GET /admin/partners/{id}/certificates */
export type CertificatesAnswer = Static<typeof AdminCertificateList>;
/** GET /admin/partners/{id}/staff */
export type StaffAnswer = Static<typeof AdminPartnerStaffList>;
/** GET /admin/partners/{id}/usage */
export type Usage = Static<typeof UsageResponse>;
/** GET /admin/submissions (a row carries its paging key, seq) */
export type SubmissionsPage = Static<typeof AdminSubmissionList>;
/** GET /admin/submissions/{submissionId} */
export type SubmissionDetail = Static<typeof AdminSubmission>;
/** GET /admin/webhook-deliveries */
export type DeliveriesPage = Static<typeof DeliveryListResponse>;
/** GET /admin/webhook-deliveries/{deliveryId} */
export type DeliveryDetail = Static<typeof DeliveryDetailResponse>;
/** POST /admin/webhook-deliveries/{deliveryId}/redeliver, POST /admin/webhook-endpoints/{id}/test */
export type Delivery = Static<typeof DeliveryResponse>;
/** GET /admin/webhook-endpoints/{endpointId} */
export type Endpoint = Static<typeof EndpointResponse>;
/** GET /admin/partners/{id}/webhook-endpoints */
export type EndpointsAnswer = Static<typeof EndpointListResponse>;
/** POST /admin/partners/{id}/webhook-endpoints: the endpoint with its signing secret, shown once */
export type EndpointWithSecret = Static<typeof EndpointWithSecretResponse>;
