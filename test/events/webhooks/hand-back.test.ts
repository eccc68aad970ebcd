// A dispatcher shutting down past its grace hands back the deliveries still
// being sent (src/app/shutdown.ts): pending again at once, so another
// dispatcher sends them now instead of when their lease ends; the stopped
// dispatcher's late outcome is not recorded over the new one.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { deliveriesOf, emit, registerEndpoint, TEST_SETTINGS } from './fixtures.ts';
import { waitFor } from './receiver.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext(TEST_SETTINGS);
});
after(() => ctx.close());

/**
 * A registered endpoint on a site of its own whose POSTs hang while `held`
 * says so (given the request's number, from 1) and answer 204 otherwise;
 * `release()` answers every hanging one.
 */
async function heldEndpoint(held: (request: number) => boolean) {
  const hanging: Array<() => void> = [];
  let requests = 0;
  const server = createServer((req, res) => {
    req.resume();
    requests++;
    if (held(requests)) hanging.push(() => res.writeHead(204).end());
    else res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const endpoint = await registerEndpoint(ctx, partner.partnerId, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
  });
  return {
    site,
    endpoint,
    requests: () => requests,
    hanging: () => hanging.length,
    release: () => {
      for (const answer of hanging.splice(0)) answer();
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test('deliveries in flight are handed back: pending, then sent by another dispatcher well before their lease ends', async () => {
  // The first POST hangs until released; later ones answer 204.
  const { site, endpoint, requests, release, close } = await heldEndpoint((n) => n === 1);
  await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 7001 });

  // A lease of ten minutes: only a hand-back makes the delivery claimable again within this test.
  const leaseMs = 600_000;
  const first = ctx.platform.webhooks.dispatcher(undefined, { leaseMs, timeoutMs: 60_000 });
  const second = ctx.platform.webhooks.dispatcher(undefined, { leaseMs });
  try {
    first.start();
    await waitFor(() => requests() === 1, 10_000, 'the first POST under way');
    const stopping = first.stop();
    assert.equal(await first.handBack(), 1);
    assert.equal((await deliveriesOf(ctx, endpoint.endpointId))[0]!.status, 'pending');

    second.start();
    await waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId))[0]!.status === 'succeeded', 10_000, 'sent by the second');
    // The first one's POST ends late: its outcome is not recorded over the second's.
    release();
    await stopping;
    const [delivery] = await deliveriesOf(ctx, endpoint.endpointId);
    assert.equal(delivery!.status, 'succeeded');
    assert.equal(requests(), 2);
  } finally {
    release();
    await Promise.all([first.stop(), second.stop()]);
    close();
  }
});

test('a dispatcher told to stop claims nothing more, not even in a round under way when stop() came', async () => {
  const { site, endpoint, requests, close } = await heldEndpoint(() => false);
  await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 7201 });
  const dispatcher = ctx.platform.webhooks.dispatcher(undefined, { leaseMs: 600_000 });
  try {
    await dispatcher.stop();
    // What a round under way at stop() does next. Before, it fanned the event out and claimed its delivery; on a
    // loaded machine such a round claimed again what handBack() had just given back (the test above).
    assert.equal(await dispatcher.tick(), 0);
    assert.deepEqual(await deliveriesOf(ctx, endpoint.endpointId), []);
    assert.equal(requests(), 0);
    // Started again, it sends it.
    dispatcher.start();
    await waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId))[0]?.status === 'succeeded', 10_000, 'sent once started again');
  } finally {
    await dispatcher.stop();
    close();
  }
});

test('deliveries claimed ahead and not started are given back at stop; the one in flight at the hand-back', async () => {
  // Every POST hangs until released: with a window of one, the claim starts one and queues one (claimed-queue.ts).
  let held = true;
  const { site, endpoint, hanging, release, close } = await heldEndpoint(() => held);
  for (let n = 0; n < 3; n++) await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 7101 + n });
  const statuses = async () => (await deliveriesOf(ctx, endpoint.endpointId)).map((d) => d.status).sort();
  const one = { leaseMs: 600_000, timeoutMs: 60_000, perEndpointConcurrency: 1, perEndpointMaxConcurrency: 1 };
  const first = ctx.platform.webhooks.dispatcher(undefined, one);
  const second = ctx.platform.webhooks.dispatcher(undefined, { leaseMs: 600_000 });
  try {
    first.start();
    await waitFor(() => hanging() === 1, 10_000, 'the first POST under way');
    await waitFor(async () => (await statuses()).filter((s) => s === 'delivering').length === 2, 10_000, 'one sent, one queued');
    const stopping = first.stop();
    // The queued one is pending again at once; the one in flight stays claimed until the hand-back.
    await waitFor(async () => (await statuses()).join() === 'delivering,pending,pending', 10_000, 'the queued one given back');
    assert.equal(await first.handBack(), 1);
    assert.deepEqual(await statuses(), ['pending', 'pending', 'pending']);
    held = false;
    release();
    await stopping;
    second.start();
    await waitFor(async () => (await statuses()).every((s) => s === 'succeeded'), 10_000, 'all three sent by the second');
  } finally {
    held = false;
    release();
    await Promise.all([first.stop(), second.stop()]);
    close();
  }
});
