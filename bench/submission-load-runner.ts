// Runs bench/submissions-load.ts as a child process (so autocannon never
// shares an event loop with what it measures) and returns its result: the
// submission load of `bench -- submissions` and `bench -- traces`.
import { spawn } from 'node:child_process';
import type { Result } from 'autocannon';
import { siblingScript } from './common.ts';
import type { SubmissionLoadJob } from './submissions-load.ts';

export function runSubmissionLoad(job: SubmissionLoadJob): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...siblingScript('submissions-load'), JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), (job.duration + 60) * 1000);
    child.on('close', (code) => {
      clearTimeout(killer);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out) as Result);
    });
  });
}
