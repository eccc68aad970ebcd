// Which client method calls each operation of the partner document, by
// operationId: generated from the document (src/generated/operations.ts), so
// the SDK's names are the document's (`ordersApproveProof` is
// `client.orders.approveProof`, and the MCP tool `orders_approve_proof`).
// test/sdk/operations.test.ts holds every named method to the client.
import { OPERATIONS, type OperationId, type SdkMethodName } from './generated/operations.ts';

export { OPERATIONS, type OperationId, type SdkMethodName };

export interface SdkOperation {
  /** The method's path on a PartnerClient, e.g. `orders.list`. */
  method: SdkMethodName;
}

/** operationId (`ordersApproveProof`) → its SDK call (`orders.approveProof`). */
export const SDK_OPERATIONS: Readonly<Record<OperationId, SdkOperation>> = Object.fromEntries(
  Object.entries(OPERATIONS).map(([id, operation]) => [id, { method: operation.call }]),
) as Record<OperationId, SdkOperation>;
