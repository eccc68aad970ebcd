// Builds the configured ObjectStorage. The local backend signs with the
// environment's storage secret (persisted like the cursor key, so every
// process on the database signs and verifies alike).
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/transaction.ts';
import { getOrCreate } from '../../identity/environment-secrets.ts';
import type { StorageConfig } from '../../storage/config.ts';
import { LocalDisk } from '../../storage/local-disk.ts';
import { LocalObjectStorage } from '../../storage/local-storage.ts';
import type { ObjectStorage } from '../../storage/storage.ts';

export interface StorageWiring {
  storage: ObjectStorage;
  /** Present with the local backend: what the storage host serves. */
  local: LocalObjectStorage | null;
  secret: Buffer;
}

export async function createStorage(db: Db, config: StorageConfig, fallbackUrl: string, clock: Clock): Promise<StorageWiring> {
  const text = await getOrCreate(db, 'storage_url_hmac_key', async () => randomBytes(32).toString('base64url'));
  const secret = Buffer.from(text, 'base64url');
  if (config.backend === 's3') {
    // Loaded only when configured: the AWS SDK is large and warns about Node versions at load.
    const { S3ObjectStorage } = await import('../../storage/s3-storage.ts');
    return { storage: new S3ObjectStorage(config.s3!, clock), local: null, secret };
  }
  const local = new LocalObjectStorage(new LocalDisk(config.directory), secret, config.publicUrl ?? fallbackUrl);
  return { storage: local, local, secret };
}
