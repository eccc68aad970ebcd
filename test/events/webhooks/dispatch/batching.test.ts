// What lets the dispatcher do less per delivery: deliveries
// claimed ahead wait per endpoint and start in claim order as slots free
// (claimed-queue.ts), and outcomes gathered into one statement (outcomes.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ClaimedQueue } from '../../../../src/events/webhooks/dispatch/claimed-queue.ts';
import { OutcomeLedger } from '../../../../src/events/webhooks/dispatch/outcomes.ts';
import { silentLog } from '../../../../src/events/webhooks/dispatch/settings.ts';
import type { ClaimedDelivery } from '../../../../src/events/webhooks/delivery-claims.ts';
import type { DeliveryOutcome, DeliveryOutcomes } from '../../../../src/events/webhooks/delivery-outcomes.ts';

const delivery = (id: number, endpointId: number) =>
  ({ id, endpointId, claimId: `claim-${id}`, eventId: `event-${id}` }) as ClaimedDelivery;

test('claimed deliveries start per endpoint in claim order, only while their endpoint has a free slot', () => {
  const queue = new ClaimedQueue();
  for (const [id, endpoint] of [
    [1, 7],
    [2, 8],
    [3, 7],
    [4, 7],
    [5, 8],
  ] as const)
    queue.push(delivery(id, endpoint));
  assert.equal(queue.size, 5);
  assert.equal(queue.count(7), 3);
  const busy = new Map<number, number>();
  const started: number[] = [];
  // Endpoint 7 has two free slots, endpoint 8 none.
  const slots = new Map([
    [7, 2],
    [8, 0],
  ]);
  queue.startEach(
    (endpoint) => (busy.get(endpoint) ?? 0) < slots.get(endpoint)!,
    (d) => {
      busy.set(d.endpointId, (busy.get(d.endpointId) ?? 0) + 1);
      started.push(d.id);
    },
  );
  assert.deepEqual(started, [1, 3]);
  assert.equal(queue.size, 3);
  assert.equal(queue.count(7), 1);
  // What is still waiting is given back whole (stop, hand-back).
  assert.deepEqual(
    queue
      .drain()
      .map((d) => d.id)
      .sort(),
    [2, 4, 5],
  );
  assert.equal(queue.size, 0);
});

test('outcomes wait to share one statement, a full batch or a flush records them at once', async () => {
  const statements: number[][] = [];
  const repo = {
    record: async (rows: Array<{ id: number }>) => {
      statements.push(rows.map((r) => r.id));
      return new Set(rows.map((r) => r.id));
    },
  } as unknown as DeliveryOutcomes;
  const outcome: DeliveryOutcome = { status: 'succeeded', attemptedAt: new Date(), latencyMs: 1, responseStatus: 200, errorClass: null };
  // Gathering for an hour: nothing is recorded until a flush (stop() flushes) or a full batch.
  const ledger = new OutcomeLedger(repo, silentLog, 3_600_000);
  for (let id = 1; id <= 3; id++) ledger.add(delivery(id, 7), outcome);
  assert.equal(statements.length, 0);
  assert.equal(ledger.pending, true);
  await ledger.flush();
  assert.deepEqual(statements, [[1, 2, 3]]);
  assert.equal(ledger.pending, false);
  // 200 waiting (a batch) are recorded without waiting for the gathering.
  for (let id = 1; id <= 200; id++) ledger.add(delivery(1000 + id, 7), outcome);
  assert.equal(ledger.pending, true);
  while (ledger.pending) await ledger.flush();
  assert.equal(statements.length, 2);
  assert.equal(statements[1]!.length, 200);
});
