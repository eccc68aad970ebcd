// `npm test`: every test file (or the ones named on the command line) on
// Node's test runner, in a few long-lived worker processes rather than one
// process per file (test/runner/worker.ts says why). Workers default to the
// machine's parallelism (TEST_WORKERS overrides). Files are queued longest
// first, by their records from the previous run on the same engine when
// .cache has them, else by the committed baseline (test/runner/timings.json),
// else by size; this run's records are kept for the next.
//
// Files that mostly wait (a timer, a poll interval, a process they started:
// their last record shows under half their wall time as CPU, worker and
// children together) go to one more worker of their own, the waiting lane,
// so a core does not sit idle while they wait; the other workers take them
// too once the rest of the queue is claimed. TEST_WAITING_LANE=0 turns the
// lane off.
//
// Each run gets a temporary directory of its own (TMPDIR for every worker
// and what they spawn): what a test file leaves there fails the run, named,
// and the directory is removed at the end whatever happened, so no run
// leaves anything in the system's temporary directory.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build, fresh } from './launch.mjs';

const root = resolve(import.meta.dirname, '..');
// Each engine's files take their own time (the PostgreSQL-only files none on the embedded engine's run).
const engine = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'embedded';
const timingsFile = join(root, '.cache', `test-timings-${engine}.json`);
// TEST_TIMINGS_BASELINE: another baseline (test/suite/waiting-lane.test.ts gives its fixtures one).
const baselineFile = process.env.TEST_TIMINGS_BASELINE || join(root, 'test', 'runner', 'timings.json');

