// The migration rule for endpoints registered before subscriptions existed:
// they hold exactly the four types; later endpoints never get an implicit list.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../../src/db/engine.ts';
import { emptyClusterSnapshot } from '../../../src/db/make-snapshot.ts';
import { migrations } from '../../../src/db/migrations/index.ts';
import { addSubscriptions, createDeliveries, createEndpoints } from '../../../src/db/migrations/0008_webhooks.ts';

test('endpoints that predate subscriptions get exactly the four types; later ones must state theirs, never empty', async () => {
  // An empty cluster (initdb's, kept by PGlite's version): memory:// otherwise starts from the migrated snapshot.
  const database = await openDatabase('memory://', { loadDataDir: await emptyClusterSnapshot() });
  try {
    const db = database.db as unknown as Kysely<unknown>;
    for (const name of Object.keys(migrations).filter((n) => n < '0008')) await migrations[name]!.up(db);
    await createEndpoints(db);
    await sql`INSERT INTO partners (name) VALUES ('Legacy')`.execute(db);
    await sql`INSERT INTO webhook_endpoints (partner_id, url) VALUES (1, 'https://legacy.example.com/hooks')`.execute(db);
    await addSubscriptions(db);
    await createDeliveries(db);
    const legacy = await sql<{ event_types: string[] }>`SELECT event_types FROM webhook_endpoints`.execute(db);
    assert.deepEqual(legacy.rows[0]!.event_types, [
      'order.status_changed',
      'shipment.shipped',
      'shipment.cancelled',
      'order_line.cancelled',
    ]);
    await assert.rejects(
      sql`INSERT INTO webhook_endpoints (partner_id, url) VALUES (1, 'https://new.example.com')`.execute(db),
      /null value/,
    );
    await assert.rejects(
      sql`INSERT INTO webhook_endpoints (partner_id, url, event_types) VALUES (1, 'https://new.example.com', '{}')`.execute(db),
      /check constraint/,
    );
  } finally {
    await database.close();
  }
});
