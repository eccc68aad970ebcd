// The tracing journey on the embedded engine: every role in one process, as
// `npm start` runs them, with its demo world (the quick start's partner and
// order), exporting http/json to the test's receiver (test/tracing/journey.ts
// says what is proved). The embedded engine's statements go through the same
// pg driver (src/db/embedded/connection.ts), so they are pg spans too.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { ADMIN_TOKEN } from '../helpers/context.ts';
import { startServiceProcess, TEST_PASSWORD_COST, type ServiceProcess } from '../helpers/service-process.ts';
import { freePorts } from '../readme/service.ts';
import {
  followOneOrder,
  type Receiver,
  startReceiver,
  startWebhookReceiver,
  tracedEntry,
  tracingEnv,
  until,
  type Webhooks,
} from './journey.ts';

if (!isPostgresUrl(process.env.DATABASE_URL ?? '')) {
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-traces-'));
  let service: ServiceProcess | undefined;
  let receiver: Receiver | undefined;
  let webhooks: Webhooks | undefined;
  after(async () => {
    await service?.kill();
    webhooks?.server.closeAllConnections();
    await new Promise((resolve) => (webhooks ? webhooks.server.close(resolve) : resolve(null)));
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('one trace from the partner request through the worker to the webhook, every role in one process', async () => {
    receiver = await startReceiver();
    webhooks = await startWebhookReceiver();
    const [port, adminPort, sandboxPort] = await freePorts(3);
    const roles = ['api', 'admin', 'storage', 'worker', 'dispatcher', 'sandbox'];
    service = await startServiceProcess({
      name: 'service',
      roles,
      port: port!,
      entry: await tracedEntry(),
      env: {
        ...TEST_PASSWORD_COST,
        DATABASE_URL: join(dir, 'pglite'),
        STORAGE_DIR: join(dir, 'storage'),
        ADMIN_PORT: String(adminPort),
        STORAGE_PORT: '0',
        // The sandbox `npm start` serves beside production, in the same process.
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_ADMIN_PORT: '0',
        SANDBOX_STORAGE_PORT: '0',
        SANDBOX_METRICS_PORT: '0',
        ADMIN_TOKEN,
        LOG_LEVEL: 'info',
        SUBMISSION_WAIT_MS: '20000',
        ...tracingEnv(receiver, 'http/json'),
      },
    });
    const banner = await until('the demo credentials', () => /client_secret\s+(\S+)/.test(service!.output()) && service!.output());
    const clientId = /client_id\s+(\S+)/.exec(banner)![1]!;
    const clientSecret = /client_secret\s+(\S+)/.exec(banner)![1]!;
    const partnerId = /\(partnerId (\d+)\)/.exec(banner)![1]!;
    const admin = `http://127.0.0.1:${adminPort}`;
    const created = await fetch(`${admin}/admin/partners/${partnerId}/webhook-endpoints`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: webhooks.url }),
    });
    const endpoint = (await created.json()) as { signingSecret: string };
    await followOneOrder({
      api: `http://127.0.0.1:${port}`,
      admin,
      adminToken: ADMIN_TOKEN,
      client: { clientId, clientSecret },
      // The quick start's order (docs/guides/01-quick-start.md).
      order: {
        siteId: 1,
        partnerOrderId: 'PO-TRACE-1',
        shipTo: {
          name: 'Ada Lovelace',
          address1: '1 Main St',
          city: 'Columbus',
          state: 'OH',
          postalCode: '43004',
          country: 'US',
          email: 'ada@example.com',
        },
        shippingMethod: 'Ground',
        lines: [{ productId: 'SLO_1', partnerLineId: 'L1', quantity: 100, variantId: 1 }],
      },
      signingSecret: endpoint.signingSecret,
      receiver,
      webhooks,
      roles: { api: roles.join(','), worker: roles.join(','), dispatcher: roles.join(',') },
      workerLines: () =>
        service!
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>),
    });
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  });

  let sandboxUrl: string | undefined;
  test("the sandbox served by the same process names its environment on its server spans; production's name theirs", async () => {
    assert.ok(sandboxUrl, 'the journey started the service');
    const production = `http://127.0.0.1:${service!.port}`;
    for (const base of [production, sandboxUrl!]) {
      const answer = await fetch(`${base}/v1/me`);
      assert.equal(answer.status, 401);
    }
    const server = (environment: string) =>
      until(`a ${environment} server span of GET /v1/me`, () =>
        receiver!.spans.find((s) => s.name === 'GET /v1/me' && s.attributes['partner_api.environment'] === environment),
      );
    const [sandbox, live] = await Promise.all([server('sandbox'), server('production')]);
    assert.notEqual(sandbox.traceId, live.traceId);
  });
}