function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'helpers' || name === 'runner' ? [] : find(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

function readJson(file, fallback) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

const named = process.argv.slice(2);
// The files that start the service as a process run the compiled one when dist/ is up to date with src/
// (test/helpers/service-process.ts, serviceEntry: a quarter of tsx's start-up CPU). The whole suite
// compiles first when it is stale, once, before the workers (the README and CLI files start the
// compiled service anyway, and two of them building at once would race); named files run the source.
if (named.length === 0 && !fresh()) {
  const started = Date.now();
  process.stdout.write('npm test: src/ changed since the last build: compiling dist/ first\n');
  if (!build()) process.stdout.write('npm test: no compiler; the service processes run from source\n');
  else process.stdout.write(`npm test: compiled in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
// A named folder stands for every test file under it (`npm test -- test/orders` for a quick loop).
const files = (named.length > 0 ? named : [join(root, 'test')]).flatMap((f) =>
  statSync(resolve(f)).isDirectory() ? find(resolve(f)) : [resolve(f)],
);
/** Per file (relative path): its wall time and its CPU (worker and children), in ms, as last measured. */
const known = { ...(readJson(baselineFile, {})[engine] ?? {}), ...readJson(timingsFile, {}) };
// Without a record, size stands in for duration (roughly 1 ms per 10 bytes).
const expected = (file) => known[relative(root, file)]?.ms ?? statSync(file).size / 10;
files.sort((a, b) => expected(b) - expected(a));

// One worker per core. A third worker on 2 cores cut the PostgreSQL leg (305 → 246 s) but starved the
// 200-way race files: a racing write waited past the pool's connection timeout and answered 503.
const workers = Math.max(1, Math.min(files.length, Number(process.env.TEST_WORKERS) || availableParallelism()));

/**
 * The waiting lane's files: those at least 0.8 s long whose CPU (worker and children) was under half their
 * wall time, the ones that wait longest first, as long as the lane's total stays under each other
 * worker's share of the rest (so the lane never becomes the run's tail).
 */
function waitingFiles() {
  const total = files.reduce((sum, file) => sum + expected(file), 0);
  const idle = (file) => {
    const record = known[relative(root, file)];
    return record && record.ms >= 800 && record.cpuMs < 0.5 * record.ms ? record.ms - record.cpuMs : 0;
  };
  const chosen = new Set();
  let lane = 0;
  for (const file of files.filter((f) => idle(f) > 0).sort((a, b) => idle(b) - idle(a))) {
    if (lane + expected(file) > (total - lane - expected(file)) / workers) continue;
    chosen.add(file);
    lane += expected(file);
  }
  return files.map((file) => chosen.has(file));
}
const waiting = workers > 1 ? waitingFiles() : [];
// The waiting lane: one more worker, which claims only the files that mostly wait (see the top).
const lane = process.env.TEST_WAITING_LANE !== '0' && workers > 1 && waiting.some(Boolean);
const runDir = mkdtempSync(join(tmpdir(), 'pcapi-test-run-'));
const queueDir = join(runDir, 'queue');
const scratch = join(runDir, 'tmp');
const failuresFile = join(runDir, 'failures.txt');
// tsx keeps its transpile cache in the temporary directory across runs: the run's points at the usual one.
const caches = [`tsx-${process.getuid?.() ?? 'user'}`];
let status = 1;
try {
  mkdirSync(queueDir);
  mkdirSync(scratch);
  for (const cache of caches) {
    mkdirSync(join(tmpdir(), cache), { recursive: true });
    symlinkSync(join(tmpdir(), cache), join(scratch, cache));
  }
  const fileTimeoutMs = 300_000;
  writeFileSync(join(queueDir, 'queue.json'), JSON.stringify({ root, files, waiting: lane ? waiting : [], fileTimeoutMs }));
  // Node's runner starts each named file once: one small entry file per worker (the lane's names its lane).
  const worker = JSON.stringify(new URL('../test/runner/worker.ts', import.meta.url).href);
  const entries = Array.from({ length: workers + (lane ? 1 : 0) }, (_, i) => {
    const entry = join(queueDir, i < workers ? `worker-${i + 1}.mjs` : 'worker-waiting.mjs');
    writeFileSync(entry, `${i < workers ? '' : "process.env.TEST_LANE = 'waiting';\n"}await import(${worker});\n`);
    return entry;
  });
  // TEST_FAILURES_OUT is this run's alone: a test that runs fixtures through this script must not add its failures.
  const { TEST_FAILURES_OUT: _, ...inherited } = process.env;
  const workerEnv = { ...inherited, TEST_QUEUE_DIR: queueDir, TMPDIR: scratch };
  const result = spawnSync(
    process.execPath,
    // The per-file timeout is the worker's; this one only bounds a worker that hangs outright. It is the
    // sum of the per-file ones: a fixed 30 minutes cut a worker off mid-queue on a machine at load 20
    // (its files never ran, the run failed) although no file had reached its own bound.
    // TEST_NODE_FLAGS: extra flags for the runner and its workers (the runner passes its own on), e.g. --cpu-prof.
    [
      ...(process.env.TEST_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${entries.length}`,
      `--test-timeout=${fileTimeoutMs * files.length}`,
      // The runner's usual report on stdout, and the failed tests alone in a file, printed again at the end.
      `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
      '--test-reporter-destination=stdout',
      `--test-reporter=${new URL('../test/runner/failures-reporter.mjs', import.meta.url).href}`,
      `--test-reporter-destination=${failuresFile}`,
      ...entries,
    ],
    { stdio: 'inherit', cwd: root, env: workerEnv },
  );
  status = result.status ?? 1;
  const ran = existsSync(join(queueDir, 'durations.jsonl'))
    ? readFileSync(join(queueDir, 'durations.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        // Only the suite's own files (test/runner/fixtures run through this script too).
        .filter((r) => r.file.endsWith('.test.ts'))
    : [];
  const leftovers = readdirSync(scratch).filter((name) => !caches.includes(name));
  const leftNote =
    leftovers.length > 0 ? `the test files left ${leftovers.length} entries in the temporary directory: ${leftovers.join(', ')}\n` : '';
  if (leftNote) {
    process.stderr.write(`\nnpm test: ${leftNote}`);
    status = 1;
  }
  if (ran.length > 0) {
    mkdirSync(join(root, '.cache'), { recursive: true });
    const kept = readJson(timingsFile, {});
    for (const r of ran) kept[r.file] = { ms: r.ms, cpuMs: (r.cpuMs ?? 0) + (r.childCpuMs ?? 0) };
    writeFileSync(timingsFile, JSON.stringify(kept, null, 1));
    // Every file's record of this run (wall, worker CPU, children's CPU, instances), for finding where CPU goes.
    writeFileSync(join(root, '.cache', 'test-report.json'), JSON.stringify(ran, null, 1));
    // Where the time went: the slowest files, wall, the worker's own CPU and its child processes' CPU.
    const slowest = [...ran].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.TEST_SLOWEST ?? 10));
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const total = (key) => s(ran.reduce((n, r) => n + (r[key] ?? 0), 0));
    process.stdout.write(
      `\nnpm test: ${ran.length} files, ${total('ms')} of file time, ${total('cpuMs')} of worker CPU, ${total('childCpuMs')} of child processes' CPU, ${ran.reduce((n, r) => n + (r.pglite ?? 0), 0)} embedded instances started, ${ran.filter((r) => r.lane).length} files on the waiting lane; slowest (wall / worker CPU / children's CPU):\n` +
        slowest
          .map((r) => `  ${s(r.ms).padStart(8)} ${s(r.cpuMs ?? 0).padStart(8)} ${s(r.childCpuMs ?? 0).padStart(8)}  ${r.file}\n`)
          .join(''),
    );
  }
  // The failed tests again, after everything else: a long run's log is read from its end.
  // TEST_FAILURES_OUT: a file to append them to as well (.ci/run prints every stage's at its end).
  const failed = existsSync(failuresFile) ? readFileSync(failuresFile, 'utf8') : '';
  if (status !== 0) {
    const summary = `npm test (${engine}): ${failed || leftNote ? `failed:\n${failed}${leftNote}` : `failed (exit ${status}) with no failed test: see above\n`}`;
    process.stdout.write(`\n${summary}`);
    if (process.env.TEST_FAILURES_OUT) appendFileSync(process.env.TEST_FAILURES_OUT, summary);
  }
} finally {
  rmSync(runDir, { recursive: true, force: true });
}
process.exit(status);
