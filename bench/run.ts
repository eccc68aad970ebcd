// `npm run bench`: the partner API against a bare process running the same SQL.
//
// For each engine (in-memory PGlite, then PostgreSQL when reachable) it seeds
// a fresh migrated database with the demo world plus 100,000 products and
// 100,000 orders of 5 lines on one granted site (bench/reads-world.ts,
// set-based) and BENCH_PARTNERS enterprise partners, then starts two server
// processes on it with the Node flags of `npm start`: the service as it ships
// (bench/service.ts: dist/main.js, every role, the gateway with the spec's
// limits, metrics) and a bare twin (bench/bare.ts: Fastify + pg, the
// service's token check, credential cache and Redis calls from
// bench/twin-io.ts, no validation or hooks) running the same statements,
// prepared under the same names, on the same data. The load takes the partners' tokens in turn
// from 4,096 client addresses (bench/load.ts). It loads eight routes, each against its
// bare twin: GET /v1/me, the product list page 1 and page 1,000, product
// detail, the order list page 1 and page 1,000, order detail and order items;
// prints req/s, p50 and p99 saturated and paced, CPU per request of each
// process, the load average and the aims beside the figures;
// writes bench/results/latest.json. Loopback only; bounded in time; exits by itself.
//
// Environment: BENCH_DURATION (seconds per measured route and server, default 12,
// in BENCH_ROUNDS rounds of bare, app, app, bare, default 3),
// BENCH_WARMUP (seconds per route and server, default 3), BENCH_PROCESS_WARMUP
// (seconds per server before the first route, over every picked route, default 20), BENCH_CONNECTIONS
// (comma-separated, default 10,32), BENCH_PARTNERS (default 1,000: one enterprise bucket is 50 req/s, and the twin answers 25,000–37,000 req/s here), BENCH_LOG_LEVEL
// (default info, npm start's), BENCH_REDIS_URL (the gateway's counters in Redis), BENCH_PACED_PERCENT (default 50), BENCH_ENGINES (default
// "pglite,postgres"), BENCH_PRODUCTS and BENCH_ORDERS (default 100000 each),
// BENCH_POSTGRES_URL (server to create the throw-away database on, default
// postgres://postgres@127.0.0.1:5432/postgres), BENCH_ROUTES (a subset of the
// eight), BENCH_PROFILE=1 (CPU profiles), BENCH_AFTER_CLI=1 (one CLI command through
// the service before the load), BENCH_SHOW_HEADERS=1 (each side's answer headers,
// beside the body and header counts printed for every measured route).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'autocannon';
import { sql } from 'kysely';
import { cpus, loadavg } from 'node:os';
import { OWNED_DETAIL_BY_ID, PAGE } from '../src/catalog/repo.ts';
import { CREDENTIAL_PARTNER } from '../src/identity/repo.ts';
import { ORDER_BY_NUMBER, ORDER_LINES, ORDER_PAGE } from '../src/orders/repo.ts';
import { seedReadsWorld } from './reads-world.ts';
import { clientAddress, enterprisePartners, fetchTokens } from './partners.ts';
import { LOG_LEVEL, startShippedService, type ShippedService } from './service.ts';
import type { BareJob } from './bare.ts';
import { twinIoJob } from './twin-io.ts';
import { PROFILE_FLAGS, startBare, type TwinProcess } from './twin-process.ts';
import { figures, forEachEngine, intEnv, pad, ratio, runLoad, runMain, setUpEngine, startRun, writeResults } from './common.ts';
import type { Engine, Figures, Ratio } from './common.ts';
import type { LoadJob } from './load.ts';

const DURATION = Math.max(1, intEnv('BENCH_DURATION', 12, 600));
// Both processes need several seconds of load to reach steady state (JIT): after 1 s, the first route's
// slices cost the service 5x and the bare process 2.5x their steady CPU per request (bench/README.md).
const WARMUP = intEnv('BENCH_WARMUP', 3, 60);
/**
 * Seconds of load per server before the first route's measurement, spread over the picked routes: V8 keeps
 * optimising the service's larger code for tens of seconds (on 2026-11-27 `/v1/me` at c=32 cost 1.27–1.35× the
 * twin's CPU after 3 s of warm-up in five runs, 1.21× after 40 s), and a deployed service runs warm.
 */
