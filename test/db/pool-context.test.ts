// A statement that waited for a pooled connection is sent in its caller's
// asynchronous context, not in the context of the statement that released
// the connection (src/db/prepared.ts, queryOnPool): otherwise, with the pool
// full, its span joined another request's trace. One connection, two
// statements started at once in two sampled contexts, named and unnamed, on
// both engines (the embedded engine's pool is always one connection).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { context, ROOT_CONTEXT, trace, TraceFlags, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import pg from 'pg';
import { prepared } from '../../src/db/prepared.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

let testDb: TestDatabase;
/** The span id active as each statement reached the driver, in the order they did. */
let sentIn: Array<string | undefined> = [];
const query = pg.Client.prototype.query;

before(async () => {
  context.disable();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // Before the pool's clients exist: each client's query is bound from the prototype when it connects.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sentIn.push(trace.getSpanContext(context.active())?.spanId);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  testDb = await freshDatabase({ poolSize: 1 });
});
after(async () => {
  pg.Client.prototype.query = query;
  await testDb.close();
  context.disable();
});

function sampledContext(spanId: string): Context {
  return trace.setSpanContext(ROOT_CONTEXT, { traceId: '0af7651916cd43dd8448eb211c80319c', spanId, traceFlags: TraceFlags.SAMPLED });
}

for (const named of [true, false]) {
  test(`${named ? 'a named' : 'an unnamed'} statement that waited for the one pooled connection is sent in its own context`, async () => {
    const statement = prepared<{ n: number }>('SELECT $1::int AS n', { named });
    // Connected once before, so neither statement below waits on opening it.
    await statement(testDb.database.db, [0]);
    for (let round = 0; round < 3; round++) {
      sentIn = [];
      const first = context.with(sampledContext('00f067aa0ba902b7'), () => statement(testDb.database.db, [1]));
      const second = context.with(sampledContext('b7ad6b7169203331'), () => statement(testDb.database.db, [2]));
      assert.deepEqual(await Promise.all([first, second]), [[{ n: 1 }], [{ n: 2 }]]);
      assert.deepEqual(sentIn, ['00f067aa0ba902b7', 'b7ad6b7169203331']);
    }
  });
}

test('a statement that failed gives its connection back: the next one runs', async () => {
  const failing = prepared('SELECT 1 / $1::int AS n');
  await assert.rejects(failing(testDb.database.db, [0]), /division by zero/);
  assert.deepEqual(await prepared<{ n: number }>('SELECT $1::int AS n')(testDb.database.db, [7]), [{ n: 7 }]);
});
