// The Node receiver partners copy from docs/webhooks.md, run as its own
// process, receives real deliveries, verifies them, and refuses a wrong secret.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { deliveriesOf, emit, registerEndpoint, TEST_SETTINGS, withDispatcher } from './fixtures.ts';
import { waitFor } from './receiver.ts';

let ctx: TestContext;
let child: ChildProcess | null = null;
const scratch = mkdtempSync(join(tmpdir(), 'pcapi-receiver-'));
before(async () => {
  ctx = await createTestContext(TEST_SETTINGS);
});
after(async () => {
  child?.kill();
  await ctx.close();
  rmSync(scratch, { recursive: true, force: true });
});

function documentedReceiver(): string {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'webhooks.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Node.js receiver'));
  const match = /```js\n([\s\S]*?)```/.exec(section);
  assert.ok(match, 'docs/webhooks.md has a Node receiver');
  return match[1]!;
}

test('the documented Node receiver verifies real deliveries and the test ping, and refuses another secret', async () => {
  const site = await ctx.site();
  const partner = await ctx.partner({ siteIds: [site] });
  const endpoint = await registerEndpoint(ctx, partner.partnerId, { url: 'http://127.0.0.1:9/placeholder' });
  const file = join(scratch, 'receiver.mjs');
  writeFileSync(file, documentedReceiver());
  let output = '';
  child = spawn(process.execPath, [file], { env: { ...process.env, WEBHOOK_SECRET: endpoint.signingSecret!, PORT: '0' } });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await waitFor(() => /listening on \d+/.test(output), 20_000, 'the receiver to listen');
  const port = /listening on (\d+)/.exec(output)![1];
  await ctx.adminCall({
    method: 'PATCH',
    url: `/admin/webhook-endpoints/${endpoint.endpointId}`,
    payload: { url: `http://127.0.0.1:${port}/hooks` },
  });

  const event = await emit(ctx, { type: 'shipment.shipped', siteId: site, orderNumber: 77, shipmentNumber: 1 });
  const ping = (await ctx.adminCall({ method: 'POST', url: `/admin/webhook-endpoints/${endpoint.endpointId}/test` })).json();
  await withDispatcher(ctx, async () => {
    await waitFor(
      () =>
        output.includes(`received shipment.shipped ${event.eventId} site ${site} order 77`) &&
        output.includes(`test ping ${ping.eventId} verified`),
      10_000,
      'the receiver output',
    );
    // The secret rotates; the receiver still holds the old one and refuses.
    await ctx.adminCall({ method: 'POST', url: `/admin/webhook-endpoints/${endpoint.endpointId}/secret` });
    await emit(ctx, { type: 'order.status_changed', siteId: site, orderNumber: 78 });
    await waitFor(async () => (await deliveriesOf(ctx, endpoint.endpointId)).some((d) => d.responseStatus === 401), 10_000, 'the refusal');
  });
  const log = await deliveriesOf(ctx, endpoint.endpointId);
  assert.deepEqual(log.map((d) => `${d.kind} ${d.status} ${d.responseStatus}`).sort(), [
    'event failed 401',
    'event succeeded 204',
    'test succeeded 204',
  ]);
});
