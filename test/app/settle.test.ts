// The settling collection (src/app/settle.ts): only after a quiet stretch
// longer than V8's window of allocation rate, retried while the young
// generation did not shrink, never for a service busy from the start.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_CHECKS, MAX_COLLECTIONS, QUIET_CHECKS, settleCheck, startSettling, type SettleState } from '../../src/app/settle.ts';

/** Runs checks with these CPU figures (ms per check); returns the state and how many collections ran. */
function run(spent: number[], shrinks: (n: number) => boolean = () => true): { state: SettleState; collected: number } {
  let state = startSettling();
  let collected = 0;
  for (const ms of spent) state = settleCheck(state, ms, () => shrinks(++collected));
  return { state, collected };
}

test('collects once the process has been quiet for several checks in a row, not at the first quiet one', () => {
  const quiet = Array.from({ length: QUIET_CHECKS - 1 }, () => 5);
  // Quiet checks broken by a busy one (the first requests) start the count again.
  assert.equal(run([...quiet, 400, ...quiet]).collected, 0);
  const settled = run([...quiet, 400, ...quiet, 5]);
  assert.equal(settled.collected, 1);
  assert.equal(settled.state.done, true);
});

test('tries again at the next quiet stretch while the young generation did not shrink, a few times at most', () => {
  const stretch = Array.from({ length: QUIET_CHECKS }, () => 5);
  const twice = run([...stretch, ...stretch, ...stretch], (n) => n === 2);
  assert.equal(twice.collected, 2);
  assert.equal(twice.state.done, true);
  const never = run(Array.from({ length: 10 }, () => stretch).flat(), () => false);
  assert.equal(never.collected, MAX_COLLECTIONS);
  assert.equal(never.state.done, true);
});

test('a service busy from the start is never paused for it', () => {
  const busy = run(Array.from({ length: MAX_CHECKS + 5 }, () => 500));
  assert.equal(busy.collected, 0);
  assert.equal(busy.state.done, true);
  assert.equal(busy.state.checks, MAX_CHECKS);
});
