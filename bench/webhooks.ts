// `npm run bench -- webhooks`: event committed → webhook delivered latency, in
// three scenarios:
//
// - `single`: BENCH_WEBHOOK_RATE events/s (100) to one endpoint, on PGlite and PostgreSQL;
// - `spread`: 10 × that (1,000/s) over 100 endpoints, on PostgreSQL;
// - `hung`: 10 fast endpoints sharing 100/s beside one hung endpoint (never
//   answers) getting 10/s, on PostgreSQL: the fast ones must not be delayed,
//   and each hung event must be attempted within 10 s of its commit.
//
// Each scenario runs on a fresh migrated database, its sites, partners and
// endpoints made here through the platform. On PostgreSQL the dispatcher is
// the production split's dispatcher process as `npm start` ships it
// (bench/service.ts: dist/main.js, `npm start`'s Node flags, ROLES=dispatcher,
// its metrics listener, LOG_LEVEL info; WEBHOOK_* variables pass through),
// the writer another process (bench/webhooks/writer.ts, its own pool, as an
// API process would be), so its events reach the dispatcher across processes
// (NOTIFY). On PGlite one process owns the engine, so the writer and the
// dispatcher (the platform's, with the production settings) both run here,
// as they would in an all-roles service on PGlite. The receiver is a child
// process (bench/webhooks/receiver.ts, loopback, every signature verified).
// Before the clock starts, BENCH_WEBHOOK_WARM_S (3) seconds' worth of the
// scenario's fast events are delivered (the dispatcher is listening, and it and
// the receiver have served the mix they are measured on: a dispatcher in
// service, and a partner's endpoint, are long-running); Scenario.start
// `restarted` (BENCH_WEBHOOK_RESTART=1) then restarts the dispatcher, so the
// run measures a cold dispatcher's catch-up under full load instead. Each
// event is committed through recordEvents, one per transaction while the
// writer keeps to the schedule; events already due when it falls
// behind share a transaction, BENCH_WEBHOOK_BATCH at most (10; 1: always one
// per transaction), and the table shows the events per commit.
// Latency: arrival at the receiver minus the moment the event's transaction
// committed, on the writer's clock (both performance.timeOrigin + now, one
// machine). CPU per event: the dispatcher's process (/proc/<pid>/stat; on
// PGlite this process, the writer's work included) and, on PostgreSQL, the
// database's backends (bench/cluster/meter.ts), with the writer and receiver beside them, and the
// load average before and after. Prints the aims beside the figures; writes
// bench/results/webhooks-latest.json. BENCH_WEBHOOK_SCENARIOS picks scenarios
// (single,spread,hung), BENCH_WEBHOOK_SECONDS their length (10; hung: 2 ×);
// BENCH_WEBHOOK_TIMELINE=<path prefix> writes each arrival's commit time and
// latency to <prefix>-<scenario>-<engine>.json. Each run's p99 counts its first
// seconds; the `1st 5s` row shows the events committed in the first FIRST_MS
// alone, so a restart's catch-up stays visible. BENCH_DISPATCHER_FLAGS: more
// Node flags for the dispatcher's process (an experiment's knob).
// BENCH_WEBHOOK_TRACE=1 prints what each half second cost (webhooks/trace.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/app/config.ts';
import { createPlatform, type Platform } from '../src/app/platform.ts';
import { cpuSeconds } from '../test/helpers/service-process.ts';
import { freshDatabase } from '../test/helpers/database.ts';
import { sql } from 'kysely';
import type { Database } from '../src/db/engine.ts';
import { recordEvents } from '../src/events/outbox.ts';
import { withTransaction } from '../src/db/transaction.ts';
import { CpuMeter, type Snapshot } from './cluster/meter.ts';
import { startShippedService, type ShippedService } from './service.ts';
import { intEnv, pad, percentile, rerunWithServiceFlags, root, runMain, siblingScript, writeResults } from './common.ts';
import type { ReceiverReport } from './webhooks/receiver.ts';
import { writeEvents, type WriterPlan, type WriterReport } from './webhooks/writer.ts';
import { Tracer, traceTable } from './webhooks/trace.ts';

