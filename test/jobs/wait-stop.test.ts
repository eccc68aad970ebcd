// waitFor's wake-ups in one process: the stop (the process draining) ends
// every wait at once after one last check, including a wait begun after it;
// a signal that comes while a check runs sends the loop round again instead
// of leaving the wait to its safety poll; and a wait that ended leaves
// nothing behind on the stop or the channel.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Signals, waitFor } from '../../src/jobs/signals.ts';
import { WaitStop } from '../../src/jobs/wait-stop.ts';

/** Far longer than any test: a wait that ends sooner was woken. */
const FOREVER_MS = 600_000;

/** What `promise` settles to, or 'still waiting' if it has not within a bound (a wait never woken fails, not hangs). */
async function within<T>(promise: Promise<T>, ms = 10_000): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'still waiting'>((resolve) => (timer = setTimeout(() => resolve('still waiting'), ms)));
  try {
    return await Promise.race([promise, bound]);
  } finally {
    clearTimeout(timer);
  }
}

test('the stop ends a wait at once, after one last check that may still find the value', async () => {
  const signals = new Signals(null);
  const stop = new WaitStop();
  let checks = 0;
  let found: string | null = null;
  const waiting = waitFor(signals, 'submission_done', 'a', FOREVER_MS, async () => (checks++, found), FOREVER_MS, stop);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(checks, 1);
  stop.stop();
  assert.equal(await within(waiting), null);
  assert.equal(checks, 2, 'one last check after the stop');

  // The last check's value is the answer: the stopped wait still returns what it finds.
  const stopAgain = new WaitStop();
  const later = waitFor(signals, 'submission_done', 'b', FOREVER_MS, async () => found, FOREVER_MS, stopAgain);
  await new Promise((resolve) => setImmediate(resolve));
  found = 'done';
  stopAgain.stop();
  assert.equal(await within(later), 'done');
  await signals.close();
});

test('a wait begun after the stop checks once and ends', async () => {
  const signals = new Signals(null);
  const stop = new WaitStop();
  stop.stop();
  stop.stop();
  let checks = 0;
  assert.equal(await waitFor(signals, 'submission_done', 'c', FOREVER_MS, async () => (checks++, null), FOREVER_MS, stop), null);
  assert.equal(checks, 1);
  await signals.close();
});

test('a signal that comes while a check runs sends the wait round again, not to its safety poll', async () => {
  const signals = new Signals(null);
  let checks = 0;
  let release!: () => void;
  const firstCheckHeld = new Promise<void>((resolve) => (release = resolve));
  let inFirstCheck!: () => void;
  const checking = new Promise<void>((resolve) => (inFirstCheck = resolve));
  const waiting = waitFor(
    signals,
    'submission_done',
    'd',
    FOREVER_MS,
    async () => {
      checks++;
      if (checks === 1) {
        inFirstCheck();
        await firstCheckHeld;
        return null;
      }
      return 'second';
    },
    FOREVER_MS,
  );
  await checking;
  signals.announce('submission_done', 'd');
  release();
  assert.equal(await within(waiting), 'second');
  assert.equal(checks, 2);
  await signals.close();
});

test('a signal for another key does not wake a wait; its own does', async () => {
  const signals = new Signals(null);
  let checks = 0;
  let ready = false;
  const waiting = waitFor(signals, 'submission_done', 'e', FOREVER_MS, async () => (checks++, ready ? 'mine' : null), FOREVER_MS);
  await new Promise((resolve) => setImmediate(resolve));
  signals.announce('submission_done', 'other');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(checks, 1, 'another key woke nothing');
  ready = true;
  signals.announce('submission_done', 'e');
  assert.equal(await within(waiting), 'mine');
  assert.equal(checks, 2);
  await signals.close();
});

test('a wait that ended is no longer watching the stop', async () => {
  const stop = new WaitStop();
  let woken = 0;
  const unwatch = stop.watch(() => woken++);
  const kept = stop.watch(() => woken++);
  unwatch();
  stop.stop();
  assert.equal(woken, 1, 'only the watch still held was woken');
  kept();
  // A watch after the stop is woken at once, and its unwatch is harmless.
  stop.watch(() => woken++)();
  assert.equal(woken, 2);
});
