// A freshly started dispatcher keeps up from its first second: before its first round it opens its connections and
// prepares its statements on each (warm-up.ts; PostgreSQL), touching no row; a claim
// the batch cut doubles the next one, so a backlog drains in a few round
// trips (schedule.ts, ClaimSize); a fan-out claims all it inserts that the
// process has room for, so none waits for a second statement.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../../../src/db/engine.ts';
import { onEachConnection } from '../../../../src/db/prepared.ts';
import { DeliveryClaims } from '../../../../src/events/webhooks/delivery-claims.ts';
import { Dispatcher } from '../../../../src/events/webhooks/dispatch/dispatcher.ts';
import { loadSecretBox } from '../../../../src/events/webhooks/secret-box.ts';
import { ClaimSize } from '../../../../src/events/webhooks/dispatch/schedule.ts';
import type { DispatcherLog } from '../../../../src/events/webhooks/dispatch/settings.ts';
import { DISPATCHER_CONNECTIONS, warmStatements } from '../../../../src/events/webhooks/dispatch/warm-up.ts';
import type { TestContext } from '../../../helpers/context.ts';
import { emit, registerEndpoint, webhooksTestFile } from '../fixtures.ts';
import { waitFor } from '../receiver.ts';

let ctx: TestContext;
const receiver = webhooksTestFile((c) => (ctx = c));
const postgres = () => ctx.platform.database.kind === 'postgres';

function recordingLog(): DispatcherLog & { lines: Array<{ fields: Record<string, unknown>; message: string }> } {
  const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
  const add = (fields: object, message: string) => void lines.push({ fields: fields as Record<string, unknown>, message });
  return { lines, info: add, warn: add, error: add };
}

async function endpointWithSite() {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const r = await receiver();
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url });
  return { site, r, endpoint };
}

test('a dispatcher opens its connections and prepares its statements on each before its first round', async () => {
  const log = recordingLog();
  // Every connection of the test's pool (4; the service's default is DISPATCHER_CONNECTIONS of its 10).
  const dispatcher = ctx.platform.webhooks.dispatcher(log, { warmConnections: 4 });
  try {
    await dispatcher.start();
  } finally {
    await dispatcher.stop();
  }
  assert.equal(DISPATCHER_CONNECTIONS, 3);
  assert.deepEqual(log.lines, []);
  // PGlite: nothing to open (the process owns the engine), no warm-up.
  if (postgres()) {
    // Each of the pool's connections holds the dispatcher's statements, prepared (named) there: any 3 of the 4 (the
    // platform may hold one meanwhile).
    const held: string[][] = [];
    await onEachConnection(ctx.platform.db, 3, async (db) => {
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db);
      held.push(rows.map((r) => r.statement));
    });
    assert.equal(held.length, 3);
    for (const statements of held) {
      const has = (fragment: string) => statements.some((s) => s.includes(fragment));
      assert.ok(has('INSERT INTO webhook_deliveries'), 'the fan-out');
      assert.ok(has('LIMIT $') && has('FOR UPDATE SKIP LOCKED') && has('AS seen'), 'the claim');
      assert.ok(has('webhook_delivery_exchanges'), 'the outcomes');
      assert.ok(has('AS lapse_ms'), 'the idle probe');
      assert.ok(has("SET status = 'pending'"), 'the hand-back');
    }
  }
});

test('the warm-up touches no row: an event waiting stays waiting, no delivery is made or claimed', async () => {
  const { site, endpoint } = await endpointWithSite();
  const event = await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 9101 });
  await warmStatements(ctx.platform.db, 60_000);
  const { rows } = await sql<{ fanned: boolean; deliveries: number }>`
    SELECT (SELECT fanned_out_at IS NOT NULL FROM outbox_events WHERE event_id = ${event.eventId}::uuid) AS fanned,
           (SELECT count(*)::int FROM webhook_deliveries WHERE endpoint_id = ${endpoint.endpointId}) AS deliveries`.execute(
    ctx.platform.db,
  );
  assert.deepEqual(rows[0], { fanned: false, deliveries: 0 });
});