const RATE = intEnv('BENCH_WEBHOOK_RATE', 100, 10_000);
const SECONDS = intEnv('BENCH_WEBHOOK_SECONDS', 10, 600);
const BATCH = intEnv('BENCH_WEBHOOK_BATCH', 10, 1000);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SCENARIOS = (process.env.BENCH_WEBHOOK_SCENARIOS || 'single,spread,hung').split(',').map((s) => s.trim());
const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',').map((s) => s.trim());
const AIM_P99_MS = 250;
/** BENCH_PROFILE=1: the dispatcher process writes a V8 CPU profile into bench/results/profiles/ when it stops. */
const PROFILE_FLAGS =
  process.env.BENCH_PROFILE === '1'
    ? ['--cpu-prof', '--cpu-prof-interval=200', `--cpu-prof-dir=${join(root, 'bench', 'results', 'profiles')}`]
    : [];
const AIM_HUNG_ATTEMPT_MS = 10_000;
/** BENCH_DISPATCHER_FLAGS: more Node/V8 flags for the dispatcher process (an experiment's knob; none by default). */
const DISPATCHER_FLAGS = (process.env.BENCH_DISPATCHER_FLAGS ?? '').split(' ').filter(Boolean);
/**
 * BENCH_WEBHOOK_WARM_S: seconds of the scenario's fast events (its rate × this) delivered before the clock starts,
 * round-robin over its fast endpoints, so the dispatcher and the receiver have served the mix they are measured on
 * (3; 0: one event to the first endpoint only, the dispatcher and the receiver cold).
 */
const WARM_S = intEnv('BENCH_WEBHOOK_WARM_S', 3, 60);
/** BENCH_WEBHOOK_RESTART=1: every PostgreSQL scenario restarts the dispatcher after the warm-up (Scenario.start). */
const RESTART = process.env.BENCH_WEBHOOK_RESTART === '1';
/** The start of a run whose p99 is also shown on its own (Figures.fastFirst): a cold dispatcher's first seconds. */
export const FIRST_MS = 5_000;

type Engine = 'pglite' | 'postgres';

export interface Scenario {
  name: 'single' | 'spread' | 'hung';
  engine: Engine;
  fast: number;
  hung: number;
  /** Events per second to the fast endpoints together, and to each hung one. */
  fastRate: number;
  hungRate: number;
  seconds: number;
  /**
   * `warm` (the default): the clock starts once the warm-up (BENCH_WEBHOOK_WARM_S) is delivered, the dispatcher
   * and the receiver warm. `restarted`: then the dispatcher's process is restarted (PostgreSQL: the production
   * split's process), so the run starts with a cold dispatcher under full load beside a warm receiver, as after a
   * deploy or a crash; its first seconds are the catch-up.
   */
  start?: 'warm' | 'restarted';
  /** The service as BENCH_SHAPE ships it (bench/service.ts: every role, or the split) instead of a dispatcher process alone. */
  shaped?: boolean;
  /** Most events per writer transaction (BENCH_WEBHOOK_BATCH otherwise; 1: always one per transaction). */
  batch?: number;
}

