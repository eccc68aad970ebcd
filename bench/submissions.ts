// `npm run bench:submissions`: the order submission fast path against its
// bare twin, in the same run. A 5-line order (bench/submission-order.ts)
// with a fresh partnerOrderId per request, POSTed to:
//
// - the service as `npm start` ships it (bench/service.ts): dist/main.js
//   with every role (its worker claims the jobs), the gateway with the spec's
//   limits and the metrics listener; the load takes BENCH_PARTNERS (40)
//   enterprise partners' tokens in turn from 4,096 client addresses
//   (bench/partners.ts), so no limit is reached; every submission must come
//   back `completed` inside the POST;
// - the bare twin (bench/submissions-bare.ts): node:http and pg only,
//   sending the service's own accept, claim and completion statements
//   (compiled here from the service's builders, checked against the texts
//   the probe order sent, prepared under the service's names), with no
//   validation, reads, pricing or queue code.
//
// For each engine (PGlite from a dump of the seeded database, then PostgreSQL
// when reachable) and each concurrency in BENCH_CONCURRENCY (default "1,32"):
// bare, app, app, bare, each half of BENCH_DURATION (default 10 s), with each
// process's CPU time per submission from /proc and the load average. Writes
// bench/results/submissions.json.
//
// Environment: BENCH_DURATION, BENCH_CONCURRENCY, BENCH_WORKERS (the
// service's WORKER_CONCURRENCY; default: its own default), BENCH_POOL (pool
// size of both processes, default 10), BENCH_ENGINES, BENCH_POSTGRES_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'autocannon';
import type { RawBuilder } from 'kysely';
import type { Platform } from '../src/app/platform.ts';
import { templateVendorFor } from '../src/app/wiring/catalog.ts';
import { statementName } from '../src/db/prepared.ts';
import { claimStatement, JOB_ATTEMPTS } from '../src/jobs/queue.ts';
import { planOrder, type OrderPlan } from '../src/orders/placement/place-order.ts';
import { orderSummary } from '../src/submissions/outcome.ts';
import { processingOnClaim, SubmissionsRepo, submissionWithJob } from '../src/submissions/repo.ts';
import { completion } from '../src/submissions/worker/completion-repo.ts';
import { SubmissionPreparation } from '../src/submissions/worker/preparation.ts';
import { intakeOf } from '../src/submissions/worker/processor.ts';
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
} from './common.ts';
import { fiveLineOrder, probeSubmission } from './submission-order.ts';
import { slot, type TwinStatement } from './statement-slots.ts';
import { clientAddress, enterprisePartners, fetchTokens } from './partners.ts';
import { startShippedService } from './service.ts';
import type { SubmissionBareJob } from './submissions-bare.ts';
import type { SubmissionLoadJob } from './submissions-load.ts';

const DURATION = Math.max(2, intEnv('BENCH_DURATION', 10, 3600));
const CONCURRENCY = (process.env.BENCH_CONCURRENCY || '1,32').split(',').map((c) => Math.max(1, Number(c.trim()) || 1));
const WORKERS = process.env.BENCH_WORKERS ? intEnv('BENCH_WORKERS', 2, 256) : undefined;
const POOL = intEnv('BENCH_POOL', 10, 1000);
/** Enterprise partners the load is spread over (50 req/s each in the shipped gateway). */
const PARTNERS = Math.max(1, intEnv('BENCH_PARTNERS', 40, 400));

type Server = 'bare' | 'app';

/** BENCH_PROFILE=1: both server processes write a V8 CPU profile into bench/results/profiles/ when they stop. */
const PROFILE_FLAGS =
  process.env.BENCH_PROFILE === '1'
    ? ['--cpu-prof', '--cpu-prof-interval=200', `--cpu-prof-dir=${join(root, 'bench', 'results', 'profiles')}`]
    : [];

