// The service's memory reducer (src/app/settle.ts): one collection when the
// process goes quiet after being busy, only after a quiet stretch longer than
// V8's window of allocation rate, only when the heap grew, retried while the
// young generation did not shrink, never while the service is busy; a full
// one at most once an hour.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CHECK_MS,
  FULL_EVERY_MS,
  IDLE_CHECKS,
  GROWN_BYTES,
  MAX_COLLECTIONS,
  QUIET_CHECKS,
  SETTLED_YOUNG_BYTES,
  settleCheck,
  startSettling,
  type Collection,
  type HeapSizes,
  type SettleState,
} from '../../src/app/settle.ts';

const MB = 1024 * 1024;
const QUIET = 5;
const BUSY = 400;
/** A quiet spell long enough for a collection after traffic (start-up's needs only QUIET_CHECKS). */
const stretch = (n = IDLE_CHECKS) => Array.from({ length: n }, () => QUIET);

/**
 * A heap and a process: `alloc` grows the heap on every busy check (a burst fills the young generation and adds
 * old garbage), a collection gives it back unless `shrinks` says no.
 */
class Process {
  heap: HeapSizes = { youngBytes: 64 * MB, oldBytes: 40 * MB };
  state: SettleState = startSettling();
  collected = 0;
  now = 0;
  readonly kinds: Collection[] = [];
  constructor(
    private readonly shrinks: (n: number) => boolean = () => true,
    private readonly alloc: HeapSizes = { youngBytes: 64 * MB, oldBytes: 40 * MB },
  ) {}
  run(spent: number[]): this {
    for (const ms of spent) {
      this.now += CHECK_MS;
      if (ms === BUSY) this.heap = { youngBytes: this.alloc.youngBytes, oldBytes: this.heap.oldBytes + this.alloc.oldBytes };
      this.state = settleCheck(
        this.state,
        ms,
        () => this.heap,
        (kind) => {
          this.collected++;
          this.kinds.push(kind);
          // A full collection gives the old generation back; a young one leaves it.
          if (this.shrinks(this.collected)) this.heap = { youngBytes: 2 * MB, oldBytes: kind === 'full' ? 38 * MB : this.heap.oldBytes };
          return this.heap;
        },
        this.now,
      );
    }
    return this;
  }
}

test('collects once the process has been quiet for several checks in a row, not at the first quiet one', () => {
  const quiet = stretch(QUIET_CHECKS - 1);
  // Quiet checks broken by a busy one (the first requests) start the count again.
  assert.equal(new Process().run([...quiet, BUSY, ...quiet]).collected, 0);
  const settled = new Process().run([...quiet, BUSY, ...quiet, QUIET]);
  assert.equal(settled.collected, 1);
  // Then nothing more while the process stays quiet.
  assert.equal(settled.run(stretch(30)).collected, 1);
});

test("after traffic a collection waits for a minute's quiet: a burst that follows within it finds none", () => {
  const p = new Process().run(stretch(QUIET_CHECKS));
  assert.equal(p.collected, 1, "start-up's quiet spell is QUIET_CHECKS");
  // Bursts IDLE_CHECKS - 1 quiet checks apart: none.
  for (let i = 0; i < 5; i++) p.run([BUSY, ...stretch(IDLE_CHECKS - 1)]);
  assert.equal(p.collected, 1);
  // Quiet for IDLE_CHECKS: one.
  p.run([BUSY, ...stretch(IDLE_CHECKS)]);
  assert.equal(p.collected, 2);
  assert.equal(IDLE_CHECKS * CHECK_MS, 60_000);
});

test("start-up's retries, while its young generation did not shrink, keep its short quiet spell", () => {
  const p = new Process((n) => n === 2).run([...stretch(QUIET_CHECKS), ...stretch(QUIET_CHECKS)]);
  assert.equal(p.collected, 2);
  // Settled: after traffic, a minute's quiet again.
  p.run([BUSY, ...stretch(QUIET_CHECKS)]);
  assert.equal(p.collected, 2);
});

test('collects again each time the process goes quiet after a burst that grew the heap', () => {
  const p = new Process().run(stretch());
  assert.equal(p.collected, 1);
  p.run([BUSY, BUSY, ...stretch()]);
  assert.equal(p.collected, 2, 'the second burst is given back too');
  p.run([BUSY, ...stretch(), BUSY, ...stretch()]);
  assert.equal(p.collected, 4);
});

