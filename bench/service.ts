// The service as `npm start` ships it, for the benches that load it against a
// bare twin: the compiled entry (dist/, built first when stale, as
// scripts/launch.mjs does) with `npm start`'s Node flags and every role in
// one process (api, admin, storage, worker, dispatcher, mtls; or the roles
// given, for a production split), its metrics listener, and the gateway
// `npm start` builds: counters in this process's memory, or in Redis when
// BENCH_REDIS_URL is set, with the spec's limits (the benches spread their
// load over enough partners and addresses: bench/partners.ts). It trusts its
// loopback caller's X-Forwarded-For (TRUST_PROXY=loopback), as behind a
// balancer. Logs at BENCH_LOG_LEVEL (default: `npm start`'s, info). Not a script.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROLES } from '../src/app/roles.ts';
import { startServiceProcess } from '../test/helpers/service-process.ts';
import { freePorts } from '../test/readme/service.ts';
import { processCpuMicros, root, serviceNodeFlags } from './common.ts';

export interface ShippedService {
  /** The partner API's listener. */
  base: string;
  /** The admin listener (admin API and console; role `admin`). */
  adminBase: string;
  /** The admin API's token this start was given. */
  adminToken: string;
  pid: number;
  metricsUrl: string;
  cpuMicros(): number | null;
  stop(): Promise<void>;
}

/** The log level the benches run the service at: `npm start`'s default unless BENCH_LOG_LEVEL says otherwise. */
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';

/** Node's arguments for dist/main.js as `npm start` runs it; builds dist/ when src/ is newer. */
async function shippedEntry(extraFlags: string[]): Promise<string[]> {
  const launcher = (await import(pathToFileURL(join(root, 'scripts', 'launch.mjs')).href)) as { fresh(): boolean; build(): boolean };
  if (!launcher.fresh() && !launcher.build()) throw new Error('the service could not be compiled (dist/): is typescript installed?');
  return [...serviceNodeFlags(), ...extraFlags, join(root, 'dist', 'main.js')];
}

export async function startShippedService(options: {
  databaseUrl: string;
  /** Where the storage role keeps its bytes (a scratch directory). */
  storageDir: string;
  /** Node flags after `npm start`'s (BENCH_PROFILE's --cpu-prof). */
  extraFlags?: string[];
  roles?: string[];
  env?: Record<string, string>;
}): Promise<ShippedService> {
  const [port, adminPort, storagePort, mtlsPort] = await freePorts(4);
  const adminToken = randomBytes(24).toString('base64url');
  const service = await startServiceProcess({
    name: 'service',
    roles: options.roles ?? ROLES.filter((r) => r !== 'sandbox'),
    port,
    entry: await shippedEntry(options.extraFlags ?? []),
    env: {
      DATABASE_URL: options.databaseUrl,
      ADMIN_PORT: String(adminPort),
      STORAGE_PORT: String(storagePort),
      MTLS_PORT: String(mtlsPort),
      STORAGE_DIR: options.storageDir,
      ADMIN_TOKEN: adminToken,
      ENVIRONMENT_NAME: `pcapi-bench-${randomBytes(4).toString('hex')}`,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL,
      ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
      ...options.env,
    },
  });
  return {
    base: `http://127.0.0.1:${port}`,
    adminBase: `http://127.0.0.1:${adminPort}`,
    adminToken,
    pid: service.pid,
    metricsUrl: service.metricsUrl,
    cpuMicros: () => processCpuMicros(service.pid),
    async stop() {
      if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGTERM');
      const timer = setTimeout(() => void service.kill(), 30_000);
      await service.exited;
      clearTimeout(timer);
    },
  };
}
