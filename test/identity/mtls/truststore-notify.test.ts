// The mTLS truststore follows the back office by notification (migration
// 0020: the version's trigger sends truststore_changed; PostgreSQL's LISTEN,
// the embedded instance's own listener on PGlite), not by its poll: here the
// poll is an hour and a certificate registered after start is still accepted.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildMtlsApp } from '../../../src/app/hosts/mtls.ts';
import { generateServerIdentity, type ServerIdentity } from '../../../src/identity/mtls/server-identity.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { makeCert } from './certs.ts';
import { eventually, tlsRequest } from './tls-client.ts';

const AN_HOUR = '3600000';

let ctx: TestContext;
let server: ServerIdentity;
let mtls: FastifyInstance;

before(async () => {
  ctx = await createTestContext({ MTLS_TRUSTSTORE_POLL_MS: AN_HOUR, IDLE_POLL_MAX_MS: AN_HOUR });
  server = await generateServerIdentity();
  mtls = await buildMtlsApp(ctx.platform, server);
  await mtls.listen({ host: '127.0.0.1', port: 0 });
  await ctx.platform.submissions.signals.ready();
});
after(async () => {
  await mtls.close();
  await ctx.close();
});

test('with the truststore poll at an hour, a certificate registered after start is accepted at once, and refused once disabled', async () => {
  const site = await ctx.site();
  const created = await ctx.adminCall({
    method: 'POST',
    url: '/admin/partners',
    payload: { name: 'Notified partner', authMethod: 'MTLS', capabilities: ['sites:read'], siteIds: [site] },
  });
  assert.equal(created.statusCode, 201, created.body);
  const leaf = await makeCert({ kind: 'rsa2048' });
  await assert.rejects(tlsRequest(mtls, server, '/v1/me', leaf), 'refused before it is registered');
  const registered = await ctx.adminCall({
    method: 'POST',
    url: `/admin/partners/${created.json().partnerId}/certificates`,
    payload: { pem: leaf.certPem },
  });
  assert.equal(registered.statusCode, 201, registered.body);
  const res = await eventually(() => tlsRequest(mtls, server, '/v1/me', leaf), 30_000);
  assert.equal(res.status, 200, res.body);
  assert.equal(res.json().authMethod, 'MTLS');
  const disabled = await ctx.adminCall({
    method: 'PATCH',
    url: `/admin/certificates/${registered.json().certificateId}`,
    payload: { enabled: false },
  });
  assert.equal(disabled.statusCode, 200, disabled.body);
  // Out of the truststore: refused in the handshake (the notification rebuilt it), not only by the binding's 401.
  await eventually(
    () =>
      tlsRequest(mtls, server, '/v1/me', leaf).then(
        (r) => Promise.reject(new Error(`answered ${r.status}`)),
        () => 'refused',
      ),
    30_000,
  );
});
