// The admin answers console pages read, typed from where the admin API
// builds them: the admin routes' response schemas where a route declares one
// (Static<typeof …>), its renderer's return type where the route answers
// what a renderer returns. A change to an admin answer breaks the console's
// compile, not its pages.
import type { Static } from 'typebox';
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
