// The `storage` role of the binary: the local storage host on STORAGE_PORT.
// With the S3 backend there is nothing to serve (clients talk to the store).
import type { Server } from 'node:http';
import type { Platform } from '../platform.ts';
import { createStorageHost, listenStorageHost } from '../../storage/host.ts';

export interface RunningStorageHost {
  url: string;
  close(): Promise<void>;
}

/** Starts the host; until STORAGE_PUBLIC_URL says otherwise, signed URLs point at where it listens. */
export async function startStorageHost(platform: Platform, port = platform.config.storagePort): Promise<RunningStorageHost | null> {
  const { local, secret } = platform.orders.storage;
  if (!local) return null;
  const quiet = platform.config.logLevel === 'silent';
  const server: Server = createStorageHost({
    disk: local.disk,
    secret,
    clock: platform.clock,
    // One JSON line per request: method, object key, status. Never the query (a credential).
    log: quiet
      ? undefined
      : (entry) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: 'storage request', ...entry })}\n`),
  });
  const url = await listenStorageHost(server, platform.config.host, port);
  if (!platform.config.storage.publicUrl) local.useBaseUrl(url);
  return {
    url,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
