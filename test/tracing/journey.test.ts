// The "done means" on PostgreSQL: the API (with the admin listener),
// the worker and the dispatcher as three processes, each exporting to the
// test's own OTLP/HTTP receiver (the worker in http/protobuf, the others in
// http/json); one partner order followed from its request through the
// worker to its webhooks (test/tracing/journey.ts says what is proved).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../helpers/context.ts';
import { startServiceProcess, type ServiceProcess } from '../helpers/service-process.ts';
import { freePorts } from '../readme/service.ts';
import { orderBody, orderWorld } from '../submissions/fixtures.ts';
import { followOneOrder, type Receiver, startReceiver, startWebhookReceiver, tracedEntry, tracingEnv, type Webhooks } from './journey.ts';

const base = process.env.DATABASE_URL ?? '';

if (isPostgresUrl(base)) {
  const processes: ServiceProcess[] = [];
  let ctx: TestContext | undefined;
  let receiver: Receiver | undefined;
  let webhooks: Webhooks | undefined;
  after(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    webhooks?.server.closeAllConnections();
    await new Promise((resolve) => (webhooks ? webhooks.server.close(resolve) : resolve(null)));
    await receiver?.close();
    await ctx?.close();
  });

  test('one trace from the partner request through the worker process to the webhook of the dispatcher process', async () => {
    ctx = await createTestContext();
    const world = await orderWorld(ctx);
    receiver = await startReceiver();
    webhooks = await startWebhookReceiver();
    const endpoint = await ctx.platform.webhooks.admin.createEndpoint(world.partner.partnerId, { url: webhooks.url }, 'test');
    const [port, adminPort] = await freePorts(2);
    const env = {
      DATABASE_URL: ctx.databaseUrl!,
      REDIS_URL: process.env.REDIS_URL,
      LOG_LEVEL: 'silent',
      ADMIN_PORT: String(adminPort),
      ADMIN_TOKEN,
      ENVIRONMENT_NAME: `pcapi-traces-${randomBytes(4).toString('hex')}`,
      SUBMISSION_WAIT_MS: '20000',
      WEBHOOK_POLL_MS: '50',
      // The receiver is on loopback, which a PostgreSQL deployment refuses by default.
      WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true',
      ...tracingEnv(receiver, 'http/json'),
    };
    const entry = await tracedEntry();
    const [api, worker, dispatcher] = await Promise.all([
      startServiceProcess({ name: 'api', roles: ['api', 'admin'], port: port!, env, entry }),
      startServiceProcess({
        name: 'worker',
        roles: ['worker'],
        env: { ...env, LOG_LEVEL: 'info', ...tracingEnv(receiver, 'http/protobuf') },
        entry,
      }),
      startServiceProcess({ name: 'dispatcher', roles: ['dispatcher'], env, entry }),
    ]);
    processes.push(api!, worker!, dispatcher!);

    await followOneOrder({
      api: `http://127.0.0.1:${port}`,
      admin: `http://127.0.0.1:${adminPort}`,
      adminToken: ADMIN_TOKEN,
      client: world.partner,
      order: orderBody(world) as Parameters<typeof followOneOrder>[0]['order'],
      signingSecret: endpoint.signingSecret!,
      receiver,
      webhooks,
      roles: { api: 'api,admin', worker: 'worker', dispatcher: 'dispatcher' },
      workerLines: () =>
        worker!
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>),
    });
    // Both encodings arrived: the worker's protobuf decoded into the same trace.
    assert.ok(receiver.contentTypes.some((t) => t.includes('protobuf')) && receiver.contentTypes.some((t) => t.includes('json')));
    // The gateway's decision, and with Redis its commands, in the order request's trace.
    const order = receiver.spans.find((s) => s.name === 'POST /v1/orders')!;
    const rateLimit = receiver.spans.find((s) => s.name === 'gateway.rate_limit' && s.traceId === order.traceId);
    assert.equal(rateLimit?.attributes['gateway.decision'], 'passed');
    if (process.env.REDIS_URL) {
      assert.ok(
        receiver.spans.some((s) => /^eval/.test(s.name) && s.parentSpanId === rateLimit!.spanId),
        'the rate limit reads Redis inside its span',
      );
    }
  });
}
