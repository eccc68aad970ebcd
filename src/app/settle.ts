// After start-up, one full garbage collection once the process is quiet
// (issue 36, idle memory). Start-up (migrations, the demo world, loading and
// compiling every module) grows V8's young generation to its maximum and
// leaves garbage behind; nothing collects it while the service idles, since
// an idle process allocates next to nothing. One collection at a quiet moment
// gives the young generation back (up to 64 MB of RSS: two 32 MB semi-spaces,
// docs/operations.md "Node runtime flags") and the start-up garbage. V8
// shrinks the young generation at a collection only when its allocation
// rate, measured over about the last 5 s, is low: a collection right after
// the first requests (a quiet 2 s check just after them) kept it whole. So
// the process must have been quiet (under QUIET_CPU_MS of CPU in each check)
// for QUIET_CHECKS checks in a row, longer than that window, and when the
// young generation still did not shrink, the next quiet stretch tries again,
// MAX_COLLECTIONS times at most. A service busy from the start (MAX_CHECKS
// checks without a quiet stretch) needs no settling and is never paused for
// it. The young generation grows again under load.
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const CHECK_MS = 2_000;
/** CPU (user+system) over one check below which the process counts as quiet. */
const QUIET_CPU_MS = 50;
/** Quiet checks in a row before collecting: 6 s, past V8's 5 s window of allocation rate. */
export const QUIET_CHECKS = 3;
/** Checks looked through before giving up (a service busy from its first minutes needs no settling). */
export const MAX_CHECKS = 60;
/** Collections tried when the young generation did not shrink. */
export const MAX_COLLECTIONS = 3;
/** A young generation this small is settled already (V8's floor is a few MB): no collection is retried for it. */
const SETTLED_YOUNG_BYTES = 8 * 1024 * 1024;

export interface SettleState {
  checks: number;
  quietInRow: number;
  collections: number;
  done: boolean;
}

export const startSettling = (): SettleState => ({ checks: 0, quietInRow: 0, collections: 0, done: false });

/**
 * One check: `spentMs` of CPU since the last. Calls `collect` (which answers
 * whether the young generation shrank) when the process has been quiet long
 * enough; returns the state after the check (`done`: no more checks).
 */
export function settleCheck(state: SettleState, spentMs: number, collect: () => boolean): SettleState {
  if (state.done) return state;
  const checks = state.checks + 1;
  const quietInRow = spentMs < QUIET_CPU_MS ? state.quietInRow + 1 : 0;
  if (quietInRow >= QUIET_CHECKS) {
    const collections = state.collections + 1;
    const shrunk = collect();
    return { checks, quietInRow: 0, collections, done: shrunk || collections >= MAX_COLLECTIONS || checks >= MAX_CHECKS };
  }
  return { ...state, checks, quietInRow, done: checks >= MAX_CHECKS };
}

/** Runs the collection at the first quiet stretch after start; never keeps the process alive. */
export function settleMemoryWhenQuiet(): void {
  let state = startSettling();
  let last = process.cpuUsage();
  const timer = setInterval(() => {
    const spent = process.cpuUsage(last);
    last = process.cpuUsage();
    state = settleCheck(state, (spent.user + spent.system) / 1000, collectGarbage);
    if (state.done) clearInterval(timer);
  }, CHECK_MS);
  timer.unref();
}

function youngGenerationBytes(): number {
  return getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
}

/** One full collection; true when the young generation is settled (shrank, or small already; or the collector is out of reach: nothing to retry). */
function collectGarbage(): boolean {
  try {
    const before = youngGenerationBytes();
    // The collector's entry point without --expose-gc on the command line: exposed, then taken from a fresh context.
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    const after = youngGenerationBytes();
    return after < before || after <= SETTLED_YOUNG_BYTES;
  } catch {
    // Not available in this runtime: the memory stays as start-up left it.
    return true;
  }
}
