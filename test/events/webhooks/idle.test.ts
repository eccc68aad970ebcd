// An idle dispatcher backs off its poll (IDLE_POLL_MAX_MS) and still sends at
// once: a committed event wakes it, a delivery staff queue (a test ping, a
// redelivery) wakes it by notification (migration 0022: PostgreSQL's LISTEN,
// the embedded instance's own listener on PGlite), and it sleeps no longer
// than until a dead dispatcher's claim lapses, however long its poll. Backed
// off, its poll is one light statement until that finds something to do.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DeliveryClaims } from '../../../src/events/webhooks/delivery-claims.ts';
import { Dispatcher } from '../../../src/events/webhooks/dispatch/dispatcher.ts';
import { silentLog, unobserved } from '../../../src/events/webhooks/dispatch/settings.ts';
import { noWakeups } from '../../../src/events/webhooks/dispatch/wakeups.ts';
import { loadSecretBox } from '../../../src/events/webhooks/secret-box.ts';
import type { TestContext } from '../../helpers/context.ts';
import { deliveriesOf, emit, registerEndpoint, withDispatcher, webhooksTestFile } from './fixtures.ts';
import { backOff, HandTimers } from '../../helpers/hand-timers.ts';
import { waitFor } from './receiver.ts';

const AN_HOUR = 3_600_000;

let ctx: TestContext;
const receiver = webhooksTestFile((c) => (ctx = c));

async function endpointFor(partnerName: string) {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site], name: partnerName });
  const r = await receiver();
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: r.url });
  await ctx.platform.submissions.signals.ready();
  return { site, r, endpoint };
}

test('a dispatcher whose poll backed off sends a committed event at once', async () => {
  const { site, r, endpoint } = await endpointFor('Idle events');
  // From 1 ms, doubling each empty round, up to an hour; the test fires each poll, none fires on its own, so an event
  // sent while the poll is armed was brought in by its commit. No gap between fan-outs: its pause would be the test's too.
  const timers = new HandTimers('flowing');
  await withDispatcher(
    ctx,
    async () => {
      // Twenty empty polls: the next is armed for about 17 minutes.
      await backOff(timers, 2 ** 20);
      await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 9001 });
      await waitFor(() => r.received.length === 1, 30_000, 'the event, with the poll armed for 17 minutes');
      // Recorded (until then its claim caps the poll at the claim's lapse), and the poll back at 1 ms after the work;
      // backed off again, the next event is as quick.
      await waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId))[0]?.status === 'succeeded', 30_000, 'its outcome');
      await waitFor(() => timers.delays.at(-1) === 1, 30_000, 'the poll back at pollMs after the work');
      await backOff(timers, 2 ** 20);
      await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 9002 });
      await waitFor(() => r.received.length === 2, 30_000, 'the second event, with the poll armed for 17 minutes');
    },
    { overrides: { pollMs: 1, idlePollMaxMs: AN_HOUR, fanOutGapMs: 0, timers } },
  );
  assert.deepEqual(
    r.received.map((d) => d.body.orderNumber),
    [9001, 9002],
  );
});

test('with the poll at an hour, a staff redelivery and a test ping are sent at once (their rows notify)', async () => {
  const { site, r, endpoint } = await endpointFor('Idle staff');
  await withDispatcher(
    ctx,
    async () => {
      await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 9100 });
      await waitFor(() => r.received.length === 1, 30_000, 'the event');
      await waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId))[0]?.status === 'succeeded', 30_000, 'its outcome');
      const [first] = await deliveriesOf(ctx, endpoint.endpointId);
      const redelivered = await ctx.adminCall({ method: 'POST', url: `/admin/webhook-deliveries/${first!.deliveryId}/redeliver` });
      assert.equal(redelivered.statusCode, 202, redelivered.body);
      await waitFor(() => r.received.length === 2, 30_000, 'the redelivery, before the hour-long poll');
      assert.equal(r.received[1]!.body.orderNumber, 9100);
      const ping = await ctx.adminCall({ method: 'POST', url: `/admin/webhook-endpoints/${endpoint.endpointId}/test` });
      assert.equal(ping.statusCode, 202, ping.body);
      await waitFor(() => r.received.length === 3, 30_000, 'the test ping, before the hour-long poll');
    },
    { overrides: { pollMs: AN_HOUR, idlePollMaxMs: AN_HOUR } },
  );
  const log = await deliveriesOf(ctx, endpoint.endpointId);
  assert.deepEqual(
    log.map((d) => d.status),
    ['succeeded', 'succeeded', 'succeeded'],
  );
});

