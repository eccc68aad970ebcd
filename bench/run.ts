// `npm run bench`: the partner API against a bare process running the same SQL.
//
// For each engine (in-memory PGlite, then PostgreSQL when reachable) it seeds
// a fresh migrated database with the demo world plus 100,000 products on one
// granted site (one INSERT … SELECT generate_series), then starts two server
// processes on it with the Node flags of `npm start`: the real partner app
// (bench/app.ts) and a bare process (bench/bare.ts: Fastify + pg, no hooks,
// no auth, no validation) running the same SQL text on the same data. It loads
// four routes, each against its bare twin: GET /v1/me, the product list page
// 1 and page 1,000, and product detail; prints req/s, p50 and p99, the ratio
// app/bare, and page 1,000 against page 1; writes bench/results/latest.json.
// Loopback only; bounded in time; exits by itself.
//
// Environment: BENCH_DURATION (seconds per measured route and server, default 12,
// in BENCH_ROUNDS rounds of bare, app, app, bare, default 3),
// BENCH_WARMUP (seconds per route and server, default 1), BENCH_CONNECTIONS
// (default 10), BENCH_ENGINES (default "pglite,postgres"), BENCH_PRODUCTS
// (default 100000), BENCH_POSTGRES_URL (server to create the throw-away
// database on, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_ROUTES (a subset of the four), BENCH_PROFILE=1 (CPU profiles).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'autocannon';
import { sql } from 'kysely';
import { OWNED_DETAIL_BY_ID, PAGE } from '../src/catalog/repo.ts';
import type { Database } from '../src/db/engine.ts';
import { CREDENTIAL_PARTNER } from '../src/identity/repo.ts';
import type { AppJob } from './app.ts';
import type { BareJob } from './bare.ts';
import {
  fetchToken,
  figures,
  forEachEngine,
  intEnv,
  pad,
  ratio,
  root,
  runLoad,
  runMain,
  serviceNodeFlags,
  setUpEngine,
  siblingScript,
  startRun,
  writeResults,
} from './common.ts';
import type { Engine, Figures, Ratio } from './common.ts';
import type { LoadJob } from './load.ts';

const DURATION = Math.max(1, intEnv('BENCH_DURATION', 12, 600));
const WARMUP = intEnv('BENCH_WARMUP', 1, 60);
const PRODUCTS = intEnv('BENCH_PRODUCTS', 100_000, 10_000_000);
const CONNECTIONS = Math.max(1, intEnv('BENCH_CONNECTIONS', 10, 1000));
const ROUNDS = Math.max(1, intEnv('BENCH_ROUNDS', 3, 20));