export interface Latencies {
  events: number;
  delivered: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Open work at the end against the start: means of the last and first fifth of the samples (at least 3 each). */
export function backlogGrowth(samples: number[]): { first: number; last: number } {
  const k = Math.max(3, Math.floor(samples.length / 5));
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  return { first: Math.round(mean(samples.slice(0, k))), last: Math.round(mean(samples.slice(-k))) };
}

/** Whether the open work grew over a run at `planned` events a second: by more than 10 or 5 % of a second's events. */
export function backlogGrew(growth: { first: number; last: number }, planned: number): boolean {
  return growth.last > growth.first + Math.max(10, planned * 0.05);
}

export interface Figures {
  scenario: string;
  engine: Engine;
  /** Scenario.start: the dispatcher warm, or restarted just before the clock. */
  start: 'warm' | 'restarted';
  endpoints: { fast: number; hung: number };
  ratePerSec: { planned: number; achieved: number };
  /** Events per writer transaction, on average. */
  eventsPerCommit: number;
  fast: Latencies;
  /** The fast endpoints' events committed in the run's first FIRST_MS (5 s): a cold dispatcher's start, also inside `fast`. */
  fastFirst: Latencies;
  /** Hung endpoints: commit → the POST's arrival (attempted), never answered. */
  hung: Latencies | null;
  badSignatures: number;
  duplicates: number;
  /** CPU time per event committed, in µs: the service (the dispatcher's process; PGlite: this one), PostgreSQL's backends, writer, receiver. */
  cpuMicrosPerEvent: Record<string, number>;
  loadAverage: { before: number; after: number };
  /**
   * The open work (outbox events not fanned out + deliveries pending or being sent), sampled each second from the
   * first commit to the last (PostgreSQL only; bench/history.ts checks it does not grow).
   */
  backlog: number[];
  /** The dispatcher's statements per event committed (PostgreSQL: the database's transactions less the bench's and the writer's). */
  dispatcherStatementsPerEvent: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function latencies(values: number[], events: number): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    events,
    delivered: values.length,
    p50Ms: round1(percentile(sorted, 50)),
    p90Ms: round1(percentile(sorted, 90)),
    p99Ms: round1(percentile(sorted, 99)),
    maxMs: round1(sorted.at(-1) ?? Number.NaN),
  };
}

