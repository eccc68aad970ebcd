// `npm run bench -- submissions`: the order submission fast path against its
// bare twin, in the same run. A 5-line order (bench/submission-order.ts)
// with a fresh partnerOrderId per request, POSTed to:
//
// - the service as `npm start` ships it (bench/service.ts; BENCH_SHAPE=split:
//   the API and background processes): its worker claims the jobs, the
//   gateway has the spec's limits; the load takes BENCH_PARTNERS (40)
//   enterprise partners' tokens in turn from 4,096 client addresses
//   (bench/partners.ts), so no limit is reached; every submission must come
//   back `completed` inside the POST;
// - the bare twin (bench/submissions-bare.ts): node:http and pg only, the
//   service's token verification, credential cache and Redis calls
//   (twin-io.ts), then every statement the service sends for one submission
//   (bench/submission-twin-statements.ts, checked here against the texts,
//   names and order the probe submission sent), placement's included, with
//   no validation, pricing, queue, signal or logging code; on PostgreSQL on a
//   copy of the database of its own, LISTENing as the service does; in the
//   service's shape (split: a front and a back process, the hop between
//   them by NOTIFY as the service's) (bench/README.md says what it does and
//   does not do);
// - with BENCH_BASE_TREE, another checkout's service on a copy of its own.
//
// For each engine (PGlite from a dump of the seeded database, then PostgreSQL
// when reachable) and each concurrency in BENCH_CONCURRENCY (default "1,32"):
// BENCH_WARMUP s per side uncounted, then BENCH_SETTLE (20) s more per side
// after each has idled, then BENCH_WINDOWS (default 2) windows of
// BENCH_WINDOW seconds (default 15) per side, alternated bare, app, app, bare,
// …, each after BENCH_REWARM (4) s of uncounted load on its side when the
// window before was another side's, each window's figure printed; the ratios
// are of the sums (requests over seconds; p50 the mean of the windows'), with
// each side's CPU time per submission from /proc (and while unloaded), its
// database backends' and the load average. Writes bench/results/submissions.json.
//
// Environment: BENCH_WINDOW, BENCH_WINDOWS, BENCH_WARMUP, BENCH_SETTLE, BENCH_REWARM, BENCH_CONCURRENCY, BENCH_WORKERS (the
// service's WORKER_CONCURRENCY; default: its own default), BENCH_POOL (pool
// size of both processes, default 10), BENCH_ENGINES, BENCH_POSTGRES_URL, BENCH_BASE_TREE, BENCH_SHAPE.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'autocannon';
import pg from 'pg';
import { nodeCommand } from './callgrind.ts';
import { capturing } from './capture.ts';
import {
  ENGINES,
  type Engine,
  figures,
  type Figures,
  intEnv,
  pad,
  root,
  runMain,
  serviceNodeFlags,
  setUpEngine,
  siblingScript,
  startRun,
  writeResults,
  listeningPort,
  processCpuMicros,
  databaseBackends,
  copyDatabase,
} from './common.ts';
import { fiveLineOrder, probeSubmission } from './submission-order.ts';
import { SUBMISSION_STATEMENTS } from './statement-slots.ts';
import { reportRows } from './submissions-report.ts';
import { twinFanOut, twinStatements } from './submission-twin-statements.ts';
import { clientAddress, enterprisePartners, fetchTokens } from './partners.ts';
import { LOG_LEVEL, SHAPE, startShippedService } from './service.ts';
import type { Sent } from './capture.ts';
import type { SubmissionBareJob } from './submissions-bare.ts';
import { twinIoJob } from './twin-io.ts';
import { loadConfig } from '../src/app/config.ts';
import { runSubmissionLoad } from './submission-load-runner.ts';

/** Seconds of one window, and windows per side per level (alternated, so both sides see the same moments of a loaded machine). */
const WINDOW = Math.max(1, intEnv('BENCH_WINDOW', 15, 3600));
const WINDOWS = Math.max(1, intEnv('BENCH_WINDOWS', 2, 100));
const CONCURRENCY = (process.env.BENCH_CONCURRENCY || '1,32').split(',').map((c) => Math.max(1, Number(c.trim()) || 1));
const WORKERS = process.env.BENCH_WORKERS ? intEnv('BENCH_WORKERS', 2, 256) : undefined;
const POOL = intEnv('BENCH_POOL', 10, 1000);
/** Enterprise partners the load is spread over (50 req/s each in the shipped gateway). */
const PARTNERS = Math.max(1, intEnv('BENCH_PARTNERS', 40, 400));

