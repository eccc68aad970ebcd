// Runs the back-office CLI in process against a test context's platform,
// capturing its output: the same program as the binary, without a process
// and a database start per command. `binary` runs the real executable for
// the few smoke tests that need a process of its own.
import { execFile } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { runCli } from '../../src/cli/program.ts';
import type { Platform } from '../../src/app/platform.ts';
import { cliServices } from '../../src/app/cli/services.ts';
import { serviceVersion } from '../../src/app/wiring/logging.ts';

const exec = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A `cli(...args)` bound to `platform` (the test context's: its database, clock and config). */
export function inProcessCli(platform: Platform): (...args: string[]) => Promise<CliResult> {
  return async (...args) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      open: async () => ({ services: cliServices(platform), close: async () => {} }),
      out: (text) => void (stdout += text),
      err: (text) => void (stderr += text),
      failed: () => {},
      version: serviceVersion(),
    });
    return { code, stdout, stderr };
  };
}

/** What the CLI does beside a running service: POST /admin/cli on `admin` with `token`; the command's exit code and output. */
export async function throughService(
  admin: FastifyInstance,
  token: string,
  ...args: string[]
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const res = await admin.inject({ method: 'POST', url: '/admin/cli', headers: { authorization: `Bearer ${token}` }, payload: { args } });
  if (res.statusCode !== 200) throw new Error(`POST /admin/cli answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Runs bin/partner-api.js in its own process with `env` added. */
export function binary(env: Record<string, string>, ...args: string[]): Promise<CliResult> {
  return binaryIn(process.cwd(), { ...process.env, ...env }, ...args);
}

/** Runs bin/partner-api.js from the folder `cwd` with exactly `env`. */
export async function binaryIn(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [join(import.meta.dirname, '..', '..', 'bin', 'partner-api.js'), ...args], {
      cwd,
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
