// The `storage` role of the binary: the local storage host on STORAGE_PORT.
// With the S3 backend there is nothing to serve (clients talk to the store).
import type { Server } from 'node:http';
import type { Platform } from '../platform.ts';
import { explainListen } from '../startup.ts';
import { serviceLogger } from '../wiring/logging.ts';
import { createStorageHost, listenStorageHost } from '../../storage/host.ts';

/** How often the host looks for files interrupted uploads left. */
const SWEEP_EVERY_MS = 60 * 60_000;

export interface RunningStorageHost {
  url: string;
  /** For shutdown: closeAllConnections() cuts what the grace did not finish. */
  server: Server;
  /** From now on every request is answered 503 with `Connection: close`, and a connection closes once idle. */
  beginClosing(): void;
  close(): Promise<void>;
}

/** Starts the host; until STORAGE_PUBLIC_URL says otherwise, signed URLs point at where it listens. */
/** `variable`: what moves the listener, named when its port is taken (STORAGE_PORT, or the sandbox's). */
export async function startStorageHost(
  platform: Platform,
  port = platform.config.storagePort,
  variable = 'STORAGE_PORT',
): Promise<RunningStorageHost | null> {
  const { local, secret } = platform.orders.storage;
  if (!local) return null;
  const quiet = platform.config.logLevel === 'silent';
  const log = serviceLogger('storage', platform.config.logLevel, platform.config.environment);
  let closing = false;
  const server: Server = createStorageHost({
    disk: local.disk,
    secret,
    clock: platform.clock,
    timeouts: platform.config.http,
    maxConnectionsPerAddress: platform.config.httpMaxConnectionsPerAddress,
    trustProxy: platform.config.trustProxy,
    maxInFlight: platform.config.httpMaxInFlight,
    closing: () => closing,
    // One JSON line per request: method, object key, status. Never the query (a credential).
    log: quiet ? undefined : (entry) => log.info(entry, 'storage request'),
  });
  const url = await explainListen(() => listenStorageHost(server, platform.config.host, port), platform.config.host, port, variable);
  if (!platform.config.storage.publicUrl) local.useBaseUrl(url);
  // What uploads cut off by a killed process left on disk, at start and then hourly: nothing else removes it.
  const sweep = () =>
    local.disk.sweep().then(
      (removed) => removed > 0 && log.info({ removed }, 'storage: removed files left by interrupted uploads'),
      (error: unknown) => log.warn({ err: error }, 'storage: sweeping files left by interrupted uploads failed'),
    );
  void sweep();
  const sweeps = setInterval(sweep, SWEEP_EVERY_MS).unref();
  const beginClosing = () => {
    closing = true;
    // A download still running when the close began: its connection is not kept for the keep-alive timeout after it.
    server.keepAliveTimeout = 1;
  };
  return {
    url,
    server,
    beginClosing,
    close: () =>
      new Promise<void>((done) => {
        clearInterval(sweeps);
        beginClosing();
        server.close(() => done());
      }),
  };
}