type Server = 'bare' | 'app' | 'base';

/**
 * BENCH_BASE_TREE: another checkout with its dist/ built (e.g. the commit before a change); its service runs as a
 * third side, `base`, in the same windows, so a change's CPU per submission is measured before and after in one run.
 */
const BASE_TREE = process.env.BENCH_BASE_TREE || null;
/**
 * Seconds of uncounted load per side before the first level. The service's V8 keeps optimising its larger code for about half a
 * minute of load (its compiler threads took 28 % of its CPU in a window after 3 s, the twin's 13 %): measured after
 * 3 s, a submission at c=1 cost 2.9× the twin's CPU; after 30 s, 1.7–1.8×; after 45 s, 1.7×.
 */
const WARMUP = intEnv('BENCH_WARMUP', 30, 600);
/**
 * Seconds of uncounted load on a side just before each of its windows that follows another side's: while the other side
 * was measured this one sat idle (its credential cache ages out in 5 s), so its window starts loaded rather than from
 * idle. Both sides get the same; 0 turns it off.
 */
const REWARM = intEnv('BENCH_REWARM', 4, 60);
/**
 * Seconds of a second round of uncounted load per side, after each side sat idle while the others warmed up. The first
 * idle after a process's first load drops most of its hot path's optimised code at once (V8's deopt log: 142 functions
 * within 6 s of going idle, all "weak objects", Node's http server, Fastify, pg and the service's own alike; a later 15 s
 * idle dropped none), and V8 took about 20 s of load at c=32 to compile it again. Without this round that fell into the
 * service's first window. 0 turns it off.
 */
const SETTLE = intEnv('BENCH_SETTLE', 20, 600);

/** BENCH_PROFILE=1: both server processes write a V8 CPU profile into bench/results/profiles/ when they stop. */
const PROFILE_FLAGS =
  process.env.BENCH_PROFILE === '1'
    ? ['--cpu-prof', '--cpu-prof-interval=200', `--cpu-prof-dir=${join(root, 'bench', 'results', 'profiles')}`]
    : [];

/** VACUUM (ANALYZE) of each database named (the twin's copy, the service's, the base tree's). */
async function vacuumed(urls: Array<string | null | undefined>): Promise<void> {
  for (const url of new Set(urls.filter((u): u is string => Boolean(u)))) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('VACUUM (ANALYZE)');
    } finally {
      await client.end();
    }
  }
}

/** idleCpuMicrosPerSecond: the side's CPU while another side is loaded; netCpuMicrosPerRequest: its CPU per submission less that. */
type SideFigures = Figures & {
  cpuMicrosPerRequest: number | null;
  dbCpuMicrosPerRequest: number | null;
  idleCpuMicrosPerSecond: number | null;
  netCpuMicrosPerRequest: number | null;
  /** Production split: the background process's (worker, dispatcher) share of cpuMicrosPerRequest. */
  backgroundCpuMicrosPerRequest?: number | null;
};

export interface Level {
  connections: number;
  /** dbCpuMicrosPerRequest: PostgreSQL's backends' CPU time per submission (PostgreSQL only). */
  bare: SideFigures;
  app: SideFigures;
  /** With BENCH_BASE_TREE: the other tree's service. */
  base?: SideFigures;
  throughputRatio: number;
  p50Ratio: number;
  /** app's CPU per submission over the twin's. */
  cpuRatio: number | null;
  /** The same, each side's CPU less what it spends unloaded over as many seconds. */
  netCpuRatio: number | null;
}

type TwinSide = { base: string; cpuMicros(): number | null; backgroundCpuMicros?(): number | null; stop(): void };

async function startServer(script: string, job: unknown): Promise<TwinSide> {
  const node = nodeCommand([...serviceNodeFlags(), ...PROFILE_FLAGS, ...siblingScript(script), JSON.stringify(job)]);
  const child = spawn(node.command, node.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, METRICS_PORT: '0' },
  });
  const port = await listeningPort(child, script);
  return { base: `http://127.0.0.1:${port}`, cpuMicros: () => processCpuMicros(child.pid!), stop: () => void child.kill('SIGTERM') };
}

/**
 * The twin in the service's shape: one process as `npm start` runs (every
 * role), or in the production split two, the front answering the POSTs and
 * the back running the worker's loops and the fan-out (its CPU reported as
 * the background's). On PostgreSQL each LISTENs to the channels its
 * service process LISTENs to (src/jobs/signals.ts: a process LISTENs to its
 * roles' channels): every role's in one process; `submission_done` in the
 * API process; `jobs_ready` and `events_ready` in the background one.
 */
