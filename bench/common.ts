// What the bench scripts share (bench/run.ts, bench/gateway.ts, and the load
// child of bench/token.ts and the exit of bench/submissions.ts): environment
// parsing, the engine list, a fresh migrated database per engine, the
// autocannon child (bench/load.ts), combining a route's halves into figures,
// ratios, the report table's padding and the results JSON. Not a script.
import { execFileSync, spawn, spawnSync, type ChildProcessWithoutNullStreams, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../src/app/config.ts';
import { openDatabase, type Database } from '../src/db/engine.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/app/demo/seed.ts';
import type { DemoWorld } from '../src/app/demo/world.ts';
import { createPlatform, type Platform } from '../src/app/platform.ts';
import type { LoadJob } from './load.ts';
import { CALLGRIND, kiloInstructions } from './callgrind.ts';

export const here = dirname(fileURLToPath(import.meta.url));
/**
 * `npm run bench` runs the benchmark compiled by tsc (.cache/bench-dist/, as
 * `npm start` runs the service from dist/): under tsx every closure the
 * service creates per request pays esbuild's name-keeping helper (a
 * defineProperty each), a cost the shipped service does not have. Scripts
 * run through tsx still work; children are started the same way as the parent.
 */
export const compiled = import.meta.url.endsWith('.js');
/** The repository root, in both cases. */
export const root = compiled ? join(here, '..', '..', '..') : join(here, '..');
// The compiled service reads docs/ beside its src/ (src/docs-site/examples.ts): link it into the build.
if (compiled && !existsSync(join(here, '..', 'docs'))) symlinkSync(join(root, 'docs'), join(here, '..', 'docs'), 'dir');

/** Node's arguments to run a sibling script of this directory (`load`, `bare`, …) the way this one runs. */
export function siblingScript(name: string): string[] {
  return compiled ? [join(here, `${name}.js`)] : ['--import', 'tsx', join(here, `${name}.ts`)];
}

/**
 * The Node options `npm start` runs the service with (the flags before the
 * script in package.json's start script, e.g. the young generation's size):
 * the benchmark starts both its server processes with them, so the service
 * is measured as it ships and the bare baseline gets the same runtime.
 */
export function serviceNodeFlags(): string[] {
  // BENCH_NODE_FLAGS replaces them (to measure a flag's worth: e.g. without the young generation's minimum).
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = start.split(/\s+/);
  const flags: string[] = [];
  for (const word of words.slice(words.indexOf('node') + 1)) {
    if (!word.startsWith('--')) break;
    flags.push(word);
  }
  return flags;
}

/**
 * Runs this bench again under the Node options the service starts with, unless it already runs under them (a
 * bench whose process hosts part of the service measures it as it ships); exits with the rerun's status.
 */
export function rerunWithServiceFlags(): void {
  const flags = serviceNodeFlags();
  if (flags.every((f) => process.execArgv.includes(f))) return;
  const again = spawnSync(process.execPath, [...flags, ...process.execArgv, process.argv[1]!, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(again.status ?? 1);
}

export function intEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new Error(`${name} must be a whole number up to ${max}, got "${raw}"`);
  return Number(raw);
}

export type Engine = 'pglite' | 'postgres';

export const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres')
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
/** BENCH_POSTGRES_URL, read when a database is opened (bench/history.ts may point it at a cluster of its own first). */
export const postgresUrl = (): string => process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const POSTGRES_URL = postgresUrl();

// ---------------------------------------------------------------- databases

export interface BenchDatabase {
  database: Database;
  label: string;
  /** The PostgreSQL URL, or PGlite's data directory when it has one. */
  url?: string;
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A copy of the database at `url` (CREATE DATABASE … TEMPLATE: nothing may be
 * connected to it meanwhile), on the same server; dropped by `drop`. A twin
 * on a copy of its own never wakes the service's LISTENers (NOTIFY is per
 * database) nor shares its tables' growth.
 */
export async function copyDatabase(url: string, suffix = 'copy'): Promise<{ url: string; drop(): Promise<void> }> {
  const source = new URL(url).pathname.slice(1);
  const name = `${source}_${suffix}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(url, name),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function openPglite(dataDir?: string): Promise<BenchDatabase> {
  const database = await openDatabase(dataDir ?? 'memory://');
  await migrateToLatest(database.db);
  let closed: Promise<void> | null = null;
  return {
    database,
    label: dataDir ? `PGlite (${dataDir})` : 'PGlite (in memory)',
    url: dataDir,
    dispose: () => (closed ??= database.close()),
  };
}

/** The throw-away databases' prefix: BENCH_DATABASE_PREFIX on a server shared with other runs, else pcapi_bench. */
const DATABASE_PREFIX = (() => {
  const prefix = process.env.BENCH_DATABASE_PREFIX || 'pcapi_bench';
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) throw new Error(`BENCH_DATABASE_PREFIX must be a lower-case identifier, got "${prefix}"`);
  return prefix;
})();

/** A fresh database on the PostgreSQL server, dropped afterwards; the reason as a string when unreachable. */
async function openPostgres(): Promise<BenchDatabase | string> {
  const POSTGRES_URL = postgresUrl();
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL at ${redact(POSTGRES_URL)} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  }
  const name = `${DATABASE_PREFIX}_${randomBytes(5).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const c = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
  const url = withDatabase(POSTGRES_URL, name);
  try {
    const database = await openDatabase(url, { poolSize: 10 });
    try {
      await migrateToLatest(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
    return {
      database,
      label: `PostgreSQL (${redact(url)}, pool 10)`,
      url,
      dispose: async () => {
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** A fresh migrated database on `engine` (PGlite: in memory, or in `pgliteDir`), or why it was skipped. */
function openEngine(engine: Engine, pgliteDir?: string): Promise<BenchDatabase | string> {
  return engine === 'pglite' ? openPglite(pgliteDir) : openPostgres();
}

/** The service configuration every bench app is built with. */
export function benchConfig(engine: Engine): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: engine === 'pglite' ? 'memory://' : 'postgres://bench',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    ADMIN_TOKEN: randomBytes(24).toString('base64url'),
  });
}

/**
 * A fresh migrated database on `engine` with the platform and the demo world
 * on it, or why the engine was skipped. The caller disposes `opened`.
 */
export async function setUpEngine(
  engine: Engine,
  pgliteDir?: string,
): Promise<{ opened: BenchDatabase; platform: Platform; demo: DemoWorld } | string> {
  const opened = await openEngine(engine, pgliteDir);
  if (typeof opened === 'string') return opened;
  process.stdout.write(`\n== ${opened.label}\n`);
  const platform = await createPlatform(benchConfig(engine), opened.database);
  const demo = await seedDemo(platform);
  return { opened, platform, demo };
}

// ---------------------------------------------------------------- app

/** Listens on a free loopback port; returns the base URL. */
export async function listenLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A client-credentials access token for the demo partner. */
export async function fetchToken(base: string, client: { clientId: string; clientSecret: string }): Promise<string> {
  const tokenRes = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }),
  });
  const token = ((await tokenRes.json()) as { access_token?: string }).access_token;
  if (!tokenRes.ok || !token) throw new Error(`token request answered ${tokenRes.status}`);
  return token;
}

// ---------------------------------------------------------------- load

/** One autocannon run in a child process (bench/load.ts), so the load generator shares no event loop with a server. */
export function runLoad(job: LoadJob): Promise<Result> {
  // A job with many tokens is larger than one argument may be: it goes through a file.
  const file = join(tmpdir(), `pcapi-bench-load-${process.pid}-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(job));
  return new Promise<Result>((resolve, reject) => {
    const child = spawn(process.execPath, [...siblingScript('load'), file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), (job.duration + 30) * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      try {
        resolve(JSON.parse(out) as Result);
      } catch {
        reject(new Error('load generator printed no result'));
      }
    });
  }).finally(() => rmSync(file, { force: true }));
}

export interface Figures {
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/**
 * Combines the halves of one route's measurement: req/s over the whole time,
 * p50 and p99 as the mean of the halves' (each half is the same length, so
 * this is close to the percentile of the whole; see bench/README.md).
 */
export function figures(halves: Result[]): Figures {
  const sum = (f: (r: Result) => number) => halves.reduce((acc, r) => acc + f(r), 0);
  const mean = (f: (r: Result) => number) => sum(f) / halves.length;
  const requests = sum((r) => r.requests.total);
  return {
    requestsPerSec: requests / sum((r) => r.duration),
    latencyP50Ms: mean((r) => r.latency.p50),
    latencyP99Ms: mean((r) => r.latency.p99),
    latencyAvgMs: sum((r) => r.latency.average * r.requests.total) / Math.max(1, requests),
    requests,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

export interface Ratio {
  requestsPerSec: number;
  latencyP50: number;
  latencyP99: number;
}

/** a / b for throughput and latency. */
export function ratio(a: Figures, b: Figures): Ratio {
  return {
    requestsPerSec: a.requestsPerSec / b.requestsPerSec,
    latencyP50: a.latencyP50Ms / b.latencyP50Ms,
    latencyP99: a.latencyP99Ms / b.latencyP99Ms,
  };
}

// ---------------------------------------------------------------- run and report

export function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * Checks BENCH_ENGINES, arms a hard ceiling of `ceilingPerEngine` seconds per
 * engine (whatever happens, the process ends) and notes a busy machine.
 * Returns the 1-minute load average before the run.
 */
export function startRun(ceilingPerEngine: number): number {
  const unknown = ENGINES.filter((e) => e !== 'pglite' && e !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES: unknown engine ${unknown.join(', ')} (pglite, postgres)`);
  const ceiling = ENGINES.length * ceilingPerEngine;
  setTimeout(() => {
    process.stderr.write(`bench: still running after ${ceiling}s, giving up\n`);
    process.exit(2);
  }, ceiling * 1000).unref();
  const loadBefore = loadavg()[0]!;
  if (loadBefore > cpus().length * 0.5) {
    process.stdout.write(
      `note: 1-minute load average is ${loadBefore.toFixed(2)} on ${cpus().length} CPUs; other work will depress the figures\n`,
    );
  }
  return loadBefore;
}

/** Runs `bench` on each engine of BENCH_ENGINES in turn, saying which were skipped. */
export async function forEachEngine<R extends { status: 'measured' | 'skipped'; reason?: string }>(
  bench: (engine: Engine) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (const engine of ENGINES as Engine[]) {
    const result = await bench(engine);
    if (result.status === 'skipped') process.stdout.write(`\n== ${engine}: skipped (${result.reason})\n`);
    results.push(result);
  }
  return results;
}

/** The `p`-th percentile (0–100) of ascending `sorted` values, nearest rank; NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Writes bench/results/<name>: the machine, `settings`, the load average before and after, and the results. */
export function writeResults(name: string, settings: Record<string, unknown>, loadBefore: number, results: unknown[]): void {
  const file = join(root, 'bench', 'results', name);
  mkdirSync(dirname(file), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    ...settings,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg()[0]!,
    results,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`results written to ${file}\n`);
}

/** Runs a script's main and exits: 0 when done, 1 with the stack when it failed. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}

/** User + system CPU time, in microseconds, from a /proc `stat` line (Linux, 100 clock ticks a second). */
function statCpuMicros(stat: string): number {
  // After the name in parentheses, which may itself hold ") ".
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

/**
 * The JavaScript (main) thread's CPU time in microseconds, split into user and kernel (system calls: a socket's
 * write on loopback includes delivering it to its reader), from /proc; null elsewhere or under callgrind.
 */
export function mainThreadCpuMicros(pid: number): { user: number; system: number } | null {
  if (CALLGRIND) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return { user: (Number(fields[11]) * 1_000_000) / 100, system: (Number(fields[12]) * 1_000_000) / 100 };
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) of a process, in microseconds, from /proc; null elsewhere.
 * With BENCH_CALLGRIND=1, thousands of instructions instead (bench/callgrind.ts).
 */
export function processCpuMicros(pid: number): number | null {
  if (CALLGRIND) return kiloInstructions(pid);
  try {
    return statCpuMicros(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Each thread's CPU time (user + system), in microseconds, by thread id, with its name (`main` for the first, the
 * JavaScript thread: V8's and libuv's workers may carry the process's name), from /proc; empty elsewhere.
 */
export function threadCpuMicros(pid: number): Map<string, { name: string; micros: number }> {
  const threads = new Map<string, { name: string; micros: number }>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        threads.set(tid, { name, micros: statCpuMicros(stat) });
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  } catch {
    // Not Linux, or the process is gone.
  }
  return threads;
}

/** The port a bench server child prints as its first JSON line on stdout once it listens; rejects if it exits first. */
export function listeningPort(
  child: ChildProcessWithoutNullStreams | ChildProcessByStdio<null, import('node:stream').Readable, null>,
  name: string,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    const read = (chunk: string) => {
      out += chunk;
      // Its own line, among the log lines a server may write before it (bench/bare.ts logs when it listens).
      const line = out.split('\n').find((l) => /^\{"port":\d+\}$/.test(l));
      if (!line) return;
      resolve((JSON.parse(line) as { port: number }).port);
      // What it writes from now on (its request log) is read and dropped.
      child.stdout.off('data', read);
      child.stdout.resume();
    };
    child.stdout.on('data', read);
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`${name} process exited with ${code}`)));
  });
}

/**
 * The CPU time of a PostgreSQL database's backends (the server runs on this
 * machine: read from /proc like the server children), for the database CPU
 * per request of a phase: `start()` notes each backend's CPU, `stop()` sums
 * what each backend there then used since (all of it for a backend that
 * started during the phase). A backend that ended during the phase is lost
 * (pools keep their connections under load). Null where /proc cannot tell.
 */
export async function databaseBackends(url: string): Promise<{
  start(): Promise<void>;
  stop(): Promise<number | null>;
  close(): Promise<void>;
}> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const read = async (): Promise<Map<number, number> | null> => {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const micros = processCpuMicros(pid);
      if (micros === null) return null;
      cpu.set(pid, micros);
    }
    return cpu;
  };
  let before: Map<number, number> | null = null;
  return {
    async start() {
      before = await read();
    },
    async stop() {
      const after = await read();
      if (!before || !after) return null;
      let used = 0;
      for (const [pid, micros] of after) used += micros - (before.get(pid) ?? 0);
      return used;
    },
    close: () => client.end(),
  };
}
