// `npm run bench -- reads-ab`: a short A/B of the point reads on PostgreSQL,
// to prove a change's worth in CPU per request: this tree's service (dist/,
// built when stale), optionally another build of it (BENCH_BASE_TREE: a
// folder holding a copy of dist/ made before the change, with src/ and docs/
// linked beside it, kept inside this tree so that it finds node_modules,
// e.g. `.cache/base/dist`), and the honest twin
// (bench/bare.ts with bench/twin-io.ts), all on one seeded database, in the
// shape BENCH_SHAPE names (bench/service.ts). With a base, BENCH_PAIRS (2)
// processes of each build, started this, base, base, this, take the slices
// in turn: identical builds in two processes have measured up to 5 % apart,
// so one process a side cannot show a smaller change. Per route and
// concurrency it runs BENCH_ROUNDS rounds of twin, this, base, base, this,
// twin (every other round with this and base swapped), each slice
// BENCH_SLICE seconds, so that drift weighs on every side alike, and prints
// each side's req/s and CPU µs per request (from /proc; BENCH_CALLGRIND=1:
// instructions, bench/callgrind.ts) with the ratios, and
// the spread of this/base over the rounds.
// Settings: BENCH_ROUTES (me, detail, order-detail, order-items, products-page,
// orders-page (page 1 of each list, its default size); default
// me), BENCH_CONNECTIONS (default 10), BENCH_ROUNDS (4), BENCH_SLICE (3),
// BENCH_WARMUP (3), BENCH_PRODUCTS and BENCH_ORDERS (2,000), BENCH_PARTNERS
// (1,000), BENCH_THIS_TREE (another copy measured as `this`), BENCH_THIS_FLAGS
// (Node flags for `this` only: with BENCH_BASE_TREE=. a flag's A/B), BENCH_RATE (requests a
// second each slice offers: paced, a request more often waking the process alone), BENCH_PROFILE=1
// (CPU profiles). Loopback only; exits by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OWNED_DETAIL_BY_ID, PAGE } from '../src/catalog/repo.ts';
import { CREDENTIAL_PARTNER } from '../src/identity/repo.ts';
import { ORDER_BY_NUMBER, ORDER_LINES, ORDER_PAGE } from '../src/orders/repo.ts';
import { CALLGRIND, CPU_UNIT } from './callgrind.ts';
import { intEnv, runLoad, runMain, setUpEngine, startRun, threadCpuMicros } from './common.ts';
import { clientAddress, enterprisePartners, fetchTokens } from './partners.ts';
import { seedReadsWorld } from './reads-world.ts';
import { LOG_LEVEL, SHAPE, startShippedService, type ShippedService } from './service.ts';
import { twinIoJob } from './twin-io.ts';
import { PROFILE_FLAGS, startBare, type TwinProcess } from './twin-process.ts';

const ROUTES = ['me', 'detail', 'order-detail', 'order-items', 'products-page', 'orders-page'] as const;
type Route = (typeof ROUTES)[number];
const picked = (process.env.BENCH_ROUTES || 'me').split(',').map((r) => r.trim()) as Route[];
for (const r of picked) if (!ROUTES.includes(r)) throw new Error(`BENCH_ROUTES: unknown route ${r} (known: ${ROUTES.join(', ')})`);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || '10').split(',').map(Number);
const ROUNDS = Math.max(1, intEnv('BENCH_ROUNDS', 4, 50));
const SLICE = Math.max(1, intEnv('BENCH_SLICE', 3, 600));
const WARMUP = intEnv('BENCH_WARMUP', 3, 600);
const PRODUCTS = intEnv('BENCH_PRODUCTS', 2_000, 1_000_000);
const ORDERS = intEnv('BENCH_ORDERS', 2_000, 1_000_000);
const PARTNERS = Math.max(1, intEnv('BENCH_PARTNERS', 1000, 2000));
const BASE_TREE = process.env.BENCH_BASE_TREE ? resolve(process.env.BENCH_BASE_TREE) : undefined;
/** BENCH_THIS_TREE: the build to measure as `this` (this tree's dist/ by default), so that dist/ may be rebuilt during a run. */
const THIS_TREE = process.env.BENCH_THIS_TREE ? resolve(process.env.BENCH_THIS_TREE) : undefined;
/**
 * BENCH_THIS_FLAGS: Node flags for the `this` side's processes only, after npm start's (V8 takes a repeated flag's
 * last value): with BENCH_BASE_TREE=. a flag's worth is measured in one run, both sides the same build.
 */
const THIS_FLAGS = (process.env.BENCH_THIS_FLAGS ?? '').split(/\s+/).filter(Boolean);
/** BENCH_RATE: each slice offers this many requests a second (0: as fast as answered), the paced shape of production traffic. */
const RATE = intEnv('BENCH_RATE', 0, 100_000);
/** With a base tree: processes per side (this, base, base, this, …), alternated in the slices. */
const PAIRS = Math.max(1, intEnv('BENCH_PAIRS', 2, 4));

