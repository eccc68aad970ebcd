// The admin answers console pages read, typed from where the admin API
// builds them: the admin routes' response schemas where a route declares one
// (Static<typeof …>), its renderer's return type where the route answers
// what a renderer returns. A change to an admin answer breaks the console's
// compile, not its pages.
import type { Static } from 'typebox';
import type { renderClient } from '../partners/admin/render.ts';
import type { STAFF_ANSWERS } from '../identity/signin/admin/answers.ts';
import type { renderCertificate } from '../identity/mtls/render.ts';
import type {
  DeliveryDetailResponse,
  DeliveryListResponse,
  DeliveryResponse,
  EndpointListResponse,
  EndpointResponse,
  EndpointWithSecretResponse,
} from '../events/webhooks/admin/schemas.ts';
import type { UsageResponse } from '../partners/usage/schemas.ts';
import type { renderAdminSubmission, renderAdminSubmissionDetail } from '../submissions/admin/render.ts';
import type { renderAdminOrder, renderAdminShipment, renderLineDetail, renderOrderRow } from '../orders/admin/render.ts';
import type { TimelineResponse } from '../orders/admin/timeline/schemas.ts';
import type { renderPartner } from '../partners/admin/render.ts';
import type { renderAdminSite } from '../sites/admin/render.ts';
import type { MembersPage } from '../team/admin/schemas.ts';

/** GET /admin/orders */
export type OrdersPage = { orders: Array<ReturnType<typeof renderOrderRow>>; nextCursor: string | null };
/** GET /admin/orders/{orderNumber} */
export type AdminOrder = ReturnType<typeof renderAdminOrder>;
/** GET /admin/orders/{orderNumber}/items/{itemNumber} */
export type LineDetail = ReturnType<typeof renderLineDetail>;
/** POST /admin/orders/{orderNumber}/shipments, POST /admin/shipments/{n}/ship and /cancel */
export type Shipment = ReturnType<typeof renderAdminShipment>;
/** GET /admin/orders/{orderNumber}/timeline */
export type Timeline = Static<typeof TimelineResponse>;
/** GET /admin/sites */
export type Site = ReturnType<typeof renderAdminSite>;
/** GET /admin/partners (one row; also GET /admin/partners/{id}) */
export type Partner = ReturnType<typeof renderPartner>;
/** GET /admin/team */
export type MembersAnswer = Static<typeof MembersPage>;
/** GET /admin/sites (its list) */
export type SitesAnswer = { sites: Site[] };
/** GET /admin/partners/{id}/clients */
export type ClientsAnswer = { clients: Array<ReturnType<typeof renderClient>> };
/** POST /admin/partners/{id}/clients: the client with its secret, shown once */
export type IssuedClient = ReturnType<typeof renderClient> & { clientSecret: string };
/** GET /admin/partners/{id}/certificates */
export type CertificatesAnswer = { certificates: Array<ReturnType<typeof renderCertificate>> };
/** GET /admin/partners/{id}/staff */
export type StaffAnswer = Static<typeof STAFF_ANSWERS.staffList>;
/** GET /admin/partners/{id}/usage */
export type Usage = Static<typeof UsageResponse>;
/** GET /admin/submissions (a row carries its paging key, seq) */
export type SubmissionsPage = { submissions: Array<ReturnType<typeof renderAdminSubmission> & { seq: string }> };
/** GET /admin/submissions/{submissionId} */
export type SubmissionDetail = ReturnType<typeof renderAdminSubmissionDetail>;
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
