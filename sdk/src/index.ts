// @partner-commerce/sdk: the TypeScript client of the Partner Commerce API.
export { PartnerClient } from './client.ts';
export type {
  ApiResponse,
  CallOptions,
  ClientOptions,
  RateLimitState,
  AttemptInfo,
  RequestOptions,
  ResponseInfo,
  RetryInfo,
} from './core.ts';
export * from './errors.ts';
export { PageIterator, type Page } from './pagination.ts';
export {
  DEFAULT_SWEEP,
  fingerprint,
  type ReconcileChange,
  type ReconcileCheckpoint,
  type ReconcileOptions,
  type ReconcileResult,
} from './reconcile.ts';
export type { ArtworkUpload, CompletedSubmission, SubmitOptions } from './resources/orders.ts';
export type { HelperOrderStatus, HelperProductionStatus, HelperProof, HelperShipment, TestHelpers } from './resources/test-helpers.ts';
export type { ClientCertificate, FetchLike } from './transport.ts';
export type * from './types.ts';
export * from './webhooks.ts';
export { SDK_OPERATIONS, type SdkOperation } from './operations.ts';
export { OPERATIONS, type OperationId, type SdkMethodName } from './operations.ts';
export { webhookHandler, type WebhookHandlerOptions, type WebhookRequestHandler } from './webhook-handler.ts';
