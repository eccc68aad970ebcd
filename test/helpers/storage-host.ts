// A test file's context with the storage host listening on port 0, so the
// signed links the services mint are fetched over HTTP as a client fetches
// them, and a partner; the storage folder goes with the context.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { startStorageHost, type RunningStorageHost } from '../../src/app/hosts/storage.ts';
import { createTestContext, type TestContext, type TestPartner } from './context.ts';

export interface StorageWorld {
  ctx: TestContext;
  partner: TestPartner;
  storage: RunningStorageHost;
}

/** Filled before the file's first test, closed after its last. */
export function withStorageHost(): StorageWorld {
  const world = {} as StorageWorld;
  const storageDir = mkdtempSync(join(tmpdir(), 'pcapi-storage-host-'));
  before(async () => {
    world.ctx = await createTestContext({ STORAGE_DIR: storageDir });
    world.partner = await world.ctx.partner();
    world.storage = (await startStorageHost(world.ctx.platform, 0))!;
  });
  after(async () => {
    await world.storage?.close();
    await world.ctx?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });
  return world;
}
