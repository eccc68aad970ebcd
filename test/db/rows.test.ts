// Rows come back as the driver would build them, though built by a function
// per result shape (src/db/driver/rows.ts, src/db/driver/shaped-query.ts): same keys and
// order, values parsed alike for every type, last value of a repeated name,
// the same command tag and row count, arrays for whoever asks for arrays,
// every result of a multi-statement query, promise and callback style alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { poolOf, prepared } from '../../src/db/prepared.ts';
import { NamedStatement } from '../../src/db/driver/rows.ts';
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

/** One value of each type the schema uses and then some, with NULLs of each, as text a statement selects. */
const EVERY_TYPE = `SELECT 1::int2 AS i2, 2::int4 AS i4, 9007199254740993::int8 AS i8, 12.50::numeric(12,2) AS num,
  1.5::float4 AS f4, 2.25::float8 AS f8, true AS yes, false AS no, 'é "x"'::text AS t, 'v'::varchar AS vc, 'c'::char(3) AS ch,
  '{"a":[1,{"b":null}]}'::json AS j, '{"k":"v"}'::jsonb AS jb, '2026-01-02T03:04:05.678+02'::timestamptz AS tz,
  '2026-01-02 03:04:05'::timestamp AS ts, '2026-01-02'::date AS d, '1 day 02:03:04'::interval AS iv,
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid AS id, '\xdeadbeef'::bytea AS b, ARRAY[1,NULL,3]::int[] AS ai,
  ARRAY['x','y,z']::text[] AS at, ARRAY['2026-01-02T00:00:00Z']::timestamptz[] AS atz, '127.0.0.1'::inet AS ip,
  NULL::int4 AS n_i4, NULL::jsonb AS n_jb, NULL::timestamptz AS n_tz, NULL::text[] AS n_at, $1::text AS param`;

test("every type, with and without values, by name and not: the same rows, command and count as the driver's own", async () => {
  const client = await pool().connect();
  try {
    // pg's own Client.prototype.query is what shapeRows wraps: the same statements through it are the reference.
    const own = (text: string, values?: unknown[]) =>
      (pg.Client.prototype.query as (t: string, v?: unknown[]) => Promise<pg.QueryResult>).call(client, text, values);
    const viaWrapper = (text: string, values?: unknown[]) => client.query(text, values) as unknown as Promise<pg.QueryResult>;
    const named = (text: string, values: unknown[]) =>
      client.query(
        new NamedStatement(`rows_test_${values.length}_${text.length}`, text, values) as never,
      ) as unknown as Promise<pg.QueryResult>;
    await own('CREATE TEMP TABLE shaped (id int PRIMARY KEY, note text)');
    const cases: [string, unknown[]][] = [
      [EVERY_TYPE, ['p']],
      ['SELECT n, n * 2 AS "double", $1::text AS "quote\'s" FROM generate_series(1, 3) AS n', ['v']],
      ['SELECT $1::int AS a, 2 AS b, 3 AS a', [1]],
      ['SELECT 1 AS x WHERE $1::bool', [false]],
      ['INSERT INTO shaped SELECT n, $1 FROM generate_series(11, 13) AS n', ['a']],
      ['INSERT INTO shaped VALUES (10, $1) RETURNING *', ['b']],
      ['UPDATE shaped SET note = $1 WHERE id < 3', ['c']],
      ['UPDATE shaped SET note = $1 WHERE id < 0 RETURNING id', ['d']],
      ['DELETE FROM shaped WHERE id >= $1 RETURNING note, id', [2]],
    ];
    const summary = (r: pg.QueryResult) => ({
      command: r.command,
      rowCount: r.rowCount,
      rows: r.rows.map((row: Record<string, unknown>) => Object.entries(row)),
      fields: r.fields.map((f) => [f.name, f.dataTypeID]),
    });
    for (const [text, values] of cases) {
      // Writes are run once by each path on a table reset to the same rows, so each sees the same data.
      const ways = [viaWrapper, own, ...(testDb.database.kind === 'postgres' ? [named] : [])];
      const results: pg.QueryResult[] = [];
      for (const way of ways) {
        await own('DELETE FROM shaped');
        await own("INSERT INTO shaped VALUES (1, 'x'), (2, 'y')");
        results.push(await way(text, values));
      }
      for (const result of results.slice(1)) assert.deepEqual(summary(results[0]!), summary(result), text);
      for (const row of results[0]!.rows) assert.equal(Object.getPrototypeOf(row), Object.prototype, 'plain objects');
    }
    const typed = (await viaWrapper(EVERY_TYPE, ['p'])).rows[0] as Record<string, unknown>;
    assert.equal(typed.i8, '9007199254740993', 'int8 stays a string, as pg gives it');
    assert.ok(typed.tz instanceof Date && typed.b instanceof Buffer, 'dates and bytes parsed');
    assert.deepEqual(typed.ai, [1, null, 3]);
  } finally {
    client.release();
  }
});

test('a statement that fails after some rows: the caller gets the error, not the rows before it, and the connection keeps working', async () => {
  const failing = 'SELECT 10 / (3 - n) AS q FROM generate_series(1, 5) AS n WHERE n > $1';
  await assert.rejects(pool().query(failing, [0]), /division by zero/);
  await assert.rejects(
    sql`SELECT 10 / (3 - n) AS q FROM generate_series(1, 5) AS n WHERE n > ${0}`.execute(testDb.database.db),
    /division by zero/,
  );
  const error = await new Promise<Error | null>((resolve) => pool().query(failing, [0], (e: Error | null) => resolve(e)));
  assert.match(String(error?.message), /division by zero/);
  assert.deepEqual((await pool().query('SELECT $1::int AS ok', [1])).rows, [{ ok: 1 }]);
});

test('the same text giving another shape (a column added under a star) gets rows of its new shape', async () => {
  await pool().query('CREATE TABLE IF NOT EXISTS shape_change (id int)');
  await pool().query('INSERT INTO shape_change VALUES ($1)', [1]);
  const text = 'SELECT * FROM shape_change WHERE id = $1';
  assert.deepEqual((await pool().query(text, [1])).rows, [{ id: 1 }]);
  await pool().query('ALTER TABLE shape_change ADD COLUMN note text DEFAULT $$n$$');
  assert.deepEqual((await pool().query(text, [1])).rows, [{ id: 1, note: 'n' }]);
  await pool().query('DROP TABLE shape_change');
});

test('more statement texts than the shape caches hold: each still gets its own right rows', async () => {
  // 2,000 texts are kept (src/db/driver/shaped-query.ts); the ones after share makers by their columns.
  for (let i = 0; i < 2_100; i++) {
    const { rows } = await pool().query(`SELECT $1::int AS "c${i % 7}", ${i} AS k, $2::text AS t`, [i, `v${i}`]);
    assert.deepEqual(rows, [{ [`c${i % 7}`]: i, k: i, t: `v${i}` }]);
  }
});
