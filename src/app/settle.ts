// After start-up, one full garbage collection once the process is quiet
// (issue 36, idle memory). Start-up (migrations, the demo world, loading and
// compiling every module) grows V8's young generation to its maximum and
// leaves garbage behind; nothing collects it while the service idles, since
// an idle process allocates next to nothing. One collection at a quiet moment
// (under QUIET_CPU_MS of CPU over a check interval, so a service already
// under load is not paused) gives the young generation back (about
// 30 MB of RSS; V8 shrinks it when the allocation rate is low) and the
// start-up garbage. The young generation grows again under load
// (docs/operations.md "Node runtime flags").
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const CHECK_MS = 2_000;
/** CPU (user+system) over one check below which the process counts as quiet. */
const QUIET_CPU_MS = 50;
/** Quiet checks looked for before giving up (a service busy from its first minute needs no settling). */
const MAX_CHECKS = 30;

/** Runs the one collection at the first quiet check after start; never keeps the process alive. */
export function settleMemoryWhenQuiet(): void {
  let checks = 0;
  let last = process.cpuUsage();
  const timer = setInterval(() => {
    const spent = process.cpuUsage(last);
    last = process.cpuUsage();
    const quiet = (spent.user + spent.system) / 1000 < QUIET_CPU_MS;
    if (!quiet && ++checks < MAX_CHECKS) return;
    clearInterval(timer);
    if (quiet) collectGarbage();
  }, CHECK_MS);
  timer.unref();
}

function collectGarbage(): void {
  try {
    // The collector's entry point without --expose-gc on the command line: exposed, then taken from a fresh context.
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
  } catch {
    // Not available in this runtime: the memory stays as start-up left it.
  }
}
