// The embedded database a test file gets is the migrated snapshot's, even
// though the worker reuses one PGlite instance from file to file
// (test/helpers/embedded.ts): whatever a file wrote, set or left open is gone
// for the next, and an instance whose schema a file changed is not reused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { isPostgresUrl, startEmbedded } from '../../src/db/engine.ts';
import { giveBackEmbedded, snapshotOnce, takeEmbedded } from '../helpers/embedded.ts';
import { DDL_COUNTER, ddlMark, SCHEMA_DIGEST, schemaUnchanged } from '../helpers/reset-rows.ts';

// No closing of the kept instances after this file: what it gives back is the snapshot's again (the
// first test proves it), and the worker closes them after its last file (the next file started one anew).

/** Everything a test could see of a database's state, as text: rows of every table, sequences, settings, session objects. */
async function state(lite: PGlite): Promise<Record<string, unknown>> {
  const tables = (
    await lite.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const rows: Record<string, string> = {};
  for (const t of tables)
    rows[t] = (await lite.query<{ r: string }>(`SELECT coalesce(string_agg(x::text, '|' ORDER BY x::text), '') AS r FROM ${t} x`))
      .rows[0]!.r;
  // The public schema's: the helper's own DDL count (pg_pcapi_tests, test/helpers/reset-rows.ts) is no test's.
  const sequences = (
    await lite.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'S' AND n.nspname = 'public' ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const positions: Record<string, string> = {};
  for (const s of sequences) positions[s] = JSON.stringify((await lite.query(`SELECT last_value::text, is_called FROM ${s}`)).rows[0]);
  const session = await lite.query(
    `SELECT current_setting('statement_timeout') AS timeout, current_setting('TimeZone') AS zone,
       (SELECT count(*)::int FROM pg_prepared_statements) AS prepared,
       (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory') AS advisory,
       (SELECT count(*)::int FROM pg_listening_channels()) AS listening,
       (SELECT count(*)::int FROM pg_class WHERE relpersistence = 't') AS temporary,
       (SELECT string_agg(relname || ' ' || relpages || ' ' || reltuples, ',' ORDER BY relname) FROM pg_class c
          JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public') AS planner`,
  );
  return { rows, positions, session: session.rows[0] };
}

// The embedded engine's own behaviour: on the PostgreSQL run (DATABASE_URL) these tests would start the
// same embedded engine again and prove nothing new, so they are declared on the embedded engine's run only,
// as the PostgreSQL-only files are on PostgreSQL's.
if (!isPostgresUrl(process.env.DATABASE_URL ?? '')) {
  test('an instance given back after a file wrote rows, moved sequences and left session state is the snapshot again', async () => {
    // Started as the helper starts one (the same snapshot's bytes, already in memory), never reset.
    const pristine = await startEmbedded('memory://', await snapshotOnce());
    const expected = await state(pristine);
    await pristine.close();

    const lite = await takeEmbedded();
    assert.deepEqual(await state(lite), expected, 'a first instance is the snapshot');
    await lite.exec(`
      INSERT INTO sites (name, url) SELECT 'Site ' || g, 'https://s' || g || '.example.com' FROM generate_series(1, 40) g;
      INSERT INTO partners (name) VALUES ('Left behind');
      DELETE FROM kysely_migration WHERE name = (SELECT min(name) FROM kysely_migration);
      SELECT nextval(c.oid::regclass) FROM pg_class c WHERE c.relkind = 'S';
      SET statement_timeout = 1234;
      SET TimeZone = 'Asia/Tokyo';
      PREPARE left_open AS SELECT 1;
      CREATE TEMP TABLE scratch (x int);
      SELECT pg_advisory_lock(42);
      LISTEN somewhere;
    `);
    await lite.exec('BEGIN; INSERT INTO sites (name, url) VALUES ($$open$$, $$https://open.example.com$$)');
    await giveBackEmbedded(lite);

    const again = await takeEmbedded();
    assert.equal(again, lite, 'the instance was reset and kept');
    assert.deepEqual(await state(again), expected);
    await giveBackEmbedded(again);
  });

  test('an instance whose schema a file changed, or that a file closed, is not reused', async () => {
    const lite = await takeEmbedded();
    await lite.exec('ALTER TABLE sites ADD COLUMN extra int');
    await giveBackEmbedded(lite);
    assert.equal(lite.closed, true);
    const next = await takeEmbedded();
    assert.notEqual(next, lite);
    assert.equal((await next.query(`SELECT 1 FROM pg_attribute WHERE attrelid = 'sites'::regclass AND attname = 'extra'`)).rows.length, 0);
    await next.close();
    await giveBackEmbedded(next);
    const fresh = await takeEmbedded();
    assert.notEqual(fresh, next);
    assert.equal(fresh.closed, false);
    await giveBackEmbedded(fresh);
  });

  // A reset checks the whole schema only when the instance's DDL count or its database settings moved
  // (test/helpers/reset-rows.ts, DDL_COUNTER). Each kind of change must move the mark once a clean check
  // has recorded it, and a change rolled back must leave the schema found unchanged. On one instance of
  // its own (each change made and checked inside a transaction, then rolled back): an instance the
  // helper closes costs a start (about 1.5 s of CPU) per case.
  test('after a clean check, a schema change of any kind, or a database setting, is caught; once rolled back, it is not', async () => {
    const lite = await startEmbedded('memory://', await snapshotOnce());
    try {
      await lite.exec(DDL_COUNTER);
      const queries = { digest: SCHEMA_DIGEST, mark: ddlMark() };
      const baseline = (await lite.query<{ digest: string }>(SCHEMA_DIGEST)).rows[0]!.digest;
      const checked: { mark: string | null } = { mark: null };
      assert.equal(await schemaUnchanged(lite, queries, baseline, checked), true);
      assert.notEqual(checked.mark, null, 'a clean full check records the mark');
      const changes = [
        'ALTER TABLE sites ADD COLUMN extra int',
        'CREATE INDEX extra_index ON sites (url)',
        `CREATE FUNCTION extra_function() RETURNS int LANGUAGE sql AS 'SELECT 1'`,
        'ALTER TABLE partners ALTER COLUMN name DROP NOT NULL',
        'ALTER TABLE sites DROP COLUMN url',
        'CREATE TABLE scratch (x int)',
        `ALTER DATABASE postgres SET work_mem = '8MB'`,
      ];
      for (const change of changes) {
        await lite.exec(`BEGIN; ${change}`);
        assert.equal(await schemaUnchanged(lite, queries, baseline, checked), false, `caught: ${change}`);
        await lite.exec('ROLLBACK');
        assert.equal(await schemaUnchanged(lite, queries, baseline, checked), true, `rolled back: ${change}`);
      }
    } finally {
      await lite.close();
    }
  });
}
