// One test worker of `npm test` (scripts/test.mjs): a single process that runs
// test files one after another, each as its own suite, so the modules, tsx's
// transpiler and the compiled PGlite are loaded once per worker instead of
// once per file (that start-up was most of the suite's CPU).
//
// Workers take files from a shared queue, longest first, and claim each with
// an atomic mkdir, so whichever worker is free takes the next file and none
// waits at the end on another's backlog. The waiting lane's worker (started
// with TEST_LANE=waiting) takes only the files marked as mostly waiting; the
// other workers take those last, once every other file is claimed.
//
// Each file runs inside `describe(file)`: its top-level before/after hooks
// attach to that suite and never leak onto another file's tests.
import { mkdirSync, appendFileSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { claimOrder } from './claim-order.ts';
import { loadTestRunner } from './test-resources.ts';

interface Queue {
  root: string;
  files: string[];
  /** Per file: it mostly waits (the waiting lane's); empty when the run has no lane. */
  waiting: boolean[];
  /** Per file, in milliseconds: a file that hangs fails alone, the worker goes on. */
  fileTimeoutMs: number;
}

// Before anything loads node:test (./test-resources.ts says why).
const { describe, prune, registering, registered } = await loadTestRunner();

const dir = process.env.TEST_QUEUE_DIR;
if (!dir) throw new Error('test/runner/worker.ts is started by scripts/test.mjs (npm test), which sets TEST_QUEUE_DIR');
const queue = JSON.parse(readFileSync(join(dir, 'queue.json'), 'utf8')) as Queue;
// Not passed on to what the tests start.
const waitingLane = process.env.TEST_LANE === 'waiting';
delete process.env.TEST_LANE;
const order = claimOrder(queue.waiting, queue.files.length, waitingLane);

function claim(index: number): boolean {
  try {
    mkdirSync(join(dir!, `claim-${index}`));
    return true;
  } catch {
    return false;
  }
}

/**
 * CPU milliseconds of this worker's child processes that have ended (and been
 * reaped): the service, CLI, npx and shell processes a file starts, with what
 * they started in turn. From /proc (0 where there is none).
 */
function childrenCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

// Loaded up front (a file would load it anyway): the records count the embedded instances each file started.
const { embeddedStarts } = await import('../helpers/embedded.ts');
// A file's declaration that its tests are engine-independent holds while that file runs (../helpers/engines.ts).
const { nextFile } = await import('../helpers/engines.ts');

// The runner cannot name the test an error no test awaited came from (./test-resources.ts): the
// file that was running and the error's stack go to stderr beside the runner's own diagnostic.
let running = '';
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    const text = error instanceof Error ? (error.stack ?? String(error)) : String(error);
    process.stderr.write(`npm test: ${event} while ${running || 'no file'} ran:\n${text}\n`);
  });
}

for (const index of order) {
  if (!claim(index)) continue;
  const file = queue.files[index]!;
  const name = relative(queue.root, file);
  running = name;
  const startedAt = Date.now();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const children = childrenCpuMs();
  const starts = embeddedStarts();
  registering();
  nextFile();
  await describe(name, { timeout: queue.fileTimeoutMs }, async () => {
    await import(pathToFileURL(file).href);
    // Its tests and hooks are declared: they run without the harness's promise tracking (./test-resources.ts).
    registered();
  });
  // The file's suite has ended: the runner's entries for its async work go (counted in its CPU).
  prune();
  // The runner orders the next run's queue by these (longest first).
  // cpuMs: this worker's own CPU (user+system) during the file; childCpuMs: the processes it started;
  // pglite: the embedded instances it started (the others it used were reset and kept from earlier files);
  // lane: it ran on the waiting lane's worker;
  // at: when it started (epoch ms), to line a file up with what was measured outside (a database server's CPU).
  const used = process.cpuUsage(cpu);
  const record = {
    file: name,
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round((used.user + used.system) / 1000),
    childCpuMs: childrenCpuMs() - children,
    pglite: embeddedStarts() - starts,
    lane: waitingLane,
    at: startedAt,
  };
  appendFileSync(join(dir, 'durations.jsonl'), `${JSON.stringify(record)}\n`);
}

// The embedded database kept between files (test/helpers/embedded.ts) would keep the process alive;
// the PostgreSQL one kept between contexts (test/helpers/postgres.ts) is dropped.
await (await import('../helpers/embedded.ts')).closeEmbedded();
if (process.env.DATABASE_URL?.startsWith('postgres')) await (await import('../helpers/postgres.ts')).closePostgres();

// A file that leaves a handle open would keep this worker alive after its
// last suite (Node's --test-force-exit would end it early instead, as soon as
// the suites registered so far are done): give the reporter time, then exit.
setTimeout(() => process.exit(), 10_000).unref();
