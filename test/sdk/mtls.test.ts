// The SDK on the mTLS host: no token, the client certificate in the TLS
// handshake (node:https, no dependency), the same operations and typed errors.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ConnectionError, NotFoundError, PartnerClient } from '../../sdk/src/index.ts';
import { buildMtlsApp } from '../../src/app/hosts/mtls.ts';
import { generateServerIdentity, type ServerIdentity } from '../../src/identity/mtls/server-identity.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { makeCert } from '../identity/mtls/certs.ts';
import { eventually } from '../identity/mtls/tls-client.ts';
import { order } from '../orders/fixtures.ts';

let ctx: TestContext;
let server: ServerIdentity;
let mtls: FastifyInstance;
let baseUrl: string;
before(async () => {
  ctx = await createTestContext({ MTLS_TRUSTSTORE_POLL_MS: '40' });
  server = await generateServerIdentity();
  mtls = await buildMtlsApp(ctx.platform, server);
  await mtls.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `https://127.0.0.1:${(mtls.server.address() as AddressInfo).port}`;
});
after(async () => {
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

  // Without a registered certificate the handshake fails: a ConnectionError, no HTTP status.
  const stranger = await makeCert({ kind: 'rsa2048' });
  const refused = new PartnerClient({
    baseUrl,
    certificate: { cert: stranger.certPem, key: stranger.keyPem, ca: server.cert, servername: 'localhost' },
    maxRetries: 0,
  });
  try {
    assert.ok((await refused.ping().catch((e: unknown) => e)) instanceof ConnectionError);
  } finally {
    refused.close();
  }
});
