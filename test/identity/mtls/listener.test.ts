// The mTLS host through real TLS connections: the handshake demands a
// certificate that chains to the truststore (enabled partner certificates),
// the app binds it to its partner, and the truststore follows the back
// office without a restart.
import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { Agent } from 'node:https';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildMtlsApp, MTLS_HANDSHAKE_TIMEOUT_MS } from '../../../src/app/hosts/mtls.ts';
import { type AddressInfo, connect } from 'node:net';
import { generateServerIdentity, type ServerIdentity } from '../../../src/identity/mtls/server-identity.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { bundle, makeCert, makeChain, type TestCert } from './certs.ts';
import { eventually, tlsRequest, type TlsResponse } from './tls-client.ts';

function withoutRequestId(res: TlsResponse): string {
  const body = res.json();
  delete body.requestId;
  return JSON.stringify(body);
}

describe('mTLS listener', () => {
  let ctx: TestContext;
  let server: ServerIdentity;
  let mtls: FastifyInstance;

  const mtlsPartner = async (name: string, sites = 1) => {
    const siteIds: number[] = [];
    for (let i = 0; i < sites; i++) siteIds.push(await ctx.site());
    const res = await ctx.adminCall({
      method: 'POST',
      url: '/admin/partners',
      payload: { name, authMethod: 'MTLS', capabilities: ['sites:read', 'products:read'], siteIds },
    });
    assert.equal(res.statusCode, 201, res.body);
    return { partnerId: res.json().partnerId as number, siteIds };
  };
  const register = async (partnerId: number, pem: string) => {
    const res = await ctx.adminCall({ method: 'POST', url: `/admin/partners/${partnerId}/certificates`, payload: { pem } });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().certificateId as number;
  };
  const me = (cert?: TestCert) => tlsRequest(mtls, server, '/v1/me', cert);
  const refusedInHandshake = async (cert?: TestCert) => {
    await assert.rejects(me(cert), (error: NodeJS.ErrnoException) =>
      /alert|ECONNRESET|socket hang up|EPIPE/i.test(`${error.code} ${error.message}`),
    );
  };

  before(async () => {
    ctx = await createTestContext({ MTLS_TRUSTSTORE_POLL_MS: '40', MTLS_PUBLIC_URL: 'https://mtls.api.test' });
    server = await generateServerIdentity();
    mtls = await buildMtlsApp(ctx.platform, server);
    await mtls.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await mtls.close();
    await ctx.close();
  });

  test('a request without a client certificate fails in the handshake, /v1/ping included', async () => {
    await refusedInHandshake();
    await assert.rejects(tlsRequest(mtls, server, '/v1/ping'));
  });

  test('a self-signed certificate registered after start is accepted without a restart: /v1/me says MTLS', async () => {
    const { partnerId, siteIds } = await mtlsPartner('Self-signed RSA partner', 2);
    const leaf = await makeCert({ kind: 'rsa2048' });
    await refusedInHandshake(leaf);
    await register(partnerId, leaf.certPem);
    const res = await eventually(() => me(leaf));
    assert.equal(res.status, 200, res.body);
    assert.deepEqual(res.json(), {
      partnerId,
      name: 'Self-signed RSA partner',
      tier: 'trial',
      authMethod: 'MTLS',
      credentialId: new X509Certificate(leaf.certPem).serialNumber,
      grantedSiteIds: siteIds,
      scopes: ['partner-api/products:read', 'partner-api/sites:read'],
    });
  });

  test('the same routes and tenancy as the bearer host: sites lists only the granted ones', async () => {
    const { partnerId, siteIds } = await mtlsPartner('ECDSA partner');
    const other = await ctx.site();
    const leaf = await makeCert({ kind: 'p384', hash: 'SHA-384' });
    await register(partnerId, leaf.certPem);
    const res = await eventually(() => tlsRequest(mtls, server, '/v1/sites', leaf));
    assert.equal(res.status, 200, res.body);
    assert.deepEqual(
      (res.json().sites as Array<{ siteId: number }>).map((s) => s.siteId),
      siteIds,
    );
    const foreign = await tlsRequest(mtls, server, `/v1/sites/${other}`, leaf);
    assert.equal(foreign.status, 404);
    assert.equal(foreign.json().code, 'site_not_found');
  });

  test('chains but unregistered, disabled, revoked: the identical 401 invalid_token', async () => {
    const { partnerId } = await mtlsPartner('CA-issued partner');
    const [leaf, root] = await makeChain(2);
    const certificateId = await register(partnerId, bundle([leaf!, root!]));
    assert.equal(
      (await eventually(() => me(leaf).then((r) => (r.status === 200 ? r : Promise.reject(new Error(r.body)))))).json().authMethod,
      'MTLS',
    );

    const sibling = await makeCert({ issuer: root });
    const unregistered = await me(sibling);
    assert.equal(unregistered.status, 401);
    assert.equal(unregistered.json().code, 'invalid_token');

    assert.equal(
      (await ctx.adminCall({ method: 'PATCH', url: `/admin/certificates/${certificateId}`, payload: { enabled: false } })).statusCode,
      200,
    );
    // The chain left the truststore with it: refused in the handshake or, on a process not yet rebuilt, by the binding.
    const second = await makeCert({ issuer: root });
    const { partnerId: otherId } = await mtlsPartner('Second CA-issued partner');
    await register(otherId, bundle([second, root!]));
    const disabled = await eventually(async () => {
      const r = await me(leaf);
      assert.equal(r.status, 401);
      return r;
    });
    assert.equal(withoutRequestId(disabled), withoutRequestId(unregistered));

    assert.equal((await ctx.adminCall({ method: 'POST', url: `/admin/certificates/${certificateId}/revoke` })).statusCode, 200);
    const revoked = await me(leaf);
    assert.equal(revoked.status, 401);
    assert.equal(withoutRequestId(revoked), withoutRequestId(unregistered));
    assert.equal((await me(second)).status, 200);
  });

  test("a certificate outside its validity period by the service's clock answers the same 401, on a kept-alive connection too", async () => {
    const { partnerId } = await mtlsPartner('Expiring partner');
    const leaf = await makeCert();
    await register(partnerId, leaf.certPem);
    const { notBefore, notAfter } = (await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/certificates` })).json()
      .certificates[0] as { notBefore: string; notAfter: string };
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const kept = () => tlsRequest(mtls, server, '/v1/me', leaf, { agent });
    const started = ctx.clock.now();
    const bodies = new Set<string>();
    try {
      assert.equal((await eventually(() => kept().then((r) => (r.status === 200 ? r : Promise.reject(new Error(r.body)))))).status, 200);
      for (const at of [
        notAfter,
        new Date(Date.parse(notAfter) + 86_400_000).toISOString(),
        new Date(Date.parse(notBefore) - 1).toISOString(),
      ]) {
        ctx.clock.set(at);
        const refused = await kept();
        assert.equal(refused.status, 401, at);
        assert.equal(refused.json().code, 'invalid_token');
        assert.ok(refused.reusedSocket, 'the same connection, whose handshake passed');
        bodies.add(withoutRequestId(refused));
      }
      assert.equal(bodies.size, 1, 'the identical 401 each time');
      ctx.clock.set(new Date(Date.parse(notAfter) - 1));
      assert.equal((await kept()).status, 200, 'valid up to its last millisecond');
    } finally {
      ctx.clock.set(started);
      agent.destroy();
    }
  });

  test('a revoked self-signed certificate is refused in the handshake once the truststore is rebuilt, with no restart', async () => {
    const { partnerId } = await mtlsPartner('Revoked partner');
    const leaf = await makeCert();
    const certificateId = await register(partnerId, leaf.certPem);
    assert.equal((await eventually(() => me(leaf))).status, 200);
    assert.equal((await ctx.adminCall({ method: 'POST', url: `/admin/certificates/${certificateId}/revoke` })).statusCode, 200);
    await eventually(() => refusedInHandshake(leaf));
  });

  test("a disabled partner's certificate answers the same 401", async () => {
    const { partnerId } = await mtlsPartner('Disabled partner');
    const leaf = await makeCert();
    await register(partnerId, leaf.certPem);
    assert.equal((await eventually(() => me(leaf))).status, 200);
    await ctx.adminCall({ method: 'PATCH', url: `/admin/partners/${partnerId}`, payload: { enabled: false } });
    const res = await me(leaf);
    assert.equal(res.status, 401);
    assert.equal(res.json().code, 'invalid_token');
  });

  test('a certificate whose partner is (somehow) a bearer partner is never accepted', async () => {
    const { partnerId } = await mtlsPartner('Switched partner');
    const leaf = await makeCert();
    await register(partnerId, leaf.certPem);
    assert.equal((await eventually(() => me(leaf))).status, 200);
    // The back office refuses this move while a certificate is live (admin.test.ts); the binding refuses it too.
    await ctx.platform.db.updateTable('partners').set({ auth_method: 'IDP_M2M' }).where('id', '=', partnerId).execute();
    const res = await me(leaf);
    assert.equal(res.status, 401);
    assert.equal(res.json().code, 'invalid_token');
  });

  test('the mTLS host has no token endpoint and ignores bearer tokens', async () => {
    const bearer = await ctx.partner();
    const { partnerId } = await mtlsPartner('Token-less partner');
    const leaf = await makeCert();
    await register(partnerId, leaf.certPem);
    await eventually(() => me(leaf));
    const token = await tlsRequest(mtls, server, '/oauth2/token', leaf, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(token.status, 404);
    const res = await tlsRequest(mtls, server, '/v1/me', leaf, { headers: { authorization: `Bearer ${bearer.token}` } });
    assert.equal(res.json().partnerId, partnerId);
    assert.equal(res.json().authMethod, 'MTLS');
  });

  test('its document and index describe this host: its own server, the certificate on every path, no token', async () => {
    const { partnerId } = await mtlsPartner('Document reader');
    const leaf = await makeCert();
    await register(partnerId, leaf.certPem);
    await eventually(() => me(leaf));
    const document = (await tlsRequest(mtls, server, '/v1/openapi.json', leaf)).json() as any;
    assert.deepEqual(document.servers, [{ url: 'https://mtls.api.test' }]);
    assert.deepEqual(Object.keys(document.components.securitySchemes), ['mutualTLS']);
    assert.equal(document.components.securitySchemes.mutualTLS.type, 'mutualTLS');
    assert.ok(!JSON.stringify(document).includes('tokenUrl'), 'no token URL anywhere');
    assert.ok(!Object.keys(document.paths).some((path) => path.startsWith('/oauth2')), 'no token or sign-in path');
    let operations = 0;
    for (const [path, item] of Object.entries<Record<string, any>>(document.paths))
      for (const [method, operation] of Object.entries<any>(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        operations++;
        // /v1/ping too: on this host the certificate is the credential of every path.
        assert.equal(operation.security?.length, 1, `${method} ${path}`);
        assert.deepEqual(Object.keys(operation.security[0]), ['mutualTLS'], `${method} ${path}`);
      }
    assert.ok(operations > 30, `${operations} operations`);
    for (const path of ['/', '/v1/']) {
      const index = (await tlsRequest(mtls, server, path, leaf)).json() as Record<string, string>;
      assert.equal(index.openapi, 'https://mtls.api.test/v1/openapi.json', path);
      assert.equal(index.ping, 'https://mtls.api.test/v1/ping', path);
      assert.ok(!('tokenUrl' in index), path);
      assert.match(index.authentication, /certificate/, path);
      assert.equal(index.docs, 'http://api.test/docs', "people are sent to the one docs site, the bearer host's");
    }
    for (const path of ['/docs', '/docs/reference/orders?q=1']) {
      const res = await tlsRequest(mtls, server, path, leaf);
      assert.equal(res.status, 302, path);
      assert.equal(res.headers.location, `http://api.test${path}`, path);
    }
    // The bearer host's document is unchanged: its own server and the client-credentials grant.
    const bearer = ctx.app.swagger() as any;
    assert.deepEqual(bearer.servers, [{ url: 'http://api.test' }]);
    assert.equal(bearer.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl, 'http://api.test/oauth2/token');
  });

  test('a connection that never finishes its TLS handshake is closed at the handshake timeout, not held for minutes', async () => {
    const { port } = mtls.server.address() as AddressInfo;
    const started = performance.now();
    const closedAfter = await new Promise<number>((resolve) => {
      // A TLS record header and nothing more: the handshake can never complete.
      const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from([0x16, 0x03, 0x01])));
      socket.on('error', () => {});
      socket.on('close', () => resolve(performance.now() - started));
    });
    assert.ok(
      closedAfter >= MTLS_HANDSHAKE_TIMEOUT_MS - 1000,
      `closed by the server at its timeout (${Math.round(closedAfter)} ms), not at once`,
    );
    assert.ok(closedAfter < 60_000, `closed after ${Math.round(closedAfter)} ms: well before Node's 120 s`);
  });
});
