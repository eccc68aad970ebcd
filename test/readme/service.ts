// The service as a newcomer starts it: `npm start`'s own command line (read
// from package.json), run in a temporary working directory so `./data/` is
// fresh, on free ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/**
 * Ports for a service's fixed listeners, free when asked, taken from below the
 * kernel's ephemeral range (32768–60999 by default): a port the system handed
 * out for listen(0) and then released could be taken again, before the
 * service listens, as the local end of any outgoing connection (the
 * service's own database connections among them), and the service then
 * refuses to start (port in use). Each is checked by listening on it.
 */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let tries = 0; ports.length < count; tries++) {
    if (tries > 200) throw new Error(`no ${count} free ports below the ephemeral range after 200 tries`);
    const port = FIXED_PORTS_FROM + Math.floor(Math.random() * (FIXED_PORTS_TO - FIXED_PORTS_FROM));
    if (!ports.includes(port) && (await listens(port))) ports.push(port);
  }
  return ports;
}

const FIXED_PORTS_FROM = 20_000;
const FIXED_PORTS_TO = 32_000;

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `npm start` without npm: its node flags and script, from package.json. */
export function npmStartCommand(): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [node, ...args] = start.split(/\s+/);
  if (node !== 'node') throw new Error(`npm start is no longer "node …": ${start}`);
  return args.map((a) => (a.startsWith('scripts/') ? join(root, a) : a));
}

export interface RunningService {
  child: ChildProcess;
  /** Everything the process printed so far (standard output and error). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the service and resolves once its banner is complete; `nodeFlags` before npm start's own (none: exactly `npm start`). */
export async function startService(
  cwd: string,
  env: NodeJS.ProcessEnv,
  ready: (output: string) => boolean,
  nodeFlags: string[] = [],
): Promise<RunningService> {
  const child = spawn(process.execPath, [...nodeFlags, ...npmStartCommand()], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start within 120 s:\n${text}`)), 120_000);
    const check = () => {
      if (ready(text)) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited (${code}) before it was ready:\n${text}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { child, output: () => text, stop };
}
