// The in-process queue in front of a row lock: one writer per key at a time,
// in arrival order; other keys run alongside; a failed writer releases its
// turn; nothing is left behind once the queue drains.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KeyedQueue, sharedRead } from '../../src/db/row-queue.ts';
import type { Db } from '../../src/db/transaction.ts';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

test('one writer per key at a time, in arrival order; other keys are not held; a failure passes the turn on', async () => {
  const queue = new KeyedQueue(60_000);
  const log: string[] = [];
  let running = 0;
  let most = 0;
  const writer = (key: string, name: string, fail = false) =>
    queue.run(key, async () => {
      running += key === 'a' ? 1 : 0;
      most = Math.max(most, running);
      log.push(`${name} start`);
      await tick();
      await tick();
      log.push(`${name} end`);
      running -= key === 'a' ? 1 : 0;
      if (fail) throw new Error(`${name} failed`);
      return name;
    });
  const results = await Promise.allSettled([writer('a', 'a1'), writer('a', 'a2', true), writer('b', 'b1'), writer('a', 'a3')]);
  assert.deepEqual(
    results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
    ['a1', 'a2 failed', 'b1', 'a3'],
  );
  assert.equal(most, 1, 'never two writers of one key at once');
  const onA = log.filter((l) => l.startsWith('a'));
  assert.deepEqual(onA, ['a1 start', 'a1 end', 'a2 start', 'a2 end', 'a3 start', 'a3 end']);
  assert.ok(log.indexOf('b1 start') < log.indexOf('a1 end'), 'b ran beside a');
  assert.equal(queue.size, 0, 'nothing left once drained');
});

test('sharedRead: callers asking while a read is in flight share it (a failure too); once it settles the next call reads again', async () => {
  const db = { isTransaction: false } as unknown as Db;
  let reads = 0;
  const read =
    (fail = false) =>
    async () => {
      reads += 1;
      await tick();
      if (fail) throw new Error('no such line');
      return reads;
    };
  const together = await Promise.all([sharedRead(db, 'k', read()), sharedRead(db, 'k', read()), sharedRead(db, 'other', read())]);
  assert.deepEqual(together.slice(0, 2), [together[0], together[0]]);
  assert.equal(reads, 2);
  assert.equal(await sharedRead(db, 'k', read()), 3);
  const failed = await Promise.allSettled([sharedRead(db, 'f', read(true)), sharedRead(db, 'f', read(true))]);
  assert.deepEqual(
    failed.map((r) => r.status),
    ['rejected', 'rejected'],
  );
  assert.equal(reads, 4);
  assert.equal(await sharedRead(db, 'f', read()), 5);
});
