// `npm run bench -- aims`: every speed and pressure aim measured in one
// sitting on this machine, each bench run as `npm run bench -- <name>` would
// run it, and the opening table of bench/README.md written from their
// results: point reads and submissions against their honest twins in both
// shipped shapes (`npm start`'s, and the production split on Redis), the
// open-loop overload, and with BENCH_AIMS_STEPS naming them, the webhooks
// with a year's history. Each step's output and results go to
// bench/results/aims/<step>.log and .json, the table to
// bench/results/aims/table.md (and stdout). A step that fails is named in
// the table and the others still run. `npm run bench -- aims --table`
// writes the table again from the results kept there (a step rerun alone
// replaces its own).
//
// Settings: BENCH_AIMS_STEPS (default reads,reads-split,submissions,
// submissions-split,overload; also overload-split, history, history-split;
// `all`), BENCH_REDIS_URL for the split steps (default
// redis://127.0.0.1:6379/3; the `npm start` steps run without it, as that
// shape does), and any BENCH_* setting of the benches themselves (over the
// steps' own, e.g. BENCH_WINDOW=15 for the submissions' 10 s windows).
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { runMain } from './common.ts';
import { backlogGrew, backlogGrowth } from './webhooks.ts';

const root = join(import.meta.dirname, '..');
const results = join(root, 'bench', 'results');
const out = join(results, 'aims');
const REDIS = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/3';

type Shape = 'start' | 'split';
type Kind = 'reads' | 'submissions' | 'overload' | 'history';
interface Step {
  kind: Kind;
  shape: Shape;
  bench: string;
  env: Record<string, string>;
  /** The file under bench/results/ the bench writes. */
  json: string;
}

const KIND: Record<Kind, Omit<Step, 'shape' | 'kind'>> = {
  reads: {
    bench: 'http',
    env: { BENCH_ENGINES: 'postgres', BENCH_ROUTES: 'me,detail,order-detail,order-items', BENCH_PACED_PERCENT: '0' },
    json: 'latest.json',
  },
  submissions: {
    bench: 'submissions',
    env: { BENCH_ENGINES: 'postgres', BENCH_WINDOW: '10', BENCH_WINDOWS: '2' },
    json: 'submissions.json',
  },
  overload: { bench: 'overload', env: { BENCH_ENGINES: 'postgres', BENCH_OVERLOAD_SECONDS: '8' }, json: 'overload.json' },
  history: { bench: 'history', env: { BENCH_HISTORY_PARTS: 'webhooks', BENCH_HISTORY_SECONDS: '20' }, json: 'history-with.json' },
};
const ALL = ['reads', 'reads-split', 'submissions', 'submissions-split', 'overload', 'overload-split', 'history', 'history-split'];
const DEFAULT = 'reads,reads-split,submissions,submissions-split,overload';

function steps(): Map<string, Step> {
  const picked = (process.env.BENCH_AIMS_STEPS || DEFAULT).trim();
  const names = picked === 'all' ? ALL : picked.split(',').map((s) => s.trim());
  const map = new Map<string, Step>();
  for (const name of names) {
    if (!ALL.includes(name)) throw new Error(`BENCH_AIMS_STEPS: no step ${name} (known: ${ALL.join(', ')}, all)`);
    const [kind, split] = name.split('-') as [Kind, string | undefined];
    const shape: Shape = split ? 'split' : 'start';
    const base = KIND[kind];
    map.set(name, { kind, shape, ...base });
  }
  return map;
}

/** Runs one bench as `npm run bench -- <name>` does, its output into `log`; resolves with its exit code. */
function runBench(step: Step, log: string): Promise<number> {
  // The step's settings are defaults: one set in the environment (BENCH_WINDOW=15) wins. Its shape is the step's own.
  const env: Record<string, string | undefined> = { ...step.env, ...process.env };
  if (step.shape === 'split') Object.assign(env, { BENCH_SHAPE: 'split', BENCH_REDIS_URL: REDIS });
  else {
    // The `npm start` shape keeps the gateway's counters in memory: no Redis.
    delete env.BENCH_REDIS_URL;
    delete env.BENCH_SHAPE;
  }
  const file = createWriteStream(log);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'bench.mjs'), step.bench], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(file, { end: false });
    child.stderr.pipe(file, { end: false });
    child.on('close', (code) => file.end(() => resolve(code ?? 1)));
  });
}

// ------------------------------------------------------------ the table

