// Each test file gets its own fresh, migrated database: an in-memory PGlite
// in the state of a snapshot of a migrated one (made once, cached by migration
// contents, src/db/snapshot.ts; the worker's instance is reset to it between
// files, ./embedded.ts), or, when DATABASE_URL is PostgreSQL, a database
// cloned from a migrated template (the worker's is reset to it between
// contexts, ./postgres.ts).
import { openDatabase, isPostgresUrl, type Database } from '../../src/db/engine.ts';
import { giveBackEmbedded, takeEmbedded } from './embedded.ts';
import { takePostgres } from './postgres.ts';
import { refuseDatabaseInIndependentFile } from './engines.ts';

export interface TestDatabase {
  database: Database;
  /**
   * A URL other processes (the CLI under test) can open, when the engine allows it.
   * Reading it (PostgreSQL) has the database dropped at close rather than reset and kept:
   * whatever it was given to may still hold it.
   */
  readonly url: string | null;
  close(): Promise<void>;
}

export interface FreshDatabaseOptions {
  statementTimeoutMs?: number;
  poolSize?: number;
  /**
   * PostgreSQL: the pool's sessions give up a wait on a lock after this (`lock_timeout`), so the
   * statement fails instead of waiting. The racing harnesses set it: their writers of one row
   * must queue in the process (src/db/row-queue.ts), never on a pooled connection blocked on
   * the row's lock. Default: no bound, as the service runs.
   */
  lockTimeoutMs?: number;
}

/** `url` with `lock_timeout` set for every session opened with it (the startup packet's `options`, after any it had). */
function withLockTimeout(url: string, ms: number | undefined): string {
  if (ms === undefined) return url;
  const u = new URL(url);
  const given = u.searchParams.get('options');
  u.searchParams.set('options', `${given ? `${given} ` : ''}-c lock_timeout=${ms}`);
  return u.toString();
}

export async function freshDatabase(options: FreshDatabaseOptions = {}): Promise<TestDatabase> {
  refuseDatabaseInIndependentFile();
  const base = process.env.DATABASE_URL;
  if (base && isPostgresUrl(base)) {
    const clone = await takePostgres(base);
    const { lockTimeoutMs, ...open } = options;
    const database = await openDatabase(withLockTimeout(clone.url, lockTimeoutMs), { poolSize: 4, ...open });
    let shared = false;
    let closed: Promise<void> | null = null;
    return {
      database,
      get url() {
        shared = true;
        return clone.url;
      },
      close: () =>
        (closed ??= (async () => {
          await database.close();
          await clone.giveBack(shared);
        })()),
    };
  }
  const lite = await takeEmbedded();
  // The statement timeout bounds a writer's wait in the row queue on this engine too.
  const database = await openDatabase('memory://', {
    pglite: lite,
    ...(options.statementTimeoutMs !== undefined && { statementTimeoutMs: options.statementTimeoutMs }),
  });
  let closed: Promise<void> | null = null;
  return {
    database,
    url: null,
    close: () =>
      (closed ??= (async () => {
        await database.close();
        await giveBackEmbedded(lite);
      })()),
  };
}
