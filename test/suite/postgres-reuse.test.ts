// On PostgreSQL the database a test context gets is the migrated template's,
// even though the worker keeps one database from context to context
// (test/helpers/postgres.ts): whatever a context wrote is gone for the next,
// and a database whose URL was handed out or whose schema changed is dropped,
// not reused. On the embedded engine there is nothing to prove here
// (test/suite/embedded-reuse.test.ts proves its own reset).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import type { Database } from '../../src/db/engine.ts';
import { freshDatabase as take, type TestDatabase } from '../helpers/database.ts';

const postgres = /^postgres/i.test(process.env.DATABASE_URL ?? '');

// Closed even when an assertion fails first (close is idempotent): an open one would never be dropped.
const taken: TestDatabase[] = [];
after(() => Promise.all(taken.map((d) => d.close())));
async function freshDatabase(options: { poolSize: number }): Promise<TestDatabase> {
  const d = await take(options);
  taken.push(d);
  return d;
}

/** Rows of every table, sequence positions and planner figures, as text. */
async function state(database: Database): Promise<Record<string, unknown>> {
  const { db } = database;
  const tables = (
    await sql<{ name: string }>`SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY 1`.execute(db)
  ).rows.map((r) => r.name);
  const rows: Record<string, string> = {};
  for (const t of tables)
    rows[t] = (
      await sql<{ r: string }>`SELECT coalesce(string_agg(x::text, '|' ORDER BY x::text), '') AS r FROM ${sql.id(t)} x`.execute(db)
    ).rows[0]!.r;
  const sequences = (
    await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = 'public' ORDER BY 1`.execute(db)
  ).rows.map((r) => r.name);
  const positions: Record<string, unknown> = {};
  for (const s of sequences) positions[s] = (await sql`SELECT last_value::text, is_called FROM ${sql.id(s)}`.execute(db)).rows[0];
  const planner = (
    await sql<{ p: string }>`SELECT string_agg(relname || ' ' || relpages || ' ' || reltuples, ',' ORDER BY relname) AS p FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'`.execute(db)
  ).rows[0]!.p;
  return { rows, positions, planner };
}

const nameOf = async (database: Database) =>
  (await sql<{ name: string }>`SELECT current_database() AS name`.execute(database.db)).rows[0]!.name;

test('PostgreSQL: a kept database given back after a context wrote rows and moved sequences is the template again; a handed-out or changed one is dropped', async (t) => {
  if (!postgres) {
    t.diagnostic('DATABASE_URL is not PostgreSQL: the PostgreSQL reset is not used on this engine');
    return;
  }
  // A new clone nobody wrote to, what every reset must come back to: taken while the worker's kept
  // database (if a file before this one left it) is out, so it is a clone, and held open.
  const earlier = await freshDatabase({ poolSize: 1 });
  const pristine = await freshDatabase({ poolSize: 1 });
  const expected = await state(pristine.database);
  await earlier.close();

  const first = await freshDatabase({ poolSize: 1 });
  const kept = await nameOf(first.database);
  const { db } = first.database;
  await sql`INSERT INTO sites (name, url) SELECT 'Site ' || g, 'https://s' || g || '.example.com' FROM generate_series(1, 50) g`.execute(
    db,
  );
  await sql`DELETE FROM mtls_truststore`.execute(db);
  await sql`SELECT nextval(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'S' AND n.nspname = 'public'`.execute(
    db,
  );
  await sql`ANALYZE sites`.execute(db);
  await first.close();

  const second = await freshDatabase({ poolSize: 1 });
  assert.equal(await nameOf(second.database), kept, 'the database was reset and kept');
  assert.deepEqual(await state(second.database), expected);
  // A schema change cannot be reset: the database is dropped, the next context gets a new clone.
  await sql`ALTER TABLE sites ADD COLUMN extra int`.execute(second.database.db);
  await second.close();

  const third = await freshDatabase({ poolSize: 1 });
  assert.notEqual(await nameOf(third.database), kept, 'a changed schema is not reused');
  assert.deepEqual(await state(third.database), expected);
  const handedOut = await nameOf(third.database);
  assert.ok(third.url, 'a URL for another process');
  await third.close();

  const fourth = await freshDatabase({ poolSize: 1 });
  assert.notEqual(await nameOf(fourth.database), handedOut, 'a database whose URL was read is not reused');
  await fourth.close();
  await pristine.close();
});
