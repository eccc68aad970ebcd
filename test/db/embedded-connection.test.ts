// The driver's connection to the database (src/db/embedded/connection.ts on
// the embedded engine, a socket on PostgreSQL): a statement that fails never
// takes the next one down with it, whether it failed parsing, binding or
// running, through the pool or inside a transaction, and a connection the
// pool ended mid-transaction leaves no transaction behind for the next.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { poolOf, prepared } from '../../src/db/prepared.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

let testDb: TestDatabase;
before(async () => {
  testDb = await freshDatabase();
});
after(() => testDb.close());

const DIVIDE = prepared<{ x: number }>('SELECT 12 / $1::int AS x');

test('a statement that fails through the pool is followed by statements that succeed', async () => {
  const db = testDb.database.db;
  for (let round = 0; round < 3; round++) {
    await assert.rejects(DIVIDE(db, [0]), (error: { code?: string }) => error.code === '22012');
    assert.deepEqual(await DIVIDE(db, [4]), [{ x: 3 }]);
    assert.deepEqual(await DIVIDE(db, [6]), [{ x: 2 }]);
  }
});

test('a statement that fails to parse, or to bind its value, is followed by statements that succeed', async () => {
  const db = testDb.database.db;
  const pool = poolOf(db)!;
  await assert.rejects(pool.query('SELEC 1'), (error: { code?: string }) => error.code === '42601');
  await assert.rejects(pool.query('SELECT $1::int AS x', ['not a number']), (error: { code?: string }) => error.code === '22P02');
  assert.deepEqual((await pool.query('SELECT $1::int AS x', [7])).rows, [{ x: 7 }]);
  assert.deepEqual((await sql<{ y: number }>`SELECT ${8}::int AS y`.execute(db)).rows, [{ y: 8 }]);
});

test('a client the pool ends inside a transaction leaves no transaction open for the next statement', async () => {
  const pool = poolOf(testDb.database.db)!;
  const client = await pool.connect();
  await client.query('BEGIN');
  await client.query('CREATE TEMPORARY TABLE left_open (id int)');
  // Released with an error, the pool ends the client (as it does after a failed pool.query).
  client.release(new Error('dropped'));
  const { rows } = await pool.query<{ open: boolean }>(`SELECT pg_current_xact_id_if_assigned() IS NOT NULL AS open`);
  assert.deepEqual(rows, [{ open: false }]);
  // What the abandoned transaction created went with it.
  const left = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_class WHERE relname = 'left_open'`);
  assert.deepEqual(left.rows, [{ n: 0 }]);
});

test('a failed statement inside a transaction fails only that transaction', async () => {
  const db = testDb.database.db;
  await assert.rejects(
    db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      await sql`SELECT 1 / ${0}::int`.execute(trx);
    }),
    (error: { code?: string }) => error.code === '22012',
  );
  assert.deepEqual(await DIVIDE(db, [3]), [{ x: 4 }]);
});

test('the embedded engine parses a statement text once per connection, and a kept statement follows the schema', async () => {
  const db = testDb.database.db;
  const pool = poolOf(db)!;
  await pool.query('CREATE TABLE kept_probe (id int PRIMARY KEY, name text)');
  await pool.query(`INSERT INTO kept_probe VALUES (1, 'one'), (2, 'two')`);
  const READ = 'SELECT * FROM kept_probe WHERE id = $1';
  for (const id of [1, 2, 1]) assert.equal((await pool.query(READ, [id])).rows[0].id, id);
  // Kept under a name of the connection's own on PGlite; PostgreSQL runs the driver's unnamed statements as sent.
  const kept = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [READ]);
  assert.deepEqual(kept.rows, [{ n: testDb.database.kind === 'pglite' ? 1 : 0 }]);

  // A column added changes the kept statement's result type: the next run reads the new column.
  await pool.query(`ALTER TABLE kept_probe ADD COLUMN extra text DEFAULT 'x'`);
  assert.deepEqual((await pool.query(READ, [2])).rows, [{ id: 2, name: 'two', extra: 'x' }]);
  // Dropped with every named statement of the session: parsed again.
  await pool.query('DEALLOCATE ALL');
  assert.deepEqual((await pool.query(READ, [1])).rows, [{ id: 1, name: 'one', extra: 'x' }]);
  await sql`DISCARD ALL`.execute(db);
  assert.deepEqual((await pool.query(READ, [1])).rows, [{ id: 1, name: 'one', extra: 'x' }]);
  await pool.query('DROP TABLE kept_probe');
});