test('with the poll at half an hour, a claim a dead dispatcher held is sent once its lease lapses', async () => {
  const { site, r, endpoint } = await endpointFor('Idle lapsed claim');
  await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 9200 });
  // Another dispatcher fans the event out, claims its delivery for a second and a half, and dies.
  const dead = await new DeliveryClaims(ctx.platform.db).fanOutAndClaim({
    limit: 100,
    total: 100,
    free: new Map(),
    defaultFree: 4,
    leaseMs: 1_500,
  });
  assert.equal(dead.claimed.filter((d) => d.endpointId === endpoint.endpointId).length, 1, 'the dead dispatcher held the delivery');
  await withDispatcher(
    ctx,
    async () => {
      await waitFor(() => r.received.length === 1, 30_000, 'the delivery whose claim lapsed, before the half-hour poll');
    },
    { overrides: { pollMs: AN_HOUR / 2, idlePollMaxMs: AN_HOUR } },
  );
  assert.equal(r.received[0]!.body.orderNumber, 9200);
});

test('with every wake-up lost, a backed-off dispatcher polls with one light statement and still sends a committed event', async () => {
  const { site, r } = await endpointFor('Idle probe');
  const counts = { probes: 0, claims: 0, fanOuts: 0 };
  // The dispatcher's statements, counted as they are compiled.
  const db = ctx.platform.db.withPlugin({
    transformQuery(args) {
      const text = JSON.stringify(args.node);
      if (text.includes('EXISTS (SELECT 1 FROM outbox_events')) counts.probes++;
      else if (text.includes('WITH locked AS')) counts.claims++;
      else if (text.includes('fanned_out_at IS NULL')) counts.fanOuts++;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  });
  // No warm-up (its statements, each run once before the first round, would count here: cold-start.test.ts tests it).
  // The test fires each poll: backing off from 5 ms to 200 ms, then five more at 200 ms.
  const timers = new HandTimers('flowing');
  const settings = { ...ctx.platform.webhooks.settings, pollMs: 5, idlePollMaxMs: 200, warmConnections: 0, timers };
  // No wake-up source: as if every notification were lost, only the poll can find the event.
  const dispatcher = new Dispatcher(
    db,
    await loadSecretBox(db),
    ctx.platform.clock,
    settings,
    silentLog,
    ctx.platform.webhooks.sender,
    unobserved,
    noWakeups,
  );
  dispatcher.start();
  try {
    // Armed at 200 ms less the few that passed since the round's fan-out clock started.
    await backOff(timers, 180);
    for (let poll = 0; poll < 5; poll++) await timers.fire();
    await timers.armed();
    const idle = { ...counts };
    // Backing off from 5 ms to 200 ms: the first round at 5 ms claims and fans out, every later one only probes.
    assert.ok(idle.probes >= 5, `the backed-off poll probed (${JSON.stringify(idle)})`);
    assert.ok(idle.claims <= 1 && idle.fanOuts <= 1, `no claim or fan-out once backed off (${JSON.stringify(idle)})`);
    await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 9300 });
    // Nothing wakes it: the next poll's probe finds the event.
    await timers.fire();
    await waitFor(() => r.received.length === 1, 30_000, 'the event, found by the probe');
  } finally {
    await dispatcher.stop();
  }
  assert.equal(r.received[0]!.body.orderNumber, 9300);
});