const AIM = { readRatio: 0.8, readCpu: 1.25, submitRatio: 0.9, submitCpu: 1.5, overloadP99: 2 };
const READ_ROUTES: Array<[string, string]> = [
  ['me', '`GET /v1/me`'],
  ['detail', 'product detail'],
  ['order-detail', 'order detail'],
  ['order-items', 'order items'],
];
const x = (n: number) => `${n.toFixed(2)}×`;
const load = (a: number, b: number) => `load ${a.toFixed(1)}–${b.toFixed(1)}`;

interface Cell {
  text: string;
  met: boolean;
}
/** The parts of each bench's results file the table reads (bench/results/*.json). */
interface Side {
  requestsPerSec: number;
  cpuMicrosPerRequest: number;
  non2xx: number;
}
interface ReadRow extends Side {
  route: string;
  server: 'bare' | 'app';
  connections: number;
  loadAverage?: number[];
}
interface OverloadRow {
  measure: string;
  share: number;
  servedPerSec: number;
  refusedPerSec: number;
  deferredPerSec: number;
  servedP99: number;
  timedOut: number;
  /** The generator's tick gaps (ms). */
  generatorTicks?: { p99: number };
  /** The service's processes' CPU over the window, as a share of one core. */
  service?: { cpuShare?: number | null };
}
interface HistoryScenario {
  scenario: string;
  aimP99Ms: number;
  figures: {
    fast: { events: number; delivered: number; p99Ms: number };
    ratePerSec: { planned: number; achieved: number };
    backlog?: number[];
  };
}
interface Report {
  commit?: string;
  loadAverageBefore: number;
  loadAverageAfter: number;
  results?: Array<{
    routes?: ReadRow[];
    levels?: Array<{ connections: number; bare: Side; app: Side }>;
    unloaded?: Record<string, { p99: number; sustainable: number }>;
    rows?: OverloadRow[];
    webhooks?: HistoryScenario[];
    plans?: Array<{ statement: string; phase: string; buffers: number }>;
  }>;
}
type Loaded = Report | undefined;

/** One route's figures at 10 and 32 connections: the ratios and the twin's µs, or why there are none. */
function readsCell(report: Loaded, route: string): Cell | null {
  const rows = (report?.results?.[0]?.routes ?? []).filter((r) => r.route === route);
  if (rows.length === 0) return null;
  const levels = [...new Set(rows.map((r) => r.connections))].sort((a, b) => a - b);
  const ratios: string[] = [];
  const cpu: string[] = [];
  const twin: string[] = [];
  const loads: number[] = [];
  let met = true;
  for (const c of levels) {
    const bare = rows.find((r) => r.connections === c && r.server === 'bare');
    const app = rows.find((r) => r.connections === c && r.server === 'app');
    if (!bare || !app) continue;
    const ratio = app.requestsPerSec / bare.requestsPerSec;
    const cpuRatio = app.cpuMicrosPerRequest / bare.cpuMicrosPerRequest;
    met &&= ratio >= AIM.readRatio && cpuRatio <= AIM.readCpu && app.non2xx === 0;
    ratios.push(x(ratio));
    cpu.push(x(cpuRatio));
    twin.push(bare.cpuMicrosPerRequest.toFixed(0));
    loads.push(...(app.loadAverage ?? []), ...(bare.loadAverage ?? []));
  }
  return {
    text: `${ratios.join(' / ')}; CPU ${cpu.join(' / ')} (twin ${twin.join(' / ')} µs; ${load(Math.min(...loads), Math.max(...loads))})`,
    met,
  };
}

function submissionsCell(report: Loaded): Cell | null {
  const levels = report?.results?.[0]?.levels ?? [];
  if (levels.length === 0) return null;
  const ratios: string[] = [];
  const cpu: string[] = [];
  const twin: string[] = [];
  let met = true;
  for (const l of levels) {
    const ratio = l.app.requestsPerSec / l.bare.requestsPerSec;
    const cpuRatio = l.app.cpuMicrosPerRequest / l.bare.cpuMicrosPerRequest;
    met &&= ratio >= AIM.submitRatio && cpuRatio <= AIM.submitCpu && l.app.non2xx === 0;
    ratios.push(x(ratio));
    cpu.push(x(cpuRatio));
    twin.push(l.bare.cpuMicrosPerRequest.toFixed(0));
  }
  return {
    text: `${ratios.join(' / ')}; CPU ${cpu.join(' / ')} (twin ${twin.join(' / ')} µs; ${load(report!.loadAverageBefore, report!.loadAverageAfter)})`,
    met,
  };
}