async function startTwin(job: SubmissionBareJob, servers: Array<{ stop(): void }>): Promise<TwinSide> {
  const onPostgres = job.postgresUrl !== undefined;
  if (SHAPE !== 'split') {
    const whole = await startServer('submissions-bare', {
      ...job,
      role: 'whole',
      listens: onPostgres ? ['jobs_ready', 'submission_done', 'events_ready'] : [],
    } satisfies SubmissionBareJob);
    servers.push(whole);
    return whole;
  }
  // The service's own settings, as it reads them with the bench's environment (the split runs on PostgreSQL only).
  const config = loadConfig({
    ADMIN_TOKEN: 'a'.repeat(32),
    DATABASE_URL: 'postgres://bench/twin',
    DATABASE_POOL_SIZE: String(POOL),
    WORKER_CONCURRENCY: WORKERS ? String(WORKERS) : undefined,
  });
  const back = await startServer('submissions-bare', {
    ...job,
    role: 'back',
    listens: ['jobs_ready', 'events_ready'],
    workerLoops: config.workerConcurrency,
  });
  servers.push(back);
  const front = await startServer('submissions-bare', {
    ...job,
    role: 'front',
    listens: ['submission_done'],
    fanOut: null,
    settledWaitMs: config.submissionWaitMs,
  });
  servers.push(front);
  return {
    base: front.base,
    cpuMicros: () => {
      const [a, b] = [front.cpuMicros(), back.cpuMicros()];
      return a === null || b === null ? null : a + b;
    },
    backgroundCpuMicros: () => back.cpuMicros(),
    stop: () => {
      front.stop();
      back.stop();
    },
  };
}

/**
 * The bench on one engine. `given`: a database with the platform and demo world already on it (bench/history.ts: one
 * with the history retention keeps), left open; `concurrency`, `window` and `windows` replace BENCH_CONCURRENCY, BENCH_WINDOW and BENCH_WINDOWS.
 */
