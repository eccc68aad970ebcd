// Rows come back as the driver would build them, though built by a function
// per result shape (src/db/rows.ts): same keys and order, last value of a
// repeated name, arrays for whoever asks for arrays, every result of a
// multi-statement query, promise and callback style alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { poolOf, prepared } from '../../src/db/prepared.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

let testDb: TestDatabase;
before(async () => {
  testDb = await freshDatabase();
});
after(() => testDb.close());

const pool = () => poolOf(testDb.database.db)!;

test('keys, order and parsed values as the driver gives them', async () => {
  const { rows } = await sql<
    Record<string, unknown>
  >`SELECT 1::int AS b, 'x'::text AS a, NULL::text AS c, '2026-01-02T03:04:05.678Z'::timestamptz AS d, ARRAY[1,2]::int[] AS e`.execute(
    testDb.database.db,
  );
  assert.deepEqual(Object.keys(rows[0]!), ['b', 'a', 'c', 'd', 'e']);
  assert.deepEqual(rows[0], { b: 1, a: 'x', c: null, d: new Date('2026-01-02T03:04:05.678Z'), e: [1, 2] });
  assert.equal(Object.getPrototypeOf(rows[0]), Object.prototype);
});

test('a repeated column name keeps the last value, in the first position', async () => {
  const { rows } = await sql<Record<string, unknown>>`SELECT 1 AS a, 2 AS b, 3 AS a`.execute(testDb.database.db);
  assert.deepEqual(Object.entries(rows[0]!), [
    ['a', 3],
    ['b', 2],
  ]);
});

test('any column name is a plain own key: quotes, backslashes, __proto__', async () => {
  const { rows } = await sql<Record<string, unknown>>`SELECT 1 AS "__proto__", 2 AS "it's \\ ""quoted""", 3 AS "constructor"`.execute(
    testDb.database.db,
  );
  const row = rows[0]!;
  assert.equal(Object.getPrototypeOf(row), Object.prototype);
  assert.deepEqual(Object.getOwnPropertyNames(row), ['__proto__', 'it\'s \\ "quoted"', 'constructor']);
  assert.equal(Object.getOwnPropertyDescriptor(row, '__proto__')!.value, 1);
  assert.equal(row.constructor, 3);
});

test('the same shape twice, and many shapes, each gets its own right rows', async () => {
  for (let i = 0; i < 50; i++) {
    const { rows } = await sql<Record<string, number>>`SELECT ${i}::int AS ${sql.id(`c${i % 7}`)}, ${i + 1}::int AS z`.execute(
      testDb.database.db,
    );
    assert.deepEqual(rows[0], { [`c${i % 7}`]: i, z: i + 1 });
  }
});

test('callback style (the pool and prepared statements use it) and empty results', async () => {
  const one = prepared<{ n: number }>('SELECT n FROM generate_series(1, $1::int) AS n');
  assert.deepEqual(await one(testDb.database.db, [3]), [{ n: 1 }, { n: 2 }, { n: 3 }]);
  assert.deepEqual(await one(testDb.database.db, [0]), []);
  const viaCallback = await new Promise<unknown[]>((resolve, reject) =>
    pool().query('SELECT $1::text AS v', ['cb'], (error, result) => (error ? reject(error) : resolve(result.rows))),
  );
  assert.deepEqual(viaCallback, [{ v: 'cb' }]);
});

test('a query that asks for arrays gets arrays; a config object keeps its options', async () => {
  const arrays = await pool().query({ text: 'SELECT 1 AS a, 2 AS b', rowMode: 'array' });
  assert.deepEqual(arrays.rows, [[1, 2]]);
  const config = await pool().query({ text: 'SELECT $1::int AS a', values: [7] });
  assert.deepEqual(config.rows, [{ a: 7 }]);
});

test('every result of a multi-statement query is shaped', async () => {
  const results = (await pool().query('SELECT 1 AS x; SELECT 2 AS y, 3 AS z')) as unknown as Array<{ rows: unknown[] }>;
  assert.deepEqual(
    results.map((r) => r.rows),
    [[{ x: 1 }], [{ y: 2, z: 3 }]],
  );
});

test('errors reach the caller, promise and callback style', async () => {
  await assert.rejects(sql`SELECT nope`.execute(testDb.database.db), /nope/);
  const error = await new Promise<Error | null>((resolve) => pool().query('SELECT nope', (e: Error | null) => resolve(e)));
  assert.match(String(error?.message), /nope/);
});

test("the shaped rows equal the driver's own rows for the same queries: a pg upgrade that changes how it builds rows fails here", async () => {
  // shapeRows swaps each pooled client's `query` and asks pg for arrays (rowMode 'array', result.fields):
  // the same queries through pg's own Client.prototype.query must give the same objects, keys in the same order.
  const client = await pool().connect();
  try {
    const own = (config: { text: string; values?: unknown[] }) =>
      (pg.Client.prototype.query as (c: unknown) => Promise<pg.QueryResult | pg.QueryResult[]>).call(client, config);
    const shaped = (config: { text: string; values?: unknown[] }) =>
      client.query(config) as unknown as Promise<pg.QueryResult | pg.QueryResult[]>;
    const rowsOf = (result: pg.QueryResult | pg.QueryResult[]) =>
      (Array.isArray(result) ? result : [result]).map((r) => r.rows.map((row: Record<string, unknown>) => Object.entries(row)));
    for (const config of [
      { text: "SELECT 1::int AS b, 'x'::text AS a, NULL::text AS c, now() - now() AS d, ARRAY[1,2]::int[] AS e, '{\"k\":1}'::jsonb AS f" },
      { text: 'SELECT 1 AS a, 2 AS b, 3 AS a' },
      { text: 'SELECT n, n * 2 AS "double", $1::text AS "quote\'s" FROM generate_series(1, 3) AS n', values: ['v'] },
      { text: 'SELECT 1 AS x WHERE false' },
      { text: 'SELECT 1 AS x; SELECT 2 AS y, 3 AS z' },
    ]) {
      const theirs = await own({ ...config });
      const ours = await shaped({ ...config });
      assert.deepEqual(rowsOf(ours), rowsOf(theirs), config.text);
      for (const r of Array.isArray(ours) ? ours : [ours])
        for (const row of r.rows) assert.equal(Object.getPrototypeOf(row), Object.prototype, 'plain objects');
    }
  } finally {
    client.release();
  }
});
