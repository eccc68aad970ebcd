// The service as a real process with chosen roles (src/main.ts, `--roles …`),
// for tests and benchmarks of a split deployment: started on the ports it is
// given, its own metrics listener on a free port (METRICS_PORT=0), ready once
// its start banner is complete (the banner prints the metrics URL last).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { refuseDatabaseInIndependentFile } from './engines.ts';

const root = join(import.meta.dirname, '..', '..');

/** Node's arguments to run the service from source through tsx. */
export const SOURCE_ENTRY = ['--import', 'tsx', join(root, 'src', 'main.ts')];

/**
 * Node's arguments to run the service as `npm start` does (scripts/launch.mjs:
 * the compiled bundle) when dist/ is up to date with src/, else from source
 * through tsx. Same code either way; the compiled one starts on about a
 * quarter of the CPU (0.9 against 3.8 s here), which a file starting a few
 * processes pays each time. `npm test` of the whole suite compiles first when
 * dist/ is stale (scripts/test.mjs); a stale dist/ is never built from here
 * (two workers building it at once would race): the source runs instead.
 */
export async function serviceEntry(): Promise<string[]> {
  return (await compiledFresh()) ? [join(root, 'scripts', 'launch.mjs'), 'main'] : SOURCE_ENTRY;
}

/** Whether dist/ is up to date with src/ (scripts/launch.mjs), so a child process may run the compiled modules. */
export async function compiledFresh(): Promise<boolean> {
  const launcher = (await import(pathToFileURL(join(root, 'scripts', 'launch.mjs')).href)) as { fresh(): boolean };
  return launcher.fresh();
}

/**
 * For a service a test starts about something else than a newcomer's first
 * start: scrypt's smallest accepted cost (as test contexts use), so the demo
 * team's six passwords, hashed on every fresh data directory, take
 * milliseconds instead of over a second of CPU (the sandbox's team as
 * many again). What is hashed and how it verifies are the same; the README
 * test starts the service exactly as a newcomer does, without it.
 */
export const TEST_PASSWORD_COST = { PASSWORD_SCRYPT_N: '16384' };

/**
 * Node's flags for a service (or worker) a test starts about something else
 * than how V8 compiles it: the embedded engine's WebAssembly compiled by the
 * baseline compiler only (as the CLI runs it, src/app/cli/main.ts), without the
 * optimizing recompiles a long-running service earns back: a start costs a
 * third less CPU (about 3.8 against 2.5 s here) and a test's few requests
 * never pay it back. Same code, same answers; `npm start` keeps V8's default
 * (the README test starts it so) and so do the benchmarks.
 */
export const TEST_NODE_FLAGS = ['--liftoff-only'];

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  /** The partner API's port (role `api`), when it has one. */
  port: number | null;
  metricsUrl: string;
  /** What the process printed so far (standard output and error; the last 256 KB or more). */
  output(): string;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL unless it has exited, then waits for the exit. */
  kill(): Promise<void>;
}

export interface ServiceOptions {
  name: string;
  roles: string[];
  /** The partner API's port (role `api`). */
  port?: number;
  env: Record<string, string | undefined>;
  /** Node's arguments before `--roles` (default: serviceEntry()). */
  entry?: string[];
  /** Give up waiting for the banner after this long (default 120 s: a loaded machine starts slowly). */
  startTimeoutMs?: number;
  /** Runs Node under another program (a benchmark's instruction counter): its command and the arguments before Node's. */
  wrapper?: { command: string; args: string[] };
}

/** Variables of the parent that must not leak into a service under test. */
const OWN = ['DATABASE_URL', 'REDIS_URL', 'PORT', 'ADMIN_PORT', 'METRICS_PORT', 'ROLES', 'PUBLIC_BASE_URL', 'NODE_TEST_CONTEXT'];

export async function startServiceProcess(options: ServiceOptions): Promise<ServiceProcess> {
  // A service opens a database: not in a file that declared its tests engine-independent.
  refuseDatabaseInIndependentFile();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !OWN.includes(k)));
  const env = {
    ...inherited,
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    ...(options.port !== undefined && { PORT: String(options.port) }),
    ...options.env,
  };
  const node = [...(options.entry ?? (await serviceEntry())), '--roles', options.roles.join(',')];
  const child = spawn(
    options.wrapper?.command ?? process.execPath,
    options.wrapper ? [...options.wrapper.args, process.execPath, ...node] : node,
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The last 256 KB of output (a benchmark's processes may log every request).
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
    if (text.length > 512 * 1024) text = text.slice(-256 * 1024);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const metricsUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${options.name} did not start within ${options.startTimeoutMs ?? 120_000} ms:\n${text}`)),
      options.startTimeoutMs ?? 120_000,
    );
    const check = () => {
      const found = /Metrics\s+(http:\/\/\S+)\/metrics/.exec(text);
      if (found) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${options.name} exited (${code ?? signal}) before it was ready:\n${text}`));
    });
  }).catch(async (error: unknown) => {
    await kill();
    throw error;
  });
  return {
    name: options.name,
    child,
    pid: child.pid!,
    port: options.port ?? null,
    metricsUrl,
    output: () => text,
    exited,
    kill,
  };
}

/** CPU seconds (user + system, all threads) a process has used so far, from /proc; null where /proc is not there. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), which ends at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks / 100;
  } catch {
    return null;
  }
}
