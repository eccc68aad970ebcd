import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idleBeforeNextRound } from '../../../../src/events/webhooks/dispatch/dispatcher.ts';

test('an idle round waits only until the next fan-out is due, so wake-ups never push the outbox read back', () => {
  // Woken by a finished delivery 30 ms after the last fan-out: the next one is due in 70 ms, not 100.
  assert.equal(idleBeforeNextRound({ failed: false, pollMs: 100, sinceFanOutMs: 30 }), 70);
  // Woken again 95 ms after it: 5 ms left.
  assert.equal(idleBeforeNextRound({ failed: false, pollMs: 100, sinceFanOutMs: 95 }), 5);
  // Already due (or overdue): the next round comes at once (1 ms, never a busy loop of zero waits).
  assert.equal(idleBeforeNextRound({ failed: false, pollMs: 100, sinceFanOutMs: 100 }), 1);
  assert.equal(idleBeforeNextRound({ failed: false, pollMs: 100, sinceFanOutMs: 5_000 }), 1);
  // Never more than one interval (the first round: no fan-out yet).
  assert.equal(idleBeforeNextRound({ failed: false, pollMs: 100, sinceFanOutMs: Number.POSITIVE_INFINITY }), 1);
  assert.equal(idleBeforeNextRound({ failed: false, pollMs: 100, sinceFanOutMs: -5 }), 100);
});

test('after a failed round (database unavailable) the dispatcher waits at least a second', () => {
  assert.equal(idleBeforeNextRound({ failed: true, pollMs: 100, sinceFanOutMs: 30 }), 1000);
  assert.equal(idleBeforeNextRound({ failed: true, pollMs: 5_000, sinceFanOutMs: 30 }), 5000);
});
