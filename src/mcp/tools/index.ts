// The MCP tool registry. A tool is a partner route: its name is the route's
// operationId in snake_case (sdk/src/operation-names.ts), its arguments,
// output, scope and run are the route's, as the route's plugin declares them
// (../route-table.ts). What is the tool's own is its words for an agent and
// its annotations, one line each below; the sandbox's test helpers are
// listed and callable only in a sandbox (sandboxOnly).
import { artworkRoutes } from '../../artwork/routes.ts';
import { catalogRoutes } from '../../catalog/routes.ts';
import { creditRoutes } from '../../credit/routes.ts';
import { divisionsRoutes } from '../../divisions/routes.ts';
import { meRoutes } from '../../identity/me-routes.ts';
import { proofRoutes } from '../../orders/proofs/routes.ts';
import { orderRoutes } from '../../orders/routes.ts';
import { shippingRoutes } from '../../shipping/routes.ts';
import { sitesRoutes } from '../../sites/routes.ts';
import { submissionRoutes } from '../../submissions/routes.ts';
import { testHelperRoutes } from '../../test-helpers/routes.ts';
import { usersRoutes } from '../../users/routes.ts';
import { declaredRoutes, type DeclaredRoute, type RoutePlugin } from '../route-table.ts';
import { READ_ONLY, toolOf, WRITE, WRITE_IDEMPOTENT, type McpServices, type McpTool, type ToolAnnotations } from '../tool.ts';
import type { OperationRoute } from '../../../sdk/src/operation-names.ts';

/** The partner route plugins, each with the services the host registers it with (src/app/routes.ts). */
const PARTNER_ROUTES: { plugin: RoutePlugin; services: (s: McpServices) => object; sandboxOnly?: true }[] = [
  { plugin: meRoutes, services: () => ({}) },
  { plugin: sitesRoutes, services: (s) => ({ sites: s.sites }) },
  { plugin: catalogRoutes, services: (s) => ({ catalog: s.catalog, writes: s.catalogWrites }) },
  { plugin: shippingRoutes, services: (s) => ({ shipping: s.shipping }) },
  { plugin: usersRoutes, services: (s) => ({ users: s.users }) },
  { plugin: divisionsRoutes, services: (s) => ({ divisions: s.divisions }) },
  { plugin: creditRoutes, services: (s) => ({ credit: s.credit }) },
  { plugin: submissionRoutes, services: (s) => ({ submissions: s.submissions }) },
  { plugin: orderRoutes, services: (s) => ({ orders: s.orders }) },
  { plugin: proofRoutes, services: (s) => ({ proofs: s.proofs }) },
  { plugin: artworkRoutes, services: (s) => ({ artwork: s.artwork }) },
  { plugin: testHelperRoutes, services: (s) => ({ helpers: s.testHelpers }), sandboxOnly: true },
];

// Replacing a whole set (segments) is destructive, and so is declining a proof (the line goes back to prepress);
// a repeated proof decision changes nothing (its 409 proof_not_pending_review counts as success: spec, Proofs).
const REPLACE: ToolAnnotations = { ...WRITE_IDEMPOTENT, destructiveHint: true };
const CANCEL: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: false };
/** Closes the words of every sandbox-only tool. */
const SANDBOX = ' Sandbox only: staff’s action on your own test order, announcing the same webhook.';

