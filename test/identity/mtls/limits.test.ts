// The gateway's per-partner bucket applies on the mTLS host as on the bearer
// host, and the two hosts share one bucket per partner.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildMtlsApp } from '../../../src/app/hosts/mtls.ts';
import { generateServerIdentity, type ServerIdentity } from '../../../src/identity/mtls/server-identity.ts';
import type { TestContext } from '../../helpers/context.ts';
import { gatewayContext } from '../../gateway/fixtures.ts';
import { makeCert } from './certs.ts';
import { eventually, tlsRequest } from './tls-client.ts';

let ctx: TestContext;
let server: ServerIdentity;
let mtls: FastifyInstance;
before(async () => {
  ctx = await gatewayContext(undefined, { MTLS_TRUSTSTORE_POLL_MS: '40' });
  server = await generateServerIdentity();
  mtls = await buildMtlsApp(ctx.platform, server);
  await mtls.listen({ host: '127.0.0.1', port: 0 });
});
after(async () => {
  await mtls.close();
  await ctx.close();
});

describe('gateway limits on the mTLS host', () => {
  test('a trial mTLS partner gets its burst of 5, then 429 rate_limit_exceeded with Retry-After', async () => {
    const partner = await ctx.platform.admin.partners.create(
      { name: 'mTLS trial', authMethod: 'MTLS', capabilities: ['sites:read'], siteIds: [await ctx.site()] },
      'test',
    );
    const leaf = await makeCert();
    await ctx.platform.admin.certificates.register(partner.id, leaf.certPem, null, 'test');
    // Waiting for the truststore costs no tokens: refused handshakes never reach the gateway, and ping is not a partner call.
    await eventually(() => tlsRequest(mtls, server, '/v1/ping', leaf));
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 7; i++) {
      const res = await tlsRequest(mtls, server, '/v1/me', leaf);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
    assert.equal(refused!.json().code, 'rate_limit_exceeded');
    assert.equal(refused!.headers['retry-after'], '1');
  });
});