export interface Level {
  connections: number;
  /** dbCpuMicrosPerRequest: PostgreSQL's backends' CPU time per submission (PostgreSQL only). */
  bare: Figures & { cpuMicrosPerRequest: number | null; dbCpuMicrosPerRequest: number | null };
  app: Figures & { cpuMicrosPerRequest: number | null; dbCpuMicrosPerRequest: number | null };
  throughputRatio: number;
  p50Ratio: number;
}

async function startServer(script: string, job: unknown): Promise<{ base: string; cpuMicros(): number | null; stop(): void }> {
  const child = spawn(process.execPath, [...serviceNodeFlags(), ...PROFILE_FLAGS, ...siblingScript(script), JSON.stringify(job)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, METRICS_PORT: '0' },
  });
  const port = await listeningPort(child, script);
  return { base: `http://127.0.0.1:${port}`, cpuMicros: () => processCpuMicros(child.pid!), stop: () => void child.kill('SIGTERM') };
}

function load(job: SubmissionLoadJob): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...siblingScript('submissions-load'), JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), (job.duration + 60) * 1000);
    child.on('close', (code) => {
      clearTimeout(killer);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out) as Result);
    });
  });
}

/** The twin's jobs: of a kind of their own (a parameter of the same texts), so no service worker claims them. */
const TWIN_KIND = 'bench_bare';

/**
 * The service's accept, claim and completion, built by the service's own
 * builders with the probe's values (its submission re-planned by the
 * service's preparation and placement) and slots for what changes per
 * request (bench/statement-slots.ts), compiled as the service compiles them,
 * each with the name the service prepares it under (PostgreSQL; on PGlite
 * the service names nothing).
 */
async function twinStatements(engine: Engine, platform: Platform, partnerId: number): Promise<SubmissionBareJob['statements']> {
  const db = platform.db;
  const probe = (await new SubmissionsRepo(db).findByKey(partnerId, 'probe'))!;
  const prepared = await new SubmissionPreparation(db, templateVendorFor(db, platform.config)).prepare(intakeOf(probe));
  const planned = planOrder(prepared.intake, prepared.snapshot);
  const plan: OrderPlan = {
    order: { ...planned.order, partnerOrderId: slot('partnerOrderId'), placedOn: slot('placedOn') as unknown as Date },
    lines: planned.lines,
    event: { ...planned.event, eventId: slot('eventId'), partnerOrderId: slot('partnerOrderId') },
  };
  const notify = platform.submissions.signals.crossProcess;
  const job = { id: slot('jobId'), leaseOwner: slot('owner') };
  const compiled = (statement: RawBuilder<unknown>): TwinStatement => {
    const { sql: text, parameters } = statement.compile(db);
    return { text, name: engine === 'postgres' ? statementName(text) : null, parameters: [...parameters] };
  };
  return {
    accept: compiled(
      submissionWithJob(
        {
          id: slot('submissionId'),
          partnerId: probe.partnerId,
          siteId: probe.siteId,
          partnerOrderId: slot('partnerOrderId'),
          request: slot('request'),
          requestDigest: probe.requestDigest,
          orderingUserId: probe.orderingUserId,
        },
        { kind: TWIN_KIND, maxAttempts: JOB_ATTEMPTS, requestId: slot('requestId'), holdMs: 0 },
        notify,
      ),
    ),
    claim: compiled(
      claimStatement([TWIN_KIND], slot('owner'), platform.config.jobLeaseMs, [{ kind: TWIN_KIND, body: processingOnClaim(TWIN_KIND) }]),
    ),
    complete: compiled(completion(slot('submissionId'), job, plan, orderSummary(plan), notify)),
  };
}

/**
 * The bench on one engine. `given`: a database with the platform and demo world already on it (bench/history.ts: one
 * with the history retention keeps), left open; `concurrency` and `duration` replace BENCH_CONCURRENCY and BENCH_DURATION.
 */
