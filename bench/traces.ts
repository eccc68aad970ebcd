// `npm run bench -- traces`: what tracing costs. The shipped service (api and
// worker roles, started by scripts/launch.mjs exactly as `npm start`: the
// bundle, tracing's switch) runs three ways at once, each on a database of
// its own (so its worker places only its own submissions): tracing off (no
// OTEL_* variable), on at 100 % sampling (parentbased_always_on) and on at
// 1 % (parentbased_traceidratio 0.01), both exporting OTLP http/protobuf to a
// loopback sink that takes and discards every batch. For each of GET /v1/me,
// a product's detail, an order's detail (partners' tokens in turn) and
// submissions (POST /v1/orders of a five-line order, each a new submission
// the worker places) the three services are loaded one after the other in
// windows of BENCH_DURATION seconds, each round starting with the next
// variant, so the machine's drift falls on each alike, and each round on new
// processes (two processes of one configuration have measured up to 10 %
// apart); the figure is the service process's CPU per successful request, the
// median over BENCH_ROUNDS rounds, and the ratio is against tracing off.
// Aims: at most +10 % at 100 %, +2 % at 1 %. Prints the load average: on a
// shared machine the absolute figures move, the ratios less. BENCH_PROFILE=1
// writes each service's CPU profile into
// bench/results/profiles/traces-<variant>/ when it stops.
//
// Environment: BENCH_ENGINES (default "postgres,pglite": the first that
// opens), BENCH_DURATION (seconds per window, default 5), BENCH_WARMUP
// (seconds of load before each window, default 1; BENCH_FIRST_WARMUP, 8,
// before a process's first window of a measure), BENCH_ROUNDS (default 3),
// BENCH_TRACES_FRESH (0: one process per variant for the whole run),
// BENCH_CONNECTIONS (default 8), BENCH_PARTNERS (default 600),
// BENCH_TRACES_VARIANTS (a comma-separated subset of "off", "on 100 %",
// "on 1 %", "on 0 %" (the SDK and its instrumentations loaded, no request sampled:
// what tracing costs before it samples anything); off must be among them),
// BENCH_TRACES_MEASURES (a comma-separated subset of "me", "product",
// "order", "submission").
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { intEnv, mainThreadCpuMicros, pad, root, runLoad, runMain, setUpEngine, writeResults, type Engine } from './common.ts';
import { enterprisePartners, fetchTokens } from './partners.ts';
import { type ShippedService, startShippedService } from './service.ts';
import { fiveLineOrder } from './submission-order.ts';
import { runSubmissionLoad } from './submission-load-runner.ts';

const DURATION = intEnv('BENCH_DURATION', 5, 120);
const WARMUP = intEnv('BENCH_WARMUP', 1, 60);
/** Each round on new processes (BENCH_TRACES_FRESH=0: one process per variant for the whole run). */
const FRESH = process.env.BENCH_TRACES_FRESH !== '0';
/** Seconds of load before a process's first window of a measure. */
const FIRST_WARMUP = intEnv('BENCH_FIRST_WARMUP', 8, 120);
const ROUNDS = intEnv('BENCH_ROUNDS', 3, 10);
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 8, 64);
// Enough enterprise partners that their buckets refuse nothing at a quiet machine's rate (200 refused some past 13,000/s).
const PARTNERS = intEnv('BENCH_PARTNERS', 600, 2000);
const ENGINES = (process.env.BENCH_ENGINES || 'postgres,pglite').split(',').map((e) => e.trim()) as Engine[];

type Variant = 'off' | 'on 100 %' | 'on 1 %' | 'on 0 %';
const VARIANTS: Variant[] = (process.env.BENCH_TRACES_VARIANTS?.split(',') as Variant[] | undefined) ?? ['off', 'on 100 %', 'on 1 %'];

function tracingEnv(variant: Variant, sink: string): Record<string, string> {
  if (variant === 'off') return {};
  return {
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_ENDPOINT: sink,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    OTEL_TRACES_SAMPLER: variant === 'on 100 %' ? 'parentbased_always_on' : 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: variant === 'on 0 %' ? (process.env.BENCH_TRACES_NEAR_ZERO ?? '0') : '0.01',
  };
}

/** An OTLP/HTTP endpoint that answers every export and keeps only a count of the bytes. */
async function startSink(): Promise<{ url: string; bytes: () => number; close: () => void }> {
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bytes: () => bytes, close: () => server.close() };
}

type Read = 'me' | 'product' | 'order';
const READS: Read[] = ['me', 'product', 'order'];
const READ_NAMES: Record<Read, string> = { me: 'GET /v1/me', product: 'product detail', order: 'order detail' };

