// What wakes the dispatcher on commit (src/events/webhooks/dispatch/wakeups.ts, the
// outbox bell in src/events/outbox.ts): each event id wakes it once, the bell
// rings only after the change commits, never for a rolled-back one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withTransaction } from '../../../../src/db/transaction.ts';
import { onEventCommitted, recordEvent } from '../../../../src/events/outbox.ts';
import { mergeWakeSources, WakeFilter, type WakeSource } from '../../../../src/events/webhooks/dispatch/wakeups.ts';
import { freshDatabase } from '../../../helpers/database.ts';

test('an event id wakes the dispatcher once: its echo (the LISTEN copy of a local bell) is dropped', () => {
  const filter = new WakeFilter(2_000, 3);
  assert.equal(filter.admit('a', 0), true, 'the bell');
  assert.equal(filter.admit('a', 5), false, 'its echo');
  assert.equal(filter.admit('b', 10), true, 'another event');
  // The echo may come first: the bell after it is the duplicate then.
  assert.equal(filter.admit('c', 20), true);
  assert.equal(filter.admit('c', 21), false);
  // Long after: the same id is news again (never in practice; never a lost wake-up).
  assert.equal(filter.admit('b', 5_000), true);
  // An empty payload (a bare NOTIFY) always wakes.
  assert.equal(filter.admit('', 30), true);
  assert.equal(filter.admit('', 31), true);
  // Bounded: the oldest ids are forgotten past its capacity, so at worst one extra round.
  for (const id of ['d', 'e', 'f', 'g']) filter.admit(id, 40);
  assert.equal(filter.admit('d', 41), true);
});

test('merged sources each wake the listener, unsubscribe from all, refresh each', () => {
  const fired: string[] = [];
  let refreshed = 0;
  const listeners = new Set<{ l: (id: string) => void }>();
  const source = (): WakeSource => ({
    subscribe(l) {
      const entry = { l };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    refresh: () => void refreshed++,
  });
  const merged = mergeWakeSources(source(), source());
  const off = merged.subscribe((id) => fired.push(id));
  assert.equal(listeners.size, 2);
  for (const { l } of listeners) l('x');
  assert.deepEqual(fired, ['x', 'x']);
  merged.refresh!();
  assert.equal(refreshed, 2);
  off();
  assert.equal(listeners.size, 0);
});

test('the outbox bell rings after the change commits, with the event id, and never for a rolled-back change', async () => {
  const fresh = await freshDatabase();
  try {
    const db = fresh.database.db;
    const rung: string[] = [];
    let committedWhenRung: boolean | null = null;
    const off = onEventCommitted(db, (id) => rung.push(id));
    const event = { type: 'order.status_changed' as const, siteId: 1, orderNumber: 1 };
    const recorded = await withTransaction(db, async (trx) => {
      const e = await recordEvent(trx, event);
      committedWhenRung = rung.length > 0;
      return e;
    });
    assert.equal(committedWhenRung, false, 'not rung inside the transaction');
    assert.deepEqual(rung, [recorded.eventId]);
    await assert.rejects(
      withTransaction(db, async (trx) => {
        await recordEvent(trx, event);
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.equal(rung.length, 1, 'a rolled-back event rings nothing');
    // Nested withTransaction joins the outer one: rung once, at the outer commit.
    await withTransaction(db, (outer) => withTransaction(outer, (inner) => recordEvent(inner, event)));
    assert.equal(rung.length, 2);
    off();
    await withTransaction(db, (trx) => recordEvent(trx, event));
    assert.equal(rung.length, 2, 'unsubscribed');
  } finally {
    await fresh.close();
  }
});
