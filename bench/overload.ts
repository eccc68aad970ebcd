// The overload bench: the shipped service offered open-loop load (bench/open-loop.ts)
// at shares of the rate it sustains, up to twice it, on point reads
// (`GET /v1/me`, product detail) and on submissions (`POST /v1/orders`, five lines, each a
// new order the worker places; BENCH_OVERLOAD_MEASURES picks). It shows
// whether the service stays bounded under pressure: the requests it admits
// keep their latency (aim: p99 within 2x the unloaded p99) and the excess is
// refused at once (503 service_unavailable with Retry-After, or 429 from a
// partner's limit), never left waiting past the client's timeout.
//
// Per engine: the demo world and BENCH_PARTNERS (1,000) enterprise partners;
// the unloaded p99 (open loop at BENCH_UNLOADED_RATE, 50 req/s); the
// sustainable rate (closed loop, 32 connections, as `npm run bench`); then
// open loop at each of BENCH_OVERLOAD_SHARES (percent of the sustainable
// rate, default 50,100,150,200) for BENCH_OVERLOAD_SECONDS (10) each, with a
// client timeout of BENCH_CLIENT_TIMEOUT_MS (2000). BENCH_MAX_IN_FLIGHT sets
// the service's HTTP_MAX_IN_FLIGHT (its default otherwise); BENCH_SUSTAINABLE_RATE
// replaces the closed loop's rate (two builds offered the same rates); BENCH_SHAPE as
// bench/service.ts (with BENCH_REDIS_URL); BENCH_OPEN_SOCKETS (1024) the
// generator's connections; BENCH_OVERLOAD_MEASURES (default "me,product,submission");
// BENCH_PIN (1 on a machine of two cores or more, 0 to leave the scheduler
// free): the service's processes on the first core, this bench and its load
// generators on the others, so "the sustainable rate" is one core's and the
// generator, as busy as the service at twice that rate, neither takes the
// service's core nor falls behind its schedule (the database floats).
// Prints offered, served, refused and timed-out requests per second and the
// p50/p99 of each; writes bench/results/overload.json.
// Loopback only; bounded in time.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  forEachEngine,
  intEnv,
  pad,
  root,
  runLoad,
  runMain,
  setUpEngine,
  siblingScript,
  startRun,
  writeResults,
  figures,
} from './common.ts';
import type { Engine } from './common.ts';
import type { OpenLoopJob, OpenLoopOutcome } from './open-loop.ts';
import { enterprisePartners, fetchTokens } from './partners.ts';
import { startShippedService, type ShippedService } from './service.ts';
import { fiveLineOrder } from './submission-order.ts';
import { runSubmissionLoad } from './submission-load-runner.ts';

const PARTNERS = Math.max(1, intEnv('BENCH_PARTNERS', 1000, 2000));
const UNLOADED_RATE = Math.max(1, intEnv('BENCH_UNLOADED_RATE', 50, 1000));
const SECONDS = Math.max(1, intEnv('BENCH_OVERLOAD_SECONDS', 10, 120));
const CLIENT_TIMEOUT_MS = Math.max(100, intEnv('BENCH_CLIENT_TIMEOUT_MS', 2000, 60_000));
const SHARES = (process.env.BENCH_OVERLOAD_SHARES || '50,100,150,200').split(',').map((s) => {
  if (!/^\d{1,3}$/.test(s.trim()) || Number(s) < 1) throw new Error(`BENCH_OVERLOAD_SHARES: percentages from 1 to 999, got "${s}"`);
  return Number(s);
});
/** Taken as the sustainable rate instead of the closed loop's (two builds offered the same rates, one measure at a time). */
const SUSTAINABLE_RATE = process.env.BENCH_SUSTAINABLE_RATE ? Math.max(1, intEnv('BENCH_SUSTAINABLE_RATE', 1, 1_000_000)) : undefined;
const MAX_IN_FLIGHT = process.env.BENCH_MAX_IN_FLIGHT;
const SHED_AFTER_MS = process.env.BENCH_SHED_AFTER_MS;
const PIN = (process.env.BENCH_PIN ?? (availableParallelism() >= 2 ? '1' : '0')) === '1';

