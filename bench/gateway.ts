// `npm run bench -- gateway`: the gateway's cost on the authentication path.
//
// For each engine (in-memory PGlite, then PostgreSQL when reachable) it builds
// the real partner app on a fresh migrated database with a demo partner, adds
// a bench-only bare route that does the same database read authentication does
// (`CREDENTIAL_PARTNER`) with no token check, scope check or validation,
// and loads both with autocannon: `GET /bench/bare` and `GET /v1/me`. It
// prints req/s, p50 and p99 for each and the ratio me/bare, and writes
// bench/results/gateway-latest.json. Loopback only; bounded in time; exits by itself.
//
// Environment: BENCH_DURATION (seconds per measured run, default 10),
// BENCH_WARMUP (seconds per route, default 2), BENCH_CONNECTIONS (default 10),
// BENCH_ENGINES (default "pglite,postgres"), BENCH_POSTGRES_URL (server to
// create the throw-away database on, default postgres://postgres@127.0.0.1:5432/postgres).
import type { Result } from 'autocannon';
import { emptyGateway } from '../src/gateway/hooks.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import { CREDENTIAL_PARTNER } from '../src/identity/repo.ts';
import {
  fetchToken,
  figures,
  forEachEngine,
  intEnv,
  listenLoopback,
  pad,
  ratio as baseRatio,
  runLoad,
  runMain,
  setUpEngine,
  startRun,
  writeResults,
} from './common.ts';
import type { Engine, Figures, Ratio as BaseRatio } from './common.ts';
import { gatewayVariants } from './gateway-apps.ts';

const DURATION = Math.max(1, intEnv('BENCH_DURATION', 10, 300));
const WARMUP = intEnv('BENCH_WARMUP', 2, 60);
const CONNECTIONS = Math.max(1, intEnv('BENCH_CONNECTIONS', 10, 1000));

type RouteName = 'bare' | 'me' | 'memory' | 'redis';

interface RouteFigures extends Figures {
  engine: Engine;
  route: RouteName;
  path: string;
  /** CPU time of the server process per request (user + system): steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: number;
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

interface Ratio extends BaseRatio {
  cpuPerRequest: number;
}

function ratio(a: RouteFigures, b: RouteFigures): Ratio {
  return { ...baseRatio(a, b), cpuPerRequest: a.cpuMicrosPerRequest / b.cpuMicrosPerRequest };
}

/** One route's figures, with the server's CPU time spread over its requests (the JSON keeps its field order). */
function routeFigures(engine: Engine, route: RouteName, path: string, halves: Result[], cpuMicros: number): RouteFigures {
  const { requests, non2xx, errors, ...timing } = figures(halves);
  return { engine, route, path, ...timing, cpuMicrosPerRequest: cpuMicros / Math.max(1, requests), requests, non2xx, errors };
}

// ---------------------------------------------------------------- one engine

async function benchEngine(engine: Engine): Promise<EngineResult> {
  const set = await setUpEngine(engine);
  if (typeof set === 'string') return { engine, status: 'skipped', reason: set };
  const { opened, platform, demo } = set;
  // The bare and /v1/me runs have no limiter at all; the gateway's variants add it.
  const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });
  const { variants, skipped: redisSkipped } = await gatewayVariants(platform);

  // Bench only: the same read the authentication hook makes, with no token
  // verification, scope check or request validation around it.
  app.get('/bench/bare', { config: { public: true }, schema: { hide: true } }, async () => {
    const [row] = await CREDENTIAL_PARTNER(platform.db, [[demo.clientId]]);
    if (!row) throw new Error('bench client vanished');
    return { partnerId: row.partner_id, name: row.name, tier: row.tier, grantedSiteIds: row.site_ids, scopes: row.capabilities };
  });

  try {
    const base = await listenLoopback(app);
    const bases: Partial<Record<RouteName, string>> = { bare: base, me: base };
    for (const variant of variants) {
      bases[variant.name] = await listenLoopback(variant.app);
    }
    const names = (Object.keys(bases) as RouteName[]).filter((name) => bases[name]);

    const token = await fetchToken(base, demo);
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
      for (const route of names)
        await runLoad({ url: url(route), connections: CONNECTIONS, duration: WARMUP, headers: jobs[route].headers });
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
    const routes = names.map((route) => routeFigures(engine, route, jobs[route].path, runs[route], cpu[route]));
    for (const f of routes) {
      if (f.non2xx > 0 || f.errors > 0)
        process.stdout.write(`  warning: ${f.route} GET ${f.path}: ${f.non2xx} non-2xx responses, ${f.errors} errors\n`);
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
      lines.push(
        `${pad(r.engine, 9)}${pad(label, 14)}${pad(`${q.requestsPerSec.toFixed(2)}x`, 10, true)}${pad(`${q.latencyP50.toFixed(2)}x`, 9, true)}${pad(`${q.latencyP99.toFixed(2)}x`, 9, true)}${pad(`${q.cpuPerRequest.toFixed(2)}x`, 12, true)}`,
      );
    ratioLine('me / bare', r.ratio!);
    if (r.gateway?.memory) ratioLine('memory / me', r.gateway.memory);
    if (r.gateway?.redis) ratioLine('redis / me', r.gateway.redis);
    if (r.gateway?.redisSkipped) lines.push(`${pad(r.engine, 9)}redis skipped: ${r.gateway.redisSkipped}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const loadBefore = startRun(4 * (WARMUP + DURATION) + 90);
  process.stdout.write(
    `Benchmark: GET /v1/me (authentication path) vs GET /bench/bare (same read, no auth), and /v1/me behind the gateway (memory, Redis), ${CONNECTIONS} connections, ${DURATION}s per route\n`,
  );
  const results = await forEachEngine(benchEngine);

  process.stdout.write(`\n${table(results)}\n`);
  process.stdout.write('\nme / bare: req/s ratio below 1 and latency ratio above 1 are the price of authentication.\n');
  process.stdout.write(
    'memory / me, redis / me: the same for the gateway (firewall, rate limit, quota), counters in memory or in Redis.\n',
  );
  writeResults('gateway-latest.json', { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP }, loadBefore, results);
}

runMain(main);
