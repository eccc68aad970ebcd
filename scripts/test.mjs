// `npm test`: every test file (or the ones named on the command line) on
// Node's test runner, in a few long-lived worker processes rather than one
// process per file (test/runner/worker.ts says why). Workers default to the
// machine's parallelism (TEST_WORKERS overrides). Files are queued longest
// first, by the durations of the previous run when .cache has them, else by
// size; the durations of this run are kept for the next.
//
// Each run gets a temporary directory of its own (TMPDIR for every worker
// and what they spawn): what a test file leaves there fails the run, named,
// and the directory is removed at the end whatever happened, so no run
// leaves anything in the system's temporary directory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build, fresh } from './launch.mjs';

const root = resolve(import.meta.dirname, '..');
const durationsFile = join(root, '.cache', 'test-durations.json');

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
const files = (named.length > 0 ? named : find(join(root, 'test'))).map((f) => resolve(f));
const known = readJson(durationsFile, {});
// Without a previous run, size stands in for duration (roughly 1 ms per 10 bytes).
const expected = (file) => known[relative(root, file)] ?? statSync(file).size / 10;
files.sort((a, b) => expected(b) - expected(a));

// One worker per core. A third worker on 2 cores cut the PostgreSQL leg (305 → 246 s) but starved the
// 200-way race files: a racing write waited past the pool's connection timeout and answered 503.
const workers = Math.max(1, Math.min(files.length, Number(process.env.TEST_WORKERS) || availableParallelism()));
const runDir = mkdtempSync(join(tmpdir(), 'pcapi-test-run-'));
const queueDir = join(runDir, 'queue');
const scratch = join(runDir, 'tmp');
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
  writeFileSync(join(queueDir, 'queue.json'), JSON.stringify({ root, files, fileTimeoutMs }));
  // Node's runner starts each named file once: one small entry file per worker.
  const entries = Array.from({ length: workers }, (_, i) => {
    const entry = join(queueDir, `worker-${i + 1}.mjs`);
    writeFileSync(entry, `await import(${JSON.stringify(new URL('../test/runner/worker.ts', import.meta.url).href)});\n`);
    return entry;
  });
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
      `--test-concurrency=${workers}`,
      `--test-timeout=${fileTimeoutMs * files.length}`,
      ...entries,
    ],
    { stdio: 'inherit', cwd: root, env: { ...process.env, TEST_QUEUE_DIR: queueDir, TMPDIR: scratch } },
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
  if (leftovers.length > 0) {
    process.stderr.write(
      `\nnpm test: the test files left ${leftovers.length} entries in the temporary directory: ${leftovers.join(', ')}\n`,
    );
    status = 1;
  }
  if (ran.length > 0) {
    mkdirSync(join(root, '.cache'), { recursive: true });
    writeFileSync(durationsFile, JSON.stringify({ ...known, ...Object.fromEntries(ran.map((r) => [r.file, r.ms])) }, null, 1));
    // Every file's record of this run (wall, worker CPU, children's CPU, instances), for finding where CPU goes.
    writeFileSync(join(root, '.cache', 'test-report.json'), JSON.stringify(ran, null, 1));
    // Where the time went: the slowest files, wall, the worker's own CPU and its child processes' CPU.
    const slowest = [...ran].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.TEST_SLOWEST ?? 10));
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const total = (key) => s(ran.reduce((n, r) => n + (r[key] ?? 0), 0));
    process.stdout.write(
      `\nnpm test: ${ran.length} files, ${total('ms')} of file time, ${total('cpuMs')} of worker CPU, ${total('childCpuMs')} of child processes' CPU, ${ran.reduce((n, r) => n + (r.pglite ?? 0), 0)} embedded instances started; slowest (wall / worker CPU / children's CPU):\n` +
        slowest
          .map((r) => `  ${s(r.ms).padStart(8)} ${s(r.cpuMs ?? 0).padStart(8)} ${s(r.childCpuMs ?? 0).padStart(8)}  ${r.file}\n`)
          .join(''),
    );
  }
} finally {
  rmSync(runDir, { recursive: true, force: true });
}
process.exit(status);