export async function benchEngine(
  engine: Engine,
  given?: { set: Exclude<Awaited<ReturnType<typeof setUpEngine>>, string>; concurrency: number[]; duration: number },
): Promise<{ engine: Engine; status: 'measured' | 'skipped'; reason?: string; levels?: Level[] }> {
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-subm-'));
  // PGlite: a data directory, as `npm start` opens it (the service runs on it, the twin on a dump of it).
  const set = given?.set ?? (await setUpEngine(engine, engine === 'pglite' ? join(scratch, 'pglite') : undefined));
  if (typeof set === 'string') {
    rmSync(scratch, { recursive: true, force: true });
    return { engine, status: 'skipped', reason: set };
  }
  const concurrency = given?.concurrency ?? CONCURRENCY;
  const duration = given?.duration ?? DURATION;
  const { opened, platform, demo } = set;
  let servers: Array<{ stop(): unknown }> = [];
  let released = false;
  try {
    // The probe: one order through the service's code in this process; the statements it sends are what the twin's
    // compiled texts must match, its values those the twin writes again.
    const body = await fiveLineOrder(platform, demo);
    const sent = new Set<string>();
    await capturing(
      ({ text }) => sent.add(text),
      () => probeSubmission(platform, demo, 'probe'),
    );
    const statements = await twinStatements(engine, platform, demo.partnerId);
    for (const [which, statement] of Object.entries(statements)) {
      if (!sent.has(statement.text)) throw new Error(`the twin's ${which} statement is not the text the service sent`);
    }

    const where: { postgresUrl?: string; pgliteDump?: string } = {};
    if (engine === 'pglite') {
      where.pgliteDump = join(scratch, 'data.tar');
      writeFileSync(where.pgliteDump, Buffer.from(await (await opened.database.pglite!.dumpDataDir('none')).arrayBuffer()));
    } else {
      where.postgresUrl = opened.url!;
    }
    const bareJob: SubmissionBareJob = { ...where, poolSize: POOL, statements };
    const clients = await enterprisePartners(platform, demo.siteIds, PARTNERS);
    // The embedded engine has one owner: the bench lets go of it before the service opens it.
    if (engine === 'pglite' && !given) {
      await platform.submissions.close();
      await opened.dispose();
      released = true;
    }
    const bare = await startServer('submissions-bare', bareJob);
    servers = [bare];
    const app = await startShippedService({
      databaseUrl: opened.url!,
      storageDir: join(scratch, 'storage'),
      extraFlags: PROFILE_FLAGS,
      env: { DATABASE_POOL_SIZE: String(POOL), ...(WORKERS ? { WORKER_CONCURRENCY: String(WORKERS) } : {}) },
    });
    servers.push(app);
    const tokens = await fetchTokens(app.base, clients);
    const url: Record<Server, string> = { bare: `${bare.base}/orders`, app: `${app.base}/v1/orders` };
    // Both must answer 201 before they are worth timing.
    for (const server of ['bare', 'app'] as const) {
      const res = await fetch(url[server], {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[0]}`, 'x-forwarded-for': clientAddress(0, 79), 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, partnerOrderId: `check-${server}` }),
      });
      const text = await res.text();
      if (res.status !== 201 || !text.includes('"completed"')) throw new Error(`${server} answered ${res.status}: ${text}`);
    }

    // The database's own CPU per submission (PostgreSQL, on this machine): most of a submission's cost is there.
    const backends = where.postgresUrl ? await databaseBackends(where.postgresUrl) : null;
    const levels: Level[] = [];
    for (const connections of concurrency) {
      const half = Math.max(1, duration / 2);
      process.stdout.write(`${engine}: ${connections} connection(s): bare, app, app, bare (${half}s each)\n`);
      const runs: Record<Server, Result[]> = { bare: [], app: [] };
      const cpu: Record<Server, number | null> = { bare: 0, app: 0 };
      const dbCpu: Record<Server, number | null> = { bare: backends ? 0 : null, app: backends ? 0 : null };
      for (const server of ['bare', 'app', 'app', 'bare'] as const) {
        const proc = server === 'bare' ? bare : app;
        const before = proc.cpuMicros();
        await backends?.start();
        runs[server].push(await load({ url: url[server], connections, duration: half, tokens, body }));
        const used = backends ? await backends.stop() : null;
        const after = proc.cpuMicros();
        cpu[server] = before === null || after === null || cpu[server] === null ? null : cpu[server]! + (after - before);
        dbCpu[server] = used === null || dbCpu[server] === null ? null : dbCpu[server]! + used;
      }
      const of = (server: Server) => {
        const f = figures(runs[server]);
        const perRequest = (total: number | null) => (total === null ? null : total / Math.max(1, f.requests));
        return { ...f, cpuMicrosPerRequest: perRequest(cpu[server]), dbCpuMicrosPerRequest: perRequest(dbCpu[server]) };
      };
      const b = of('bare');
      const a = of('app');
      levels.push({
        connections,
        bare: b,
        app: a,
        throughputRatio: a.requestsPerSec / Math.max(1e-9, b.requestsPerSec),
        p50Ratio: a.latencyP50Ms / Math.max(1e-9, b.latencyP50Ms),
      });
    }
    await backends?.close();
    return { engine, status: 'measured', levels };
  } finally {
    for (const s of servers) await s.stop();
    if (!given && !released) {
      await platform.submissions.close();
      await opened.dispose();
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const loadBefore = startRun(CONCURRENCY.length * 2 * DURATION + 180);
  const results = [];
  for (const engine of ENGINES as Engine[]) {
    const r = await benchEngine(engine);
    if (r.status === 'skipped') process.stdout.write(`\n== ${engine}: skipped (${r.reason})\n`);
    results.push(r);
  }
  const rows = [
    `${pad('engine', 10)}${pad('conns', 6, true)}${pad('bare/s', 9, true)}${pad('app/s', 9, true)}${pad('app/bare', 10, true)}${pad('bare p50', 10, true)}${pad('app p50', 10, true)}${pad('p50 ratio', 10, true)}${pad('bare µs', 9, true)}${pad('app µs', 9, true)}${pad('bare db µs', 11, true)}${pad('app db µs', 10, true)}${pad('non-2xx', 9, true)}`,
  ];
  for (const r of results) {
    for (const l of r.levels ?? []) {
      const us = (v: number | null) => (v === null ? '-' : v.toFixed(0));
      rows.push(
        `${pad(r.engine, 10)}${pad(String(l.connections), 6, true)}${pad(l.bare.requestsPerSec.toFixed(0), 9, true)}${pad(l.app.requestsPerSec.toFixed(0), 9, true)}${pad(`${l.throughputRatio.toFixed(2)}x`, 10, true)}${pad(l.bare.latencyP50Ms.toFixed(1), 10, true)}${pad(l.app.latencyP50Ms.toFixed(1), 10, true)}${pad(`${l.p50Ratio.toFixed(2)}x`, 10, true)}${pad(us(l.bare.cpuMicrosPerRequest), 9, true)}${pad(us(l.app.cpuMicrosPerRequest), 9, true)}${pad(us(l.bare.dbCpuMicrosPerRequest), 11, true)}${pad(us(l.app.dbCpuMicrosPerRequest), 10, true)}${pad(String(l.bare.non2xx + l.app.non2xx), 9, true)}`,
      );
    }
  }
  rows.push(
    "aims (PostgreSQL): throughput at concurrency 32 ≥ 0.5x bare; p50 at concurrency 1 ≤ 3x bare. µs: CPU time per submission of each server process; db µs: of the PostgreSQL backends during that server's load.",
  );
  rows.push(`load average (1 min): before ${loadBefore.toFixed(1)}, after ${loadavg()[0]!.toFixed(1)}`);
  process.stdout.write(`\n${rows.join('\n')}\n`);
  writeResults(
    'submissions.json',
    { durationSeconds: DURATION, concurrency: CONCURRENCY, workers: WORKERS ?? 'default', pool: POOL },
    loadBefore,
    results,
  );
}

// Run as a script (bench/history.ts imports benchEngine).
if (process.argv[1] && import.meta.filename === process.argv[1]) runMain(main);
