import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { withTransaction } from '../../src/db/transaction.ts';
import { recordEvent } from '../../src/events/outbox.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

let t: TestDatabase;
before(async () => {
  t = await freshDatabase();
});
after(() => t.close());

test('an event is written with the transaction of its change, and not when it rolls back', async () => {
  const db = t.database.db;
  const kept = await withTransaction(db, (trx) =>
    recordEvent(trx, { type: 'order.status_changed', siteId: 1, orderNumber: 10, sourcePartnerId: 3, partnerOrderId: 'PO-1' }),
  );
  await assert.rejects(
    withTransaction(db, async (trx) => {
      await recordEvent(trx, { type: 'order_line.cancelled', siteId: 1, orderNumber: 11 });
      throw new Error('the change failed');
    }),
    /the change failed/,
  );
  const rows = await db.selectFrom('outbox_events').selectAll().execute();
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.event_id, kept.eventId);
  assert.equal(rows[0]!.partner_order_id, 'PO-1');
  assert.equal(rows[0]!.shipment_number, null);
});

test('shipment events need a shipmentNumber and the others refuse one', async () => {
  const db = t.database.db;
  await assert.rejects(
    withTransaction(db, (trx) => recordEvent(trx, { type: 'shipment.shipped', siteId: 1, orderNumber: 1 })),
    /shipmentNumber/,
  );
  await assert.rejects(
    withTransaction(db, (trx) => recordEvent(trx, { type: 'order.status_changed', siteId: 1, orderNumber: 1, shipmentNumber: 2 })),
    /shipmentNumber/,
  );
  const shipped = await withTransaction(db, (trx) =>
    recordEvent(trx, { type: 'shipment.shipped', siteId: 1, orderNumber: 1, shipmentNumber: 2 }),
  );
  assert.match(shipped.eventId, /^[0-9a-f-]{36}$/);
});
