// The service as `npm start` ships it, for the benches that load it against a
// bare twin: the compiled entry (dist/, built first when stale, as
// scripts/launch.mjs does) with `npm start`'s Node flags and every role in
// one process (api, admin, storage, worker, dispatcher, mtls; or the roles
// given, for a production split), its metrics listener, and the gateway
// `npm start` builds: counters in this process's memory, or in Redis when
// BENCH_REDIS_URL is set, with the spec's limits (the benches spread their
// load over enough partners and addresses: bench/partners.ts). It trusts its
// loopback caller's X-Forwarded-For (TRUST_PROXY=loopback), as behind a
// balancer. Logs at BENCH_LOG_LEVEL (default: `npm start`'s, info).
// BENCH_SHAPE picks the shipped shape when no roles are given: `start` (the
// default, every role in one process, as `npm start`) or `split` (the
// production split: an API process with `api,admin,storage,mtls` and a
// background process with `worker,dispatcher`, on PostgreSQL with Redis;
// CPU is then the two processes' sum). Not a script.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROLES } from '../src/app/roles.ts';
import { startServiceProcess } from '../test/helpers/service-process.ts';
import { freePorts } from '../test/readme/service.ts';
import { CALLGRIND, callgrindWrapper } from './callgrind.ts';
import { processCpuMicros, root, serviceNodeFlags } from './common.ts';

export interface ShippedService {
  /** The partner API's listener. */
  base: string;
  /** The admin listener (admin API and console; role `admin`). */
  adminBase: string;
  /** The admin API's token this start was given. */
  adminToken: string;
  pid: number;
  /** The split's background process (worker, dispatcher); null in one process. */
  backgroundPid: number | null;
  metricsUrl: string;
  /** CPU time (µs) of the service's processes: both in the split. */
  cpuMicros(): number | null;
  /** The split's background process's share of cpuMicros(); null in one process. */
  backgroundCpuMicros(): number | null;
  stop(): Promise<void>;
}

/** The log level the benches run the service at: `npm start`'s default unless BENCH_LOG_LEVEL says otherwise. */
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';

/** Node's arguments for dist/main.js as `npm start` runs it; builds dist/ when src/ is newer. */
async function shippedEntry(extraFlags: string[], tree?: string, launcher = false): Promise<string[]> {
  if (tree !== undefined) {
    if (!existsSync(join(tree, 'dist', 'main.js'))) throw new Error(`${tree} has no dist/main.js: build it first (npm run build there)`);
    return [...serviceNodeFlags(), ...extraFlags, join(tree, 'dist', 'main.js')];
  }
  const launch = (await import(pathToFileURL(join(root, 'scripts', 'launch.mjs')).href)) as { fresh(): boolean; build(): boolean };
  if (!launch.fresh() && !launch.build()) throw new Error('the service could not be compiled (dist/): is typescript installed?');
  const script = launcher ? [join(root, 'scripts', 'launch.mjs'), 'main'] : [join(root, 'dist', 'main.js')];
  return [...serviceNodeFlags(), ...extraFlags, ...script];
}

/** The shipped shape the benches run: `start` (one process, every role) or `split` (API and background processes, Redis). */
export const SHAPE: 'start' | 'split' = (() => {
  const shape = process.env.BENCH_SHAPE || 'start';
  if (shape !== 'start' && shape !== 'split') throw new Error(`BENCH_SHAPE must be start or split, got "${shape}"`);
  if (shape === 'split' && !process.env.BENCH_REDIS_URL) throw new Error('BENCH_SHAPE=split is the production split: set BENCH_REDIS_URL');
  return shape;
})();

const API_ROLES = ['api', 'admin', 'storage', 'mtls'];
const BACKGROUND_ROLES = ['worker', 'dispatcher'];

export async function startShippedService(options: {
  databaseUrl: string;
  /** Where the storage role keeps its bytes (a scratch directory). */
  storageDir: string;
  /** Node flags after `npm start`'s (BENCH_PROFILE's --cpu-prof). */
  extraFlags?: string[];
  /** Start through scripts/launch.mjs, exactly as `npm start` (the bundle, tracing's switch) instead of dist/main.js. */
  launcher?: boolean;
  roles?: string[];
  env?: Record<string, string>;
  /** Another checkout whose built dist/main.js runs instead of this tree's (a before/after in one run). */
  tree?: string;
}): Promise<ShippedService> {
  const [port, adminPort, storagePort, mtlsPort] = await freePorts(4);
  const adminToken = randomBytes(24).toString('base64url');
  const split = options.roles === undefined && SHAPE === 'split';
  if (split && !/^postgres(ql)?:/.test(options.databaseUrl)) throw new Error('BENCH_SHAPE=split runs on PostgreSQL only');
  const entry = await shippedEntry(options.extraFlags ?? [], options.tree, options.launcher ?? false);
  const env = {
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
  };
  const roles = options.roles ?? (split ? API_ROLES : ROLES.filter((r) => r !== 'sandbox'));
  // Under callgrind a start takes minutes.
  const under = { wrapper: callgrindWrapper(), startTimeoutMs: CALLGRIND ? 900_000 : undefined };
  const service = await startServiceProcess({ name: 'service', roles, port, entry, env, ...under });
  const background = split
    ? await startServiceProcess({ name: 'background', roles: BACKGROUND_ROLES, entry, env, ...under }).catch(async (error: unknown) => {
        service.child.kill('SIGTERM');
        await service.exited;
        throw error;
      })
    : null;
  const cpuMicros = () => {
    const own = processCpuMicros(service.pid);
    if (background === null || own === null) return own;
    const other = processCpuMicros(background.pid);
    return other === null ? null : own + other;
  };
  const stopOne = async (one: typeof service) => {
    if (one.child.exitCode === null && one.child.signalCode === null) one.child.kill('SIGTERM');
    const timer = setTimeout(() => void one.kill(), 30_000);
    await one.exited;
    clearTimeout(timer);
  };
  return {
    base: `http://127.0.0.1:${port}`,
    adminBase: `http://127.0.0.1:${adminPort}`,
    adminToken,
    pid: service.pid,
    backgroundPid: background?.pid ?? null,
    metricsUrl: service.metricsUrl,
    cpuMicros,
    backgroundCpuMicros: () => (background === null ? null : processCpuMicros(background.pid)),
    async stop() {
      await Promise.all([stopOne(service), ...(background ? [stopOne(background)] : [])]);
    },
  };
}
