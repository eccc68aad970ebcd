// Point reads that arrive together go as few statements: a read goes out at
// once while fewer than the bound run, the rest wait and go as one; a key
// already waiting is read once for all its callers; a key whose read is
// running is read again; a failed statement fails exactly its callers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BatchedReads } from '../../src/db/batched-reads.ts';

interface Statement {
  keys: readonly string[];
  settle: (rows?: Map<string, string>, error?: Error) => void;
}

/** A reader whose statements end when the test says, each answering `row:<key>` for keys not starting with "none". */
function manualReader() {
  const statements: Statement[] = [];
  const readMany = (keys: readonly string[]) =>
    new Promise<ReadonlyMap<string, string>>((resolve, reject) => {
      statements.push({
        keys,
        settle: (rows, error) =>
          error ? reject(error) : resolve(rows ?? new Map(keys.filter((k) => !k.startsWith('none')).map((k) => [k, `row:${k}`]))),
      });
    });
  return { statements, readMany };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

test('past the statements running at once, arriving keys wait and go together in one statement', async () => {
  const { statements, readMany } = manualReader();
  const reads = new BatchedReads(readMany, { maxInFlight: 2, maxBatch: 500 });
  const first = reads.read('a');
  const second = reads.read('b');
  assert.deepEqual(
    statements.map((s) => s.keys),
    [['a'], ['b']],
    'a lone read goes at once, as does one beside it',
  );
  const herd = Array.from({ length: 300 }, (_, i) => reads.read(`k${i}`));
  assert.equal(statements.length, 2, 'the herd waits for a statement to end');
  statements[0]!.settle();
  assert.equal(await first, 'row:a');
  await tick();
  assert.equal(statements.length, 3);
  assert.deepEqual(
    statements[2]!.keys,
    Array.from({ length: 300 }, (_, i) => `k${i}`),
    'all of it in one statement, in arrival order',
  );
  statements[2]!.settle();
  assert.deepEqual(
    await Promise.all(herd),
    Array.from({ length: 300 }, (_, i) => `row:k${i}`),
    'each caller gets its own row',
  );
  statements[1]!.settle();
  assert.equal(await second, 'row:b');
  assert.equal(reads.statements, 3);
});

test('a key with no row answers undefined; a key waiting twice is read once for both callers', async () => {
  const { statements, readMany } = manualReader();
  const reads = new BatchedReads(readMany, { maxInFlight: 1, maxBatch: 500 });
  const running = reads.read('x');
  const waiting = [reads.read('none-1'), reads.read('y'), reads.read('y')];
  statements[0]!.settle();
  await running;
  await tick();
  assert.deepEqual(statements[1]!.keys, ['none-1', 'y'], 'the waiting key once');
  statements[1]!.settle();
  assert.deepEqual(await Promise.all(waiting), [undefined, 'row:y', 'row:y']);
});

test('a key whose read is already running is read again: that read may have begun before a change', async () => {
  const { statements, readMany } = manualReader();
  const reads = new BatchedReads(readMany, { maxInFlight: 1, maxBatch: 500 });
  const before = reads.read('a');
  const afterwards = reads.read('a');
  statements[0]!.settle(new Map([['a', 'old']]));
  assert.equal(await before, 'old');
  await tick();
  assert.deepEqual(statements[1]!.keys, ['a'], 'read again, after the first');
  statements[1]!.settle(new Map([['a', 'new']]));
  assert.equal(await afterwards, 'new');
});

test('no statement reads more than the batch bound; the rest go in the next', async () => {
  const { statements, readMany } = manualReader();
  const reads = new BatchedReads(readMany, { maxInFlight: 1, maxBatch: 3 });
  const all = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => reads.read(k));
  for (let i = 0; i < 3; i++) {
    statements[i]!.settle();
    await tick();
  }
  assert.deepEqual(
    statements.map((s) => s.keys),
    [['a'], ['b', 'c', 'd'], ['e', 'f', 'g']],
  );
  assert.deepEqual(await Promise.all(all), ['row:a', 'row:b', 'row:c', 'row:d', 'row:e', 'row:f', 'row:g']);
});

test('a failed statement fails its callers only, and the waiting keys still go', async () => {
  const { statements, readMany } = manualReader();
  const reads = new BatchedReads(readMany, { maxInFlight: 1, maxBatch: 500 });
  const failing = [reads.read('a')];
  const next = [reads.read('b'), reads.read('c')];
  statements[0]!.settle(undefined, new Error('connection lost'));
  await assert.rejects(failing[0]!, /connection lost/);
  await tick();
  assert.deepEqual(statements[1]!.keys, ['b', 'c']);
  statements[1]!.settle(undefined, new Error('statement timeout'));
  for (const read of next) await assert.rejects(read, /statement timeout/);
  assert.equal(await Promise.race([reads.read('d'), tick().then(() => 'sent')]), 'sent', 'the reads go on after failures');
  statements[2]!.settle();
});

test('a reader that throws before returning a promise fails its callers, not the caller that happened to send it', async () => {
  let calls = 0;
  const reads = new BatchedReads<string>(
    (keys) => {
      calls += 1;
      if (calls === 1) throw new Error('bad parameters');
      return Promise.resolve(new Map(keys.map((k) => [k, `row:${k}`])));
    },
    { maxInFlight: 1, maxBatch: 500 },
  );
  await assert.rejects(reads.read('a'), /bad parameters/);
  assert.equal(await reads.read('b'), 'row:b');
});

test("a statement sent when another ended runs detached (in no caller's context); one sent from a caller's read does not", async () => {
  const { statements, readMany } = manualReader();
  const sentDetached: boolean[] = [];
  let inDetached = false;
  const reads = new BatchedReads(
    (keys) => {
      sentDetached.push(inDetached);
      return readMany(keys);
    },
    {
      maxInFlight: 1,
      maxBatch: 500,
      detached: (work) => {
        inDetached = true;
        try {
          return work();
        } finally {
          inDetached = false;
        }
      },
    },
  );
  const first = reads.read('a');
  const second = reads.read('b');
  statements[0]!.settle();
  await first;
  await tick();
  statements[1]!.settle();
  await second;
  await tick();
  const third = reads.read('c');
  statements[2]!.settle();
  await third;
  assert.deepEqual(sentDetached, [false, true, false]);
});
