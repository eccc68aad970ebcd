// Each test file gets its own fresh, migrated database: an in-memory PGlite
// in the state of a snapshot of a migrated one (made once, cached by migration
// contents, src/db/snapshot.ts; the worker's instance is reset to it between
// files, ./embedded.ts), or, when DATABASE_URL is PostgreSQL, a database
// cloned from a migrated template (the worker's is reset to it between
// contexts, ./postgres.ts).
import type pg from 'pg';
import { openDatabase, isPostgresUrl, type Database } from '../../src/db/engine.ts';
import { poolOf } from '../../src/db/prepared.ts';
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
   * the row's lock. Default: no bound, as the service runs. A COMMIT is exempt (commitsWaitUnbounded).
   */
  lockTimeoutMs?: number;
}

/**
 * A transaction that notified (pg_notify) takes, at its COMMIT, PostgreSQL's one notification-queue lock
 * for the whole server and holds it through its commit's flush: on a loaded machine another database's
 * notifying commit (another test file's) holds it past a 20 ms `lock_timeout`, and the COMMIT failed (a
 * 500 in a race whose writers queued as they should). The bound is meant for the waits of statements on
 * rows, so each session's COMMIT goes with `SET LOCAL lock_timeout = 0` just before it.
 */
function commitsWaitUnbounded(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      // Queued on the connection before the COMMIT; if the transaction had failed, the COMMIT rolls back either way.
      if (typeof text === 'string' && /^\s*commit\s*;?\s*$/i.test(text)) {
        (query('SET LOCAL lock_timeout = 0') as Promise<unknown>).catch(() => undefined);
      }
      return query(...args);
    }) as typeof client.query;
  });
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
    const pool = poolOf(database.db);
    if (lockTimeoutMs !== undefined && pool) commitsWaitUnbounded(pool);
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
