// The SDK on the two other hosts. The mTLS host: no token, the client
// certificate in the TLS handshake (node:https, no dependency), the same
// operations and typed errors. The sandbox: its own demo partner's
// credentials on its own base URL; production credentials are refused there.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { AuthenticationError, ConnectionError, NotFoundError, PartnerClient } from '../../sdk/src/index.ts';
import { buildMtlsApp } from '../../src/app/hosts/mtls.ts';
import { generateServerIdentity, type ServerIdentity } from '../../src/identity/mtls/server-identity.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.ts';
import { makeCert } from '../identity/mtls/certs.ts';
import { eventually } from '../identity/mtls/tls-client.ts';
import { order } from '../orders/fixtures.ts';

let ctx: TestContext;
let server: ServerIdentity;
let mtls: FastifyInstance;
let baseUrl: string;
let sandbox: TestSandbox;
before(async () => {
  ctx = await createTestContext({ MTLS_TRUSTSTORE_POLL_MS: '40' });
  server = await generateServerIdentity();
  mtls = await buildMtlsApp(ctx.platform, server);
  await mtls.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `https://127.0.0.1:${(mtls.server.address() as AddressInfo).port}`;
  sandbox = await startTestSandbox(ctx, ['api']);
});
after(async () => {
  await sandbox.close();
  await mtls.close();
  await ctx.close();
});

test('a registered certificate: /v1/me says MTLS, listings page, errors are typed; no token is ever requested', async () => {
  const site = await ctx.site();
  const created = await ctx.adminCall({
    method: 'POST',
    url: '/admin/partners',
    payload: { name: 'mTLS partner', authMethod: 'MTLS', capabilities: ['orders:read', 'sites:read'], siteIds: [site] },
  });
  assert.equal(created.statusCode, 201, created.body);
  const partnerId = created.json().partnerId as number;
  const leaf = await makeCert({ kind: 'rsa2048' });
  assert.equal(
    (await ctx.adminCall({ method: 'POST', url: `/admin/partners/${partnerId}/certificates`, payload: { pem: leaf.certPem } })).statusCode,
    201,
  );
  await order(ctx, site);
  await order(ctx, site);

  const client = new PartnerClient({
    baseUrl,
    certificate: { cert: leaf.certPem, key: leaf.keyPem, ca: server.cert, servername: 'localhost' },
    maxRetries: 0,
  });
  try {
    // The truststore follows the back office within a poll interval.
    const me = await eventually(() => client.me());
    assert.equal(me.authMethod, 'MTLS');
    assert.equal(me.partnerId, partnerId);
    assert.equal(await client.accessToken(), undefined);
    const orders = await client.orders.list({ siteId: site, limit: 1 }).toArray();
    assert.equal(orders.length, 2);
    const missing = await client.orders.get(999_999_999).catch((e: unknown) => e);
    assert.ok(missing instanceof NotFoundError);
    assert.match(missing.requestId ?? '', /.+/);
  } finally {
    client.close();
  }

  // Without a registered certificate the handshake fails: a ConnectionError, no HTTP status, saying where to look.
  const stranger = await makeCert({ kind: 'rsa2048' });
  const strangerCertificate = { cert: stranger.certPem, key: stranger.keyPem, ca: server.cert, servername: 'localhost' };
  const refused = new PartnerClient({ baseUrl, certificate: strangerCertificate, maxRetries: 0 });
  try {
    const error = await refused.ping().catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError, String(error));
    assert.match(
      error.message,
      /on the mTLS host that is also how a client certificate the service does not trust \(never registered, disabled, revoked or expired\) is refused/,
    );
  } finally {
    refused.close();
  }
  // Nothing listening is no certificate's doing: no such hint.
  const closed = new PartnerClient({ baseUrl: 'https://127.0.0.1:1', certificate: strangerCertificate, maxRetries: 0 });
  try {
    const error = await closed.ping().catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError, String(error));
    assert.doesNotMatch(error.message, /certificate/);
  } finally {
    closed.close();
  }
});

test('the sandbox: the same client on the sandbox base URL with the sandbox credentials; production ones are refused there', async () => {
  const sandboxUrl = `http://127.0.0.1:${(sandbox.environment.api!.server.address() as AddressInfo).port}`;
  const demo = sandbox.demo;
  const client = new PartnerClient({ baseUrl: sandboxUrl, clientId: demo.clientId, clientSecret: demo.clientSecret });
  const me = await client.me();
  assert.equal(me.partnerId, demo.partnerId);
  assert.deepEqual(me.grantedSiteIds, demo.siteIds);
  const orders = await client.orders.list({ siteId: demo.siteIds[0]! }).toArray();
  assert.ok(orders.length > 0, 'the sandbox has its demo orders');
  const elsewhere = await client.orders.get(orders[0]!.orderNumber + 1_000_000).catch((e: unknown) => e);
  assert.ok(elsewhere instanceof NotFoundError);

  const partner = await ctx.partner();
  const production = new PartnerClient({
    baseUrl: sandboxUrl,
    clientId: partner.clientId,
    clientSecret: partner.clientSecret,
    maxRetries: 0,
  });
  const refused = await production.me().catch((e: unknown) => e);
  assert.ok(refused instanceof AuthenticationError);
  assert.equal(refused.code, 'invalid_client');
});
