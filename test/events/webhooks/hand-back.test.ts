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

test('deliveries in flight are handed back: pending, then sent by another dispatcher well before their lease ends', async () => {
  // The first POST hangs until released; later ones answer 204.
  const hanging: Array<() => void> = [];
  let requests = 0;
  const server = createServer((req, res) => {
    req.resume();
    requests++;
    if (requests === 1) hanging.push(() => res.writeHead(204).end());
    else res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const endpoint = await registerEndpoint(ctx, partner.partnerId, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
  });
  await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 7001 });

  // A lease of ten minutes: only a hand-back makes the delivery claimable again within this test.
  const leaseMs = 600_000;
  const first = ctx.platform.webhooks.dispatcher(undefined, { leaseMs, timeoutMs: 60_000 });
  const second = ctx.platform.webhooks.dispatcher(undefined, { leaseMs });
  try {
    first.start();
    await waitFor(() => requests === 1, 10_000, 'the first POST under way');
    const stopping = first.stop();
    assert.equal(await first.handBack(), 1);
    assert.equal((await deliveriesOf(ctx, endpoint.endpointId))[0]!.status, 'pending');

    second.start();
    await waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId))[0]!.status === 'succeeded', 10_000, 'sent by the second');
    // The first one's POST ends late: its outcome is not recorded over the second's.
    for (const release of hanging.splice(0)) release();
    await stopping;
    const [delivery] = await deliveriesOf(ctx, endpoint.endpointId);
    assert.equal(delivery!.status, 'succeeded');
    assert.equal(requests, 2);
  } finally {
    for (const release of hanging.splice(0)) release();
    await Promise.all([first.stop(), second.stop()]);
    server.closeAllConnections();
    server.close();
  }
});
