// `npm run bench:gateway`: the gateway's cost on the authentication path.
//
// For each engine (in-memory PGlite, then PostgreSQL when reachable) it builds
// the real partner app on a fresh migrated database with a demo partner, adds
// a bench-only bare route that does the same database read authentication does
// (`findCredentialPartner`) with no token check, scope check or validation,
// and loads both with autocannon: `GET /bench/bare` and `GET /v1/me`. It
// prints req/s, p50 and p99 for each and the ratio me/bare, and writes
// bench/results/gateway-latest.json. Loopback only; bounded in time; exits by itself.
//
// Environment: BENCH_DURATION (seconds per measured run, default 10),
// BENCH_WARMUP (seconds per route, default 2), BENCH_CONNECTIONS (default 10),
// BENCH_ENGINES (default "pglite,postgres"), BENCH_POSTGRES_URL (server to
// create the throw-away database on, default postgres://postgres@127.0.0.1:5432/postgres).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/engine.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { emptyGateway } from '../src/gateway/hooks.ts';
import { buildPartnerApp } from '../src/http/partner-app.ts';
import { findCredentialPartner } from '../src/identity/repo.ts';
import { createPlatform } from '../src/platform.ts';
import { gatewayVariants } from './gateway-apps.ts';
import type { LoadJob } from './load.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

function intEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new Error(`${name} must be a whole number up to ${max}, got "${raw}"`);
  return Number(raw);
}

const DURATION = Math.max(1, intEnv('BENCH_DURATION', 10, 300));
const WARMUP = intEnv('BENCH_WARMUP', 2, 60);
const CONNECTIONS = Math.max(1, intEnv('BENCH_CONNECTIONS', 10, 1000));
const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',').map((e) => e.trim()).filter(Boolean);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

type Engine = 'pglite' | 'postgres';
type RouteName = 'bare' | 'me' | 'memory' | 'redis';

interface RouteFigures {
  engine: Engine;
  route: RouteName;
  path: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  /** CPU time of the server process per request (user + system): steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface EngineResult {
  engine: Engine;
  status: 'measured' | 'skipped';
  reason?: string;
  routes?: RouteFigures[];
  ratio?: Ratio;
  /** The gateway's cost: /v1/me with the limiter (memory, Redis) against /v1/me without it. */
  gateway?: { memory?: Ratio; redis?: Ratio; redisSkipped?: string };
}

interface Ratio {
  requestsPerSec: number;
  latencyP50: number;
  latencyP99: number;
  cpuPerRequest: number;
}

function ratio(a: RouteFigures, b: RouteFigures): Ratio {
  return {
    requestsPerSec: a.requestsPerSec / b.requestsPerSec,
    latencyP50: a.latencyP50Ms / b.latencyP50Ms,
    latencyP99: a.latencyP99Ms / b.latencyP99Ms,
    cpuPerRequest: a.cpuMicrosPerRequest / b.cpuMicrosPerRequest,
  };
}

// ---------------------------------------------------------------- databases

interface BenchDatabase {
  database: Database;
  label: string;
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
function figures(engine: Engine, route: RouteName, path: string, halves: Result[], cpuMicros: number): RouteFigures {
  const sum = (f: (r: Result) => number) => halves.reduce((acc, r) => acc + f(r), 0);
  const mean = (f: (r: Result) => number) => sum(f) / halves.length;
  const requests = sum((r) => r.requests.total);
  return {
    engine,
    route,
    path,
    requestsPerSec: requests / sum((r) => r.duration),
    latencyP50Ms: mean((r) => r.latency.p50),
    latencyP99Ms: mean((r) => r.latency.p99),
    latencyAvgMs: sum((r) => r.latency.average * r.requests.total) / Math.max(1, requests),
    cpuMicrosPerRequest: cpuMicros / Math.max(1, requests),
    requests,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

// ---------------------------------------------------------------- one engine

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
  // The bare and /v1/me runs have no limiter at all; the gateway's variants add it.
  const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });
  const { variants, skipped: redisSkipped } = await gatewayVariants(platform);

  // Bench only: the same read the authentication hook makes, with no token
  // verification, scope check or request validation around it.
  app.get('/bench/bare', { config: { public: true }, schema: { hide: true } }, async () => {
    const row = await findCredentialPartner(platform.db, demo.clientId);
    if (!row) throw new Error('bench client vanished');
    return { partnerId: row.partner_id, name: row.name, tier: row.tier, grantedSiteIds: row.site_ids, scopes: row.capabilities };
  });

  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const bases: Partial<Record<RouteName, string>> = { bare: base, me: base };
    for (const variant of variants) {
      await variant.app.listen({ host: '127.0.0.1', port: 0 });
      bases[variant.name] = `http://127.0.0.1:${(variant.app.server.address() as AddressInfo).port}`;
    }
    const names = (Object.keys(bases) as RouteName[]).filter((name) => bases[name]);