const GENERATOR_LATE_MS = 10;
/** Below this share of its core past the sustainable rate, the service was not what held the rate back. */
const SERVICE_BUSY = 0.85;
const MEASURES: Array<[string, string]> = [
  ['me', '`GET /v1/me`'],
  ['product', 'product detail'],
  ['submission', '`POST /v1/orders`'],
];

/** One measure's open-loop rows: the unloaded p99 and rate, then at each share served / refused a second and the admitted p99. */
function overloadCell(report: Loaded, measure: string): Cell | null {
  const r = report?.results?.[0];
  const unloaded = r?.unloaded?.[measure];
  const rows = (r?.rows ?? []).filter((row) => row.measure === measure);
  if (!unloaded || rows.length === 0) return null;
  let met = true;
  const shares = rows.map((row) => {
    const ok = row.servedP99 <= AIM.overloadP99 * unloaded.p99 && row.timedOut === 0;
    met &&= ok;
    const queued = row.deferredPerSec > 0 ? `, ${Math.round(row.deferredPerSec)} queued` : '';
    // Past a few ms the generator fell behind its own schedule; past the sustainable rate with the service's core not
    // busy, the generator (or the loopback between them) held the rate back: either way the row measures it too.
    const cpu = row.service?.cpuShare;
    const idle = row.share > 100 && cpu != null && cpu < SERVICE_BUSY ? `service CPU ${cpu.toFixed(2)} of its core` : '';
    const behind = (row.generatorTicks?.p99 ?? 0) > GENERATOR_LATE_MS ? `generator tick p99 ${row.generatorTicks!.p99.toFixed(0)} ms` : '';
    const late = idle || behind ? ` (${[idle, behind].filter(Boolean).join(', ')})` : '';
    return `${row.share} %: ${Math.round(row.servedPerSec)} served, ${Math.round(row.refusedPerSec)} refused${queued}, p99 ${row.servedP99.toFixed(1)} ms${row.timedOut ? `, ${row.timedOut} timed out` : ''}${late}`;
  });
  return { text: `unloaded p99 ${unloaded.p99.toFixed(1)} ms, ${unloaded.sustainable}/s. ${shares.join('; ')}`, met };
}

const SCENARIOS: Array<[string, string]> = [
  ['single 100/s', 'one endpoint 100/s p99 ≤ 50 ms'],
  ['single 500/s', 'one endpoint 500/s p99 ≤ 100 ms'],
  ['spread 1000/s', '1,000/s over 100 endpoints p99 ≤ 250 ms, no backlog growth'],
  ['spread restart', 'the same right after a restart'],
];

function historyCell(report: Loaded, scenario: string): Cell | null {
  const w = (report?.results?.[0]?.webhooks ?? []).find((s) => s.scenario === scenario);
  if (!w) return null;
  const f = w.figures;
  const growth = backlogGrowth(f.backlog ?? []);
  const met = f.fast.p99Ms <= w.aimP99Ms && f.fast.delivered === f.fast.events && !backlogGrew(growth, f.ratePerSec.planned);
  const rate = f.ratePerSec.achieved < f.ratePerSec.planned * 0.95 ? `; the writer reached ${Math.round(f.ratePerSec.achieved)}/s` : '';
  return {
    text: `p99 ${f.fast.p99Ms.toFixed(1)} ms, ${f.fast.delivered}/${f.fast.events}, backlog ${growth.first}→${growth.last}${rate}`,
    met,
  };
}

/**
 * The idle polls' buffers (the `idle:` statements of history's plans): on the fresh database, with the history once
 * autovacuum has been through it (what the aim holds to a bound: no more than a few pages beyond the fresh count), and
 * after the scenarios, between vacuums (the runs' own dead rows, shown as they are).
 */
function idlePollsCell(report: Loaded): Cell | null {
  const plans = (report?.results?.[0]?.plans ?? []).filter((p) => p.statement.startsWith('idle:'));
  if (plans.length === 0) return null;
  const names = [...new Set(plans.map((p) => p.statement))];
  let met = true;
  const parts = names.map((name) => {
    const at = (phase: string) => plans.find((p) => p.statement === name && p.phase === phase)?.buffers ?? Number.NaN;
    const fresh = at('fresh');
    const vacuumed = at('vacuumed');
    met &&= vacuumed <= Math.max(2 * fresh, fresh + 16);
    return `${name.slice('idle: '.length)} ${fresh}, ${vacuumed}, ${at('after runs')}`;
  });
  return { text: `buffers fresh, with the history vacuumed, after the runs: ${parts.join('; ')}`, met };
}

