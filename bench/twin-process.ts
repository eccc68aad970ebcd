// The bare twin (bench/bare.ts) as a child process of a bench, started with
// the service's Node flags: shared by `npm run bench` (run.ts) and its A/B
// of two builds (reads-ab.ts). Not a script.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BareJob } from './bare.ts';
import { nodeCommand } from './callgrind.ts';
import { listeningPort, processCpuMicros, root, serviceNodeFlags, siblingScript } from './common.ts';

/** BENCH_PROFILE=1: each server process writes a V8 CPU profile into bench/results/profiles/ when it stops. */
export const PROFILE_FLAGS =
  process.env.BENCH_PROFILE === '1'
    ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${join(root, 'bench', 'results', 'profiles')}`]
    : [];

/** The server children running: stopped when this process exits, whatever ends it (the hard ceiling included). */
const servers = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of servers) child.kill('SIGTERM');
});

export interface TwinProcess {
  base: string;
  pid: number;
  cpuMicros(): number | null;
  stop(): void;
}

/** The bare twin with the service's Node flags; resolves once it listens. */
export async function startBare(job: BareJob, scratch: string): Promise<TwinProcess> {
  const file = join(scratch, 'bare-job.json');
  writeFileSync(file, JSON.stringify(job));
  const node = nodeCommand([...serviceNodeFlags(), ...PROFILE_FLAGS, ...siblingScript('bare'), file]);
  const child = spawn(node.command, node.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.add(child);
  child.on('exit', () => servers.delete(child));
  const port = await listeningPort(child, 'bare');
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    cpuMicros: () => processCpuMicros(child.pid!),
    stop: () => void child.kill('SIGTERM'),
  };
}
