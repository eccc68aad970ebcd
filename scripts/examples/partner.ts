// The partner document's examples, in document order (Orders and
// submissions first where a later example needs what they create). Path ids
// not given here are the demo world's (scripts/examples/world.ts) or taken
// from an earlier answer by `save`.
import type { Step, Vars } from './run.ts';

const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' };

export function partnerVars(world: { siteIds: number[]; clientId: string; clientSecret: string }): Vars {
  return {
    siteId: world.siteIds[0],
    productId: 'SLO_1',
    variantId: 2,
    imageId: 2,
    userId: 3,
    divisionId: 2,
    creditAccountId: 1,
    orderNumber: 100001,
    itemNumber: 500001,
    clientId: world.clientId,
    clientSecret: world.clientSecret,
  };
}

/** The submitted order's line `index` (saved by the quiet items step before the helpers). */
const newItem = (index: number) => (v: Vars) => ({ orderNumber: v.newOrderNumber as number, itemNumber: (v.newItems as number[])[index]! });

export const PARTNER_STEPS: Step[] = [
  { op: 'POST /oauth2/token', fill: (v) => ({ client_id: v.clientId, client_secret: v.clientSecret }) },
  { op: 'GET /.well-known/jwks.json' },
  { op: 'POST /oauth2/register' },
  { op: 'GET /.well-known/oauth-protected-resource' },
  { op: 'GET /.well-known/oauth-protected-resource/v1/mcp' },
  { op: 'GET /.well-known/oauth-authorization-server' },
  { op: 'GET /v1/ping' },
  { op: 'GET /v1/me' },
  { op: 'GET /v1/sites' },
  { op: 'GET /v1/sites/{siteId}' },
  { op: 'GET /v1/products', query: { siteId: '1' } },
  { op: 'GET /v1/sites/{siteId}/products', params: { siteId: 2 } },
  { op: 'GET /v1/products/{productId}' },
  { op: 'PATCH /v1/products/{productId}' },
  { op: 'GET /v1/products/{productId}/images' },
  { op: 'GET /v1/products/{productId}/template', params: { productId: 'SLO_2' } },
  { op: 'POST /v1/products/{productId}/quote' },
  { op: 'GET /v1/segments', query: { siteId: '1' } },
  { op: 'PATCH /v1/products/{productId}/variants/{variantId}' },
  { op: 'PATCH /v1/products/{productId}/images/{imageId}' },
  { op: 'PUT /v1/products/{productId}/segments' },
  { op: 'POST /v1/shipping/quote' },
  { op: 'GET /v1/users', query: { siteId: '1' } },
  { op: 'POST /v1/users' },
  { op: 'GET /v1/sites/{siteId}/users' },
  { op: 'GET /v1/users/{userId}' },
  { op: 'PATCH /v1/users/{userId}' },
  { op: 'GET /v1/users/{userId}/addresses' },
  { op: 'PUT /v1/users/{userId}/segments' },
  { op: 'GET /v1/divisions', query: { siteId: '1' } },
  { op: 'POST /v1/divisions', save: (b, v) => void (v.newDivisionId = b.divisionId) },
  { op: 'GET /v1/divisions/{divisionId}' },
  { op: 'PATCH /v1/divisions/{divisionId}', params: (v) => ({ divisionId: v.newDivisionId as number }) },
  { op: 'GET /v1/credit-accounts', query: { siteId: '1' } },
  { op: 'GET /v1/sites/{siteId}/credit-accounts' },
  { op: 'GET /v1/credit-accounts/{creditAccountId}' },
  { op: 'GET /v1/credit-accounts/{creditAccountId}/adjustments' },
  // Submitting creates the order; the same body again is the idempotent replay (200, same submission).
  {
    op: 'POST /v1/orders',
    status: 201,
    check: (b) => (b.status === 'completed' ? undefined : `the submission is ${b.status}, not completed`),
    save: (b, v) => {
      v.submissionId = b.submissionId;
      v.newOrderNumber = b.order?.orderNumber;
    },
  },
  { op: 'POST /v1/orders', status: 200, check: (b) => (b.status === 'completed' ? undefined : `the replay is ${b.status}`) },
  { op: 'GET /v1/orders', query: { siteId: '1' } },
  { op: 'GET /v1/orders/submissions' },
  { op: 'GET /v1/orders/submissions/{submissionId}' },
  { op: 'GET /v1/orders/{orderNumber}' },
  { op: 'GET /v1/orders/{orderNumber}/items' },
  { op: 'GET /v1/orders/{orderNumber}/shipments', params: { orderNumber: 100003 } },
  { op: 'GET /v1/orders/{orderNumber}/items/{itemNumber}/proof' },
  { op: 'GET /v1/orders/{orderNumber}/items/{itemNumber}/proof/denial-reasons' },
  { op: 'POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/decline' },
  // Approving needs a proof awaiting review again: the back office puts one up (not an example of this document).
  { op: 'POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/approve', before: async (v) => (v.reviewAgain as () => Promise<void>)() },
  {
    op: 'POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url',
    params: { itemNumber: 500002 },
    save: (b, v) => void Object.assign(v, { reservationName: b.reservationName, uploadUrl: b.uploadUrl }),
  },
  {
    op: 'POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork',
    params: { itemNumber: 500002 },
    before: async (v) => (v.upload as () => Promise<void>)(),
    fill: (v) => ({ reservationName: v.reservationName }),
  },
  // Published with the first two of its tools (the full list is every tool's input and output schema).
  { op: 'POST /v1/mcp', headers: MCP_HEADERS, publish: (b) => ({ ...b, result: { ...b.result, tools: b.result.tools.slice(0, 2) } }) },
  // The sandbox's test helpers (docs/openapi-sandbox.json), on the order the submission created: its two lines first.
  {
    op: 'GET /v1/orders/{orderNumber}/items',
    params: (v) => ({ orderNumber: v.newOrderNumber as number }),
    quiet: true,
    save: (b, v) => void (v.newItems = b.items.map((i: { itemNumber: number }) => i.itemNumber)),
  },
  { op: 'PUT /v1/test-helpers/orders/{orderNumber}/status', params: (v) => ({ orderNumber: v.newOrderNumber as number }) },
  { op: 'POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/proof', params: newItem(0) },
  { op: 'PUT /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/production-status', params: newItem(0) },
  { op: 'POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/cancel', params: newItem(1) },
  {
    op: 'POST /v1/test-helpers/orders/{orderNumber}/shipments',
    params: (v) => ({ orderNumber: v.newOrderNumber as number }),
    save: (b, v) => void (v.shipmentNumber = b.shipmentNumber),
  },
  {
    op: 'POST /v1/test-helpers/orders/{orderNumber}/shipments/{shipmentNumber}/cancel',
    params: (v) => ({ orderNumber: v.newOrderNumber as number }),
  },
];

/** Request examples not run, each with its reason (the test keeps this list honest). */
export const PARTNER_NOT_RUN: Record<string, string> = {
  'POST /oauth2/authorize':
    'interactive sign-in: it needs the CSRF token of the page a browser just loaded and a staff password; test/identity/signin covers it',
};
