// One vocabulary for every partner operation, in one table: the route
// (`METHOD /path`, as the OpenAPI document writes it) → the SDK call that
// serves it (`orders.approveProof`). Everything else is derived from it:
// - the document's operationId is the call in camelCase (`ordersApproveProof`),
//   set by the service's OpenAPI build (src/http/openapi/openapi.ts);
// - the MCP tool that calls the operation is the operationId in snake_case
//   (`orders_approve_proof`; `me`), set by the service's tool registry.
// test/docs/vocabulary.test.ts holds the document, the SDK and the MCP tools
// to this table.

/** Route → the SDK method that calls it. */
export const OPERATION_NAMES = {
  'POST /oauth2/token': 'accessToken',
  'GET /v1/ping': 'ping',
  'GET /v1/me': 'me',
  'GET /v1/sites': 'sites.list',
  'GET /v1/sites/{siteId}': 'sites.get',
  'GET /v1/sites/{siteId}/products': 'sites.products',
  'GET /v1/sites/{siteId}/users': 'sites.users',
  'GET /v1/sites/{siteId}/credit-accounts': 'sites.creditAccounts',
  'GET /v1/products': 'products.list',
  'GET /v1/products/{productId}': 'products.get',
  'PATCH /v1/products/{productId}': 'products.update',
  'GET /v1/products/{productId}/images': 'products.images',
  'PATCH /v1/products/{productId}/images/{imageId}': 'products.updateImage',
  'GET /v1/products/{productId}/template': 'products.template',
  'POST /v1/products/{productId}/quote': 'products.quote',
  'PATCH /v1/products/{productId}/variants/{variantId}': 'products.updateVariant',
  'PUT /v1/products/{productId}/segments': 'products.setSegments',
  'GET /v1/segments': 'segments.list',
  'POST /v1/shipping/quote': 'shipping.quote',
  'GET /v1/users': 'users.list',
  'POST /v1/users': 'users.create',
  'GET /v1/users/{userId}': 'users.get',
  'PATCH /v1/users/{userId}': 'users.update',
  'GET /v1/users/{userId}/addresses': 'users.addresses',
  'PUT /v1/users/{userId}/segments': 'users.setSegments',
  'GET /v1/divisions': 'divisions.list',
  'POST /v1/divisions': 'divisions.create',
  'GET /v1/divisions/{divisionId}': 'divisions.get',
  'PATCH /v1/divisions/{divisionId}': 'divisions.update',
  'GET /v1/credit-accounts': 'creditAccounts.list',
  'GET /v1/credit-accounts/{creditAccountId}': 'creditAccounts.get',
  'GET /v1/credit-accounts/{creditAccountId}/adjustments': 'creditAccounts.adjustments',
  'POST /v1/orders': 'orders.submit',
  'GET /v1/orders': 'orders.list',
  'GET /v1/orders/submissions': 'orders.submissions',
  'GET /v1/orders/submissions/{submissionId}': 'orders.submission',
  'GET /v1/orders/{orderNumber}': 'orders.get',
  'GET /v1/orders/{orderNumber}/items': 'orders.items',
  'GET /v1/orders/{orderNumber}/shipments': 'orders.shipments',
  'GET /v1/orders/{orderNumber}/items/{itemNumber}/proof': 'orders.proof',
  'GET /v1/orders/{orderNumber}/items/{itemNumber}/proof/denial-reasons': 'orders.denialReasons',
  'POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/approve': 'orders.approveProof',
  'POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/decline': 'orders.declineProof',
  'POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url': 'orders.artworkUploadUrl',
  'POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork': 'orders.attachArtwork',
  // The sandbox's test helpers (docs/openapi-sandbox.json).
  'PUT /v1/test-helpers/orders/{orderNumber}/status': 'testHelpers.setOrderStatus',
  'PUT /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/production-status': 'testHelpers.setProductionStatus',
  'POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/proof': 'testHelpers.publishProof',
  'POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/cancel': 'testHelpers.cancelLine',
  'POST /v1/test-helpers/orders/{orderNumber}/shipments': 'testHelpers.ship',
  'POST /v1/test-helpers/orders/{orderNumber}/shipments/{shipmentNumber}/cancel': 'testHelpers.cancelShipment',
} as const satisfies Record<string, string>;

/**
 * The operations of the partner document that no SDK call makes (interactive
 * sign-in, client registration and discovery for MCP clients, MCP itself):
 * readable operationIds all the same.
 */
export const PROTOCOL_OPERATION_NAMES: Readonly<Record<string, string>> = {
  'GET /.well-known/jwks.json': 'jwks',
  'GET /oauth2/authorize': 'authorizePage',
  'POST /oauth2/authorize': 'authorize',
  'POST /oauth2/register': 'registerClient',
  'GET /.well-known/oauth-protected-resource': 'protectedResourceMetadata',
  'GET /.well-known/oauth-protected-resource/v1/mcp': 'mcpProtectedResourceMetadata',
  'GET /.well-known/oauth-authorization-server': 'authorizationServerMetadata',
  'POST /v1/mcp': 'mcp',
};

export type OperationRoute = keyof typeof OPERATION_NAMES;
export type SdkMethodName = (typeof OPERATION_NAMES)[OperationRoute];

/** `orders.approveProof` → `ordersApproveProof`; `me` → `me`. */
export function operationIdOf(sdkMethod: string): string {
  return sdkMethod.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase());
}

/** `ordersApproveProof` → `orders_approve_proof`: an operationId in MCP's convention. */
export function mcpToolNameOf(operationId: string): string {
  return operationId.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `GET /v1/sites/:siteId` or `GET /v1/sites/{siteId}` → the table's key, `GET /v1/sites/{siteId}`. */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

/** The operationId of a partner route: its SDK call's name, or its protocol name; undefined for a route the table lacks. */
export function partnerOperationId(method: string, url: string): string | undefined {
  const key = routeKey(method, url);
  const sdkMethod = (OPERATION_NAMES as Record<string, string>)[key];
  return sdkMethod ? operationIdOf(sdkMethod) : PROTOCOL_OPERATION_NAMES[key];
}