export async function benchEngine(
  engine: Engine,
  given?: { set: Exclude<Awaited<ReturnType<typeof setUpEngine>>, string>; concurrency: number[]; window?: number; windows?: number },
): Promise<{ engine: Engine; status: 'measured' | 'skipped'; reason?: string; levels?: Level[] }> {
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-subm-'));
  // PGlite: a data directory, as `npm start` opens it (the service runs on it, the twin on a dump of it).
  const set = given?.set ?? (await setUpEngine(engine, engine === 'pglite' ? join(scratch, 'pglite') : undefined));
  if (typeof set === 'string') {
    rmSync(scratch, { recursive: true, force: true });
    return { engine, status: 'skipped', reason: set };
  }
  const concurrency = given?.concurrency ?? CONCURRENCY;
  const window = given?.window ?? WINDOW;
  const windows = given?.windows ?? WINDOWS;
  const { opened, platform, demo } = set;
  let servers: Array<{ stop(): unknown }> = [];
  let released = false;
  let twinCopy: Awaited<ReturnType<typeof copyDatabase>> | null = null;
  let baseCopy: Awaited<ReturnType<typeof copyDatabase>> | null = null;
  try {
    // The probe: one order through the service's code in this process; the statements it sends are what the twin's
    // compiled texts must match, its values those the twin writes again.
    const body = await fiveLineOrder(platform, demo);
    const sent = new Map<string, Sent>();
    const order: string[] = [];
    await capturing(
      (statement) => {
        sent.set(statement.text, statement);
        order.push(statement.text);
      },
      () => probeSubmission(platform, demo, 'probe'),
    );
    const statements = await twinStatements(engine, platform, demo.partnerId, sent);
    // On a database of its own the twin fans out its orders' events; on the service's (given), the service's dispatcher does.
    const fanOut = given ? null : twinFanOut(engine, platform);
    // Each text the service sent (the credential's only when its cache missed), under the same name, in the same order.
    let previous = -1;
    let afterAccept = -1;
    for (const which of SUBMISSION_STATEMENTS) {
      const statement = statements[which];
      const probeSent = sent.get(statement.text);
      if (!probeSent) {
        if (which === 'credential') continue;
        throw new Error(`the twin's ${which} statement is not a text the service sent`);
      }
      if (engine === 'postgres' && probeSent.name !== statement.name)
        throw new Error(`the twin's ${which} statement is prepared as ${statement.name}, the service's as ${probeSent.name}`);
      // The first time after the previous one: the worker's next claim, after the completion, sends the claim's text again.
      // The claim and the snapshot in either order: on PostgreSQL the worker reads the snapshot beside its claim.
      const from = which === 'snapshot' ? afterAccept : previous;
      const at = order.indexOf(statement.text, from + 1);
      if (at < 0) throw new Error(`the twin's ${which} statement comes in another order than the service's`);
      if (which === 'accept') afterAccept = at;
      previous = Math.max(previous, at);
    }
    // Between the POST's first statement and the completion: anything the service sent there that the twin does not
    // (the probe's worker polls every 50 ms, so its due-time read can fall in between: a timer's, not the submission's).
    const texts = new Set(Object.values(statements).map((st) => st.text));
    const first = Math.min(...[statements.credential, statements.checks].map((st) => order.indexOf(st.text)).filter((i) => i >= 0));
    const missing = order.slice(first, order.lastIndexOf(statements.complete.text)).filter((text) => !texts.has(text));
    process.stdout.write(
      `${engine}: the probe's submission sent ${order.lastIndexOf(statements.complete.text) + 1 - first} statements; not in the twin: ${missing.length === 0 ? 'none' : missing.map((t) => t.replace(/\s+/g, ' ').slice(0, 60)).join(' | ')}\n`,
    );

    // Before the dump: the twin on PGlite reads these clients' credentials from it.
    const clients = await enterprisePartners(platform, demo.siteIds, PARTNERS);
    const where: { postgresUrl?: string; pgliteDump?: string } = {};
    if (engine === 'pglite') {
      where.pgliteDump = join(scratch, 'data.tar');
      writeFileSync(where.pgliteDump, Buffer.from(await (await opened.database.pglite!.dumpDataDir('none')).arrayBuffer()));
    } else if (!given) {
      // The twin on a copy of its own: its accepts' `jobs_ready` and its orders' `events_ready` would otherwise wake
      // the service's worker and dispatcher during the twin's windows (NOTIFY is per database), CPU neither side counts.
      await platform.submissions.close();
      await opened.database.close();
      twinCopy = await copyDatabase(opened.url!);
      where.postgresUrl = twinCopy.url;
      if (BASE_TREE) baseCopy = await copyDatabase(opened.url!, 'base');
    } else {
      // A given database (bench/history.ts's history) is shared: the service's worker and dispatcher hear the twin's signals.
      where.postgresUrl = opened.url!;
    }
    // The embedded engine has one owner: the bench lets go of it before the service opens it.
    if (engine === 'pglite' && !given) {
      await platform.submissions.close();
      await opened.dispose();
      released = true;
    }
    // The twin needs the tokens' client ids, and the tokens come from the service: it starts first, the twin after.
    const bareStart = {
      ...where,
      poolSize: POOL,
      logLevel: LOG_LEVEL,
      statements,
      fanOut,
      fanOutGapMs: platform.webhooks.settings.fanOutGapMs ?? 0,
    };
    const app = await startShippedService({
      databaseUrl: opened.url!,
      storageDir: join(scratch, 'storage'),
      extraFlags: PROFILE_FLAGS,
      env: { DATABASE_POOL_SIZE: String(POOL), ...(WORKERS ? { WORKER_CONCURRENCY: String(WORKERS) } : {}) },
    });
    servers.push(app);
    if (BASE_TREE && !baseCopy) throw new Error('BENCH_BASE_TREE runs on PostgreSQL, with a database of its own');
    const base = baseCopy
      ? await startShippedService({
          databaseUrl: baseCopy.url,
          storageDir: join(scratch, 'storage-base'),
          extraFlags: PROFILE_FLAGS,
          tree: BASE_TREE!,
          env: { DATABASE_POOL_SIZE: String(POOL), ...(WORKERS ? { WORKER_CONCURRENCY: String(WORKERS) } : {}) },
        })
      : null;
    if (base) servers.push(base);
    const tokens = await fetchTokens(app.base, clients);
    const bare = await startTwin(
      {
        ...bareStart,
        io: await twinIoJob(app.base, tokens[0]!, { text: statements.credential.text, name: statements.credential.name }),
      },
      servers,
    );
    const present: Server[] = base ? ['bare', 'app', 'base'] : ['bare', 'app'];
    const url: Record<Server, string> = { bare: `${bare.base}/orders`, app: `${app.base}/v1/orders`, base: `${base?.base}/v1/orders` };
    const processOf: Record<Server, Pick<TwinSide, 'cpuMicros' | 'backgroundCpuMicros'>> = {
      bare,
      app,
      base: base ?? app,
    };
    // The base signs with keys of its own (made on its first start, in its copy): its tokens come from it.
    const tokensOf: Record<Server, string[]> = { bare: tokens, app: tokens, base: base ? await fetchTokens(base.base, clients) : tokens };
    // Every side must answer 201 before it is worth timing.
    for (const server of present) {
      const res = await fetch(url[server], {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokensOf[server][0]}`,
          'x-forwarded-for': clientAddress(0, 79),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ ...body, partnerOrderId: `check-${server}` }),
      });
      const text = await res.text();
      if (res.status !== 201 || !text.includes('"completed"')) throw new Error(`${server} answered ${res.status}: ${text}`);
    }

    // The database's own CPU per submission (PostgreSQL, on this machine): most of a submission's cost is there.
    // Each side's own database (the twin's copy, or the shared one).
    const backendsOf: Record<Server, Awaited<ReturnType<typeof databaseBackends>>> | null = where.postgresUrl
      ? {
          bare: await databaseBackends(where.postgresUrl),
          app: await databaseBackends(opened.url!),
          base: await databaseBackends(baseCopy?.url ?? opened.url!),
        }
      : null;
    // Uncounted: JIT, pools and caches warm on every side; then, each side having idled meanwhile, a second round (SETTLE).
    for (const duration of [WARMUP, SETTLE])
      for (const server of present)
        if (duration > 0)
          await runSubmissionLoad({ url: url[server], connections: Math.max(...concurrency), duration, tokens: tokensOf[server], body });
    // The warm-up's thousands of submissions leave each database work for autovacuum, which fell into the first
    // windows (a twin window at 176/s beside one at 287/s in the same level): vacuumed here instead, on every side.
    if (engine === 'postgres') await vacuumed([where.postgresUrl, opened.url, baseCopy?.url]);
    const levels: Level[] = [];
    for (const connections of concurrency) {
      // bare, app, app, bare, bare, app, … (with a base: bare, app, base, base, app, bare, …): each side's windows
      // spread evenly over the level's minutes.
      const sides = Array.from({ length: windows }, (_, round) => (round % 2 === 0 ? present : [...present].reverse())).flat();
      process.stdout.write(`${engine}: ${connections} connection(s): ${sides.join(', ')} (${window} s each)\n`);
      const runs: Record<Server, Result[]> = { bare: [], app: [], base: [] };
      const idle: Record<Server, { micros: number; seconds: number }> = {
        bare: { micros: 0, seconds: 0 },
        app: { micros: 0, seconds: 0 },
        base: { micros: 0, seconds: 0 },
      };
      const cpu: Record<Server, number | null> = { bare: 0, app: 0, base: 0 };
      const backgroundCpu: Record<Server, number | null> = {
        bare: bare.backgroundCpuMicros ? 0 : null,
        app: app.backgroundPid ? 0 : null,
        base: base?.backgroundPid ? 0 : null,
      };
      const dbCpu: Record<Server, number | null> = { bare: backendsOf ? 0 : null, app: backendsOf ? 0 : null, base: backendsOf ? 0 : null };
      let previous: Server | null = null;
      for (const server of sides) {
        if (REWARM > 0 && server !== previous)
          await runSubmissionLoad({ url: url[server], connections, duration: REWARM, tokens: tokensOf[server], body });
        previous = server;
        const proc = processOf[server];
        const backends = backendsOf?.[server];
        const before = proc.cpuMicros();
        const backgroundBefore = proc.backgroundCpuMicros?.() ?? null;
        // The other sides, unloaded meanwhile: what each spends with nothing to do (timers, polls), per second.
        const others = present.filter((o) => o !== server).map((o) => ({ o, at: processOf[o].cpuMicros(), t: performance.now() }));
        await backends?.start();
        const run = await runSubmissionLoad({ url: url[server], connections, duration: window, tokens: tokensOf[server], body });
        for (const { o, at, t } of others) {
          const now = processOf[o].cpuMicros();
          if (now !== null && at !== null)
            idle[o] = { micros: idle[o].micros + (now - at), seconds: idle[o].seconds + (performance.now() - t) / 1000 };
        }
        runs[server].push(run);
        const used = backends ? await backends.stop() : null;
        const after = proc.cpuMicros();
        const backgroundAfter = proc.backgroundCpuMicros?.() ?? null;
        process.stdout.write(
          `  ${pad(server, 5)} ${pad((run.requests.total / run.duration).toFixed(0), 6, true)}/s  p50 ${pad(run.latency.p50.toFixed(1), 6, true)} ms  p99 ${pad(run.latency.p99.toFixed(1), 6, true)} ms  non-2xx ${run.non2xx}  load ${loadavg()[0]!.toFixed(1)}\n`,
        );
        cpu[server] = before === null || after === null || cpu[server] === null ? null : cpu[server]! + (after - before);
        const inBackground = backgroundBefore === null || backgroundAfter === null ? null : backgroundAfter - backgroundBefore;
        backgroundCpu[server] = inBackground === null || backgroundCpu[server] === null ? null : backgroundCpu[server]! + inBackground;
        dbCpu[server] = used === null || dbCpu[server] === null ? null : dbCpu[server]! + used;
      }
      const of = (server: Server) => {
        const f = figures(runs[server]);
        const perRequest = (total: number | null) => (total === null ? null : total / Math.max(1, f.requests));
        const idlePerSecond = idle[server].seconds > 0 ? idle[server].micros / idle[server].seconds : null;
        return {
          ...f,
          cpuMicrosPerRequest: perRequest(cpu[server]),
          dbCpuMicrosPerRequest: perRequest(dbCpu[server]),
          ...(backgroundCpu[server] !== null && { backgroundCpuMicrosPerRequest: perRequest(backgroundCpu[server]) }),
          idleCpuMicrosPerSecond: idlePerSecond,
          // Its CPU per submission less what it spends unloaded over the same seconds (its timers and polls).
          netCpuMicrosPerRequest:
            idlePerSecond === null || cpu[server] === null
              ? null
              : perRequest(cpu[server]! - idlePerSecond * (runs[server].length * window)),
        };
      };
      const b = of('bare');
      const a = of('app');
      levels.push({
        connections,
        bare: b,
        app: a,
        ...(base ? { base: of('base') } : {}),
        throughputRatio: a.requestsPerSec / Math.max(1e-9, b.requestsPerSec),
        p50Ratio: a.latencyP50Ms / Math.max(1e-9, b.latencyP50Ms),
        cpuRatio: a.cpuMicrosPerRequest === null || b.cpuMicrosPerRequest === null ? null : a.cpuMicrosPerRequest / b.cpuMicrosPerRequest,
        netCpuRatio:
          a.netCpuMicrosPerRequest === null || b.netCpuMicrosPerRequest === null
            ? null
            : a.netCpuMicrosPerRequest / b.netCpuMicrosPerRequest,
      });
    }
    if (backendsOf) await Promise.all(Object.values(backendsOf).map((b) => b.close()));
    return { engine, status: 'measured', levels };
  } finally {
    for (const s of servers) await s.stop();
    await twinCopy?.drop();
    await baseCopy?.drop();
    if (!given && !released) {
      await platform.submissions.close();
      await opened.dispose();
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const sides = BASE_TREE ? 3 : 2;
  // Every side's warm-up and windows at each level, the set-up (a third service's with a base) and slack.
  const loadBefore = startRun(CONCURRENCY.length * sides * WINDOWS * (WINDOW + REWARM) + sides * (WARMUP + SETTLE) + 120 * sides);
  const results = [];
  for (const engine of ENGINES as Engine[]) {
    const r = await benchEngine(engine);
    if (r.status === 'skipped') process.stdout.write(`\n== ${engine}: skipped (${r.reason})\n`);
    results.push(r);
  }
  const rows = reportRows(results, BASE_TREE);
  rows.push(`load average (1 min): before ${loadBefore.toFixed(1)}, after ${loadavg()[0]!.toFixed(1)}`);
  process.stdout.write(`\n${rows.join('\n')}\n`);
  writeResults(
    'submissions.json',
    {
      windowSeconds: WINDOW,
      rewarmSeconds: REWARM,
      settleSeconds: SETTLE,
      windowsPerSide: WINDOWS,
      concurrency: CONCURRENCY,
      workers: WORKERS ?? 'default',
      pool: POOL,
      shape: SHAPE,
      baseTree: BASE_TREE,
    },
    loadBefore,
    results,
  );
}

// Run as a script (bench/history.ts imports benchEngine).
if (process.argv[1] && import.meta.filename === process.argv[1]) runMain(main);
