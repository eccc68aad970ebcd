// `npm run bench`: the partner API against a bare process running the same SQL.
//
// For each engine (in-memory PGlite, then PostgreSQL when reachable) it builds
// the real partner app on a fresh migrated database with the demo world plus
// 100,000 products on one granted site (one INSERT … SELECT generate_series),
// and starts a separate bare process (bench/bare.ts: Fastify + pg, no hooks,
// no auth, no validation) running the same SQL text on the same data. It loads
// four routes, each against its bare twin: GET /v1/me, the product list page
// 1 and page 1,000, and product detail; prints req/s, p50 and p99, the ratio
// app/bare, and page 1,000 against page 1; writes bench/results/latest.json.
// Loopback only; bounded in time; exits by itself.
//
// Environment: BENCH_DURATION (seconds per measured route and server, default 6),
// BENCH_WARMUP (seconds per route and server, default 1), BENCH_CONNECTIONS
// (default 10), BENCH_ENGINES (default "pglite,postgres"), BENCH_PRODUCTS
// (default 100000), BENCH_POSTGRES_URL (server to create the throw-away
// database on, default postgres://postgres@127.0.0.1:5432/postgres).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { PAGE, OWNED_BY_ID, PRODUCT_SEGMENTS, VARIANTS } from '../src/catalog/repo.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/engine.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { emptyGateway } from '../src/gateway/hooks.ts';
import { buildPartnerApp } from '../src/http/partner-app.ts';
import { CREDENTIAL_PARTNER } from '../src/identity/repo.ts';
import { createPlatform } from '../src/platform.ts';
import type { BareJob } from './bare.ts';
import type { LoadJob } from './load.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

function intEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new Error(`${name} must be a whole number up to ${max}, got "${raw}"`);
  return Number(raw);
}

const DURATION = Math.max(1, intEnv('BENCH_DURATION', 6, 300));
const WARMUP = intEnv('BENCH_WARMUP', 1, 60);
const PRODUCTS = intEnv('BENCH_PRODUCTS', 100_000, 10_000_000);
const CONNECTIONS = Math.max(1, intEnv('BENCH_CONNECTIONS', 10, 1000));
const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',').map((e) => e.trim()).filter(Boolean);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

type Engine = 'pglite' | 'postgres';
type RouteName = 'me' | 'list-page-1' | 'list-page-1000' | 'detail';
type Server = 'bare' | 'app';

interface RouteFigures {
  engine: Engine;
  server: Server;
  route: RouteName;
  path: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface EngineResult {
  engine: Engine;
  status: 'measured' | 'skipped';
  reason?: string;
  routes?: RouteFigures[];
  /** app / bare per route. */
  ratios?: Record<RouteName, { requestsPerSec: number; latencyP50: number; latencyP99: number }>;
  /** The app's page 1,000 against its page 1 (latency p50; 1 means as cheap). */
  deepPageP50?: number;
  deepPageRequestsPerSec?: number;
}

// ---------------------------------------------------------------- databases

interface BenchDatabase {
  database: Database;
  label: string;
  /** The PostgreSQL URL, for the bare process. */
  url?: string;
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function openPglite(): Promise<BenchDatabase> {
  const database = await openDatabase('memory://');
  await migrateToLatest(database.db);
  return { database, label: 'PGlite (in memory)', dispose: () => database.close() };
}

/** A fresh database on the PostgreSQL server, dropped afterwards; null when unreachable. */
async function openPostgres(): Promise<BenchDatabase | string> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL at ${redact(POSTGRES_URL)} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  }
  const name = `pcapi_bench_${randomBytes(5).toString('hex')}`;
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

// ---------------------------------------------------------------- load

function runLoad(job: LoadJob): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'load.ts'), JSON.stringify(job)], {
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
  });
}

/**
 * Combines the halves of one route's measurement: req/s over the whole time,
 * p50 and p99 as the mean of the halves' (each half is the same length, so
 * this is close to the percentile of the whole; see bench/README.md).
 */
