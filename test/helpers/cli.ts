import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { freshDatabase } from './database.ts';

const exec = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A database the CLI (a separate process) can open: a fresh PostgreSQL
 * database when DATABASE_URL is PostgreSQL, else a fresh embedded data directory.
 */
export async function cliDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL)) {
    const fresh = await freshDatabase();
    await fresh.database.close();
    return { url: fresh.url!, close: () => fresh.close().catch(() => {}) };
  }
  return { url: join(mkdtempSync(join(tmpdir(), 'pcapi-cli-')), 'pglite'), close: async () => {} };
}

export async function cli(databaseUrl: string, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['bin/partner-api.js', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
