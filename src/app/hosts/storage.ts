// The `storage` role of the binary: the local storage host on STORAGE_PORT.
// With the S3 backend there is nothing to serve (clients talk to the store).
import type { Server } from 'node:http';
import type { Platform } from '../platform.ts';
import { serviceLogger } from '../wiring/logging.ts';
import { createStorageHost, listenStorageHost } from '../../storage/host.ts';

export interface RunningStorageHost {
  url: string;
  /** For shutdown: closeAllConnections() cuts what the grace did not finish. */
  server: Server;
  close(): Promise<void>;
}

/** Starts the host; until STORAGE_PUBLIC_URL says otherwise, signed URLs point at where it listens. */
export async function startStorageHost(platform: Platform, port = platform.config.storagePort): Promise<RunningStorageHost | null> {
  const { local, secret } = platform.orders.storage;
  if (!local) return null;
  const quiet = platform.config.logLevel === 'silent';
  const log = serviceLogger('storage', platform.config.logLevel, platform.config.environment);
  const server: Server = createStorageHost({
    disk: local.disk,
    secret,
    clock: platform.clock,
    // One JSON line per request: method, object key, status. Never the query (a credential).
    log: quiet ? undefined : (entry) => log.info(entry, 'storage request'),
  });
  const url = await listenStorageHost(server, platform.config.host, port);
  if (!platform.config.storage.publicUrl) local.useBaseUrl(url);
  return {
    url,
    server,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