const PROCESS_WARMUP = intEnv('BENCH_PROCESS_WARMUP', 20, 600);
const PRODUCTS = intEnv('BENCH_PRODUCTS', 100_000, 10_000_000);
const ORDERS = intEnv('BENCH_ORDERS', 100_000, 10_000_000);
/**
 * BENCH_CONNECTIONS: the concurrencies each route is measured at, comma-separated (default 10 and
 * 32: the point reads' aim is stated at both, the paced p99 at 32).
 */
const CONNECTIONS: number[] = (process.env.BENCH_CONNECTIONS || '10,32').split(',').map((c) => {
  if (!/^\d+$/.test(c.trim()) || Number(c) < 1 || Number(c) > 1000)
    throw new Error(`BENCH_CONNECTIONS must list whole numbers from 1 to 1000, got "${process.env.BENCH_CONNECTIONS}"`);
  return Number(c);
});
const ROUNDS = Math.max(1, intEnv('BENCH_ROUNDS', 3, 20));
/**
 * Latency under a steady load below saturation: after the saturated rounds,
 * each server gets one slice at this share (in percent) of the bare process's
 * measured throughput, on the same connections (0: no paced slice).
 */
const PACED_PERCENT = intEnv('BENCH_PACED_PERCENT', 50, 100);
/**
 * Enterprise partners the load is spread over, a token each in turn: the
 * shipped gateway's bucket is 50 req/s a partner, so 200 of them let 10,000
 * req/s through, more than two cores serve (bench/partners.ts).
 */
const PARTNERS = Math.max(1, intEnv('BENCH_PARTNERS', 1000, 2000));
/**
 * BENCH_AFTER_CLI=1: before any load, one CLI command runs through the service (`sites list`, POST
 * /admin/cli, what the CLI does beside a running service): the service as staff leave it, not only as
 * it starts (a CLI run used to switch on Node's promise hooks for the process's life).
 */
const AFTER_CLI = process.env.BENCH_AFTER_CLI === '1';

type RouteName = 'me' | 'list-page-1' | 'list-page-1000' | 'detail' | 'orders-page-1' | 'orders-page-1000' | 'order-detail' | 'order-items';
const ROUTE_NAMES: RouteName[] = [
  'me',
  'list-page-1',
  'list-page-1000',
  'detail',
  'orders-page-1',
  'orders-page-1000',
  'order-detail',
  'order-items',
];

/**
 * The aims, printed beside the figures: the point reads keep ≥ 0.8× the twin's throughput at a CPU per
 * request ≤ 1.25× the twin's (the list pages are measured against the same); paced p99; deep pages.
 */
const AIM = { ratio: 0.8, cpu: 1.25, p99Ms: 15, deepPage: 1.1 } as const;
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
  connections: number;
  path: string;
  /** The server process's CPU time per request, in microseconds (null where /proc cannot tell). */
  cpuMicrosPerRequest: number | null;
  /** The 1-minute load average when this route's measurement started and ended. */
  loadAverage: [number, number];
  /** The paced slice: the offered rate (req/s, the same for both servers), what was answered, p50 and p99. */
  paced?: { rate: number; requestsPerSec: number; latencyP50Ms: number; latencyP99Ms: number };
}

interface EngineResult {
  engine: Engine;
  status: 'measured' | 'skipped';
  reason?: string;
  routes?: RouteFigures[];
  /** app / bare per route and concurrency. */
  ratios?: Array<Ratio & { route: RouteName; connections: number }>;
  /** Page 1,000 against page 1 (app), per list and concurrency: latency p50 (1 means as cheap) and throughput. */
  deepPages?: Array<{ list: 'products' | 'orders'; connections: number; p50: number; requestsPerSec: number; bareP50: number }>;
}

/** A statement as the bare twin runs it: the service's text, and its name where the service prepares it. */
const statement = (p: { text: string; preparedName: string | null }) => ({ text: p.text, name: p.preparedName });

// ---------------------------------------------------------------- one engine

