import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { lockRow } from '../../src/db/locks.ts';
import { withTransaction } from '../../src/db/transaction.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

let t: TestDatabase;
before(async () => {
  t = await freshDatabase();
});
after(() => t.close());

test('lockRow finds the row inside a transaction and refuses to run outside one', async () => {
  const db = t.database.db;
  const site = await db.insertInto('sites').values({ name: 'S', url: 'https://s.example.com' }).returning('id').executeTakeFirstOrThrow();
  assert.equal(await withTransaction(db, (trx) => lockRow(trx, 'sites', 'id', site.id)), true);
  assert.equal(await withTransaction(db, (trx) => lockRow(trx, 'sites', 'id', site.id + 1000)), false);
  await assert.rejects(lockRow(db, 'sites', 'id', site.id), /needs a transaction/);
});