type RouteName = 'me' | 'list-page-1' | 'list-page-1000' | 'detail';
const ROUTE_NAMES: RouteName[] = ['me', 'list-page-1', 'list-page-1000', 'detail'];
/** BENCH_ROUTES: a comma-separated subset of the routes to measure (all by default). */
const ROUTES: RouteName[] = (() => {
  const picked = (process.env.BENCH_ROUTES || ROUTE_NAMES.join(','))
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = picked.filter((r) => !ROUTE_NAMES.includes(r as RouteName));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: unknown route ${unknown.join(', ')} (known: ${ROUTE_NAMES.join(', ')})`);
  return picked as RouteName[];
})();
type Server = 'bare' | 'app';

interface RouteFigures extends Figures {
  engine: Engine;
  server: Server;
  route: RouteName;
  path: string;
  /** The server process's CPU time per request, in microseconds (null where /proc cannot tell). */
  cpuMicrosPerRequest: number | null;
}

interface EngineResult {
  engine: Engine;
  status: 'measured' | 'skipped';
  reason?: string;
  routes?: RouteFigures[];
  /** app / bare per route. */
  ratios?: Partial<Record<RouteName, Ratio>>;
  /** The app's page 1,000 against its page 1 (latency p50; 1 means as cheap). */
  deepPageP50?: number;
  deepPageRequestsPerSec?: number;
}

// ---------------------------------------------------------------- bare process

/** CPU time (user + system) of a process, in microseconds, from /proc (Linux); null elsewhere. */
function processCpuMicros(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** BENCH_PROFILE=1: each server process writes a V8 CPU profile into bench/results/profiles/ when it stops. */
const PROFILE_FLAGS =
  process.env.BENCH_PROFILE === '1'
    ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${join(root, 'bench', 'results', 'profiles')}`]
    : [];

/** A server child (bench/bare.ts or bench/app.ts) started with the service's Node flags; resolves once it listens. */
async function startServer(
  script: 'bare' | 'app',
  job: BareJob | AppJob,
): Promise<{ base: string; cpuMicros(): number | null; stop(): void }> {
  const child = spawn(process.execPath, [...serviceNodeFlags(), ...PROFILE_FLAGS, ...siblingScript(script), JSON.stringify(job)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`${script} process exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, cpuMicros: () => processCpuMicros(child.pid!), stop: () => void child.kill('SIGTERM') };
}

// ---------------------------------------------------------------- one engine

/** PRODUCTS plain STOCK products on `siteId`, in one statement. */
async function seedProducts(database: Database, siteId: number): Promise<void> {
  await sql`INSERT INTO products (site_id, code, name, service_type)
    SELECT ${siteId}, 'BENCH-' || g, 'Bench product ' || g, 'STOCK' FROM generate_series(1, ${PRODUCTS}) AS g`.execute(database.db);
  await sql`ANALYZE`.execute(database.db);
}

async function benchEngine(engine: Engine): Promise<EngineResult> {
  const set = await setUpEngine(engine);
  if (typeof set === 'string') return { engine, status: 'skipped', reason: set };
  const { opened, platform, demo } = set;
  const siteId = demo.siteIds[0]!;
  const seeded = Date.now();
  await seedProducts(opened.database, siteId);
  process.stdout.write(`seeded ${PRODUCTS} products on site ${siteId} in ${((Date.now() - seeded) / 1000).toFixed(1)}s\n`);
  // Page 1,000 starts after the key that leaves one page (at 100 a page, 100,000 products).
  const deep = await sql<{ id: string }>`SELECT id FROM products WHERE site_id = ${siteId} ORDER BY id DESC OFFSET 100 LIMIT 1`.execute(
    opened.database.db,
  );
  const deepKey = deep.rows[0]!.id;
  const detailId = (
    await sql<{ id: string }>`SELECT id FROM products WHERE site_id = ${siteId} ORDER BY id LIMIT 1`.execute(opened.database.db)
  ).rows[0]!.id;

  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-'));
  const bareJob: BareJob = {
    clientId: demo.clientId,
    siteId,
    sql: { credential: CREDENTIAL_PARTNER.text, page: PAGE.text, detail: OWNED_DETAIL_BY_ID.text },
  };
  if (engine === 'pglite') {
    const dump = join(scratch, 'data.tar');
    writeFileSync(dump, Buffer.from(await (await opened.database.pglite!.dumpDataDir('none')).arrayBuffer()));
    bareJob.pgliteDump = dump;
  } else {
    bareJob.postgresUrl = opened.url!;
  }
  const bare = await startServer('bare', bareJob);
  const app = await startServer('app', { engine, postgresUrl: bareJob.postgresUrl, pgliteDump: bareJob.pgliteDump });

  try {
    const base = app.base;
    const token = await fetchToken(base, demo);
    const auth = { authorization: `Bearer ${token}` };
    const cursor = platform.cursors.encode('products.list', { siteId, serviceType: undefined }, [deepKey]);

    // Both servers receive the same request, bearer token included: reading
    // what the client sends is not the service's overhead. The bare process
    // ignores the header; the service verifies it.
    const routes: Record<RouteName, Record<Server, { path: string; headers: Record<string, string> }>> = {
      me: { bare: { path: '/me', headers: auth }, app: { path: '/v1/me', headers: auth } },
      'list-page-1': { bare: { path: '/products', headers: auth }, app: { path: `/v1/products?siteId=${siteId}`, headers: auth } },
      'list-page-1000': {
        bare: { path: `/products?after=${deepKey}`, headers: auth },
        app: { path: `/v1/products?siteId=${siteId}&cursor=${cursor}`, headers: auth },
      },
      detail: { bare: { path: `/products/${detailId}`, headers: auth }, app: { path: `/v1/products/SLO_${detailId}`, headers: auth } },
    };
    const url = (server: Server, route: RouteName) => `${server === 'bare' ? bare.base : base}${routes[route][server].path}`;
    // Every route must answer 200 on both servers before it is worth timing.
    for (const route of Object.keys(routes) as RouteName[]) {
      for (const server of ['bare', 'app'] as const) {
        const res = await fetch(url(server, route), { headers: routes[route][server].headers });
        if (res.status !== 200) throw new Error(`${server} ${routes[route][server].path} answered ${res.status}: ${await res.text()}`);
      }
    }

    // Each server gets DURATION seconds per route, in ROUNDS rounds of
    // bare, app, app, bare: load that drifts during the run (other work on
    // the machine, the kernel's scheduling) weighs on both alike.
    const slice = Math.max(1, Math.round(DURATION / (2 * ROUNDS)));
    const all: RouteFigures[] = [];
    for (const route of ROUTES) {
      const job = (server: Server, duration: number): LoadJob => ({
        url: url(server, route),
        connections: CONNECTIONS,
        duration,
        headers: routes[route][server].headers,
      });
      if (WARMUP > 0) for (const server of ['bare', 'app'] as const) await runLoad(job(server, WARMUP));
      process.stdout.write(`measuring ${route}: ${ROUNDS} x (bare, app, app, bare), ${slice}s each (${CONNECTIONS} connections)\n`);
      const runs: Record<Server, Result[]> = { bare: [], app: [] };
      const cpu: Record<Server, number | null> = { bare: 0, app: 0 };
      const cpuOf = (server: Server) => (server === 'bare' ? bare : app).cpuMicros();
      for (let round = 0; round < ROUNDS; round++) {
        for (const server of ['bare', 'app', 'app', 'bare'] as const) {
          const before = cpuOf(server);
          runs[server].push(await runLoad(job(server, slice)));
          const after = cpuOf(server);
          cpu[server] = before === null || after === null || cpu[server] === null ? null : cpu[server]! + (after - before);
        }
      }
      for (const server of ['bare', 'app'] as const) {
        const f = figures(runs[server]);
        all.push({
          engine,
          server,
          route,
          path: routes[route][server].path,
          ...f,
          cpuMicrosPerRequest: cpu[server] === null ? null : cpu[server]! / Math.max(1, f.requests),
        });
      }
    }
    for (const f of all) {
      if (f.non2xx > 0 || f.errors > 0)
        process.stdout.write(`  warning: ${f.server} ${f.path}: ${f.non2xx} non-2xx responses, ${f.errors} errors\n`);
    }
    const pick = (server: Server, route: RouteName) => all.find((f) => f.server === server && f.route === route);
    const ratios = Object.fromEntries(
      ROUTES.map((route) => [route, ratio(pick('app', route)!, pick('bare', route)!)]),
    ) as EngineResult['ratios'];
    const [p1, p1000] = [pick('app', 'list-page-1'), pick('app', 'list-page-1000')];
    const deepPage =
      p1 && p1000
        ? { deepPageP50: p1000.latencyP50Ms / p1.latencyP50Ms, deepPageRequestsPerSec: p1000.requestsPerSec / p1.requestsPerSec }
        : {};
    return { engine, status: 'measured', routes: all, ratios, ...deepPage };
  } finally {
    bare.stop();
    app.stop();
    await opened.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

const micros = (f: RouteFigures) => (f.cpuMicrosPerRequest === null ? '-' : f.cpuMicrosPerRequest.toFixed(0));

function table(results: EngineResult[]): string {
  const head = `${pad('engine', 9)}${pad('route', 16)}${pad('bare req/s', 12, true)}${pad('app req/s', 11, true)}${pad('app/bare', 10, true)}${pad('p50 bare', 10, true)}${pad('p50 app', 9, true)}${pad('p99 app', 9, true)}${pad('CPU µs/req bare', 17, true)}${pad('app', 6, true)}${pad('non-2xx', 9, true)}`;
  const lines = [head, '-'.repeat(head.length)];
  for (const r of results) {
    if (r.status === 'skipped') {
      lines.push(`${pad(r.engine, 9)}skipped: ${r.reason}`);
      continue;
    }
    for (const route of ROUTES) {
      const [bare, app] = (['bare', 'app'] as const).map((s) => r.routes!.find((f) => f.route === route && f.server === s)!);
      lines.push(
        `${pad(r.engine, 9)}${pad(route, 16)}${pad(bare!.requestsPerSec.toFixed(0), 12, true)}${pad(app!.requestsPerSec.toFixed(0), 11, true)}${pad(`${r.ratios![route]!.requestsPerSec.toFixed(2)}x`, 10, true)}${pad(bare!.latencyP50Ms.toFixed(1), 10, true)}${pad(app!.latencyP50Ms.toFixed(1), 9, true)}${pad(app!.latencyP99Ms.toFixed(1), 9, true)}${pad(micros(bare!), 17, true)}${pad(micros(app!), 6, true)}${pad(String(app!.non2xx + bare!.non2xx), 9, true)}`,
      );
    }
    if (r.deepPageP50 !== undefined)
      lines.push(
        `${pad(r.engine, 9)}page 1,000 / page 1 (app): p50 ${r.deepPageP50.toFixed(2)}x, req/s ${r.deepPageRequestsPerSec!.toFixed(2)}x`,
      );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const loadBefore = startRun(ROUTES.length * 2 * (WARMUP + DURATION) + 180);
  process.stdout.write(
    `Benchmark: the partner API against a bare Fastify + pg process running the same SQL, ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION}s per route and server\n`,
  );
  const results = await forEachEngine(benchEngine);

  process.stdout.write(`\n${table(results)}\n`);
  process.stdout.write(
    "\napp/bare: the share of a bare process's throughput the service keeps (its authentication, validation, hooks and rendering).\nCPU µs/req: each server process's own CPU time per request (the app's includes this script's, which only waits).\n",
  );
  writeResults(
    'latest.json',
    { connections: CONNECTIONS, durationSeconds: DURATION, rounds: ROUNDS, products: PRODUCTS, warmupSeconds: WARMUP },
    loadBefore,
    results,
  );
}

runMain(main);
