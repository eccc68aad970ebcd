// `npm run bench -- startup`: how fast the service starts and how fast the CLI
// answers, from outside, as a newcomer runs them.
//
//   cold   `npm start`'s own command line (package.json) in a new working
//          directory, so ./data/ is empty: wall time and the child's CPU
//          (user+sys, /proc) to the first 200 on the partner listener
//          (GET /v1/openapi.json) and to the complete banner;
//   warm   the same again on the data directory the cold start left;
//   idle   the service's resident memory BENCH_IDLE_MS after its banner;
//   cli    `partner-api partners list --json` on that data directory with no
//          service running (the CLI opens the embedded database itself) and
//          beside a running one (forwarded to POST /admin/cli): wall and CPU.
//
// Each figure is the median of BENCH_RUNS runs with its spread (min–max).
// The service's "started" log line says where each start's time went
// (src/app/startup.ts): the launcher's build check, module loading, the
// database, migrations, the platform, the demo world, the listeners; their
// medians are printed too. The compiled build (dist/) is brought up to date
// first, so a run measures the freshness check, not a compile.
//
// BENCH_BASELINE=<dir> measures another checkout in the same run, each run
// alternating between the two, and prints the ratios: e.g.
//   git archive <commit> | tar -x -C /tmp/base && ln -s $PWD/node_modules /tmp/base/
//   cp .cache/pglite-migrated-*.tar /tmp/base/.cache/   (what its npm install would make)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
/** BENCH_BASELINE: another checkout (e.g. `git archive <commit>` with node_modules linked), measured in the same run, alternating. */
const BASELINE = process.env.BENCH_BASELINE || null;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3000);
const CLI_ARGS = (process.env.BENCH_CLI ?? 'partners list --json').split(/\s+/);
const AIMS = { cold: 3000, warm: 1500, idleRssMb: 200, cli: 500 };
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** `npm start` without npm: its node flags and script, from package.json (as test/readme/service.ts). */
function startCommand(root: string): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [, ...args] = start.split(/\s+/);
  return args.map((a) => (a.startsWith('scripts/') ? join(root, a) : a));
}

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => {
      const server = createServer();
      return new Promise<typeof server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
    }),
  );
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/** A process's CPU so far (user+sys, ms), from /proc. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function rssMbOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}

async function ok(url: string): Promise<boolean> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

interface StartRun {
  first200: number;
  first200Cpu: number;
  banner: number;
  bannerCpu: number;
  idleRssMb: number;
  phases: { wall: Record<string, number>; cpu: Record<string, number> };
}

interface Service {
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/** Starts the service in `cwd`, measures it up to its banner and its idle memory; leaves it running. */
async function start(root: string, cwd: string): Promise<{ run: StartRun; service: Service }> {
  const [port, adminPort, storagePort, mtlsPort, metricsPort] = await freePorts(5);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    STORAGE_PORT: String(storagePort),
    MTLS_PORT: String(mtlsPort),
    METRICS_PORT: String(metricsPort),
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SANDBOX_PORT', 'ADMIN_TOKEN', 'NODE_OPTIONS']) delete env[name];
  const began = performance.now();
  const child = spawn(process.execPath, startCommand(root), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid!;
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let dead = false;
  void exited.then(() => (dead = true));
  const url = `http://127.0.0.1:${port}/v1/openapi.json`;
  let first200 = 0;
  let first200Cpu = 0;
  while (!first200) {
    if (dead) throw new Error(`the service exited before its first 200:\n${text}`);
    if (await ok(url)) {
      first200 = performance.now() - began;
      first200Cpu = cpuOf(pid);
    } else await new Promise((r) => setTimeout(r, 10));
  }
  let banner = 0;
  let bannerCpu = 0;
  while (!banner) {
    if (dead) throw new Error(`the service exited before its banner:\n${text}`);
    // The banner's last line (the "started" log line follows it; a baseline may not write one).
    if (text.includes('/v1/me -H')) {
      banner = performance.now() - began;
      bannerCpu = cpuOf(pid);
    } else await new Promise((r) => setTimeout(r, 5));
  }
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const started = text.split('\n').find((l) => l.includes('"msg":"started"'));
  const phases = started ? (JSON.parse(started) as { phases: StartRun['phases'] }).phases : { wall: {}, cpu: {} };
  const idleRssMb = rssMbOf(pid);
  const stop = async () => {
    if (!dead) child.kill('SIGTERM');
    await exited;
  };
  return { run: { first200, first200Cpu, banner, bannerCpu, idleRssMb, phases }, service: { env, stop } };
}

/** One CLI command: wall and the child's CPU (it reports its own rusage on exit through a preloaded hook). */
function cli(root: string, cwd: string, env: NodeJS.ProcessEnv): { wall: number; cpu: number } {
  const report = join(cwd, `cpu-${process.pid}.json`);
  const hook = join(cwd, 'cpu-hook.cjs');
  writeFileSync(
    hook,
    `process.on('exit', () => { const u = process.cpuUsage(); require('node:fs').writeFileSync(${JSON.stringify(report)}, String((u.user + u.system) / 1000)); });\n`,
  );
  const began = performance.now();
  const result = spawnSync(process.execPath, ['--require', hook, join(root, 'bin', 'partner-api.js'), ...CLI_ARGS], {
    cwd,
    env,
    encoding: 'utf8',
  });
  const wall = performance.now() - began;
  if (result.status !== 0)
    throw new Error(`partner-api ${CLI_ARGS.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  return { wall, cpu: Number(readFileSync(report, 'utf8')) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function figure(values: number[], unit = 'ms', digits = 0): string {
  const f = (v: number) => v.toFixed(digits);
  return `${f(median(values))} ${unit} (${f(Math.min(...values))}–${f(Math.max(...values))})`.padEnd(24);
}

interface Figures {
  cold: StartRun[];
  warm: StartRun[];
  cliDirect: { wall: number; cpu: number }[];
  cliForwarded: { wall: number; cpu: number }[];
}

/** One run of every measure on `root`: cold start, CLI with no service, warm start, CLI beside it. */
async function runOnce(root: string, into: Figures): Promise<void> {
  const cwd = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  try {
    const first = await start(root, cwd);
    into.cold.push(first.run);
    await first.service.stop();
    into.cliDirect.push(cli(root, cwd, { ...first.service.env }));
    const second = await start(root, cwd);
    into.warm.push(second.run);
    into.cliForwarded.push(cli(root, cwd, second.service.env));
    await second.service.stop();
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

function row(name: string, wall: number[], cpu: number[] | null, aim: string, unit = 'ms'): string {
  return `${name.padEnd(34)}${figure(wall, unit)}${cpu ? figure(cpu) : ''.padEnd(24)}${aim}`;
}

function table(name: string, f: Figures): string[] {
  const lines = [
    '',
    `${name.padEnd(34)}${'wall'.padEnd(24)}${'CPU (user+sys)'.padEnd(24)}aim`,
    row(
      'cold start → first 200',
      f.cold.map((r) => r.first200),
      f.cold.map((r) => r.first200Cpu),
      `≤ ${AIMS.cold} ms`,
    ),
    row(
      'cold start → banner',
      f.cold.map((r) => r.banner),
      f.cold.map((r) => r.bannerCpu),
      '',
    ),
    row(
      'warm start → first 200',
      f.warm.map((r) => r.first200),
      f.warm.map((r) => r.first200Cpu),
      `≤ ${AIMS.warm} ms`,
    ),
    row(
      'warm start → banner',
      f.warm.map((r) => r.banner),
      f.warm.map((r) => r.bannerCpu),
      '',
    ),
    row(
      'CLI, no service',
      f.cliDirect.map((r) => r.wall),
      f.cliDirect.map((r) => r.cpu),
      `≤ ${AIMS.cli} ms`,
    ),
    row(
      'CLI, beside the service',
      f.cliForwarded.map((r) => r.wall),
      f.cliForwarded.map((r) => r.cpu),
      `≤ ${AIMS.cli} ms`,
    ),
    row(
      'idle RSS after cold start',
      f.cold.map((r) => r.idleRssMb),
      null,
      `≤ ${AIMS.idleRssMb} MB`,
      'MB',
    ),
    row(
      'idle RSS after warm start',
      f.warm.map((r) => r.idleRssMb),
      null,
      `≤ ${AIMS.idleRssMb} MB`,
      'MB',
    ),
  ];
  if (Object.keys(f.cold[0]?.phases.wall ?? {}).length === 0) return lines;
  lines.push('', 'Where a start goes (ms, medians; from the service\'s "started" log line; `other`: between the steps):');
  for (const [kind, runs] of [
    ['cold', f.cold],
    ['warm', f.warm],
  ] as const) {
    for (const measure of ['wall', 'cpu'] as const) {
      const keys = Object.keys(runs[0]!.phases[measure]);
      const values = keys.map((k) => `${k} ${median(runs.map((r) => r.phases[measure][k] ?? 0))}`);
      lines.push(`  ${kind.padEnd(5)} ${measure.padEnd(5)} ${values.join(', ')}`);
    }
  }
  return lines;
}

function ratios(base: Figures, f: Figures): string[] {
  const r = (pick: (x: Figures) => number[]) => (median(pick(f)) / median(pick(base))).toFixed(2);
  return [
    '',
    'This tree ÷ baseline (medians):',
    `  cold → first 200  wall ${r((x) => x.cold.map((y) => y.first200))}, CPU ${r((x) => x.cold.map((y) => y.first200Cpu))}; → banner wall ${r((x) => x.cold.map((y) => y.banner))}, CPU ${r((x) => x.cold.map((y) => y.bannerCpu))}`,
    `  warm → first 200  wall ${r((x) => x.warm.map((y) => y.first200))}, CPU ${r((x) => x.warm.map((y) => y.first200Cpu))}`,
    `  CLI, no service   wall ${r((x) => x.cliDirect.map((y) => y.wall))}, CPU ${r((x) => x.cliDirect.map((y) => y.cpu))}`,
    `  CLI, beside       wall ${r((x) => x.cliForwarded.map((y) => y.wall))}, CPU ${r((x) => x.cliForwarded.map((y) => y.cpu))}`,
    `  idle RSS          cold ${r((x) => x.cold.map((y) => y.idleRssMb))}, warm ${r((x) => x.warm.map((y) => y.idleRssMb))}`,
  ];
}

async function main(): Promise<void> {
  const roots = BASELINE ? [BASELINE, here] : [here];
  // dist/ up to date (and the demo template made), so the runs measure the launcher's check, not a compile.
  for (const root of roots) spawnSync(process.execPath, [join(root, 'scripts', 'launch.mjs'), '--build'], { stdio: 'inherit' });
  const figures: Figures[] = roots.map(() => ({ cold: [], warm: [], cliDirect: [], cliForwarded: [] }));
  const loadBefore = loadavg();
  for (let i = 0; i < RUNS; i++) {
    for (const [n, root] of roots.entries()) await runOnce(root, figures[n]!);
    process.stdout.write(`run ${i + 1}/${RUNS} done (load average ${loadavg()[0]!.toFixed(2)})\n`);
  }
  const loadAfter = loadavg();
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  const lines = [
    '',
    `Start-up and CLI (partner-api ${CLI_ARGS.join(' ')}): ${RUNS} runs, median (min–max); ${cpus().length} cores; load average ${load(loadBefore)} before, ${load(loadAfter)} after`,
  ];
  if (BASELINE) lines.push(...table(`baseline (${BASELINE})`, figures[0]!));
  lines.push(...table('this tree', figures[roots.length - 1]!));
  if (BASELINE) lines.push(...ratios(figures[0]!, figures[1]!));
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

await main();
