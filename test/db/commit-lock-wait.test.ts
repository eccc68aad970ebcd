// The racing harnesses bound every pooled session's wait on a lock (lock_timeout, ./admin-race.ts) to
// catch writers of one row that wait on its lock instead of queueing in the process. That bound is for
// statements on rows: a COMMIT of a transaction that notified waits for PostgreSQL's one
// notification-queue lock of the whole server, which other notifying commits (other test files', on a
// loaded machine) hold past it; such a COMMIT must not fail (test/helpers/database.ts, commitsWaitUnbounded).
// PostgreSQL only: the embedded engine has one session and no lock waits.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../../src/db/url.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

if (isPostgresUrl(process.env.DATABASE_URL ?? '')) {
  let fresh: TestDatabase;
  before(async () => {
    fresh = await freshDatabase({ lockTimeoutMs: 1, poolSize: 10 });
  });
  after(() => fresh.close());

  test("with a 1 ms lock timeout, 1,000 notifying transactions from 10 sessions all commit, beside 10 other sessions' notifying commits", async () => {
    const db = fresh.database.db;
    const failures: string[] = [];
    // Other sessions (with no lock timeout) notifying at the same time, as other test files' do.
    const others = Array.from({ length: 10 }, () => new pg.Client({ connectionString: fresh.url! }));
    await Promise.all(others.map((client) => client.connect()));
    let done = false;
    const competing = others.map(async (client) => {
      while (!done) await client.query("BEGIN; SELECT pg_notify('commit_lock_wait', 'other'); COMMIT");
    });
    await Promise.all(
      Array.from({ length: 10 }, async (_, session) => {
        for (let i = 0; i < 100; i++) {
          await db
            .transaction()
            .execute((trx) => sql`SELECT pg_notify('commit_lock_wait', ${`${session}:${i}`})`.execute(trx))
            .catch((error: Error) => failures.push(error.message));
        }
      }),
    ).finally(() => {
      done = true;
    });
    await Promise.all(competing);
    await Promise.all(others.map((client) => client.end()));
    assert.deepEqual(failures, []);
  });

  test('a statement waiting on a row held by another session still gives up at the bound', async () => {
    const { rows } = await sql<{ setting: string }>`SELECT current_setting('lock_timeout') AS setting`.execute(fresh.database.db);
    assert.equal(rows[0]?.setting, '1ms');
    await sql`CREATE TABLE commit_lock_wait_row (id int PRIMARY KEY, n int)`.execute(fresh.database.db);
    await sql`INSERT INTO commit_lock_wait_row VALUES (1, 0)`.execute(fresh.database.db);
    const holder = new pg.Client({ connectionString: fresh.url! });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT * FROM commit_lock_wait_row WHERE id = 1 FOR UPDATE');
      await assert.rejects(
        fresh.database.db.transaction().execute((trx) => sql`UPDATE commit_lock_wait_row SET n = n + 1 WHERE id = 1`.execute(trx)),
        (error: Error & { code?: string }) => error.code === '55P03',
      );
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
  });
}
