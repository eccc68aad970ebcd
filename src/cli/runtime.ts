// What every CLI command shares: opening the platform on DATABASE_URL,
// printing (human or --json), and turning failures into an exit code.
import { userInfo } from 'node:os';
import { InvalidArgumentError } from 'commander';
import { loadConfig } from '../config.ts';
import { embeddedOwner } from '../db/embedded-lock.ts';
import { isPostgresUrl, openDatabase } from '../db/engine.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { isApiError } from '../http/errors.ts';
import { createPlatform, type Platform } from '../platform.ts';

export interface GlobalOptions {
  json?: boolean;
}

export class CliError extends Error {}

export function actor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

/** Opens the platform, runs `work`, prints its result, closes; exit code 1 on failure. */
export async function run<T>(options: GlobalOptions, work: (platform: Platform) => Promise<T>, human: (result: T) => string): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const url = config.databaseUrl;
  if (!isPostgresUrl(url) && !url.startsWith('memory://')) {
    const owner = embeddedOwner(url);
    if (owner) {
      fail(options, new CliError(`The embedded database ${url} is in use by the running server (pid ${owner.pid}). Stop it, or use the admin API at ${owner.adminUrl}/admin/.`));
      return;
    }
  }
  const database = await openDatabase(url, { poolSize: 2, statementTimeoutMs: config.databaseStatementTimeoutMs });
  try {
    await migrateToLatest(database.db);
    const platform = await createPlatform(config, database);
    const result = await work(platform);
    process.stdout.write(options.json ? `${JSON.stringify(result, null, 2)}\n` : `${human(result)}\n`);
  } catch (error) {
    fail(options, error);
  } finally {
    await database.close();
  }
}

function fail(options: GlobalOptions, error: unknown): void {
  process.exitCode = 1;
  if (isApiError(error)) {
    const body = { status: error.status, code: error.code, detail: error.detail };
    process.stderr.write(options.json ? `${JSON.stringify(body)}\n` : `error (${error.code}): ${error.detail}\n`);
  } else if (error instanceof CliError) {
    process.stderr.write(options.json ? `${JSON.stringify({ code: 'cli_error', detail: error.message })}\n` : `error: ${error.message}\n`);
  } else {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

/** Parses a positive integer option, or fails with a usage error. */
export function positiveInt(name: string) {
  return (value: string): number => {
    if (!/^[1-9][0-9]{0,8}$/.test(value)) throw new InvalidArgumentError(`${name} must be a positive integer.`);
    return Number(value);
  };
}

export function list(value: string): string[] {
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

export function table(rows: Array<Record<string, unknown>>, columns: string[]): string {
  if (rows.length === 0) return '(none)';
  const cells = rows.map((r) => columns.map((c) => (Array.isArray(r[c]) ? (r[c] as unknown[]).join(',') : String(r[c] ?? ''))));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i]!.length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(columns), ...cells.map(line)].join('\n');
}