/** Each tool's words and annotations, in the order tools/list gives them. */
const TOOL_WORDS: [OperationRoute, string, ToolAnnotations][] = [
  ['GET /v1/me', 'The calling partner identity: tier, auth method, granted sites and effective scopes.', READ_ONLY],
  ['GET /v1/sites', 'The sites granted to the partner.', READ_ONLY],
  ['GET /v1/sites/{siteId}', 'One granted site.', READ_ONLY],
  ['GET /v1/products', 'List or search products of the granted sites.', READ_ONLY],
  ['GET /v1/products/{productId}', 'One product with its variants.', READ_ONLY],
  ['GET /v1/products/{productId}/images', "The product's images.", READ_ONLY],
  ['POST /v1/products/{productId}/quote', 'Price a quantity of the product (no order is placed).', READ_ONLY],
  ['GET /v1/segments', 'Segments of the granted sites.', READ_ONLY],
  ['POST /v1/shipping/quote', 'Shipping rates for a destination and parcels (no order is placed).', READ_ONLY],
  ['PATCH /v1/products/{productId}', 'Change a product (strict allow-list); returns it re-read.', WRITE_IDEMPOTENT],
  ['PATCH /v1/products/{productId}/variants/{variantId}', 'Change a STOCK variant; returns it re-read.', WRITE_IDEMPOTENT],
  ['PATCH /v1/products/{productId}/images/{imageId}', "Change a product image; returns the product's whole image list.", WRITE_IDEMPOTENT],
  ['PUT /v1/products/{productId}/segments', "Replace the product's segment assignment; returns it re-read.", REPLACE],
  ['GET /v1/orders', 'List orders of the granted sites, newest first.', READ_ONLY],
  ['GET /v1/orders/{orderNumber}', 'One order by its order number.', READ_ONLY],
  ['GET /v1/orders/{orderNumber}/items', "The order's lines visible to the partner, by item number.", READ_ONLY],
  ['GET /v1/orders/{orderNumber}/shipments', "The order's shipments, oldest first (cancelled ones included).", READ_ONLY],
  ['GET /v1/orders/{orderNumber}/items/{itemNumber}/proof', "The line's proof: status, files with fresh signed links, preview.", READ_ONLY],
  ['GET /v1/orders/{orderNumber}/items/{itemNumber}/proof/denial-reasons', "The denial reason codes the line's proof offers.", READ_ONLY],
  ['POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/approve', "Approve the line's proof pending review.", WRITE_IDEMPOTENT],
  [
    'POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/decline',
    "Decline the line's proof pending review, with a denial reason.",
    REPLACE,
  ],
  [
    'POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url',
    "Reserve a signed upload URL for the line's artwork file.",
    WRITE,
  ],
  ['POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork', 'Attach an uploaded artwork reservation to the line.', WRITE],
  [
    'POST /v1/orders',
    'Submit an order; waits up to 20 seconds for the outcome. Resubmitting the same body under the same partnerOrderId returns the same submission.',
    WRITE_IDEMPOTENT,
  ],
  ['GET /v1/orders/submissions', "The partner's submissions, newest first.", READ_ONLY],
  ['GET /v1/orders/submissions/{submissionId}', 'One submission; poll it every 2 seconds while it is not terminal.', READ_ONLY],
  ['GET /v1/users', 'List storefront users of the granted sites.', READ_ONLY],
  ['GET /v1/users/{userId}', 'One storefront user with its segments.', READ_ONLY],
  ['GET /v1/users/{userId}/addresses', "The user's saved addresses.", READ_ONLY],
  ['POST /v1/users', 'Create a storefront user.', WRITE],
  ['PATCH /v1/users/{userId}', 'Change a storefront user; returns it re-read.', WRITE_IDEMPOTENT],
  ['PUT /v1/users/{userId}/segments', "Replace the user's segments; returns it re-read.", REPLACE],
  ['GET /v1/divisions', 'Divisions of the granted sites, flat with parent links.', READ_ONLY],
  ['GET /v1/divisions/{divisionId}', 'One division.', READ_ONLY],
  ['POST /v1/divisions', 'Create a division (always active).', WRITE],
  ['PATCH /v1/divisions/{divisionId}', 'Change a division; returns it re-read.', WRITE_IDEMPOTENT],
  ['GET /v1/credit-accounts', 'Credit accounts of the granted sites.', READ_ONLY],
  ['GET /v1/credit-accounts/{creditAccountId}', 'One credit account with its current balance.', READ_ONLY],
  ['GET /v1/credit-accounts/{creditAccountId}/adjustments', "The credit account's movements, oldest first.", READ_ONLY],
  ['PUT /v1/test-helpers/orders/{orderNumber}/status', "Move the order's status (announces order.status_changed).", WRITE_IDEMPOTENT],
  [
    'PUT /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/production-status',
    "Move the line's production status.",
    WRITE_IDEMPOTENT,
  ],
  [
    'POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/proof',
    'Publish a proof for review: the line goes to PENDING_REVIEW, to approve or decline with the proof tools.',
    WRITE,
  ],
  ['POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/cancel', 'Cancel the line (announces order_line.cancelled).', CANCEL],
  [
    'POST /v1/test-helpers/orders/{orderNumber}/shipments',
    'Create and ship a shipment: the lines named, or everything left to ship (announces shipment.shipped).',
    WRITE,
  ],
  [
    'POST /v1/test-helpers/orders/{orderNumber}/shipments/{shipmentNumber}/cancel',
    'Cancel a shipment (announces shipment.cancelled).',
    CANCEL,
  ],
];

type Declared = DeclaredRoute & { sandboxOnly: boolean };

/** Every partner route by operation, declared with `services` (null: for its schemas, no handler is called), and whether it is the sandbox's. */
function routesWith(services: McpServices | null): Map<string, Declared> {
  const routes = new Map<string, Declared>();
  for (const area of PARTNER_ROUTES) {
    for (const [route, declared] of declaredRoutes(area.plugin, services ? area.services(services) : {})) {
      routes.set(route, { ...declared, sandboxOnly: area.sandboxOnly ?? false });
    }
  }
  return routes;
}

const DECLARED = routesWith(null);
/** The routes declared with each services object a tool is called with (the host's: one). */
const live = new WeakMap<McpServices, Map<string, Declared>>();

function liveRoute(route: OperationRoute) {
  return (services: McpServices): DeclaredRoute => {
    let routes = live.get(services);
    if (!routes) live.set(services, (routes = routesWith(services)));
    return routes.get(route)!;
  };
}

export const TOOLS: readonly McpTool[] = TOOL_WORDS.map(([route, description, annotations]) => {
  const declared = DECLARED.get(route);
  if (!declared) throw new Error(`MCP: no partner route declares ${route}`);
  const words = declared.sandboxOnly ? `${description}${SANDBOX}` : description;
  return toolOf({ route, description: words, annotations }, declared, liveRoute(route), declared.sandboxOnly);
});
