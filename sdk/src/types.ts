// The SDK's record types, all derived from the generated document types
// (generated/openapi.ts, from docs/openapi.json), so they cannot drift from
// what the service publishes. Named by operation, not by component name, so
// they keep working whether the document inlines a schema or names it.
import type { components, paths } from './generated/openapi.ts';

export type { components, paths };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<O> = O extends { responses: infer R }
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer B }
      ? JsonOf<B>
      : never
  : never;

/** The JSON body of an operation's success (200, else 201). */
export type Success<P extends keyof paths, M extends Method> = SuccessOf<Operation<P, M>>;
/** The query parameters of an operation. */
export type Query<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/** The JSON request body of an operation. */
export type Body<P extends keyof paths, M extends Method> = JsonOf<NonNullable<Operation<P, M>['requestBody']>>;

/**
 * A listing's query. `cursor` is where the walk starts: a `nextCursor` kept from an earlier walk of the same
 * listing with the same filters, passed back exactly as received (one the service cannot use is `invalid_cursor`).
 * Without it the walk starts at the first page; either way the iterator then follows `nextCursor` itself.
 */
export type ListQuery<P extends keyof paths> = Omit<Query<P, 'get'>, 'cursor'> & { cursor?: string };

// Orders and submissions
export type OrderSubmission = Body<'/v1/orders', 'post'>;
export type Submission = Success<'/v1/orders/submissions/{submissionId}', 'get'>;
export type SubmissionStatus = Submission['status'];
export type SubmittedOrder = NonNullable<Submission['order']>;
export type SubmissionError = NonNullable<Submission['errors']>[number];
export type OrderSummary = Success<'/v1/orders', 'get'>['orders'][number];
export type Order = Success<'/v1/orders/{orderNumber}', 'get'>;
export type OrderItem = Success<'/v1/orders/{orderNumber}/items', 'get'>['items'][number];
export type Shipment = Success<'/v1/orders/{orderNumber}/shipments', 'get'>['shipments'][number];
export type Proof = Success<'/v1/orders/{orderNumber}/items/{itemNumber}/proof', 'get'>;
export type DenialReasons = Success<'/v1/orders/{orderNumber}/items/{itemNumber}/proof/denial-reasons', 'get'>;
export type ProofDecision = Success<'/v1/orders/{orderNumber}/items/{itemNumber}/proof/approve', 'post'>;
export type ProofDecline = Body<'/v1/orders/{orderNumber}/items/{itemNumber}/proof/decline', 'post'>;
export type UploadReservation = Success<'/v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url', 'post'>;
export type UploadRequest = Body<'/v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url', 'post'>;
export type AttachedFile = Success<'/v1/orders/{orderNumber}/items/{itemNumber}/artwork', 'post'>;

// Catalog
export type ProductSummary = Success<'/v1/products', 'get'>['products'][number];
export type Product = Success<'/v1/products/{productId}', 'get'>;
export type ProductPatch = Body<'/v1/products/{productId}', 'patch'>;
export type ProductImages = Success<'/v1/products/{productId}/images', 'get'>;
export type ProductTemplate = Success<'/v1/products/{productId}/template', 'get'>;
export type ProductQuote = Success<'/v1/products/{productId}/quote', 'post'>;
export type ShippingQuoteRequest = Body<'/v1/shipping/quote', 'post'>;
export type ShippingQuote = Success<'/v1/shipping/quote', 'post'>;
export type Segment = Success<'/v1/segments', 'get'>['segments'][number];

// People and money
export type User = Success<'/v1/users', 'get'>['users'][number];
export type UserDetail = Success<'/v1/users/{userId}', 'get'>;
export type NewUser = Body<'/v1/users', 'post'>;
export type UserPatch = Body<'/v1/users/{userId}', 'patch'>;
export type UserSegments = Body<'/v1/users/{userId}/segments', 'put'>;
export type Address = Success<'/v1/users/{userId}/addresses', 'get'>['addresses'][number];
export type Division = Success<'/v1/divisions/{divisionId}', 'get'>;
export type NewDivision = Body<'/v1/divisions', 'post'>;
export type DivisionPatch = Body<'/v1/divisions/{divisionId}', 'patch'>;
export type CreditAccount = Success<'/v1/credit-accounts/{creditAccountId}', 'get'>;
export type CreditAdjustment = Success<'/v1/credit-accounts/{creditAccountId}/adjustments', 'get'>['adjustments'][number];

// The sandbox's test helpers (client.testHelpers)
export type HelperOrderStatus = Body<'/v1/test-helpers/orders/{orderNumber}/status', 'put'>['status'];
export type HelperProductionStatus = Body<
  '/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/production-status',
  'put'
>['productionStatus'];
export type HelperProof = Body<'/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/proof', 'post'>;
export type HelperShipment = Body<'/v1/test-helpers/orders/{orderNumber}/shipments', 'post'>;

// Identity
export type Me = Success<'/v1/me', 'get'>;
export type Site = Success<'/v1/sites/{siteId}', 'get'>;
export type TokenResponse = Success<'/oauth2/token', 'post'>;

/** The RFC 9457 problem document every error carries. */
export type Problem = components['schemas']['Problem'];