/** The middle sample (the mean of the two middle ones for an even count). */
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** BENCH_PROFILE=1: each service process writes a V8 CPU profile into bench/results/profiles/traces-<variant>/ when it stops. */
function profileFlags(variant: Variant): string[] {
  if (process.env.BENCH_PROFILE !== '1') return [];
  const dir = join(root, 'bench', 'results', 'profiles', `traces-${variant.replace(/\W+/g, '')}`);
  return ['--cpu-prof', '--cpu-prof-interval=200', `--cpu-prof-dir=${dir}`];
}

/** A product of the demo's first site the bench partners may read (its public id). */
async function productPath(base: string, token: string, siteId: number): Promise<string> {
  const response = await fetch(`${base}/v1/products?siteId=${siteId}&limit=1`, { headers: { authorization: `Bearer ${token}` } });
  const page = (await response.json()) as { products?: Array<{ productId: string }> };
  const first = (page.products ?? [])[0];
  if (!first) throw new Error(`no product on site ${siteId} (${response.status})`);
  const path = `/v1/products/${encodeURIComponent(first.productId)}`;
  const check = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`${path} answered ${check.status}: ${(await check.text()).slice(0, 300)}`);
  return path;
}

type Measure = Read | 'submission';
const MEASURES: Measure[] = (process.env.BENCH_TRACES_MEASURES?.split(',') as Measure[] | undefined) ?? [...READS, 'submission'];

interface Slot {
  variant: Variant;
  service: ShippedService;
  tokens: string[];
  paths: Record<Read, string>;
  body: Record<string, unknown>;
  /** The measures its current process has been warmed up on. */
  warm: Set<Measure>;
  /** Stops the variant's service and starts a new process of it, on the same database. */
  restart: () => Promise<void>;
  dispose: () => Promise<void>;
}

/** One variant's own database (so its worker places only its own submissions) and its service. */
async function startSlot(variant: Variant, engine: Engine, scratch: string, sink: string): Promise<Slot | string> {
  const dir = join(scratch, variant.replace(/\W+/g, ''));
  const setUp = await setUpEngine(engine, engine === 'pglite' ? join(dir, 'pglite') : undefined);
  if (typeof setUp === 'string') return setUp;
  const { opened, platform, demo } = setUp;
  const clients = await enterprisePartners(platform, demo.siteIds, PARTNERS);
  const body = await fiveLineOrder(platform, demo);
  // The embedded engine has one owner at a time: the bench lets go before the service opens it.
  await platform.submissions.close();
  await platform.gateway.close();
  if (engine === 'pglite') await opened.database.close();
  const start = () =>
    startShippedService({
      databaseUrl: opened.url!,
      storageDir: join(dir, 'storage'),
      roles: ['api', 'worker'],
      launcher: true,
      extraFlags: profileFlags(variant),
      env: { ...tracingEnv(variant, sink), SUBMISSION_WAIT_MS: '20000' },
    });
  const service = await start();
  const tokens = await fetchTokens(service.base, clients);
  const slot: Slot = {
    variant,
    service,
    tokens,
    paths: {
      me: '/v1/me',
      product: await productPath(service.base, tokens[0]!, demo.siteIds[0]!),
      // The demo's first order, on a site every bench partner is granted.
      order: '/v1/orders/100001',
    },
    body,
    warm: new Set(),
    restart: async () => {
      await slot.service.stop();
      slot.service = await start();
      slot.warm.clear();
      slot.tokens = await fetchTokens(slot.service.base, clients);
    },
    dispose: async () => {
      await slot.service.stop();
      if (engine === 'postgres') await opened.dispose();
    },
  };
  return slot;
}

/** One window's figures: CPU per successful request (the process; its JavaScript thread's user and kernel time), and the rate. */
interface Sample {
  cpuUs: number;
  mainUserUs: number | null;
  mainSystemUs: number | null;
  perSecond: number;
}

/** The service's CPU per successful request over one window of `measure` (after a warm-up), and the rate. */
async function window(slot: Slot, measure: Measure, duration: number): Promise<Sample> {
  const { service, tokens } = slot;
  /** Loads the measure for `seconds`; the requests that succeeded. */
  const load = async (seconds: number): Promise<number> => {
    if (measure === 'submission') {
      // Fewer tokens: the submission load takes its job as an argument.
      const sub = { url: `${service.base}/v1/orders`, connections: Math.min(4, CONNECTIONS), tokens: tokens.slice(0, 50), body: slot.body };
      const placed = await runSubmissionLoad({ ...sub, duration: seconds });
      if (placed['2xx'] === 0) throw new Error(`${slot.variant}: no submission succeeded (${placed.non2xx} refused)`);
      return placed['2xx'];
    }
    const reads = await runLoad({ url: `${service.base}${slot.paths[measure]}`, connections: CONNECTIONS, tokens, duration: seconds });
    if (reads['2xx'] === 0 || reads.non2xx > 0)
      throw new Error(`${slot.variant} ${measure}: ${reads.non2xx} refused of ${reads['2xx'] + reads.non2xx}`);
    return reads['2xx'];
  };
  // A new process compiles its hot paths under its first load: a longer warm-up for each measure's first window.
  await load(slot.warm.has(measure) ? WARMUP : Math.max(WARMUP, FIRST_WARMUP));
  slot.warm.add(measure);
  const cpu = service.cpuMicros()!;
  const main = mainThreadCpuMicros(service.pid);
  const served = await load(duration);
  const mainAfter = mainThreadCpuMicros(service.pid);
  return {
    cpuUs: (service.cpuMicros()! - cpu) / served,
    mainUserUs: main && mainAfter ? (mainAfter.user - main.user) / served : null,
    mainSystemUs: main && mainAfter ? (mainAfter.system - main.system) / served : null,
    perSecond: served / duration,
  };
}

