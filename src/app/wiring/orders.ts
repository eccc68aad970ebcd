// Builds the orders area (orders, proofs, artwork, storage, back office)
// for the composition root, and registers its partner routes.
import { ArtworkService } from '../../artwork/service.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../../db/transaction.ts';
import type { CursorCodec } from '../../http/cursor.ts';
import { createStorage, type StorageWiring } from './storage.ts';
import { LinesAdminService } from '../../orders/admin/lines-service.ts';
import { OrdersAdminService } from '../../orders/admin/service.ts';
import { ShipmentsAdminService } from '../../orders/admin/shipments-service.ts';
import { PricingRulesService } from '../../orders/pricing/service.ts';
import { ProofsService } from '../../orders/proofs/service.ts';
import { OrdersService } from '../../orders/service.ts';
import { TestHelpersService } from '../../test-helpers/service.ts';

export interface Orders {
  reads: OrdersService;
  proofs: ProofsService;
  artwork: ArtworkService;
  storage: StorageWiring;
  admin: { orders: OrdersAdminService; lines: LinesAdminService; shipments: ShipmentsAdminService; pricing: PricingRulesService };
  /** The sandbox's test helpers over the back office's services (registered on sandbox hosts only). */
  testHelpers: TestHelpersService;
}

export async function createOrders(db: Db, cursors: CursorCodec, config: Config, clock: Clock): Promise<Orders> {
  const storage = await createStorage(db, config.storage, `http://localhost:${config.storagePort}`, clock);
  const reads = new OrdersService(db, cursors);
  const proofs = new ProofsService(db, reads, storage.storage, clock);
  const admin = {
    orders: new OrdersAdminService(db, clock, cursors),
    lines: new LinesAdminService(db, storage.storage, clock),
    shipments: new ShipmentsAdminService(db, clock),
    pricing: new PricingRulesService(db),
  };
  return {
    reads,
    proofs,
    artwork: new ArtworkService(db, reads, storage.storage, clock),
    storage,
    admin,
    testHelpers: new TestHelpersService(db, reads, proofs, admin),
  };
}