/** Every thread of `pid` on the CPUs listed (taskset's list form, "0" or "1-3"); says so once if it cannot. */
let pinWarned = false;
function pin(pid: number, cpus: string): void {
  try {
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], { stdio: 'ignore' });
  } catch (error) {
    if (!pinWarned) process.stderr.write(`BENCH_PIN: taskset failed (${(error as Error).message}); the processes share every core\n`);
    pinWarned = true;
  }
}
type Measure = 'me' | 'product' | 'submission';
const LABEL: Record<Measure, string> = { me: 'GET /v1/me', product: 'product detail', submission: 'POST /v1/orders' };
const MEASURES = (process.env.BENCH_OVERLOAD_MEASURES || 'me,product,submission').split(',').map((m) => {
  if (!Object.hasOwn(LABEL, m.trim())) throw new Error(`BENCH_OVERLOAD_MEASURES: any of "me", "product", "submission", got "${m}"`);
  return m.trim() as Measure;
});
/** Connections the generator opens at most (many clients' worth); past them requests wait on the client side, and that wait counts. */
const SOCKETS = Math.max(1, intEnv('BENCH_OPEN_SOCKETS', 1024, 8192));
/** The aim: the admitted requests' p99 at most this many times the unloaded p99. */
const AIM_P99_FACTOR = 2;

interface Row {
  measure: Measure;
  share: number;
  offeredPerSec: number;
  servedPerSec: number;
  /** Submissions answered 2xx not yet placed (the wait skipped: its parking was full), per second. */
  deferredPerSec: number;
  refusedPerSec: number;
  timedOut: number;
  errors: number;
  servedP50: number;
  servedP99: number;
  refusedP99: number;
  /** The p99 of the answers still queued (submissions). */
  deferredP99: number;
  loadAverage: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** The generator's tick gaps (ms): a p99 past a few ms means it fell behind its own schedule. */
  generatorTicks: OpenLoopOutcome['ticks'];
  /**
   * The service's own view over the window: its event loop's longest delay, its garbage collection (ms), its refusals by
   * reason, and its processes' CPU over the open loop's wall time (1: one core busy throughout): below about 0.85 at a
   * share past 100 %, the service was not what held the rate back (the generator was).
   */
  service: { loopDelayMaxMs: number; gcMs: Record<string, number>; shed: Record<string, number>; cpuShare: number | null };
}

/** The service's event-loop max delay and its GC time by kind, from its metrics (the delay's max is since the last scrape). */
async function serviceView(metricsUrl: string): Promise<Omit<Row['service'], 'cpuShare'>> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const max = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? (\S+)/m.exec(text);
  const gcMs: Record<string, number> = {};
  for (const m of text.matchAll(/^nodejs_gc_duration_seconds_sum\{[^}]*kind="(\w+)"[^}]*\} (\S+)/gm)) gcMs[m[1]!] = Number(m[2]) * 1000;
  const shed: Record<string, number> = {};
  for (const m of text.matchAll(/^partner_api_http_requests_shed_total\{host="partner",reason="(\w+)"\} (\S+)/gm))
    shed[m[1]!] = Number(m[2]);
  return { loopDelayMaxMs: max ? Number(max[1]) * 1000 : Number.NaN, gcMs, shed };
}

interface EngineResult {
  engine: Engine;
  status: 'measured' | 'skipped';
  reason?: string;
  unloaded?: Partial<Record<Measure, { p99: number; sustainable: number }>>;
  rows?: Row[];
}

