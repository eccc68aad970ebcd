// Opens the one database the service runs on: PostgreSQL through `pg`, or the
// embedded PGlite through a connection of our own (./embedded/connection.ts). Both go through the same
// `pg` driver and Kysely dialect, so queries and result types are identical.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { DB } from './tables/index.ts';
import { isPostgresUrl } from './url.ts';
import { registerPool } from './prepared.ts';
import { boundRowQueue } from './row-queue.ts';
import { shapeRows } from './driver/rows.ts';
import { embeddedPoolConfig } from './embedded/connection.ts';

export type EngineKind = 'postgres' | 'pglite';

export interface Database {
  kind: EngineKind;
  /** The URL it was opened with (a dedicated LISTEN connection opens it again). */
  url: string;
  db: Kysely<DB>;
  /** The PGlite instance, when embedded (tests snapshot it). */
  pglite: PGlite | null;
  /** Counts kept for the metrics: statements that failed on the statement (or network read) timeout. */
  stats: DatabaseStats;
  close(): Promise<void>;
}

export interface DatabaseStats {
  statementTimeouts: number;
}

/** The statement timeout fired on the server (57014 query_canceled), or the client stopped waiting for an answer. */
function countTimeouts(stats: DatabaseStats): (error: unknown) => void {
  return (error) => {
    const e = error as { code?: string; message?: string } | null;
    if (e?.code === '57014' || e?.message === 'Query read timeout') stats.statementTimeouts += 1;
  };
}

export interface OpenOptions {
  /**
   * In memory (`memory://`): the data directory snapshot to start from. By default the cached migrated
   * snapshot when there is one (src/db/snapshot.ts), as a new data directory does; `null`: an empty
   * cluster (initdb), for what must see the database before the migrations (their own tests, the
   * snapshot's maker).
   */
  loadDataDir?: Blob | null;
  poolSize?: number;
  /**
   * PostgreSQL: the hot statements are named, prepared once per connection
   * (src/db/prepared.ts). Default true; false behind a pooler that cannot
   * keep named statements (PgBouncer in transaction mode before 1.21, or
   * without max_prepared_statements): DATABASE_NAMED_STATEMENTS=false.
   */
  namedStatements?: boolean;
  /** PostgreSQL: a statement, or a query waiting on the network, fails after this (default 5 s); both engines: a writer's wait for its row's turn (row-queue.ts). */
  statementTimeoutMs?: number;
  /**
   * Embedded: an open PGlite instance to run on instead of starting one
   * (the tests reset and reuse one per worker); close() then leaves it open.
   */
  pglite?: PGlite;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/**
 * A query the client gave up on (query_timeout: the server did not answer,
 * e.g. a network partition) leaves its connection waiting for a reply that
 * may never come. End that client: with a query in flight pg destroys its
 * socket, and it is marked ending at once, so the pool drops it when it is
 * released (Kysely releases it without an error, before the socket's close
 * is seen) instead of handing it to the next request, which would fail
 * "Connection terminated unexpectedly".
 */
function dropOnReadTimeout(client: pg.PoolClient, count: (error: unknown) => void): (error: unknown) => void {
  return (error) => {
    count(error);
    if ((error as Error)?.message === 'Query read timeout') void client.end().catch(() => {});
  };
}

export { isPostgresUrl };

export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const stats: DatabaseStats = { statementTimeouts: 0 };
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // Fail fast when the database is unreachable: the request answers 503
      // instead of hanging, and the pool reconnects on its own when it returns.
      // pg-pool applies this both to opening a connection and to waiting for
      // a free one, so every wait on the database is bounded by the one timeout.
      connectionTimeoutMillis: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
      // Bounded statements: the server cancels a slow one; the client stops
      // waiting on one the network swallowed. Either way the request answers 503.
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      query_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    // A client losing its connection must not crash the process: an idle one
    // is dropped by the pool, a busy one fails its query (answered as 503).
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      shapeRows(client, dropOnReadTimeout(client, countTimeouts(stats)));
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    registerPool(db, pool, { named: options.namedStatements ?? true });
    // A writer waits for its row's turn no longer than for a pooled connection.
    boundRowQueue(db, options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS);
    // Closing twice (a shutdown racing a failure, a test that closed it early) waits for the one close.
    let closed: Promise<void> | null = null;
    return { kind: 'postgres', url, db, pglite: null, stats, close: () => (closed ??= db.destroy()) };
  }

  const lite = options.pglite ?? (await startEmbedded(url, options.loadDataDir));
  const pool = new pg.Pool(embeddedPoolConfig(lite));
  pool.on('connect', (client) => shapeRows(client, countTimeouts(stats)));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  registerPool(db, pool);
  boundRowQueue(db, options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS);
  let closed: Promise<void> | null = null;
  return {
    kind: 'pglite',
    url,
    db,
    pglite: lite,
    stats,
    close: () =>
      (closed ??= (async () => {
        await db.destroy();
        if (!options.pglite) await lite.close();
      })()),
  };
}

/**
 * Starts PGlite on a data directory, or in memory (`memory://`): from the snapshot given, else from the
 * cached migrated one when there is one (no initdb, no migrations to apply: about 1.5 s of CPU less for
 * an in-memory sandbox), `null` from initdb.
 */
export async function startEmbedded(url: string, loadDataDir?: Blob | null): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // PostgreSQL's default 128 MB of shared buffers lives in the WASM heap and
  // stays resident once touched; 16 MB holds the embedded database's working
  // set and saves about 110 MB of RSS.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  if (/^memory:\/\//i.test(url)) {
    const snapshot = loadDataDir === undefined ? (await import('./snapshot.ts')).readSnapshot() : (loadDataDir ?? undefined);
    return PGlite.create({ loadDataDir: snapshot, startParams });
  }
  mkdirSync(url, { recursive: true });
  // A new data directory starts from the migrated snapshot when one is cached (no initdb).
  if (!existsSync(join(url, 'PG_VERSION'))) (await import('./snapshot.ts')).unpackSnapshot(url);
  return PGlite.create({ dataDir: url, startParams });
}