async function benchEngine(engine: Engine): Promise<EngineResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-'));
  // PGlite: a data directory, as `npm start` opens it (the service runs on it, the twin on a copy).
  const set = await setUpEngine(engine, engine === 'pglite' ? join(scratch, 'pglite') : undefined);
  if (typeof set === 'string') {
    rmSync(scratch, { recursive: true, force: true });
    return { engine, status: 'skipped', reason: set };
  }
  const { opened, platform, demo } = set;
  let service: ShippedService | null = null;
  let bare: TwinProcess | null = null;
  try {
    const siteId = demo.siteIds[0]!;
    const seeded = Date.now();
    const world = await seedReadsWorld(opened.database, opened.url, siteId, PRODUCTS, ORDERS);
    const clients = await enterprisePartners(platform, demo.siteIds, PARTNERS);
    // The seeded rows vacuumed and analysed now, as autovacuum would soon after such a load in production: left to
    // autovacuum, its passes fell into the first minute of measurement, on the same two cores as both servers.
    await sql`VACUUM (ANALYZE)`.execute(opened.database.db);
    process.stdout.write(
      `seeded ${PRODUCTS} products and ${ORDERS} orders of 5 lines on site ${siteId}, ${PARTNERS} enterprise partners, in ${((Date.now() - seeded) / 1000).toFixed(1)}s\n`,
    );
    const { detailProductId: detailId, deepProductKey: deepKey, orderNumber, deepOrderKey } = world;
    const cursor = platform.cursors.encode('products.list', { siteId, serviceType: undefined }, [deepKey]);
    const orderCursor = platform.cursors.encode('orders.list', { siteId, placedFrom: undefined, placedTo: undefined }, deepOrderKey);

    // The embedded engine has one owner: the bench lets go of it before the service opens it.
    let pgliteDir: string | undefined;
    if (engine === 'pglite') {
      await opened.dispose();
      pgliteDir = join(scratch, 'pglite-twin');
      cpSync(opened.url!, pgliteDir, { recursive: true });
    }
    service = await startShippedService({
      databaseUrl: opened.url!,
      storageDir: join(scratch, 'storage'),
      extraFlags: PROFILE_FLAGS,
    });
    const tokens = await fetchTokens(service.base, clients);
    const bareJob: BareJob = {
      io: await twinIoJob(service.base, tokens[0]!, statement(CREDENTIAL_PARTNER)),
      siteId,
      sql: {
        page: statement(PAGE),
        detail: statement(OWNED_DETAIL_BY_ID),
        orderPage: statement(ORDER_PAGE),
        order: statement(ORDER_BY_NUMBER),
        orderLines: statement(ORDER_LINES),
      },
      logLevel: LOG_LEVEL,
      ...(engine === 'pglite' ? { pgliteDir } : { postgresUrl: opened.url! }),
    };
    const twin = await startBare(bareJob, scratch);
    bare = twin;
    const app = service;
    const base = app.base;
    const deepOrder = new URLSearchParams({ placedKey: deepOrderKey[0], orderNumber: String(deepOrderKey[1]) });
    // A first request's headers; the load takes every partner's token in turn, from many addresses (bench/load.ts).
    const auth = { authorization: `Bearer ${tokens[0]}`, 'x-forwarded-for': clientAddress(0, 79) };

    // Both servers receive the same request, bearer token and client address
    // included, and both verify the token (bench/twin-io.ts).
    const routes: Record<RouteName, Record<Server, { path: string; headers: Record<string, string> }>> = {
      me: { bare: { path: '/me', headers: auth }, app: { path: '/v1/me', headers: auth } },
      'list-page-1': { bare: { path: '/products', headers: auth }, app: { path: `/v1/products?siteId=${siteId}`, headers: auth } },
      'list-page-1000': {
        bare: { path: `/products?after=${deepKey}`, headers: auth },
        app: { path: `/v1/products?siteId=${siteId}&cursor=${cursor}`, headers: auth },
      },
      detail: { bare: { path: `/products/${detailId}`, headers: auth }, app: { path: `/v1/products/SLO_${detailId}`, headers: auth } },
      'orders-page-1': { bare: { path: '/orders', headers: auth }, app: { path: `/v1/orders?siteId=${siteId}`, headers: auth } },
      'orders-page-1000': {
        bare: { path: `/orders?${deepOrder}`, headers: auth },
        app: { path: `/v1/orders?siteId=${siteId}&cursor=${orderCursor}`, headers: auth },
      },
      'order-detail': {
        bare: { path: `/orders/${orderNumber}`, headers: auth },
        app: { path: `/v1/orders/${orderNumber}`, headers: auth },
      },
      'order-items': {
        bare: { path: `/orders/${orderNumber}/items`, headers: auth },
        app: { path: `/v1/orders/${orderNumber}/items`, headers: auth },
      },
    };
    const url = (server: Server, route: RouteName) => `${server === 'bare' ? twin.base : base}${routes[route][server].path}`;
    // Every route must answer 200 on both servers before it is worth timing; what each sends back is shown beside
    // (the twin's bodies are its statements' rows, not the published shapes).
    for (const route of Object.keys(routes) as RouteName[]) {
      const sent: string[] = [];
      for (const server of ['bare', 'app'] as const) {
        const res = await fetch(url(server, route), { headers: routes[route][server].headers });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`${server} ${routes[route][server].path} answered ${res.status}: ${text}`);
        sent.push(`${server} ${Buffer.byteLength(text)} bytes in ${[...res.headers.keys()].length} headers`);
        if (process.env.BENCH_SHOW_HEADERS) sent.push(JSON.stringify([...res.headers]));
      }
      if (ROUTES.includes(route)) process.stdout.write(`${route}: ${sent.join(', ')}\n`);
    }

    if (AFTER_CLI) {
      const res = await fetch(`${app.adminBase}/admin/cli`, {
        method: 'POST',
        headers: { authorization: `Bearer ${app.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ args: ['sites', 'list'] }),
      });
      const ran = (await res.json()) as { exitCode?: number };
      if (res.status !== 200 || ran.exitCode !== 0)
        throw new Error(`the CLI through the service answered ${res.status}: ${JSON.stringify(ran)}`);
      process.stdout.write('one CLI command (sites list) ran through the service before the load\n');
    }

    // Each server gets DURATION seconds per route, in ROUNDS rounds of
    // bare, app, app, bare: load that drifts during the run (other work on
    // the machine, the kernel's scheduling) weighs on both alike.
    const slice = Math.max(1, Math.round(DURATION / (2 * ROUNDS)));
    if (PROCESS_WARMUP > 0) {
      const each = Math.max(1, Math.round(PROCESS_WARMUP / ROUTES.length));
      process.stdout.write(`warming both servers: ${each}s of each picked route, ${CONNECTIONS[0]} connections\n`);
      for (const server of ['bare', 'app'] as const)
        for (const route of ROUTES)
          await runLoad({
            url: url(server, route),
            connections: CONNECTIONS[0]!,
            duration: each,
            headers: routes[route][server].headers,
            tokens,
          });
    }
    const all: RouteFigures[] = [];
    for (const route of ROUTES)
      for (const connections of CONNECTIONS) {
        const job = (server: Server, duration: number, overallRate?: number): LoadJob => ({
          url: url(server, route),
          connections,
          duration,
          headers: routes[route][server].headers,
          overallRate,
          tokens,
        });
        if (WARMUP > 0) for (const server of ['bare', 'app'] as const) await runLoad(job(server, WARMUP));
        process.stdout.write(`measuring ${route}: ${ROUNDS} x (bare, app, app, bare), ${slice}s each (${connections} connections)\n`);
        const runs: Record<Server, Result[]> = { bare: [], app: [] };
        const loadStart = loadavg()[0]!;
        const cpu: Record<Server, number | null> = { bare: 0, app: 0 };
        const cpuOf = (server: Server) => (server === 'bare' ? twin : app).cpuMicros();
        for (let round = 0; round < ROUNDS; round++) {
          for (const server of ['bare', 'app', 'app', 'bare'] as const) {
            const before = cpuOf(server);
            runs[server].push(await runLoad(job(server, slice)));
            const after = cpuOf(server);
            cpu[server] = before === null || after === null || cpu[server] === null ? null : cpu[server]! + (after - before);
          }
        }
        // Paced: the same offered rate for both, a share of what bare managed saturated.
        const paced: Partial<Record<Server, RouteFigures['paced']>> = {};
        if (PACED_PERCENT > 0) {
          const rate = Math.max(1, Math.round((figures(runs.bare).requestsPerSec * PACED_PERCENT) / 100));
          for (const server of ['bare', 'app'] as const) {
            const f = figures([await runLoad(job(server, slice, rate))]);
            paced[server] = { rate, requestsPerSec: f.requestsPerSec, latencyP50Ms: f.latencyP50Ms, latencyP99Ms: f.latencyP99Ms };
          }
        }
        for (const server of ['bare', 'app'] as const) {
          const f = figures(runs[server]);
          all.push({
            engine,
            server,
            route,
            connections,
            path: routes[route][server].path,
            ...f,
            cpuMicrosPerRequest: cpu[server] === null ? null : cpu[server]! / Math.max(1, f.requests),
            loadAverage: [loadStart, loadavg()[0]!],
            paced: paced[server],
          });
        }
      }
    for (const f of all) {
      if (f.non2xx > 0 || f.errors > 0)
        process.stdout.write(`  warning: ${f.server} ${f.path}: ${f.non2xx} non-2xx responses, ${f.errors} errors\n`);
    }
    const pick = (server: Server, route: RouteName, connections: number) =>
      all.find((f) => f.server === server && f.route === route && f.connections === connections);
    const ratios = ROUTES.flatMap((route) =>
      CONNECTIONS.map((connections) => ({
        route,
        connections,
        ...ratio(pick('app', route, connections)!, pick('bare', route, connections)!),
      })),
    );
    const deepPages: NonNullable<EngineResult['deepPages']> = [];
    for (const connections of CONNECTIONS)
      for (const [list, first, deep] of [
        ['products', 'list-page-1', 'list-page-1000'],
        ['orders', 'orders-page-1', 'orders-page-1000'],
      ] as const) {
        const [p1, p1000, b1, b1000] = (
          [
            ['app', first],
            ['app', deep],
            ['bare', first],
            ['bare', deep],
          ] as const
        ).map(([server, route]) => pick(server, route, connections));
        if (p1 && p1000 && b1 && b1000)
          deepPages.push({
            list,
            connections,
            p50: p1000.latencyP50Ms / p1.latencyP50Ms,
            requestsPerSec: p1000.requestsPerSec / p1.requestsPerSec,
            bareP50: b1000.latencyP50Ms / b1.latencyP50Ms,
          });
      }
    return { engine, status: 'measured', routes: all, ratios, deepPages };
  } finally {
    bare?.stop();
    await service?.stop();
    await opened.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

const micros = (f: RouteFigures) => (f.cpuMicrosPerRequest === null ? '-' : f.cpuMicrosPerRequest.toFixed(0));

const mark = (met: boolean) => (met ? 'met' : 'NOT met');

/** The app's CPU per request over the twin's, and its aim's verdict ('-' where /proc could not tell). */
function cpuRatio(app: RouteFigures, bare: RouteFigures): [string, string] {
  if (app.cpuMicrosPerRequest === null || bare.cpuMicrosPerRequest === null) return ['-', '-'];
  const r = app.cpuMicrosPerRequest / bare.cpuMicrosPerRequest;
  return [`${r.toFixed(2)}x`, mark(r <= AIM.cpu)];
}

function table(results: EngineResult[]): string {
  const cols: Array<[string, number]> = [
    ['engine', 9],
    ['route', 17],
    ['conn', 5],
    ['bare req/s', 11],
    ['app req/s', 10],
    ['app/bare', 9],
    [`aim ≥${AIM.ratio}`, 9],
    ['p50 bare', 9],
    ['p50 app', 8],
    ['p99 bare', 9],
    ['p99 app', 8],
    ['paced req/s', 12],
    ['p99 bare', 9],
    ['p99 app', 8],
    [`aim ≤${AIM.p99Ms}ms`, 10],
    ['CPU µs/req bare', 16],
    ['app', 6],
    ['CPU app/bare', 13],
    [`aim ≤${AIM.cpu}`, 10],
    ['load', 11],
    ['non-2xx', 8],
  ];
  const row = (cells: string[]) => cells.map((c, i) => pad(c, cols[i]![1], i > 1)).join('');
  const head = row(cols.map(([name]) => name));
  const lines = [head, '-'.repeat(head.length)];
  for (const r of results) {
    if (r.status === 'skipped') {
      lines.push(`${pad(r.engine, 9)}skipped: ${r.reason}`);
      continue;
    }
    for (const { route, connections, requestsPerSec: ratio } of r.ratios!) {
      const [bare, app] = (['bare', 'app'] as const).map(
        (s) => r.routes!.find((f) => f.route === route && f.server === s && f.connections === connections)!,
      );
      lines.push(
        row([
          r.engine,
          route,
          String(connections),
          bare!.requestsPerSec.toFixed(0),
          app!.requestsPerSec.toFixed(0),
          `${ratio.toFixed(2)}x`,
          mark(ratio >= AIM.ratio),
          bare!.latencyP50Ms.toFixed(1),
          app!.latencyP50Ms.toFixed(1),
          bare!.latencyP99Ms.toFixed(1),
          app!.latencyP99Ms.toFixed(1),
          app!.paced ? String(app!.paced.rate) : '-',
          bare!.paced ? bare!.paced.latencyP99Ms.toFixed(1) : '-',
          app!.paced ? app!.paced.latencyP99Ms.toFixed(1) : '-',
          // The aim is read against the paced p99 only: a saturated closed loop's p99 is its own queue.
          connections === 32 && app!.paced ? mark(app!.paced.latencyP99Ms <= AIM.p99Ms) : '-',
          micros(bare!),
          micros(app!),
          ...cpuRatio(app!, bare!),
          `${app!.loadAverage[0].toFixed(1)}→${app!.loadAverage[1].toFixed(1)}`,
          String(app!.non2xx + bare!.non2xx),
        ]),
      );
    }
    for (const d of r.deepPages ?? [])
      lines.push(
        `${pad(r.engine, 9)}${d.list}, ${d.connections} connections: page 1,000 / page 1 (app): p50 ${d.p50.toFixed(2)}x (aim ≤${AIM.deepPage}: ${mark(d.p50 <= AIM.deepPage)}), req/s ${d.requestsPerSec.toFixed(2)}x; bare p50 ${d.bareP50.toFixed(2)}x`,
      );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const loadBefore = startRun(
    // Per engine: seeding (about two minutes on PGlite), and per route the warm-ups, the rounds, the paced
    // slices and a load child started for each (a second or more on a busy machine).
    ROUTES.length *
      CONNECTIONS.length *
      (2 * WARMUP + DURATION + 2 * Math.max(1, Math.round(DURATION / (2 * ROUNDS))) + 2 * (4 * ROUNDS + 4)) +
      2 * PROCESS_WARMUP +
      600,
  );
  process.stdout.write(
    `Benchmark: the partner API against a bare Fastify + pg process running the same SQL, ${PRODUCTS} products, ${ORDERS} orders, ${CONNECTIONS.join(' and ')} connections, ${DURATION}s per route and server${AFTER_CLI ? ', after one CLI command through the service' : ''}\n`,
  );
  const results = await forEachEngine(benchEngine);

  process.stdout.write(`\n${table(results)}\n`);
  process.stdout.write(
    `\napp/bare: the share of a bare process's throughput the shipped service keeps (its gateway, authentication, validation, metrics, logging, background roles and rendering); aim ≥ ${AIM.ratio}, at a CPU per request ≤ ${AIM.cpu}× the twin's (CPU app/bare).\np50/p99 (first set): at each concurrency, saturated (each connection sends its next request on the answer: mostly queueing, bare's too).\npaced: the same connections at a fixed rate, ${PACED_PERCENT}% of bare's saturated req/s, the same for both servers: p99 there is the one the aim (≤ ${AIM.p99Ms} ms at 32) is read against.\nThe bare columns are the same run's baseline.\nCPU µs/req: each server process's own CPU time per request (the app's: the whole service process, every role).\nload: the 1-minute load average (${cpus().length} CPUs) when the route's measurement started → ended; before the run ${loadBefore.toFixed(2)}, after ${loadavg()[0]!.toFixed(2)}.\n`,
  );
  writeResults(
    'latest.json',
    {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      rounds: ROUNDS,
      products: PRODUCTS,
      orders: ORDERS,
      warmupSeconds: WARMUP,
      processWarmupSeconds: PROCESS_WARMUP,
      afterCli: AFTER_CLI,
      aims: AIM,
    },
    loadBefore,
    results,
  );
}

runMain(main);
