// Each test file gets its own fresh, migrated database: an in-memory PGlite
// loaded from a snapshot of a migrated one (made once, cached by migration
// contents), or, when DATABASE_URL is PostgreSQL, a new database cloned from
// a migrated template.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, isPostgresUrl, type Database } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function migrationsDigest(): string {
  const dir = join(root, 'src', 'db', 'migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

async function pgliteSnapshot(): Promise<Blob> {
  const dir = join(root, '.test-cache');
  const file = join(dir, `pglite-${migrationsDigest()}.tar`);
  if (!existsSync(file)) {
    const db = await openDatabase('memory://');
    await migrateToLatest(db.db);
    const dump = await db.pglite!.dumpDataDir('none');
    await db.close();
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file); // atomic: concurrent test files never read half a snapshot
  }
  return new Blob([readFileSync(file)]);
}

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

export async function freshDatabase(options: { statementTimeoutMs?: number } = {}): Promise<TestDatabase> {
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
  const database = await openDatabase('memory://', { loadDataDir: await pgliteSnapshot() });
  return { database, url: null, close: () => database.close() };
}