/** The markdown table of every aim measured, one column per shape. */
export function aimsTable(reports: Map<string, Loaded>, failed: string[]): string {
  const lines = ['| aim | `npm start` shape | production split (+ Redis) | verdict |', '| --- | --- | --- | --- |'];
  const row = (aim: string, start: Cell | null, split: Cell | null) => {
    if (!start && !split) return;
    const cells = [start, split].filter((c): c is Cell => c !== null);
    const verdict = cells.every((c) => c.met)
      ? 'met'
      : cells.some((c) => c.met)
        ? `met in the ${start?.met ? 'start' : 'split'} shape`
        : 'not met';
    lines.push(`| ${aim} | ${start?.text ?? '—'} | ${split?.text ?? '—'} | ${verdict} |`);
  };
  // Each aim read from a kind of step in both shapes: `kind` and `kind-split`.
  const aim = (label: string, kind: Kind, cell: (report: Loaded) => Cell | null) =>
    row(label, cell(reports.get(kind)), cell(reports.get(`${kind}-split`)));
  for (const [route, label] of READ_ROUTES) aim(`${label} ≥ 0.8× twin, CPU ≤ 1.25× (c=10 / 32)`, 'reads', (r) => readsCell(r, route));
  aim('submissions ≥ 0.9× the same-statement twin, CPU ≤ 1.5× (c=1 / 32)', 'submissions', submissionsCell);
  for (const [measure, label] of MEASURES)
    aim(`${label} open-loop to 2×: admitted p99 ≤ 2× unloaded, none timed out`, 'overload', (r) => overloadCell(r, measure));
  for (const [scenario, label] of SCENARIOS) aim(`webhooks, a year's history: ${label}`, 'history', (r) => historyCell(r, scenario));
  aim('idle polls read a bounded number of pages whatever the history', 'history', idlePollsCell);
  if (failed.length > 0) lines.push('', `Steps that failed (their logs in bench/results/aims/): ${failed.join(', ')}.`);
  return lines.join('\n');
}

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;

/** The table from the results kept in bench/results/aims/, each step's last. */
function tableAgain(): void {
  const reports = new Map<string, Loaded>();
  for (const name of ALL) if (existsSync(join(out, `${name}.json`))) reports.set(name, readReport(join(out, `${name}.json`)));
  if (reports.size === 0) throw new Error('no results in bench/results/aims/: run `npm run bench -- aims` first');
  const commits = [...new Set([...reports.values()].map((r) => r?.commit ?? '?'))];
  const table = `From the results kept (steps ${[...reports.keys()].join(', ')}; commits ${commits.join(', ')}).\n\n${aimsTable(reports, [])}\n`;
  writeFileSync(join(out, 'table.md'), table);
  process.stdout.write(`${table}\nwritten to bench/results/aims/table.md\n`);
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  if (process.argv.includes('--table')) return tableAgain();
  const picked = steps();
  const started = new Date();
  const loadBefore = loadavg()[0]!;
  const reports = new Map<string, Loaded>();
  const failed: string[] = [];
  for (const [name, step] of picked) {
    // A results file left by an earlier run must not stand in for this one's.
    rmSync(join(results, step.json), { force: true });
    process.stdout.write(
      `${new Date().toISOString().slice(11, 19)} ${name}: npm run bench -- ${step.bench} (load ${loadavg()[0]!.toFixed(1)}) …\n`,
    );
    const code = await runBench(step, join(out, `${name}.log`));
    const json = join(results, step.json);
    if (code !== 0 || !existsSync(json)) {
      failed.push(name);
      process.stdout.write(`  failed (exit ${code}); see bench/results/aims/${name}.log\n`);
      continue;
    }
    copyFileSync(json, join(out, `${name}.json`));
    reports.set(name, readReport(json));
  }
  const first = [...reports.values()][0];
  const heading =
    `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${first?.commit ?? '?'}, ${cpus()[0]?.model ?? '?'} × ${cpus().length}, ` +
    `Node ${process.version}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after; steps: ${[...picked.keys()].join(', ')}.`;
  const table = `${heading}\n\n${aimsTable(reports, failed)}\n`;
  writeFileSync(join(out, 'table.md'), table);
  process.stdout.write(`\n${table}\nwritten to bench/results/aims/table.md\n`);
  if (failed.length > 0) throw new Error(`steps failed: ${failed.join(', ')} (their logs in bench/results/aims/)`);
}

runMain(main);