type Side = 'twin' | 'this' | 'base';
const statement = (p: { text: string; preparedName: string | null }) => ({ text: p.text, name: p.preparedName });

runMain(async () => {
  // A warm-up per process: the twin and, with a base, BENCH_PAIRS of each build.
  const processes = 1 + (BASE_TREE ? 2 * PAIRS : 1);
  startRun(picked.length * CONNECTIONS.length * (ROUNDS * 6 * (SLICE + 2) + processes * (WARMUP + 2)) + 300);
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-reads-ab-'));
  const set = await setUpEngine('postgres');
  if (typeof set === 'string') throw new Error(set);
  const { opened, platform, demo } = set;
  const services: ShippedService[] = [];
  let twin: TwinProcess | null = null;
  try {
    const siteId = demo.siteIds[0]!;
    const world = await seedReadsWorld(opened.database, opened.url, siteId, PRODUCTS, ORDERS);
    const clients = await enterprisePartners(platform, demo.siteIds, PARTNERS);
    const start = (side: 'this' | 'base') =>
      startShippedService({
        databaseUrl: opened.url!,
        storageDir: join(scratch, `storage-${services.length}`),
        extraFlags: side === 'this' ? [...PROFILE_FLAGS, ...THIS_FLAGS] : PROFILE_FLAGS,
        tree: side === 'this' ? THIS_TREE : BASE_TREE,
      });
    // Started this, base, base, this (with BENCH_PAIRS 2): identical builds in two processes have measured up to
    // 5 % apart whatever their start order, so each side's figure is the mean of as many processes as the other's.
    const started: Record<'this' | 'base', ShippedService[]> = { this: [], base: [] };
    for (let pair = 0; pair < (BASE_TREE ? PAIRS : 1); pair++)
      for (const side of pair % 2 === 0 ? (['this', 'base'] as const) : (['base', 'this'] as const)) {
        if (side === 'base' && !BASE_TREE) continue;
        const service = await start(side);
        services.push(service);
        started[side].push(service);
      }
    const mine = started.this[0]!;
    // Each service is its own issuer (its listener's address): each is loaded with tokens of its own.
    const tokensByService = new Map<ShippedService, string[]>();
    for (const service of services) tokensByService.set(service, await fetchTokens(service.base, clients));
    const tokens = tokensByService.get(mine)!;
    twin = await startBare(
      {
        io: await twinIoJob(mine.base, tokens[0]!, statement(CREDENTIAL_PARTNER)),
        siteId,
        sql: {
          page: statement(PAGE),
          detail: statement(OWNED_DETAIL_BY_ID),
          orderPage: statement(ORDER_PAGE),
          order: statement(ORDER_BY_NUMBER),
          orderLines: statement(ORDER_LINES),
        },
        logLevel: LOG_LEVEL,
        postgresUrl: opened.url!,
      },
      scratch,
    );
    const { detailProductId, orderNumber } = world;
    const paths: Record<Route, [twin: string, service: string]> = {
      me: ['/me', '/v1/me'],
      detail: [`/products/${detailProductId}`, `/v1/products/SLO_${detailProductId}`],
      'order-detail': [`/orders/${orderNumber}`, `/v1/orders/${orderNumber}`],
      'order-items': [`/orders/${orderNumber}/items`, `/v1/orders/${orderNumber}/items`],
      'products-page': ['/products', `/v1/products?siteId=${siteId}`],
      'orders-page': ['/orders', `/v1/orders?siteId=${siteId}`],
    };
    type Target = { base: string; pid: number; cpuMicros(): number | null; tokens: string[] };
    const targets: Record<Side, Target[]> = {
      twin: [{ base: twin.base, pid: twin.pid, cpuMicros: () => twin!.cpuMicros(), tokens }],
      this: started.this.map((p) => ({ base: p.base, pid: p.pid, cpuMicros: () => p.cpuMicros(), tokens: tokensByService.get(p)! })),
      base: started.base.map((p) => ({ base: p.base, pid: p.pid, cpuMicros: () => p.cpuMicros(), tokens: tokensByService.get(p)! })),
    };
    const url = (side: Side, target: Target, route: Route) => `${target.base}${paths[route][side === 'twin' ? 0 : 1]}`;
    const headers = (target: Target) => ({ authorization: `Bearer ${target.tokens[0]}`, 'x-forwarded-for': clientAddress(0, 79) });
    const order: Side[] = BASE_TREE ? ['twin', 'this', 'base', 'base', 'this', 'twin'] : ['twin', 'this', 'this', 'twin'];
    // Every other round swaps this and base, so that neither always runs next to the twin's slices.
    const orderOf = (round: number): Side[] =>
      round % 2 === 0 || !BASE_TREE ? order : order.map((side) => (side === 'this' ? 'base' : side === 'base' ? 'this' : side));
    process.stdout.write(
      `shape ${SHAPE}${BASE_TREE ? `, base ${BASE_TREE}, ${PAIRS} process(es) a side started ${services.map((s) => (started.this.includes(s) ? 'this' : 'base')).join(', ')}` : ''}; rounds of ${order.join(', ')}${BASE_TREE ? ', then this and base swapped' : ''}, ${SLICE}s each\n`,
    );
    for (const route of picked)
      for (const connections of CONNECTIONS) {
        for (const side of new Set(order))
          for (const target of targets[side]) {
            const res = await fetch(url(side, target, route), { headers: headers(target) });
            if (res.status !== 200) throw new Error(`${side} ${url(side, target, route)} answered ${res.status}`);
          }
        const job = (side: Side, target: Target, duration: number) => ({
          url: url(side, target, route),
          connections,
          duration,
          headers: headers(target),
          tokens: target.tokens,
          ...(RATE > 0 && { overallRate: RATE }),
        });
        for (const side of new Set(order)) for (const target of targets[side]) await runLoad(job(side, target, WARMUP));
        const sum: Partial<Record<Side, { requests: number; cpu: number; seconds: number; refused: number }>> = {};
        /** Each side's CPU by thread name (`main`, the JavaScript thread; V8's compiler and collector workers, libuv's pool) in its slices. */
        const byThread: Partial<Record<Side, Map<string, number>>> = {};
        /** Each round's CPU per request of this and base: their ratio's spread shows what a run can resolve. */
        const roundRatios: number[] = [];
        const load0 = loadavg()[0]!;
        // Each side's processes take its slices in turn.
        const turn: Record<Side, number> = { twin: 0, this: 0, base: 0 };
        for (let round = 0; round < ROUNDS; round++) {
          const inRound: Partial<Record<Side, { requests: number; cpu: number }>> = {};
          for (const side of orderOf(round)) {
            const target = targets[side][turn[side]++ % targets[side].length]!;
            const threadsBefore = threadCpuMicros(target.pid);
            const before = target.cpuMicros()!;
            const result = await runLoad(job(side, target, SLICE));
            const used = target.cpuMicros()! - before;
            const threads = (byThread[side] ??= new Map());
            for (const [tid, { name, micros }] of threadCpuMicros(target.pid))
              threads.set(name, (threads.get(name) ?? 0) + micros - (threadsBefore.get(tid)?.micros ?? 0));
            const s = (sum[side] ??= { requests: 0, cpu: 0, seconds: 0, refused: 0 });
            s.requests += result.requests.total;
            s.refused += result.non2xx;
            s.cpu += used;
            s.seconds += result.duration;
            const r = (inRound[side] ??= { requests: 0, cpu: 0 });
            r.requests += result.requests.total;
            r.cpu += used;
          }
          if (inRound.this && inRound.base)
            roundRatios.push(inRound.this.cpu / inRound.this.requests / (inRound.base.cpu / inRound.base.requests));
        }
        const fig = (side: Side) => {
          const s = sum[side]!;
          return { rps: s.requests / s.seconds, cpu: s.cpu / s.requests };
        };
        const t = fig('twin');
        const line = [`${route} c=${connections}: twin ${t.rps.toFixed(0)} req/s ${t.cpu.toFixed(1)} ${CPU_UNIT}`];
        for (const side of ['this', 'base'] as const) {
          if (!sum[side]) continue;
          const f = fig(side);
          line.push(
            `${side} ${f.rps.toFixed(0)} req/s ${f.cpu.toFixed(1)} ${CPU_UNIT} (${(f.rps / t.rps).toFixed(2)}x req/s, ${(f.cpu / t.cpu).toFixed(2)}x CPU)`,
          );
        }
        if (sum.base) {
          const sorted = [...roundRatios].sort((a, b) => a - b);
          line.push(
            `this/base CPU ${(fig('this').cpu / fig('base').cpu).toFixed(3)} (rounds: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)}, ${sorted[0]!.toFixed(3)}–${sorted.at(-1)!.toFixed(3)})`,
          );
        }
        // A refused request (the partner's bucket, the firewall) is cheaper or dearer than a served one: not a like-for-like figure.
        const refused = (['twin', 'this', 'base'] as const).filter((side) => (sum[side]?.refused ?? 0) > 0);
        if (refused.length > 0)
          line.push(
            `NOT COMPARABLE: non-2xx answers (${refused.map((side) => `${side} ${sum[side]!.refused}`).join(', ')}): raise BENCH_PARTNERS`,
          );
        process.stdout.write(`${line.join('; ')}; load ${load0.toFixed(1)}→${loadavg()[0]!.toFixed(1)}\n`);
        for (const side of ['twin', 'this', 'base'] as const) {
          const threads = byThread[side];
          if (!threads || CALLGRIND) continue;
          const parts = [...threads].filter(([, micros]) => micros > 0).sort((a, b) => b[1] - a[1]);
          process.stdout.write(
            `  ${side}'s threads, µs per request: ${parts.map(([name, micros]) => `${name} ${(micros / sum[side]!.requests).toFixed(1)}`).join(', ')}\n`,
          );
        }
      }
  } finally {
    twin?.stop();
    await Promise.all(services.map((s) => s.stop()));
    await opened.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }
});
