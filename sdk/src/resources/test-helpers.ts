// The sandbox's test helpers: staff's actions of the order lifecycle, taken
// on your own test orders, so every webhook your integration handles can be
// made to happen. They exist only in a sandbox: against a production host
// every call throws SandboxOnlyError (the host answers them as unknown paths).
// The calls themselves are generated (generated/resources.ts); this class only
// turns that unknown path into SandboxOnlyError, for every one of them.
//
//   await sandbox.testHelpers.publishProof(orderNumber, itemNumber);
//   await sandbox.testHelpers.ship(orderNumber, { carrier: 'UPS' });
import type { ApiResponse, RequestOptions } from '../core.ts';
import { NotFoundError, SandboxOnlyError } from '../errors.ts';
import { TestHelpers as TestHelperOperations } from '../generated/resources.ts';

export type { HelperOrderStatus, HelperProductionStatus, HelperProof, HelperShipment } from '../types.ts';

export class TestHelpers extends TestHelperOperations {
  /** An unknown path (404 `not_found`, a code no partner operation answers) means a host that is no sandbox. */
  protected override async request<T>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    try {
      return await super.request<T>(method, path, options);
    } catch (error) {
      if (error instanceof NotFoundError && error.code === 'not_found') throw new SandboxOnlyError(this.core.baseUrl, error);
      throw error;
    }
  }
}
