// Opens the one database the service runs on: PostgreSQL through `pg`, or the
// embedded PGlite through its node-postgres adapter. Both go through the same
// `pg` driver and Kysely dialect, so queries and result types are identical.
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { DB } from './schema.ts';

export type EngineKind = 'postgres' | 'pglite';

export interface Database {
  kind: EngineKind;
  /** The URL it was opened with (a dedicated LISTEN connection opens it again). */
  url: string;
  db: Kysely<DB>;
  /** The PGlite instance, when embedded (tests snapshot it). */
  pglite: PGlite | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A migrated data directory snapshot to start an in-memory PGlite from (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // Fail fast when the database is unreachable: the request answers 503
      // instead of hanging, and the pool reconnects on its own when it returns.
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
    });
    // A client losing its connection must not crash the process: an idle one
    // is dropped by the pool, a busy one fails its query (answered as 503).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { kind: 'postgres', url, db, pglite: null, close: () => db.destroy() };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  let lite: PGlite;
  if (/^memory:\/\//i.test(url)) {
    lite = await PGlite.create({ loadDataDir: options.loadDataDir });
  } else {
    mkdirSync(url, { recursive: true });
    lite = await PGlite.create({ dataDir: url });
  }
  const pool = new pg.Pool(createPgConfig(lite) as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'pglite',
    url,
    db,
    pglite: lite,
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}
