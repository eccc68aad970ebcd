// Two dispatchers on one database (on PostgreSQL each with its own connection
// pool, as two processes would be) deliver each (event, endpoint) exactly once
// in normal operation: SKIP LOCKED claims hand every row to one of them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openDatabase, type Database } from '../../../src/db/engine.ts';
import { createWebhooks } from '../../../src/app/wiring/webhooks.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { deliveriesOf, emit, registerEndpoint } from './fixtures.ts';
import { startReceiver, waitFor, type Receiver } from './receiver.ts';

let ctx: TestContext;
let second: Database | null = null;
const receivers: Receiver[] = [];
before(async () => {
  // The production poll; a long timeout, because this test is about claims, not
  // about timeouts, and a loaded machine can stall a loopback answer for seconds.
  ctx = await createTestContext({ WEBHOOK_TIMEOUT_MS: '30000' });
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await second?.close();
  await ctx.close();
});

test('two dispatchers racing deliver each (event, endpoint) once', async () => {
  const site = await ctx.site();
  const a = await ctx.partner({ siteIds: [site] });
  const b = await ctx.partner({ siteIds: [site] });
  receivers.push(...(await Promise.all([startReceiver(), startReceiver(), startReceiver()])));
  const endpoints = [
    await registerEndpoint(ctx, a.partnerId, { url: receivers[0]!.url }),
    await registerEndpoint(ctx, a.partnerId, { url: receivers[1]!.url, signed: false }),
    await registerEndpoint(ctx, b.partnerId, { url: receivers[2]!.url }),
  ];
  const events = 40;
  const ids = new Set<string>();
  for (let i = 1; i <= events; i++) ids.add((await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: i })).eventId);

  // The second dispatcher: its own connection pool on PostgreSQL; on the embedded engine (one session) the same handle.
  let otherDb = ctx.platform.db;
  if (ctx.databaseUrl) {
    second = await openDatabase(ctx.databaseUrl, { poolSize: 4 });
    otherDb = second.db;
  }
  const one = ctx.platform.webhooks.dispatcher();
  const two = (await createWebhooks(otherDb, ctx.config, ctx.clock, ctx.platform.cursors)).dispatcher();
  one.start();
  two.start();
  try {
    await waitFor(() => receivers.every((r) => r.received.length >= events), 120_000, 'every delivery');
    await waitFor(
      async () => {
        const open = await ctx.platform.db
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('status', 'in', ['pending', 'delivering'])
          .execute();
        return open.length === 0;
      },
      60_000,
      'every outcome recorded',
    );
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
  for (const r of receivers) {
    const received = r.received.map((d) => d.body.eventId as string);
    assert.equal(received.length, events, 'no duplicate sends');
    assert.deepEqual(new Set(received), ids);
  }
  for (const e of endpoints) {
    const log = await deliveriesOf(ctx, e.endpointId);
    assert.equal(log.length, events);
    assert.deepEqual(
      log.filter((d) => d.status !== 'succeeded').map((d) => `${d.status} ${d.errorClass} ${d.latencyMs}`),
      [],
    );
  }
});
