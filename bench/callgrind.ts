// BENCH_CALLGRIND=1: every server process a bench starts (the service, its
// base build, the twin) runs under valgrind's callgrind, and each bench's CPU
// figure per request becomes thousands of instructions per request (all of
// the process's threads: the JavaScript thread, V8's compiler and collector
// helpers, libuv's pool), counted from the first reading on. A count does not
// depend on the machine's load, and its dumps say where the instructions went
// (`npm run bench -- callgrind-top`), by function, V8's compiled code
// included. It is not time: a cache miss costs no instruction. Nor is it
// exact between processes: V8 compiles again after each idle (22–39 % of a
// slice that follows one), and slices of identical builds have differed by
// 4 %, so read a side's second slice of two run back to back. Processes run
// 10–50 times slower before the first reading (valgrind without
// instrumentation) and about 250 times slower after it: give them long
// warm-ups and slices and few connections (bench/README.md has a command).
// Not a script.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './common.ts';

export const CALLGRIND = process.env.BENCH_CALLGRIND === '1';
/** What a bench's CPU figure per request counts: µs of CPU time, or thousands of instructions under callgrind. */
export const CPU_UNIT = CALLGRIND ? 'k instructions' : 'µs';

/** Where the dumps go (a function: common.ts imports this module before its own `root` exists). */
const dumps = () => join(root, '.cache', 'callgrind');

/** The program a server's Node runs under, and its arguments before Node's: callgrind with BENCH_CALLGRIND=1, else none. */
export function callgrindWrapper(): { command: string; args: string[] } | undefined {
  if (!CALLGRIND) return undefined;
  mkdirSync(dumps(), { recursive: true });
  return {
    command: 'valgrind',
    args: [
      '--tool=callgrind',
      // Instrumentation off until the first reading: a start and a warm-up under valgrind are slow enough without it.
      '--instr-atstart=no',
      // V8 writes the code it runs: valgrind must see those writes to translate it again.
      '--smc-check=all-non-file',
      `--callgrind-out-file=${join(dumps(), 'cg.%p')}`,
      '--quiet',
      // BENCH_CALLGRIND_ARGS: more of callgrind's options, e.g. `--cache-sim=yes --branch-sim=yes` (simulated misses).
      ...(process.env.BENCH_CALLGRIND_ARGS ?? '').split(/\s+/).filter(Boolean),
    ],
  };
}

/** Node and its arguments as a bench spawns a server, under callgrindWrapper() if any. */
export function nodeCommand(args: string[]): { command: string; args: string[] } {
  const wrapper = callgrindWrapper();
  return wrapper ? { command: wrapper.command, args: [...wrapper.args, process.execPath, ...args] } : { command: process.execPath, args };
}

/** The variables valgrind names its control pipes by (the user and HOST, which the service sets to its listening address). */
function pipeNaming(pid: number): Record<string, string> {
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const named: Record<string, string> = {};
  for (const key of ['USER', 'LOGNAME', 'HOST']) {
    const entry = environ.find((e) => e.startsWith(`${key}=`));
    if (entry) named[key] = entry.slice(key.length + 1);
  }
  return named;
}

function control(pid: number, ...args: string[]): string {
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !['USER', 'LOGNAME', 'HOST'].includes(k))),
    ...pipeNaming(pid),
  };
  const run = spawnSync('callgrind_control', [...args, String(pid)], { encoding: 'utf8', timeout: 120_000, env });
  if (run.status !== 0 || !run.stdout.includes('OK'))
    throw new Error(`callgrind_control ${args.join(' ')} ${pid}: ${run.stdout}${run.stderr}`);
  return run.stdout;
}

/** Instructions counted so far per process: the sum of its dumps since instrumentation went on. */
const counted = new Map<number, number>();

/**
 * Thousands of instructions the process ran since its first reading (which turns instrumentation on and reads 0);
 * it throws when the process does not run under callgrind. Each reading dumps the counts and adds them up.
 */
export function kiloInstructions(pid: number): number {
  const before = counted.get(pid);
  const prefix = `cg.${pid}.`;
  if (before === undefined) {
    // Dumps of an earlier process with this pid would read as this one's.
    for (const name of readdirSync(dumps())) if (name.startsWith(prefix)) rmSync(join(dumps(), name), { force: true });
    control(pid, '--instr=on');
    control(pid, '--zero');
    counted.set(pid, 0);
    return 0;
  }
  const said = control(pid, '--dump');
  const written = readdirSync(dumps())
    .filter((name) => name.startsWith(prefix))
    .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)));
  const newest = written.at(-1);
  if (!newest) throw new Error(`callgrind wrote no dump for ${pid} (${readdirSync(dumps()).join(', ')}): ${said}`);
  const totals = /^totals:\s+(\d+)/m.exec(readFileSync(join(dumps(), newest), 'utf8'));
  if (!totals) throw new Error(`callgrind's dump ${newest} has no totals line`);
  // Each dump counts from the one before; all are kept for `npm run bench -- callgrind-top`.
  const now = before + Number(totals[1]);
  counted.set(pid, now);
  return now / 1000;
}
