// Shared steps of the webhook tests: endpoints through the admin API, events
// through recordEvent (as the order lifecycle writes them), a running dispatcher.
import assert from 'node:assert/strict';
import { withTransaction } from '../../../src/db/transaction.ts';
import { recordEvent, type EventInput, type RecordedEvent } from '../../../src/events/outbox.ts';
import type { Dispatcher } from '../../../src/events/webhooks/dispatch/dispatcher.ts';
import type { DispatcherLog, DispatcherSettings } from '../../../src/events/webhooks/dispatch/settings.ts';
import type { Sender } from '../../../src/events/webhooks/sender.ts';
import { after, before } from 'node:test';
import type { EnvironmentKind } from '../../../src/app/config.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { startReceiver, type Receiver } from './receiver.ts';

/**
 * Settings for tests: a short idle poll; the spec's 5 s timeout (the hung
 * endpoint test sets its own), so a loaded machine never turns a slow
 * loopback answer into a false timeout.
 */
export const TEST_SETTINGS = { WEBHOOK_POLL_MS: '50' };

export interface CreatedEndpoint {
  endpointId: number;
  signingSecret: string | null;
  eventTypes: string[];
}

export async function registerEndpoint(ctx: TestContext, partnerId: number, body: Record<string, unknown>): Promise<CreatedEndpoint> {
  const res = await ctx.adminCall({ method: 'POST', url: `/admin/partners/${partnerId}/webhook-endpoints`, payload: body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

export function emit(ctx: TestContext, event: EventInput): Promise<RecordedEvent> {
  return withTransaction(ctx.platform.db, (trx) => recordEvent(trx, event));
}

/** Runs `work` with a started dispatcher, stopped (in-flight deliveries recorded) afterwards. */
export async function withDispatcher<T>(
  ctx: TestContext,
  work: (dispatcher: Dispatcher) => Promise<T>,
  options: { log?: DispatcherLog; overrides?: Partial<DispatcherSettings>; send?: Sender } = {},
): Promise<T> {
  const dispatcher = ctx.platform.webhooks.dispatcher(options.log, options.overrides, options.send);
  dispatcher.start();
  try {
    return await work(dispatcher);
  } finally {
    await dispatcher.stop();
  }
}

/** Deliveries of one endpoint, oldest first, as the back office shows them. */
export async function deliveriesOf(ctx: TestContext, endpointId: number): Promise<Array<Record<string, any>>> {
  const res = await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries?endpointId=${endpointId}&limit=200` });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().deliveries as Array<Record<string, any>>).reverse();
}

/**
 * A webhooks test file's own world: a test context (handed to `use` before the
 * first test) and receivers, all closed after the file, on a host of `kind`.
 * Returns the function that starts a receiver closed with the file.
 */
export function webhooksTestFile(
  use: (ctx: TestContext) => void,
  kind: EnvironmentKind = 'production',
): (...args: Parameters<typeof startReceiver>) => Promise<Receiver> {
  let ctx: TestContext | undefined;
  const receivers: Receiver[] = [];
  before(async () => {
    ctx = await createTestContext({ ...TEST_SETTINGS, ENVIRONMENT_KIND: kind });
    use(ctx);
  });
  after(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await ctx?.close();
  });
  return async (...args) => {
    const r = await startReceiver(...args);
    receivers.push(r);
    return r;
  };
}