function runOpenLoop(job: OpenLoopJob): Promise<OpenLoopOutcome> {
  const file = join(tmpdir(), `pcapi-bench-open-${process.pid}-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(job));
  return new Promise<OpenLoopOutcome>((resolve, reject) => {
    const child = spawn(process.execPath, [...siblingScript('open-loop'), file], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), (job.duration + job.timeoutMs / 1000 + 30) * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      if (code !== 0) return reject(new Error(`open-loop generator exited with ${code}`));
      try {
        resolve(JSON.parse(out) as OpenLoopOutcome);
      } catch {
        reject(new Error('open-loop generator printed no result'));
      }
    });
  }).finally(() => rmSync(file, { force: true }));
}

async function benchEngine(engine: Engine): Promise<EngineResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-overload-'));
  const set = await setUpEngine(engine, engine === 'pglite' ? join(scratch, 'pglite') : undefined);
  if (typeof set === 'string') {
    rmSync(scratch, { recursive: true, force: true });
    return { engine, status: 'skipped', reason: set };
  }
  const { opened, platform, demo } = set;
  let service: ShippedService | null = null;
  try {
    const clients = await enterprisePartners(platform, demo.siteIds, PARTNERS);
    const fiveLines = await fiveLineOrder(platform, demo);
    const productPath = `/v1/products/${(fiveLines.lines as Array<{ productId: string }>)[0]!.productId}`;
    const order = JSON.stringify({
      ...fiveLines,
      partnerOrderId: `OL-${randomBytes(4).toString('hex')}-{{n}}`,
    });
    if (engine === 'pglite') await opened.dispose();
    service = await startShippedService({
      databaseUrl: opened.url!,
      storageDir: join(scratch, 'storage'),
      env: {
        ...(MAX_IN_FLIGHT !== undefined && { HTTP_MAX_IN_FLIGHT: MAX_IN_FLIGHT }),
        ...(SHED_AFTER_MS !== undefined && { HTTP_SHED_AFTER_MS: SHED_AFTER_MS }),
      },
    });
    if (PIN) for (const pid of [service.pid, service.backgroundPid]) if (pid !== null) pin(pid, '0');
    const tokens = await fetchTokens(service.base, clients);
    const rows: Row[] = [];
    const unloadedBy: EngineResult['unloaded'] = {};
    for (const measure of MEASURES) {
      const submission = measure === 'submission';
      const url = `${service.base}${{ me: '/v1/me', product: productPath, submission: '/v1/orders' }[measure]}`;
      const open = (rate: number, duration: number, run: string) =>
        runOpenLoop({
          url,
          rate,
          duration,
          timeoutMs: CLIENT_TIMEOUT_MS,
          tokens,
          maxSockets: SOCKETS,
          ...(submission ? { method: 'POST' as const, body: order.replace('{{n}}', `${run}-{{n}}`) } : {}),
        });
      // Warm (JIT), then the unloaded latency and the sustainable rate (closed loop, 32 connections).
      const closed = async (duration: number) =>
        submission
          ? await runSubmissionLoad({ url, connections: 32, duration, tokens: tokens.slice(0, 50), body: JSON.parse(order) })
          : await runLoad({ url, connections: 32, duration, tokens });
      await closed(3);
      const unloaded = await open(submission ? 10 : UNLOADED_RATE, 5, 'unloaded');
      // Answers, not refusals: a closed loop at full speed may meet the service's own shedding.
      const saturated = figures([await closed(5)]);
      const sustainable =
        SUSTAINABLE_RATE ?? Math.round(saturated.requestsPerSec * (1 - saturated.non2xx / Math.max(1, saturated.requests)));
      unloadedBy[measure] = { p99: unloaded.served.p99, sustainable };
      process.stdout.write(
        `${engine} ${LABEL[measure]}: unloaded p99 ${unloaded.served.p99.toFixed(1)} ms; sustainable ${sustainable} req/s\n`,
      );
      for (const share of SHARES) {
        const rate = Math.max(1, Math.round((sustainable * share) / 100));
        const load = loadavg()[0]!;
        const before = await serviceView(service.metricsUrl);
        const cpuBefore = service.cpuMicros();
        const wallBefore = performance.now();
        const o = await open(rate, SECONDS, `s${share}`);
        const wallMicros = (performance.now() - wallBefore) * 1000;
        const cpuAfter = service.cpuMicros();
        const after = await serviceView(service.metricsUrl);
        const count = (test: (status: number) => boolean) =>
          Object.entries(o.statuses).reduce((n, [status, c]) => n + (test(Number(status)) ? c : 0), 0);
        rows.push({
          measure,
          share,
          offeredPerSec: o.offered / SECONDS,
          servedPerSec: (count((s) => s >= 200 && s < 300) - o.deferred) / SECONDS,
          deferredPerSec: o.deferred / SECONDS,
          refusedPerSec: count((s) => s === 429 || s === 503) / SECONDS,
          timedOut: o.timedOut,
          errors: o.errors + count((s) => s !== 429 && s !== 503 && (s < 200 || s >= 300)),
          servedP50: o.served.p50,
          servedP99: o.served.p99,
          refusedP99: o.refused.p99,
          deferredP99: o.deferredLatency.p99,
          loadAverage: load,
          statuses: o.statuses,
          generatorTicks: o.ticks,
          service: {
            loopDelayMaxMs: after.loopDelayMaxMs,
            gcMs: Object.fromEntries(Object.entries(after.gcMs).map(([kind, ms]) => [kind, Math.round(ms - (before.gcMs[kind] ?? 0))])),
            shed: Object.fromEntries(Object.entries(after.shed).map(([reason, n]) => [reason, n - (before.shed[reason] ?? 0)])),
            cpuShare: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / wallMicros,
          },
        });
      }
    }
    return { engine, status: 'measured', unloaded: unloadedBy, rows };
  } finally {
    await service?.stop();
    await opened.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function table(results: EngineResult[]): string {
  const cols: Array<[string, number]> = [
    ['engine', 9],
    ['route', 16],
    ['offered', 8],
    ['req/s', 8],
    ['served/s', 9],
    ['queued/s', 9],
    ['refused/s', 10],
    ['timed out', 10],
    ['other', 6],
    ['p50 ms', 8],
    ['p99 ms', 8],
    [`aim ≤${AIM_P99_FACTOR}x`, 12],
    ['refusal p99', 12],
    ['queued p99', 11],
    ['svc cpu', 8],
    ['gen p99', 8],
    ['load', 6],
  ];
  const row = (cells: string[]) => cells.map((c, i) => pad(c, cols[i]![1], i > 0)).join('');
  const head = row(cols.map(([name]) => name));
  const lines = [head, '-'.repeat(head.length)];
  for (const r of results) {
    if (r.status === 'skipped') {
      lines.push(`${pad(r.engine, 9)}skipped: ${r.reason}`);
      continue;
    }
    for (const x of r.rows!)
      lines.push(
        row([
          r.engine,
          LABEL[x.measure],
          `${x.share}%`,
          x.offeredPerSec.toFixed(0),
          x.servedPerSec.toFixed(0),
          x.deferredPerSec.toFixed(0),
          x.refusedPerSec.toFixed(0),
          String(x.timedOut),
          String(x.errors),
          x.servedP50.toFixed(1),
          x.servedP99.toFixed(1),
          x.servedPerSec === 0
            ? 'none served'
            : x.servedP99 <= AIM_P99_FACTOR * r.unloaded![x.measure]!.p99 && x.timedOut === 0
              ? 'met'
              : 'NOT met',
          x.refusedP99.toFixed(1),
          x.deferredP99.toFixed(1),
          x.service.cpuShare === null ? '–' : x.service.cpuShare.toFixed(2),
          x.generatorTicks.p99.toFixed(1),
          x.loadAverage.toFixed(1),
        ]),
      );
    for (const [measure, u] of Object.entries(r.unloaded!))
      lines.push(
        `${pad(r.engine, 9)}${LABEL[measure as Measure]}: unloaded p99 ${u.p99.toFixed(1)} ms; sustainable ${u.sustainable} req/s (closed loop, 32 connections)`,
      );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (PIN) pin(process.pid, `1-${availableParallelism() - 1}`);
  const loadBefore = startRun(MEASURES.length * SHARES.length * (SECONDS + CLIENT_TIMEOUT_MS / 1000 + 10) + 300);
  process.stdout.write(
    `Overload: ${MEASURES.map((m) => LABEL[m]).join(' and ')} offered open-loop at ${SHARES.join(', ')} % of the sustainable rate, ${SECONDS}s each, client timeout ${CLIENT_TIMEOUT_MS} ms, HTTP_MAX_IN_FLIGHT ${MAX_IN_FLIGHT ?? 'default'}, HTTP_SHED_AFTER_MS ${SHED_AFTER_MS ?? 'default'}${PIN ? ', the service on core 0, the load on the others' : ''}\n`,
  );
  const results = await forEachEngine(benchEngine);
  process.stdout.write(`\n${table(results)}\n`);
  process.stdout.write(
    `\noffered: the share of the sustainable rate started per second whatever the answers; served/refused: 2xx and 429/503 answers per second (queued: submissions answered 2xx before they were placed, their wait skipped; not in served); timed out: requests the client gave up on after ${CLIENT_TIMEOUT_MS} ms; p50/p99: the served requests' latency from their scheduled start; aim: served p99 ≤ ${AIM_P99_FACTOR}x the unloaded p99 and nothing timed out. svc cpu: the service's processes' CPU over the window's wall time (1: a core busy throughout); gen p99: the generator's tick gaps (ms), past a few ms it fell behind its own schedule and the row measures it too.\n`,
  );
  writeResults(
    'overload.json',
    {
      seconds: SECONDS,
      clientTimeoutMs: CLIENT_TIMEOUT_MS,
      maxInFlight: MAX_IN_FLIGHT ?? 'default',
      shedAfterMs: SHED_AFTER_MS ?? 'default',
      pinned: PIN,
    },
    loadBefore,
    results,
  );
}

runMain(main);
