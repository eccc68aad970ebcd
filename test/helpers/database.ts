// Each test file gets its own fresh, migrated database: an in-memory PGlite
// in the state of a snapshot of a migrated one (made once, cached by migration
// contents, src/db/snapshot.ts; the worker's instance is reset to it between
// files, ./embedded.ts), or, when DATABASE_URL is PostgreSQL, a new database
// cloned from a migrated template.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, isPostgresUrl, type Database } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrationsDigest } from '../../src/db/snapshot.ts';
import { giveBackEmbedded, takeEmbedded } from './embedded.ts';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function postgresClone(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `pcapi_tpl_${migrationsDigest()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(727001)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const tpl = await openDatabase(withDatabase(baseUrl, template), { poolSize: 1 });
      try {
        await migrateToLatest(tpl.db);
      } finally {
        await tpl.close();
      }
    }
    const name = `pcapi_t_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query('SELECT pg_advisory_unlock(727001)');
    return {
      url: withDatabase(baseUrl, name),
      drop: async () => {
        const c = new pg.Client({ connectionString: baseUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  database: Database;
  /** A URL other processes (the CLI under test) can open, when the engine allows it. */
  url: string | null;
  close(): Promise<void>;
}

export async function freshDatabase(options: { statementTimeoutMs?: number; poolSize?: number } = {}): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (base && isPostgresUrl(base)) {
    const clone = await postgresClone(base);
    const database = await openDatabase(clone.url, { poolSize: 4, ...options });
    return {
      database,
      url: clone.url,
      close: async () => {
        await database.close();
        await clone.drop();
      },
    };
  }
  const lite = await takeEmbedded();
  const database = await openDatabase('memory://', { pglite: lite });
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