test('a dispatcher whose database does not answer still starts, cold, and says so', async () => {
  const log = recordingLog();
  // A PostgreSQL nobody listens on (port 1): every connection it asks for fails, whichever engine the suite runs on.
  const unreachable = await openDatabase('postgres://postgres@127.0.0.1:1/none', { statementTimeoutMs: 1_000 });
  const dispatcher = new Dispatcher(
    unreachable.db,
    await loadSecretBox(ctx.platform.db),
    ctx.clock,
    ctx.platform.webhooks.settings,
    log,
    ctx.platform.webhooks.sender,
  );
  try {
    await dispatcher.start();
  } finally {
    await dispatcher.stop();
    await unreachable.close();
  }
  assert.ok(
    log.lines.some((l) => l.message.includes('could not warm its connections')),
    JSON.stringify(log.lines.map((l) => l.message)),
  );
});

test('a claim the batch cut doubles the next one, up to the process slots; a drained backlog goes back to the batch', () => {
  const size = new ClaimSize(100, 512);
  assert.equal(size.size, 100);
  size.cut(100);
  assert.equal(size.size, 200);
  size.cut(200);
  size.cut(400);
  assert.equal(size.size, 512);
  // Cut by the process's free slots, not the batch: it neither grows nor falls back.
  size.cut(30);
  assert.equal(size.size, 512);
  // The backlog is drained: back to the batch.
  size.drained();
  assert.equal(size.size, 100);
});

/** A claim batch of 2, and room for 128 (64 slots, 64 to queue; an endpoint's first window allows 2 × 64). */
function smallBatchDispatcher() {
  return ctx.platform.webhooks.dispatcher(undefined, {
    claimBatch: 2,
    concurrency: 64,
    perEndpointConcurrency: 64,
    perEndpointMaxConcurrency: 64,
  });
}

test('a backlog of pending deliveries drains with claims that grow, every delivery made once', async () => {
  const { site, r, endpoint } = await endpointWithSite();
  // 120 events fanned out while no dispatcher sends: the pending deliveries a restart finds.
  for (let n = 0; n < 120; n++) await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 9200 + n });
  await new DeliveryClaims(ctx.platform.db).fanOut(500);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = ${endpoint.endpointId} AND status = 'pending'`.execute(
    ctx.platform.db,
  );
  assert.equal(rows[0]!.n, 120);
  const totals: number[] = [];
  const original = DeliveryClaims.prototype.claimRound;
  DeliveryClaims.prototype.claimRound = function (this: DeliveryClaims, options) {
    // Not the warm-up's (a limit of 0), nor the first claim's (the batch).
    if (options.total > 2) totals.push(options.total);
    return original.call(this, options);
  };
  const dispatcher = smallBatchDispatcher();
  try {
    await dispatcher.start();
    await waitFor(() => r.received.length >= 120, 20_000, '120 deliveries');
  } finally {
    DeliveryClaims.prototype.claimRound = original;
    await dispatcher.stop();
  }
  assert.equal(new Set(r.received.map((x) => x.body.eventId)).size, 120);
  assert.equal(r.received.length, 120);
  // After the first claim of 2, each claim the batch cut doubles the next: not 60 rounds of 2 for the backlog.
  assert.deepEqual(totals.slice(0, 4), [4, 8, 16, 32], `claims: ${totals.join(', ')}`);
});

test("a fan-out claims every delivery it inserts that the process has room for, whatever the claim's batch", async () => {
  const { site, r } = await endpointWithSite();
  // 120 events committed while no dispatcher runs.
  for (let n = 0; n < 120; n++) await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 9400 + n });
  const rounds: Array<{ fanned: number; claimed: number; left: number }> = [];
  const original = DeliveryClaims.prototype.fanOutAndClaim;
  DeliveryClaims.prototype.fanOutAndClaim = async function (this: DeliveryClaims, options) {
    const round = await original.call(this, options);
    if (round.fanned > 0) rounds.push({ fanned: round.fanned, claimed: round.claimed.length, left: round.left.length });
    return round;
  };
  const dispatcher = smallBatchDispatcher();
  try {
    await dispatcher.start();
    await waitFor(() => r.received.length >= 120, 20_000, '120 deliveries');
  } finally {
    DeliveryClaims.prototype.fanOutAndClaim = original;
    await dispatcher.stop();
  }
  assert.equal(r.received.length, 120);
  // One statement fans out the 120 events and claims all 120 deliveries: none left pending for a claim's second update.
  assert.deepEqual(rounds, [{ fanned: 120, claimed: 120, left: 0 }]);
});