/** ` [JS thread: user + kernel]`, when /proc gave them: a loopback write's kernel time includes its delivery to the reader. */
function split(sample: Sample): string {
  if (sample.mainUserUs === null || sample.mainSystemUs === null) return '';
  return ` [main ${sample.mainUserUs.toFixed(0)} + ${sample.mainSystemUs.toFixed(0)} kernel]`;
}

runMain(async () => {
  const loadBefore = loadavg()[0]!;
  setTimeout(() => {
    process.stderr.write('bench traces: still running after 30 minutes, giving up\n');
    process.exit(2);
  }, 1_800_000).unref();
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-traces-'));
  const sink = await startSink();
  let engine: Engine | null = null;
  const slots: Slot[] = [];
  const samples = new Map<Variant, Map<Measure, Sample[]>>(VARIANTS.map((v) => [v, new Map(MEASURES.map((m) => [m, []]))]));
  try {
    for (const e of ENGINES) {
      const first = await startSlot(VARIANTS[0]!, e, scratch, sink.url);
      if (typeof first !== 'string') {
        engine = e;
        slots.push(first);
        break;
      }
      process.stdout.write(`${e}: skipped (${first})\n`);
    }
    if (!engine) throw new Error('no engine could be opened');
    for (const variant of VARIANTS.slice(1)) {
      const slot = await startSlot(variant, engine, scratch, sink.url);
      if (typeof slot === 'string') throw new Error(slot);
      slots.push(slot);
    }
    for (let round = 1; round <= ROUNDS; round++) {
      // Two processes of one build and configuration have measured up to 10 % apart: a process of its own each round.
      if (FRESH && round > 1) for (const slot of slots) await slot.restart();
      for (const measure of MEASURES) {
        // Each round starts with the next variant, so none always runs first (a fresher or busier machine).
        const order = slots.map((_, i) => slots[(i + round - 1) % slots.length]!);
        const line: string[] = [];
        for (const slot of order) {
          const sample = await window(slot, measure, DURATION);
          samples.get(slot.variant)!.get(measure)!.push(sample);
          line.push(`${slot.variant} ${sample.cpuUs.toFixed(0)} µs${split(sample)} (${sample.perSecond.toFixed(0)}/s)`);
        }
        process.stdout.write(`round ${round} ${pad(measure, 10)} ${line.join('; ')} (load ${loadavg()[0]!.toFixed(2)})\n`);
      }
    }
  } finally {
    await Promise.all(slots.map((slot) => slot.dispose()));
    sink.close();
    rmSync(scratch, { recursive: true, force: true });
  }

  const medianOf = (variant: Variant, measure: Measure) =>
    median(
      samples
        .get(variant)!
        .get(measure)!
        .map((x) => x.cpuUs),
    );
  const results = VARIANTS.map((variant) => {
    const cpuUs = Object.fromEntries(MEASURES.map((m) => [m, medianOf(variant, m)])) as Record<Measure, number>;
    const ratio = Object.fromEntries(MEASURES.map((m) => [m, cpuUs[m] / medianOf('off', m)])) as Record<Measure, number>;
    return { variant, cpuUs, ratio, samples: Object.fromEntries(samples.get(variant)!) };
  });
  const names: Record<Measure, string> = { ...READ_NAMES, submission: 'submission' };
  process.stdout.write(
    `\n${engine}, ${ROUNDS} rounds of ${DURATION} s windows, medians; CPU of the service process per request (×: against off):\n`,
  );
  for (const r of results) {
    const cells = MEASURES.map((m) => `${names[m]} ${r.cpuUs[m].toFixed(0)} µs (×${r.ratio[m].toFixed(3)})`);
    process.stdout.write(`  ${pad(r.variant, 9)} ${cells.join('   ')}\n`);
  }
  process.stdout.write(`  aims: on 100 % ≤ ×1.10, on 1 % ≤ ×1.02; spans sent to the sink: ${(sink.bytes() / 1024).toFixed(0)} KB\n`);
  process.stdout.write(`  load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after\n`);
  writeResults(
    'traces',
    { engine, duration: DURATION, warmup: WARMUP, rounds: ROUNDS, connections: CONNECTIONS, run: randomBytes(4).toString('hex') },
    loadBefore,
    results,
  );
});