    const tokenRes = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: demo.clientId, client_secret: demo.clientSecret }),
    });
    const token = ((await tokenRes.json()) as { access_token?: string }).access_token;
    if (!tokenRes.ok || !token) throw new Error(`token request answered ${tokenRes.status}`);
    const headers = { authorization: `Bearer ${token}` };

    const jobs: Record<RouteName, { path: string; headers: Record<string, string> }> = {
      bare: { path: '/bench/bare', headers: {} },
      me: { path: '/v1/me', headers },
      memory: { path: '/v1/me', headers },
      redis: { path: '/v1/me', headers },
    };
    const url = (route: RouteName) => `${bases[route]}${jobs[route].path}`;
    // Every route must answer 200 before it is worth timing.
    for (const route of names) {
      const res = await fetch(url(route), { headers: jobs[route].headers });
      if (res.status !== 200) throw new Error(`GET ${url(route)} answered ${res.status}: ${await res.text()}`);
    }

    if (WARMUP > 0) {
      process.stdout.write(`warming up (${WARMUP}s per route)\n`);
      for (const route of names) await runLoad({ url: url(route), connections: CONNECTIONS, duration: WARMUP, headers: jobs[route].headers });
    }
    // A-B-…-B-A: each route runs twice, half the time each, in mirrored
    // order, so load that drifts during the run weighs on every route alike.
    const half = Math.max(1, DURATION / 2);
    const order = [...names, ...[...names].reverse()];
    const runs: Record<RouteName, Result[]> = { bare: [], me: [], memory: [], redis: [] };
    process.stdout.write(`measuring ${order.join(', ')} (${CONNECTIONS} connections, ${half}s each)\n`);
    const cpu: Record<RouteName, number> = { bare: 0, me: 0, memory: 0, redis: 0 };
    for (const route of order) {
      const before = process.cpuUsage();
      runs[route].push(await runLoad({ url: url(route), connections: CONNECTIONS, duration: half, headers: jobs[route].headers }));
      const used = process.cpuUsage(before);
      cpu[route] += used.user + used.system;
    }
    const routes = names.map((route) => figures(engine, route, jobs[route].path, runs[route], cpu[route]));
    for (const f of routes) {
      if (f.non2xx > 0 || f.errors > 0) process.stdout.write(`  warning: ${f.route} GET ${f.path}: ${f.non2xx} non-2xx responses, ${f.errors} errors\n`);
    }
    const by = (route: RouteName) => routes.find((f) => f.route === route);
    const [bare, me, memory, redis] = [by('bare')!, by('me')!, by('memory'), by('redis')];
    return {
      engine,
      status: 'measured',
      routes,
      ratio: ratio(me, bare),
      gateway: {
        ...(memory ? { memory: ratio(memory, me) } : {}),
        ...(redis ? { redis: ratio(redis, me) } : {}),
        ...(redisSkipped ? { redisSkipped } : {}),
      },
    };
  } finally {
    await app.close();
    for (const variant of variants) await variant.close();
    await opened.dispose();
  }
}

// ---------------------------------------------------------------- report

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}

const ROUTE_LABEL: Record<RouteName, string> = { bare: 'GET /bench/bare', me: 'GET /v1/me', memory: 'me+gw memory', redis: 'me+gw redis' };

function table(results: EngineResult[]): string {
  const head = `${pad('engine', 9)}${pad('route', 14)}${pad('req/s', 10, true)}${pad('p50 ms', 9, true)}${pad('p99 ms', 9, true)}${pad('cpu us/req', 12, true)}${pad('non-2xx', 9, true)}`;
  const lines = [head, '-'.repeat(head.length)];
  for (const r of results) {
    if (r.status === 'skipped') {
      lines.push(`${pad(r.engine, 9)}skipped: ${r.reason}`);
      continue;
    }
    for (const f of r.routes!) {
      lines.push(
        `${pad(r.engine, 9)}${pad(ROUTE_LABEL[f.route], 14)}${pad(f.requestsPerSec.toFixed(0), 10, true)}${pad(f.latencyP50Ms.toFixed(1), 9, true)}${pad(f.latencyP99Ms.toFixed(1), 9, true)}${pad(f.cpuMicrosPerRequest.toFixed(0), 12, true)}${pad(String(f.non2xx), 9, true)}`,
      );
    }
    const ratioLine = (label: string, q: Ratio) =>
      lines.push(`${pad(r.engine, 9)}${pad(label, 14)}${pad(`${q.requestsPerSec.toFixed(2)}x`, 10, true)}${pad(`${q.latencyP50.toFixed(2)}x`, 9, true)}${pad(`${q.latencyP99.toFixed(2)}x`, 9, true)}${pad(`${q.cpuPerRequest.toFixed(2)}x`, 12, true)}`);
    ratioLine('me / bare', r.ratio!);
    if (r.gateway?.memory) ratioLine('memory / me', r.gateway.memory);
    if (r.gateway?.redis) ratioLine('redis / me', r.gateway.redis);
    if (r.gateway?.redisSkipped) lines.push(`${pad(r.engine, 9)}redis skipped: ${r.gateway.redisSkipped}`);
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
  const ceiling = ENGINES.length * (4 * (WARMUP + DURATION) + 90);
  setTimeout(() => {
    process.stderr.write(`bench: still running after ${ceiling}s, giving up\n`);
    process.exit(2);
  }, ceiling * 1000).unref();

  const loadBefore = loadavg()[0]!;
  if (loadBefore > cpus().length * 0.5) {
    process.stdout.write(`note: 1-minute load average is ${loadBefore.toFixed(2)} on ${cpus().length} CPUs; other work will depress the figures\n`);
  }
  process.stdout.write(`Benchmark: GET /v1/me (authentication path) vs GET /bench/bare (same read, no auth), and /v1/me behind the gateway (memory, Redis), ${CONNECTIONS} connections, ${DURATION}s per route\n`);
  const results: EngineResult[] = [];
  for (const engine of ENGINES as Engine[]) {
    const result = await benchEngine(engine);
    if (result.status === 'skipped') process.stdout.write(`\n== ${engine}: skipped (${result.reason})\n`);
    results.push(result);
  }

  process.stdout.write(`\n${table(results)}\n`);
  process.stdout.write('\nme / bare: req/s ratio below 1 and latency ratio above 1 are the price of authentication.\n');
  process.stdout.write('memory / me, redis / me: the same for the gateway (firewall, rate limit, quota), counters in memory or in Redis.\n');

  const file = join(here, 'results', 'gateway-latest.json');
  mkdirSync(dirname(file), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
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
