// No webhook reaches a listener of the service's own process, even where
// private destinations are allowed (the local demo): the cases are generated
// from the listening sockets the process holds once it has built its
// environments the way `npm start` does (production with every listening
// role, the sandbox beside it on SANDBOX_PORT=0), so a listener added later
// is covered without touching this test. Registration refuses each one by
// address and by this host's names, through either environment's admin API
// over HTTP; a name that resolves to one (stub resolver) is refused at the
// dispatcher, with nothing sent and no answer kept.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../../../src/app/config.ts';
import { buildEnvironment, drainAll, shareListeners, type Environment } from '../../../../src/app/environment.ts';
import { sandboxConfig } from '../../../../src/app/sandbox/config.ts';
import { shutDown } from '../../../../src/app/shutdown.ts';
import { withTransaction } from '../../../../src/db/transaction.ts';
import { recordEvent } from '../../../../src/events/outbox.ts';
import { httpSender } from '../../../../src/events/webhooks/sender.ts';
import { ADMIN_TOKEN } from '../../../helpers/context.ts';
import { waitFor } from '../receiver.ts';

const storage = mkdtempSync(join(tmpdir(), 'pcapi-own-listeners-'));
let production: Environment;
let sandbox: Environment;
/** Every port a socket of this process listens on, read from the process's handles once both environments are up. */
let listening: number[];

before(async () => {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    STORAGE_DIR: storage,
    PASSWORD_SCRYPT_N: '16384',
    ...Object.fromEntries(['PORT', 'ADMIN_PORT', 'STORAGE_PORT', 'MTLS_PORT', 'METRICS_PORT', 'SANDBOX_PORT'].map((name) => [name, '0'])),
    // The local demo's setting: only the always-refused destinations are refused.
    WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true',
    WEBHOOK_POLL_MS: '50',
  });
  production = await buildEnvironment(config, ['api', 'admin', 'mtls', 'storage', 'dispatcher'], { name: null, adminToken: ADMIN_TOKEN });
  sandbox = await buildEnvironment(sandboxConfig(config)!, ['api', 'admin', 'storage', 'dispatcher'], {
    name: 'sandbox',
    adminToken: ADMIN_TOKEN,
  });
  // As src/main.ts does: the partner listeners open last.
  for (const environment of [sandbox, production]) await environment.openPartnerListeners();
  shareListeners([sandbox, production]);
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  listening = handles.flatMap((h) => {
    const address = h instanceof Server && h.listening ? h.address() : null;
    return address && typeof address === 'object' ? [address.port] : [];
  });
});

after(async () => {
  await shutDown({ graceMs: 5_000, ...drainAll([sandbox, production]), log: { info() {}, warn() {} } });
  rmSync(storage, { recursive: true, force: true });
});

async function admin(environment: Environment, method: string, path: string, body?: unknown) {
  const res = await fetch(`${environment.urls.admin}${path}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

test('the process listens on every listener of both environments (api, admin, mTLS, storage, metrics of each)', () => {
  assert.ok(listening.length >= 9, `listening on ${listening.join(', ')}`);
  for (const environment of [production, sandbox])
    for (const url of Object.values(environment.urls)) if (url) assert.ok(listening.includes(Number(new URL(url).port)), url);
});

test("registering any listener of the process, by loopback address or this host's names, is refused by both admin APIs", async () => {
  for (const environment of [production, sandbox]) {
    const partnerId = (await environment.demo())!.partnerId;
    for (const port of listening) {
      for (const url of [
        `http://127.0.0.1:${port}/admin/team`,
        `http://localhost:${port}/v1/me`,
        `http://[::1]:${port}/`,
        `https://localhost:${port}/`,
        `http://[::ffff:127.0.0.1]:${port}/metrics`,
      ]) {
        const res = await admin(environment, 'POST', `/admin/partners/${partnerId}/webhook-endpoints`, { url });
        assert.equal(res.status, 422, `${environment.name ?? 'production'}: ${url} → ${JSON.stringify(res.json)}`);
        assert.equal(res.json.code, 'webhook_destination_refused');
      }
    }
  }
});

test('a name resolving to a listener of the process is refused at the dispatcher: nothing sent, no answer kept', async () => {
  const demo = (await production.demo())!;
  const names = new Map(listening.map((port) => [`listener-${port}.partner.test`, port]));
  const resolver = async (name: string) => {
    if (!names.has(name)) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return [{ address: '127.0.0.1', family: 4 }];
  };
  const endpoints: number[] = [];
  for (const [name, port] of names) {
    const res = await admin(production, 'POST', `/admin/partners/${demo.partnerId}/webhook-endpoints`, {
      url: `http://${name}:${port}/admin/team`,
      eventTypes: ['order.status_changed'],
    });
    assert.equal(res.status, 201, JSON.stringify(res.json));
    endpoints.push(res.json.endpointId);
  }
  const dispatcher = production.platform.webhooks.dispatcher(
    undefined,
    undefined,
    httpSender(production.platform.webhooks.destinations, resolver),
  );
  await dispatcher.start();
  try {
    await withTransaction(production.platform.db, (trx) =>
      recordEvent(trx, { type: 'order.status_changed', siteId: demo.siteIds[0]!, orderNumber: 424242 }),
    );
    for (const endpointId of endpoints) {
      let deliveries: Array<Record<string, any>> = [];
      await waitFor(
        async () => {
          deliveries = (await admin(production, 'GET', `/admin/webhook-deliveries?endpointId=${endpointId}`)).json.deliveries;
          return deliveries.some((d) => d.status === 'failed' || d.status === 'succeeded');
        },
        15_000,
        `the delivery to endpoint ${endpointId}`,
      );
      const detail = (await admin(production, 'GET', `/admin/webhook-deliveries/${deliveries[0]!.deliveryId}`)).json;
      assert.equal(detail.errorClass, 'destination_refused', JSON.stringify(detail));
      assert.equal(detail.responseStatus, null);
      assert.equal(detail.exchange, null);
    }
  } finally {
    await dispatcher.stop();
  }
});
