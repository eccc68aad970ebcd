// Named statements (src/db/prepared.ts): prepared once per pooled connection,
// the same rows as unnamed, and a statement whose result type changed under
// it (a migration added a column while the process runs) answers with the new
// columns instead of failing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { prepared, runRaw } from '../../src/db/prepared.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

let testDb: TestDatabase;
before(async () => {
  testDb = await freshDatabase();
  await sql`CREATE TABLE prepared_probe (id int PRIMARY KEY, name text)`.execute(testDb.database.db);
  await sql`INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two')`.execute(testDb.database.db);
});
after(() => testDb.close());

const PROBE = prepared<Record<string, unknown>>('SELECT * FROM prepared_probe WHERE id = $1', { named: true });
const UNNAMED = prepared<Record<string, unknown>>('SELECT * FROM prepared_probe WHERE id = $1');

test('a named statement answers as the unnamed one, run after run', async () => {
  for (let i = 0; i < 8; i++) {
    const id = 1 + (i % 2);
    assert.deepEqual(await PROBE(testDb.database.db, [id]), await UNNAMED(testDb.database.db, [id]));
  }
  const raw = await runRaw(testDb.database.db, sql<{ name: string }>`SELECT name FROM prepared_probe WHERE id = ${2}`, { named: true });
  assert.deepEqual(raw, [{ name: 'two' }]);
});

test('a column added under a named statement: the next run prepares it again and reads the new column', async () => {
  // Every pooled connection has the statement prepared with the old columns.
  await Promise.all(Array.from({ length: 12 }, () => PROBE(testDb.database.db, [1])));
  await sql`ALTER TABLE prepared_probe ADD COLUMN extra text DEFAULT 'x'`.execute(testDb.database.db);
  for (let i = 0; i < 12; i++) assert.deepEqual(await PROBE(testDb.database.db, [1]), [{ id: 1, name: 'one', extra: 'x' }]);
});

test('inside a transaction a named statement runs on the transaction (unnamed, through Kysely)', async () => {
  await testDb.database.db.transaction().execute(async (trx) => {
    await sql`UPDATE prepared_probe SET name = 'uno' WHERE id = 1`.execute(trx);
    assert.equal((await PROBE(trx, [1]))[0]!.name, 'uno');
    await sql`UPDATE prepared_probe SET name = 'one' WHERE id = 1`.execute(trx);
  });
});