test('an old generation that grew gets a full collection, a young generation alone a young one', () => {
  // Start-up grew both: a full collection.
  const p = new Process(() => true, { youngBytes: 64 * MB, oldBytes: 0 }).run(stretch());
  assert.deepEqual(p.kinds, ['full']);
  // A burst of requests grew the young generation only.
  p.run([BUSY, BUSY, ...stretch()]);
  assert.deepEqual(p.kinds, ['full', 'young']);
  // One that left GROWN_BYTES more in the old generation (and filled the young one), once the hour since the last
  // full collection has passed.
  const q = new Process(() => true, { youngBytes: 64 * MB, oldBytes: GROWN_BYTES + MB }).run(stretch());
  q.now += FULL_EVERY_MS;
  q.run([BUSY, ...stretch()]);
  assert.deepEqual(q.kinds, ['full', 'full']);
});

test('a full collection at most once an hour: the bursts between get young ones, the old generation left to V8', () => {
  const p = new Process(() => true, { youngBytes: 64 * MB, oldBytes: GROWN_BYTES + MB }).run(stretch());
  assert.deepEqual(p.kinds, ['full']);
  // Within the hour, every burst grows the old generation past the threshold: young collections only.
  for (let i = 0; i < 5; i++) p.run([BUSY, ...stretch()]);
  assert.deepEqual(p.kinds, ['full', 'young', 'young', 'young', 'young', 'young']);
  assert.ok(p.heap.oldBytes > 38 * MB + 5 * GROWN_BYTES, 'the old generation was left as the bursts grew it');
  // An hour after the full one, the next quiet spell collects it all, measured from the full collection's size.
  p.now += FULL_EVERY_MS - 5 * (QUIET_CHECKS + 1) * CHECK_MS;
  p.run([BUSY, ...stretch()]);
  assert.deepEqual(p.kinds.at(-1), 'full');
  assert.equal(p.heap.oldBytes, 38 * MB);
  // And not again at the next quiet spell, however much the burst before it grew.
  p.run([BUSY, BUSY, ...stretch()]);
  assert.deepEqual(p.kinds.at(-1), 'young');
});

test('a retry after a collection that did not shrink the young generation is a young one', () => {
  const p = new Process((n) => n === 2).run([...stretch(), ...stretch()]);
  assert.deepEqual(p.kinds, ['full', 'young']);
});

test('a quiet spell after a burst that grew nothing costs no collection', () => {
  // The process's own light work (a scrape, a poll) counts as busy but leaves the heap as the last collection did.
  const p = new Process(() => true, { youngBytes: 2 * MB, oldBytes: 0 }).run(stretch());
  assert.equal(p.collected, 1);
  p.run([BUSY, ...stretch(), BUSY, ...stretch(10)]);
  assert.equal(p.collected, 1);
  // An old generation grown by less than GROWN_BYTES is not worth one either; by more, it is.
  const small = new Process(() => true, { youngBytes: SETTLED_YOUNG_BYTES, oldBytes: GROWN_BYTES / 2 - MB }).run(stretch());
  small.run([BUSY, ...stretch()]);
  assert.equal(small.collected, 1);
  // (A full collection, due an hour after the last.)
  small.now += FULL_EVERY_MS;
  small.run([BUSY, BUSY, BUSY, ...stretch()]);
  assert.equal(small.collected, 2);
  assert.deepEqual(small.kinds, ['full', 'full']);
});

test('tries again at the next quiet stretch while the young generation did not shrink, a few times per burst at most', () => {
  const twice = new Process((n) => n === 2).run([...stretch(), ...stretch(), ...stretch()]);
  assert.equal(twice.collected, 2);
  const never = new Process(() => false).run(Array.from({ length: 10 }, () => stretch()).flat());
  assert.equal(never.collected, MAX_COLLECTIONS);
  // A new burst starts the count again.
  never.run([BUSY, ...Array.from({ length: 10 }, () => stretch()).flat()]);
  assert.equal(never.collected, 2 * MAX_COLLECTIONS);
});

test('a service busy all the time is never paused for it', () => {
  const busy = new Process().run(Array.from({ length: 500 }, () => BUSY));
  assert.equal(busy.collected, 0);
  assert.equal(busy.state.armed, true);
});