/** A child over IPC (started the way this script runs: compiled, or through tsx); `next()` resolves with its next message. */
function child(script: string, args: string[] = []): { proc: ChildProcess; next<T>(): Promise<T> } {
  const proc = spawn(process.execPath, [...siblingScript(`webhooks/${script}`), ...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const queue: unknown[] = [];
  const waiting: Array<(m: unknown) => void> = [];
  proc.on('message', (m) => (waiting.length > 0 ? waiting.shift()!(m) : queue.push(m)));
  return {
    proc,
    next: <T>() =>
      new Promise<T>((resolve) => (queue.length > 0 ? resolve(queue.shift() as T) : waiting.push(resolve as (m: unknown) => void))),
  };
}

/** A database a scenario runs on instead of a fresh one (bench/history.ts: one with the history retention keeps). */
export interface ScenarioDatabase {
  database: Database;
  url: string;
}

export async function runScenario(s: Scenario, on?: ScenarioDatabase): Promise<Figures> {
  if (s.engine === 'postgres') process.env.DATABASE_URL = POSTGRES_URL;
  else delete process.env.DATABASE_URL;
  const fresh = on ? { ...on, close: async () => {} } : await freshDatabase({ poolSize: 10 });
  const platform: Platform = await createPlatform(
    loadConfig({ ...process.env, LOG_LEVEL: 'silent', ADMIN_TOKEN: 'bench-admin-token-0123456789', DATABASE_URL: 'memory://' }),
    fresh.database,
  );
  const receiver = child('receiver');
  let writer: ReturnType<typeof child> | null = null;
  // PGlite: the platform's dispatcher, in this process with the writer (one owner of the engine).
  const dispatcher = s.engine === 'pglite' ? platform.webhooks.dispatcher() : null;
  let service: ShippedService | null = null;
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-webhooks-'));
  try {
    const { port } = await receiver.next<{ port: number }>();
    // One partner, site and endpoint per endpoint: an event on a site reaches that site's endpoint only.
    const fastSites: number[] = [];
    const hungSites: number[] = [];
    const secrets: Record<string, string> = {};
    for (let i = 0; i < s.fast + s.hung; i++) {
      const hung = i >= s.fast;
      const site = await platform.admin.sites.create({ name: `Bench ${i}`, url: `https://bench-${i}.example.com` }, 'bench');
      const partner = await platform.admin.partners.create({ name: `Bench partner ${i}`, capabilities: [], siteIds: [site.id] }, 'bench');
      const path = hung ? `/hang/${i}` : `/hooks/${i}`;
      const created = await platform.webhooks.admin.createEndpoint(partner.id, { url: `http://127.0.0.1:${port}${path}` }, 'bench');
      secrets[path] = created.signingSecret!;
      (hung ? hungSites : fastSites).push(site.id);
    }
    receiver.proc.send({ secrets });
    await receiver.next();
    // The interleaving that gives each fast site fastRate / fast and each hung site hungRate.
    const perFast = s.fastRate / s.fast;
    const slots = s.fastRate + s.hung * s.hungRate;
    const sites: number[] = [];
    for (let k = 0; k < slots; k++) {
      sites.push(
        k < s.fastRate ? fastSites[Math.floor(k / perFast) % fastSites.length]! : hungSites[Math.floor((k - s.fastRate) / s.hungRate)]!,
      );
    }
    // Spread each site's share evenly through the second: every site's first event, then every site's second, …
    // (keyed by the rank within its site; keyed by k mod sites, as before, the spread scenario sent each endpoint its
    // 10 events of a second in one burst of 10 ms: 10 endpoints per 100 consecutive events).
    const rank = new Map<number, number>();
    const spread = sites
      .map((site, k) => {
        const r = rank.get(site) ?? 0;
        rank.set(site, r + 1);
        return { site, key: r * slots + k };
      })
      .sort((a, b) => a.key - b.key);
    const plan: WriterPlan = {
      sites: spread.map((x) => x.site),
      rate: slots,
      events: slots * s.seconds,
      concurrency: 8,
      batch: s.batch ?? BATCH,
    };
    if (s.engine === 'postgres') {
      writer = child('writer', [JSON.stringify({ url: fresh.url, plan })]);
      await writer.next();
    }
    // The receiver listens on loopback, which PostgreSQL deployments refuse as a destination by default.
    const startService = () =>
      startShippedService({
        databaseUrl: fresh.url!,
        storageDir: join(scratch, 'storage'),
        ...(!s.shaped && { roles: ['dispatcher'] }),
        extraFlags: [...PROFILE_FLAGS, ...DISPATCHER_FLAGS],
        env: { WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true' },
      });
    if (dispatcher) dispatcher.start();
    else service = await startService();
    // The warm-up, delivered before the clock starts: the dispatcher is listening, its HTTP client loaded and, with
    // BENCH_WEBHOOK_WARM_S, it and the receiver have served the scenario's mix (its fast endpoints, 50 events per
    // commit) long enough to have their code compiled for it and their connections open.
    const warmEvents = Math.max(1, s.fastRate * WARM_S);
    const warmSites = WARM_S > 0 ? fastSites : fastSites.slice(0, 1);
    const warmIds = new Set<string>();
    let nextNumber = plan.events + 1;
    const warmUp = async (count: number) => {
      for (let i = 0; i < count; i += 50) {
        const events = Array.from({ length: Math.min(50, count - i) }, (_, j) => ({
          type: 'order.status_changed' as const,
          siteId: warmSites[(i + j) % warmSites.length]!,
          orderNumber: nextNumber++,
        }));
        for (const r of await withTransaction(platform.db, (trx) => recordEvents(trx, events))) warmIds.add(r.eventId);
      }
      for (const until = performance.now() + 60_000; ; ) {
        receiver.proc.send('report');
        const arrived = (await receiver.next<ReceiverReport>()).arrivals.filter(([id]) => warmIds.has(id)).length;
        if (arrived >= warmIds.size) break;
        if (performance.now() > until) throw new Error(`${warmIds.size - arrived} warm-up event(s) not delivered within 60 s`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await warmUp(warmEvents);
    if ((s.start === 'restarted' || RESTART) && service) {
      // A cold dispatcher beside the warm receiver: one event delivered (it is listening) and the clock starts.
      await service.stop();
      service = await startService();
      await warmUp(1);
    }
    const named = [
      ...(service ? [{ name: 'service', pid: service.pid }] : []),
      ...(service?.backgroundPid ? [{ name: 'background', pid: service.backgroundPid }] : []),
      ...(writer ? [{ name: 'writer', pid: writer.proc.pid! }] : []),
      { name: 'receiver', pid: receiver.proc.pid! },
    ];
    const meter = s.engine === 'postgres' ? new CpuMeter(fresh.database, new URL(fresh.url!).pathname.slice(1)) : null;
    const snap = async (): Promise<Snapshot> => {
      if (meter) return meter.snapshot(named);
      const usage = process.cpuUsage();
      return {
        processes: new Map(named.map((p) => [p.name, cpuSeconds(p.pid) ?? Number.NaN])),
        backends: new Map(),
        self: (usage.user + usage.system) / 1e6,
      };
    };
    const loadBefore = loadavg()[0]!;
    const before = await snap();
    const xactsBefore = s.engine === 'postgres' ? await transactions(fresh.database) : 0;
    let report: WriterReport;
    const backlog: number[] = [];
    const sampler = s.engine === 'postgres' ? setInterval(() => void openWork(fresh.database).then((n) => backlog.push(n)), 1000) : null;
    const tracer =
      process.env.BENCH_WEBHOOK_TRACE === '1' && s.engine === 'postgres'
        ? new Tracer(fresh.database, named, async () => {
            receiver.proc.send('connections');
            return (await receiver.next<{ connections: number }>()).connections;
          })
        : null;
    tracer?.start();
    try {
      if (writer) {
        writer.proc.send('go');
        report = await writer.next<WriterReport>();
      } else {
        report = await writeEvents(platform.db, plan);
      }
    } finally {
      if (sampler) clearInterval(sampler);
      const trace = await tracer?.stop();
      if (trace) {
        for (const line of traceTable(trace)) process.stdout.write(`${line}\n`);
        if (process.env.BENCH_WEBHOOK_TIMELINE)
          writeFileSync(`${process.env.BENCH_WEBHOOK_TIMELINE}-${s.name}-${s.engine}-trace.json`, JSON.stringify(trace));
      }
    }
    // Wait for every fast delivery and every hung attempt (or 30 s); the warm-up is not one of them.
    const expectFast = report.committed.filter(([, , site]) => fastSites.includes(site)).length;
    const expectHung = report.committed.length - expectFast;
    const committedAt = new Map(report.committed.map(([id, at]) => [id, at]));
    const deadline = performance.now() + 30_000;
    let got: ReceiverReport;
    for (;;) {
      receiver.proc.send('report');
      got = await receiver.next<ReceiverReport>();
      const counted = got.arrivals.filter(([id]) => committedAt.has(id));
      const hooks = counted.filter(([, , path]) => path.startsWith('/hooks/')).length;
      if ((hooks >= expectFast && counted.length - hooks >= expectHung) || performance.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const after = await snap();
    const xactsAfter = s.engine === 'postgres' ? await transactions(fresh.database) : 0;
    const loadAfter = loadavg()[0]!;
    const fast: number[] = [];
    const fastFirst: number[] = [];
    const hung: number[] = [];
    const firstCommit = report.committed.reduce((min, [, at]) => Math.min(min, at), Infinity);
    for (const [id, at, path] of got.arrivals) {
      const from = committedAt.get(id);
      if (from === undefined) continue;
      (path.startsWith('/hang/') ? hung : fast).push(at - from);
      if (!path.startsWith('/hang/') && from - firstCommit < FIRST_MS) fastFirst.push(at - from);
    }
    const expectFirst = report.committed.filter(([, at, site]) => fastSites.includes(site) && at - firstCommit < FIRST_MS).length;
    if (process.env.BENCH_WEBHOOK_TIMELINE) {
      // Each arrival as [ms since the first commit, latency ms, path], to see where a tail comes from.
      const rows = got.arrivals.flatMap(([id, at, path]) =>
        committedAt.has(id) ? [[committedAt.get(id)! - firstCommit, at - committedAt.get(id)!, path]] : [],
      );
      writeFileSync(`${process.env.BENCH_WEBHOOK_TIMELINE}-${s.name}-${s.engine}.json`, JSON.stringify(rows));
    }
    const spent = CpuMeter.spent(before, after);
    const perEvent = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, report.committed.length));
    // The service: the dispatcher's process (PostgreSQL), or this one (PGlite: dispatcher and writer).
    const cpu: Record<string, number> = service ? {} : { service: perEvent(spent.bench!) };
    for (const { name } of named) cpu[name] = perEvent(spent[name]!);
    if (meter) cpu.postgres = perEvent(spent.postgres!);
    return {
      scenario: s.name,
      engine: s.engine,
      start: (s.start === 'restarted' || RESTART) && s.engine === 'postgres' ? 'restarted' : 'warm',
      endpoints: { fast: s.fast, hung: s.hung },
      ratePerSec: { planned: slots, achieved: round1(report.achievedRate) },
      eventsPerCommit: Math.round((report.committed.length / Math.max(1, report.commits)) * 100) / 100,
      fast: latencies(fast, expectFast),
      fastFirst: latencies(fastFirst, expectFirst),
      hung: s.hung > 0 ? latencies(hung, expectHung) : null,
      badSignatures: got.badSignatures,
      duplicates: got.duplicates,
      cpuMicrosPerEvent: cpu,
      loadAverage: { before: round1(loadBefore), after: round1(loadAfter) },
      backlog,
      // The database's transactions (each of the dispatcher's statements is one) per event, less the writer's commits
      // and the bench's own reads (the backlog sampler's and the meter's): the dispatcher's statements per event.
      dispatcherStatementsPerEvent:
        s.engine === 'postgres'
          ? Math.round(((xactsAfter - xactsBefore - report.commits - backlog.length - 4) / Math.max(1, report.committed.length)) * 100) /
            100
          : null,
    };
  } finally {
    await dispatcher?.stop();
    await service?.stop();
    rmSync(scratch, { recursive: true, force: true });
    if (writer?.proc.connected) writer.proc.disconnect();
    receiver.proc.disconnect();
    await platform.submissions.close();
    await platform.gateway.close();
    await fresh.close();
  }
}

/** The database's committed and rolled-back transactions so far (its statistics, flushed within a second or so). */
async function transactions(database: Database): Promise<number> {
  await new Promise((r) => setTimeout(r, 1500));
  await sql`SELECT pg_stat_clear_snapshot()`.execute(database.db);
  const { rows } = await sql<{ n: string }>`
    SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = current_database()`.execute(database.db);
  return Number(rows[0]!.n);
}

/** Outbox events not fanned out and deliveries pending or being sent (both read on their partial indexes). */
async function openWork(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT ((SELECT count(*) FROM outbox_events WHERE fanned_out_at IS NULL)
      + (SELECT count(*) FROM webhook_deliveries WHERE status IN ('pending', 'delivering')))::int AS n`.execute(database.db);
  return rows[0]!.n;
}

function scenarios(): Scenario[] {
  const all: Scenario[] = [];
  for (const name of SCENARIOS) {
    if (name === 'single') {
      for (const engine of ENGINES as Engine[]) all.push({ name, engine, fast: 1, hung: 0, fastRate: RATE, hungRate: 0, seconds: SECONDS });
    } else if (name === 'spread' && ENGINES.includes('postgres')) {
      all.push({ name, engine: 'postgres', fast: 100, hung: 0, fastRate: RATE * 10, hungRate: 0, seconds: SECONDS });
    } else if (name === 'hung' && ENGINES.includes('postgres')) {
      all.push({ name, engine: 'postgres', fast: 10, hung: 1, fastRate: RATE, hungRate: 10, seconds: SECONDS * 2 });
    }
  }
  return all;
}

function print(results: Figures[]): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `\nwebhooks: committed → delivered; ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}); aims: p99 ≤ ${AIM_P99_MS} ms, hung: each attempted ≤ ${AIM_HUNG_ATTEMPT_MS} ms`,
  );
  out(
    `${pad('scenario', 9)}${pad('engine', 9)}${pad('rate/s', 11, true)}${pad('ev/commit', 11, true)}${pad('delivered', 13, true)}${pad('p50', 8, true)}${pad('p90', 8, true)}${pad('p99', 8, true)}${pad('max', 8, true)}  ${pad('aim', 20)}${pad('µs CPU per event', 56)}load 1m`,
  );
  for (const r of results) {
    const row = (label: string, l: Latencies, aim: string) =>
      out(
        `${pad(r.scenario, 9)}${pad(label, 9)}${pad(`${r.ratePerSec.achieved}`, 11, true)}${pad(String(r.eventsPerCommit), 11, true)}${pad(`${l.delivered}/${l.events}`, 13, true)}${pad(String(l.p50Ms), 8, true)}${pad(String(l.p90Ms), 8, true)}${pad(String(l.p99Ms), 8, true)}${pad(String(l.maxMs), 8, true)}  ${pad(aim, 20)}${pad(
          Object.entries(r.cpuMicrosPerEvent)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
          56,
        )}${r.loadAverage.before}→${r.loadAverage.after}`,
      );
    const met = r.fast.p99Ms <= AIM_P99_MS && r.fast.delivered === r.fast.events;
    if (r.start === 'restarted') out(`  (the dispatcher restarted just before the clock)`);
    row(r.engine, r.fast, `p99≤${AIM_P99_MS} ${met ? 'met' : 'NOT met'}`);
    row('  1st 5s', r.fastFirst, '(inside the row above)');
    if (r.hung) {
      const ok = r.hung.maxMs <= AIM_HUNG_ATTEMPT_MS && r.hung.delivered === r.hung.events;
      row('  hung', r.hung, `max≤${AIM_HUNG_ATTEMPT_MS} ${ok ? 'met' : 'NOT met'}`);
    }
    if (r.dispatcherStatementsPerEvent !== null) out(`  dispatcher statements per event: ${r.dispatcherStatementsPerEvent}`);
    if (r.badSignatures || r.duplicates) out(`  ! bad signatures ${r.badSignatures}, duplicates ${r.duplicates}`);
  }
}

async function main(): Promise<void> {
  // On PGlite this process is the service: it runs with the Node options `npm start` gives the service.
  rerunWithServiceFlags();
  setTimeout(() => {
    process.stderr.write('bench webhooks: hard ceiling reached, exiting\n');
    process.exit(2);
  }, 900_000).unref();
  const loadBefore = loadavg()[0]!;
  const results: Figures[] = [];
  for (const s of scenarios()) {
    try {
      process.stdout.write(`${s.name} on ${s.engine}: ${s.fast} fast endpoint(s), ${s.hung} hung, ${s.seconds} s …\n`);
      results.push(await runScenario(s));
    } catch (error) {
      process.stdout.write(`${s.name} on ${s.engine}: skipped (${error instanceof Error ? error.message : String(error)})\n`);
    }
  }
  print(results);
  writeResults('webhooks-latest.json', { rate: RATE, seconds: SECONDS }, loadBefore, results);
}

// Run as a script (bench/history.ts imports runScenario).
if (process.argv[1] && import.meta.filename === process.argv[1]) runMain(main);
