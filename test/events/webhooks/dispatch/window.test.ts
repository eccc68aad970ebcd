// The per-endpoint sending window (src/events/webhooks/dispatch/window.ts): sized by
// Little's law to the endpoint's latency and start rate, within [min, max].
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EndpointWindows, windowSize } from '../../../../src/events/webhooks/dispatch/window.ts';

const S = { min: 4, max: 64, floorRate: 10 };

test('the window is twice rate × latency, at least the minimum, at most the maximum', () => {
  // A fast endpoint at 100/s answering in 10 ms needs 1 slot: it keeps the minimum.
  assert.equal(windowSize({ latencyMs: 10, ratePerSec: 100 }, S), 4);
  // The same traffic at 50 ms (a loaded receiver): 2 × 100 × 0.05 = 10 slots.
  assert.equal(windowSize({ latencyMs: 50, ratePerSec: 100 }, S), 10);
  // A quiet endpoint is still sized for the floor rate: 2 × 10/s × 1 s = 20.
  assert.equal(windowSize({ latencyMs: 1000, ratePerSec: 0 }, S), 20);
  // A hung endpoint (the 5 s timeout): 2 × 10 × 5 = 100, capped at 64 (12.8 starts per second).
  assert.equal(windowSize({ latencyMs: 5000, ratePerSec: 10 }, S), 64);
  assert.equal(windowSize({ latencyMs: 0, ratePerSec: 0 }, S), 4);
});

test('an endpoint with no history gets the minimum; its window follows its latency', () => {
  const w = new EndpointWindows(S);
  assert.equal(w.size(7, 0), 4);
  assert.deepEqual([...w.free(0)], []);
  // Ten quick POSTs, 10 ms apart, 5 ms each: still the minimum, all of it free.
  for (let i = 0; i < 10; i++) {
    w.started(7, i, i * 10);
    w.finished(7, i, 5, i * 10 + 5);
  }
  assert.equal(w.size(7, 100), 4);
  assert.deepEqual([...w.free(100)], [[7, 4]]);
});

test('a hung endpoint: its window opens while the first POSTs hang, up to the maximum, and only its own', () => {
  const w = new EndpointWindows(S);
  for (let i = 0; i < 4; i++) w.started(1, i, 0);
  assert.equal(w.full(1, 10), true, 'four hanging POSTs fill the first window');
  assert.equal(w.free(10).get(1), 0);
  // After one second of hanging: 2 × 10 × 1 s = 20 slots.
  assert.equal(w.size(1, 1000), 20);
  assert.equal(w.free(1000).get(1), 16);
  // After five: the maximum, never more.
  assert.equal(w.size(1, 5000), 64);
  assert.equal(w.size(1, 60_000), 64);
  // Another endpoint is untouched.
  assert.equal(w.size(2, 5000), 4);
  // Timeouts recorded: the latency stays high, so the window stays open for its next events.
  for (let i = 0; i < 4; i++) w.finished(1, i, 5000, 5000);
  assert.equal(w.busy(1), 0);
  assert.equal(w.size(1, 5001), 64);
});

test('a fast endpoint whose window is full doubles it on each turn until it keeps up', () => {
  const w = new EndpointWindows(S);
  // 4 slots, each POST taking 40 ms: starts come every 10 ms (100/s), the window always full.
  let id = 0;
  let now = 0;
  const sizes: number[] = [];
  for (let turn = 0; turn < 6; turn++) {
    const size = w.size(3, now);
    sizes.push(size);
    const batch: number[] = [];
    for (let i = 0; i < size; i++) {
      w.started(3, id, now + i * (40 / size));
      batch.push(id++);
    }
    now += 40;
    for (const d of batch) w.finished(3, d, 40, now);
  }
  // 100/s at 40 ms wants 2 × 100 × 0.04 = 8; a full window of 8 then shows 200/s, and so on up to the maximum.
  assert.equal(sizes[0], 4);
  assert.equal(sizes[1], 8);
  assert.equal(sizes.at(-1), 64, sizes.join(', '));
  for (let i = 1; i < sizes.length; i++) assert.ok(sizes[i]! >= sizes[i - 1]!, `never shrank while full: ${sizes.join(', ')}`);
});

test('an endpoint idle for ten minutes is forgotten', () => {
  const w = new EndpointWindows(S);
  w.started(9, 1, 0);
  w.finished(9, 1, 5000, 5000);
  assert.equal(w.free(6000).get(9), 64);
  assert.equal(w.free(5000 + 10 * 60_000 + 1).has(9), false);
  assert.equal(w.size(9, 5000 + 10 * 60_000 + 2), 4);
});

test('a backlogged endpoint: the time a freed slot waits for the next claim counts as latency, and decays once nothing waits', () => {
  const one = { min: 1, max: 64, floorRate: 10 };
  // 10/s, 10 ms POSTs: one slot is enough when nothing waits for it.
  const idle = new EndpointWindows(one);
  for (let i = 0; i < 20; i++) {
    idle.started(1, i, i * 100);
    idle.finished(1, i, 10, i * 100 + 10);
  }
  assert.equal(idle.size(1, 2000), 1);
  // The same POSTs with deliveries waiting, each freed slot taken by a claim 90 ms later: a slot is busy 100 ms, not 10.
  const backlogged = new EndpointWindows(one);
  for (let i = 0; i < 20; i++) {
    backlogged.started(1, i, i * 100);
    backlogged.finished(1, i, 10, i * 100 + 10, true);
  }
  assert.ok(backlogged.size(1, 2000) >= 2, `window ${backlogged.size(1, 2000)}`);
  // Starts with nothing waiting: the wait decays and the window returns to what the POSTs need.
  for (let i = 20; i < 60; i++) {
    backlogged.started(1, i, i * 100);
    backlogged.finished(1, i, 10, i * 100 + 10);
  }
  assert.equal(backlogged.size(1, 6000), 1);
});