function figures(engine: Engine, server: Server, route: RouteName, path: string, halves: Result[]): RouteFigures {
  const sum = (f: (r: Result) => number) => halves.reduce((acc, r) => acc + f(r), 0);
  const mean = (f: (r: Result) => number) => sum(f) / halves.length;
  const requests = sum((r) => r.requests.total);
  return {
    engine,
    server,
    route,
    path,
    requestsPerSec: requests / sum((r) => r.duration),
    latencyP50Ms: mean((r) => r.latency.p50),
    latencyP99Ms: mean((r) => r.latency.p99),
    latencyAvgMs: sum((r) => r.latency.average * r.requests.total) / Math.max(1, requests),
    requests,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

// ---------------------------------------------------------------- bare process

async function startBare(job: BareJob): Promise<{ base: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'bare.ts'), JSON.stringify(job)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`bare process exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => void child.kill('SIGTERM') };
}

// ---------------------------------------------------------------- one engine

/** PRODUCTS plain STOCK products on `siteId`, in one statement. */
async function seedProducts(database: Database, siteId: number): Promise<void> {
  await sql`INSERT INTO products (site_id, code, name, service_type)
    SELECT ${siteId}, 'BENCH-' || g, 'Bench product ' || g, 'STOCK' FROM generate_series(1, ${PRODUCTS}) AS g`.execute(database.db);
  await sql`ANALYZE`.execute(database.db);
}

async function benchEngine(engine: Engine): Promise<EngineResult> {
  const opened = engine === 'pglite' ? await openPglite() : await openPostgres();
  if (typeof opened === 'string') return { engine, status: 'skipped', reason: opened };
  const { database, label } = opened;
  process.stdout.write(`\n== ${label}\n`);

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: engine === 'pglite' ? 'memory://' : 'postgres://bench',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    ADMIN_TOKEN: randomBytes(24).toString('base64url'),
  });
  const platform = await createPlatform(config, database);
  const demo = await seedDemo(platform);
  const siteId = demo.siteIds[0]!;
  const seeded = Date.now();
  await seedProducts(database, siteId);
  process.stdout.write(`seeded ${PRODUCTS} products on site ${siteId} in ${((Date.now() - seeded) / 1000).toFixed(1)}s\n`);
  // Page 1,000 starts after the key that leaves one page (at 100 a page, 100,000 products).
  const deep = await sql<{ id: string }>`SELECT id FROM products WHERE site_id = ${siteId} ORDER BY id DESC OFFSET 100 LIMIT 1`.execute(database.db);
  const deepKey = deep.rows[0]!.id;
  const detailId = (await sql<{ id: string }>`SELECT id FROM products WHERE site_id = ${siteId} ORDER BY id LIMIT 1`.execute(database.db)).rows[0]!.id;

  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-'));
  const bareJob: BareJob = {
    clientId: demo.clientId,
    siteId,
    sql: { credential: CREDENTIAL_PARTNER.text, page: PAGE.text, owned: OWNED_BY_ID.text, variants: VARIANTS.text, productSegments: PRODUCT_SEGMENTS.text },
  };
  if (engine === 'pglite') {
    const dump = join(scratch, 'data.tar');
    writeFileSync(dump, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()));
    bareJob.pgliteDump = dump;
  } else {
    bareJob.postgresUrl = opened.url!;
  }
  const bare = await startBare(bareJob);
  // The read path alone: the gateway's own cost is measured by bench/gateway.ts.
  const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });

  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokenRes = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: demo.clientId, client_secret: demo.clientSecret }),
    });
    const token = ((await tokenRes.json()) as { access_token?: string }).access_token;
    if (!tokenRes.ok || !token) throw new Error(`token request answered ${tokenRes.status}`);
    const auth = { authorization: `Bearer ${token}` };
    const cursor = platform.cursors.encode('products.list', { siteId, serviceType: undefined }, [deepKey]);

    const routes: Record<RouteName, Record<Server, { path: string; headers: Record<string, string> }>> = {
      me: { bare: { path: '/me', headers: {} }, app: { path: '/v1/me', headers: auth } },
      'list-page-1': { bare: { path: '/products', headers: {} }, app: { path: `/v1/products?siteId=${siteId}`, headers: auth } },
      'list-page-1000': { bare: { path: `/products?after=${deepKey}`, headers: {} }, app: { path: `/v1/products?siteId=${siteId}&cursor=${cursor}`, headers: auth } },
      detail: { bare: { path: `/products/${detailId}`, headers: {} }, app: { path: `/v1/products/SLO_${detailId}`, headers: auth } },
    };
    const url = (server: Server, route: RouteName) => `${server === 'bare' ? bare.base : base}${routes[route][server].path}`;
    // Every route must answer 200 on both servers before it is worth timing.
    for (const route of Object.keys(routes) as RouteName[]) {
      for (const server of ['bare', 'app'] as const) {
        const res = await fetch(url(server, route), { headers: routes[route][server].headers });
        if (res.status !== 200) throw new Error(`${server} ${routes[route][server].path} answered ${res.status}: ${await res.text()}`);
      }
    }

    const half = Math.max(1, DURATION / 2);
    const all: RouteFigures[] = [];
    for (const route of Object.keys(routes) as RouteName[]) {
      const job = (server: Server, duration: number): LoadJob => ({ url: url(server, route), connections: CONNECTIONS, duration, headers: routes[route][server].headers });
      if (WARMUP > 0) for (const server of ['bare', 'app'] as const) await runLoad(job(server, WARMUP));
      // A-B-B-A: load that drifts during the run (other work on the machine) weighs on both alike.
      process.stdout.write(`measuring ${route}: bare, app, app, bare (${CONNECTIONS} connections, ${half}s each)\n`);
      const runs: Record<Server, Result[]> = { bare: [], app: [] };
      for (const server of ['bare', 'app', 'app', 'bare'] as const) runs[server].push(await runLoad(job(server, half)));
      for (const server of ['bare', 'app'] as const) all.push(figures(engine, server, route, routes[route][server].path, runs[server]));
    }
    for (const f of all) {
      if (f.non2xx > 0 || f.errors > 0) process.stdout.write(`  warning: ${f.server} ${f.path}: ${f.non2xx} non-2xx responses, ${f.errors} errors\n`);
    }
    const pick = (server: Server, route: RouteName) => all.find((f) => f.server === server && f.route === route)!;
    const ratios = Object.fromEntries(
      (Object.keys(routes) as RouteName[]).map((route) => {
        const [a, b] = [pick('app', route), pick('bare', route)];
        return [route, { requestsPerSec: a.requestsPerSec / b.requestsPerSec, latencyP50: a.latencyP50Ms / b.latencyP50Ms, latencyP99: a.latencyP99Ms / b.latencyP99Ms }];
      }),
    ) as EngineResult['ratios'];
    const [p1, p1000] = [pick('app', 'list-page-1'), pick('app', 'list-page-1000')];
    return {
      engine,
      status: 'measured',
      routes: all,
      ratios,
      deepPageP50: p1000.latencyP50Ms / p1.latencyP50Ms,
      deepPageRequestsPerSec: p1000.requestsPerSec / p1.requestsPerSec,
    };
  } finally {
    bare.stop();
    await app.close();
    await opened.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}

function table(results: EngineResult[]): string {
  const head = `${pad('engine', 9)}${pad('route', 16)}${pad('bare req/s', 12, true)}${pad('app req/s', 11, true)}${pad('app/bare', 10, true)}${pad('p50 bare', 10, true)}${pad('p50 app', 9, true)}${pad('p99 app', 9, true)}${pad('non-2xx', 9, true)}`;
  const lines = [head, '-'.repeat(head.length)];
  for (const r of results) {
    if (r.status === 'skipped') {
      lines.push(`${pad(r.engine, 9)}skipped: ${r.reason}`);
      continue;
    }
    for (const route of Object.keys(r.ratios!) as RouteName[]) {
      const [bare, app] = (['bare', 'app'] as const).map((s) => r.routes!.find((f) => f.route === route && f.server === s)!);
      lines.push(
        `${pad(r.engine, 9)}${pad(route, 16)}${pad(bare!.requestsPerSec.toFixed(0), 12, true)}${pad(app!.requestsPerSec.toFixed(0), 11, true)}${pad(`${r.ratios![route].requestsPerSec.toFixed(2)}x`, 10, true)}${pad(bare!.latencyP50Ms.toFixed(1), 10, true)}${pad(app!.latencyP50Ms.toFixed(1), 9, true)}${pad(app!.latencyP99Ms.toFixed(1), 9, true)}${pad(String(app!.non2xx + bare!.non2xx), 9, true)}`,
      );
    }
    lines.push(`${pad(r.engine, 9)}page 1,000 / page 1 (app): p50 ${r.deepPageP50!.toFixed(2)}x, req/s ${r.deepPageRequestsPerSec!.toFixed(2)}x`);
  }
  return lines.join('\n');
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const unknown = ENGINES.filter((e) => e !== 'pglite' && e !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES: unknown engine ${unknown.join(', ')} (pglite, postgres)`);
  // Hard ceiling: whatever happens, the process ends.
  const ceiling = ENGINES.length * (4 * 2 * (WARMUP + DURATION) + 180);
  setTimeout(() => {
    process.stderr.write(`bench: still running after ${ceiling}s, giving up\n`);
    process.exit(2);
  }, ceiling * 1000).unref();

  const loadBefore = loadavg()[0]!;
  if (loadBefore > cpus().length * 0.5) {
    process.stdout.write(`note: 1-minute load average is ${loadBefore.toFixed(2)} on ${cpus().length} CPUs; other work will depress the figures\n`);
  }
  process.stdout.write(`Benchmark: the partner API against a bare Fastify + pg process running the same SQL, ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION}s per route and server\n`);
  const results: EngineResult[] = [];
  for (const engine of ENGINES as Engine[]) {
    const result = await benchEngine(engine);
    if (result.status === 'skipped') process.stdout.write(`\n== ${engine}: skipped (${result.reason})\n`);
    results.push(result);
  }

  process.stdout.write(`\n${table(results)}\n`);
  process.stdout.write('\napp/bare: the share of a bare process\'s throughput the service keeps (its authentication, validation, hooks and rendering).\n');

  const file = join(here, 'results', 'latest.json');
  mkdirSync(dirname(file), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    products: PRODUCTS,
    warmupSeconds: WARMUP,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg()[0]!,
    results,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`results written to ${file}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
